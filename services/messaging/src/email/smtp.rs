//! SMTP delivery with lettre's tokio transport (pooled connections). Locally it speaks plain SMTP
//! to the sandbox sink; production sets host, port, TLS mode and credentials to a real relay.

use std::time::Duration;

use lettre::message::header::ContentType;
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde::Deserialize;
use uuid::Uuid;
use zrm_platform::config::{ConfigError, Scope};

use super::model::{EmailBody, OutgoingEmail};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SmtpTls {
    /// Plain SMTP: only for a sink on the same machine.
    None,
    /// Plain connection upgraded with STARTTLS (submission, port 587).
    Starttls,
    /// TLS from the first byte (submissions, port 465).
    Tls,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmtpSettings {
    pub host: String,
    pub port: u16,
    pub tls: SmtpTls,
    /// Empty for relays that take mail without authentication (the local sink).
    #[serde(default)]
    pub username: String,
    #[serde(default)]
    pub password: String,
    /// Sender, e.g. `ZRM <no-reply@zrm.example>`.
    pub from: String,
    pub timeout_ms: u64,
}

impl SmtpSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        scope.require_non_empty(&format!("{section}.host"), &self.host)?;
        scope.require_range(&format!("{section}.port"), self.port, 1, u16::MAX)?;
        scope.require_range(
            &format!("{section}.timeout_ms"),
            self.timeout_ms,
            100,
            120_000,
        )?;
        self.from
            .parse::<Mailbox>()
            .map_err(|error| scope.invalid(&format!("{section}.from"), error.to_string()))?;
        if self.username.is_empty() != self.password.is_empty() {
            return Err(scope.invalid(
                &format!("{section}.password"),
                "username and password are set together or not at all",
            ));
        }
        Ok(())
    }
}

#[derive(Clone)]
pub struct SmtpMailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    /// Domain part of the Message-ID header.
    id_domain: String,
}

impl SmtpMailer {
    pub fn new(settings: &SmtpSettings) -> Result<Self, String> {
        let from: Mailbox = settings
            .from
            .parse()
            .map_err(|error| format!("from: {error}"))?;
        let builder = match settings.tls {
            SmtpTls::None => {
                AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(&settings.host)
            }
            SmtpTls::Starttls => {
                AsyncSmtpTransport::<Tokio1Executor>::starttls_relay(&settings.host)
                    .map_err(|error| error.to_string())?
            }
            SmtpTls::Tls => AsyncSmtpTransport::<Tokio1Executor>::relay(&settings.host)
                .map_err(|error| error.to_string())?,
        };
        let mut builder = builder
            .port(settings.port)
            .timeout(Some(Duration::from_millis(settings.timeout_ms)));
        if !settings.username.is_empty() {
            builder = builder.credentials(Credentials::new(
                settings.username.clone(),
                settings.password.clone(),
            ));
        }
        let id_domain = from.email.domain().to_owned();
        Ok(SmtpMailer {
            transport: builder.build(),
            from,
            id_domain,
        })
    }

    /// Hands the message to the relay; the error text is what gets recorded on failure.
    pub async fn deliver(&self, message_id: Uuid, email: &OutgoingEmail) -> Result<(), String> {
        let builder = Message::builder()
            .from(self.from.clone())
            .to(Mailbox::new(None, email.to.clone()))
            .subject(email.subject.clone())
            .message_id(Some(format!("<{message_id}@{}>", self.id_domain)));
        let body = match &email.body {
            EmailBody::Text(text) => SinglePart::plain(text.clone()),
            EmailBody::Html(html) => SinglePart::html(html.clone()),
        };
        let built = if email.attachments.is_empty() {
            builder.singlepart(body)
        } else {
            let mut mixed = MultiPart::mixed().singlepart(body);
            for file in &email.attachments {
                let content_type = ContentType::parse(&file.content_type)
                    .map_err(|error| format!("attachment {}: {error}", file.file_name))?;
                mixed = mixed.singlepart(
                    Attachment::new(file.file_name.clone())
                        .body(file.content.clone(), content_type),
                );
            }
            builder.multipart(mixed)
        };
        let message = built.map_err(|error| format!("cannot build the message: {error}"))?;
        self.transport
            .send(message)
            .await
            .map(|_| ())
            .map_err(|error| error.to_string())
    }
}
