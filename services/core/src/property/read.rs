//! Reading an application's property.

use diesel_async::AsyncPgConnection;
use zrm_domain::Country;
use zrm_platform::db::DbPool;

use crate::applications::storage::application_exists;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{Confidence, Property, PropertyType, StoredValuation};
use super::storage::{self, PropertyRow, ValuationRow};

pub async fn do_get_property(
    pool: &DbPool,
    application_id: i64,
    country: Country,
) -> Result<Property, CoreError> {
    let mut conn = pooled(pool).await?;
    find_property(&mut conn, application_id, country).await
}

/// The property of an application of this country; NOT_FOUND for an unknown application or
/// one without a property.
pub async fn find_property(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    country: Country,
) -> Result<Property, CoreError> {
    if !application_exists(conn, application_id, country).await? {
        return Err(CoreError::ApplicationNotFound);
    }
    let (row, valuation) =
        storage::find_property_with_valuation_by_application_id(conn, application_id)
            .await?
            .ok_or(CoreError::PropertyNotFound)?;
    property_from_row(row, valuation, country)
}

pub fn property_from_row(
    row: PropertyRow,
    valuation: Option<ValuationRow>,
    country: Country,
) -> Result<Property, CoreError> {
    let property_type = PropertyType::from_stored(&row.property_type).ok_or_else(|| {
        CoreError::corrupt("application_properties.property_type", &row.property_type)
    })?;
    let valuation = valuation
        .map(|valuation| {
            Ok::<_, CoreError>(StoredValuation {
                confidence: Confidence::from_stored(&valuation.confidence).ok_or_else(|| {
                    CoreError::corrupt("property_valuations.confidence", &valuation.confidence)
                })?,
                valuation_id: valuation.valuation_id,
                market_value: valuation.market_value,
                low: valuation.low,
                high: valuation.high,
                valued_at: valuation.valued_at,
                valued_by: valuation.valued_by,
            })
        })
        .transpose()?;
    Ok(Property {
        application_id: row.application_id,
        country,
        version: row.version,
        property_type,
        street_address: row.street_address,
        postal_code: row.postal_code,
        city: row.city,
        living_area_m2: row.living_area_m2,
        estimated_value: row.estimated_value,
        monthly_fee: row.monthly_fee,
        valuation,
        updated_at: row.updated_at,
    })
}
