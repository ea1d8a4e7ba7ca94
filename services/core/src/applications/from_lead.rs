//! Converting a lead: its people become the application's applicants (found in the customer
//! register by personal id, or registered there), and the application is created and the lead
//! marked handled in one transaction, so a lead is converted at most once and never left
//! unhandled beside its application.

use diesel_async::AsyncConnection;
use uuid::Uuid;
use zrm_platform::db::{DbPool, PipelinedReads};
use zrm_platform::outbox::Outbox;

use crate::error::CoreError;
use crate::ids::DrawnIds;
use crate::leads::handle::set_handled_on;
use crate::leads::model::{Applicant, Lead};
use crate::leads::read::do_get_lead;
use crate::state::pooled;

use super::applicants::{CustomerDirectory, NewCustomer, Reader};
use super::create::insert_new_application;
use super::model::{ApplicantRole, Application, LoanPurpose, NewApplication};
use super::read::do_get_application;

/// What the advisor adds to the lead's data when converting it.
#[derive(Debug, Clone, Copy)]
pub struct Conversion {
    pub lead_id: i64,
    pub loan_purpose: LoanPurpose,
    pub mortgage_loan_amount: Option<i64>,
    pub converted_by: Uuid,
}

pub async fn do_convert_lead(
    pool: &DbPool,
    reads: &PipelinedReads,
    outbox: &Outbox,
    customers: &CustomerDirectory,
    ids: &DrawnIds,
    conversion: Conversion,
) -> Result<Application, CoreError> {
    let lead = do_get_lead(reads, conversion.lead_id).await?;
    convertible(&lead)?;
    // Registering customers is kdlt's own transaction: a conversion that fails later leaves
    // them registered, which is what the advisor would do by hand anyway.
    let mut applicants = vec![(
        ApplicantRole::MainApplicant,
        register(customers, &lead, &lead.applicant, conversion.converted_by).await?,
    )];
    if let Some(co_applicant) = &lead.co_applicant {
        let customer_id = register(customers, &lead, co_applicant, conversion.converted_by).await?;
        // The same person twice on a lead is one applicant.
        if customer_id != applicants[0].1 {
            applicants.push((ApplicantRole::CoApplicant, customer_id));
        }
    }
    let application = NewApplication {
        country: lead.country,
        loan_purpose: conversion.loan_purpose,
        mortgage_loan_amount: conversion.mortgage_loan_amount,
        applicants,
        lead_id: Some(lead.lead_id),
        created_by: conversion.converted_by,
        duplicate_of: None,
    };
    let mut conn = pooled(pool).await?;
    let application_id = conn
        .transaction::<_, CoreError, _>(async |conn| {
            // Locks the lead first: of two advisors converting it at once, the second finds it
            // handled and creates nothing.
            set_handled_on(conn, lead.lead_id, true, conversion.converted_by).await?;
            insert_new_application(conn, ids, &application)
                .await
                .map(|written| written.row.application_id)
        })
        .await?;
    drop(conn);
    outbox.wake();
    tracing::debug!(application_id, lead_id = lead.lead_id, "lead converted");
    do_get_application(
        pool,
        customers,
        application_id,
        lead.country,
        Reader::Service,
    )
    .await
}

/// A handled lead is done; a lead whose submission failed the intake checks has data nobody
/// vouched for (its personal id may not even be valid) and is reprocessed first.
fn convertible(lead: &Lead) -> Result<(), CoreError> {
    if lead.handled {
        return Err(CoreError::LeadHandledAlready(true));
    }
    if lead.create_source.error.is_some() {
        return Err(CoreError::LeadSubmissionFailed);
    }
    Ok(())
}

async fn register(
    customers: &CustomerDirectory,
    lead: &Lead,
    person: &Applicant,
    converted_by: Uuid,
) -> Result<i64, CoreError> {
    customers
        .find_or_register(
            lead.country,
            &NewCustomer {
                pni: &person.pni,
                first_name: &person.first_name,
                last_name: &person.last_name,
            },
            converted_by,
        )
        .await
}

#[cfg(test)]
mod tests {
    use chrono::Utc;
    use zrm_domain::Country;

    use super::*;
    use crate::leads::model::CreateSource;

    fn lead(handled: bool, error: Option<&str>) -> Lead {
        Lead {
            lead_id: 7,
            created_at: Utc::now(),
            source: "ONLINE_LEAD".into(),
            create_source: CreateSource {
                kind: "online_form".into(),
                error: error.map(str::to_owned),
            },
            country: Country::Se,
            applicant: Applicant {
                pni: "198112289874".into(),
                first_name: "Anna".into(),
                last_name: "Berg".into(),
            },
            co_applicant: None,
            handled,
            reprocessable: false,
            assignee: None,
        }
    }

    #[test]
    fn only_an_open_lead_with_a_clean_submission_converts() {
        assert!(convertible(&lead(false, None)).is_ok());
        assert!(matches!(
            convertible(&lead(true, None)),
            Err(CoreError::LeadHandledAlready(true))
        ));
        assert!(matches!(
            convertible(&lead(false, Some("pni: invalid"))),
            Err(CoreError::LeadSubmissionFailed)
        ));
    }
}
