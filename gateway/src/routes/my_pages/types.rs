//! The bodies of the My Pages routes: the customer's sign-in and session.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;
use utoipa::{IntoParams, PartialSchema, ToSchema};

use crate::auth::CustomerClaim;
use crate::my_pages::tickets::Progress;

/// The body as the handler reads it; [`IdLoginBody`] is its schema.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IdLoginRequest {
    #[serde(deserialize_with = "crate::extract::text")]
    pub country: String,
    #[serde(deserialize_with = "crate::extract::text")]
    pub product: String,
    #[serde(deserialize_with = "crate::extract::text")]
    pub callback_url: String,
    #[serde(deserialize_with = "crate::extract::text")]
    pub callback_fail_url: String,
}

/// Sweden signs in for blanco offers, Norway for credit card offers (the product of the country's
/// customer area); the pages must be the customer area's own.
pub struct IdLoginBody;

impl PartialSchema for IdLoginBody {
    fn schema() -> RefOr<Schema> {
        let variant = |country: &str, product: &str| {
            json!({
                "type": "object",
                "additionalProperties": false,
                "required": ["country", "product", "callback_url", "callback_fail_url"],
                "properties": {
                    "country": {"type": "string", "enum": [country]},
                    "product": {"type": "string", "enum": [product]},
                    "callback_url": {
                        "type": "string",
                        "format": "uri",
                        "description": "The app's page the browser returns to with `ticket_id` once identified: an absolute URL on one of the customer area's origins, on a host of the country (a host ending in .se is Sweden's; local hosts serve both)."
                    },
                    "callback_fail_url": {
                        "type": "string",
                        "format": "uri",
                        "description": "The app's page the browser returns to with `error` (BankID's hint code) when the sign-in fails; the same rules."
                    }
                }
            })
        };
        let schema = json!({
            "description": "Starts a customer's sign-in with the BankID of the country.",
            "oneOf": [variant("SE", "blanco"), variant("NO", "credit_card")]
        });
        RefOr::T(serde_json::from_value::<Schema>(schema).unwrap_or_default())
    }
}

impl ToSchema for IdLoginBody {}

/// A started sign-in (spec's "ID login response").
#[derive(Debug, Serialize, ToSchema)]
pub struct IdLoginStarted {
    #[schema(pattern = "^[0-9a-f]{32}$")]
    pub ticket_id: String,
    /// False until the customer is identified (always false here).
    pub verified: bool,
    /// Norway: send the browser here.
    pub login_url: Option<String>,
    /// Sweden: opens the BankID app on this phone (universal link).
    pub autostart_uri: Option<String>,
    /// Sweden: opens the BankID app on this computer.
    pub desktop_autostart_uri: Option<String>,
    /// Sweden: the QR code of second 0; poll `GET /my-pages/id-login/qr-code` for the next.
    pub qr_code_content: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TicketQuery {
    /// The sign-in's ticket: 32 lowercase hex digits.
    #[param(pattern = "^[0-9a-f]{32}$")]
    pub ticket_id: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TicketBody {
    #[schema(pattern = "^[0-9a-f]{32}$")]
    #[serde(deserialize_with = "crate::extract::text")]
    pub ticket_id: String,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TicketStatus {
    Pending,
    Complete,
    Failed,
}

/// A sign-in's progress, polled every second.
#[derive(Debug, Serialize, ToSchema)]
pub struct TicketPoll {
    pub ticket_id: String,
    pub status: TicketStatus,
    /// BankID's hint code (pending: `outstandingTransaction`, `noClient`, `started`,
    /// `userSign`…; failed: `expiredTransaction`, `userCancel`, `cancelled`, `startFailed`…);
    /// the app shows each as a translated message.
    pub hint_code: Option<String>,
    /// While pending in Sweden: the animated QR code of this second.
    pub qr_code_content: Option<String>,
    /// Once ended: where the browser goes (the callback page with `ticket_id`, or the failure
    /// page with `error`).
    pub redirect_url: Option<String>,
}

impl TicketPoll {
    pub fn of(
        ticket_id: String,
        progress: Progress,
        qr_code_content: Option<String>,
        redirect_url: Option<String>,
    ) -> Self {
        let (status, hint_code) = match progress {
            Progress::Pending { hint_code } => (TicketStatus::Pending, hint_code),
            Progress::Complete { .. } => (TicketStatus::Complete, None),
            Progress::Failed { hint_code } => (TicketStatus::Failed, Some(hint_code)),
        };
        Self {
            ticket_id,
            status,
            hint_code,
            qr_code_content,
            redirect_url,
        }
    }
}

/// The customer of a session (spec's customer session user).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SessionUser {
    /// The kdlt customer id.
    pub user_id: String,
    pub first_name: String,
    pub last_name: String,
    pub name: String,
    /// Normalised: 12 digits (Sweden), 11 (Norway).
    pub pni: String,
    /// `SE` or `NO`.
    pub country: String,
    pub ticket_id: String,
    /// When the session ends (seconds since the epoch); the app signs out 2 minutes before.
    pub exp: i64,
    /// True when an employee opened the customer's pages.
    pub impersonate: bool,
    pub impersonator_name: Option<String>,
    pub impersonator_id: Option<String>,
}

impl SessionUser {
    pub fn of(customer_id: String, claim: CustomerClaim, exp: i64) -> Self {
        Self {
            user_id: customer_id,
            name: format!("{} {}", claim.first_name, claim.last_name),
            first_name: claim.first_name,
            last_name: claim.last_name,
            pni: claim.pni,
            country: claim.country,
            ticket_id: claim.ticket_id,
            exp,
            impersonate: claim.impersonator_id.is_some(),
            impersonator_name: claim.impersonator_name,
            impersonator_id: claim.impersonator_id,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CustomerSession {
    /// The bearer token of every My Pages call.
    pub token: String,
    pub expires_at: DateTime<Utc>,
    pub user: SessionUser,
}

/// What kdlt holds on the customer, as My Pages shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct MyCustomer {
    pub customer_id: i64,
    /// `SE` or `NO`.
    pub country: String,
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
    /// E.164.
    pub phone_number: Option<String>,
    pub email: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Me {
    pub user: SessionUser,
    pub customer: MyCustomer,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CountryQuery {
    /// `SE` or `NO`.
    #[param(pattern = "^(SE|NO)$")]
    pub country: String,
}

/// The footer of My Pages: the country's customer service (opening hours in the reader's
/// language, by `Accept-Language`).
#[derive(Debug, Serialize, ToSchema)]
pub struct ContentSettings {
    pub customer_support_phone: String,
    pub customer_support_email: String,
    pub opening_hours: String,
}
