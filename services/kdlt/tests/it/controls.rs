//! The register's controls against a real Postgres: the list with its exact total and the view
//! audit, lookups, consents with their history, block and unblock, checks whose provider fails,
//! export and erasure; every change's event written to the outbox in its transaction.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use crate::support::{ADMIN, customer, eva, with_request_id};
use diesel_async::RunQueryDsl;
use tonic::{Code, Request};
use zrm_kdlt::checks::grpc::CheckGrpc;
use zrm_kdlt::customers::grpc::service::CustomerGrpc;
use zrm_platform::grpc::status::field_of;
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::kdlt::v1::check_service_server::CheckService;
use zrm_proto::kdlt::v1::customer_service_server::CustomerService;
use zrm_proto::kdlt::v1::{
    AuditAction, BlockCustomerRequest, CheckKind, CheckStatus, DeleteCustomerRequest,
    EmailsRequest, ExportCustomerRequest, GetCustomerRequest, GetCustomersRequest,
    LastUpdatedRequest, ListAuditRequest, ListChecksRequest, ListCustomersRequest, OptionsRequest,
    PhonesToIdsRequest, PnisToIdsRequest, RunCheckRequest, UpdateConsentsRequest,
    UpdateCustomerRequest,
};

const VIEWER: &str = "0a3c9c1e-8a3b-4d51-9d0b-8f1f6f3a2c77";

async fn create(
    grpc: &CustomerGrpc,
    request: zrm_proto::kdlt::v1::CreateCustomerRequest,
) -> String {
    grpc.create_customer(Request::new(request))
        .await
        .unwrap()
        .into_inner()
        .customer_id
}

async fn audit(grpc: &CustomerGrpc, id: &str) -> Vec<zrm_proto::kdlt::v1::AuditEntry> {
    grpc.list_audit(Request::new(ListAuditRequest {
        customer_id: id.into(),
        page: Some(PageRequest { page: 1, limit: 50 }),
    }))
    .await
    .unwrap()
    .into_inner()
    .entries
}

fn actions(entries: &[zrm_proto::kdlt::v1::AuditEntry]) -> Vec<AuditAction> {
    entries
        .iter()
        .map(|entry| AuditAction::try_from(entry.action).unwrap())
        .collect()
}

fn page(page: u32, limit: u32) -> Option<PageRequest> {
    Some(PageRequest { page, limit })
}

#[tokio::test]
async fn the_list_pages_newest_first_with_an_exact_total_and_audits_each_view() {
    let (_db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let first = create(&grpc, eva()).await;
    let second = create(
        &grpc,
        customer(Country::No, "14842249091", "Ola", "Nordmann"),
    )
    .await;
    let third = create(&grpc, customer(Country::Se, "19900101-0017", "Per", "Holm")).await;

    let listed = grpc
        .list_customers(Request::new(ListCustomersRequest {
            page: page(1, 5),
            requested_by: VIEWER.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    let ids: Vec<_> = listed
        .customers
        .iter()
        .map(|c| c.customer_id.clone())
        .collect();
    assert_eq!(ids, vec![third.clone(), second.clone(), first.clone()]);
    assert_eq!(listed.page.unwrap().total, 3);
    let viewed = audit(&grpc, &first).await;
    assert_eq!(
        actions(&viewed),
        vec![AuditAction::Viewed, AuditAction::Created]
    );
    assert_eq!(viewed[0].actor, VIEWER);

    // Page 2 of 2 per page holds the oldest; a bad page size names its field.
    let second_page = grpc
        .list_customers(Request::new(ListCustomersRequest {
            page: page(2, 5),
            requested_by: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(second_page.customers.is_empty());
    let bad = grpc
        .list_customers(Request::new(ListCustomersRequest {
            page: page(1, 7),
            requested_by: String::new(),
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&bad), Some("limit"));

    // Many by id, in the order asked, unknown ids left out; a service's call is not audited.
    let many = grpc
        .get_customers(Request::new(GetCustomersRequest {
            customer_ids: vec![second.clone(), "999999".into(), first.clone()],
            requested_by: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    let ids: Vec<_> = many
        .customers
        .iter()
        .map(|c| c.customer_id.clone())
        .collect();
    assert_eq!(ids, vec![second.clone(), first.clone()]);
    assert_eq!(audit(&grpc, &first).await.len(), 2);
    let bad = grpc
        .get_customers(Request::new(GetCustomersRequest {
            customer_ids: vec![first.clone(), "x".into()],
            requested_by: String::new(),
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&bad), Some("customer_ids[1]"));
}

#[tokio::test]
async fn lookups_map_values_to_ids_and_name_a_bad_element() {
    let (_db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let eva_id = create(&grpc, eva()).await;
    let twin = create(
        &grpc,
        zrm_proto::kdlt::v1::CreateCustomerRequest {
            email: Some("eva.lindgren@example.SE".into()),
            ..customer(Country::No, "14842249091", "Eva", "Lindgren")
        },
    )
    .await;

    let found = grpc
        .pnis_to_ids(Request::new(PnisToIdsRequest {
            pnis: vec!["811218-9876".into(), "19900101-0017".into()],
        }))
        .await
        .unwrap()
        .into_inner()
        .matches;
    assert_eq!(found.len(), 1);
    assert_eq!(
        (found[0].value.as_str(), found[0].customer_ids.clone()),
        ("811218-9876", vec![eva_id.clone()])
    );
    let bad = grpc
        .pnis_to_ids(Request::new(PnisToIdsRequest {
            pnis: vec!["811218-9876".into(), "123".into()],
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&bad), Some("pnis[1]"));

    let phones = grpc
        .phones_to_ids(Request::new(PhonesToIdsRequest {
            phone_numbers: vec!["+46701234567".into()],
        }))
        .await
        .unwrap()
        .into_inner()
        .matches;
    assert_eq!(phones[0].customer_ids, vec![eva_id.clone()]);

    let duplicates = grpc
        .duplicate_emails(Request::new(EmailsRequest {
            emails: vec!["EVA.LINDGREN@example.se".into(), "nobody@example.se".into()],
        }))
        .await
        .unwrap()
        .into_inner()
        .duplicates;
    assert_eq!(duplicates.len(), 1);
    assert_eq!(
        duplicates[0].customer_ids,
        vec![eva_id.clone(), twin.clone()]
    );

    // A blocked customer may not be mailed: their address stays valid only through the other.
    let mut block = Request::new(BlockCustomerRequest {
        customer_id: twin.clone(),
        reason: "Asked not to be contacted".into(),
        requested_by: ADMIN.into(),
    });
    block
        .metadata_mut()
        .insert("x-request-id", "req-block".parse().unwrap());
    grpc.block_customer(block).await.unwrap();
    let valid = grpc
        .valid_emails(Request::new(EmailsRequest {
            emails: vec![
                "eva.lindgren@example.se".into(),
                "not an address".into(),
                "nobody@example.se".into(),
            ],
        }))
        .await
        .unwrap()
        .into_inner()
        .emails;
    assert_eq!(valid, vec!["eva.lindgren@example.se".to_owned()]);

    let changes = grpc
        .last_updated(Request::new(LastUpdatedRequest {
            since: Some(prost_types::Timestamp {
                seconds: 0,
                nanos: 0,
            }),
            page: page(1, 25),
        }))
        .await
        .unwrap()
        .into_inner();
    let ids: Vec<_> = changes
        .changes
        .iter()
        .map(|c| c.customer_id.clone())
        .collect();
    assert_eq!(
        ids,
        vec![eva_id, twin],
        "oldest change first; the block is the newest"
    );
}

#[tokio::test]
async fn consents_change_with_their_history_and_the_debt_register_is_norwegian() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let se = create(&grpc, eva()).await;
    let no = create(
        &grpc,
        customer(Country::No, "14842249091", "Ola", "Nordmann"),
    )
    .await;

    let update = |id: &str| UpdateConsentsRequest {
        customer_id: id.into(),
        requested_by: ADMIN.into(),
        ..UpdateConsentsRequest::default()
    };
    let changed = grpc
        .update_consents(Request::new(UpdateConsentsRequest {
            email_marketing: Some(true),
            sms_marketing: Some(false),
            ..update(&se)
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(changed.marketing.unwrap().email_marketing);
    let history = audit(&grpc, &se).await;
    assert_eq!(history[0].field.as_deref(), Some("email_marketing"));
    assert_eq!(
        (
            history[0].old_value.as_deref(),
            history[0].new_value.as_deref()
        ),
        (Some("false"), Some("true"))
    );
    assert_eq!(
        actions(&history),
        vec![AuditAction::ConsentChanged, AuditAction::Created]
    );

    let refused = grpc
        .update_consents(Request::new(UpdateConsentsRequest {
            debt_register_given: Some(true),
            ..update(&se)
        }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition);
    let not_given = grpc
        .update_consents(Request::new(UpdateConsentsRequest {
            debt_register_renewed: true,
            ..update(&no)
        }))
        .await
        .unwrap_err();
    assert_eq!(not_given.code(), Code::FailedPrecondition);
    let given = grpc
        .update_consents(Request::new(UpdateConsentsRequest {
            debt_register_given: Some(true),
            ..update(&no)
        }))
        .await
        .unwrap()
        .into_inner()
        .debt_register
        .unwrap();
    assert!(given.given && given.given_at.is_some() && given.renewed_at.is_none());
    let renewed = grpc
        .update_consents(Request::new(UpdateConsentsRequest {
            debt_register_renewed: true,
            ..update(&no)
        }))
        .await
        .unwrap()
        .into_inner()
        .debt_register
        .unwrap();
    assert!(renewed.renewed_at.is_some());
    let read = grpc
        .get_consents(Request::new(GetCustomerRequest {
            customer_id: no.clone(),
            requested_by: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(read.debt_register.unwrap(), renewed);

    let events = support::outbox_event_types(&db).await;
    assert_eq!(
        events
            .iter()
            .filter(|e| *e == "kdlt.consent.changed")
            .count(),
        3,
        "{events:?}"
    );
}

#[tokio::test]
async fn a_block_stops_contact_and_checks_and_a_failed_provider_is_recorded_for_a_retry() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state.clone());
    let checks = CheckGrpc::new(state);
    let id = create(&grpc, eva()).await;
    let run = |kind: CheckKind| {
        with_request_id(
            RunCheckRequest {
                customer_id: id.clone(),
                kind: kind.into(),
                requested_by: ADMIN.into(),
            },
            "req-check",
        )
    };

    // The credit bureau is unreachable: the run is stored as failed, then run again.
    for _ in 0..2 {
        let failed = checks.run_check(run(CheckKind::Credit)).await.unwrap_err();
        assert_eq!(failed.code(), Code::Unavailable, "{failed:?}");
        assert!(failed.message().contains("run again"));
    }
    let history = checks
        .list_checks(Request::new(ListChecksRequest {
            customer_id: id.clone(),
            page: page(1, 25),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(history.page.unwrap().total, 2);
    assert!(history.checks.iter().all(|check| {
        check.status == i32::from(CheckStatus::Failed)
            && check.outcome == "failed"
            && check.error.is_some()
    }));
    let refused = checks
        .run_check(run(CheckKind::ExternallyVerifiedCredits))
        .await
        .unwrap_err();
    assert_eq!(
        refused.code(),
        Code::FailedPrecondition,
        "a Swedish customer"
    );

    let blocked = grpc
        .block_customer(Request::new(BlockCustomerRequest {
            customer_id: id.clone(),
            reason: " Fraud suspected ".into(),
            requested_by: ADMIN.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(blocked.block.unwrap().reason, "Fraud suspected");
    let state = grpc
        .blocks_checks(Request::new(GetCustomerRequest {
            customer_id: id.clone(),
            requested_by: String::new(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(state.blocked && !state.may_contact);
    let again = grpc
        .block_customer(Request::new(BlockCustomerRequest {
            customer_id: id.clone(),
            reason: "again".into(),
            requested_by: ADMIN.into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::FailedPrecondition);
    assert_eq!(
        checks
            .run_check(run(CheckKind::Pep))
            .await
            .unwrap_err()
            .code(),
        Code::FailedPrecondition
    );
    let empty_reason = grpc
        .unblock_customer(Request::new(BlockCustomerRequest {
            customer_id: id.clone(),
            reason: "  ".into(),
            requested_by: ADMIN.into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&empty_reason), Some("reason"));
    let unblocked = grpc
        .unblock_customer(Request::new(BlockCustomerRequest {
            customer_id: id.clone(),
            reason: "Cleared".into(),
            requested_by: ADMIN.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(unblocked.block.is_none());
    assert_eq!(
        actions(&audit(&grpc, &id).await),
        vec![
            AuditAction::Unblocked,
            AuditAction::Blocked,
            AuditAction::CheckRun,
            AuditAction::CheckRun,
            AuditAction::Created
        ]
    );
    let events = support::outbox_event_types(&db).await;
    assert_eq!(
        events,
        vec![
            "kdlt.customer.created",
            "kdlt.check.completed",
            "kdlt.check.completed",
            "kdlt.customer.blocked",
            "kdlt.customer.blocked"
        ]
    );
}

#[tokio::test]
async fn export_holds_everything_and_erasure_replaces_personal_data_keeping_who_and_when() {
    let (db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let id = create(&grpc, eva()).await;
    grpc.update_customer(Request::new(UpdateCustomerRequest {
        customer_id: id.clone(),
        last_name: Some("Berg".into()),
        requested_by: ADMIN.into(),
        ..UpdateCustomerRequest::default()
    }))
    .await
    .unwrap();

    let export = grpc
        .export_customer(Request::new(ExportCustomerRequest {
            customer_id: id.clone(),
            requested_by: ADMIN.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    let document: serde_json::Value = serde_json::from_str(&export.json).unwrap();
    assert_eq!(document["customer"]["pni"], "198112189876");
    assert_eq!(document["customer"]["last_name"], "Berg");
    let audited: Vec<_> = document["audit"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["action"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(audited, vec!["created", "updated", "exported"]);

    // The audit is append-only, for the service's own connection too.
    let mut conn = db.pool.get().await.unwrap();
    let tampered = diesel::sql_query("UPDATE customer_audit SET actor = 'someone else'")
        .execute(&mut conn)
        .await;
    assert!(tampered.is_err(), "the audit took an update");
    let deleted = diesel::sql_query("DELETE FROM customer_audit")
        .execute(&mut conn)
        .await;
    assert!(deleted.is_err(), "the audit took a delete");
    drop(conn);

    let erased = grpc
        .delete_customer(with_request_id(
            DeleteCustomerRequest {
                customer_id: id.clone(),
                requested_by: ADMIN.into(),
            },
            "req-erase",
        ))
        .await
        .unwrap()
        .into_inner();
    assert!(erased.erased_at.is_some());
    assert_eq!(erased.pni, format!("erased-{id}"));
    assert_eq!(
        (erased.first_name.as_str(), erased.email.as_str()),
        ("", "")
    );
    let history = audit(&grpc, &id).await;
    assert_eq!(history[0].action, i32::from(AuditAction::Erased));
    assert_eq!(
        (history[0].actor.as_str(), history[0].request_id.as_str()),
        (ADMIN, "req-erase")
    );
    let update = history
        .iter()
        .find(|entry| entry.action == i32::from(AuditAction::Updated))
        .unwrap();
    assert_eq!(update.field.as_deref(), Some("last_name"));
    assert_eq!(
        (update.old_value.clone(), update.new_value.clone()),
        (None, None)
    );

    let twice = grpc
        .delete_customer(Request::new(DeleteCustomerRequest {
            customer_id: id.clone(),
            requested_by: ADMIN.into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(twice.code(), Code::FailedPrecondition);
    let change = grpc
        .update_customer(Request::new(UpdateCustomerRequest {
            customer_id: id.clone(),
            first_name: Some("Eva".into()),
            requested_by: ADMIN.into(),
            ..UpdateCustomerRequest::default()
        }))
        .await
        .unwrap_err();
    assert_eq!(change.code(), Code::FailedPrecondition);
    // The personal id is free again: the person may register anew.
    create(&grpc, eva()).await;
    assert!(
        support::outbox_event_types(&db)
            .await
            .contains(&"kdlt.customer.anonymized".to_owned())
    );
}

#[tokio::test]
async fn employment_and_housing_types_are_labelled_in_the_language_asked() {
    let (_db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state);
    let housing = |country: Country, language: &str| OptionsRequest {
        country: country.into(),
        language: language.into(),
    };
    let no = grpc
        .housing_types(Request::new(housing(Country::No, "nb")))
        .await
        .unwrap()
        .into_inner()
        .options;
    assert!(
        no.iter()
            .any(|o| o.value == "cooperative" && o.label == "Borettslag")
    );
    let se = grpc
        .housing_types(Request::new(housing(Country::Se, "de")))
        .await
        .unwrap()
        .into_inner()
        .options;
    assert!(
        se.iter()
            .any(|o| o.value == "tenant_owned" && o.label == "Tenant-owned flat")
    );
    let employment = grpc
        .employment_types(Request::new(housing(Country::Se, "sv")))
        .await
        .unwrap()
        .into_inner()
        .options;
    assert_eq!(employment[0].label, "Tillsvidareanställning");
    let bad = grpc
        .employment_types(Request::new(housing(Country::Unspecified, "sv")))
        .await
        .unwrap_err();
    assert_eq!(field_of(&bad), Some("country"));
}

/// The debt register's stored consent and data, written as a completed consent leaves them.
async fn shared_debt_register(
    db: &zrm_platform::testing::TestDatabase,
    customer_id: i64,
    verified_days_ago: i64,
) {
    use chrono::{Duration, Utc};
    use zrm_kdlt::debt_register::{
        DebtData, DebtLoan, LoanType, RETENTION_DAYS, RegisterConsent, storage,
    };
    let verified_at = Utc::now() - Duration::days(verified_days_ago);
    let mut conn = db.pool.get().await.unwrap();
    storage::upsert_consent(
        &mut conn,
        &RegisterConsent {
            customer_id,
            provider_consent_id: format!("consent-{customer_id}"),
            given_at: verified_at,
            expires_at: verified_at + Duration::days(90),
            active: true,
            checked_at: verified_at,
        },
    )
    .await
    .unwrap();
    storage::upsert_data(
        &mut conn,
        &DebtData {
            customer_id,
            verified_at,
            delete_after: verified_at + Duration::days(RETENTION_DAYS),
            creditors_answered: 2,
            creditors_missing: 0,
            loans: vec![DebtLoan {
                creditor: "Nordlys Bank ASA".into(),
                loan_type: LoanType::RepaymentLoan,
                balance: 18_450_000,
                original_balance: Some(25_000_000),
                credit_limit: None,
                nominal_interest_rate: Some(1290),
                remaining_terms: Some(48),
                co_borrowed: false,
            }],
        },
    )
    .await
    .unwrap();
}

#[tokio::test]
async fn debt_register_data_is_deleted_after_its_retention_and_with_the_customer() {
    use zrm_kdlt::debt_register::grpc::DebtRegisterGrpc;
    use zrm_kdlt::debt_register::job;
    use zrm_proto::kdlt::v1::debt_register_service_server::DebtRegisterService;
    use zrm_proto::kdlt::v1::{BeginConsentRequest, DebtRegisterRequest};

    let (db, state) = support::start().await;
    let customers = CustomerGrpc::new(state.clone());
    let register = DebtRegisterGrpc::new(state.clone());
    let kept: i64 = create(
        &customers,
        customer(Country::No, "14842249091", "Ola", "Nordmann"),
    )
    .await
    .parse()
    .unwrap();
    let expired: i64 = create(
        &customers,
        customer(Country::No, "29868099311", "Kari", "Nordmann"),
    )
    .await
    .parse()
    .unwrap();
    shared_debt_register(&db, kept, 3).await;
    shared_debt_register(&db, expired, 91).await;
    let read = |customer_id: i64| {
        let register = &register;
        async move {
            register
                .get_debt_register(with_request_id(
                    DebtRegisterRequest {
                        customer_id: customer_id.to_string(),
                        requested_by: format!("customer:{customer_id}"),
                    },
                    "req-debt",
                ))
                .await
                .unwrap()
                .into_inner()
        }
    };
    let fresh = read(kept).await;
    assert!(fresh.has_consent && fresh.recent_data && !fresh.old_consent);
    assert_eq!(fresh.data.unwrap().loans[0].balance, 18_450_000);
    let stale = read(expired).await;
    assert!(stale.old_consent && !stale.recent_data);

    assert_eq!(job::prune_expired(&state).await.unwrap(), 1);
    assert!(read(expired).await.data.is_none(), "past its retention");
    assert!(read(kept).await.data.is_some());
    assert_eq!(job::prune_expired(&state).await.unwrap(), 0);

    // Withdrawing while NoGi cannot be reached changes nothing (the customer tries again).
    let refused = register
        .withdraw_consent(with_request_id(
            DebtRegisterRequest {
                customer_id: kept.to_string(),
                requested_by: format!("customer:{kept}"),
            },
            "req-withdraw",
        ))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::Unavailable);
    assert!(read(kept).await.has_consent);

    // The register is Norwegian, and its calls name their bad input.
    let swedish = create(&customers, eva()).await;
    let refused = register
        .begin_consent(Request::new(BeginConsentRequest {
            customer_id: swedish.clone(),
            state: "s".into(),
            redirect_uri: "http://127.0.0.1:3101/gjeld/callback".into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition);
    let refused = register
        .begin_consent(Request::new(BeginConsentRequest {
            customer_id: kept.to_string(),
            state: "s".into(),
            redirect_uri: "gjeld/callback".into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&refused), Some("redirect_uri"));
    let begun = register
        .begin_consent(Request::new(BeginConsentRequest {
            customer_id: kept.to_string(),
            state: "s-1".into(),
            redirect_uri: "http://127.0.0.1:3101/gjeld/callback".into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(
        begun.consent_url.contains("/oauth2/auth?"),
        "{}",
        begun.consent_url
    );
    assert!(begun.consent_url.contains("debt.unsecured.presentation.90"));

    // Erasing the customer takes the consent and the data with them.
    customers
        .delete_customer(with_request_id(
            DeleteCustomerRequest {
                customer_id: kept.to_string(),
                requested_by: ADMIN.into(),
            },
            "req-erase",
        ))
        .await
        .unwrap();
    let mut conn = db.pool.get().await.unwrap();
    let left = zrm_kdlt::debt_register::storage::find_consent(&mut conn, kept)
        .await
        .unwrap();
    assert!(left.is_none());
    let left = zrm_kdlt::debt_register::storage::find_data(&mut conn, kept)
        .await
        .unwrap();
    assert!(left.is_none());
}
