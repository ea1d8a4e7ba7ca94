//! Withdrawing an application from one bank: a bank still working on it (NEW or ONGOING) becomes
//! CANCELLED and its open offers DECLINED; an OFFERED application left with no open offer goes
//! back to COMPLETE. A bank whose offer the customer accepted cannot be withdrawn from (deactivate
//! the application instead). Sending the application there again makes the bank NEW again.
//! [`close_at_bank`] is shared with a bank declining the application in its portal.

use diesel_async::{AsyncConnection, AsyncPgConnection};
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationUpdated;

use crate::applications::events::APPLICATION_UPDATED;
use crate::applications::history;
use crate::applications::model::Substatus;
use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{ApplicationBanks, BankCancellation, BankStatus};
use super::read::{bank_of_application, banks_and_offers};
use super::storage;
use super::substatus::move_substatus;

pub async fn do_cancel_at_bank(
    pool: &DbPool,
    outbox: &Outbox,
    cancellation: BankCancellation,
) -> Result<ApplicationBanks, CoreError> {
    let mut conn = pooled(pool).await?;
    let found = conn
        .transaction::<_, CoreError, _>(async |conn| {
            applications::find_application_by_application_id_for_update(
                conn,
                cancellation.application_id,
            )
            .await?
            .filter(|row| row.country == cancellation.country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
            let actor = cancellation.cancelled_by.to_string();
            close_at_bank(
                conn,
                &BankClosing {
                    application_id: cancellation.application_id,
                    bank_id: cancellation.bank_id,
                    status: BankStatus::Cancelled,
                    history_kind: "bank_cancelled",
                    actor: &actor,
                    reason: &cancellation.reason,
                },
            )
            .await?;
            let event = ApplicationUpdated {
                application_id: cancellation.application_id,
                updated_by: actor,
                fields: vec!["bank_status".to_owned()],
            };
            outbox::enqueue(conn, APPLICATION_UPDATED, &event).await?;
            banks_and_offers(conn, cancellation.application_id).await
        })
        .await?;
    drop(conn);
    outbox.wake();
    Ok(found)
}

/// A bank stops working on an application: the lender withdrew it (CANCELLED) or the bank
/// declined it (DECLINED).
pub struct BankClosing<'a> {
    pub application_id: i64,
    pub bank_id: i32,
    pub status: BankStatus,
    /// The history entry's kind.
    pub history_kind: &'static str,
    pub actor: &'a str,
    pub reason: &'a str,
}

/// Closes the bank's part of the application inside the caller's transaction, which holds the
/// application's row lock: the bank must still be working on it (NEW or ONGOING); its open
/// offers are declined, the history records it, and an OFFERED application left with no open
/// offer goes back to COMPLETE. The caller publishes its own event.
pub async fn close_at_bank(
    conn: &mut AsyncPgConnection,
    closing: &BankClosing<'_>,
) -> Result<(), CoreError> {
    let (bank_name, status) =
        bank_of_application(conn, closing.application_id, closing.bank_id).await?;
    match status {
        BankStatus::New | BankStatus::Ongoing => {}
        BankStatus::Accepted | BankStatus::Disbursed => {
            return Err(CoreError::BankChosen(bank_name));
        }
        BankStatus::Declined | BankStatus::Cancelled => {
            return Err(CoreError::BankClosed(bank_name));
        }
    }
    storage::update_bank_status_by_application_id_and_bank_id(
        conn,
        closing.application_id,
        closing.bank_id,
        closing.status,
    )
    .await?;
    let declined = storage::update_open_offers_declined_by_application_id_and_bank_id(
        conn,
        closing.application_id,
        closing.bank_id,
    )
    .await?;
    history::record(
        conn,
        closing.application_id,
        closing.history_kind,
        closing.actor.to_owned(),
        json!({
            "bank_id": closing.bank_id,
            "bank": &bank_name,
            "reason": closing.reason,
            "offers_declined": declined,
        }),
    )
    .await?;
    // Locked by the caller already; read again for the substatus as it is now.
    let application =
        applications::find_application_by_application_id_for_update(conn, closing.application_id)
            .await?
            .ok_or(CoreError::ApplicationNotFound)?;
    let substatus = Substatus::from_stored(&application.substatus)
        .ok_or_else(|| corrupt("substatus", &application.substatus))?;
    if substatus == Substatus::Offered
        && !storage::open_offer_exists_by_application_id(conn, closing.application_id).await?
    {
        move_substatus(
            conn,
            closing.application_id,
            Substatus::Offered,
            Substatus::Complete,
            closing.actor,
        )
        .await?;
    }
    Ok(())
}
