//! The customer accepts an offer: the application OFFERED → ACCEPTED, the offer ACCEPTED and the
//! other open offers DECLINED, its bank ACCEPTED and the other banks DECLINED; with the history
//! entries and `core.application.status_changed`, in one transaction.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::Outbox;

use crate::applications::history;
use crate::applications::model::{ApplicationStatus, Substatus};
use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{ApplicationBanks, BankStatus, OfferAcceptance, OfferState};
use super::read::banks_and_offers;
use super::storage;
use super::substatus::move_substatus;

pub async fn do_accept_offer(
    pool: &DbPool,
    outbox: &Outbox,
    acceptance: OfferAcceptance,
) -> Result<ApplicationBanks, CoreError> {
    let mut conn = pooled(pool).await?;
    let found = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let application = applications::find_application_by_application_id_for_update(
                conn,
                acceptance.application_id,
            )
            .await?
            .filter(|row| row.country == acceptance.country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
            if application.status == ApplicationStatus::Deactivated.as_str() {
                return Err(CoreError::ApplicationDeactivated);
            }
            let offer = storage::find_offer_by_offer_id_and_application_id(
                conn,
                acceptance.offer_id,
                acceptance.application_id,
            )
            .await?
            .ok_or(CoreError::OfferNotFound)?;
            if offer.state != OfferState::Open.as_str() {
                return Err(CoreError::OfferNotOpen);
            }
            if let Some(last_day) = offer.valid_until
                && last_day < Utc::now().date_naive()
            {
                return Err(CoreError::OfferExpired(last_day));
            }
            let substatus = Substatus::from_stored(&application.substatus)
                .ok_or_else(|| corrupt("substatus", &application.substatus))?;
            if substatus != Substatus::Offered {
                return Err(CoreError::TransitionNotAllowed {
                    from: substatus.as_str(),
                    to: Substatus::Accepted.as_str(),
                });
            }
            storage::update_offer_accepted_and_others_declined(
                conn,
                acceptance.application_id,
                offer.offer_id,
            )
            .await?;
            storage::update_bank_status_by_application_id_and_bank_id(
                conn,
                acceptance.application_id,
                offer.bank_id,
                BankStatus::Accepted,
            )
            .await?;
            storage::update_other_banks_declined_by_application_id(
                conn,
                acceptance.application_id,
                offer.bank_id,
            )
            .await?;
            let actor = acceptance.accepted_by.to_string();
            history::record(
                conn,
                acceptance.application_id,
                "offer_accepted",
                actor.clone(),
                json!({"offer_id": offer.offer_id, "bank_id": offer.bank_id, "amount": offer.amount}),
            )
            .await?;
            move_substatus(
                conn,
                acceptance.application_id,
                Substatus::Offered,
                Substatus::Accepted,
                &actor,
            )
            .await?;
            banks_and_offers(conn, acceptance.application_id).await
        })
        .await?;
    drop(conn);
    outbox.wake();
    Ok(found)
}
