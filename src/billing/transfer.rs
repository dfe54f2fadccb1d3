//! What a client transfers for a plan: its price with the client's tax, and the code its
//! banking app scans to fill the transfer in.

use rusqlite::Connection;
use serde::Serialize;
use utoipa::ToSchema;

use crate::db::billing::Plan;
use crate::db::{bank, invoice_parts, money};
use crate::error::ApiResult;
use crate::paycode::PaymentCode;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PlanTransfer {
    /// The plan's id.
    pub plan: String,
    /// ISO 4217.
    pub currency: String,
    pub net_cents: i64,
    pub tax_cents: i64,
    /// What to transfer: net plus tax, in minor units.
    pub amount_cents: i64,
    /// "VAT 20%", or null when no tax applies.
    #[schema(required = true)]
    pub tax_name: Option<String>,
    /// The legal note when the client pays no tax for a reason (reverse charge, exempt).
    pub tax_note_text: String,
    /// The client's reference, to write on the transfer.
    pub reference: String,
    #[schema(required = true)]
    pub payment_code: Option<PaymentCode>,
}

impl PlanTransfer {
    /// " including VAT 20%", or nothing.
    pub fn including(&self) -> String {
        match (&self.tax_name, self.tax_cents) {
            (Some(name), t) if t > 0 => format!(" including {name}"),
            _ => String::new(),
        }
    }
}

pub fn for_plan(c: &Connection, client_id: i64, plan: &Plan) -> ApiResult<PlanTransfer> {
    let (line, note) = super::tax::plan_line(c, client_id, &plan.name, plan.price_cents)?;
    let settings = money::get(c)?;
    let reference = super::payment_reference(client_id);
    let amount = line.net_cents + line.tax_cents;
    let payment_code = invoice_parts::pay_code(
        &bank::get(c)?,
        &settings,
        &settings.currency,
        amount,
        &reference,
    );
    Ok(PlanTransfer {
        plan: plan.id.clone(),
        currency: settings.currency.clone(),
        net_cents: line.net_cents,
        tax_cents: line.tax_cents,
        amount_cents: amount,
        tax_name: (!line.tax_name.is_empty()).then_some(line.tax_name),
        tax_note_text: note.text().to_string(),
        reference,
        payment_code,
    })
}
