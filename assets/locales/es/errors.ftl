## The API's answers to a request it refuses, in the language the caller asks for
## (Accept-Language): the common ones, by field and for the whole request.

error-required = Este campo es obligatorio.
error-max-chars = Este campo admite como máximo { $max } caracteres.
error-control-chars = No se admiten caracteres de control, salvo saltos de línea y tabulaciones.
error-control-chars-line = Aquí no se admiten caracteres de control ni saltos de línea.
error-email = Introduzca un correo electrónico válido
error-whole-number = Introduzca un número entero de { $min } a { $max }.
error-search-chars = La búsqueda admite como máximo { $max } caracteres.
error-search-words = La búsqueda admite como máximo { $max } palabras.
error-unauthorized = Faltan las credenciales de acceso o no son válidas.
error-forbidden = No tiene permiso para realizar esta acción.
error-not-found = No se ha encontrado.
error-second-factor = Su agencia le pide que antes añada un segundo factor: una aplicación de autenticación o una llave de acceso, en Configuración › Seguridad.
error-not-allowed = Este método no está permitido aquí.
error-json = Envíe el cuerpo como JSON con Content-Type: application/json.
error-internal = Algo ha fallado por nuestra parte. Vuelva a intentarlo.
error-bad-request = No se ha podido entender la solicitud.
error-too-large = El cuerpo de la solicitud es demasiado grande.
error-invalid-body = El cuerpo de la solicitud no es válido.
error-too-many = Demasiadas solicitudes. Espere un momento, por favor.
error-busy = El servicio está ocupado. Vuelva a intentarlo.
error-invalid-login = Correo electrónico o contraseña incorrectos.
error-invalid-code = Código de verificación no válido o caducado
error-six-digits = Introduzca el código de verificación de 6 dígitos
error-registration-closed = El registro está cerrado. Pida una invitación a la agencia.
