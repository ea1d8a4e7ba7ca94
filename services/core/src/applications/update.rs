//! Changing an application under optimistic concurrency: the caller names the version it read; a
//! change made meanwhile by someone else refuses this one (nothing is lost: they reload and see
//! both). A substatus change must be an allowed transition, and disbursing needs the newest AML
//! review APPROVED. The change, its history entry and its
//! events commit together.

use std::collections::HashSet;

use chrono::Utc;
use diesel_async::{AsyncConnection, AsyncPgConnection};
use serde_json::{Map, Value, json};
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::{ApplicationStatusChanged, ApplicationUpdated};

use crate::error::CoreError;
use crate::state::pooled;

use super::aml::read::require_aml_approved;
use super::applicants::{CustomerDirectory, Reader};
use super::events::{APPLICATION_STATUS_CHANGED, APPLICATION_UPDATED};
use super::grpc::responses::substatus_message;
use super::history;
use super::incomes::{IncomeLine, check_lines, total};
use super::model::{Application, ApplicationChange, ApplicationStatus, LoanPurpose, Substatus};
use super::offers::disburse::record_disbursement;
use super::read::do_get_application;
use super::rows::{IncomeRow, corrupt};
use super::storage::{self, ApplicationChangeset};
use super::transitions;

pub async fn do_update_application(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    change: ApplicationChange,
) -> Result<Application, CoreError> {
    let mut conn = pooled(pool).await?;
    let changed = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let current =
                storage::find_application_by_application_id_for_update(conn, change.application_id)
                    .await?
                    .filter(|row| row.country == change.country.code())
                    .ok_or(CoreError::ApplicationNotFound)?;
            if current.version != change.version {
                return Err(CoreError::StaleApplication);
            }
            if current.status == ApplicationStatus::Deactivated.as_str() {
                return Err(CoreError::ApplicationDeactivated);
            }
            let from = Substatus::from_stored(&current.substatus)
                .ok_or_else(|| corrupt("substatus", &current.substatus))?;
            let substatus = change.substatus.filter(|to| *to != from);
            if let Some(to) = substatus
                && !transitions::allowed(from, to)
            {
                return Err(CoreError::TransitionNotAllowed {
                    from: from.as_str(),
                    to: to.as_str(),
                });
            }
            if substatus == Some(Substatus::Disbursed) {
                require_aml_approved(conn, change.application_id).await?;
            }
            let mut fields = Map::new();
            let loan_purpose = change
                .loan_purpose
                .filter(|purpose| purpose.as_str() != current.loan_purpose);
            if let Some(purpose) = loan_purpose {
                fields.insert(
                    "loan_purpose".to_owned(),
                    json!({"old": current.loan_purpose, "new": purpose.as_str()}),
                );
            }
            let amount = change
                .mortgage_loan_amount
                .filter(|amount| Some(*amount) != current.mortgage_loan_amount);
            if let Some(amount) = amount {
                fields.insert(
                    "mortgage_loan_amount".to_owned(),
                    json!({"old": current.mortgage_loan_amount, "new": amount}),
                );
            }
            let incomes = match &change.incomes {
                Some(lines) => changed_incomes(conn, change.application_id, lines).await?,
                None => None,
            };
            if let Some((old, new)) = &incomes {
                // The history shows the totals the country works with (monthly in Sweden,
                // yearly in Norway).
                fields.insert(
                    "incomes".to_owned(),
                    json!({"old": total(old, change.country), "new": total(new, change.country)}),
                );
            }
            if fields.is_empty() && substatus.is_none() {
                return Ok(false);
            }
            storage::update_application_by_application_id_and_version(
                conn,
                change.application_id,
                change.version,
                &ApplicationChangeset {
                    loan_purpose: loan_purpose.map(LoanPurpose::as_str),
                    mortgage_loan_amount: amount,
                    substatus: substatus.map(Substatus::as_str),
                    updated_at: Utc::now(),
                },
            )
            .await?
            .ok_or(CoreError::StaleApplication)?;
            if let Some((_, new)) = &incomes {
                let rows: Vec<IncomeRow> = new
                    .iter()
                    .zip(0_i16..)
                    .map(|(line, position)| IncomeRow {
                        application_id: change.application_id,
                        position,
                        customer_id: line.customer_id,
                        kind: line.kind.as_str().to_owned(),
                        amount: line.amount,
                        yearly_amount: line.yearly_amount,
                    })
                    .collect();
                storage::replace_incomes_by_application_id(conn, change.application_id, &rows)
                    .await?;
            }
            let actor = change.requested_by.to_string();
            if !fields.is_empty() {
                let names: Vec<String> = fields.keys().cloned().collect();
                history::record(
                    conn,
                    change.application_id,
                    "updated",
                    actor.clone(),
                    Value::Object(fields),
                )
                .await?;
                let event = ApplicationUpdated {
                    application_id: change.application_id,
                    updated_by: actor.clone(),
                    fields: names,
                };
                outbox::enqueue(conn, APPLICATION_UPDATED, &event).await?;
            }
            if let Some(to) = substatus {
                history::record(
                    conn,
                    change.application_id,
                    "status_changed",
                    actor.clone(),
                    json!({"old": from.as_str(), "new": to.as_str()}),
                )
                .await?;
                let event = ApplicationStatusChanged {
                    application_id: change.application_id,
                    changed_by: actor.clone(),
                    from: substatus_message(from).into(),
                    to: substatus_message(to).into(),
                };
                outbox::enqueue(conn, APPLICATION_STATUS_CHANGED, &event).await?;
                if to == Substatus::Disbursed {
                    record_disbursement(
                        conn,
                        change.application_id,
                        change.country,
                        &actor,
                        amount.or(current.mortgage_loan_amount),
                    )
                    .await?;
                }
            }
            Ok(true)
        })
        .await?;
    drop(conn);
    if changed {
        outbox.wake();
    }
    do_get_application(
        pool,
        customers,
        change.application_id,
        change.country,
        Reader::Service,
    )
    .await
}

/// The stored lines and the new ones when they differ; the new ones checked against the
/// application's applicants.
async fn changed_incomes(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    lines: &[IncomeLine],
) -> Result<Option<(Vec<IncomeLine>, Vec<IncomeLine>)>, CoreError> {
    let applicants: HashSet<i64> =
        storage::find_applicants_by_application_ids(conn, &[application_id])
            .await?
            .iter()
            .map(|applicant| applicant.customer_id)
            .collect();
    check_lines(lines, &applicants)?;
    let stored = storage::find_incomes_by_application_id(conn, application_id)
        .await?
        .iter()
        .map(IncomeRow::line)
        .collect::<Result<Vec<_>, _>>()?;
    Ok((stored != lines).then(|| (stored, lines.to_vec())))
}
