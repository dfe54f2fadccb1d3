//! References to the OpenAPI document's named enums, for the schema attributes of row types in
//! `db/`: a leaf module, so the repository layer does not import the API layer above it.
//! `api::openapi::enums()` registers the names; the contract test checks every reference resolves.

use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, OneOfBuilder, Schema, Type};
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
