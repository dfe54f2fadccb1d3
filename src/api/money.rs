//! The agency's currency and tax: `GET /api/money` for every page (the public site's prices
//! too), the settings for admins, and the tax rates.

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::{Route, State, delete, get, post, put, routes};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::body::JsonBody;
use super::openapi::{self as doc, Forbidden};
use crate::auth::{AdminUser, OwnerUser};
use crate::db::audit::{self, Entry};
use crate::db::money::{self as repo, Address, Change, MoneySettings, TaxRate};
use crate::domain::audit::{AuditAction, AuditObject};
use crate::error::{ApiError, ApiResult};
use crate::money;
use crate::state::AppState;
use crate::validate::Check;

pub fn routes() -> Vec<Route> {
    routes![
        get_money,
        get_money_settings,
        put_money_settings,
        post_tax_rate,
        delete_tax_rate
    ]
}

/// The currency every amount is in, for any page (signed in or not).
#[derive(Serialize, ToSchema)]
pub(super) struct MoneyInfo {
    /// ISO 4217.
    currency: String,
    /// Decimals: `*_cents` fields are in units of 10^-exponent (0 for JPY, 3 for BHD).
    exponent: u32,
    prices_include_tax: bool,
}

/// The agency's currency.
#[utoipa::path(tag = "billing", security(()), responses((status = 200, body = MoneyInfo)))]
#[get("/money")]
pub(super) async fn get_money(state: &State<AppState>) -> ApiResult<Json<MoneyInfo>> {
    let s = state.db.read(repo::get).await?;
    Ok(Json(MoneyInfo {
        currency: s.currency,
        exponent: s.exponent,
        prices_include_tax: s.prices_include_tax,
    }))
}

/// Currency, tax rates, the agency's tax number and address (owners and managers).
#[utoipa::path(
    tag = "billing",
    responses((status = 200, body = MoneySettings), (status = 403, response = Forbidden))
)]
#[get("/admin/money-settings")]
pub(super) async fn get_money_settings(
    state: &State<AppState>,
    _admin: AdminUser,
) -> ApiResult<Json<MoneySettings>> {
    Ok(Json(state.db.read(repo::get).await?))
}

/// Every code `money::currency` accepts.
fn currency_choice() -> utoipa::openapi::schema::Object {
    super::openapi::choice(&money::codes())
}

/// Fields left out keep their saved value.
#[derive(Deserialize, ToSchema)]
pub(super) struct MoneyBody {
    /// ISO 4217 (`EUR`); refused (409) once any invoice exists.
    #[schema(schema_with = currency_choice)]
    currency: Option<String>,
    #[schema(nullable = false)]
    prices_include_tax: Option<bool>,
    /// A tax rate's id, or null for none.
    #[serde(default, deserialize_with = "super::ids::clearable")]
    #[schema(schema_with = crate::api::input_schema::id_input_or_null)]
    default_tax_rate: Option<Option<i64>>,
    #[schema(max_length = 40, nullable = false)]
    tax_id: Option<String>,
    #[schema(nullable = false)]
    address: Option<AddressBody>,
}

#[derive(Deserialize, ToSchema)]
pub(super) struct AddressBody {
    #[schema(max_length = 70, nullable = false)]
    street: Option<String>,
    #[schema(max_length = 16, nullable = false)]
    building: Option<String>,
    #[schema(max_length = 16, nullable = false)]
    postal_code: Option<String>,
    #[schema(max_length = 35, nullable = false)]
    town: Option<String>,
    /// ISO 3166-1 alpha-2, or empty.
    #[schema(max_length = 2, nullable = false, pattern = r"^([A-Za-z]{2})?$")]
    country: Option<String>,
}

impl MoneyBody {
    /// The settings as they would be saved, every bad field named.
    fn merge(self, current: &MoneySettings, rates: &[TaxRate]) -> ApiResult<Change> {
        let mut check = Check::new();
        let code = self
            .currency
            .as_deref()
            .map(|c| c.trim().to_uppercase())
            .unwrap_or_else(|| current.currency.clone());
        let currency = money::currency(&code).unwrap_or_else(|| {
            check.add(
                "currency",
                "Choose a currency by its ISO 4217 code, such as EUR.",
            );
            current.currency()
        });
        let default_tax_rate = self.default_tax_rate.unwrap_or(current.default_tax_rate);
        if default_tax_rate.is_some_and(|id| !rates.iter().any(|r| r.id == id)) {
            check.add("default_tax_rate", "No tax rate with this id.");
        }
        let tax_id = match self.tax_id {
            Some(t) => check.optional("tax_id", Some(&t), 40).unwrap_or_default(),
            None => current.tax_id.clone(),
        };
        let address = match self.address {
            None => current.address.clone(),
            Some(a) => {
                let mut field = |name: &str, v: Option<String>, old: &str, max: usize| match v {
                    Some(v) => check
                        .optional(&format!("address.{name}"), Some(&v), max)
                        .unwrap_or_default(),
                    None => old.to_string(),
                };
                let c = &current.address;
                let address = Address {
                    street: field("street", a.street, &c.street, 70),
                    building: field("building", a.building, &c.building, 16),
                    postal_code: field("postal_code", a.postal_code, &c.postal_code, 16),
                    town: field("town", a.town, &c.town, 35),
                    country: field("country", a.country, &c.country, 2).to_uppercase(),
                };
                let country_ok = address.country.is_empty()
                    || (address.country.len() == 2
                        && address.country.bytes().all(|b| b.is_ascii_uppercase()));
                if !country_ok {
                    check.add(
                        "address.country",
                        "Use the two-letter country code, such as CH.",
                    );
                }
                address
            }
        };
        check.finish()?;
        Ok(Change {
            currency,
            prices_include_tax: self
                .prices_include_tax
                .unwrap_or(current.prices_include_tax),
            default_tax_rate,
            tax_id,
            address,
        })
    }
}

/// Saves the money settings (owners). A new currency is refused once invoices exist (409);
/// before then, stored prices keep their numbers in the new currency.
#[utoipa::path(
    tag = "billing",
    request_body = MoneyBody,
    responses(
        (status = 200, body = MoneySettings),
        (status = 403, response = Forbidden),
        (status = 409, response = doc::Conflict)
    )
)]
#[put("/admin/money-settings", data = "<body>")]
pub(super) async fn put_money_settings(
    state: &State<AppState>,
    owner: OwnerUser,
    body: JsonBody<MoneyBody>,
) -> ApiResult<Json<MoneySettings>> {
    let actor = owner.0.actor();
    let saved = state
        .db
        .write(move |c| {
            let current = repo::get(c)?;
            let change = body.0.merge(&current, &current.tax_rates)?;
            let from = current.currency();
            if change.currency.iso_alpha_code != from.iso_alpha_code && current.currency_locked {
                return Err(ApiError::conflict(
                    "currency_locked",
                    format!(
                        "Invoices in {} exist, so the currency cannot change: amounts already billed \
                         would change meaning. Credit notes correct an invoice; the currency stays.",
                        current.currency
                    ),
                ));
            }
            repo::save(c, from, &change)?;
            let saved = repo::get(c)?;
            let entry = Entry::new(AuditAction::MoneySettingsChanged, AuditObject::MoneySettings, "")
                .label("Currency and tax")
                .changes(&current, &saved);
            audit::record(c, &actor, entry)?;
            Ok(saved)
        })
        .await?;
    state.db.money_changed();
    Ok(Json(saved))
}

#[derive(Deserialize, ToSchema)]
pub(super) struct TaxRateBody {
    /// "VAT 20%".
    #[schema(required = true, min_length = 1, max_length = 60, nullable = false)]
    name: Option<String>,
    /// 0 to 100, at most two decimals (7.7).
    #[schema(required = true, value_type = f64, minimum = 0, maximum = 100, multiple_of = 0.01)]
    percent: Option<serde_json::Value>,
}

/// Adds a tax rate (owners).
#[utoipa::path(
    tag = "billing",
    request_body = TaxRateBody,
    responses((status = 201, body = TaxRate), (status = 403, response = Forbidden))
)]
#[post("/admin/tax-rates", data = "<body>")]
pub(super) async fn post_tax_rate(
    state: &State<AppState>,
    owner: OwnerUser,
    body: JsonBody<TaxRateBody>,
) -> ApiResult<(Status, Json<TaxRate>)> {
    let b = body.0;
    let mut check = Check::new();
    let name = check.required("name", b.name.as_deref(), 60);
    // Hundredths of a percent are two decimals of a number with exponent 2.
    let bp = b
        .percent
        .as_ref()
        .and_then(|p| money::parse(p, 2))
        .filter(|bp| *bp <= 10_000);
    if bp.is_none() {
        check.add(
            "percent",
            "Enter a percentage from 0 to 100 with at most two decimals.",
        );
    }
    check.finish()?;
    let actor = owner.0.actor();
    let rate = state
        .db
        .write(move |c| {
            let rate = repo::add_rate(c, &name, bp.unwrap_or_default())?;
            let entry = Entry::new(AuditAction::TaxRateAdded, AuditObject::TaxRate, rate.id)
                .label(rate.name.clone())
                .after(&rate);
            audit::record(c, &actor, entry)?;
            Ok(rate)
        })
        .await?;
    Ok((Status::Created, Json(rate)))
}

/// Deletes a tax rate (owners). Issued invoices keep their copy of it; clients on it go back
/// to the default rate.
#[utoipa::path(
    tag = "billing",
    responses((status = 204), (status = 403, response = Forbidden), (status = 404, response = doc::NotFound))
)]
#[delete("/admin/tax-rates/<id>")]
pub(super) async fn delete_tax_rate(
    state: &State<AppState>,
    owner: OwnerUser,
    id: i64,
) -> ApiResult<Status> {
    let actor = owner.0.actor();
    state
        .db
        .write(move |c| {
            let rate = repo::rate(c, id)?.ok_or_else(ApiError::not_found)?;
            repo::delete_rate(c, id)?;
            let entry = Entry::new(AuditAction::TaxRateDeleted, AuditObject::TaxRate, id)
                .label(rate.name.clone())
                .before(&rate);
            audit::record(c, &actor, entry)
        })
        .await?;
    Ok(Status::NoContent)
}
