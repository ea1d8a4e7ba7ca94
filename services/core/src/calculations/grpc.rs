//! `zrm.core.v1.MortgageCalculationService`: validate, calculate, convert.

use std::sync::Arc;

use chrono::DateTime;
use tonic::{Request, Response, Status};
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::core::v1 as proto;
use zrm_proto::core::v1::mortgage_calculation_service_server::MortgageCalculationService;

use crate::applications::grpc::requests::{application_id_from_request, country_from_request};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;
use crate::state::CoreState;

use super::left_to_live::{MAX_CHILDREN, do_left_to_live};
use super::settings::{
    KalpSettings, MAX_AMORTIZATION_RATE_BP, MAX_MONTHLY_AMOUNT, MAX_STRESS_INTEREST_RATE_BP,
    do_get_kalp_settings, do_update_kalp_settings,
};
use super::tax::{self, MAX_YEARLY_INCOME, RuleValue};

pub struct CalculationGrpc {
    state: Arc<CoreState>,
}

impl CalculationGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        CalculationGrpc { state }
    }
}

fn within(field: &'static str, value: i64, max: i64) -> Result<i64, CoreError> {
    if (0..=max).contains(&value) {
        Ok(value)
    } else {
        Err(CoreError::invalid(
            field,
            format!("Must be from 0 to {max}"),
        ))
    }
}

fn settings_from_request(message: &proto::KalpSettings) -> Result<KalpSettings, CoreError> {
    Ok(KalpSettings {
        country: country_from_request(message.country)?,
        version: message.version,
        living_cost_first_adult: within(
            "living_cost_first_adult",
            message.living_cost_first_adult,
            MAX_MONTHLY_AMOUNT,
        )?,
        living_cost_other_adult: within(
            "living_cost_other_adult",
            message.living_cost_other_adult,
            MAX_MONTHLY_AMOUNT,
        )?,
        living_cost_child: within(
            "living_cost_child",
            message.living_cost_child,
            MAX_MONTHLY_AMOUNT,
        )?,
        operating_cost_apartment: within(
            "operating_cost_apartment",
            message.operating_cost_apartment,
            MAX_MONTHLY_AMOUNT,
        )?,
        operating_cost_house: within(
            "operating_cost_house",
            message.operating_cost_house,
            MAX_MONTHLY_AMOUNT,
        )?,
        stress_interest_rate_bp: within(
            "stress_interest_rate_bp",
            message.stress_interest_rate_bp.into(),
            MAX_STRESS_INTEREST_RATE_BP,
        )?,
        amortization_rate_bp: within(
            "amortization_rate_bp",
            message.amortization_rate_bp.into(),
            MAX_AMORTIZATION_RATE_BP,
        )?,
        updated_at: DateTime::UNIX_EPOCH,
        updated_by: None,
    })
}

fn bp(value: i64) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

fn settings_message(settings: KalpSettings) -> proto::KalpSettings {
    proto::KalpSettings {
        country: country_of_code(settings.country.code()).into(),
        version: settings.version,
        living_cost_first_adult: settings.living_cost_first_adult,
        living_cost_other_adult: settings.living_cost_other_adult,
        living_cost_child: settings.living_cost_child,
        operating_cost_apartment: settings.operating_cost_apartment,
        operating_cost_house: settings.operating_cost_house,
        stress_interest_rate_bp: bp(settings.stress_interest_rate_bp),
        amortization_rate_bp: bp(settings.amortization_rate_bp),
        updated_at: Some(to_timestamp(settings.updated_at)),
        updated_by: settings
            .updated_by
            .map(|id| id.to_string())
            .unwrap_or_default(),
    }
}

fn lines(lines: Vec<(&'static str, i64)>) -> Vec<proto::CalculationLine> {
    lines
        .into_iter()
        .map(|(code, amount)| proto::CalculationLine {
            code: code.to_owned(),
            amount,
        })
        .collect()
}

#[tonic::async_trait]
impl MortgageCalculationService for CalculationGrpc {
    async fn get_kalp_settings(
        &self,
        request: Request<proto::KalpSettingsRequest>,
    ) -> Result<Response<proto::KalpSettings>, Status> {
        let country = country_from_request(request.get_ref().country)?;
        let settings = do_get_kalp_settings(&self.state.pool, country).await?;
        Ok(Response::new(settings_message(settings)))
    }

    async fn update_kalp_settings(
        &self,
        request: Request<proto::UpdateKalpSettingsRequest>,
    ) -> Result<Response<proto::KalpSettings>, Status> {
        let request = request.get_ref();
        let settings = settings_from_request(
            request
                .settings
                .as_ref()
                .ok_or_else(|| CoreError::invalid("settings", "Settings are required"))?,
        )?;
        let updated_by = user_id("updated_by", &request.updated_by)?;
        let saved = do_update_kalp_settings(&self.state.pool, &settings, updated_by).await?;
        Ok(Response::new(settings_message(saved)))
    }

    async fn get_tax_rules(
        &self,
        request: Request<proto::TaxRulesRequest>,
    ) -> Result<Response<proto::TaxRules>, Status> {
        let country = country_from_request(request.get_ref().country)?;
        let rules = tax::rules(country);
        Ok(Response::new(proto::TaxRules {
            country: country_of_code(country.code()).into(),
            year: rules.year,
            rules: rules
                .rules
                .into_iter()
                .map(|(code, value)| proto::TaxRule {
                    code: code.to_owned(),
                    amount: match value {
                        RuleValue::Amount(amount) => Some(amount),
                        RuleValue::RateBp(_) => None,
                    },
                    rate_bp: match value {
                        RuleValue::RateBp(rate) => Some(bp(rate)),
                        RuleValue::Amount(_) => None,
                    },
                })
                .collect(),
            brackets: rules
                .brackets
                .into_iter()
                .map(|(from, rate)| proto::TaxBracket {
                    from,
                    rate_bp: bp(rate),
                })
                .collect(),
        }))
    }

    async fn calculate_tax(
        &self,
        request: Request<proto::CalculateTaxRequest>,
    ) -> Result<Response<proto::TaxCalculation>, Status> {
        let request = request.get_ref();
        let country = country_from_request(request.country)?;
        let income = within("yearly_income", request.yearly_income, MAX_YEARLY_INCOME)?;
        let result = tax::calculate(country, income);
        Ok(Response::new(proto::TaxCalculation {
            country: country_of_code(country.code()).into(),
            year: result.year,
            yearly_income: result.yearly_income,
            deductions: lines(result.deductions),
            taxable_income: result.taxable_income,
            taxes: lines(result.taxes),
            total_tax: result.total_tax,
            net_yearly: result.net_yearly,
            net_monthly: result.net_monthly,
            effective_rate_bp: bp(result.effective_rate_bp),
        }))
    }

    async fn left_to_live(
        &self,
        request: Request<proto::LeftToLiveRequest>,
    ) -> Result<Response<proto::LeftToLive>, Status> {
        let request = request.get_ref();
        let result = do_left_to_live(
            &self.state.pool,
            application_id_from_request(request.application_id)?,
            country_from_request(request.country)?,
            within("children", request.children.into(), MAX_CHILDREN)?,
        )
        .await?;
        let count = |value: i64| i32::try_from(value).unwrap_or(i32::MAX);
        let passes = result.budget.passes();
        let budget = result.budget;
        Ok(Response::new(proto::LeftToLive {
            application_id: result.application_id,
            country: country_of_code(result.country.code()).into(),
            adults: count(budget.adults),
            children: count(budget.children),
            gross_monthly_income: budget.gross_monthly_income,
            tax_monthly: budget.tax_monthly,
            net_monthly_income: budget.net_monthly_income,
            costs: lines(budget.costs),
            total_costs: budget.total_costs,
            left_to_live: budget.left_to_live,
            passes,
            missing: result.missing.into_iter().map(str::to_owned).collect(),
            stress_interest_rate_bp: bp(result.stress_interest_rate_bp),
        }))
    }
}
