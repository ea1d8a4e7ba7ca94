//! Step two: another employee approves or rejects a pending request. Approving deactivates the
//! application; the decision, the status change, their history entries and
//! `core.application.deactivated` commit together.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationDeactivated;

use crate::applications::events::APPLICATION_DEACTIVATED;
use crate::applications::history;
use crate::applications::model::ApplicationStatus;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{DeactivationRequest, DeactivationReview, DeactivationState};
use super::rows::request_from_row;
use super::storage;

pub async fn do_review_deactivation(
    pool: &DbPool,
    outbox: &Outbox,
    review: DeactivationReview,
) -> Result<DeactivationRequest, CoreError> {
    let mut conn = pooled(pool).await?;
    let reviewed = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let (request, country) = storage::find_request_with_country_by_request_id_for_update(
                conn,
                review.request_id,
            )
            .await?
            .ok_or(CoreError::DeactivationRequestNotFound)?;
            if request.requested_by == review.reviewed_by {
                return Err(CoreError::OwnDeactivationRequest);
            }
            if request.state != DeactivationState::Pending.as_str() {
                return Err(CoreError::DeactivationReviewed);
            }
            let now = Utc::now();
            let state = if review.approve {
                DeactivationState::Approved
            } else {
                DeactivationState::Rejected
            };
            let reviewer = review.reviewed_by.to_string();
            let row = storage::update_request_review_by_request_id(
                conn,
                review.request_id,
                state,
                review.reviewed_by,
                review.note.as_deref(),
                now,
            )
            .await?;
            if review.approve {
                storage::update_application_status_by_application_id(
                    conn,
                    request.application_id,
                    ApplicationStatus::Deactivated,
                    now,
                )
                .await?;
                history::record(
                    conn,
                    request.application_id,
                    "deactivated",
                    reviewer.clone(),
                    json!({
                        "request_id": request.request_id,
                        "reason": request.reason,
                        "requested_by": request.requested_by.to_string(),
                        "note": review.note,
                    }),
                )
                .await?;
                let event = ApplicationDeactivated {
                    application_id: request.application_id,
                    reason: request.reason.clone(),
                    requested_by: request.requested_by.to_string(),
                    approved_by: reviewer,
                };
                outbox::enqueue(conn, APPLICATION_DEACTIVATED, &event).await?;
            } else {
                history::record(
                    conn,
                    request.application_id,
                    "deactivation_rejected",
                    reviewer,
                    json!({"request_id": request.request_id, "note": review.note}),
                )
                .await?;
            }
            request_from_row(row, &country)
        })
        .await?;
    drop(conn);
    if reviewed.state == DeactivationState::Approved {
        outbox.wake();
    }
    Ok(reviewed)
}
