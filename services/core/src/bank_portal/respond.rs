//! A bank's answers in its portal: taking an application up (NEW → ONGOING), declining it
//! (NEW or ONGOING → DECLINED, with a reason), making an offer, commenting to the lender and
//! paying out the offer the customer accepted (ACCEPTED → DISBURSED, with the application).
//! Each finds the application among the bank's, is an application history entry and an outbox
//! event, and answers the bank's view as it is afterwards. Offers and comments go through the
//! lender's own use cases (`RecordOffer`, `SendBankMessage`), which lock and check the same way.

use diesel_async::{AsyncConnection, AsyncPgConnection};
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::{ApplicationUpdated, BankDisbursed, BankRejected};

use crate::applications::aml::read::require_aml_approved;
use crate::applications::applicants::{CustomerDirectory, Reader};
use crate::applications::bank_messages::model::{Content, Direction, NewBankMessage};
use crate::applications::bank_messages::send::do_send_bank_message;
use crate::applications::events::{APPLICATION_UPDATED, BANK_DISBURSED, BANK_REJECTED};
use crate::applications::history;
use crate::applications::model::{ApplicationStatus, Substatus};
use crate::applications::offers::cancel::{BankClosing, close_at_bank};
use crate::applications::offers::disburse::record_disbursement;
use crate::applications::offers::model::{BankStatus, NewOffer, OfferState, OfferTerms};
use crate::applications::offers::record::do_record_offer;
use crate::applications::offers::storage as banks_of_applications;
use crate::applications::offers::substatus::move_substatus;
use crate::applications::rows::{ApplicationRow, corrupt};
use crate::banks::catalogue::find_bank_by_bank_id;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{BankAction, BankApplication};
use super::read::{bank_view, do_get_bank_application, with_people};
use super::storage::{self, Lock};

pub async fn do_take_up(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: BankAction,
) -> Result<BankApplication, CoreError> {
    answer(pool, outbox, customers, &action, Answer::TakeUp).await
}

pub async fn do_reject(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: BankAction,
    reason: String,
) -> Result<BankApplication, CoreError> {
    answer(pool, outbox, customers, &action, Answer::Reject(&reason)).await
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
            terms,
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

/// The bank pays out the offer the customer accepted: the bank and the application DISBURSED
/// (the application's newest AML review APPROVED), `core.application.disbursed` as when the lender
/// records it, and `core.bank.disbursed`, which tells the assignee.
pub async fn do_disburse(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: BankAction,
) -> Result<BankApplication, CoreError> {
    answer(pool, outbox, customers, &action, Answer::Disburse).await
}

/// A bank's answer that changes its side of the application under the application's lock.
enum Answer<'a> {
    TakeUp,
    Reject(&'a str),
    Disburse,
}

/// One answer of the bank in one transaction: the application locked if it was sent to the bank
/// (NOT_FOUND otherwise), the change made, then the bank's view as it is afterwards, its
/// applicants read under the partner.
async fn answer(
    pool: &DbPool,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    action: &BankAction,
    what: Answer<'_>,
) -> Result<BankApplication, CoreError> {
    let actor = action.acted_by.to_string();
    let mut conn = pooled(pool).await?;
    let view = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let (application, status) = locked(conn, action).await?;
            match what {
                Answer::TakeUp => take_up(conn, action, status, &actor).await?,
                Answer::Reject(reason) => reject(conn, action, status, &actor, reason).await?,
                Answer::Disburse => disburse(conn, action, application, status, &actor).await?,
            }
            bank_view(conn, action.bank_id, action.application_id).await
        })
        .await?;
    drop(conn);
    outbox.wake();
    with_people(view, customers, Reader::Employee(&actor)).await
}

/// NEW → ONGOING.
async fn take_up(
    conn: &mut AsyncPgConnection,
    action: &BankAction,
    status: BankStatus,
    actor: &str,
) -> Result<(), CoreError> {
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
        actor.to_owned(),
        json!({ "bank_id": action.bank_id, "bank": bank }),
    )
    .await?;
    let event = ApplicationUpdated {
        application_id: action.application_id,
        updated_by: actor.to_owned(),
        fields: vec!["bank_status".to_owned()],
    };
    outbox::enqueue(conn, APPLICATION_UPDATED, &event).await?;
    Ok(())
}

/// NEW or ONGOING → DECLINED with the reason; `core.bank.rejected`.
async fn reject(
    conn: &mut AsyncPgConnection,
    action: &BankAction,
    status: BankStatus,
    actor: &str,
    reason: &str,
) -> Result<(), CoreError> {
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
            actor,
            reason,
        },
    )
    .await?;
    let event = BankRejected {
        application_id: action.application_id,
        bank_id: action.bank_id,
        bank_name: bank_name(conn, action.bank_id).await?,
        rejected_by: actor.to_owned(),
        reason: reason.to_owned(),
    };
    outbox::enqueue(conn, BANK_REJECTED, &event).await?;
    Ok(())
}

/// ACCEPTED → DISBURSED with the application (its AML review APPROVED); what the lender's
/// disbursement publishes, and `core.bank.disbursed`.
async fn disburse(
    conn: &mut AsyncPgConnection,
    action: &BankAction,
    application: ApplicationRow,
    status: BankStatus,
    actor: &str,
) -> Result<(), CoreError> {
    if status != BankStatus::Accepted {
        return Err(CoreError::BankStatusForbids {
            action: "disbursed",
            status: status.as_str(),
        });
    }
    if application.status == ApplicationStatus::Deactivated.as_str() {
        return Err(CoreError::ApplicationDeactivated);
    }
    let substatus = Substatus::from_stored(&application.substatus)
        .ok_or_else(|| corrupt("substatus", &application.substatus))?;
    if substatus != Substatus::Accepted {
        return Err(CoreError::TransitionNotAllowed {
            from: substatus.as_str(),
            to: Substatus::Disbursed.as_str(),
        });
    }
    require_aml_approved(conn, action.application_id).await?;
    let country: zrm_domain::Country = application
        .country
        .parse()
        .map_err(|_| corrupt("country", &application.country))?;
    move_substatus(
        conn,
        action.application_id,
        Substatus::Accepted,
        Substatus::Disbursed,
        actor,
    )
    .await?;
    record_disbursement(
        conn,
        action.application_id,
        country,
        actor,
        application.mortgage_loan_amount,
    )
    .await?;
    // What the bank pays out is its accepted offer (the loan amount asked for when the
    // acceptance predates offers being recorded).
    let accepted =
        storage::find_offers_by_bank_id_application_id(conn, action.bank_id, action.application_id)
            .await?
            .into_iter()
            .find(|(offer, _)| offer.state == OfferState::Accepted.as_str());
    let amount = accepted
        .map(|(offer, _)| offer.amount)
        .or(application.mortgage_loan_amount)
        .unwrap_or_default();
    let bank = bank_name(conn, action.bank_id).await?;
    history::record(
        conn,
        action.application_id,
        "bank_disbursed",
        actor.to_owned(),
        json!({ "bank_id": action.bank_id, "bank": &bank, "amount": amount }),
    )
    .await?;
    let event = BankDisbursed {
        application_id: action.application_id,
        country: country_of_code(country.code()).into(),
        bank_id: action.bank_id,
        bank_name: bank,
        disbursed_by: actor.to_owned(),
        amount,
        assignee_id: application.assignee_id.map(|id| id.to_string()),
    };
    outbox::enqueue(conn, BANK_DISBURSED, &event).await?;
    Ok(())
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
async fn locked(
    conn: &mut AsyncPgConnection,
    action: &BankAction,
) -> Result<(ApplicationRow, BankStatus), CoreError> {
    let (application, status, _) = storage::find_application_by_bank_id_application_id(
        conn,
        action.bank_id,
        action.application_id,
        Lock::ForUpdate,
    )
    .await?
    .ok_or(CoreError::ApplicationNotFound)?;
    let status = BankStatus::from_stored(&status).ok_or_else(|| corrupt("bank_status", &status))?;
    Ok((application, status))
}

async fn bank_name(conn: &mut AsyncPgConnection, bank_id: i32) -> Result<String, CoreError> {
    Ok(find_bank_by_bank_id(conn, bank_id)
        .await?
        .ok_or(CoreError::BankNotFound(bank_id))?
        .name)
}
