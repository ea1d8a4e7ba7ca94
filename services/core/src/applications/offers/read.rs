//! The banks an application was sent to and the offers they made.

use diesel_async::AsyncPgConnection;
use zrm_domain::Country;
use zrm_platform::db::DbPool;

use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::banks::catalogue::find_bank_by_bank_id;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{ApplicationBank, ApplicationBanks, BankStatus, Offer, OfferState};
use super::storage;

pub async fn banks_and_offers(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> Result<ApplicationBanks, CoreError> {
    let banks = storage::find_application_banks_by_application_id(conn, application_id)
        .await?
        .into_iter()
        .map(|(bank_id, bank_name, status, sent_at, sent_by)| {
            Ok(ApplicationBank {
                bank_id,
                bank_name,
                bank_status: BankStatus::from_stored(&status)
                    .ok_or_else(|| corrupt("bank_status", &status))?,
                sent_at,
                sent_by,
            })
        })
        .collect::<Result<Vec<_>, CoreError>>()?;
    let offers = storage::find_offers_with_bank_name_by_application_id(conn, application_id)
        .await?
        .into_iter()
        .map(|(row, bank_name)| {
            let state = OfferState::from_stored(&row.state)
                .ok_or_else(|| corrupt("offer state", &row.state))?;
            Ok(Offer {
                row,
                bank_name,
                state,
            })
        })
        .collect::<Result<Vec<_>, CoreError>>()?;
    Ok(ApplicationBanks { banks, offers })
}

pub async fn do_list_application_banks(
    pool: &DbPool,
    application_id: i64,
    country: Country,
) -> Result<ApplicationBanks, CoreError> {
    let mut conn = pooled(pool).await?;
    if !applications::application_exists(&mut conn, application_id, country).await? {
        return Err(CoreError::ApplicationNotFound);
    }
    banks_and_offers(&mut conn, application_id).await
}

/// The bank's name and where it is with the application; `NotSentToBank` when it was never sent
/// there, `BankNotFound` for no such bank.
pub async fn bank_of_application(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    bank_id: i32,
) -> Result<(String, BankStatus), CoreError> {
    let bank = find_bank_by_bank_id(conn, bank_id)
        .await?
        .ok_or(CoreError::BankNotFound(bank_id))?;
    let status =
        storage::find_bank_status_by_application_id_and_bank_id(conn, application_id, bank_id)
            .await?
            .ok_or_else(|| CoreError::NotSentToBank(bank.name.clone()))?;
    let status = BankStatus::from_stored(&status).ok_or_else(|| corrupt("bank_status", &status))?;
    Ok((bank.name, status))
}
