//! The bank-partner portal through the gateway against the running stack, with the portal's
//! promise checked object by object: two banks (SBAB, Handelsbanken), a demo partner of each,
//! an application sent to both and one sent to Handelsbanken only. Each partner lists, reads,
//! takes up and declines its own bank's side; on the other bank's application every bank route
//! answers 404 (not 403, so ids cannot be probed) and changes nothing. A staff token is refused
//! (403), and a country the partner has no bank in is refused (403).
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::{Value, json};

mod stack_common;

use stack_common::{customer_id_of, get, post, send, sign_in, sign_in_staff, swedish_pni};

const SBAB: i64 = 1;
const HANDELSBANKEN: i64 = 2;
const SE_MORTGAGE: &str = "country=SE&product=mortgage";

/// An application for a new customer, completed and sent to `banks`; its reference.
async fn sent_to(advisor: &str, kdlt_admin: &str, serial: &str, banks: &[i64]) -> String {
    let main = customer_id_of(
        kdlt_admin,
        json!({"country": "SE", "pni": swedish_pni(serial),
               "first_name": "Lena", "last_name": "Bankdal"}),
    )
    .await;
    let (status, created) = send(post(
        "/application/create",
        advisor,
        json!({"country": "SE", "loan_purpose": "BUY", "mortgage_loan_amount": 2800000,
               "main_applicant": main}),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    let reference = created["application_id"].as_str().unwrap().to_owned();
    let (status, completed) = send(post(
        &format!("/application/update/{reference}"),
        advisor,
        json!({"version": created["version"], "substatus": "COMPLETE"}),
    ))
    .await;
    assert_eq!(status, 200, "{completed}");
    let (status, sent) = send(post(
        &format!("/application/send_to_banks/{reference}"),
        advisor,
        json!({"bank_ids": banks}),
    ))
    .await;
    assert_eq!(status, 200, "{sent}");
    reference
}

fn references(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["application_id"].as_str().unwrap().to_owned())
        .collect()
}

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
    let shared = sent_to(
        &advisor,
        &kdlt_admin,
        &format!("810303{serial:03}"),
        &[SBAB, HANDELSBANKEN],
    )
    .await;
    let theirs = sent_to(
        &advisor,
        &kdlt_admin,
        &format!("820404{serial:03}"),
        &[HANDELSBANKEN],
    )
    .await;

    // Lists: each bank's own, newest sent first.
    let sbab_new = references(&list(&sbab, json!(["NEW"])).await);
    assert!(sbab_new.contains(&shared), "{sbab_new:?}");
    assert!(!sbab_new.contains(&theirs), "{sbab_new:?}");
    let handelsbanken_new = references(&list(&handelsbanken, json!(["NEW"])).await);
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
