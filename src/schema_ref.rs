//! References to the OpenAPI document's named vocabularies (`domain`), for the schema attributes
//! of fields whose Rust type does not say it alone (an optional or nullable word, a word read as
//! text and parsed by `validate::Check`). `api::openapi` registers the types; the contract test
//! checks every reference resolves.

use utoipa::ToSchema;
use utoipa::openapi::schema::{
    ArrayBuilder, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type,
};
use utoipa::openapi::{Ref, RefOr};

/// A reference to a named enum.
pub fn named(name: &str) -> RefOr<Schema> {
    RefOr::Ref(Ref::from_schema_name(name))
}

/// A reference to a named enum, or null.
pub fn named_or_null(name: &str) -> Schema {
    OneOfBuilder::new()
        .item(named(name))
        .item(ObjectBuilder::new().schema_type(Type::Null))
        .into()
}

/// An array of a named enum.
pub fn named_array(name: &str) -> Schema {
    ArrayBuilder::new().items(named(name)).into()
}

/// A reference to a vocabulary's schema.
pub fn of<T: ToSchema>() -> RefOr<Schema> {
    named(&T::name())
}

/// The same, or null.
pub fn or_null<T: ToSchema>() -> Schema {
    named_or_null(&T::name())
}

/// An array of a vocabulary's words.
pub fn array_of<T: ToSchema>() -> Schema {
    named_array(&T::name())
}

/// The role of whoever wrote a post, a comment or a message: the `Role` words under the name the
/// document has always given them.
pub const AUTHOR_ROLE: &str = "AuthorRole";

pub fn author_role() -> RefOr<Schema> {
    named(AUTHOR_ROLE)
}

/// Any JSON object (e.g. the stored object a version conflict sends back).
pub fn free_object() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::Object)
        .additional_properties(Some(
            utoipa::openapi::schema::AdditionalProperties::FreeForm(true),
        ))
        .into()
}

/// Any JSON object, or null.
pub fn free_object_or_null() -> Schema {
    ObjectBuilder::new()
        .schema_type(SchemaType::from_iter([Type::Object, Type::Null]))
        .additional_properties(Some(
            utoipa::openapi::schema::AdditionalProperties::FreeForm(true),
        ))
        .into()
}
