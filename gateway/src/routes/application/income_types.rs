//! REST bodies of the applicants' incomes, converted from and to core's messages.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::core::v1 as proto;

use crate::error::GatewayError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum IncomeKind {
    Salary,
    Pension,
    SelfEmployment,
    Rental,
    Benefits,
    Other,
}

impl From<IncomeKind> for proto::IncomeKind {
    fn from(kind: IncomeKind) -> Self {
        match kind {
            IncomeKind::Salary => proto::IncomeKind::Salary,
            IncomeKind::Pension => proto::IncomeKind::Pension,
            IncomeKind::SelfEmployment => proto::IncomeKind::SelfEmployment,
            IncomeKind::Rental => proto::IncomeKind::Rental,
            IncomeKind::Benefits => proto::IncomeKind::Benefits,
            IncomeKind::Other => proto::IncomeKind::Other,
        }
    }
}

impl TryFrom<proto::IncomeKind> for IncomeKind {
    type Error = GatewayError;

    fn try_from(kind: proto::IncomeKind) -> Result<Self, GatewayError> {
        Ok(match kind {
            proto::IncomeKind::Salary => IncomeKind::Salary,
            proto::IncomeKind::Pension => IncomeKind::Pension,
            proto::IncomeKind::SelfEmployment => IncomeKind::SelfEmployment,
            proto::IncomeKind::Rental => IncomeKind::Rental,
            proto::IncomeKind::Benefits => IncomeKind::Benefits,
            proto::IncomeKind::Other => IncomeKind::Other,
            proto::IncomeKind::Unspecified => {
                return Err(GatewayError::Internal(
                    "core answered an income without a kind".to_owned(),
                ));
            }
        })
    }
}

/// One income of one applicant as read: what was given and the figures the rule makes of it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Income {
    pub customer_id: i64,
    pub kind: IncomeKind,
    /// Monthly, whole kronor, as given.
    pub amount: Option<i64>,
    /// Yearly, as given.
    pub yearly_amount: Option<i64>,
    /// The monthly figure (the yearly one divided by twelve when only that was given).
    pub monthly: i64,
    /// The yearly figure (twelve times the monthly one when only that was given).
    pub yearly: i64,
    /// The figure the country works with: monthly in Sweden, yearly in Norway.
    pub used: i64,
}

impl TryFrom<proto::IncomeLine> for Income {
    type Error = GatewayError;

    fn try_from(line: proto::IncomeLine) -> Result<Self, GatewayError> {
        Ok(Income {
            customer_id: line.customer_id.parse().map_err(|_| {
                GatewayError::Internal("core answered an income with a bad customer id".to_owned())
            })?,
            kind: IncomeKind::try_from(line.kind())?,
            amount: line.amount,
            yearly_amount: line.yearly_amount,
            monthly: line.monthly,
            yearly: line.yearly,
            used: line.used,
        })
    }
}

/// One income line to store: the monthly amount, the yearly amount or both.
#[derive(Debug, Clone, Deserialize, ToSchema)]
pub struct NewIncome {
    /// One of the application's applicants (400 otherwise).
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    pub kind: IncomeKind,
    /// Monthly, whole kronor, 1 to 100,000,000 (null: not given).
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 100_000_000)]
    pub amount: Option<i64>,
    /// Yearly, whole kronor, 1 to 1,200,000,000 (null: not given). One of the two is needed.
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 1_200_000_000)]
    pub yearly_amount: Option<i64>,
}

impl From<NewIncome> for proto::IncomeLine {
    fn from(line: NewIncome) -> Self {
        proto::IncomeLine {
            customer_id: line.customer_id.to_string(),
            kind: proto::IncomeKind::from(line.kind).into(),
            amount: line.amount,
            yearly_amount: line.yearly_amount,
            ..proto::IncomeLine::default()
        }
    }
}
