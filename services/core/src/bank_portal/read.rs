//! One application as the bank sees it (`find_application_by_bank_id_application_id`): the
//! applicants with their personal ids (kdlt audits that view under the partner), the loan, the
//! property, the bank's own status, offers, messages and events, nothing of other banks; and a
//! document the lender sent the bank.

use diesel_async::AsyncPgConnection;
use zrm_platform::db::DbPool;

use crate::applications::applicants::{CustomerDirectory, Reader};
use crate::applications::bank_messages::model::SharedDocument;
use crate::applications::bank_messages::read::message_of_row;
use crate::applications::model::LoanPurpose;
use crate::applications::offers::model::{BankStatus, Offer, OfferState};
use crate::applications::rows::corrupt;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::property::read::property_from_row;
use crate::property::storage::find_property_with_valuation_by_application_id;
use crate::state::pooled;

use super::list::applicant;
use super::model::{BANK_EVENT_KINDS, BankApplication, BankEvent, SHOWN};
use super::storage::{self, Lock};

pub async fn do_get_bank_application(
    pool: &DbPool,
    customers: &CustomerDirectory,
    bank_id: i32,
    application_id: i64,
    requested_by: &str,
) -> Result<BankApplication, CoreError> {
    let mut conn = pooled(pool).await?;
    let view = bank_view(&mut conn, bank_id, application_id).await?;
    drop(conn);
    with_people(view, customers, Reader::Employee(requested_by)).await
}

/// The application as the bank sees it, the applicants without their names yet.
pub async fn bank_view(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
    application_id: i64,
) -> Result<
    (
        BankApplication,
        Vec<crate::applications::rows::ApplicantRow>,
    ),
    CoreError,
> {
    let (row, bank_status, sent_at) = storage::find_application_by_bank_id_application_id(
        conn,
        bank_id,
        application_id,
        Lock::No,
    )
    .await?
    .ok_or(CoreError::ApplicationNotFound)?;
    let applicant_rows =
        applications::find_applicants_by_application_ids(conn, &[application_id]).await?;
    let offers = storage::find_offers_by_bank_id_application_id(conn, bank_id, application_id)
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
    let messages = storage::find_messages_by_bank_id_application_id(
        conn,
        bank_id,
        application_id,
        i64::from(SHOWN),
    )
    .await?
    .into_iter()
    .map(|(row, bank_name)| message_of_row(row, bank_name))
    .collect::<Result<Vec<_>, CoreError>>()?;
    let events = storage::find_events_by_bank_id_application_id(
        conn,
        bank_id,
        application_id,
        &BANK_EVENT_KINDS,
        i64::from(SHOWN),
    )
    .await?
    .into_iter()
    .map(|row| BankEvent::of_history(row.kind, row.at, &row.detail))
    .collect();
    let country: zrm_domain::Country = row
        .country
        .parse()
        .map_err(|_| corrupt("country", &row.country))?;
    let property = find_property_with_valuation_by_application_id(conn, application_id)
        .await?
        .map(|(property, valuation)| property_from_row(property, valuation, country))
        .transpose()?;
    Ok((
        BankApplication {
            application_id: row.application_id,
            country,
            created_at: row.created_at,
            bank_status: BankStatus::from_stored(&bank_status)
                .ok_or_else(|| corrupt("bank_status", &bank_status))?,
            sent_at,
            loan_purpose: LoanPurpose::from_stored(&row.loan_purpose)
                .ok_or_else(|| corrupt("loan_purpose", &row.loan_purpose))?,
            mortgage_loan_amount: row.mortgage_loan_amount,
            applicants: Vec::new(),
            offers,
            messages,
            property,
            events,
        },
        applicant_rows,
    ))
}

/// Fills in the applicants as kdlt holds them now.
pub async fn with_people(
    (mut view, applicant_rows): (
        BankApplication,
        Vec<crate::applications::rows::ApplicantRow>,
    ),
    customers: &CustomerDirectory,
    reader: Reader<'_>,
) -> Result<BankApplication, CoreError> {
    let customer_ids: Vec<i64> = applicant_rows.iter().map(|row| row.customer_id).collect();
    let people = customers.people(&customer_ids, reader).await?;
    view.applicants = applicant_rows
        .iter()
        .map(|row| applicant(row, &people))
        .collect::<Result<_, _>>()?;
    Ok(view)
}

/// A document the lender sent the bank on the application; `DocumentNotSent` for any other
/// (another bank's, another application's, one that does not exist), so ids cannot be probed.
pub async fn do_get_bank_document(
    pool: &DbPool,
    bank_id: i32,
    application_id: i64,
    customer_id: i64,
    document_id: i64,
) -> Result<SharedDocument, CoreError> {
    let mut conn = pooled(pool).await?;
    let file_name = storage::find_document_sent_by_bank_id_application_id(
        &mut conn,
        bank_id,
        application_id,
        customer_id,
        document_id,
    )
    .await?
    .ok_or(CoreError::DocumentNotSent)?;
    Ok(SharedDocument {
        customer_id,
        document_id,
        file_name: file_name.unwrap_or_default(),
    })
}
