//! Sending an application to banks: only a completed, active application, only to banks of its
//! country that take mortgages now. Banks it was sent to already keep their status, except one it
//! was withdrawn from (CANCELLED), which takes it anew (NEW).

use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;
use zrm_platform::outbox::{self, Outbox};
use zrm_proto::core::v1::ApplicationUpdated;

use crate::applications::events::APPLICATION_UPDATED;
use crate::applications::history;
use crate::applications::model::{ApplicationStatus, Substatus};
use crate::applications::storage as applications;
use crate::banks::catalogue::do_list_integrations;
use crate::banks::model::{IntegrationFilter, MORTGAGE};
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{ApplicationBanks, BankSending};
use super::read::banks_and_offers;
use super::storage;

pub async fn do_send_to_banks(
    pool: &DbPool,
    outbox: &Outbox,
    sending: BankSending,
) -> Result<ApplicationBanks, CoreError> {
    let open = do_list_integrations(
        pool,
        IntegrationFilter::Where {
            country: Some(sending.country.code().to_owned()),
            product: Some(MORTGAGE.to_owned()),
        },
    )
    .await?;
    for bank_id in &sending.bank_ids {
        match open
            .iter()
            .find(|(integration, _)| integration.bank_id == *bank_id)
        {
            Some((integration, _)) if integration.active => {}
            Some((_, bank)) => return Err(CoreError::BankNotTakingApplications(bank.name.clone())),
            None => return Err(CoreError::BankNotFound(*bank_id)),
        }
    }
    let mut conn = pooled(pool).await?;
    let (sent, found) = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let application = applications::find_application_by_application_id_for_update(
                conn,
                sending.application_id,
            )
            .await?
            .filter(|row| row.country == sending.country.code())
            .ok_or(CoreError::ApplicationNotFound)?;
            if application.status == ApplicationStatus::Deactivated.as_str() {
                return Err(CoreError::ApplicationDeactivated);
            }
            if application.substatus == Substatus::Draft.as_str() {
                return Err(CoreError::ApplicationNotComplete);
            }
            let sent = storage::insert_application_banks_returning_new(
                conn,
                sending.application_id,
                &sending.bank_ids,
                sending.sent_by,
            )
            .await?;
            if !sent.is_empty() {
                let actor = sending.sent_by.to_string();
                history::record(
                    conn,
                    sending.application_id,
                    "sent_to_banks",
                    actor.clone(),
                    json!({"bank_ids": sent}),
                )
                .await?;
                let event = ApplicationUpdated {
                    application_id: sending.application_id,
                    updated_by: actor,
                    fields: vec!["bank_status".to_owned()],
                };
                outbox::enqueue(conn, APPLICATION_UPDATED, &event).await?;
            }
            let found = banks_and_offers(conn, sending.application_id).await?;
            Ok((!sent.is_empty(), found))
        })
        .await?;
    drop(conn);
    if sent {
        outbox.wake();
    }
    Ok(found)
}
