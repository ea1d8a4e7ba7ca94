//! The KALP settings of a country (`kalp_settings`): read, and replaced by an admin under
//! optimistic concurrency.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;
use zrm_domain::Country;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::schema::kalp_settings;
use crate::state::pooled;

/// The bounds the migration checks.
pub const MAX_MONTHLY_AMOUNT: i64 = 1_000_000;
pub const MAX_STRESS_INTEREST_RATE_BP: i64 = 3_000;
pub const MAX_AMORTIZATION_RATE_BP: i64 = 1_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KalpSettings {
    pub country: Country,
    pub version: i32,
    pub living_cost_first_adult: i64,
    pub living_cost_other_adult: i64,
    pub living_cost_child: i64,
    pub operating_cost_apartment: i64,
    pub operating_cost_house: i64,
    pub stress_interest_rate_bp: i64,
    pub amortization_rate_bp: i64,
    pub updated_at: DateTime<Utc>,
    pub updated_by: Option<Uuid>,
}

#[derive(Debug, Queryable, Selectable)]
#[diesel(table_name = kalp_settings)]
struct KalpSettingsRow {
    version: i32,
    living_cost_first_adult: i64,
    living_cost_other_adult: i64,
    living_cost_child: i64,
    operating_cost_apartment: i64,
    operating_cost_house: i64,
    stress_interest_rate_bp: i32,
    amortization_rate_bp: i32,
    updated_at: DateTime<Utc>,
    updated_by: Option<Uuid>,
}

#[derive(Debug, AsChangeset)]
#[diesel(table_name = kalp_settings)]
struct KalpSettingsChange {
    living_cost_first_adult: i64,
    living_cost_other_adult: i64,
    living_cost_child: i64,
    operating_cost_apartment: i64,
    operating_cost_house: i64,
    stress_interest_rate_bp: i32,
    amortization_rate_bp: i32,
    updated_by: Option<Uuid>,
}

fn from_row(country: Country, row: KalpSettingsRow) -> KalpSettings {
    KalpSettings {
        country,
        version: row.version,
        living_cost_first_adult: row.living_cost_first_adult,
        living_cost_other_adult: row.living_cost_other_adult,
        living_cost_child: row.living_cost_child,
        operating_cost_apartment: row.operating_cost_apartment,
        operating_cost_house: row.operating_cost_house,
        stress_interest_rate_bp: row.stress_interest_rate_bp.into(),
        amortization_rate_bp: row.amortization_rate_bp.into(),
        updated_at: row.updated_at,
        updated_by: row.updated_by,
    }
}

/// Every country has a row (the migration inserts them); a missing one is a broken database.
pub async fn find_kalp_settings_by_country(
    conn: &mut AsyncPgConnection,
    country: Country,
) -> Result<KalpSettings, CoreError> {
    let row = kalp_settings::table
        .find(country.code())
        .select(KalpSettingsRow::as_select())
        .first(conn)
        .await
        .optional()?
        .ok_or_else(|| CoreError::corrupt("kalp_settings.country", country.code()))?;
    Ok(from_row(country, row))
}

pub async fn do_get_kalp_settings(
    pool: &DbPool,
    country: Country,
) -> Result<KalpSettings, CoreError> {
    let mut conn = pooled(pool).await?;
    find_kalp_settings_by_country(&mut conn, country).await
}

/// Replaces the figures when `settings.version` is the stored one.
pub async fn do_update_kalp_settings(
    pool: &DbPool,
    settings: &KalpSettings,
    updated_by: Uuid,
) -> Result<KalpSettings, CoreError> {
    let rate = |value: i64| i32::try_from(value).unwrap_or(i32::MAX);
    let mut conn = pooled(pool).await?;
    let updated = diesel::update(
        kalp_settings::table
            .filter(kalp_settings::country.eq(settings.country.code()))
            .filter(kalp_settings::version.eq(settings.version)),
    )
    .set((
        KalpSettingsChange {
            living_cost_first_adult: settings.living_cost_first_adult,
            living_cost_other_adult: settings.living_cost_other_adult,
            living_cost_child: settings.living_cost_child,
            operating_cost_apartment: settings.operating_cost_apartment,
            operating_cost_house: settings.operating_cost_house,
            stress_interest_rate_bp: rate(settings.stress_interest_rate_bp),
            amortization_rate_bp: rate(settings.amortization_rate_bp),
            updated_by: Some(updated_by),
        },
        kalp_settings::version.eq(kalp_settings::version + 1),
        kalp_settings::updated_at.eq(diesel::dsl::now),
    ))
    .execute(&mut conn)
    .await?;
    if updated == 0 {
        return Err(CoreError::StaleKalpSettings);
    }
    find_kalp_settings_by_country(&mut conn, settings.country).await
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// The Swedish defaults of the migration.
    pub fn sweden() -> KalpSettings {
        KalpSettings {
            country: Country::Se,
            version: 1,
            living_cost_first_adult: 10_500,
            living_cost_other_adult: 7_800,
            living_cost_child: 4_000,
            operating_cost_apartment: 1_200,
            operating_cost_house: 4_500,
            stress_interest_rate_bp: 700,
            amortization_rate_bp: 200,
            updated_at: DateTime::UNIX_EPOCH,
            updated_by: None,
        }
    }
}
