//! Running a check: the customer's state decides whether it may run; the provider is asked with
//! no database connection held; the run (completed or failed), its audit row and its event then
//! commit together. A failed run is stored before the failure is answered, so it shows in the
//! history and can simply be run again.

use diesel_async::AsyncConnection;
use zrm_domain::{Country, Page};
use zrm_proto::kdlt::v1::{CheckCompleted, CheckStatus};

use super::providers::{ask, provider_of};
use super::storage::{self, NewCheckRow};
use super::{Check, CheckKind, FAILED_OUTCOME};
use crate::consents::storage::find_consents;
use crate::customers::model::{Actor, Customer};
use crate::customers::rows::{AuditAction, NewAuditRow};
use crate::customers::storage::{find_customer_by_customer_id, insert_audit_rows};
use crate::error::KdltError;
use crate::events::{self, CHECK_COMPLETED};
use crate::state::{KdltState, pooled};

/// The customer, when the check may run on them.
async fn checkable(
    state: &KdltState,
    customer_id: i64,
    kind: CheckKind,
) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let customer: Customer = find_customer_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))?
        .try_into()?;
    if customer.erased_at.is_some() {
        return Err(KdltError::CustomerErased(customer_id));
    }
    if customer.block.is_some() {
        return Err(KdltError::Precondition(
            "The customer is blocked: no checks are run",
        ));
    }
    if kind == CheckKind::ExternallyVerifiedCredits {
        if customer.country != Country::No {
            return Err(KdltError::Precondition(
                "The debt register holds Norwegian customers only",
            ));
        }
        let consented = find_consents(&mut conn, customer_id)
            .await?
            .is_some_and(|consents| consents.debt_register_given);
        if !consented {
            return Err(KdltError::Precondition(
                "The customer has not given the debt-register consent",
            ));
        }
    }
    Ok(customer)
}

pub async fn run_check(
    state: &KdltState,
    customer_id: i64,
    kind: CheckKind,
    actor: &Actor,
) -> Result<Check, KdltError> {
    let customer = checkable(state, customer_id, kind).await?;
    let answer = ask(&state.providers, kind, &customer).await;
    let no_result = serde_json::json!({});
    let (status, outcome, result, error) = match &answer {
        Ok((outcome, result)) => ("completed", *outcome, result, None),
        Err(error) => (
            "failed",
            FAILED_OUTCOME,
            &no_result,
            Some(error.to_string()),
        ),
    };
    let mut conn = pooled(&state.pool).await?;
    let check = conn
        .transaction::<_, KdltError, _>(async |conn| {
            let row = storage::insert_check(
                conn,
                &NewCheckRow {
                    customer_id,
                    kind: kind.name(),
                    status,
                    outcome,
                    result,
                    error: error.as_deref(),
                    requested_by: &actor.user_id,
                    request_id: &actor.request_id,
                },
            )
            .await?;
            insert_audit_rows(
                conn,
                &[NewAuditRow::of_field(
                    customer_id,
                    AuditAction::CheckRun,
                    kind.name(),
                    None,
                    Some(outcome),
                    actor,
                )],
            )
            .await?;
            let event = CheckCompleted {
                customer_id: customer_id.to_string(),
                check_id: row.check_id.to_string(),
                kind: proto_kind(kind).into(),
                status: if error.is_none() {
                    CheckStatus::Completed
                } else {
                    CheckStatus::Failed
                }
                .into(),
                outcome: outcome.to_owned(),
            };
            events::enqueue(conn, CHECK_COMPLETED, &event).await?;
            Check::try_from(row)
        })
        .await?;
    state.outbox.wake();
    match answer {
        Ok(_) => Ok(check),
        Err(source) => Err(KdltError::Provider {
            provider: provider_of(kind),
            source: Box::new(source),
        }),
    }
}

pub fn proto_kind(kind: CheckKind) -> zrm_proto::kdlt::v1::CheckKind {
    use zrm_proto::kdlt::v1::CheckKind as Proto;
    match kind {
        CheckKind::Id => Proto::Id,
        CheckKind::Credit => Proto::Credit,
        CheckKind::Pep => Proto::Pep,
        CheckKind::ExternallyVerifiedCredits => Proto::ExternallyVerifiedCredits,
    }
}

/// The customer's checks, newest first; NOT_FOUND for an unknown customer.
pub async fn list_checks(
    state: &KdltState,
    customer_id: i64,
    page: Page,
) -> Result<(Vec<Check>, u64), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    find_customer_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))?;
    let (checks, total) =
        storage::find_checks_by_customer_id_newest_first(&mut conn, customer_id, page).await?;
    Ok((checks, u64::try_from(total).unwrap_or(0)))
}
