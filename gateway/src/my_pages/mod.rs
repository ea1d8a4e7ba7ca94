//! The customers' sign-in to My Pages, gateway side. A sign-in is a ticket (see [`tickets`]):
//! Sweden starts a BankID order whose animated QR code and progress the browser polls, the
//! gateway collecting the order on each poll; Norway sends the browser to BankID's OpenID
//! Connect login and verifies the callback (state, nonce, PKCE, the ID token). Either way the
//! browser ends on the app's callback page with the ticket, which is exchanged once for the
//! customer's session.

pub mod callback_url;
pub mod debt_register_consents;
pub mod tickets;

use std::net::IpAddr;

use chrono::Utc;
use zrm_providers::ProviderError;
use zrm_providers::bankid_no::{BankIdNo, HttpBankIdNo};
use zrm_providers::bankid_se::{
    AnimatedQr, BankIdSe, CollectStatus, ErrorCode, FailedHint, HttpBankIdSe, OrderRef,
    PendingHint, QrStartSecret, StartRequest, autostart_url_desktop, autostart_url_mobile,
};
use zrm_providers::oidc::{AuthorizeOptions, Callback, OidcConfig};

use self::tickets::{Impersonator, Order, Person, Progress, Ticket, TicketStore};
use crate::error::GatewayError;
use crate::settings::MyPagesSettings;

pub const BANKID_SE: &str = "BankID (Sweden)";
pub const BANKID_NO: &str = "BankID (Norway)";
pub const STATE_MISSING: &str = "The provider's answer names no sign-in (no state)";
pub const TICKET_UNKNOWN: &str = "This sign-in has expired or was already used; please start again";

/// What the app needs to show a started sign-in.
#[derive(Debug, Clone)]
pub struct Started {
    pub ticket_id: String,
    pub login_url: Option<String>,
    pub autostart_uri: Option<String>,
    pub desktop_autostart_uri: Option<String>,
    pub qr_code_content: Option<String>,
}

/// A ticket as a poll sees it.
#[derive(Debug, Clone)]
pub struct Polled {
    pub progress: Progress,
    pub qr_code_content: Option<String>,
    pub redirect_url: Option<String>,
}

/// What an exchanged ticket gives: who signed in where, and who impersonates them.
#[derive(Debug, Clone)]
pub struct Exchanged {
    pub country: String,
    pub person: Person,
    pub impersonator: Option<Impersonator>,
}

pub struct CustomerSignIn {
    bankid_se: HttpBankIdSe,
    bankid_no: Option<HttpBankIdNo>,
    pub tickets: TicketStore,
}

impl CustomerSignIn {
    pub fn new(settings: &MyPagesSettings, tickets: TicketStore) -> Result<Self, GatewayError> {
        let config_error = |error: ProviderError| GatewayError::Internal(error.to_string());
        let bankid_se = HttpBankIdSe::new(&settings.bankid_se).map_err(config_error)?;
        let bankid_no = if settings.bankid_no_issuer.is_empty() {
            None
        } else {
            let config = OidcConfig::new(
                settings.bankid_no_issuer.clone(),
                settings.bankid_no_client_id.clone(),
                settings.bankid_no_client_secret.clone(),
                settings.bankid_no_redirect_uri.clone(),
            );
            Some(HttpBankIdNo::new(&config).map_err(config_error)?)
        };
        Ok(Self {
            bankid_se,
            bankid_no,
            tickets,
        })
    }

    /// Starts a Swedish BankID order for the customer at `end_user_ip`.
    pub async fn start_se(
        &self,
        end_user_ip: IpAddr,
        callback_url: String,
        callback_fail_url: String,
    ) -> Result<Started, GatewayError> {
        let order = self
            .bankid_se
            .auth(&StartRequest::new(end_user_ip))
            .await
            .map_err(|error| provider_error(BANKID_SE, error))?;
        let ticket_id = new_ticket_id();
        let qr = AnimatedQr::for_order(&order);
        let ticket = Ticket {
            country: "SE".to_owned(),
            callback_url,
            callback_fail_url,
            order: Order::BankIdSe {
                order_ref: order.order_ref.0.clone(),
                qr_start_token: order.qr_start_token.clone(),
                qr_start_secret: order.qr_start_secret.expose().to_owned(),
                started_at: order.received_at,
            },
            progress: Progress::Pending { hint_code: None },
            impersonator: None,
        };
        self.tickets.create(&ticket_id, &ticket).await?;
        Ok(Started {
            ticket_id,
            login_url: None,
            autostart_uri: Some(autostart_url_mobile(&order.auto_start_token, None)),
            desktop_autostart_uri: Some(autostart_url_desktop(&order.auto_start_token)),
            qr_code_content: Some(qr.data_at(Utc::now())),
        })
    }

    /// Starts a Norwegian BankID login; the browser goes to `login_url`.
    pub async fn start_no(
        &self,
        language: &str,
        callback_url: String,
        callback_fail_url: String,
    ) -> Result<Started, GatewayError> {
        let provider = self.bankid_no()?;
        let options = AuthorizeOptions {
            ui_locales: Some(language.to_owned()),
            ..AuthorizeOptions::default()
        };
        let login = provider
            .begin_login(&options)
            .await
            .map_err(|error| provider_error(BANKID_NO, error))?;
        let ticket_id = new_ticket_id();
        let login_url = login.authorization_url.clone();
        let ticket = Ticket {
            country: "NO".to_owned(),
            callback_url,
            callback_fail_url,
            order: Order::BankIdNo { login },
            progress: Progress::Pending { hint_code: None },
            impersonator: None,
        };
        self.tickets.create(&ticket_id, &ticket).await?;
        Ok(Started {
            ticket_id,
            login_url: Some(login_url),
            autostart_uri: None,
            desktop_autostart_uri: None,
            qr_code_content: None,
        })
    }

    /// The ticket's progress now: a Swedish order still pending is collected first, and its QR
    /// code of this second is given.
    pub async fn poll(&self, ticket_id: &str) -> Result<Polled, GatewayError> {
        let mut ticket = self
            .tickets
            .get(ticket_id)
            .await?
            .ok_or_else(|| GatewayError::NotFound(TICKET_UNKNOWN.to_owned()))?;
        let mut qr_code_content = None;
        if let (
            Order::BankIdSe {
                order_ref,
                qr_start_token,
                qr_start_secret,
                started_at,
            },
            Progress::Pending { .. },
        ) = (&ticket.order, &ticket.progress)
        {
            let progress = self.collect(order_ref).await?;
            if let Progress::Pending { .. } = progress {
                let qr = AnimatedQr::new(
                    qr_start_token.clone(),
                    QrStartSecret::new(qr_start_secret.clone()),
                    *started_at,
                );
                qr_code_content = Some(qr.data_at(Utc::now()));
            }
            if progress != ticket.progress {
                ticket.progress = progress;
                self.tickets.update(ticket_id, &ticket).await?;
            }
        }
        Ok(Polled {
            redirect_url: redirect_of(ticket_id, &ticket),
            progress: ticket.progress,
            qr_code_content,
        })
    }

    async fn collect(&self, order_ref: &str) -> Result<Progress, GatewayError> {
        match self
            .bankid_se
            .collect(&OrderRef(order_ref.to_owned()))
            .await
        {
            Ok(collect) => Ok(match collect.status {
                CollectStatus::Pending(hint) => Progress::Pending {
                    hint_code: Some(pending_code(&hint)),
                },
                CollectStatus::Failed(hint) => Progress::Failed {
                    hint_code: failed_code(&hint),
                },
                CollectStatus::Complete(data) => Progress::Complete {
                    person: Person {
                        pni: data.user.personal_number.clone(),
                        first_name: data.user.given_name.clone(),
                        last_name: data.user.surname.clone(),
                    },
                },
            }),
            // BankID forgets an order some minutes after it ended: the sign-in is over.
            Err(ProviderError::BankIdSe {
                code: ErrorCode::InvalidParameters | ErrorCode::NotFound,
                ..
            }) => Ok(Progress::Failed {
                hint_code: "expiredTransaction".to_owned(),
            }),
            Err(error) => Err(provider_error(BANKID_SE, error)),
        }
    }

    /// The customer left the Swedish sign-in: the order is cancelled at BankID and the ticket
    /// removed. False when there was no such ticket.
    pub async fn cancel(&self, ticket_id: &str) -> Result<bool, GatewayError> {
        let Some(ticket) = self.tickets.take(ticket_id).await? else {
            return Ok(false);
        };
        if let (Order::BankIdSe { order_ref, .. }, Progress::Pending { .. }) =
            (&ticket.order, &ticket.progress)
        {
            // An order that ended meanwhile cannot be cancelled; the ticket is gone either way.
            if let Err(error) = self.bankid_se.cancel(&OrderRef(order_ref.clone())).await {
                tracing::info!(%error, "BankID order not cancelled");
            }
        }
        Ok(true)
    }

    /// Completes the Norwegian login `callback` belongs to (each once); answers the ticket id
    /// and where the browser goes: the app's callback page, or its failure page with the reason.
    pub async fn complete_no(&self, callback: &Callback) -> Result<String, GatewayError> {
        let state = callback
            .state
            .as_deref()
            .filter(|state| !state.is_empty())
            .ok_or_else(|| GatewayError::field("state", STATE_MISSING))?;
        let ticket_id = self
            .tickets
            .take_state(state)
            .await?
            .ok_or_else(|| GatewayError::NotFound(TICKET_UNKNOWN.to_owned()))?;
        let mut ticket = self
            .tickets
            .get(&ticket_id)
            .await?
            .ok_or_else(|| GatewayError::NotFound(TICKET_UNKNOWN.to_owned()))?;
        let Order::BankIdNo { login } = &ticket.order else {
            return Err(GatewayError::NotFound(TICKET_UNKNOWN.to_owned()));
        };
        ticket.progress = match self.bankid_no()?.complete_login(login, callback).await {
            Ok(identity) => Progress::Complete {
                person: Person {
                    pni: identity.national_id.canonical().to_owned(),
                    first_name: identity.given_name.unwrap_or_default(),
                    last_name: identity.family_name.unwrap_or_default(),
                },
            },
            Err(ProviderError::LoginFailed { .. }) => Progress::Failed {
                hint_code: "userCancel".to_owned(),
            },
            Err(
                error @ (ProviderError::Timeout { .. }
                | ProviderError::Unreachable { .. }
                | ProviderError::UnexpectedResponse { .. }),
            ) => return Err(provider_error(BANKID_NO, error)),
            Err(error) => {
                tracing::warn!(%error, "BankID Norway sign-in refused");
                Progress::Failed {
                    hint_code: "verificationFailed".to_owned(),
                }
            }
        };
        self.tickets.update(&ticket_id, &ticket).await?;
        redirect_of(&ticket_id, &ticket)
            .ok_or_else(|| GatewayError::NotFound(TICKET_UNKNOWN.to_owned()))
    }

    /// A ticket, complete at once, that opens `person`'s pages for `impersonator`: the app's
    /// callback page with it (exchanged once, like a sign-in's).
    pub async fn impersonate(
        &self,
        country: String,
        person: Person,
        impersonator: Impersonator,
        callback_url: &str,
    ) -> Result<String, GatewayError> {
        let ticket_id = new_ticket_id();
        let ticket = Ticket {
            country,
            callback_url: callback_url.to_owned(),
            callback_fail_url: callback_url.to_owned(),
            order: Order::Impersonation,
            progress: Progress::Complete { person },
            impersonator: Some(impersonator),
        };
        self.tickets.create(&ticket_id, &ticket).await?;
        redirect_of(&ticket_id, &ticket)
            .ok_or_else(|| GatewayError::Internal("impersonation ticket".into()))
    }

    /// The identified person of a completed ticket, taking the ticket (each is exchanged once).
    pub async fn exchange(&self, ticket_id: &str) -> Result<Exchanged, GatewayError> {
        // Looked at first, so a poll-less client asking too early does not spend the ticket.
        match self.tickets.get(ticket_id).await? {
            Some(Ticket {
                progress: Progress::Complete { .. },
                ..
            }) => {}
            _ => return Err(GatewayError::unauthenticated(TICKET_UNKNOWN)),
        }
        match self.tickets.take(ticket_id).await? {
            Some(Ticket {
                country,
                progress: Progress::Complete { person },
                impersonator,
                ..
            }) => Ok(Exchanged {
                country,
                person,
                impersonator,
            }),
            _ => Err(GatewayError::unauthenticated(TICKET_UNKNOWN)),
        }
    }

    fn bankid_no(&self) -> Result<&HttpBankIdNo, GatewayError> {
        self.bankid_no
            .as_ref()
            .ok_or_else(|| GatewayError::Unavailable {
                dependency: BANKID_NO,
                cause: "my_pages.bankid_no_issuer is empty".into(),
            })
    }
}

/// 128 random bits, URL-safe.
fn new_ticket_id() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

/// Where the browser goes once the ticket ended: the callback page with the ticket, or the
/// failure page with the reason; None while it is pending.
fn redirect_of(ticket_id: &str, ticket: &Ticket) -> Option<String> {
    match &ticket.progress {
        Progress::Pending { .. } => None,
        Progress::Complete { .. } => Some(callback_url::with_param(
            &ticket.callback_url,
            "ticket_id",
            ticket_id,
        )),
        Progress::Failed { hint_code } => Some(callback_url::with_param(
            &ticket.callback_fail_url,
            "error",
            hint_code,
        )),
    }
}

fn pending_code(hint: &PendingHint) -> String {
    match hint {
        PendingHint::OutstandingTransaction => "outstandingTransaction",
        PendingHint::NoClient => "noClient",
        PendingHint::Started => "started",
        PendingHint::UserMrtd => "userMrtd",
        PendingHint::UserCallConfirm => "userCallConfirm",
        PendingHint::UserSign => "userSign",
        PendingHint::Unknown(code) => code,
    }
    .to_owned()
}

fn failed_code(hint: &FailedHint) -> String {
    match hint {
        FailedHint::ExpiredTransaction => "expiredTransaction",
        FailedHint::CertificateErr => "certificateErr",
        FailedHint::UserCancel => "userCancel",
        FailedHint::Cancelled => "cancelled",
        FailedHint::StartFailed => "startFailed",
        FailedHint::UserDeclinedCall => "userDeclinedCall",
        FailedHint::NotSupportedByUserApp => "notSupportedByUserApp",
        FailedHint::TransactionRiskBlocked => "transactionRiskBlocked",
        FailedHint::Unknown(code) => code,
    }
    .to_owned()
}

/// A provider that cannot be reached or answers nonsense is a dependency down (503); what it
/// refuses of ours is our fault (logged, 500).
fn provider_error(dependency: &'static str, error: ProviderError) -> GatewayError {
    match error {
        ProviderError::Timeout { .. }
        | ProviderError::Unreachable { .. }
        | ProviderError::UnexpectedResponse { .. } => GatewayError::Unavailable {
            dependency,
            cause: error.to_string(),
        },
        ProviderError::BankIdSe {
            code: ErrorCode::Maintenance | ErrorCode::InternalError,
            ..
        } => GatewayError::Unavailable {
            dependency,
            cause: error.to_string(),
        },
        ProviderError::BankIdSe { .. }
        | ProviderError::LoginFailed { .. }
        | ProviderError::OAuth { .. }
        | ProviderError::Callback { .. }
        | ProviderError::TokenRejected { .. }
        | ProviderError::Claims { .. }
        | ProviderError::Config { .. }
        // Other providers' failures: not produced by these clients.
        | ProviderError::Elks46 { .. }
        | ProviderError::Webhook { .. }
        | ProviderError::GoCardless(_)
        | ProviderError::Vipps(_)
        | ProviderError::WebhookRejected { .. }
        | ProviderError::Telavox { .. }
        | ProviderError::NorskGjeld { .. }
        | ProviderError::Check { .. } => GatewayError::Internal(error.to_string()),
    }
}
