//! Reprocessing leads: the intake checks a new lead passes
//! at creation run again on each lead's stored submission. Every lead is one transaction holding
//! its row lock, so a lead's change and its `core.lead.reprocessed` event commit together and a
//! failure on one lead neither undoes nor blocks the others.

use chrono::Utc;
use diesel_async::{AsyncConnection, AsyncPgConnection};
use uuid::Uuid;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::LeadReprocessed;

use crate::error::CoreError;
use crate::state::pooled;

use super::events::LEAD_REPROCESSED;
use super::intake::check_submission;
use super::model::{LeadReprocessing, ReprocessOutcome, ReprocessResult};
use super::rows::{LeadReprocessFailedUpdate, LeadReprocessedUpdate};
use super::storage;

pub const HANDLED: &str = "Lead is handled";
pub const NOT_REPROCESSABLE: &str = "Lead is not reprocessable";
/// What a lead whose transaction failed reports; the cause goes to the log only.
pub const SOMETHING_WENT_WRONG: &str = "Something went wrong";

/// One result per lead, in the order asked. Fails as a whole only when no connection can be had;
/// after that every lead gets its own result.
pub async fn do_reprocess_submissions(
    pool: &DbPool,
    outbox: &Outbox,
    reprocessing: LeadReprocessing,
) -> Result<Vec<ReprocessResult>, CoreError> {
    let mut conn = pooled(pool).await?;
    let mut results = Vec::with_capacity(reprocessing.lead_ids.len());
    for lead_id in reprocessing.lead_ids {
        let outcome = match reprocess_lead(&mut conn, lead_id, reprocessing.requested_by).await {
            Ok(outcome) => outcome,
            Err(error) => {
                tracing::error!(lead_id, %error, "reprocessing a lead failed");
                ReprocessOutcome::Failed(SOMETHING_WENT_WRONG.to_owned())
            }
        };
        match &outcome {
            ReprocessOutcome::Reprocessed => {
                outbox.wake();
                tracing::debug!(lead_id, requested_by = %reprocessing.requested_by, "lead reprocessed");
            }
            ReprocessOutcome::Skipped(reason) | ReprocessOutcome::Failed(reason) => {
                tracing::debug!(lead_id, %reason, "lead not reprocessed");
            }
        }
        results.push(ReprocessResult { lead_id, outcome });
    }
    Ok(results)
}

async fn reprocess_lead(
    conn: &mut AsyncPgConnection,
    lead_id: i64,
    requested_by: Uuid,
) -> Result<ReprocessOutcome, CoreError> {
    conn.transaction::<_, CoreError, _>(async |conn| {
        let Some(lead) = storage::find_lead_by_lead_id_for_update(conn, lead_id).await? else {
            return Ok(ReprocessOutcome::Failed(
                CoreError::LeadNotFound.to_string(),
            ));
        };
        if lead.handled {
            return Ok(ReprocessOutcome::Skipped(HANDLED.to_owned()));
        }
        if !lead.reprocessable {
            return Ok(ReprocessOutcome::Skipped(NOT_REPROCESSABLE.to_owned()));
        }
        match check_submission(&lead.submission(), Utc::now().date_naive()) {
            Ok(checked) => {
                storage::update_lead_reprocessed_by_lead_id(
                    conn,
                    lead_id,
                    &LeadReprocessedUpdate::from(&checked),
                )
                .await?;
                let event = LeadReprocessed {
                    lead_id,
                    reprocessed_by: requested_by.to_string(),
                    source: checked.source.clone(),
                    country: country_of_code(checked.country.code()).into(),
                };
                outbox::enqueue(conn, LEAD_REPROCESSED, &event).await?;
                Ok(ReprocessOutcome::Reprocessed)
            }
            // The checks only ever fail with a validation error naming the field, whose text
            // ("data.applicant.pni: Not a valid personal id number for SE") is what staff see.
            Err(failure) => {
                let error = failure.to_string();
                storage::update_lead_reprocess_failed_by_lead_id(
                    conn,
                    lead_id,
                    &LeadReprocessFailedUpdate {
                        create_source_error: &error,
                    },
                )
                .await?;
                Ok(ReprocessOutcome::Failed(error))
            }
        }
    })
    .await
}
