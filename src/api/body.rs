//! `JsonBody<T>`: a JSON request body whose errors name the offending field.

use rocket::data::{self, Data, FromData, ToByteUnit};
use rocket::outcome::Outcome;
use rocket::request::Request;
use serde::Deserialize;
use serde::de::DeserializeOwned;

use utoipa::PartialSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{Schema, SchemaType, Type};

use crate::error::{ApiError, ApiResult, FieldErrors, GuardError};

pub struct JsonBody<T>(pub T);

const BODY_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(15);

fn fail<'r, T: FromData<'r, Error = ()>>(
    req: &Request<'_>,
    error: ApiError,
) -> data::Outcome<'r, T> {
    Outcome::Error((GuardError::stash(req, error), ()))
}

#[rocket::async_trait]
impl<'r, T: DeserializeOwned + PartialSchema> FromData<'r> for JsonBody<T> {
    type Error = ();

    async fn from_data(req: &'r Request<'_>, data: Data<'r>) -> data::Outcome<'r, Self> {
        // Only JSON: a form or text/plain post is what another site's page can send without a
        // preflight, so accepting those would open the anonymous endpoints to cross-site posts.
        let json = req
            .content_type()
            .is_some_and(|ct| ct.is_json() || ct.sub().as_str().ends_with("+json"));
        // A bodiless POST (no type, no length) reads as `{}`, so required fields are named.
        let headers = req.headers();
        let bodiless = req.content_type().is_none()
            && headers.get_one("Transfer-Encoding").is_none()
            && headers
                .get_one("Content-Length")
                .is_none_or(|l| l.trim() == "0");
        if !json && !bodiless {
            return fail(req, ApiError::UnsupportedMediaType);
        }
        let limit = req.limits().get("json").unwrap_or(1.mebibytes());
        // A body that stops arriving must not hold the request (and its connection) forever.
        let read = tokio::time::timeout(BODY_TIMEOUT, data.open(limit).into_bytes()).await;
        let Ok(read) = read else {
            return fail(
                req,
                ApiError::BadRequest("The request body did not arrive in time.".into()),
            );
        };
        let bytes = match read {
            Ok(b) if b.is_complete() => b.into_inner(),
            Ok(_) => {
                return fail(
                    req,
                    ApiError::TooLarge("The request body is too large.".into()),
                );
            }
            Err(e) => {
                return fail(
                    req,
                    ApiError::BadRequest(format!("Could not read the body: {e}")),
                );
            }
        };
        // An empty body reads as `{}`, so missing required fields are reported by name.
        let bytes = if bytes.iter().all(u8::is_ascii_whitespace) {
            b"{}".to_vec()
        } else {
            bytes
        };
        // Every body is an object. serde would also read an array into a struct, field by
        // position, and its errors name Rust types ("expected struct ClientBody").
        let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
        if first.is_some_and(|b| *b != b'{')
            && serde_json::from_slice::<serde::de::IgnoredAny>(&bytes).is_ok()
        {
            return fail(
                req,
                ApiError::BadRequest("The request body must be a JSON object.".into()),
            );
        }
        let bytes = whole_numbers_as_integers(bytes);
        if let Some(error) = null_where_not_allowed::<T>(&bytes) {
            return fail(req, error);
        }
        let mut de = serde_json::Deserializer::from_slice(&bytes);
        match serde_path_to_error::deserialize::<_, T>(&mut de) {
            Ok(value) => Outcome::Success(JsonBody(value)),
            Err(e) => fail(req, describe(e)),
        }
    }
}

/// JSON has one kind of number, and `2.0` is the integer 2 (JSON Schema says so, and the
/// document's `integer` fields are read that way by any client that checks it). serde reads
/// only `2` into an integer field, so whole numbers written with a fraction are rewritten as
/// integers before the body is read; `2.5` stays what it is and is refused where an integer is
/// due. Only bodies that hold a `.` or an exponent are looked at twice.
fn whole_numbers_as_integers(bytes: Vec<u8>) -> Vec<u8> {
    fn fix(v: &mut serde_json::Value) -> bool {
        match v {
            serde_json::Value::Number(n) if n.is_f64() => {
                // Within ±2^53 a float holds every integer exactly; past it, it is left alone.
                let f = n.as_f64().unwrap_or(f64::NAN);
                if f.fract() == 0.0 && f.abs() <= 9_007_199_254_740_992.0 {
                    *v = serde_json::Value::from(f as i64);
                    return true;
                }
                false
            }
            serde_json::Value::Array(items) => items.iter_mut().fold(false, |c, i| fix(i) | c),
            serde_json::Value::Object(map) => map.values_mut().fold(false, |c, i| fix(i) | c),
            _ => false,
        }
    }
    if !bytes.iter().any(|b| matches!(b, b'.' | b'e' | b'E')) {
        return bytes;
    }
    let Ok(mut value) = serde_json::from_slice::<serde_json::Value>(&bytes) else {
        return bytes;
    };
    if !fix(&mut value) {
        return bytes;
    }
    serde_json::to_vec(&value).unwrap_or(bytes)
}

/// Fields sent as null where the document says they may not be. serde reads such a null as
/// "left out", so without this the server would take what its own document refuses.
fn null_where_not_allowed<T: PartialSchema>(bytes: &[u8]) -> Option<ApiError> {
    // Most bodies hold no null at all: only those are read a second time.
    if !bytes.windows(4).any(|w| w == b"null") {
        return None;
    }
    let body: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(bytes).ok()?;
    if !body.values().any(serde_json::Value::is_null) {
        return None;
    }
    let RefOr::T(Schema::Object(schema)) = T::schema() else {
        return None;
    };
    let mut fields = FieldErrors::new();
    for (name, value) in &body {
        let refused = value.is_null() && schema.properties.get(name).is_some_and(|p| !nullable(p));
        if refused {
            fields.insert(name.clone(), vec!["This field may not be null.".into()]);
        }
    }
    ApiError::from_fields(fields)
}

fn nullable(schema: &RefOr<Schema>) -> bool {
    let has_null = |t: &SchemaType| match t {
        SchemaType::Type(t) => *t == Type::Null,
        SchemaType::Array(types) => types.contains(&Type::Null),
        SchemaType::AnyValue => true,
    };
    match schema {
        RefOr::Ref(_) => false,
        RefOr::T(Schema::Object(o)) => has_null(&o.schema_type),
        RefOr::T(Schema::Array(a)) => has_null(&a.schema_type),
        RefOr::T(Schema::OneOf(o)) => o.items.iter().any(nullable),
        RefOr::T(Schema::AnyOf(o)) => o.items.iter().any(nullable),
        RefOr::T(_) => false,
    }
}

fn describe(e: serde_path_to_error::Error<serde_json::Error>) -> ApiError {
    let path = e.path().to_string();
    let inner = e.into_inner();
    let text = inner.to_string();
    let text = text.split(" at line ").next().unwrap_or(&text).to_string();
    if !inner.is_data() {
        return ApiError::BadRequest(format!("Malformed JSON: {text}"));
    }
    let field = match text.strip_prefix("missing field `") {
        Some(rest) => rest.trim_end_matches('`').to_string(),
        None if path == "." => "non_field_errors".to_string(),
        None => path,
    };
    let problem = if text.starts_with("missing field") {
        "This field is required.".to_string()
    } else {
        let mut s = text;
        if let Some(first) = s.get(0..1) {
            s.replace_range(0..1, &first.to_uppercase());
        }
        format!("{s}.")
    };
    ApiError::field(&field, problem)
}

/// For `Option<Option<T>>` fields: serde reads both a missing field and `null` as `None`, but
/// an edit must tell "leave it" (missing: `None`) from "clear it" (`null`: `Some(None)`).
/// Use with `#[serde(default, deserialize_with = "present")]`.
pub fn present<'de, D, T>(d: D) -> Result<Option<Option<T>>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de>,
{
    Option::<T>::deserialize(d).map(Some)
}

/// The one value of a form field, if given. Form fields are read as lists so that one given
/// twice is refused, where a lenient form would keep one of them silently.
pub fn once<T>(field: &str, mut values: Vec<T>) -> ApiResult<Option<T>> {
    if values.len() > 1 {
        return Err(ApiError::field(field, "Give this field once."));
    }
    Ok(values.pop())
}

/// A yes/no form field: `true`, `1`, `on`, `yes` or `false`, `0`, `off`, `no`, empty.
pub fn form_flag(field: &str, value: Option<&str>) -> ApiResult<Option<bool>> {
    match value.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None => Ok(None),
        Some("true" | "1" | "on" | "yes") => Ok(Some(true)),
        Some("false" | "0" | "off" | "no" | "") => Ok(Some(false)),
        Some(_) => Err(ApiError::field(field, "Use true or false.")),
    }
}
