## The API's answers to a request it refuses, in the language the caller asks for
## (Accept-Language): the common ones, by field and for the whole request.

error-required = Ce champ est obligatoire.
error-max-chars = Ce champ doit comporter au plus { $max } caractères.
error-control-chars = Les caractères de contrôle ne sont pas autorisés, à l’exception des sauts de ligne et des tabulations.
error-control-chars-line = Les caractères de contrôle et les sauts de ligne ne sont pas autorisés ici.
error-email = Veuillez saisir une adresse e-mail valide
error-whole-number = Saisissez un nombre entier compris entre { $min } et { $max }.
error-search-chars = La recherche est limitée à { $max } caractères.
error-search-words = La recherche est limitée à { $max } mots.
error-unauthorized = Identifiants de connexion absents ou non valides.
error-forbidden = Vous n’avez pas l’autorisation d’effectuer cette action.
error-not-found = Introuvable.
error-second-factor = Votre agence vous demande d’abord d’ajouter un second facteur : une application d’authentification ou une clé d’accès, dans Paramètres › Sécurité.
error-not-allowed = Cette méthode n’est pas autorisée ici.
error-json = Envoyez le corps de la requête en JSON avec Content-Type: application/json.
error-internal = Un problème est survenu de notre côté. Veuillez réessayer.
error-bad-request = La requête n’a pas pu être comprise.
error-too-large = Le corps de la requête est trop volumineux.
error-invalid-body = Le corps de la requête n’est pas valide.
error-too-many = Trop de requêtes. Veuillez patienter un instant.
error-busy = Le service est occupé. Veuillez réessayer.
error-invalid-login = E-mail ou mot de passe incorrect.
error-invalid-code = Code de vérification non valide ou expiré
error-six-digits = Veuillez saisir le code de vérification à 6 chiffres
error-registration-closed = Les inscriptions sont fermées. Demandez une invitation à l’agence.
