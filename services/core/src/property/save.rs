//! Creating and replacing an application's property: the change, its history entry and its
//! `core.application.updated` event commit together. A replace that moves the property to
//! another address drops the valuation, which was of the old one.

use diesel_async::{AsyncConnection, AsyncPgConnection};
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationUpdated;

use crate::applications::events::APPLICATION_UPDATED;
use crate::applications::history;
use crate::applications::model::ApplicationStatus;
use crate::applications::storage::find_application_by_application_id_for_update;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{Property, PropertySave};
use super::read::find_property;
use super::storage::{self, PropertyFieldsRow};

pub async fn do_create_property(
    pool: &DbPool,
    outbox: &Outbox,
    save: PropertySave,
) -> Result<Property, CoreError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        lock_active_application(conn, &save).await?;
        if !storage::insert_property(conn, save.application_id, &fields_row(&save)).await? {
            return Err(CoreError::PropertyExists);
        }
        record(
            conn,
            &save,
            json!({ "created": true, "property_type": save.fields.property_type.as_str() }),
        )
        .await
    })
    .await?;
    outbox.wake();
    find_property(&mut conn, save.application_id, save.country).await
}

pub async fn do_update_property(
    pool: &DbPool,
    outbox: &Outbox,
    save: PropertySave,
) -> Result<Property, CoreError> {
    let mut conn = pooled(pool).await?;
    let changed = conn
        .transaction::<_, CoreError, _>(async |conn| {
            lock_active_application(conn, &save).await?;
            let stored =
                storage::find_property_by_application_id_for_update(conn, save.application_id)
                    .await?
                    .ok_or(CoreError::PropertyNotFound)?;
            if stored.version != save.version {
                return Err(CoreError::StaleProperty);
            }
            let fields = &save.fields;
            let changed: Vec<&str> = [
                (
                    "property_type",
                    stored.property_type != fields.property_type.as_str(),
                ),
                (
                    "street_address",
                    stored.street_address != fields.street_address,
                ),
                (
                    "postal_code",
                    stored.postal_code != fields.postal_code.digits(),
                ),
                ("city", stored.city != fields.city),
                (
                    "living_area_m2",
                    stored.living_area_m2 != fields.living_area_m2,
                ),
                (
                    "estimated_value",
                    stored.estimated_value != fields.estimated_value,
                ),
                ("monthly_fee", stored.monthly_fee != fields.monthly_fee),
            ]
            .into_iter()
            .filter_map(|(name, differs)| differs.then_some(name))
            .collect();
            if changed.is_empty() {
                return Ok(false);
            }
            storage::update_property_by_application_id(
                conn,
                save.application_id,
                &fields_row(&save),
            )
            .await?;
            let moved = changed.contains(&"street_address") || changed.contains(&"postal_code");
            let cleared = moved
                && storage::delete_property_valuation_by_application_id(conn, save.application_id)
                    .await?;
            record(
                conn,
                &save,
                json!({ "fields": changed, "valuation_cleared": cleared }),
            )
            .await?;
            Ok(true)
        })
        .await?;
    if changed {
        outbox.wake();
    }
    find_property(&mut conn, save.application_id, save.country).await
}

async fn lock_active_application(
    conn: &mut AsyncPgConnection,
    save: &PropertySave,
) -> Result<(), CoreError> {
    let application = find_application_by_application_id_for_update(conn, save.application_id)
        .await?
        .filter(|row| row.country == save.country.code())
        .ok_or(CoreError::ApplicationNotFound)?;
    if application.status == ApplicationStatus::Deactivated.as_str() {
        return Err(CoreError::ApplicationDeactivated);
    }
    Ok(())
}

fn fields_row(save: &PropertySave) -> PropertyFieldsRow<'_> {
    let fields = &save.fields;
    PropertyFieldsRow {
        property_type: fields.property_type.as_str(),
        street_address: &fields.street_address,
        postal_code: fields.postal_code.digits(),
        city: &fields.city,
        living_area_m2: fields.living_area_m2,
        estimated_value: fields.estimated_value,
        monthly_fee: fields.monthly_fee,
        updated_by: save.saved_by,
    }
}

async fn record(
    conn: &mut AsyncPgConnection,
    save: &PropertySave,
    detail: serde_json::Value,
) -> Result<(), CoreError> {
    history::record(
        conn,
        save.application_id,
        "property_saved",
        save.saved_by.to_string(),
        detail,
    )
    .await?;
    let event = ApplicationUpdated {
        application_id: save.application_id,
        updated_by: save.saved_by.to_string(),
        fields: vec!["property".to_owned()],
    };
    outbox::enqueue(conn, APPLICATION_UPDATED, &event).await?;
    Ok(())
}
