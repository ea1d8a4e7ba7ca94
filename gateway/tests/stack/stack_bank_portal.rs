//! The bank-partner portal through the gateway against the running stack, with the portal's
//! promise checked object by object: two banks (SBAB, Handelsbanken), a demo partner of each,
//! an application sent to both and one sent to Handelsbanken only. Each partner lists, reads,
//! takes up and declines its own bank's side; on the other bank's application every bank route
//! answers 404 (not 403, so ids cannot be probed) and changes nothing. A staff token is refused
//! (403), and a country the partner has no bank in is refused (403). The accepted bank pays out
//! (after the AML review), downloads what the lender sent it, and the advisor is told of each
//! answer.
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::{Value, json};

use crate::stack_common;

use crate::stack_common::{
    application_sent_to_banks, gateway, get, http, multipart, post, send, sign_in, sign_in_staff,
};

const SBAB: i64 = 1;
const HANDELSBANKEN: i64 = 2;
const SE_MORTGAGE: &str = "country=SE&product=mortgage";

async fn list(partner: &str, statuses: Value) -> Value {
    let (status, page) = send(post(
        "/bank/applications",
        partner,
        json!({"country": "SE", "product": "mortgage", "page": 0, "limit": 50,
               "bank_statuses": statuses}),
    ))
    .await;
    assert_eq!(status, 200, "{page}");
    page
}

#[tokio::test]
async fn each_bank_partner_reaches_only_the_applications_sent_to_their_bank() {
    let (kdlt_admin, _) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let sbab = sign_in("bank", "partner@bank.example", "demo-bank-1").await;
    let handelsbanken = sign_in("bank", "partner@handelsbanken.example", "demo-bank-2").await;
    assert_eq!(
        sbab["user"]["banks"],
        json!([{"country": "SE", "product": "mortgage", "bank_id": SBAB}])
    );
    let sbab = sbab["token"].as_str().unwrap().to_owned();
    let handelsbanken = handelsbanken["token"].as_str().unwrap().to_owned();
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let (shared, main) = application_sent_to_banks(
        &advisor,
        &kdlt_admin,
        &format!("810303{serial:03}"),
        &[SBAB, HANDELSBANKEN],
    )
    .await;
    let (theirs, _) = application_sent_to_banks(
        &advisor,
        &kdlt_admin,
        &format!("820404{serial:03}"),
        &[HANDELSBANKEN],
    )
    .await;

    // Lists: each bank's own, newest sent first.
    let sbab_new = stack_common::references_in(&list(&sbab, json!(["NEW"])).await);
    assert!(sbab_new.contains(&shared), "{sbab_new:?}");
    assert!(!sbab_new.contains(&theirs), "{sbab_new:?}");
    let handelsbanken_new =
        stack_common::references_in(&list(&handelsbanken, json!(["NEW"])).await);
    let position = |reference: &String| handelsbanken_new.iter().position(|r| r == reference);
    assert!(position(&theirs).unwrap() < position(&shared).unwrap());

    // SBAB on Handelsbanken's application: every bank route 404, and it stays NEW there.
    let (status, body) = send(get(
        &format!("/bank/application/{theirs}?{SE_MORTGAGE}"),
        &sbab,
    ))
    .await;
    assert_eq!(status, 404, "{body}");
    assert!(body["request_id"].is_string());
    let (status, body) = send(post(
        &format!("/bank/application/{theirs}/take_up"),
        &sbab,
        json!({"country": "SE", "product": "mortgage"}),
    ))
    .await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = send(post(
        &format!("/bank/application/{theirs}/reject"),
        &sbab,
        json!({"country": "SE", "product": "mortgage", "reason": "Probing"}),
    ))
    .await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = send(post(
        &format!("/bank/application/{theirs}/offer"),
        &sbab,
        json!({"country": "SE", "product": "mortgage", "amount": 2000000,
               "interest_rate_bp": 399, "term_months": 360}),
    ))
    .await;
    assert_eq!(status, 404, "{body}");
    let (status, view) = send(get(
        &format!("/bank/application/{theirs}?{SE_MORTGAGE}"),
        &handelsbanken,
    ))
    .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["bank_status"], "NEW");

    // SBAB works its own side of the shared one; Handelsbanken declines its side.
    let (status, view) = send(get(
        &format!("/bank/application/{shared}?{SE_MORTGAGE}"),
        &sbab,
    ))
    .await;
    assert_eq!(status, 200, "{view}");
    assert_eq!(view["applicants"][0]["customer"]["first_name"], "Lena");
    assert!(view["applicants"][0]["customer"]["pni"].is_string());
    let (status, taken) = send(post(
        &format!("/bank/application/{shared}/take_up"),
        &sbab,
        json!({"country": "SE", "product": "mortgage"}),
    ))
    .await;
    assert_eq!(status, 200, "{taken}");
    assert_eq!(taken["bank_status"], "ONGOING");
    let (status, again) = send(post(
        &format!("/bank/application/{shared}/take_up"),
        &sbab,
        json!({"country": "SE", "product": "mortgage"}),
    ))
    .await;
    assert_eq!(status, 409, "{again}");
    let (status, declined) = send(post(
        &format!("/bank/application/{shared}/reject"),
        &handelsbanken,
        json!({"country": "SE", "product": "mortgage", "reason": "Outside our lending area"}),
    ))
    .await;
    assert_eq!(status, 200, "{declined}");
    assert_eq!(declined["bank_status"], "DECLINED");
    let (status, banks) = send(get(&format!("/application/banks/{shared}"), &advisor)).await;
    assert_eq!(status, 200, "{banks}");
    let statuses: Vec<(i64, &str)> = banks["banks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|bank| {
            (
                bank["bank_id"].as_i64().unwrap(),
                bank["bank_status"].as_str().unwrap(),
            )
        })
        .collect();
    assert!(statuses.contains(&(SBAB, "ONGOING")), "{statuses:?}");
    assert!(
        statuses.contains(&(HANDELSBANKEN, "DECLINED")),
        "{statuses:?}"
    );

    // Writing to the lender: SBAB's comment is in the advisor's messages with banks; on
    // Handelsbanken's application it is 404, and Handelsbanken, having declined, gets 409.
    let comment = |text: &str| json!({"country": "SE", "product": "mortgage", "comment": text});
    let (status, body) = send(post(
        &format!("/bank/application/{shared}/comment"),
        &sbab,
        comment("Please send the latest salary slips"),
    ))
    .await;
    assert_eq!(status, 200, "{body}");
    let (status, _) = send(post(
        &format!("/bank/application/{theirs}/comment"),
        &sbab,
        comment("Probing"),
    ))
    .await;
    assert_eq!(status, 404);
    let (status, _) = send(post(
        &format!("/bank/application/{shared}/comment"),
        &handelsbanken,
        comment("One more thing"),
    ))
    .await;
    assert_eq!(status, 409);
    let (status, messages) = send(get(
        &format!("/application/bank_messages/{shared}"),
        &advisor,
    ))
    .await;
    assert_eq!(status, 200, "{messages}");
    assert_eq!(messages["items"][0]["direction"], "FROM_BANK");
    assert_eq!(
        messages["items"][0]["comment"],
        "Please send the latest salary slips"
    );

    // SBAB offers with conditions and a validity; the advisor accepts it for the customer; SBAB
    // pays out once the AML review is approved. Handelsbanken (declined) cannot pay out, and
    // SBAB cannot on Handelsbanken's application.
    let offer = |valid_days: i64| {
        json!({"country": "SE", "product": "mortgage", "amount": 2750000,
               "interest_rate_bp": 412, "term_months": 480,
               "conditions": " Home insurance required ", "valid_days": valid_days})
    };
    let (status, body) = send(post(
        &format!("/bank/application/{shared}/offer"),
        &sbab,
        offer(0),
    ))
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "valid_days", "{body}");
    let (status, offered) = send(post(
        &format!("/bank/application/{shared}/offer"),
        &sbab,
        offer(30),
    ))
    .await;
    assert_eq!(status, 200, "{offered}");
    assert_eq!(
        offered["offers"][0]["conditions"],
        "Home insurance required"
    );
    let last_day = (chrono::Utc::now().date_naive() + chrono::Days::new(30)).to_string();
    assert_eq!(offered["offers"][0]["valid_until"], last_day.as_str());
    let disburse = |reference: &str, partner: &str| {
        post(
            &format!("/bank/application/{reference}/disburse"),
            partner,
            json!({"country": "SE", "product": "mortgage"}),
        )
    };
    let (status, body) = send(disburse(&shared, &sbab)).await;
    assert_eq!(status, 409, "not accepted yet: {body}");
    let (status, accepted) = send(post(
        "/application/accept_offer",
        &advisor,
        json!({"application_id": shared, "offer_id": offered["offers"][0]["offer_id"]}),
    ))
    .await;
    assert_eq!(status, 200, "{accepted}");
    let (status, body) = send(disburse(&shared, &sbab)).await;
    assert_eq!(status, 409, "no AML review yet: {body}");
    let (status, _) = send(disburse(&shared, &handelsbanken)).await;
    assert_eq!(status, 409);
    let (status, _) = send(disburse(&theirs, &sbab)).await;
    assert_eq!(status, 404);
    // The admin (every role, so a mortgage admin) is not the application's assignee: they may
    // clear it. (The other mortgage admin's sign-ins of this run are spent by other suites: 10
    // per account in 15 minutes.)
    let (admin, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (status, body) = send(post(
        "/application/aml/review",
        &admin,
        json!({"application_id": shared, "outcome": "APPROVED",
               "note": "Salary and savings documented"}),
    ))
    .await;
    assert_eq!(status, 201, "{body}");
    let (status, paid) = send(disburse(&shared, &sbab)).await;
    assert_eq!(status, 200, "{paid}");
    assert_eq!(paid["bank_status"], "DISBURSED");
    assert_eq!(paid["events"][0]["kind"], "bank_disbursed");
    assert_eq!(paid["events"][0]["by_bank"], true);
    assert_eq!(paid["events"][0]["amount"], 2750000);
    let (status, application) = send(post(
        "/application/get",
        &advisor,
        json!({"application_id": shared}),
    ))
    .await;
    assert_eq!(status, 200, "{application}");
    assert_eq!(application["substatus"], "DISBURSED");

    // A document the advisor sends SBAB is SBAB's to download; not Handelsbanken's.
    let content = b"%PDF-1.7\nsalary slip".to_vec();
    let (content_type, form) = multipart(&[], ("payslip.pdf", "application/pdf", &content));
    let (status, saved) = send(
        http()
            .post(format!("{}/application/documents/{shared}", gateway()))
            .query(&[
                ("customer_id", main.to_string()),
                ("document_type", "payslip".to_owned()),
            ])
            .bearer_auth(&advisor)
            .header("content-type", content_type)
            .body(form),
    )
    .await;
    assert_eq!(status, 201, "{saved}");
    let document = saved["document_id"].as_i64().unwrap();
    let (status, body) = send(post(
        "/application/document_to_bank",
        &advisor,
        json!({"application_id": shared, "bank_id": SBAB, "customer_id": main,
               "document_id": document}),
    ))
    .await;
    assert_eq!(status, 201, "{body}");
    let download = |reference: &str, partner: &str| {
        get(
            &format!("/bank/application/{reference}/documents/{main}/{document}?{SE_MORTGAGE}"),
            partner,
        )
    };
    let downloaded = download(&shared, &sbab).send().await.unwrap();
    assert_eq!(downloaded.status(), 200);
    assert_eq!(
        downloaded.bytes().await.unwrap().as_ref(),
        content.as_slice()
    );
    let (status, _) = send(download(&shared, &handelsbanken)).await;
    assert_eq!(status, 404);
    let (status, _) = send(download(&theirs, &sbab)).await;
    assert_eq!(status, 404);

    // The advisor's bell: the bank's message and the payout, each opening the application.
    let mut told = Vec::new();
    for _ in 0..100 {
        let (status, list) = send(get("/notification/list?limit=50", &advisor)).await;
        assert_eq!(status, 200, "{list}");
        told = list["items"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|item| item["data"]["application_id"] == shared.as_str())
            .map(|item| item["type"].as_str().unwrap_or_default().to_owned())
            .collect();
        if told.contains(&"application_disbursed".to_owned()) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    for expected in [
        "offer_received",
        "bank_message_received",
        "application_disbursed",
    ] {
        assert!(told.contains(&expected.to_owned()), "{expected}: {told:?}");
    }

    // Staff are not partners; a partner has no Norwegian bank; bad input is named.
    let (status, _) = send(post(
        "/bank/applications",
        &advisor,
        json!({"country": "SE", "product": "mortgage"}),
    ))
    .await;
    assert_eq!(status, 403);
    let (status, body) = send(post(
        "/bank/applications",
        &sbab,
        json!({"country": "NO", "product": "mortgage"}),
    ))
    .await;
    assert_eq!(status, 403, "{body}");
    let (status, body) = send(post(
        "/bank/applications",
        &sbab,
        json!({"country": "SE", "product": "mortgage", "limit": 51}),
    ))
    .await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "limit", "{body}");
    let (status, body) = send(post(
        "/bank/applications",
        &sbab,
        json!({"country": "SE", "product": "mortgage", "bank_statuses": ["PENDING"]}),
    ))
    .await;
    assert_eq!(status, 400, "{body}");
}

#[tokio::test]
async fn a_partner_searches_their_banks_applications_by_an_applicants_personal_id_or_name() {
    let (kdlt_admin, _) = sign_in_staff("jonas.kdlt@zrm.example", "demo-kdlt-1").await;
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let sbab = sign_in("bank", "partner@bank.example", "demo-bank-1").await;
    let sbab = sbab["token"].as_str().unwrap().to_owned();
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let ours_serial = format!("830505{serial:03}");
    let (ours, _) = application_sent_to_banks(&advisor, &kdlt_admin, &ours_serial, &[SBAB]).await;
    let theirs_serial = format!("840606{serial:03}");
    let (theirs, _) =
        application_sent_to_banks(&advisor, &kdlt_admin, &theirs_serial, &[HANDELSBANKEN]).await;
    let search = |text: String| {
        let partner = sbab.clone();
        async move {
            send(post(
                "/bank/applications",
                &partner,
                json!({"country": "SE", "product": "mortgage", "limit": 50, "search": text}),
            ))
            .await
        }
    };

    // The short form of the personal id finds the application sent to SBAB.
    let ours_pni = stack_common::swedish_pni(&ours_serial);
    let (status, found) = search(ours_pni[2..].to_owned()).await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(
        stack_common::references_in(&found),
        std::slice::from_ref(&ours)
    );
    // The other applicant is a known person, but not on an application of SBAB's.
    let (status, found) = search(stack_common::swedish_pni(&theirs_serial)).await;
    assert_eq!(status, 200, "{found}");
    assert!(stack_common::references_in(&found).is_empty(), "{found}");
    // A part of the name, in any case: SBAB's Bankdals only.
    let (status, found) = search("BANKDAL".into()).await;
    assert_eq!(status, 200, "{found}");
    let by_name = stack_common::references_in(&found);
    assert!(by_name.contains(&ours), "{by_name:?}");
    assert!(!by_name.contains(&theirs), "{by_name:?}");

    let (status, body) = search(" x ".into()).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["field"], "search", "{body}");
}
