//! Reactivating a deactivated application: the status change, its history entry and
//! `core.application.reactivated` commit together. No second pair of eyes: it restores work
//! rather than closing it.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationReactivated;

use crate::applications::applicants::{CustomerDirectory, Reader};
use crate::applications::events::APPLICATION_REACTIVATED;
use crate::applications::history;
use crate::applications::model::{Application, ApplicationStatus};
use crate::applications::read::do_get_application;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::Reactivation;
use super::storage;

pub async fn do_reactivate_application(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    reactivation: Reactivation,
) -> Result<Application, CoreError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        let application = applications::find_application_by_application_id_for_update(
            conn,
            reactivation.application_id,
        )
        .await?
        .filter(|row| row.country == reactivation.country.code())
        .ok_or(CoreError::ApplicationNotFound)?;
        if application.status != ApplicationStatus::Deactivated.as_str() {
            return Err(CoreError::ApplicationActive);
        }
        storage::update_application_status_by_application_id(
            conn,
            reactivation.application_id,
            ApplicationStatus::Active,
            Utc::now(),
        )
        .await?;
        let actor = reactivation.requested_by.to_string();
        history::record(
            conn,
            reactivation.application_id,
            "reactivated",
            actor.clone(),
            json!({}),
        )
        .await?;
        let event = ApplicationReactivated {
            application_id: reactivation.application_id,
            reactivated_by: actor,
        };
        outbox::enqueue(conn, APPLICATION_REACTIVATED, &event).await?;
        Ok(())
    })
    .await?;
    drop(conn);
    outbox.wake();
    do_get_application(
        pool,
        customers,
        reactivation.application_id,
        reactivation.country,
        Reader::Service,
    )
    .await
}
