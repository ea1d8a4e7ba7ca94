//! REST bodies of the mortgage calculation routes and their conversions from core's messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::core::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::routes::application::types::CountryCode;

/// Monthly amounts in whole units of the country's currency; rates in basis points (700 = 7 %).
#[derive(Debug, Serialize, ToSchema)]
pub struct KalpSettings {
    pub country: CountryCode,
    /// Send it back with a change (409 when someone changed them since).
    pub version: i32,
    pub living_cost_first_adult: i64,
    pub living_cost_other_adult: i64,
    pub living_cost_child: i64,
    /// Electricity, insurance and upkeep of an apartment, beside its monthly fee.
    pub operating_cost_apartment: i64,
    /// Heating, water, insurance and upkeep of a house, townhouse or holiday home.
    pub operating_cost_house: i64,
    /// The interest rate the loan is tested at.
    pub stress_interest_rate_bp: i32,
    /// Yearly amortization of the loan amount.
    pub amortization_rate_bp: i32,
    pub updated_at: DateTime<Utc>,
    /// User id of the employee who changed them last; absent while they are the defaults.
    pub updated_by: Option<String>,
}

impl KalpSettings {
    pub fn from_message(country: CountryCode, message: proto::KalpSettings) -> Self {
        KalpSettings {
            country,
            version: message.version,
            living_cost_first_adult: message.living_cost_first_adult,
            living_cost_other_adult: message.living_cost_other_adult,
            living_cost_child: message.living_cost_child,
            operating_cost_apartment: message.operating_cost_apartment,
            operating_cost_house: message.operating_cost_house,
            stress_interest_rate_bp: message.stress_interest_rate_bp,
            amortization_rate_bp: message.amortization_rate_bp,
            updated_at: timestamp_or_epoch(message.updated_at),
            updated_by: Some(message.updated_by).filter(|id| !id.is_empty()),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateKalpSettingsRequest {
    /// The `version` you read.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub version: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub living_cost_first_adult: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub living_cost_other_adult: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub living_cost_child: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub operating_cost_apartment: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub operating_cost_house: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 3_000)]
    pub stress_interest_rate_bp: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 1_000)]
    pub amortization_rate_bp: i64,
}

/// One parameter of the tax rules: an amount or a rate (basis points), named by `code`.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaxRule {
    /// E.g. `municipal_rate`, `state_tax_threshold`, `personal_deduction`.
    pub code: String,
    pub amount: Option<i64>,
    pub rate_bp: Option<i32>,
}

/// `rate_bp` on the part of the income above `from`.
#[derive(Debug, Serialize, ToSchema)]
pub struct TaxBracket {
    pub from: i64,
    pub rate_bp: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaxRules {
    pub country: CountryCode,
    /// The income year the rules are of.
    pub year: i32,
    pub rules: Vec<TaxRule>,
    pub brackets: Vec<TaxBracket>,
}

impl TaxRules {
    pub fn from_message(country: CountryCode, message: proto::TaxRules) -> Self {
        TaxRules {
            country,
            year: message.year,
            rules: message
                .rules
                .into_iter()
                .map(|rule| TaxRule {
                    code: rule.code,
                    amount: rule.amount,
                    rate_bp: rule.rate_bp,
                })
                .collect(),
            brackets: message
                .brackets
                .into_iter()
                .map(|bracket| TaxBracket {
                    from: bracket.from,
                    rate_bp: bracket.rate_bp,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct TaxCalculationRequest {
    pub country: CountryCode,
    /// Yearly gross income from work, whole units of the currency.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 0, maximum = 1_200_000_000)]
    pub yearly_income: i64,
}

/// A line of a calculation: a deduction, a tax or a cost, by `code`.
#[derive(Debug, Serialize, ToSchema)]
pub struct CalculationLine {
    pub code: String,
    pub amount: i64,
}

pub fn calculation_lines(lines: Vec<proto::CalculationLine>) -> Vec<CalculationLine> {
    lines
        .into_iter()
        .map(|line| CalculationLine {
            code: line.code,
            amount: line.amount,
        })
        .collect()
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaxCalculation {
    pub country: CountryCode,
    pub year: i32,
    pub yearly_income: i64,
    pub deductions: Vec<CalculationLine>,
    pub taxable_income: i64,
    pub taxes: Vec<CalculationLine>,
    pub total_tax: i64,
    pub net_yearly: i64,
    pub net_monthly: i64,
    pub effective_rate_bp: i32,
}

impl TaxCalculation {
    pub fn from_message(country: CountryCode, message: proto::TaxCalculation) -> Self {
        TaxCalculation {
            country,
            year: message.year,
            yearly_income: message.yearly_income,
            deductions: calculation_lines(message.deductions),
            taxable_income: message.taxable_income,
            taxes: calculation_lines(message.taxes),
            total_tax: message.total_tax,
            net_yearly: message.net_yearly,
            net_monthly: message.net_monthly,
            effective_rate_bp: message.effective_rate_bp,
        }
    }
}
