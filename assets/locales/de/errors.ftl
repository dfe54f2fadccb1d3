## The API's answers to a request it refuses, in the language the caller asks for
## (Accept-Language): the common ones, by field and for the whole request.

error-required = Dieses Feld ist erforderlich.
error-max-chars = Dieses Feld darf höchstens { $max } Zeichen haben.
error-control-chars = Steuerzeichen sind nicht erlaubt, außer Zeilenumbrüchen und Tabulatoren.
error-control-chars-line = Steuerzeichen und Zeilenumbrüche sind hier nicht erlaubt.
error-email = Bitte geben Sie eine gültige E-Mail-Adresse ein
error-whole-number = Bitte geben Sie eine ganze Zahl von { $min } bis { $max } ein.
error-search-chars = Die Suche ist auf { $max } Zeichen begrenzt.
error-search-words = Die Suche ist auf { $max } Wörter begrenzt.
error-unauthorized = Die Anmeldedaten fehlen oder sind ungültig.
error-forbidden = Sie haben keine Berechtigung für diese Aktion.
error-not-found = Nicht gefunden.
error-second-factor = Ihre Agentur bittet Sie, zuerst einen zweiten Faktor einzurichten: eine Authenticator-App oder einen Passkey, unter Einstellungen › Sicherheit.
error-not-allowed = Diese Methode ist hier nicht erlaubt.
error-json = Bitte senden Sie den Inhalt als JSON mit Content-Type: application/json.
error-internal = Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.
error-bad-request = Die Anfrage konnte nicht verstanden werden.
error-too-large = Der Inhalt der Anfrage ist zu groß.
error-invalid-body = Der Inhalt der Anfrage ist ungültig.
error-too-many = Zu viele Anfragen. Bitte warten Sie einen Moment.
error-busy = Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es erneut.
error-invalid-login = E-Mail-Adresse oder Passwort ist ungültig.
error-invalid-code = Ungültiger oder abgelaufener Bestätigungscode
error-six-digits = Bitte geben Sie den 6-stelligen Bestätigungscode ein
error-registration-closed = Die Registrierung ist geschlossen. Bitten Sie die Agentur um eine Einladung.
