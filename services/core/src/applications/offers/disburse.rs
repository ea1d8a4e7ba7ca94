//! The loan paid out, whether the lender records it (the application's substatus moved to
//! DISBURSED) or the accepted bank does from its portal: the accepted bank DISBURSED and
//! `core.application.disbursed`, inside the caller's transaction, which holds the application's
//! lock and has checked the AML review.

use diesel_async::AsyncPgConnection;
use zrm_domain::Country;
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::outbox;
use zrm_proto::core::v1::ApplicationDisbursed;

use crate::applications::events::APPLICATION_DISBURSED;
use crate::error::CoreError;

use super::storage;

pub async fn record_disbursement(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    country: Country,
    actor: &str,
    mortgage_loan_amount: Option<i64>,
) -> Result<(), CoreError> {
    storage::update_accepted_bank_disbursed_by_application_id(conn, application_id).await?;
    let event = ApplicationDisbursed {
        application_id,
        country: country_of_code(country.code()).into(),
        disbursed_by: actor.to_owned(),
        mortgage_loan_amount,
    };
    outbox::enqueue(conn, APPLICATION_DISBURSED, &event).await?;
    Ok(())
}
