//! Banks and offers against a real Postgres: the bank catalogue, sending a completed application
//! to banks of its country (NEW, idempotent; a draft, another country's bank or an inactive one
//! refused), offers (the bank ONGOING, COMPLETE → OFFERED, `core.bank.offer_made`), accepting
//! one (ACCEPTED; the others declined), the AML review disbursing needs (never by the assignee)
//! and disbursing (the bank DISBURSED); withdrawing from a bank (CANCELLED, its offers declined,
//! OFFERED back to COMPLETE, sent anew NEW), comments and documents for a bank; the bank-partner
//! portal's side (each bank lists, reads, takes up and declines only what was sent to it).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_core::bank_portal::grpc::BankPortalGrpc;
use zrm_core::banks::grpc::BankGrpc;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::bank_portal_service_server::BankPortalService;
use zrm_proto::core::v1::bank_service_server::BankService;
use zrm_proto::core::v1::{
    AcceptOfferRequest, AmlOutcome, Application, ApplicationSubstatus, BankDocument,
    BankMessageKind, BankMessageSent, BankOfferMade, BankStatus, CancelAtBankRequest,
    GetApplicationRequest, ListAmlReviewsRequest, ListApplicationBanksRequest,
    ListApplicationEventsRequest, ListBankIntegrationsRequest, ListBankMessagesRequest,
    ListBanksRequest, OfferState, RecordOfferRequest, ReviewAmlRequest, SendBankMessageRequest,
    SendToBanksRequest, bank_message, send_bank_message_request,
};
use zrm_proto::core::v1::{
    BankActionRequest, BankDisbursed, BankRejected, CommentToLenderRequest,
    GetBankApplicationRequest, GetBankDocumentRequest, ListBankApplicationsRequest,
    MakeOfferRequest, RejectApplicationRequest,
};

use crate::support::desk::{Desk, create, desk, update};
use crate::support::{decode, execute, outbox_events};

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
        conditions: String::new(),
        valid_until: None,
    }
}

fn aml(application: &Application, by: &str, outcome: AmlOutcome) -> ReviewAmlRequest {
    ReviewAmlRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        outcome: outcome.into(),
        note: "Source of funds: salary and savings, documented".to_owned(),
        reviewed_by: by.to_owned(),
    }
}

fn cancel(application: &Application, by: &str, bank_id: i32) -> CancelAtBankRequest {
    CancelAtBankRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        bank_id,
        reason: "  The customer chose another bank  ".to_owned(),
        cancelled_by: by.to_owned(),
    }
}

fn to_bank(
    application: &Application,
    by: &str,
    bank_id: i32,
    content: send_bank_message_request::Content,
) -> SendBankMessageRequest {
    SendBankMessageRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        bank_id,
        author: by.to_owned(),
        content: Some(content),
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
            "core.bank.offer_made",
            "core.bank.offer_made"
        ]
    );
    let events = outbox_events(&mut conn).await;
    let received: BankOfferMade = decode(&events[1].1);
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
    let disburse = || {
        Request::new(update(&accepted_application, &desk.erik, |r| {
            r.substatus = Some(ApplicationSubstatus::Disbursed.into());
        }))
    };
    let unreviewed = desk
        .applications
        .update_application(disburse())
        .await
        .unwrap_err();
    assert_eq!(unreviewed.code(), Code::FailedPrecondition);
    assert_eq!(
        unreviewed.message(),
        "Disbursement needs an approved AML review of the application"
    );
    // Erik works the application: he cannot clear it.
    let own = desk
        .applications
        .review_aml(Request::new(aml(
            &application,
            &desk.erik,
            AmlOutcome::Approved,
        )))
        .await
        .unwrap_err();
    assert_eq!(own.code(), Code::PermissionDenied);
    desk.applications
        .review_aml(Request::new(aml(
            &application,
            &desk.anna,
            AmlOutcome::Rejected,
        )))
        .await
        .unwrap();
    let rejected = desk
        .applications
        .update_application(disburse())
        .await
        .unwrap_err();
    assert_eq!(rejected.code(), Code::FailedPrecondition);
    let approved = desk
        .applications
        .review_aml(Request::new(aml(
            &application,
            &desk.anna,
            AmlOutcome::Approved,
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(approved.reviewed_by, desk.anna);
    let reviews = desk
        .applications
        .list_aml_reviews(Request::new(ListAmlReviewsRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    let outcomes: Vec<AmlOutcome> = reviews.reviews.iter().map(|r| r.outcome()).collect();
    assert_eq!(outcomes, [AmlOutcome::Approved, AmlOutcome::Rejected]);
    desk.applications
        .update_application(disburse())
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

#[tokio::test]
async fn an_advisor_withdraws_the_application_from_a_bank_and_sends_it_again() {
    let desk = desk().await;
    let application = completed(&desk).await;
    desk.applications
        .send_to_banks(Request::new(send(&application, &desk.erik, &[SBAB, SEB])))
        .await
        .unwrap();
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
    assert_eq!(
        read(&desk, &application).await.substatus(),
        ApplicationSubstatus::Offered
    );

    let withdrawn = desk
        .applications
        .cancel_at_bank(Request::new(cancel(&application, &desk.erik, SBAB)))
        .await
        .unwrap()
        .into_inner();
    let sbab_status = withdrawn.banks.iter().find(|b| b.bank_id == SBAB).unwrap();
    assert_eq!(sbab_status.bank_status(), BankStatus::Cancelled);
    let seb_status = withdrawn.banks.iter().find(|b| b.bank_id == SEB).unwrap();
    assert_eq!(seb_status.bank_status(), BankStatus::New);
    assert_eq!(withdrawn.offers[0].offer_id, sbab.offer_id);
    assert_eq!(withdrawn.offers[0].state(), OfferState::Declined);
    // Its only offer gone, the application is COMPLETE again.
    assert_eq!(
        read(&desk, &application).await.substatus(),
        ApplicationSubstatus::Complete
    );

    for (bank, code, message) in [
        (
            SBAB,
            Code::FailedPrecondition,
            "SBAB Bank no longer works on this application",
        ),
        (
            HANDELSBANKEN,
            Code::FailedPrecondition,
            "The application was not sent to Handelsbanken",
        ),
        (999, Code::NotFound, "Bank 999 not found"),
    ] {
        let refused = desk
            .applications
            .cancel_at_bank(Request::new(cancel(&application, &desk.erik, bank)))
            .await
            .unwrap_err();
        assert_eq!((refused.code(), refused.message()), (code, message));
    }
    let mut blank = cancel(&application, &desk.erik, SEB);
    blank.reason = "   ".to_owned();
    let refused = desk
        .applications
        .cancel_at_bank(Request::new(blank))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);

    // Sent again, SBAB takes it anew; SEB keeps its status.
    let again = desk
        .applications
        .send_to_banks(Request::new(send(&application, &desk.anna, &[SBAB, SEB])))
        .await
        .unwrap()
        .into_inner();
    let sbab_again = again.banks.iter().find(|b| b.bank_id == SBAB).unwrap();
    assert_eq!(sbab_again.bank_status(), BankStatus::New);
    assert_eq!(sbab_again.sent_by, desk.anna);
    let seb_again = again.banks.iter().find(|b| b.bank_id == SEB).unwrap();
    assert_eq!(seb_again.sent_by, desk.erik);

    // A bank whose offer the customer accepted cannot be withdrawn from.
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
    desk.applications
        .accept_offer(Request::new(AcceptOfferRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            offer_id: seb.offer_id,
            accepted_by: desk.erik.clone(),
        }))
        .await
        .unwrap();
    let chosen = desk
        .applications
        .cancel_at_bank(Request::new(cancel(&application, &desk.erik, SEB)))
        .await
        .unwrap_err();
    assert_eq!(chosen.code(), Code::FailedPrecondition);
    assert_eq!(
        chosen.message(),
        "The customer accepted SEB's offer; the application cannot be withdrawn from it"
    );
    let history = desk
        .applications
        .list_application_events(Request::new(ListApplicationEventsRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    let withdrawal = history
        .events
        .iter()
        .find(|event| event.kind == "bank_cancelled")
        .unwrap();
    let detail: serde_json::Value = serde_json::from_str(&withdrawal.detail_json).unwrap();
    assert_eq!(detail["reason"], "The customer chose another bank");
    assert_eq!(detail["offers_declined"], 1);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn comments_and_documents_go_to_a_bank_still_working_on_the_application() {
    let desk = desk().await;
    let application = completed(&desk).await;
    desk.applications
        .send_to_banks(Request::new(send(&application, &desk.erik, &[SBAB, SEB])))
        .await
        .unwrap();
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let comment = || send_bank_message_request::Content::Comment(" Payslips follow ".to_owned());
    let document = || {
        send_bank_message_request::Content::Document(BankDocument {
            customer_id: 7,
            document_id: 41,
            file_name: "payslip-october.pdf".to_owned(),
        })
    };
    let sent = desk
        .applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            SBAB,
            comment(),
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        sent.content,
        Some(bank_message::Content::Comment("Payslips follow".to_owned()))
    );
    assert_eq!(sent.bank_name, "SBAB Bank");
    desk.applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            SBAB,
            document(),
        )))
        .await
        .unwrap();
    let twice = desk
        .applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            SBAB,
            document(),
        )))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::AlreadyExists);
    assert_eq!(
        twice.message(),
        "This document was sent to SBAB Bank already"
    );
    // The same document may go to another bank.
    desk.applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            SEB,
            document(),
        )))
        .await
        .unwrap();
    let not_sent = desk
        .applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            HANDELSBANKEN,
            comment(),
        )))
        .await
        .unwrap_err();
    assert_eq!(not_sent.code(), Code::FailedPrecondition);
    let empty = desk
        .applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            SBAB,
            send_bank_message_request::Content::Comment("  ".to_owned()),
        )))
        .await
        .unwrap_err();
    assert_eq!(empty.code(), Code::InvalidArgument);

    let events = outbox_events(&mut conn).await;
    assert_eq!(events.len(), 3);
    assert!(
        events
            .iter()
            .all(|(kind, _)| kind == "core.application.bank_message")
    );
    let first: BankMessageSent = decode(&events[0].1);
    assert_eq!(
        (first.bank_id, first.kind(), first.to_bank),
        (SBAB, BankMessageKind::Comment, true)
    );

    let list = |bank_id: Option<i32>| ListBankMessagesRequest {
        application_id: application.application_id,
        country: Country::Se.into(),
        bank_id,
        page: None,
    };
    let all = desk
        .applications
        .list_bank_messages(Request::new(list(None)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(all.messages.len(), 3);
    assert_eq!(all.page.unwrap().total, 3);
    assert_eq!(all.messages[0].bank_id, SEB);
    let sbab_only = desk
        .applications
        .list_bank_messages(Request::new(list(Some(SBAB))))
        .await
        .unwrap()
        .into_inner();
    let contents: Vec<_> = sbab_only.messages.into_iter().map(|m| m.content).collect();
    assert!(
        matches!(contents[0], Some(bank_message::Content::Document(ref d)) if d.file_name == "payslip-october.pdf")
    );
    assert!(matches!(
        contents[1],
        Some(bank_message::Content::Comment(_))
    ));

    // Withdrawn from SBAB, it takes nothing more.
    desk.applications
        .cancel_at_bank(Request::new(cancel(&application, &desk.erik, SBAB)))
        .await
        .unwrap();
    let closed = desk
        .applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            SBAB,
            comment(),
        )))
        .await
        .unwrap_err();
    assert_eq!(
        closed.message(),
        "SBAB Bank no longer works on this application"
    );
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

fn bank_list(bank_id: i32, statuses: &[BankStatus]) -> ListBankApplicationsRequest {
    ListBankApplicationsRequest {
        bank_id,
        bank_statuses: statuses.iter().map(|status| (*status).into()).collect(),
        page: 0,
        limit: 25,
        search: None,
    }
}

fn as_bank(bank_id: i32, application: &Application, partner: &str) -> BankActionRequest {
    BankActionRequest {
        bank_id,
        application_id: application.application_id,
        acted_by: partner.to_owned(),
    }
}

async fn listed(portal: &BankPortalGrpc, bank_id: i32, statuses: &[BankStatus]) -> Vec<i64> {
    portal
        .list_bank_applications(Request::new(bank_list(bank_id, statuses)))
        .await
        .unwrap()
        .into_inner()
        .items
        .iter()
        .map(|item| item.application_id)
        .collect()
}

#[tokio::test]
async fn a_bank_sees_and_answers_only_the_applications_sent_to_it() {
    let desk = desk().await;
    let portal = BankPortalGrpc::new(desk.core.state.clone());
    // Partners are users of the bank platform; any user id acts as one here.
    let sbab_partner = desk.maja.clone();
    let handelsbanken_partner = desk.anna.clone();
    let shared = completed(&desk).await;
    desk.applications
        .send_to_banks(Request::new(send(
            &shared,
            &desk.erik,
            &[SBAB, HANDELSBANKEN],
        )))
        .await
        .unwrap();
    let only_handelsbanken = completed(&desk).await;
    desk.applications
        .send_to_banks(Request::new(send(
            &only_handelsbanken,
            &desk.erik,
            &[HANDELSBANKEN],
        )))
        .await
        .unwrap();

    // Each bank lists what was sent to it, newest sent first, with the applicants' names only.
    assert_eq!(
        listed(&portal, SBAB, &[]).await,
        vec![shared.application_id]
    );
    assert_eq!(
        listed(&portal, HANDELSBANKEN, &[]).await,
        vec![only_handelsbanken.application_id, shared.application_id]
    );
    let row = portal
        .list_bank_applications(Request::new(bank_list(SBAB, &[])))
        .await
        .unwrap()
        .into_inner()
        .items
        .remove(0);
    assert_eq!(row.bank_status(), BankStatus::New);
    assert_eq!(row.applicants[0].first_name, "Anna");
    assert!(
        row.applicants
            .iter()
            .all(|applicant| applicant.pni.is_none())
    );

    // Another bank's application is not found, for reading and for every answer, and stays.
    let not_found = portal
        .get_bank_application(Request::new(GetBankApplicationRequest {
            bank_id: SBAB,
            application_id: only_handelsbanken.application_id,
            requested_by: sbab_partner.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(not_found.code(), Code::NotFound);
    let taken = portal
        .take_up_application(Request::new(as_bank(
            SBAB,
            &only_handelsbanken,
            &sbab_partner,
        )))
        .await
        .unwrap_err();
    assert_eq!(taken.code(), Code::NotFound);
    let rejected = portal
        .reject_application(Request::new(RejectApplicationRequest {
            bank_id: SBAB,
            application_id: only_handelsbanken.application_id,
            acted_by: sbab_partner.clone(),
            reason: "Not ours".to_owned(),
        }))
        .await
        .unwrap_err();
    assert_eq!(rejected.code(), Code::NotFound);
    assert_eq!(
        listed(&portal, HANDELSBANKEN, &[BankStatus::New]).await,
        vec![only_handelsbanken.application_id, shared.application_id]
    );

    // The bank's own view carries the applicants' personal ids, its status and nothing else's.
    let view = portal
        .get_bank_application(Request::new(GetBankApplicationRequest {
            bank_id: SBAB,
            application_id: shared.application_id,
            requested_by: sbab_partner.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(view.applicants[0].pni.as_deref(), Some("19811228-9874"));
    assert_eq!(view.bank_status(), BankStatus::New);

    // Taking up: NEW → ONGOING, once.
    let taken = portal
        .take_up_application(Request::new(as_bank(SBAB, &shared, &sbab_partner)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(taken.bank_status(), BankStatus::Ongoing);
    let again = portal
        .take_up_application(Request::new(as_bank(SBAB, &shared, &sbab_partner)))
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::FailedPrecondition);
    assert_eq!(
        again.message(),
        "The application is ONGOING at your bank, so it cannot be taken up"
    );
    assert_eq!(
        listed(&portal, SBAB, &[BankStatus::New]).await,
        Vec::<i64>::new()
    );
    assert_eq!(
        listed(&portal, SBAB, &[BankStatus::New, BankStatus::Ongoing]).await,
        vec![shared.application_id]
    );

    // Declining: Handelsbanken's open offer is declined with it and OFFERED goes back to COMPLETE.
    desk.applications
        .record_offer(Request::new(offer(
            &shared,
            &desk.erik,
            HANDELSBANKEN,
            2_400_000,
        )))
        .await
        .unwrap();
    let mut conn = desk.core.conn().await;
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let empty_reason = portal
        .reject_application(Request::new(RejectApplicationRequest {
            bank_id: HANDELSBANKEN,
            application_id: shared.application_id,
            acted_by: handelsbanken_partner.clone(),
            reason: "   ".to_owned(),
        }))
        .await
        .unwrap_err();
    assert_eq!(empty_reason.code(), Code::InvalidArgument);
    let declined = portal
        .reject_application(Request::new(RejectApplicationRequest {
            bank_id: HANDELSBANKEN,
            application_id: shared.application_id,
            acted_by: handelsbanken_partner.clone(),
            reason: " Income too low for the amount ".to_owned(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(declined.bank_status(), BankStatus::Declined);
    assert_eq!(declined.offers.len(), 1);
    assert_eq!(declined.offers[0].state(), OfferState::Declined);
    assert_eq!(
        read(&desk, &shared).await.substatus(),
        ApplicationSubstatus::Complete
    );
    let events = outbox_events(&mut conn).await;
    let rejection = events
        .iter()
        .find(|(kind, _)| kind == "core.bank.rejected")
        .expect("core.bank.rejected");
    let rejection: BankRejected = decode(&rejection.1);
    assert_eq!(rejection.bank_id, HANDELSBANKEN);
    assert_eq!(rejection.reason, "Income too low for the amount");
    assert_eq!(rejection.rejected_by, handelsbanken_partner);
    let twice = portal
        .reject_application(Request::new(RejectApplicationRequest {
            bank_id: HANDELSBANKEN,
            application_id: shared.application_id,
            acted_by: handelsbanken_partner.clone(),
            reason: "Again".to_owned(),
        }))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);
    // SBAB is untouched by Handelsbanken's answer.
    assert_eq!(
        listed(&portal, SBAB, &[BankStatus::Ongoing]).await,
        vec![shared.application_id]
    );

    // SBAB offers: the application (COMPLETE again) is OFFERED and the assignee is told.
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let make_offer = |bank_id: i32, application: &Application, amount: i64| MakeOfferRequest {
        bank_id,
        application_id: application.application_id,
        acted_by: sbab_partner.clone(),
        amount,
        interest_rate_bp: 389,
        term_months: 360,
        conditions: "  Amortisation 2 % a year  ".to_owned(),
        valid_until: None,
    };
    let absurd = portal
        .make_offer(Request::new(make_offer(SBAB, &shared, 0)))
        .await
        .unwrap_err();
    assert_eq!(absurd.code(), Code::InvalidArgument);
    let not_theirs = portal
        .make_offer(Request::new(make_offer(
            SBAB,
            &only_handelsbanken,
            2_000_000,
        )))
        .await
        .unwrap_err();
    assert_eq!(not_theirs.code(), Code::NotFound);
    let offered = portal
        .make_offer(Request::new(make_offer(SBAB, &shared, 2_350_000)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(offered.offers.len(), 1, "only SBAB's own offers");
    assert_eq!(offered.offers[0].amount, 2_350_000);
    assert_eq!(offered.offers[0].conditions, "Amortisation 2 % a year");
    assert_eq!(
        read(&desk, &shared).await.substatus(),
        ApplicationSubstatus::Offered
    );
    let events = outbox_events(&mut conn).await;
    let received = events
        .iter()
        .find(|(kind, _)| kind == "core.bank.offer_made")
        .expect("core.bank.offer_made");
    let received: BankOfferMade = decode(&received.1);
    assert_eq!(received.bank_id, SBAB);
    assert_eq!(received.country(), Country::Se);
    assert_eq!(received.assignee_id.as_deref(), Some(desk.erik.as_str()));

    // SBAB writes to the lender: a FROM_BANK message the advisor's page lists; Handelsbanken,
    // having declined, no longer can; nobody writes on another bank's application.
    let commented = portal
        .comment_to_lender(Request::new(CommentToLenderRequest {
            bank_id: SBAB,
            application_id: shared.application_id,
            acted_by: sbab_partner.clone(),
            comment: "  Please send the latest salary slips  ".to_owned(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(commented.messages.len(), 1);
    assert_eq!(
        commented.messages[0].direction(),
        zrm_proto::core::v1::BankMessageDirection::FromBank
    );
    // The assignee is told of a bank's message (`core.bank.message_sent`).
    let events = outbox_events(&mut conn).await;
    let message = events
        .iter()
        .find(|(kind, _)| kind == "core.bank.message_sent")
        .expect("core.bank.message_sent");
    let message: BankMessageSent = decode(&message.1);
    assert_eq!(
        (
            message.bank_name.as_str(),
            message.to_bank,
            message.assignee_id.as_deref()
        ),
        ("SBAB Bank", false, Some(desk.erik.as_str()))
    );
    let closed = portal
        .comment_to_lender(Request::new(CommentToLenderRequest {
            bank_id: HANDELSBANKEN,
            application_id: shared.application_id,
            acted_by: handelsbanken_partner.clone(),
            comment: "One more thing".to_owned(),
        }))
        .await
        .unwrap_err();
    assert_eq!(closed.code(), Code::FailedPrecondition);
    let elsewhere = portal
        .comment_to_lender(Request::new(CommentToLenderRequest {
            bank_id: SBAB,
            application_id: only_handelsbanken.application_id,
            acted_by: sbab_partner.clone(),
            comment: "Probing".to_owned(),
        }))
        .await
        .unwrap_err();
    assert_eq!(elsewhere.code(), Code::NotFound);
    let lender_view = desk
        .applications
        .list_bank_messages(Request::new(ListBankMessagesRequest {
            application_id: shared.application_id,
            country: Country::Se.into(),
            bank_id: None,
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(lender_view.messages.len(), 1);
    assert_eq!(lender_view.messages[0].author, sbab_partner);

    // Every answer is in the application's history, by the partner.
    let history = desk
        .applications
        .list_application_events(Request::new(ListApplicationEventsRequest {
            application_id: shared.application_id,
            country: Country::Se.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    let answers: Vec<(&str, &str)> = history
        .events
        .iter()
        .filter(|event| event.kind.starts_with("bank_") && event.kind != "bank_commented")
        .map(|event| (event.kind.as_str(), event.actor.as_str()))
        .collect();
    assert_eq!(
        answers,
        vec![
            ("bank_rejected", handelsbanken_partner.as_str()),
            ("bank_taken_up", sbab_partner.as_str()),
        ]
    );
    let offer_entry = history
        .events
        .iter()
        .find(|event| event.kind == "offer_received")
        .expect("the offer in the history");
    assert_eq!(offer_entry.actor, sbab_partner);

    // Paging as the portal counts it: from 0; a size not of the product is refused, named.
    let bad = portal
        .list_bank_applications(Request::new(ListBankApplicationsRequest {
            limit: 7,
            ..bank_list(SBAB, &[])
        }))
        .await
        .unwrap_err();
    assert_eq!(bad.code(), Code::InvalidArgument);
    assert_eq!(bad.message(), "Must be one of 5, 10, 25, 50");
    let second_page = portal
        .list_bank_applications(Request::new(ListBankApplicationsRequest {
            page: 1,
            ..bank_list(HANDELSBANKEN, &[])
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(second_page.items.is_empty());
}

#[tokio::test]
async fn the_accepted_bank_pays_out_and_sees_its_own_steps_and_documents() {
    let desk = desk().await;
    let portal = BankPortalGrpc::new(desk.core.state.clone());
    let sbab_partner = desk.maja.clone();
    let handelsbanken_partner = desk.anna.clone();
    let application = completed(&desk).await;
    desk.applications
        .send_to_banks(Request::new(send(
            &application,
            &desk.erik,
            &[SBAB, HANDELSBANKEN],
        )))
        .await
        .unwrap();
    let today = chrono::Utc::now().date_naive();
    let bank_offer = |valid_until: Option<String>| MakeOfferRequest {
        bank_id: SBAB,
        application_id: application.application_id,
        acted_by: sbab_partner.clone(),
        amount: 2_300_000,
        interest_rate_bp: 412,
        term_months: 480,
        conditions: "Home insurance required".to_owned(),
        valid_until,
    };

    // An offer's last day is today at the earliest and a year ahead at the latest.
    for bad in [
        (today - chrono::Days::new(1)).to_string(),
        (today + chrono::Days::new(400)).to_string(),
        "30.12.2026".to_owned(),
    ] {
        let refused = portal
            .make_offer(Request::new(bank_offer(Some(bad.clone()))))
            .await
            .unwrap_err();
        assert_eq!(refused.code(), Code::InvalidArgument, "{bad}");
        assert_eq!(
            refused.metadata().get("x-zrm-field").unwrap(),
            "valid_until"
        );
    }
    let valid_until = (today + chrono::Days::new(30)).to_string();
    let offered = portal
        .make_offer(Request::new(bank_offer(Some(valid_until.clone()))))
        .await
        .unwrap()
        .into_inner();
    let sbab_offer = offered.offers[0].clone();
    assert_eq!(
        sbab_offer.valid_until.as_deref(),
        Some(valid_until.as_str())
    );
    assert_eq!(sbab_offer.conditions, "Home insurance required");

    // Nothing is paid out before the customer accepts.
    let early = portal
        .disburse_application(Request::new(as_bank(SBAB, &application, &sbab_partner)))
        .await
        .unwrap_err();
    assert_eq!(early.code(), Code::FailedPrecondition);
    assert_eq!(
        early.message(),
        "The application is ONGOING at your bank, so it cannot be disbursed"
    );

    // An offer past its last day cannot be accepted.
    let mut conn = desk.core.conn().await;
    execute(
        &mut conn,
        &format!(
            "UPDATE offers SET valid_until = current_date - 1 WHERE offer_id = {}",
            sbab_offer.offer_id
        ),
    )
    .await;
    let accept = || {
        Request::new(AcceptOfferRequest {
            application_id: application.application_id,
            country: Country::Se.into(),
            offer_id: sbab_offer.offer_id,
            accepted_by: desk.erik.clone(),
        })
    };
    let expired = desk.applications.accept_offer(accept()).await.unwrap_err();
    assert_eq!(expired.code(), Code::FailedPrecondition);
    assert!(expired.message().starts_with("The offer was valid until"));
    execute(
        &mut conn,
        &format!(
            "UPDATE offers SET valid_until = current_date WHERE offer_id = {}",
            sbab_offer.offer_id
        ),
    )
    .await;
    desk.applications.accept_offer(accept()).await.unwrap();

    // The declined bank cannot pay out; the chosen one needs the AML review approved first.
    let declined = portal
        .disburse_application(Request::new(as_bank(
            HANDELSBANKEN,
            &application,
            &handelsbanken_partner,
        )))
        .await
        .unwrap_err();
    assert_eq!(declined.code(), Code::FailedPrecondition);
    let unreviewed = portal
        .disburse_application(Request::new(as_bank(SBAB, &application, &sbab_partner)))
        .await
        .unwrap_err();
    assert_eq!(
        unreviewed.message(),
        "Disbursement needs an approved AML review of the application"
    );
    desk.applications
        .review_aml(Request::new(aml(
            &application,
            &desk.anna,
            AmlOutcome::Approved,
        )))
        .await
        .unwrap();
    execute(&mut conn, "DELETE FROM zrm_outbox").await;
    let paid = portal
        .disburse_application(Request::new(as_bank(SBAB, &application, &sbab_partner)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(paid.bank_status(), BankStatus::Disbursed);
    assert_eq!(
        read(&desk, &application).await.substatus(),
        ApplicationSubstatus::Disbursed
    );
    let kinds: Vec<String> = outbox_events(&mut conn)
        .await
        .into_iter()
        .map(|(kind, _)| kind)
        .collect();
    assert_eq!(
        kinds,
        [
            "core.application.status_changed",
            "core.application.disbursed",
            "core.bank.disbursed"
        ]
    );
    let events = outbox_events(&mut conn).await;
    let disbursed: BankDisbursed = decode(&events[2].1);
    assert_eq!(
        (
            disbursed.bank_name.as_str(),
            disbursed.amount,
            disbursed.assignee_id.as_deref(),
            disbursed.disbursed_by.as_str()
        ),
        (
            "SBAB Bank",
            2_300_000,
            Some(desk.erik.as_str()),
            sbab_partner.as_str()
        )
    );
    let twice = portal
        .disburse_application(Request::new(as_bank(SBAB, &application, &sbab_partner)))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);

    // The bank's events: its own steps, newest first, nothing of Handelsbanken's.
    let steps: Vec<(String, bool, Option<i64>)> = paid
        .events
        .iter()
        .map(|event| (event.kind.clone(), event.by_bank, event.amount))
        .collect();
    assert_eq!(
        steps,
        [
            ("bank_disbursed".to_owned(), true, Some(2_300_000)),
            ("offer_accepted".to_owned(), false, Some(2_300_000)),
            ("offer_received".to_owned(), true, Some(2_300_000)),
            ("sent_to_banks".to_owned(), false, None),
        ]
    );
    let handelsbanken = portal
        .get_bank_application(Request::new(GetBankApplicationRequest {
            bank_id: HANDELSBANKEN,
            application_id: application.application_id,
            requested_by: handelsbanken_partner.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(handelsbanken.bank_status(), BankStatus::Declined);
    assert!(handelsbanken.offers.is_empty());
    let kinds: Vec<&str> = handelsbanken
        .events
        .iter()
        .map(|event| event.kind.as_str())
        .collect();
    assert_eq!(kinds, ["sent_to_banks"]);

    // A document the lender sent SBAB is SBAB's to fetch; to Handelsbanken it does not exist.
    let document = BankDocument {
        customer_id: application.applicants[0].customer_id.parse().unwrap(),
        document_id: 77,
        file_name: "salary-slip.pdf".to_owned(),
    };
    desk.applications
        .send_bank_message(Request::new(to_bank(
            &application,
            &desk.erik,
            SBAB,
            send_bank_message_request::Content::Document(document.clone()),
        )))
        .await
        .unwrap();
    let fetch = |bank_id: i32, document_id: i64| GetBankDocumentRequest {
        bank_id,
        application_id: application.application_id,
        customer_id: document.customer_id,
        document_id,
    };
    let found = portal
        .get_bank_document(Request::new(fetch(SBAB, 77)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(found.file_name, "salary-slip.pdf");
    for (bank_id, document_id) in [(HANDELSBANKEN, 77), (SBAB, 78)] {
        let missing = portal
            .get_bank_document(Request::new(fetch(bank_id, document_id)))
            .await
            .unwrap_err();
        assert_eq!(missing.code(), Code::NotFound);
    }
    drop(conn);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
