//! A mortgage admin's AML decision on an application.

use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationUpdated;

use crate::applications::events::APPLICATION_UPDATED;
use crate::applications::history;
use crate::applications::model::ApplicationStatus;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{AmlReview, NewAmlReview};
use super::read::review_of_row;
use super::storage;

pub async fn do_review_aml(
    pool: &DbPool,
    outbox: &Outbox,
    review: NewAmlReview,
) -> Result<AmlReview, CoreError> {
    let mut conn = pooled(pool).await?;
    let recorded = conn
        .transaction::<_, CoreError, _>(async |conn| {
            // Locked so a disbursement in flight sees either the old or the new review.
            let application = applications::find_application_by_application_id_for_update(
                conn,
                review.application_id,
            )
            .await?
            .filter(|row| row.country == review.country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
            if application.status == ApplicationStatus::Deactivated.as_str() {
                return Err(CoreError::ApplicationDeactivated);
            }
            if application.assignee_id == Some(review.reviewed_by) {
                return Err(CoreError::OwnAmlReview);
            }
            let row = storage::insert_review(conn, &review).await?;
            let actor = review.reviewed_by.to_string();
            history::record(
                conn,
                review.application_id,
                "aml_reviewed",
                actor.clone(),
                json!({"review_id": row.review_id, "outcome": review.outcome.as_str()}),
            )
            .await?;
            let event = ApplicationUpdated {
                application_id: review.application_id,
                updated_by: actor,
                fields: vec!["aml".to_owned()],
            };
            outbox::enqueue(conn, APPLICATION_UPDATED, &event).await?;
            review_of_row(row)
        })
        .await?;
    drop(conn);
    outbox.wake();
    Ok(recorded)
}
