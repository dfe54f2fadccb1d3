//! Outgoing mail: the `log` transport writes to the log and the outbox table; `smtp` really sends.

use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::config::{MailConfig, MailTransport, SmtpTls};
use crate::db::{Db, outbox};
use crate::error::{ApiError, ApiResult};

#[derive(Clone)]
pub struct Mailer {
    config: MailConfig,
    smtp: Option<AsyncSmtpTransport<Tokio1Executor>>,
    db: Db,
}

/// Mail goes out as plain text, where the invisible direction marks the app puts around names
/// (U+2066..U+2069) and any other bidi control show up as stray characters or reorder the
/// sentence in some readers; they are taken out of every subject and body.
pub fn plain(text: &str) -> String {
    text.chars()
        .filter(|c| {
            !matches!(
                c,
                '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
            )
        })
        .collect()
}

impl Mailer {
    pub fn new(config: &MailConfig, db: Db) -> Result<Mailer, String> {
        let smtp = match config.transport {
            MailTransport::Log => None,
            MailTransport::Smtp => Some(build_smtp(config)?),
        };
        Ok(Mailer {
            config: config.clone(),
            smtp,
            db,
        })
    }

    pub async fn send(&self, to: &str, subject: &str, body: &str) -> ApiResult<()> {
        let (subject, body) = (&plain(subject), &plain(body));
        let Some(smtp) = &self.smtp else {
            tracing::info!(to, subject, "mail (log transport)\n{body}");
            return self.record(to, subject, Some(body), "logged", None).await;
        };
        let message = Message::builder()
            .from(
                self.config
                    .from
                    .parse()
                    .map_err(|e| ApiError::internal(format!("mail from: {e}")))?,
            )
            .to(to
                .parse()
                .map_err(|_| ApiError::field("email", "Enter a valid email address."))?)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(body.to_string())
            .map_err(|e| ApiError::internal(format!("building mail: {e}")))?;
        match smtp.send(message).await {
            // The body is not kept for real mail: it may hold codes that are someone's secret now.
            Ok(_) => self.record(to, subject, None, "sent", None).await,
            Err(e) => {
                tracing::error!(to, subject, "sending mail failed: {e}");
                self.record(to, subject, None, "failed", Some(&e.to_string()))
                    .await?;
                Err(ApiError::Unavailable(
                    "The mail server could not be reached. Please try again.".into(),
                ))
            }
        }
    }

    /// Sends a mail whose failure must not fail the request it goes with (a notice about
    /// something that already happened). A failure is logged and, like every mail, recorded in
    /// the outbox. Answers whether it went out.
    pub async fn notify(&self, to: &str, subject: &str, body: &str) -> bool {
        match self.send(to, subject, body).await {
            Ok(()) => true,
            Err(e) => {
                tracing::warn!(to, subject, "notice not sent: {e}");
                false
            }
        }
    }

    /// Sends each (to, subject, body) as `notify` does, one after another; answers how many
    /// went out.
    pub async fn notify_each(
        &self,
        mails: impl IntoIterator<Item = (String, String, String)>,
    ) -> usize {
        let mut sent = 0;
        for (to, subject, body) in mails {
            if self.notify(&to, &subject, &body).await {
                sent += 1;
            }
        }
        sent
    }

    async fn record(
        &self,
        to: &str,
        subject: &str,
        body: Option<&str>,
        status: &'static str,
        error: Option<&str>,
    ) -> ApiResult<()> {
        let transport = if self.smtp.is_some() { "smtp" } else { "log" };
        let (to, subject) = (to.to_string(), subject.to_string());
        let (body, error) = (body.map(str::to_string), error.map(str::to_string));
        self.db
            .write(move |c| {
                outbox::insert(
                    c,
                    &outbox::Entry {
                        to: &to,
                        subject: &subject,
                        body: body.as_deref(),
                        transport,
                        status,
                        error: error.as_deref(),
                    },
                )
            })
            .await
    }
}

fn build_smtp(c: &MailConfig) -> Result<AsyncSmtpTransport<Tokio1Executor>, String> {
    let builder = match c.smtp_tls {
        SmtpTls::None => AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&c.smtp_host),
        SmtpTls::Starttls => AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&c.smtp_host)
            .map_err(|e| e.to_string())?,
        SmtpTls::Tls => {
            AsyncSmtpTransport::<Tokio1Executor>::relay(&c.smtp_host).map_err(|e| e.to_string())?
        }
    };
    let builder = builder
        .port(c.smtp_port)
        .timeout(Some(Duration::from_secs(15)));
    let builder = if c.smtp_username.is_empty() {
        builder
    } else {
        builder.credentials(Credentials::new(
            c.smtp_username.clone(),
            c.smtp_password.clone(),
        ))
    };
    c.from
        .parse::<lettre::message::Mailbox>()
        .map_err(|e| format!("mail.from: {e}"))?;
    Ok(builder.build())
}
