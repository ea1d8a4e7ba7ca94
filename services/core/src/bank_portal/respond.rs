//! A bank's answers in its portal: taking an application up (NEW → ONGOING), declining it
//! (NEW or ONGOING → DECLINED, with a reason), making an offer and commenting to the lender.
//! Each finds the application among the bank's, is an application history entry and an outbox
//! event, and answers the bank's view as it is afterwards. Offers and comments go through the
//! lender's own use cases (`RecordOffer`, `SendBankMessage`), which lock and check the same way.

use diesel_async::{AsyncConnection, AsyncPgConnection};
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::{ApplicationUpdated, BankRejected};

use crate::applications::applicants::{CustomerDirectory, Reader};
use crate::applications::bank_messages::model::{Content, Direction, NewBankMessage};
use crate::applications::bank_messages::send::do_send_bank_message;
use crate::applications::events::{APPLICATION_UPDATED, BANK_REJECTED};
use crate::applications::history;
use crate::applications::offers::cancel::{BankClosing, close_at_bank};
use crate::applications::offers::model::{BankStatus, NewOffer};
use crate::applications::offers::record::do_record_offer;
use crate::applications::offers::storage as banks_of_applications;
use crate::applications::rows::corrupt;
use crate::banks::catalogue::find_bank_by_bank_id;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{BankAction, BankApplication, OfferTerms};
use super::read::{bank_view, do_get_bank_application, with_people};
use super::storage::{self, Lock};

pub async fn do_take_up(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: BankAction,
) -> Result<BankApplication, CoreError> {
    let actor = action.acted_by.to_string();
    let mut conn = pooled(pool).await?;
    let view = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let status = locked_status(conn, &action).await?;
            if status != BankStatus::New {
                return Err(CoreError::BankStatusForbids {
                    action: "taken up",
                    status: status.as_str(),
                });
            }
            banks_of_applications::update_bank_status_by_application_id_and_bank_id(
                conn,
                action.application_id,
                action.bank_id,
                BankStatus::Ongoing,
            )
            .await?;
            let bank = bank_name(conn, action.bank_id).await?;
            history::record(
                conn,
                action.application_id,
                "bank_taken_up",
                actor.clone(),
                json!({ "bank_id": action.bank_id, "bank": bank }),
            )
            .await?;
            let event = ApplicationUpdated {
                application_id: action.application_id,
                updated_by: actor.clone(),
                fields: vec!["bank_status".to_owned()],
            };
            outbox::enqueue(conn, APPLICATION_UPDATED, &event)
                .await
                .map_err(|error| CoreError::Storage(error.into()))?;
            bank_view(conn, action.bank_id, action.application_id).await
        })
        .await?;
    drop(conn);
    outbox.wake();
    with_people(view, customers, Reader::Employee(&actor)).await
}

pub async fn do_reject(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: BankAction,
    reason: String,
) -> Result<BankApplication, CoreError> {
    let actor = action.acted_by.to_string();
    let mut conn = pooled(pool).await?;
    let view = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let status = locked_status(conn, &action).await?;
            if !matches!(status, BankStatus::New | BankStatus::Ongoing) {
                return Err(CoreError::BankStatusForbids {
                    action: "declined",
                    status: status.as_str(),
                });
            }
            close_at_bank(
                conn,
                &BankClosing {
                    application_id: action.application_id,
                    bank_id: action.bank_id,
                    status: BankStatus::Declined,
                    history_kind: "bank_rejected",
                    actor: &actor,
                    reason: &reason,
                },
            )
            .await?;
            let event = BankRejected {
                application_id: action.application_id,
                bank_id: action.bank_id,
                bank_name: bank_name(conn, action.bank_id).await?,
                rejected_by: actor.clone(),
                reason: reason.clone(),
            };
            outbox::enqueue(conn, BANK_REJECTED, &event)
                .await
                .map_err(|error| CoreError::Storage(error.into()))?;
            bank_view(conn, action.bank_id, action.application_id).await
        })
        .await?;
    drop(conn);
    outbox.wake();
    with_people(view, customers, Reader::Employee(&actor)).await
}

/// An offer the bank makes: the lender's own recording of an offer ([`do_record_offer`]), once the
/// application is found among the bank's.
pub async fn do_make_offer(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: BankAction,
    terms: OfferTerms,
) -> Result<BankApplication, CoreError> {
    let country = country_of_bank_application(pool, &action).await?;
    do_record_offer(
        pool,
        outbox,
        NewOffer {
            application_id: action.application_id,
            country,
            bank_id: action.bank_id,
            amount: terms.amount,
            interest_rate_bp: terms.interest_rate_bp,
            term_months: terms.term_months,
            recorded_by: action.acted_by,
        },
    )
    .await?;
    let actor = action.acted_by.to_string();
    do_get_bank_application(
        pool,
        customers,
        action.bank_id,
        action.application_id,
        &actor,
    )
    .await
}

/// The bank's comment to the lender: a FROM_BANK message of the application, once it is found
/// among the bank's ([`do_send_bank_message`]).
pub async fn do_comment(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: BankAction,
    comment: String,
) -> Result<BankApplication, CoreError> {
    let country = country_of_bank_application(pool, &action).await?;
    do_send_bank_message(
        pool,
        outbox,
        NewBankMessage {
            application_id: action.application_id,
            country,
            bank_id: action.bank_id,
            direction: Direction::FromBank,
            author: action.acted_by.to_string(),
            content: Content::Comment(comment),
        },
    )
    .await?;
    let actor = action.acted_by.to_string();
    do_get_bank_application(
        pool,
        customers,
        action.bank_id,
        action.application_id,
        &actor,
    )
    .await
}

/// The country of the bank's application; `ApplicationNotFound` when it was not sent there.
async fn country_of_bank_application(
    pool: &DbPool,
    action: &BankAction,
) -> Result<zrm_domain::Country, CoreError> {
    let mut conn = pooled(pool).await?;
    let (row, _, _) = storage::find_application_by_bank_id_application_id(
        &mut conn,
        action.bank_id,
        action.application_id,
        Lock::No,
    )
    .await?
    .ok_or(CoreError::ApplicationNotFound)?;
    row.country
        .parse()
        .map_err(|_| corrupt("country", &row.country))
}

/// Locks the application (every change of its banks holds that lock) if it was sent to the
/// bank, and tells where the bank is with it.
async fn locked_status(
    conn: &mut AsyncPgConnection,
    action: &BankAction,
) -> Result<BankStatus, CoreError> {
    let (_, status, _) = storage::find_application_by_bank_id_application_id(
        conn,
        action.bank_id,
        action.application_id,
        Lock::ForUpdate,
    )
    .await?
    .ok_or(CoreError::ApplicationNotFound)?;
    BankStatus::from_stored(&status).ok_or_else(|| corrupt("bank_status", &status))
}

async fn bank_name(conn: &mut AsyncPgConnection, bank_id: i32) -> Result<String, CoreError> {
    Ok(find_bank_by_bank_id(conn, bank_id)
        .await?
        .ok_or(CoreError::BankNotFound(bank_id))?
        .name)
}
