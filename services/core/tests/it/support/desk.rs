//! A mortgage desk for the application tests: core on a database of its own with the demo
//! employees, a stand-in of kdlt holding two customers (7 Anna and 9 Olle Svensson, only Anna with
//! an e-mail address), and helpers
//! to create and change an application.

use tonic::Request;
use zrm_core::applications::grpc::service::ApplicationGrpc;
use zrm_core::seed::do_seed;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::{
    ApplicantRole, Application, CreateApplicationRequest, LoanPurpose, NewApplicant,
    UpdateApplicationRequest,
};
use zrm_proto::kdlt::v1::Customer;

use super::Core;
use super::kdlt::{KdltStandIn, customer};
use super::leads::employee_id;

pub struct Desk {
    pub core: Core,
    pub kdlt: KdltStandIn,
    pub applications: ApplicationGrpc,
    pub erik: String,
    pub anna: String,
    pub maja: String,
}

/// Anna Svensson's address in the stand-in register (Olle has none).
pub const ANNA_EMAIL: &str = "anna.svensson@example.se";

/// The desk, with e-mail going nowhere (a closed port: every send fails).
pub async fn desk() -> Desk {
    desk_mailing_to("http://127.0.0.1:9").await
}

/// The desk, e-mailing through the messaging service at `messaging_url`.
pub async fn desk_mailing_to(messaging_url: &str) -> Desk {
    let kdlt = KdltStandIn::start(vec![
        Customer {
            email: ANNA_EMAIL.to_owned(),
            ..customer(7, "198112289874", "Anna", "Svensson")
        },
        customer(9, "198501012383", "Olle", "Svensson"),
    ])
    .await;
    let core = Core::start_with(messaging_url, &kdlt.url).await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let erik = employee_id(&core, "erik.sales@zrm.example")
        .await
        .to_string();
    let anna = employee_id(&core, "anna.online@zrm.example")
        .await
        .to_string();
    let maja = employee_id(&core, "maja.team@zrm.example")
        .await
        .to_string();
    let applications = ApplicationGrpc::new(core.state.clone());
    Desk {
        core,
        kdlt,
        applications,
        erik,
        anna,
        maja,
    }
}

pub fn create_request(
    created_by: &str,
    applicants: &[(ApplicantRole, &str)],
) -> CreateApplicationRequest {
    CreateApplicationRequest {
        country: Country::Se.into(),
        loan_purpose: LoanPurpose::Buy.into(),
        mortgage_loan_amount: Some(2_500_000),
        applicants: applicants
            .iter()
            .map(|(role, id)| NewApplicant {
                role: (*role).into(),
                customer_id: (*id).to_owned(),
            })
            .collect(),
        lead_id: None,
        created_by: created_by.to_owned(),
    }
}

pub async fn create(desk: &Desk) -> Application {
    desk.applications
        .create_application(Request::new(create_request(
            &desk.erik,
            &[
                (ApplicantRole::MainApplicant, "7"),
                (ApplicantRole::CoApplicant, "9"),
            ],
        )))
        .await
        .unwrap()
        .into_inner()
}

pub fn update(
    application: &Application,
    by: &str,
    change: impl FnOnce(&mut UpdateApplicationRequest),
) -> UpdateApplicationRequest {
    let mut request = UpdateApplicationRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        version: application.version,
        loan_purpose: None,
        mortgage_loan_amount: None,
        substatus: None,
        requested_by: by.to_owned(),
        incomes: None,
    };
    change(&mut request);
    request
}
