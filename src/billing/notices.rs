//! Who hears about billing: a bell notification written inside the caller's transaction, and
//! mails returned to be sent once it has committed. Mails to a client go to the client record's
//! address (the billing contact); they are transactional, so no preference turns them off.
//! Admins' copies follow each admin's `email_invoices` preference.

use rusqlite::{Connection, OptionalExtension};

use super::{iban_grouped, money};
use crate::db::invoices::Invoice;
use crate::db::notifications::{self, NotificationType, isolate};
use crate::db::preferences::{self, MailKind};
use crate::db::{bank, billing::PaymentVerification};
use crate::error::ApiResult;
use crate::mail::{self, Mailer};

const INVOICE_TEMPLATE: &str = include_str!("../../assets/mail/invoice.txt");
const NOTICE_TEMPLATE: &str = include_str!("../../assets/mail/billing-notice.txt");
const KIND: NotificationType = NotificationType::PaymentDue;

pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
}

/// What every notice needs besides the data: the agency's name and where the portal is.
#[derive(Clone)]
pub struct Sender {
    pub agency: String,
    pub base_url: String,
}

/// Sends mails after the write that produced them; a failure is logged and kept in the outbox.
pub async fn send_all(mailer: &Mailer, mails: Vec<Mail>) {
    for m in mails {
        mailer.notify(&m.to, &m.subject, &m.body).await;
    }
}

struct Contact {
    name: String,
    email: String,
    user: Option<i64>,
}

/// Who hears about a client's billing: the client record's contact (with its owner's account),
/// then each billing member of its team. One address hears once.
fn contacts(c: &Connection, client_id: i64) -> ApiResult<Vec<Contact>> {
    let Some(first) = c
        .query_row(
            "SELECT name, email, user_id FROM clients WHERE id = ?1",
            [client_id],
            |r| {
                Ok(Contact {
                    name: r.get(0)?,
                    email: r.get(1)?,
                    user: r.get(2)?,
                })
            },
        )
        .optional()?
    else {
        return Ok(Vec::new());
    };
    let mut all = vec![first];
    let mut stmt = c.prepare_cached(
        "SELECT TRIM(u.first_name || ' ' || u.last_name), u.email, u.id
         FROM client_members m JOIN users u ON u.id = m.user_id
         WHERE m.client_id = ?1 AND m.seat = 'billing' ORDER BY u.id",
    )?;
    let members = stmt.query_map([client_id], |r| {
        Ok(Contact {
            name: r.get(0)?,
            email: r.get(1)?,
            user: Some(r.get(2)?),
        })
    })?;
    for member in members {
        let member = member?;
        if !all
            .iter()
            .any(|a| a.email.eq_ignore_ascii_case(&member.email))
        {
            all.push(member);
        }
    }
    Ok(all)
}

/// The agency's account as the mail prints it.
pub fn bank_lines(c: &Connection) -> ApiResult<String> {
    let b = bank::get(c)?;
    if !b.configured {
        return Ok("  (The agency will send its bank details separately.)".into());
    }
    let mut lines = vec![
        format!("  Account holder: {}", b.admin_full_name),
        format!("  IBAN: {}", iban_grouped(&b.iban)),
        format!("  Bank: {}", b.bank_name),
    ];
    if !b.swift_code.is_empty() {
        lines.push(format!("  SWIFT/BIC: {}", b.swift_code));
    }
    if !b.additional_info.is_empty() {
        lines.push(format!("  {}", b.additional_info));
    }
    Ok(lines.join("\n"))
}

impl Sender {
    fn billing_link(&self) -> String {
        format!("{}/dashboard#billing", self.base_url)
    }

    /// The client hears about one of its invoices: in the bell and by mail. `intro` says why.
    pub fn invoice(
        &self,
        c: &Connection,
        invoice: &Invoice,
        title: &str,
        intro: &str,
    ) -> ApiResult<Vec<Mail>> {
        // What is still to pay: a reminder after a part payment or a credit note asks for the rest.
        let due_now = if invoice.balance_cents > 0 {
            invoice.balance_cents
        } else {
            invoice.amount_cents
        };
        let amount = money(c, due_now)?;
        let due = crate::dates::human(&invoice.due_date);
        let description = if invoice.description.is_empty() {
            String::new()
        } else {
            format!("For:       {}", invoice.description)
        };
        let bank = bank_lines(c)?;
        let mut mails = Vec::new();
        for to in contacts(c, invoice.client)? {
            if let Some(user) = to.user {
                let text = format!("{} for {amount}, due {due}.", invoice.invoice_number);
                notifications::insert(c, user, KIND, title, &text)?;
            }
            let body = mail::render(
                INVOICE_TEMPLATE,
                &[
                    ("name", &to.name),
                    ("intro", intro),
                    ("number", &invoice.invoice_number),
                    ("amount", &amount),
                    ("due", &due),
                    ("description", &description),
                    ("bank", &bank),
                    ("link", &self.billing_link()),
                    ("agency", &self.agency),
                ],
            );
            mails.push(Mail {
                to: to.email,
                subject: format!("{title}: {} ({amount})", invoice.invoice_number),
                body,
            });
        }
        Ok(mails)
    }

    /// A short billing notice to a client: bell and mail.
    pub fn to_client(
        &self,
        c: &Connection,
        client_id: i64,
        title: &str,
        text: &str,
    ) -> ApiResult<Vec<Mail>> {
        let mut mails = Vec::new();
        for to in contacts(c, client_id)? {
            if let Some(user) = to.user {
                notifications::insert(c, user, KIND, title, text)?;
            }
            let body = mail::render(
                NOTICE_TEMPLATE,
                &[
                    ("name", &to.name),
                    ("text", text),
                    ("link", &self.billing_link()),
                    ("agency", &self.agency),
                ],
            );
            mails.push(Mail {
                to: to.email,
                subject: format!("{title} - {}", self.agency),
                body,
            });
        }
        Ok(mails)
    }

    /// Every admin in the bell; those who want invoice mail by mail too.
    pub fn to_admins(&self, c: &Connection, title: &str, text: &str) -> ApiResult<Vec<Mail>> {
        notifications::notify_admins(c, KIND, title, text)?;
        let body = format!(
            "{text}\n\nOpen the portal: {}/dashboard#invoices\n\n— {}",
            self.base_url, self.agency
        );
        Ok(preferences::admin_recipients(c, MailKind::Invoices)?
            .into_iter()
            .map(|to| Mail {
                to,
                subject: title.to_string(),
                body: body.clone(),
            })
            .collect())
    }

    pub fn verification_submitted(
        &self,
        c: &Connection,
        v: &PaymentVerification,
    ) -> ApiResult<Vec<Mail>> {
        self.to_admins(
            c,
            "Payment to verify",
            &format!(
                "{} says it paid {} for the {} plan by bank transfer (account holder {}). \
                 Check the account, then approve it under Clients > Pending Verifications.",
                isolate(&v.client_name),
                money(c, v.amount_cents)?,
                v.plan_name,
                isolate(&v.client_full_name)
            ),
        )
    }
}
