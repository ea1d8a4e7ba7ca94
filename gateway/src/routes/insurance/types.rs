//! The REST shapes of the insurance routes and their conversions from `zrm.insurance.v1`.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::country_code;
use zrm_proto::common::v1::PageInfo;
use zrm_proto::insurance::v1 as proto;

use crate::convert::{timestamp, timestamp_or_epoch};
use crate::error::GatewayError;
use crate::paging::Paging;

/// Money in minor units (öre, øre) with its currency; never a float.
#[derive(Debug, Serialize, ToSchema)]
pub struct Money {
    pub minor_units: i64,
    #[schema(example = "SEK")]
    pub currency: String,
}

impl From<zrm_proto::common::v1::Money> for Money {
    fn from(money: zrm_proto::common::v1::Money) -> Self {
        Self {
            minor_units: money.minor_units,
            currency: money.currency,
        }
    }
}

/// An amount the insurance service must send (an insurance's, a payment's, a charge's).
pub fn money(value: Option<zrm_proto::common::v1::Money>) -> Result<Money, GatewayError> {
    value
        .map(Money::from)
        .ok_or_else(|| GatewayError::Internal("the insurance service sent no amount".into()))
}

/// A calendar day the insurance service sends as `YYYY-MM-DD`.
pub fn date(raw: &str) -> Result<chrono::NaiveDate, GatewayError> {
    raw.parse().map_err(|_| {
        GatewayError::Internal(format!("the insurance service sent a bad date {raw:?}"))
    })
}

/// An insurance id in a path or body: 1 or more, the field named otherwise.
pub fn insurance_id(id: i64) -> Result<i64, GatewayError> {
    if id < 1 {
        return Err(GatewayError::field("insurance_id", "Must be 1 or more"));
    }
    Ok(id)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum InsuranceGroup {
    SafetyInsurance,
    AccidentInsurance,
    LifeInsurance,
}

impl InsuranceGroup {
    pub fn to_proto(self) -> proto::InsuranceGroup {
        match self {
            Self::SafetyInsurance => proto::InsuranceGroup::Safety,
            Self::AccidentInsurance => proto::InsuranceGroup::Accident,
            Self::LifeInsurance => proto::InsuranceGroup::Life,
        }
    }

    pub fn of_proto(raw: i32) -> Result<Self, GatewayError> {
        match proto::InsuranceGroup::try_from(raw) {
            Ok(proto::InsuranceGroup::Safety) => Ok(Self::SafetyInsurance),
            Ok(proto::InsuranceGroup::Accident) => Ok(Self::AccidentInsurance),
            Ok(proto::InsuranceGroup::Life) => Ok(Self::LifeInsurance),
            Ok(proto::InsuranceGroup::Unspecified) | Err(_) => Err(GatewayError::Internal(
                format!("insurance group {raw} unknown to the gateway"),
            )),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum InsuranceStatus {
    Active,
    Inactive,
}

impl InsuranceStatus {
    pub fn of_proto(raw: i32) -> Result<Self, GatewayError> {
        match proto::InsuranceStatus::try_from(raw) {
            Ok(proto::InsuranceStatus::Active) => Ok(Self::Active),
            Ok(proto::InsuranceStatus::Inactive) => Ok(Self::Inactive),
            Ok(proto::InsuranceStatus::Unspecified) | Err(_) => Err(GatewayError::Internal(
                format!("insurance status {raw} unknown to the gateway"),
            )),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum InsuranceSubstatus {
    WaitingForCustomerAcceptance,
    WaitingForBank,
    InactiveMandate,
    Active,
    Canceled,
    PendingCancellation,
    Discarded,
}

impl InsuranceSubstatus {
    pub fn to_proto(self) -> proto::Substatus {
        match self {
            Self::WaitingForCustomerAcceptance => proto::Substatus::WaitingForCustomerAcceptance,
            Self::WaitingForBank => proto::Substatus::WaitingForBank,
            Self::InactiveMandate => proto::Substatus::InactiveMandate,
            Self::Active => proto::Substatus::Active,
            Self::Canceled => proto::Substatus::Canceled,
            Self::PendingCancellation => proto::Substatus::PendingCancellation,
            Self::Discarded => proto::Substatus::Discarded,
        }
    }

    pub fn of_proto(raw: i32) -> Result<Self, GatewayError> {
        let substatus = match proto::Substatus::try_from(raw) {
            Ok(proto::Substatus::WaitingForCustomerAcceptance) => {
                Self::WaitingForCustomerAcceptance
            }
            Ok(proto::Substatus::WaitingForBank) => Self::WaitingForBank,
            Ok(proto::Substatus::InactiveMandate) => Self::InactiveMandate,
            Ok(proto::Substatus::Active) => Self::Active,
            Ok(proto::Substatus::Canceled) => Self::Canceled,
            Ok(proto::Substatus::PendingCancellation) => Self::PendingCancellation,
            Ok(proto::Substatus::Discarded) => Self::Discarded,
            Ok(proto::Substatus::Unspecified) | Err(_) => {
                return Err(GatewayError::Internal(format!(
                    "substatus {raw} unknown to the gateway"
                )));
            }
        };
        Ok(substatus)
    }
}

/// A cause staff may choose when cancelling (the service sets `MISSING_PAYMENTS` itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ChosenCancelCause {
    CustomerRequest,
    LoanRepaid,
    TooExpensive,
    InsuredElsewhere,
    Regret,
    CustomerDeceased,
    Other,
}

impl ChosenCancelCause {
    pub fn to_proto(self) -> proto::CancelCause {
        match self {
            Self::CustomerRequest => proto::CancelCause::CustomerRequest,
            Self::LoanRepaid => proto::CancelCause::LoanRepaid,
            Self::TooExpensive => proto::CancelCause::TooExpensive,
            Self::InsuredElsewhere => proto::CancelCause::InsuredElsewhere,
            Self::Regret => proto::CancelCause::Regret,
            Self::CustomerDeceased => proto::CancelCause::CustomerDeceased,
            Self::Other => proto::CancelCause::Other,
        }
    }

    /// The cause staff may choose; `None` for the service's own or an unknown one.
    pub fn of_proto(raw: i32) -> Option<Self> {
        match CancelCause::of_proto(raw)? {
            CancelCause::CustomerRequest => Some(Self::CustomerRequest),
            CancelCause::LoanRepaid => Some(Self::LoanRepaid),
            CancelCause::TooExpensive => Some(Self::TooExpensive),
            CancelCause::InsuredElsewhere => Some(Self::InsuredElsewhere),
            CancelCause::Regret => Some(Self::Regret),
            CancelCause::CustomerDeceased => Some(Self::CustomerDeceased),
            CancelCause::Other => Some(Self::Other),
            CancelCause::MissingPayments => None,
        }
    }
}

/// Why an insurance was cancelled. `MISSING_PAYMENTS` is set by the service itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CancelCause {
    CustomerRequest,
    LoanRepaid,
    TooExpensive,
    InsuredElsewhere,
    Regret,
    CustomerDeceased,
    Other,
    MissingPayments,
}

impl CancelCause {
    pub fn of_proto(raw: i32) -> Option<Self> {
        match proto::CancelCause::try_from(raw) {
            Ok(proto::CancelCause::CustomerRequest) => Some(Self::CustomerRequest),
            Ok(proto::CancelCause::LoanRepaid) => Some(Self::LoanRepaid),
            Ok(proto::CancelCause::TooExpensive) => Some(Self::TooExpensive),
            Ok(proto::CancelCause::InsuredElsewhere) => Some(Self::InsuredElsewhere),
            Ok(proto::CancelCause::Regret) => Some(Self::Regret),
            Ok(proto::CancelCause::CustomerDeceased) => Some(Self::CustomerDeceased),
            Ok(proto::CancelCause::Other) => Some(Self::Other),
            Ok(proto::CancelCause::MissingPayments) => Some(Self::MissingPayments),
            Ok(proto::CancelCause::Unspecified) | Err(_) => None,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Mandate {
    /// `GOCARDLESS` (Autogiro, Sweden) or `VIPPS` (Vipps Recurring, Norway).
    pub provider: String,
    /// The provider's mandate or agreement id; empty until the payer approved.
    pub reference: String,
    /// The provider's own status word.
    pub provider_status: String,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Insurance {
    pub insurance_id: i64,
    pub customer_id: i64,
    pub insurance_group: InsuranceGroup,
    pub status: InsuranceStatus,
    pub substatus: InsuranceSubstatus,
    /// `SE` or `NO`.
    pub country: String,
    /// The insured monthly amount (safety, accident) or sum (life).
    pub insured_amount: Money,
    /// The monthly premium.
    pub premium: Money,
    pub product_code: String,
    #[serde(rename = "dateCreated")]
    pub date_created: DateTime<Utc>,
    /// When the customer accepted the terms.
    #[serde(rename = "signupDate")]
    pub signup_date: Option<DateTime<Utc>>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub cancel_cause: Option<CancelCause>,
    pub mandate: Option<Mandate>,
    /// The employee who sold it; empty for a customer's own sign-up.
    pub created_by: String,
    /// The seller's current name in the insurance service's register of staff members
    /// (`/insurance/api/ext_users/create`); absent when not registered.
    pub created_by_name: Option<String>,
    pub email: String,
    pub phone_number: String,
}

impl TryFrom<proto::Insurance> for Insurance {
    type Error = GatewayError;

    fn try_from(insurance: proto::Insurance) -> Result<Self, GatewayError> {
        let mandate = insurance.mandate.map(|mandate| Mandate {
            provider: match proto::PaymentProvider::try_from(mandate.provider) {
                Ok(proto::PaymentProvider::Vipps) => "VIPPS",
                Ok(proto::PaymentProvider::Gocardless | proto::PaymentProvider::Unspecified)
                | Err(_) => "GOCARDLESS",
            }
            .into(),
            reference: mandate.reference,
            provider_status: mandate.provider_status,
            updated_at: timestamp_or_epoch(mandate.updated_at),
        });
        Ok(Self {
            insurance_id: insurance.insurance_id,
            customer_id: insurance
                .customer_id
                .parse()
                .map_err(|_| GatewayError::Internal("insurance with a bad customer id".into()))?,
            insurance_group: InsuranceGroup::of_proto(insurance.group)?,
            status: InsuranceStatus::of_proto(insurance.status)?,
            substatus: InsuranceSubstatus::of_proto(insurance.substatus)?,
            country: country_code(insurance.country).into(),
            insured_amount: money(insurance.insured_amount)?,
            premium: money(insurance.premium)?,
            product_code: insurance.product_code,
            date_created: timestamp_or_epoch(insurance.date_created),
            signup_date: timestamp(insurance.signup_date),
            cancelled_at: timestamp(insurance.cancelled_at),
            cancel_cause: CancelCause::of_proto(insurance.cancel_cause),
            mandate,
            created_by: insurance.created_by,
            created_by_name: Some(insurance.created_by_name).filter(|name| !name.is_empty()),
            email: insurance.email,
            phone_number: insurance.phone_number,
        })
    }
}

pub fn insurances_of(insurances: Vec<proto::Insurance>) -> Result<Vec<Insurance>, GatewayError> {
    insurances.into_iter().map(Insurance::try_from).collect()
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsurancePage {
    pub items: Vec<Insurance>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl InsurancePage {
    pub fn of(
        insurances: Vec<proto::Insurance>,
        info: Option<PageInfo>,
        paging: Paging,
    ) -> Result<Self, GatewayError> {
        Ok(Self {
            items: insurances_of(insurances)?,
            total: info.unwrap_or_default().total,
            page: paging.page,
            limit: paging.limit,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InsuranceRule {
    pub insurance_group: InsuranceGroup,
    pub country: String,
    /// The highest insured amount, whole kronor; 0: not sold.
    pub max_amount: i64,
    /// Customers may sign up on My Pages (max_amount above 0 and the rule's flag).
    pub customer_can_self_sign_up: bool,
    /// Whole kronor: what a form starts with, the lowest amount and the step.
    pub default_amount: i64,
    pub min_amount: i64,
    pub amount_step: i64,
    /// The monthly premium's rate in millionths of the insured amount: the premium in minor
    /// units is `amount × 100 × rate / 1000000`, rounded half up.
    pub premium_rate_ppm: i64,
}

impl TryFrom<proto::InsuranceRule> for InsuranceRule {
    type Error = GatewayError;

    fn try_from(rule: proto::InsuranceRule) -> Result<Self, GatewayError> {
        Ok(Self {
            insurance_group: InsuranceGroup::of_proto(rule.group)?,
            country: country_code(rule.country).into(),
            max_amount: rule.max_amount,
            customer_can_self_sign_up: rule.customer_can_self_sign_up,
            default_amount: rule.default_amount,
            min_amount: rule.min_amount,
            amount_step: rule.amount_step,
            premium_rate_ppm: rule.premium_rate_ppm,
        })
    }
}

pub fn rules_of(rules: Vec<proto::InsuranceRule>) -> Result<Vec<InsuranceRule>, GatewayError> {
    rules.into_iter().map(InsuranceRule::try_from).collect()
}

/// A country as the query names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
pub enum CountryCode {
    #[serde(rename = "SE")]
    Se,
    #[serde(rename = "NO")]
    No,
}

impl CountryCode {
    pub fn to_proto(self) -> zrm_proto::common::v1::Country {
        match self {
            Self::Se => zrm_proto::common::v1::Country::Se,
            Self::No => zrm_proto::common::v1::Country::No,
        }
    }
}

/// `?country=SE|NO`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CountryQuery {
    pub country: CountryCode,
}
