//! An offer a bank made: recorded against a bank the application was sent to and still in the
//! running. The bank becomes ONGOING; the first offer makes a COMPLETE application OFFERED. The
//! offer, those changes, their history entries and `core.bank.offer_made` commit together.

use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::BankOfferMade;

use crate::applications::events::BANK_OFFER_MADE;
use crate::applications::history;
use crate::applications::model::{ApplicationStatus, Substatus};
use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{BankStatus, NewOffer, Offer, OfferState};
use super::read::bank_of_application;
use super::storage::{self, NewOfferRow};
use super::substatus::move_substatus;

pub async fn do_record_offer(
    pool: &DbPool,
    outbox: &Outbox,
    new: NewOffer,
) -> Result<Offer, CoreError> {
    let mut conn = pooled(pool).await?;
    let offer = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let application = applications::find_application_by_application_id_for_update(
                conn,
                new.application_id,
            )
            .await?
            .filter(|row| row.country == new.country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
            if application.status == ApplicationStatus::Deactivated.as_str() {
                return Err(CoreError::ApplicationDeactivated);
            }
            let (bank_name, status) =
                bank_of_application(conn, new.application_id, new.bank_id).await?;
            if !matches!(status, BankStatus::New | BankStatus::Ongoing) {
                return Err(CoreError::BankNotInRunning(bank_name));
            }
            let substatus = Substatus::from_stored(&application.substatus)
                .ok_or_else(|| corrupt("substatus", &application.substatus))?;
            if !matches!(substatus, Substatus::Complete | Substatus::Offered) {
                return Err(CoreError::OffersClosed(substatus.as_str()));
            }
            let actor = new.recorded_by.to_string();
            let row = storage::insert_offer(
                conn,
                &NewOfferRow {
                    application_id: new.application_id,
                    bank_id: new.bank_id,
                    amount: new.terms.amount,
                    interest_rate_bp: new.terms.interest_rate_bp,
                    term_months: new.terms.term_months,
                    recorded_by: actor.clone(),
                    conditions: &new.terms.conditions,
                    valid_until: new.terms.valid_until,
                },
            )
            .await?;
            storage::update_bank_status_by_application_id_and_bank_id(
                conn,
                new.application_id,
                new.bank_id,
                BankStatus::Ongoing,
            )
            .await?;
            history::record(
                conn,
                new.application_id,
                "offer_received",
                actor.clone(),
                json!({
                    "offer_id": row.offer_id,
                    "bank_id": new.bank_id,
                    "bank": &bank_name,
                    "amount": new.terms.amount,
                }),
            )
            .await?;
            if substatus == Substatus::Complete {
                move_substatus(
                    conn,
                    new.application_id,
                    Substatus::Complete,
                    Substatus::Offered,
                    &actor,
                )
                .await?;
            }
            let event = BankOfferMade {
                application_id: new.application_id,
                offer_id: row.offer_id,
                bank_id: new.bank_id,
                bank_name: bank_name.clone(),
                amount: new.terms.amount,
                assignee_id: application.assignee_id.map(|id| id.to_string()),
                country: country_of_code(new.country.code()).into(),
            };
            outbox::enqueue(conn, BANK_OFFER_MADE, &event).await?;
            Ok(Offer {
                row,
                bank_name,
                state: OfferState::Open,
            })
        })
        .await?;
    drop(conn);
    outbox.wake();
    Ok(offer)
}
