//! Banks and offers against a real Postgres: the bank catalogue, sending a completed application
//! to banks of its country (NEW, idempotent; a draft, another country's bank or an inactive one
//! refused), offers (the bank ONGOING, COMPLETE → OFFERED, `core.offer.received`), accepting
//! one (ACCEPTED; the others declined) and disbursing (the bank DISBURSED).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use tonic::{Code, Request};
use zrm_core::banks::grpc::BankGrpc;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::bank_service_server::BankService;
use zrm_proto::core::v1::{
    AcceptOfferRequest, Application, ApplicationSubstatus, BankStatus, GetApplicationRequest,
    ListApplicationBanksRequest, ListBankIntegrationsRequest, ListBanksRequest, OfferReceived,
    OfferState, RecordOfferRequest, SendToBanksRequest,
};

use support::desk::{Desk, create, desk, update};
use support::{decode, execute, outbox_events};

/// SBAB (API), Handelsbanken (e-mail) and SEB (manual) take Swedish mortgages; Landshypotek's
/// integration is inactive; DNB is Norwegian.
const SBAB: i32 = 1;
const HANDELSBANKEN: i32 = 2;
const SEB: i32 = 5;
const LANDSHYPOTEK: i32 = 6;
const DNB: i32 = 21;

fn send(application: &Application, by: &str, bank_ids: &[i32]) -> SendToBanksRequest {
    SendToBanksRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        bank_ids: bank_ids.to_vec(),
        sent_by: by.to_owned(),
    }
}

fn offer(application: &Application, by: &str, bank_id: i32, amount: i64) -> RecordOfferRequest {
    RecordOfferRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        bank_id,
        amount,
        interest_rate_bp: 379,
        term_months: 360,
        recorded_by: by.to_owned(),
    }
}

async fn completed(desk: &Desk) -> Application {
    let created = create(desk).await;
    desk.applications
        .update_application(Request::new(update(&created, &desk.erik, |r| {
            r.substatus = Some(ApplicationSubstatus::Complete.into());
        })))
        .await
        .unwrap()
        .into_inner()
}

async fn read(desk: &Desk, application: &Application) -> Application {
    desk.applications
        .get_application(Request::new(GetApplicationRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            requested_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner()
}

#[tokio::test]
async fn the_catalogue_lists_banks_by_country_and_their_integrations() {
    let desk = desk().await;
    let banks = BankGrpc::new(desk.core.state.clone());
    let swedish = banks
        .list_banks(Request::new(ListBanksRequest {
            country: Country::Se.into(),
        }))
        .await
        .unwrap()
        .into_inner()
        .banks;
    let names: Vec<&str> = swedish.iter().map(|bank| bank.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Handelsbanken",
            "Landshypotek Bank",
            "Nordea",
            "SBAB Bank",
            "SEB",
            "Swedbank"
        ]
    );
    let integrations = banks
        .list_bank_integrations(Request::new(ListBankIntegrationsRequest {
            bank_id: Some(LANDSHYPOTEK),
            ..ListBankIntegrationsRequest::default()
        }))
        .await
        .unwrap()
        .into_inner()
        .integrations;
    assert_eq!(integrations.len(), 1);
    assert!(!integrations[0].active);
    let unknown = banks
        .list_bank_integrations(Request::new(ListBankIntegrationsRequest {
            bank_id: Some(999),
            ..ListBankIntegrationsRequest::default()
        }))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn an_application_goes_to_banks_gets_offers_and_one_is_accepted_and_disbursed() {
    let desk = desk().await;
    let draft = create(&desk).await;
    let not_ready = desk
        .applications
        .send_to_banks(Request::new(send(&draft, &desk.erik, &[SBAB])))
        .await
        .unwrap_err();
    assert_eq!(not_ready.code(), Code::FailedPrecondition);
    assert_eq!(
        not_ready.message(),
        "Complete the application before sending it to banks"
    );

    let application = completed(&desk).await;
    for (bank, code) in [
        (DNB, Code::NotFound),
        (LANDSHYPOTEK, Code::FailedPrecondition),
    ] {
        let refused = desk
            .applications
            .send_to_banks(Request::new(send(&application, &desk.erik, &[SBAB, bank])))
            .await
            .unwrap_err();
        assert_eq!(refused.code(), code, "{}", refused.message());
    }
    let sent = desk
        .applications
        .send_to_banks(Request::new(send(
            &application,
            &desk.erik,
            &[SBAB, HANDELSBANKEN, SEB],
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(sent.banks.len(), 3);
    assert!(
        sent.banks
            .iter()
            .all(|bank| bank.bank_status() == BankStatus::New)
    );
    // Sending again keeps what is there.
    let again = desk
        .applications
        .send_to_banks(Request::new(send(&application, &desk.anna, &[SBAB])))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(again.banks.len(), 3);
    assert!(again.banks.iter().all(|bank| bank.sent_by == desk.erik));

    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let not_sent = desk
        .applications
        .record_offer(Request::new(offer(&application, &desk.erik, 3, 2_400_000)))
        .await
        .unwrap_err();
    assert_eq!(not_sent.code(), Code::FailedPrecondition);
    assert_eq!(
        not_sent.message(),
        "The application was not sent to Swedbank"
    );
    let sbab = desk
        .applications
        .record_offer(Request::new(offer(
            &application,
            &desk.erik,
            SBAB,
            2_400_000,
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(sbab.state(), OfferState::Open);
    assert_eq!(sbab.bank_name, "SBAB Bank");
    let seb = desk
        .applications
        .record_offer(Request::new(offer(
            &application,
            &desk.erik,
            SEB,
            2_500_000,
        )))
        .await
        .unwrap()
        .into_inner();
    let offered = read(&desk, &application).await;
    assert_eq!(offered.substatus(), ApplicationSubstatus::Offered);
    let kinds: Vec<String> = outbox_events(&mut conn)
        .await
        .into_iter()
        .map(|(kind, _)| kind)
        .collect();
    assert_eq!(
        kinds,
        [
            "core.application.status_changed",
            "core.offer.received",
            "core.offer.received"
        ]
    );
    let events = outbox_events(&mut conn).await;
    let received: OfferReceived = decode(&events[1].1);
    assert_eq!(
        (
            received.offer_id,
            received.amount,
            received.assignee_id.as_deref()
        ),
        (sbab.offer_id, 2_400_000, Some(desk.erik.as_str()))
    );

    let accepted = desk
        .applications
        .accept_offer(Request::new(AcceptOfferRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            offer_id: seb.offer_id,
            accepted_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    let status_of = |bank_id: i32| {
        accepted
            .banks
            .iter()
            .find(|bank| bank.bank_id == bank_id)
            .unwrap()
            .bank_status()
    };
    assert_eq!(status_of(SEB), BankStatus::Accepted);
    assert_eq!(status_of(SBAB), BankStatus::Declined);
    assert_eq!(status_of(HANDELSBANKEN), BankStatus::Declined);
    let states: Vec<(i64, OfferState)> = accepted
        .offers
        .iter()
        .map(|offer| (offer.offer_id, offer.state()))
        .collect();
    assert_eq!(
        states,
        [
            (seb.offer_id, OfferState::Accepted),
            (sbab.offer_id, OfferState::Declined)
        ]
    );
    // Accepted: no second acceptance, no new offer.
    let twice = desk
        .applications
        .accept_offer(Request::new(AcceptOfferRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            offer_id: sbab.offer_id,
            accepted_by: desk.erik.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);
    let late = desk
        .applications
        .record_offer(Request::new(offer(&application, &desk.erik, SEB, 1)))
        .await
        .unwrap_err();
    assert_eq!(late.code(), Code::FailedPrecondition);

    let accepted_application = read(&desk, &application).await;
    assert_eq!(
        accepted_application.substatus(),
        ApplicationSubstatus::Accepted
    );
    desk.applications
        .update_application(Request::new(update(
            &accepted_application,
            &desk.erik,
            |r| {
                r.substatus = Some(ApplicationSubstatus::Disbursed.into());
            },
        )))
        .await
        .unwrap();
    let found = desk
        .applications
        .list_application_banks(Request::new(ListApplicationBanksRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    let seb_status = found
        .banks
        .iter()
        .find(|bank| bank.bank_id == SEB)
        .unwrap()
        .bank_status();
    assert_eq!(seb_status, BankStatus::Disbursed);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
