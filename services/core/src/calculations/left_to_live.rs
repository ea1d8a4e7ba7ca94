//! An application's household budget: its applicants living in the home (not guarantors), their
//! incomes (the yearly figure of each line), its loan amount, its property, and the country's
//! KALP settings.

use std::collections::HashMap;

use zrm_domain::Country;
use zrm_platform::db::DbPool;

use crate::applications::model::ApplicantRole;
use crate::applications::storage::{
    find_applicants_by_application_ids, find_application_with_assignee_name_by_application_id,
    find_incomes_by_application_id,
};
use crate::error::CoreError;
use crate::property::model::PropertyType;
use crate::property::storage::find_property_by_application_id;
use crate::state::pooled;

use super::budget::{Budget, Home, Household, budget};
use super::settings::find_kalp_settings_by_country;

/// At most this many children are counted (the request's bound).
pub const MAX_CHILDREN: i64 = 20;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftToLive {
    pub application_id: i64,
    pub country: Country,
    pub budget: Budget,
    /// What the application lacks for a whole budget: `incomes`, `property`.
    pub missing: Vec<&'static str>,
    pub stress_interest_rate_bp: i64,
}

pub async fn do_left_to_live(
    pool: &DbPool,
    application_id: i64,
    country: Country,
    children: i64,
) -> Result<LeftToLive, CoreError> {
    let mut conn = pooled(pool).await?;
    let (application, _) =
        find_application_with_assignee_name_by_application_id(&mut conn, application_id)
            .await?
            .filter(|(row, _)| row.country == country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
    let loan_amount = application
        .mortgage_loan_amount
        .ok_or(CoreError::NoLoanAmount)?;
    let residents: Vec<i64> = find_applicants_by_application_ids(&mut conn, &[application_id])
        .await?
        .into_iter()
        .filter(|applicant| applicant.role != ApplicantRole::Guarantor.as_str())
        .map(|applicant| applicant.customer_id)
        .collect();
    let lines = find_incomes_by_application_id(&mut conn, application_id).await?;
    let mut yearly: HashMap<i64, i64> = HashMap::new();
    for row in &lines {
        let line = row.line()?;
        *yearly.entry(line.customer_id).or_default() += line.yearly();
    }
    let property = find_property_by_application_id(&mut conn, application_id).await?;
    let settings = find_kalp_settings_by_country(&mut conn, country).await?;
    let home = match property {
        Some(row) => Some(Home {
            is_apartment: PropertyType::from_stored(&row.property_type).ok_or_else(|| {
                CoreError::corrupt("application_properties.property_type", &row.property_type)
            })? == PropertyType::Apartment,
            monthly_fee: row.monthly_fee,
        }),
        None => None,
    };
    let mut missing = Vec::new();
    if residents.iter().all(|id| !yearly.contains_key(id)) {
        missing.push("incomes");
    }
    if home.is_none() {
        missing.push("property");
    }
    let household = Household {
        country,
        yearly_incomes: residents
            .iter()
            .map(|id| yearly.get(id).copied().unwrap_or_default())
            .collect(),
        children,
        loan_amount,
        home,
    };
    Ok(LeftToLive {
        application_id,
        country,
        budget: budget(&household, &settings),
        missing,
        stress_interest_rate_bp: settings.stress_interest_rate_bp,
    })
}
