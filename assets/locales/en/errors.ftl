## The API's answers to a request it refuses, in the language the caller asks for
## (Accept-Language): the common ones, by field and for the whole request.

error-required = This field is required.
error-max-chars = Ensure this field has no more than { $max } characters.
error-control-chars = Control characters other than line breaks and tabs are not allowed.
error-control-chars-line = Control characters and line breaks are not allowed here.
error-email = Please enter a valid email address
error-whole-number = Use a whole number from { $min } to { $max }.
error-search-chars = Search is limited to { $max } characters.
error-search-words = Search is limited to { $max } words.
error-unauthorized = Authentication credentials were not provided or are invalid.
error-forbidden = You do not have permission to perform this action.
error-not-found = Not found.
error-second-factor = Your agency asks you to add a second factor first: an authenticator app or a passkey, under Settings › Security.
error-not-allowed = This method is not allowed here.
error-json = Send the body as JSON with Content-Type: application/json.
error-internal = Something went wrong on our side. Please try again.
error-bad-request = The request could not be understood.
error-too-large = The request body is too large.
error-invalid-body = The request body is invalid.
error-too-many = Too many requests. Please slow down.
error-busy = The service is busy. Please try again.
error-invalid-login = Invalid email or password.
error-invalid-code = Invalid or expired verification code
error-six-digits = Please enter the 6-digit verification code
error-registration-closed = Registration is closed. Ask the agency for an invitation.
