//! What the server accepts, said in the OpenAPI document: the shapes of ids, amounts, dates and
//! filters that handlers attach to their fields, and one pass (`refine`) that states the text
//! rules of `validate::Check` on every text field a request carries. The document must not admit
//! what the server refuses: the fuzzer sends whatever it admits and expects it to be taken.

use utoipa::openapi::path::ParameterIn;
use utoipa::openapi::schema::{
    ArrayBuilder, ArrayItems, KnownFormat, Object, ObjectBuilder, OneOfBuilder, Schema,
    SchemaFormat, SchemaType, Type,
};
use utoipa::openapi::{OpenApi as Document, RefOr};

use crate::domain::Vocabulary;

/// Control characters (`char::is_control`), which no text field takes.
const CONTROLS: &str = r"\u0000-\u001f\u007f-\u009f";
/// The same, less tab, line feed and carriage return, which fields of several lines take.
const CONTROLS_BUT_LINES: &str = r"\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f";
/// Whitespace that is not a control character (what `split_whitespace` splits on, besides).
const SPACES: &str = r" \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// The pattern of a text field as `Check` reads it: no control characters (line breaks only in
/// the fields of several lines), and, where a value is required, something besides spaces.
pub fn text_pattern(field: &str, required: bool) -> String {
    let refused = if crate::validate::multiline(field) {
        CONTROLS_BUT_LINES
    } else {
        CONTROLS
    };
    if required {
        format!(r"^[^{refused}]*[^\s{refused}][^{refused}]*$")
    } else {
        format!("^[^{refused}]*$")
    }
}

/// `validate::is_email`: something@something.something, no spaces, no second `@`.
pub fn email_pattern() -> String {
    let part = format!(r"[^\s@.{CONTROLS}]+");
    format!(r"^[^\s@{CONTROLS}]+@{part}(\.{part})+$")
}

/// `Check::search`: no control characters, at most `SEARCH_MAX_WORDS` words.
pub fn search_pattern() -> String {
    let words = crate::validate::SEARCH_MAX_WORDS - 1;
    let word = format!("[^{SPACES}{CONTROLS}]");
    format!("^[{SPACES}]*({word}+[{SPACES}]+){{0,{words}}}{word}*[{SPACES}]*$")
}

fn string() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::String)
}

fn integer(minimum: i64) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
        .minimum(Some(minimum))
}

/// An id in a JSON body (`ids.rs`): a whole number, or a string of digits as a form's select
/// holds it.
pub fn id_input() -> Schema {
    OneOfBuilder::new()
        .item(integer(1))
        .item(string().pattern(Some("^[0-9]{1,18}$")))
        .description(Some(
            "An id: a whole number, or the same as a string of digits.",
        ))
        .into()
}

/// An id, or null for none.
pub fn id_input_or_null() -> Schema {
    OneOfBuilder::new()
        .item(integer(1))
        .item(string().pattern(Some("^[0-9]{1,18}$")))
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .description(Some(
            "An id (a number or a string of digits), or null for none.",
        ))
        .into()
}

/// 1 to 500 ids.
pub fn id_list() -> Schema {
    ArrayBuilder::new()
        .items(RefOr::T(id_input()))
        .min_items(Some(1))
        .max_items(Some(500))
        .into()
}

/// An id in a form or a query string (text there anyway).
pub fn id_text() -> Object {
    integer(1).build()
}

/// A list filter: one of `values` (as the server spells them), `all`, or empty for none.
pub fn filter_of(values: &[&str]) -> Object {
    let all = values.iter().copied().chain(["all", ""]);
    string().enum_values(Some(all)).build()
}

/// A list filter on a vocabulary: one of its words, `all`, or empty for none.
pub fn filter<T: Vocabulary>() -> Object {
    filter_of(&words::<T>())
}

/// One of `values`, or empty for the default.
pub fn choice_or_empty(values: &[&str]) -> Object {
    let values = values.iter().copied().chain([""]);
    string().enum_values(Some(values)).build()
}

/// A vocabulary's words, or empty for the default.
pub fn word_or_empty<T: Vocabulary>() -> Object {
    choice_or_empty(&words::<T>())
}

fn words<T: Vocabulary>() -> Vec<&'static str> {
    T::ALL.iter().map(|w| w.as_str()).collect()
}

/// A client's (or a user's) id as a list filter, `all`, or empty for none.
pub fn id_filter() -> Object {
    string().pattern(Some("^(all|[0-9]{1,18})?$")).build()
}

/// A calendar date `YYYY-MM-DD`, or empty for none.
pub fn optional_date() -> Schema {
    OneOfBuilder::new()
        .item(string().format(Some(SchemaFormat::KnownFormat(KnownFormat::Date))))
        .item(string().enum_values(Some([""])))
        .into()
}

/// A calendar date `YYYY-MM-DD`.
pub fn date() -> Object {
    string()
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date)))
        .build()
}

/// A moment as `validate::datetime` reads it; RFC 3339 is what the document promises.
pub fn datetime() -> Object {
    string()
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::DateTime)))
        .build()
}

/// The same, or null for none (a deadline taken away).
pub fn datetime_or_null() -> Schema {
    OneOfBuilder::new()
        .item(datetime())
        .item(Object::builder().schema_type(utoipa::openapi::schema::Type::Null))
        .into()
}

/// A yes/no form field, as `body::form_flag` reads it.
pub fn form_flag() -> Object {
    string()
        .enum_values(Some([
            "true", "1", "on", "yes", "false", "0", "off", "no", "",
        ]))
        .build()
}

/// Dollars as text: digits with at most two decimals, 0 to 100,000,000.
const DOLLARS_TEXT: &str = r"^(100000000(\.0{1,2})?|[0-9]{1,8}(\.[0-9]{1,2})?)$";

/// Money as `money::parse` reads it (major units of the agency's currency): a number from 0 to
/// 100,000,000, or the same as text.
pub fn money_input() -> Schema {
    let number = ObjectBuilder::new()
        .schema_type(Type::Number)
        .minimum(Some(0))
        .maximum(Some(100_000_000));
    OneOfBuilder::new()
        .item(number)
        .item(string().pattern(Some(DOLLARS_TEXT)))
        .into()
}

/// A price or an amount due (`money::parse`, above 0): in the currency's decimals (two for USD,
/// as this schema says), up to 100,000,000, as a number or as text.
pub fn price_input() -> Schema {
    let number = ObjectBuilder::new()
        .schema_type(Type::Number)
        .exclusive_minimum(Some(0))
        .maximum(Some(100_000_000))
        .multiple_of(Some(0.01));
    let text = string().pattern(Some(
        r"^(100000000(\.0{1,2})?|0*[1-9][0-9]{0,7}(\.[0-9]{1,2})?|0+\.(0[1-9]|[1-9][0-9]?))$",
    ));
    OneOfBuilder::new().item(number).item(text).into()
}

/// A string field with no rule of its own yet (no choice, format or pattern).
fn free_text(o: &Object) -> bool {
    let text = match &o.schema_type {
        SchemaType::Type(t) => *t == Type::String,
        SchemaType::Array(types) => types.contains(&Type::String),
        SchemaType::AnyValue => false,
    };
    text && o.enum_values.is_none() && o.pattern.is_none() && o.format.is_none()
}

/// Passwords are taken as typed, controls included; they are checked for strength instead.
fn takes_any_text(field: &str) -> bool {
    field.contains("password")
}

/// Text the server cleans rather than refuses: an attachment's display name and a plan's
/// features lose their control characters (`files`, `billing`).
const CLEANED: [(&str, &str); 2] = [("FileForm", "name"), ("PlanBody", "features")];

fn state_text_rules(field: &str, schema: &mut Schema) {
    match schema {
        Schema::Object(o) if free_text(o) && !takes_any_text(field) => {
            o.pattern = Some(match field {
                "email" => email_pattern(),
                "search" => search_pattern(),
                _ => text_pattern(field, o.min_length.unwrap_or(0) > 0),
            });
        }
        Schema::OneOf(one) => {
            for item in &mut one.items {
                if let RefOr::T(s) = item {
                    state_text_rules(field, s);
                }
            }
        }
        Schema::Array(a) => {
            if let ArrayItems::RefOrSchema(item) = &mut a.items
                && let RefOr::T(s) = item.as_mut()
            {
                state_text_rules(field, s);
            }
        }
        _ => {}
    }
}

/// The file formats each form's file field takes, sniffed from the bytes (`storage::save_image`,
/// `content::images`, `files::sniff`): (form, field, media types). A part of another type is
/// refused. (Plain text is also taken as a message attachment; the document names the formats
/// a file has a signature for.)
const FILE_PARTS: [(&str, &str, &str); 4] = [
    ("ProfileForm", "avatar", "image/jpeg, image/png, image/gif"),
    ("LogoForm", "logo", "image/jpeg, image/png, image/gif"),
    (
        "ContentForm",
        "images",
        "image/jpeg, image/png, image/gif, image/webp",
    ),
    (
        "FileForm",
        "file",
        "image/jpeg, image/png, image/gif, image/webp, application/pdf",
    ),
];

fn name_file_types(form: &mut utoipa::openapi::Content) {
    let Some(RefOr::Ref(r)) = &form.schema else {
        return;
    };
    let name = r
        .ref_location
        .rsplit('/')
        .next()
        .unwrap_or_default()
        .to_string();
    for (schema, field, types) in FILE_PARTS {
        // `ContentFormCreate` is `ContentForm` with required fields.
        if name.starts_with(schema) {
            let mut encoding = utoipa::openapi::encoding::Encoding::default();
            encoding.content_type = Some(types.to_string());
            form.encoding.insert(field.to_string(), encoding);
        }
    }
}

/// States the text rules on every text field of every request body and query string. Bodies
/// are named schemas; each is refined once, wherever it is used.
pub fn refine(doc: &mut Document) {
    let mut bodies = std::collections::BTreeSet::new();
    for item in doc.paths.paths.values_mut() {
        for op in super::openapi::operations(item) {
            if let Some(RefOr::T(body)) = op.request_body.as_mut() {
                if let Some(RefOr::T(form)) = body.content.get_mut("multipart/form-data") {
                    name_file_types(form);
                }
                for content in body.content.values() {
                    if let RefOr::T(content) = content
                        && let Some(RefOr::Ref(r)) = &content.schema
                        && let Some(name) = r.ref_location.rsplit('/').next()
                    {
                        bodies.insert(name.to_string());
                        if TEXT_OR_FILE.contains(&name) {
                            body.required = Some(utoipa::openapi::Required::True);
                        }
                    }
                }
            }
            // OAuth's return answers whatever the provider sends with a redirect to the UI.
            let redirects = op.operation_id.as_deref() == Some("get_oauth_return");
            for p in op.parameters.iter_mut().flatten().filter(|_| !redirects) {
                if let RefOr::T(p) = p
                    && p.parameter_in == ParameterIn::Query
                    && let Some(RefOr::T(s)) = p.schema.as_mut()
                {
                    state_text_rules(&p.name, s);
                }
            }
        }
    }
    let Some(components) = doc.components.as_mut() else {
        return;
    };
    // A body's object fields (an address inside the money settings) are bodies too.
    let nested: Vec<String> = bodies
        .iter()
        .filter_map(|name| match components.schemas.get(name) {
            Some(RefOr::T(Schema::Object(o))) => Some(o.properties.values()),
            _ => None,
        })
        .flatten()
        .filter_map(|p| match p {
            RefOr::Ref(r) => r.ref_location.rsplit('/').next().map(str::to_string),
            RefOr::T(_) => None,
        })
        .collect();
    bodies.extend(nested);
    for name in bodies {
        if let Some(RefOr::T(Schema::Object(o))) = components.schemas.get_mut(&name) {
            for (field, property) in o.properties.iter_mut() {
                if CLEANED.contains(&(name.as_str(), field.as_str())) {
                    continue;
                }
                if let RefOr::T(s) = property {
                    state_text_rules(field, s);
                }
            }
        }
    }
    for name in TEXT_OR_FILE {
        if let Some(schema) = components.schemas.get_mut(name) {
            *schema = text_or_file(std::mem::replace(schema, RefOr::T(Schema::default())));
        }
    }
}

/// Messages: text that is not blank, or an attachment, or both (`messages::send::text`).
const TEXT_OR_FILE: [&str; 3] = ["MessageBody", "ToAdminBody", "ToClientBody"];

fn text_or_file(message: RefOr<Schema>) -> RefOr<Schema> {
    let text = ObjectBuilder::new().required("content").property(
        "content",
        string().pattern(Some(text_pattern("content", true))),
    );
    let file = ObjectBuilder::new().required("attachment");
    let either = utoipa::openapi::schema::AnyOfBuilder::new()
        .item(text)
        .item(file);
    utoipa::openapi::schema::AllOfBuilder::new()
        .item(message)
        .item(either)
        .into()
}
