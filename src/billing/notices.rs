//! Who hears about billing: a bell notification written inside the caller's transaction, and
//! mails returned to be sent once it has committed. Mails to a client go to the client record's
//! address (the billing contact); they are transactional, so no preference turns them off.
//! Admins' copies follow each admin's `email_invoices` preference.

use rusqlite::{Connection, OptionalExtension};

use super::{iban_grouped, money};
use crate::db::invoices::Invoice;
use crate::db::languages;
use crate::db::notifications::{self, NotificationType, isolate};
use crate::db::preferences::{self, MailKind};
use crate::db::{bank, billing::PaymentVerification};
use crate::domain::language::Language;
use crate::error::ApiResult;
use crate::mail::Mailer;
use crate::words::Phrase;

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
    /// What they read: their own choice, else the agency's default.
    language: Language,
}

/// Who hears about a client's billing: the client record's contact (with its owner's account),
/// then each billing member of its team. One address hears once.
fn contacts(c: &Connection, client_id: i64) -> ApiResult<Vec<Contact>> {
    let default = languages::default(c)?;
    let Some(first) = c
        .query_row(
            "SELECT c.name, c.email, c.user_id, u.language
             FROM clients c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = ?1",
            [client_id],
            |r| {
                Ok(Contact {
                    name: r.get(0)?,
                    email: r.get(1)?,
                    user: r.get(2)?,
                    language: r.get::<_, Option<Language>>(3)?.unwrap_or(default),
                })
            },
        )
        .optional()?
    else {
        return Ok(Vec::new());
    };
    let mut all = vec![first];
    let mut stmt = c.prepare_cached(
        "SELECT TRIM(u.first_name || ' ' || u.last_name), u.email, u.id, u.language
         FROM client_members m JOIN users u ON u.id = m.user_id
         WHERE m.client_id = ?1 AND m.seat = 'billing' ORDER BY u.id",
    )?;
    let members = stmt.query_map([client_id], |r| {
        Ok(Contact {
            name: r.get(0)?,
            email: r.get(1)?,
            user: Some(r.get(2)?),
            language: r.get::<_, Option<Language>>(3)?.unwrap_or(default),
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

/// The agency's account as the mail prints it, in the reader's language.
pub fn bank_lines(c: &Connection, language: Language) -> ApiResult<String> {
    let b = bank::get(c)?;
    if !b.configured {
        return Ok(format!("  {}", crate::words::say(language, "bank-missing")));
    }
    let mut lines = vec![
        Phrase::new("bank-holder").arg("holder", b.admin_full_name.as_str()),
        Phrase::new("bank-iban").arg("iban", iban_grouped(&b.iban)),
        Phrase::new("bank-name").arg("bank", b.bank_name.as_str()),
    ];
    if !b.swift_code.is_empty() {
        lines.push(Phrase::new("bank-swift").arg("swift", b.swift_code.as_str()));
    }
    let mut lines: Vec<String> = lines
        .iter()
        .map(|p| format!("  {}", p.say(language)))
        .collect();
    if !b.additional_info.is_empty() {
        lines.push(format!("  {}", b.additional_info));
    }
    Ok(lines.join("\n"))
}

impl Sender {
    fn billing_link(&self) -> String {
        format!("{}/dashboard#billing", self.base_url)
    }

    /// The client hears about one of its invoices: in the bell and by mail, each reader in their
    /// own language. `intro` says why.
    pub fn invoice(
        &self,
        c: &Connection,
        invoice: &Invoice,
        title: Phrase,
        intro: Phrase,
    ) -> ApiResult<Vec<Mail>> {
        // What is still to pay: a reminder after a part payment or a credit note asks for the rest.
        let due_now = if invoice.balance_cents > 0 {
            invoice.balance_cents
        } else {
            invoice.amount_cents
        };
        let amount = money(c, due_now)?;
        let number = invoice.invoice_number.as_str();
        let mut mails = Vec::new();
        for to in contacts(c, invoice.client)? {
            let language = to.language;
            if let Some(user) = to.user {
                let text = Phrase::new("invoice-bell")
                    .arg("number", number)
                    .arg("amount", amount.as_str())
                    .date("due", &invoice.due_date);
                notifications::insert(c, user, KIND, &title, &text)?;
            }
            let title = title.say(language);
            let description = if invoice.description.is_empty() {
                String::new()
            } else {
                Phrase::new("invoice-mail-for")
                    .arg("description", invoice.description.as_str())
                    .say(language)
            };
            let body = Phrase::new("invoice-mail-body")
                .arg("name", to.name.as_str())
                .phrase("intro", intro.clone())
                .arg("number", number)
                .arg("amount", amount.as_str())
                .date("due", &invoice.due_date)
                .arg("for", description)
                .arg("bank", bank_lines(c, language)?)
                .arg("link", self.billing_link())
                .arg("agency", self.agency.as_str());
            let subject = Phrase::new("invoice-mail-subject")
                .arg("title", title)
                .arg("number", number)
                .arg("amount", amount.as_str());
            mails.push(Mail {
                to: to.email,
                subject: subject.say(language),
                body: body.say(language),
            });
        }
        Ok(mails)
    }

    /// A short billing notice to a client: bell and mail, each reader in their own language.
    pub fn to_client(
        &self,
        c: &Connection,
        client_id: i64,
        title: Phrase,
        text: Phrase,
    ) -> ApiResult<Vec<Mail>> {
        let mut mails = Vec::new();
        for to in contacts(c, client_id)? {
            if let Some(user) = to.user {
                notifications::insert(c, user, KIND, &title, &text)?;
            }
            let (title, text) = (title.say(to.language), text.say(to.language));
            let body = Phrase::new("notice-mail-body")
                .arg("name", to.name.as_str())
                .arg("text", text)
                .arg("link", self.billing_link())
                .arg("agency", self.agency.as_str());
            let subject = Phrase::new("notice-mail-subject")
                .arg("title", title)
                .arg("agency", self.agency.as_str());
            mails.push(Mail {
                to: to.email,
                subject: subject.say(to.language),
                body: body.say(to.language),
            });
        }
        Ok(mails)
    }

    /// Every admin in the bell; those who want invoice mail by mail too.
    pub fn to_admins(&self, c: &Connection, title: Phrase, text: Phrase) -> ApiResult<Vec<Mail>> {
        notifications::notify_admins(c, KIND, &title, &text)?;
        let body = Phrase::new("notice-admin-mail")
            .phrase("text", text)
            .arg("link", format!("{}/dashboard#invoices", self.base_url))
            .arg("agency", self.agency.as_str());
        let admins = preferences::admin_recipients(c, MailKind::Invoices)?;
        Ok(languages::of_addresses(c, admins)?
            .into_iter()
            .map(|(to, lang)| Mail {
                to,
                subject: title.say(lang),
                body: body.say(lang),
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
            Phrase::new("notice-payment-to-verify"),
            Phrase::new("notice-payment-to-verify-text")
                .arg("client", isolate(&v.client_name))
                .arg("amount", money(c, v.amount_cents)?)
                .arg("plan", v.plan_name.as_str())
                .arg("holder", isolate(&v.client_full_name)),
        )
    }
}
