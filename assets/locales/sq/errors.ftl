## The API's answers to a request it refuses, in the language the caller asks for
## (Accept-Language): the common ones, by field and for the whole request.

error-required = Kjo fushë është e detyrueshme.
error-max-chars = Kjo fushë duhet të ketë të shumtën { $max } karaktere.
error-control-chars = Karakteret e kontrollit nuk lejohen, përveç ndërprerjeve të rreshtit dhe tabulatorëve.
error-control-chars-line = Karakteret e kontrollit dhe ndërprerjet e rreshtit nuk lejohen këtu.
error-email = Ju lutemi vendosni një adresë email të vlefshme
error-whole-number = Përdorni një numër të plotë nga { $min } deri në { $max }.
error-search-chars = Kërkimi kufizohet në { $max } karaktere.
error-search-words = Kërkimi kufizohet në { $max } fjalë.
error-unauthorized = Kredencialet e identifikimit mungojnë ose janë të pavlefshme.
error-forbidden = Nuk keni leje për ta kryer këtë veprim.
error-not-found = Nuk u gjet.
error-second-factor = Agjencia juaj ju kërkon të shtoni fillimisht një faktor të dytë: një aplikacion vërtetimi ose një çelës hyrjeje, te Cilësimet › Siguria.
error-not-allowed = Kjo metodë nuk lejohet këtu.
error-json = Dërgojeni përmbajtjen e kërkesës si JSON me Content-Type: application/json.
error-internal = Diçka shkoi keq nga ana jonë. Ju lutemi provoni përsëri.
error-bad-request = Kërkesa nuk u kuptua.
error-too-large = Përmbajtja e kërkesës është shumë e madhe.
error-invalid-body = Përmbajtja e kërkesës është e pavlefshme.
error-too-many = Shumë kërkesa. Ju lutemi prisni pak.
error-busy = Shërbimi është i zënë. Ju lutemi provoni përsëri.
error-invalid-login = Email ose fjalëkalim i pavlefshëm.
error-invalid-code = Kod verifikimi i pavlefshëm ose i skaduar
error-six-digits = Ju lutemi vendosni kodin 6-shifror të verifikimit
error-registration-closed = Regjistrimi është i mbyllur. Kërkojini agjencisë një ftesë.
