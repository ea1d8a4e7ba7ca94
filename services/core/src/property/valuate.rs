//! Valuing an application's property with the valuation provider. The provider is asked
//! outside any transaction; its answer is kept only if the property is still at the address
//! that was valued.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use uuid::Uuid;
use zrm_domain::Country;
use zrm_platform::outbox;
use zrm_proto::core::v1::ApplicationUpdated;
use zrm_providers::Masked;
use zrm_providers::valuation::{self, PropertyValuation, ValuationRequest};

use crate::applications::events::APPLICATION_UPDATED;
use crate::applications::history;
use crate::error::CoreError;
use crate::state::{CoreState, pooled};

use super::model::{Confidence, Property};
use super::read::find_property;
use super::storage::{self, ValuationRow};

pub async fn do_valuate_property(
    state: &CoreState,
    application_id: i64,
    country: Country,
    requested_by: Uuid,
) -> Result<Property, CoreError> {
    let mut conn = pooled(&state.pool).await?;
    let property = find_property(&mut conn, application_id, country).await?;
    drop(conn);
    let request = ValuationRequest {
        country,
        street_address: Masked(property.street_address.clone()),
        postal_code: property.postal_code.clone(),
        city: Some(property.city.clone()),
    };
    let valued = state
        .valuation
        .valuate(&request)
        .await
        .map_err(CoreError::Valuation)?
        .ok_or(CoreError::AddressNotValued)?;
    if valued.currency != country.currency().code() {
        return Err(CoreError::Valuation(
            zrm_providers::ProviderError::UnexpectedResponse {
                provider: "property valuation",
                status: 200,
                detail: format!(
                    "valued in {}, not {}",
                    valued.currency,
                    country.currency().code()
                ),
            },
        ));
    }
    let confidence = confidence(valued.confidence.level);
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        let stored = storage::find_property_by_application_id_for_update(conn, application_id)
            .await?
            .ok_or(CoreError::PropertyNotFound)?;
        if stored.street_address != property.street_address
            || stored.postal_code != property.postal_code
        {
            return Err(CoreError::StaleProperty);
        }
        storage::upsert_property_valuation(
            conn,
            &ValuationRow {
                application_id,
                valuation_id: valued.valuation_id.clone(),
                market_value: valued.market_value,
                low: valued.confidence.low,
                high: valued.confidence.high,
                confidence: confidence.as_str().to_owned(),
                valued_at: Utc::now(),
                valued_by: requested_by,
            },
        )
        .await?;
        history::record(
            conn,
            application_id,
            "property_valued",
            requested_by.to_string(),
            json!({
                "market_value": valued.market_value,
                "currency": valued.currency,
                "confidence": confidence.as_str(),
                "valuation_id": valued.valuation_id,
            }),
        )
        .await?;
        let event = ApplicationUpdated {
            application_id,
            updated_by: requested_by.to_string(),
            fields: vec!["valuation".to_owned()],
        };
        outbox::enqueue(conn, APPLICATION_UPDATED, &event).await?;
        Ok(())
    })
    .await?;
    state.outbox.wake();
    find_property(&mut conn, application_id, country).await
}

/// The provider's "unknown" confidence is the lowest we show.
fn confidence(level: valuation::ConfidenceLevel) -> Confidence {
    match level {
        valuation::ConfidenceLevel::High => Confidence::High,
        valuation::ConfidenceLevel::Medium => Confidence::Medium,
        valuation::ConfidenceLevel::Low | valuation::ConfidenceLevel::Unknown => Confidence::Low,
    }
}
