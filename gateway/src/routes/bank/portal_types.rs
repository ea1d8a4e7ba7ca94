//! REST bodies of the bank-partner portal and their conversions from core's messages. The list's
//! shape is the spec's bank-side mortgage application (application_id, date_created, country,
//! applicants with role and customer names, loan, bank_status).

use chrono::{DateTime, Utc};
use serde::de::IntoDeserializer;
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{IntoParams, ToSchema};
use zrm_domain::country::Country;
use zrm_proto::core::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::error::GatewayError;
use crate::extract::trimmed_text_schema;
use crate::routes::application::bank_messages::BankMessage;
use crate::routes::application::bank_types::{BankStatus, Offer, offer_conditions_schema};
use crate::routes::application::reference::MortgageReference;
use crate::routes::application::types::{ApplicantRole, CountryCode, LoanPurpose};
use crate::routes::property::types::Property;

/// The portal's products (the bank area works on mortgages).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PortalProduct {
    Mortgage,
}

impl PortalProduct {
    /// As a partner's bank names it in the token.
    pub fn code(self) -> &'static str {
        match self {
            PortalProduct::Mortgage => "mortgage",
        }
    }
}

/// The bank of the request: the country and product picked from the partner's banks.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PortalBank {
    /// One of the partner's banks' countries.
    pub country: CountryCode,
    /// One of the partner's banks' products.
    pub product: PortalProduct,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BankApplicationsRequest {
    /// Page number, from 0 (default 0).
    #[serde(default)]
    #[schema(schema_with = page_from_zero_schema)]
    pub page: u32,
    /// Rows per page: one of 5, 10, 25, 50 (default 25).
    #[serde(default = "default_limit")]
    #[schema(schema_with = crate::paging::page_size_schema)]
    pub limit: u32,
    /// One of the partner's banks' countries.
    pub country: CountryCode,
    /// One of the partner's banks' products.
    pub product: PortalProduct,
    /// Only these statuses; empty or left out: every status.
    #[serde(default)]
    #[schema(max_items = 6)]
    pub bank_statuses: Vec<BankStatus>,
    /// Only the applications of the people this names: an applicant's personal id or phone
    /// number, or a part of their name. Absent or null: every application.
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    #[schema(schema_with = search_schema)]
    pub search: Option<String>,
}

fn search_schema() -> Schema {
    crate::routes::customer::types::nullable(
        crate::routes::lead::search::person_search_text_schema(),
    )
}

fn default_limit() -> u32 {
    zrm_domain::paging::DEFAULT_PAGE_SIZE
}

/// The list's `page`: from 0, as the portal counts.
fn page_from_zero_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .minimum(Some(0))
        .maximum(Some(u32::MAX - 1))
        .default(Some(0.into()))
        .description(Some("Page number, from 0."))
        .into()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RejectRequest {
    pub country: CountryCode,
    pub product: PortalProduct,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = reason_schema)]
    pub reason: String,
}

// Core's rule (services/core/src/bank_portal/model.rs): trimmed, 1 to 500 characters.
fn reason_schema() -> Schema {
    trimmed_text_schema(1, 500, "Why the bank declines the application:")
}

/// The bank's offer: the same bounds as an offer the lender records.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BankOfferRequest {
    pub country: CountryCode,
    pub product: PortalProduct,
    /// Whole units of the application's currency.
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
pub struct BankCommentRequest {
    pub country: CountryCode,
    pub product: PortalProduct,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = comment_schema)]
    pub comment: String,
}

// Core's rule (services/core/src/applications/comments.rs): trimmed, 1 to 2000 characters.
fn comment_schema() -> Schema {
    trimmed_text_schema(1, 2000, "The comment for the lender:")
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankCustomer {
    pub first_name: String,
    pub last_name: String,
    /// In the application's own view only (`GET /bank/application/{application_id}`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pni: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankApplicant {
    pub role: ApplicantRole,
    pub customer: BankCustomer,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankLoan {
    /// Whole units of the country's currency; null when not given yet.
    pub mortgage_loan_amount: Option<i64>,
}

/// A row of the bank's list.
#[derive(Debug, Serialize, ToSchema)]
pub struct BankApplicationRow {
    /// The reference number, e.g. `MOSE1001`.
    pub application_id: String,
    pub date_created: DateTime<Utc>,
    pub country: String,
    /// Main applicant first.
    pub applicants: Vec<BankApplicant>,
    pub loan: BankLoan,
    pub bank_status: BankStatus,
}

/// A page of the bank's list. No total: a full page means there may be more.
#[derive(Debug, Serialize, ToSchema)]
pub struct BankApplicationPage {
    pub items: Vec<BankApplicationRow>,
    pub page: u32,
    pub limit: u32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankApplicationLoan {
    pub loan_purpose: LoanPurpose,
    pub mortgage_loan_amount: Option<i64>,
}

/// One application as the bank sees it: nothing of other banks.
#[derive(Debug, Serialize, ToSchema)]
pub struct BankApplicationView {
    /// The reference number, e.g. `MOSE1001`.
    pub application_id: String,
    pub date_created: DateTime<Utc>,
    pub country: String,
    pub bank_status: BankStatus,
    /// When the lender sent it to the bank.
    pub sent_at: DateTime<Utc>,
    pub loan: BankApplicationLoan,
    /// Main applicant first, with their personal ids.
    pub applicants: Vec<BankApplicant>,
    /// The bank's own offers, newest first.
    pub offers: Vec<Offer>,
    /// Comments and documents between the bank and the lender, newest first (the latest 50).
    pub messages: Vec<BankMessage>,
    /// The property the loan is for, as the lender holds it; null when not given yet.
    pub property: Option<Property>,
    /// What happened between the bank and the lender, newest first (the latest 50).
    pub events: Vec<BankEvent>,
}

/// A step of the application at the bank (the application history's kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BankEventKind {
    SentToBanks,
    BankTakenUp,
    OfferReceived,
    OfferAccepted,
    BankRejected,
    BankCancelled,
    BankCommented,
    CommentedToBank,
    DocumentToBank,
    BankDisbursed,
}

impl BankEventKind {
    /// The kind as core names it (the history's kind).
    fn of_history(kind: &str) -> Result<Self, GatewayError> {
        Self::deserialize(kind.into_deserializer()).map_err(|_: serde::de::value::Error| {
            GatewayError::Internal(format!("core answered a bank event {kind:?}"))
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankEvent {
    pub kind: BankEventKind,
    pub at: DateTime<Utc>,
    /// True for the bank's own steps (an offer is the bank's even when the lender recorded it),
    /// false for the lender's.
    pub by_bank: bool,
    /// The offer's or the payout's amount, whole units of the currency.
    pub amount: Option<i64>,
    /// Why the bank declined, or the lender withdrew; null otherwise.
    pub reason: Option<String>,
}

impl TryFrom<proto::BankEvent> for BankEvent {
    type Error = GatewayError;

    fn try_from(event: proto::BankEvent) -> Result<Self, GatewayError> {
        Ok(BankEvent {
            kind: BankEventKind::of_history(&event.kind)?,
            at: timestamp_or_epoch(event.at),
            by_bank: event.by_bank,
            amount: event.amount,
            reason: Some(event.reason).filter(|reason| !reason.is_empty()),
        })
    }
}

fn country_of(value: i32) -> Result<Country, GatewayError> {
    zrm_platform::grpc::common::country_code(value)
        .parse()
        .map_err(|_| GatewayError::Internal("core answered an application with no country".into()))
}

fn applicant(applicant: proto::BankApplicant) -> Result<BankApplicant, GatewayError> {
    Ok(BankApplicant {
        role: ApplicantRole::try_from(applicant.role())?,
        customer: BankCustomer {
            first_name: applicant.first_name,
            last_name: applicant.last_name,
            pni: applicant.pni,
        },
    })
}

impl TryFrom<proto::BankApplicationSummary> for BankApplicationRow {
    type Error = GatewayError;

    fn try_from(summary: proto::BankApplicationSummary) -> Result<Self, GatewayError> {
        let country = country_of(summary.country)?;
        Ok(BankApplicationRow {
            application_id: MortgageReference::text(country, summary.application_id),
            date_created: timestamp_or_epoch(summary.created_at),
            country: country.code().to_owned(),
            bank_status: BankStatus::try_from(summary.bank_status())?,
            loan: BankLoan {
                mortgage_loan_amount: summary.mortgage_loan_amount,
            },
            applicants: summary
                .applicants
                .into_iter()
                .map(applicant)
                .collect::<Result<_, _>>()?,
        })
    }
}

impl TryFrom<proto::BankApplication> for BankApplicationView {
    type Error = GatewayError;

    fn try_from(application: proto::BankApplication) -> Result<Self, GatewayError> {
        let country = country_of(application.country)?;
        let reference = MortgageReference {
            country,
            id: application.application_id,
        };
        Ok(BankApplicationView {
            application_id: MortgageReference::text(country, application.application_id),
            date_created: timestamp_or_epoch(application.created_at),
            country: country.code().to_owned(),
            bank_status: BankStatus::try_from(application.bank_status())?,
            sent_at: timestamp_or_epoch(application.sent_at),
            loan: BankApplicationLoan {
                loan_purpose: LoanPurpose::try_from(application.loan_purpose())?,
                mortgage_loan_amount: application.mortgage_loan_amount,
            },
            applicants: application
                .applicants
                .into_iter()
                .map(applicant)
                .collect::<Result<_, _>>()?,
            offers: application
                .offers
                .into_iter()
                .map(Offer::try_from)
                .collect::<Result<_, _>>()?,
            messages: application
                .messages
                .into_iter()
                .map(BankMessage::try_from)
                .collect::<Result<_, _>>()?,
            property: application
                .property
                .map(|property| Property::from_message(reference, property))
                .transpose()?,
            events: application
                .events
                .into_iter()
                .map(BankEvent::try_from)
                .collect::<Result<_, _>>()?,
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn a_bank_event_keeps_the_history_s_kind_and_an_unknown_kind_is_core_s_fault() {
        let event = BankEvent::try_from(proto::BankEvent {
            kind: "bank_disbursed".to_owned(),
            at: None,
            by_bank: true,
            amount: Some(2_300_000),
            reason: String::new(),
        })
        .unwrap();
        assert_eq!(event.kind, BankEventKind::BankDisbursed);
        assert_eq!(event.reason, None);
        assert_eq!(
            serde_json::to_value(event.kind).unwrap(),
            serde_json::json!("bank_disbursed")
        );
        let unknown = BankEvent::try_from(proto::BankEvent {
            kind: "created".to_owned(),
            ..proto::BankEvent::default()
        });
        assert!(matches!(unknown, Err(GatewayError::Internal(_))));
    }
}
