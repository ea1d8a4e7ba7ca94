//! REST bodies of an application's banks and offers, and their conversions from core's messages.

use std::collections::HashSet;

use chrono::{DateTime, Days, NaiveDate, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use zrm_proto::core::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::employee_names::names_by_id;
use crate::error::GatewayError;
use crate::extract::trimmed_text_schema;
use crate::state::AppState;

/// The bank-side badge: New, Ongoing, Accepted, Declined, Disbursed; Cancelled once the lender
/// withdrew the application from the bank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum BankStatus {
    New,
    Ongoing,
    Accepted,
    Declined,
    Disbursed,
    Cancelled,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum OfferState {
    Open,
    Accepted,
    Declined,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationBank {
    pub bank_id: i32,
    pub bank_name: String,
    pub bank_status: BankStatus,
    pub sent_at: DateTime<Utc>,
    pub sent_by: String,
    pub sent_by_name: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Offer {
    pub offer_id: i64,
    pub bank_id: i32,
    pub bank_name: String,
    /// Whole kronor of the application's currency.
    pub amount: i64,
    /// Yearly interest in hundredths of a percent (379 = 3.79 %).
    pub interest_rate_bp: i32,
    pub term_months: i32,
    pub state: OfferState,
    pub recorded_by: String,
    pub recorded_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    /// What the bank asks for (amortisation, insurance, ...); empty when nothing.
    pub conditions: String,
    /// The last day the customer can accept it; null: until accepted or declined.
    pub valid_until: Option<NaiveDate>,
}

/// Core's rule (services/core/src/applications/grpc/offers.rs): trimmed, at most 2000 characters.
pub fn offer_conditions_schema() -> Schema {
    trimmed_text_schema(
        0,
        2000,
        "What the bank asks for (amortisation, insurance, ...):",
    )
}

/// An offer holds `valid_days` from today (1 to 366): the last day core stores, as YYYY-MM-DD.
pub fn offer_valid_until(valid_days: Option<i64>) -> Result<Option<String>, GatewayError> {
    valid_days
        .map(|days| {
            let days = u64::try_from(days)
                .ok()
                .filter(|days| (1..=366).contains(days))
                .ok_or_else(|| GatewayError::field("valid_days", "Must be 1 to 366 days"))?;
            let last_day = Utc::now().date_naive() + Days::new(days);
            Ok(last_day.format("%Y-%m-%d").to_string())
        })
        .transpose()
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationBanks {
    /// By bank name.
    pub banks: Vec<ApplicationBank>,
    /// Newest first.
    pub offers: Vec<Offer>,
}

fn bank_ids_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .minimum(Some(1))
                .maximum(Some(2_147_483_647)),
        )
        .min_items(Some(1))
        .max_items(Some(20))
        .unique_items(true)
        .description(Some(
            "Banks of the application's country that take mortgages now (`GET /bank/all_integrations`): 1 to 20, none twice.",
        ))
        .into()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SendToBanksRequest {
    #[serde(deserialize_with = "crate::extract::integers")]
    #[schema(schema_with = bank_ids_schema)]
    pub bank_ids: Vec<i64>,
}

impl SendToBanksRequest {
    pub fn bank_ids(&self) -> Result<Vec<i32>, GatewayError> {
        let mut seen = HashSet::new();
        if self.bank_ids.is_empty() || self.bank_ids.len() > 20 {
            return Err(GatewayError::field("bank_ids", "Choose 1 to 20 banks"));
        }
        self.bank_ids
            .iter()
            .map(|id| {
                let id = i32::try_from(*id)
                    .ok()
                    .filter(|id| *id >= 1)
                    .ok_or_else(|| GatewayError::field("bank_ids", "Each must be a bank id"))?;
                if !seen.insert(id) {
                    return Err(GatewayError::field("bank_ids", "A bank is named twice"));
                }
                Ok(id)
            })
            .collect()
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RecordOfferRequest {
    /// A bank the application was sent to.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub bank_id: i64,
    /// Whole kronor.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub amount: i64,
    /// Yearly interest in hundredths of a percent (379 = 3.79 %), at most 30 %.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 3000)]
    pub interest_rate_bp: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 12, maximum = 600)]
    pub term_months: i64,
    /// What the bank asks for; empty or left out: nothing.
    #[serde(default, deserialize_with = "crate::extract::text")]
    #[schema(schema_with = offer_conditions_schema)]
    pub conditions: String,
    /// How many days from today the customer can accept it; left out: no end.
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 366)]
    pub valid_days: Option<i64>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AcceptOfferRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub offer_id: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CancelAtBankRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
    /// A bank the application was sent to that is still working on it (NEW or ONGOING).
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub bank_id: i64,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = cancel_reason_schema)]
    pub reason: String,
}

// Core's rule (services/core/src/applications/grpc/offers.rs): trimmed, 1 to 500 characters.
fn cancel_reason_schema() -> Schema {
    crate::extract::trimmed_text_schema(1, 500, "Why the application is withdrawn from the bank:")
}

/// A bank id of a request body, checked to fit core's.
pub fn bank_id_field(bank_id: i64) -> Result<i32, GatewayError> {
    i32::try_from(bank_id)
        .ok()
        .filter(|id| *id >= 1)
        .ok_or_else(|| GatewayError::field("bank_id", "Must be a bank id"))
}

fn internal(what: &str) -> GatewayError {
    GatewayError::Internal(format!(
        "core answered a bank of an application with {what}"
    ))
}

impl TryFrom<proto::BankStatus> for BankStatus {
    type Error = GatewayError;

    fn try_from(status: proto::BankStatus) -> Result<Self, GatewayError> {
        Ok(match status {
            proto::BankStatus::New => BankStatus::New,
            proto::BankStatus::Ongoing => BankStatus::Ongoing,
            proto::BankStatus::Accepted => BankStatus::Accepted,
            proto::BankStatus::Declined => BankStatus::Declined,
            proto::BankStatus::Disbursed => BankStatus::Disbursed,
            proto::BankStatus::Cancelled => BankStatus::Cancelled,
            proto::BankStatus::Unspecified => return Err(internal("no status")),
        })
    }
}

impl From<BankStatus> for proto::BankStatus {
    fn from(status: BankStatus) -> Self {
        match status {
            BankStatus::New => proto::BankStatus::New,
            BankStatus::Ongoing => proto::BankStatus::Ongoing,
            BankStatus::Accepted => proto::BankStatus::Accepted,
            BankStatus::Declined => proto::BankStatus::Declined,
            BankStatus::Disbursed => proto::BankStatus::Disbursed,
            BankStatus::Cancelled => proto::BankStatus::Cancelled,
        }
    }
}

impl TryFrom<proto::Offer> for Offer {
    type Error = GatewayError;

    fn try_from(offer: proto::Offer) -> Result<Self, GatewayError> {
        let state = match offer.state() {
            proto::OfferState::Open => OfferState::Open,
            proto::OfferState::Accepted => OfferState::Accepted,
            proto::OfferState::Declined => OfferState::Declined,
            proto::OfferState::Unspecified => return Err(internal("an offer with no state")),
        };
        Ok(Offer {
            offer_id: offer.offer_id,
            bank_id: offer.bank_id,
            bank_name: offer.bank_name,
            amount: offer.amount,
            interest_rate_bp: offer.interest_rate_bp,
            term_months: offer.term_months,
            state,
            recorded_by: offer.recorded_by,
            recorded_by_name: None,
            created_at: timestamp_or_epoch(offer.created_at),
            conditions: offer.conditions,
            valid_until: offer
                .valid_until
                .map(|day| {
                    NaiveDate::parse_from_str(&day, "%Y-%m-%d")
                        .map_err(|_| internal("an offer valid until no date"))
                })
                .transpose()?,
        })
    }
}

impl TryFrom<proto::ApplicationBanks> for ApplicationBanks {
    type Error = GatewayError;

    fn try_from(message: proto::ApplicationBanks) -> Result<Self, GatewayError> {
        let banks = message
            .banks
            .into_iter()
            .map(|bank| {
                let bank_status = BankStatus::try_from(bank.bank_status())?;
                Ok(ApplicationBank {
                    bank_id: bank.bank_id,
                    bank_name: bank.bank_name,
                    bank_status,
                    sent_at: timestamp_or_epoch(bank.sent_at),
                    sent_by: bank.sent_by,
                    sent_by_name: None,
                })
            })
            .collect::<Result<_, _>>()?;
        let offers = message
            .offers
            .into_iter()
            .map(Offer::try_from)
            .collect::<Result<_, _>>()?;
        Ok(ApplicationBanks { banks, offers })
    }
}

impl ApplicationBanks {
    /// Fills in who sent and who recorded, by name.
    pub async fn name_people(&mut self, state: &AppState) {
        let ids: HashSet<&str> = self
            .banks
            .iter()
            .map(|bank| bank.sent_by.as_str())
            .chain(self.offers.iter().map(|offer| offer.recorded_by.as_str()))
            .filter(|id| uuid::Uuid::parse_str(id).is_ok())
            .collect();
        let names = names_by_id(state, ids).await;
        for bank in &mut self.banks {
            bank.sent_by_name = names.get(&bank.sent_by).cloned();
        }
        for offer in &mut self.offers {
            offer.recorded_by_name = names.get(&offer.recorded_by).cloned();
        }
    }
}
