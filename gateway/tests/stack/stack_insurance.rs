//! Insurances end to end through the gateway against the running stack, with the payment
//! simulators over the providers' real protocols. Sweden: staff sell a safety insurance and
//! e-mail the customer the link (its encrypted id, through messaging to the mail sink), the
//! customer opens it, accepts the terms, approves the Autogiro
//! mandate on GoCardless's hosted page, and the signed webhooks make the insurance ACTIVE; a
//! webhook replayed changes nothing, one with a bad signature is refused, one of a mandate
//! nobody knows is kept for inspection; staff cancel it. Norway: a customer signs up for life
//! insurance themselves and accepts the Vipps Recurring agreement; when they stop it in the app,
//! they set up a new one from My Pages. Refused along the way: an
//! amount off the step, a second insurance of a group, another customer's link, a tampered
//! link, a premium that is not the amount's, a cause
//! staff may not choose, a cancellation of a cancelled insurance. Several customers' insurances
//! in one page; whether a customer can get an insurance, with every reason not; the register of
//! staff members the insurance service names sellers and actors by.
//! The search drawer's Insurances tab finds them by id, personal id and name, for staff only.
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use hmac::{Hmac, Mac};
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::Sha256;

use crate::stack_common;

use crate::stack_common::{
    customer_id_of, gateway, get, http, my_pages, new_norwegian_pni, post, put, sandbox, send,
    sign_in_customer_no, sign_in_customer_se, sign_in_staff, swedish_pni,
};

/// The sandbox's GoCardless webhook secret, which the test stack's gateway verifies with.
const GOCARDLESS_SECRET: &str = "sandbox-gocardless-webhook-secret";

fn unique_nine() -> String {
    let micros = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_micros();
    // Born 1950–1989, a valid month and day, a serial from the clock.
    let year = 50 + (micros / 7 % 40);
    let month = 1 + (micros / 13 % 12);
    let day = 1 + (micros / 17 % 28);
    format!("{year:02}{month:02}{day:02}{:03}", micros % 1000)
}

async fn admin() -> String {
    sign_in_staff("admin@zrm.example", "demo-admin-1").await.0
}

/// A new Swedish customer: the id, the personal id and the (run's own) e-mail address.
async fn swedish_customer(admin: &str) -> (i64, String, String) {
    let nine = unique_nine();
    let pni = swedish_pni(&nine);
    let email = format!("sara.{nine}@example.se");
    let customer_id = customer_id_of(
        admin,
        json!({
            "country": "SE", "pni": pni, "first_name": "Sara", "last_name": "Lindqvist",
            "email": email, "phone_number": "+46701234567",
        }),
    )
    .await;
    (customer_id, pni, email)
}

/// The link of the insurance e-mail sent to `email`, waited for up to 10 s (messaging sends
/// through its queue).
async fn mailed_link(email: &str) -> String {
    mailed_link_to(email, "/insurance/terms?id=").await
}

/// The link containing `marker` in an e-mail sent to `email`, waited for up to 10 s.
async fn mailed_link_to(email: &str, marker: &str) -> String {
    let started = Instant::now();
    loop {
        let (status, body) = send(
            http()
                .get(format!("{}/mail/api/messages", sandbox()))
                .query(&[("to", email)]),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        let link = body["items"].as_array().unwrap().iter().find_map(|mail| {
            mail["text"]
                .as_str()?
                .lines()
                .find(|line| line.contains(marker))
                .map(|line| line.trim().to_owned())
        });
        if let Some(link) = link {
            return link;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "no e-mail with {marker} to {email}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn twelve_digits(pni: &str) -> String {
    pni.replace('-', "")
}

fn query_param(url: &str, name: &str) -> String {
    reqwest::Url::parse(url)
        .unwrap()
        .query_pairs()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.into_owned())
        .unwrap_or_else(|| panic!("{name} in {url}"))
}

/// Reads the insurance until `done` holds (the webhooks arrive asynchronously), at most 30 s.
async fn insurance_until(token: &str, id: i64, done: impl Fn(&Value) -> bool) -> Value {
    let started = Instant::now();
    loop {
        let (status, insurance) =
            send(get(&format!("/insurance/api/insurance/slim/{id}"), token)).await;
        assert_eq!(status, 200, "{insurance}");
        if done(&insurance) {
            return insurance;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "insurance {id} never got there: {insurance}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

async fn events(token: &str, id: i64) -> Vec<Value> {
    let (status, events) = send(get(
        &format!("/insurance/api/insurance/{id}/events?limit=50"),
        token,
    ))
    .await;
    assert_eq!(status, 200, "{events}");
    events["items"].as_array().unwrap().clone()
}

async fn event_types(token: &str, id: i64) -> Vec<String> {
    events(token, id)
        .await
        .iter()
        .map(|event| event["event_type"].as_str().unwrap().to_owned())
        .collect()
}

/// How many times the insurance's log holds the provider's event `event_id`. (Billing adds its
/// own entries meanwhile, so the log's length says nothing about a replay.)
async fn logged(token: &str, id: i64, event_id: &str) -> usize {
    events(token, id)
        .await
        .iter()
        .filter(|event| event["detail"]["event_id"] == event_id)
        .count()
}

fn signed(body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(GOCARDLESS_SECRET.as_bytes()).unwrap();
    mac.update(body.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

async fn gocardless_webhook(body: &str, signature: Option<&str>) -> (StatusCode, Value) {
    let mut request = http()
        .post(format!(
            "{}/insurance/api/go-cardless-notification/",
            gateway()
        ))
        .header("Content-Type", "application/json")
        .body(body.to_owned());
    if let Some(signature) = signature {
        request = request.header("Webhook-Signature", signature);
    }
    send(request).await
}

#[tokio::test]
async fn staff_sell_the_customer_accepts_from_the_link_and_the_mandate_activates_it() {
    let admin = admin().await;
    let (customer_id, pni, email) = swedish_customer(&admin).await;

    // Staff sell: off the step refused, the default amount taken, a second one refused.
    let (status, refused) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "SAFETY_INSURANCE", "insured_amount": 3350}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "insured_amount", "{refused}");
    let (status, sold) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "SAFETY_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{sold}");
    assert_eq!(sold["substatus"], "WAITING_FOR_CUSTOMER_ACCEPTANCE");
    assert_eq!(sold["status"], "INACTIVE");
    assert_eq!(
        sold["insured_amount"],
        json!({"minor_units": 330_000, "currency": "SEK"})
    );
    assert_eq!(
        sold["premium"],
        json!({"minor_units": 21_450, "currency": "SEK"})
    );
    assert_eq!(sold["product_code"], "SE-SAFETY-1");
    let id = sold["insurance_id"].as_i64().unwrap();
    let (status, twice) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "SAFETY_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 409, "{twice}");
    let (status, listed) = send(get(
        &format!("/insurance/api/get_insurances_by_customer_id?customer_id={customer_id}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed["total"], 1, "{listed}");

    // Staff e-mail the customer the link; it carries the encrypted id, not the id.
    let (status, sent) = send(post(
        "/insurance/api/resend-invitation-email",
        &admin,
        json!({ "insurance_id": id }),
    ))
    .await;
    assert_eq!(status, 200, "{sent}");
    assert_eq!(sent["sent_to"], email.as_str());
    let link = mailed_link(&email).await;
    assert!(
        link.starts_with(&format!("{}/insurance/terms?id=", my_pages())),
        "{link}"
    );
    let encrypted = query_param(&link, "id");
    assert!(!encrypted.contains(&id.to_string()));
    let (status, staff_link) = send(get(
        &format!("/insurance/api/insurance/encrypted_id?insurance_id={id}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{staff_link}");
    assert_ne!(
        staff_link["encrypted_insurance_id"],
        encrypted.as_str(),
        "every link is its own"
    );

    // Another customer's session does not find it; a tampered link is refused.
    let stranger = sign_in_customer_se(&twelve_digits(&swedish_pni(&unique_nine()))).await;
    let stranger = stranger["token"].as_str().unwrap();
    let (status, _) = send(get(
        &format!("/my-pages/insurance/by-encrypted-id?id={encrypted}"),
        stranger,
    ))
    .await;
    assert_eq!(status, 404);
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    let customer = session["token"].as_str().unwrap();
    let mut tampered = encrypted.clone().into_bytes();
    tampered[20] = if tampered[20] == b'A' { b'B' } else { b'A' };
    let tampered = String::from_utf8(tampered).unwrap();
    let (status, refused) = send(get(
        &format!("/my-pages/insurance/by-encrypted-id?id={tampered}"),
        customer,
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "encrypted_insurance_id", "{refused}");

    let (status, terms) = send(get(
        &format!("/my-pages/insurance/by-encrypted-id?id={encrypted}"),
        customer,
    ))
    .await;
    assert_eq!(status, 200, "{terms}");
    assert_eq!(terms["insurance"]["insurance_id"], id);
    assert_eq!(terms["customer"]["email"], email.as_str());
    assert!(
        terms["rules"]
            .as_array()
            .unwrap()
            .iter()
            .any(|rule| rule["insurance_group"] == "ACCIDENT_INSURANCE")
    );

    // Accepting: the premium shown must be the amount's; then off to GoCardless.
    let accept = |premium: i64| {
        json!({
            "encrypted_insurance_id": encrypted,
            "success_url": format!("{}/insurance/success", my_pages()),
            "fail_url": format!("{}/insurance/terms?id={encrypted}", my_pages()),
            "email": email,
            "phone_number": "+46701234567",
            "insured_amount": 4000,
            "premium": premium,
        })
    };
    let (status, refused) = send(post(
        "/my-pages/insurance/confirm-terms",
        customer,
        accept(21_450),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "premium", "{refused}");
    let (status, confirmed) = send(post(
        "/my-pages/insurance/confirm-terms",
        customer,
        accept(26_000),
    ))
    .await;
    assert_eq!(status, 200, "{confirmed}");
    assert_eq!(confirmed["insurance"]["substatus"], "WAITING_FOR_BANK");
    let (status, refused) = send(post(
        "/insurance/api/resend-invitation-email",
        &admin,
        json!({ "insurance_id": id }),
    ))
    .await;
    assert_eq!(status, 409, "accepted: nothing to invite to: {refused}");
    assert_eq!(
        confirmed["insurance"]["insured_amount"]["minor_units"],
        400_000
    );
    let page = confirmed["psp_external_url"].as_str().unwrap();
    assert!(page.contains("/gocardless/flow?id=BRF"), "{page}");

    // The payer approves on the hosted page; the mandate's webhooks arrive.
    let flow = query_param(page, "id");
    let (status, approved) = send(
        http()
            .post(format!("{}/sandbox/gocardless/flows/{flow}/approve", sandbox()))
            .json(&json!({"personal_number": twelve_digits(&pni), "given_name": "Sara",
                "family_name": "Lindqvist", "clearing_number": "5491", "account_number": "1234567890"})),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    let bound = insurance_until(&admin, id, |i| {
        i["mandate"]["reference"]
            .as_str()
            .is_some_and(|r| r.starts_with("MD"))
    })
    .await;
    assert_eq!(bound["substatus"], "WAITING_FOR_BANK", "{bound}");
    let mandate = bound["mandate"]["reference"].as_str().unwrap().to_owned();
    let (status, activated) = send(http().post(format!(
        "{}/sandbox/gocardless/mandates/{mandate}/activate",
        sandbox()
    )))
    .await;
    assert!(status.is_success(), "{activated}");
    let active = insurance_until(&admin, id, |i| i["substatus"] == "ACTIVE").await;
    assert_eq!(active["status"], "ACTIVE");
    assert_eq!(active["mandate"]["provider"], "GOCARDLESS");
    assert_eq!(active["mandate"]["provider_status"], "active");
    let types = event_types(&admin, id).await;
    for expected in [
        "INSURANCE_CREATED",
        "EMAIL_SENT",
        "TERMS_ACCEPTED",
        "MANDATE_REQUESTED",
        "MANDATE_ACTIVE",
        "PAYMENT_PROVIDER_EVENT",
    ] {
        assert!(
            types.iter().any(|t| t == expected),
            "{expected} in {types:?}"
        );
    }

    // A delivery replayed changes nothing; a bad or missing signature is refused.
    let (_, deliveries) = send(http().get(format!(
        "{}/sandbox/gocardless/webhooks?limit=50",
        sandbox()
    )))
    .await;
    let delivery = deliveries["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| {
            d["body"].as_str().unwrap().contains(&mandate)
                && d["summary"].as_str().unwrap().contains("active")
        })
        .unwrap_or_else(|| panic!("the activation's delivery in {deliveries}"));
    let body = delivery["body"].as_str().unwrap();
    let delivered: Value = serde_json::from_str(body).unwrap();
    let delivered_id = delivered["events"][0]["id"].as_str().unwrap();
    assert_eq!(logged(&admin, id, delivered_id).await, 1);
    let (status, _) = gocardless_webhook(body, Some(&signed(body))).await;
    assert_eq!(status, 204);
    assert_eq!(
        logged(&admin, id, delivered_id).await,
        1,
        "a replay must change nothing"
    );
    let (status, refused) = gocardless_webhook(body, Some(&signed("another body"))).await;
    assert_eq!(status, 401, "{refused}");
    let (status, _) = gocardless_webhook(body, None).await;
    assert_eq!(status, 401);

    // An older event arriving after the activation (a mandate "created" sent late, under its own
    // id) leaves the insurance as the mandate is: active.
    let late_id = format!("EV{}", &unique_nine());
    let late = json!({"events": [{
        "id": late_id, "created_at": "2026-11-29T09:00:00.000Z",
        "resource_type": "mandates", "action": "created", "links": {"mandate": mandate},
        "details": {"origin": "customer", "cause": "mandate_created", "description": "Created."}
    }]})
    .to_string();
    let (status, _) = gocardless_webhook(&late, Some(&signed(&late))).await;
    assert_eq!(status, 204);
    let still = insurance_until(&admin, id, |_| true).await;
    assert_eq!(still["substatus"], "ACTIVE", "{still}");
    assert_eq!(
        logged(&admin, id, &late_id).await,
        1,
        "the late event is logged"
    );
    assert!(
        !event_types(&admin, id)
            .await
            .iter()
            .any(|t| t == "MANDATE_INACTIVE"),
        "and changes nothing"
    );

    // An event of a mandate nobody knows is kept, answered 204 (GoCardless would retry otherwise).
    let unknown = json!({"events": [{
        "id": format!("EV{}", &unique_nine()), "created_at": "2026-11-29T10:00:00.000Z",
        "resource_type": "mandates", "action": "active", "links": {"mandate": "MD000NOTOURS"},
        "details": {"origin": "bank", "cause": "mandate_activated", "description": "Activated."}
    }]})
    .to_string();
    let (status, kept) = gocardless_webhook(&unknown, Some(&signed(&unknown))).await;
    assert_eq!(status, 204, "{kept}");

    // The service's own cause is not for staff to choose (not in the request's enum).
    let (status, refused) = send(put(
        "/insurance/api/cancel-insurance",
        &admin,
        json!({"insurance_id": id, "cause": "MISSING_PAYMENTS"}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "cause");

    // Staff cancel: an active insurance runs to its period's end; once is enough.
    let (status, cancelled) = send(put(
        "/insurance/api/cancel-insurance",
        &admin,
        json!({"insurance_id": id, "cause": "TOO_EXPENSIVE", "comment": "Found a cheaper one"}),
    ))
    .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["substatus"], "PENDING_CANCELLATION");
    assert_eq!(cancelled["cancel_cause"], "TOO_EXPENSIVE");
    let (status, again) = send(put(
        "/insurance/api/cancel-insurance",
        &admin,
        json!({"insurance_id": id, "cause": "TOO_EXPENSIVE"}),
    ))
    .await;
    assert_eq!(status, 409, "{again}");

    // The customer sees it among their own.
    let (status, mine) = send(get("/my-pages/insurances", customer)).await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(mine["items"][0]["insurance_id"], id, "{mine}");
    let (status, theirs) = send(get("/my-pages/insurances", stranger)).await;
    assert_eq!(status, 200);
    assert_eq!(theirs["total"], 0, "{theirs}");
    let (status, own) = send(get(&format!("/my-pages/insurances/{id}"), customer)).await;
    assert_eq!(status, 200, "{own}");
    // (Still being cancelled, unless another test moved the billing clock past its period.)
    assert_eq!(own["cancel_cause"], "TOO_EXPENSIVE", "{own}");
    let (status, _) = send(get(&format!("/my-pages/insurances/{id}"), stranger)).await;
    assert_eq!(status, 404, "another customer's insurance is not found");
}

#[tokio::test]
async fn a_norwegian_customer_signs_up_for_life_insurance_and_accepts_the_vipps_agreement() {
    let session = sign_in_customer_no(&new_norwegian_pni()).await;
    let customer = session["token"].as_str().unwrap();
    // Accident insurance is Swedish only.
    let (status, refused) = send(post(
        "/my-pages/insurance/sign-up",
        customer,
        json!({"insurance_group": "ACCIDENT_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "insurance_group");
    let (status, signed_up) = send(post(
        "/my-pages/insurance/sign-up",
        customer,
        json!({"insurance_group": "LIFE_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{signed_up}");
    let insurance = &signed_up["insurance"];
    assert_eq!(
        insurance["insured_amount"],
        json!({"minor_units": 10_000_000, "currency": "NOK"})
    );
    // 100000 kr × 0.012 % = 12 kr a month.
    assert_eq!(
        insurance["premium"],
        json!({"minor_units": 1_200, "currency": "NOK"})
    );
    assert_eq!(insurance["created_by"], "");
    let id = insurance["insurance_id"].as_i64().unwrap();
    let encrypted = signed_up["encrypted_insurance_id"].as_str().unwrap();

    let (status, confirmed) = send(post(
        "/my-pages/insurance/confirm-terms",
        customer,
        json!({
            "encrypted_insurance_id": encrypted,
            "success_url": format!("{}/insurance/success", my_pages()),
            "fail_url": format!("{}/insurance", my_pages()),
            "email": "ola.nordmann@example.no",
            "phone_number": "+4791234567",
            "insured_amount": 100000,
            "premium": 1200,
        }),
    ))
    .await;
    assert_eq!(status, 200, "{confirmed}");
    let page = confirmed["psp_external_url"].as_str().unwrap();
    assert!(page.contains("/vipps/landing?token="), "{page}");
    let agreement = confirmed["insurance"]["mandate"]["reference"]
        .as_str()
        .unwrap();
    assert!(agreement.starts_with("agr_"), "{confirmed}");
    let (status, accepted) = send(
        http()
            .post(format!(
                "{}/sandbox/vipps/agreements/{agreement}/accept",
                sandbox()
            ))
            .json(&json!({})),
    )
    .await;
    assert!(status.is_success(), "{accepted}");
    let admin = admin().await;
    let active = insurance_until(&admin, id, |i| i["substatus"] == "ACTIVE").await;
    assert_eq!(active["mandate"]["provider"], "VIPPS");
    assert_eq!(active["mandate"]["provider_status"], "ACTIVE");

    // The month is billed as soon as the insurance is in force; staff read the charge from Vipps.
    let started = Instant::now();
    let charge = loop {
        let (status, charge) = send(get(
            &format!("/insurance/api/admin/vipps/last-charge/{id}"),
            &admin,
        ))
        .await;
        if status == 200 {
            break charge;
        }
        assert_eq!(status, 409, "nothing billed yet, or the charge: {charge}");
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "never billed: {charge}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    };
    assert_eq!(charge["agreement_id"], agreement, "{charge}");
    assert_eq!(
        charge["amount"],
        json!({"minor_units": 1_200, "currency": "NOK"})
    );
    assert!(charge["charge_id"].as_str().is_some_and(|c| !c.is_empty()));

    // The customer stops the agreement in the app: the direct debit is no longer active, and the
    // customer sets up a new one from My Pages.
    let (status, stopped) = send(
        http()
            .post(format!(
                "{}/sandbox/vipps/agreements/{agreement}/stop",
                sandbox()
            ))
            .json(&json!({})),
    )
    .await;
    assert!(status.is_success(), "{stopped}");
    insurance_until(&admin, id, |i| i["substatus"] == "INACTIVE_MANDATE").await;
    let pages = json!({
        "success_url": format!("{}/insurance/success", my_pages()),
        "fail_url": format!("{}/insurance/{id}", my_pages()),
    });
    let (status, asked) = send(post(
        &format!("/my-pages/insurances/{id}/new-mandate"),
        customer,
        pages.clone(),
    ))
    .await;
    assert_eq!(status, 200, "{asked}");
    assert_eq!(asked["insurance"]["substatus"], "WAITING_FOR_BANK");
    let renewed = asked["insurance"]["mandate"]["reference"].as_str().unwrap();
    assert_ne!(renewed, agreement, "a new agreement");
    let (status, accepted) = send(
        http()
            .post(format!(
                "{}/sandbox/vipps/agreements/{renewed}/accept",
                sandbox()
            ))
            .json(&json!({})),
    )
    .await;
    assert!(status.is_success(), "{accepted}");
    insurance_until(&admin, id, |i| i["substatus"] == "ACTIVE").await;
    let (status, refused) = send(post(
        &format!("/my-pages/insurances/{id}/new-mandate"),
        customer,
        pages,
    ))
    .await;
    assert_eq!(
        status, 409,
        "an active direct debit needs no new one: {refused}"
    );

    // A second life insurance while this one runs is refused.
    let (status, twice) = send(post(
        "/my-pages/insurance/sign-up",
        customer,
        json!({"insurance_group": "LIFE_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 409, "{twice}");

    // Staff read the latest charge from Vipps: still the first agreement's month, unless another
    // test's clock moved billing on to a month on the renewed one. Then they stop the agreement
    // on the customer's word: the insurance is without an active direct debit.
    let (status, charge) = send(get(
        &format!("/insurance/api/admin/vipps/last-charge/{id}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{charge}");
    assert!(
        charge["agreement_id"] == agreement || charge["agreement_id"] == renewed,
        "{charge}"
    );
    let (status, refused) = send(put(
        &format!("/insurance/api/admin/vipps/cancel/mandate/{id}/{agreement}"),
        &admin,
        json!({}),
    ))
    .await;
    assert_eq!(
        status, 400,
        "the old agreement is not the insurance's: {refused}"
    );
    assert_eq!(refused["field"], "agreement_id");
    let (status, stopped) = send(put(
        &format!("/insurance/api/admin/vipps/cancel/mandate/{id}/{renewed}"),
        &admin,
        json!({}),
    ))
    .await;
    assert_eq!(status, 200, "{stopped}");
    assert_eq!(stopped["substatus"], "INACTIVE_MANDATE");
    assert_eq!(stopped["mandate"]["provider_status"], "STOPPED");
    let (_, agreements) = send(http().get(format!("{}/sandbox/vipps/agreements", sandbox()))).await;
    let at_vipps = agreements["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["id"] == renewed)
        .unwrap_or_else(|| panic!("{renewed} in {agreements}"))
        .clone();
    assert_eq!(at_vipps["status"], "STOPPED", "{at_vipps}");
}

/// The insurance's payments (newest month first).
async fn payments(token: &str, id: i64) -> Vec<Value> {
    let (status, page) = send(get(
        &format!("/insurance/api/insurance/{id}/payments?limit=50"),
        token,
    ))
    .await;
    assert_eq!(status, 200, "{page}");
    page["items"].as_array().unwrap().clone()
}

/// Waits (at most 30 s) until the billing job made `count` payments, then has the simulated
/// bank do `action` (`fail`, `confirm`) to every one still pending and waits until their
/// webhooks arrived. Another test may move the billing clock meanwhile, so every pending one.
async fn settle_payments(token: &str, id: i64, count: usize, action: &str, state: &str) {
    let started = Instant::now();
    let mut made = payments(token, id).await;
    while made.len() < count {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "insurance {id} billed {} times, not {count}",
            made.len()
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
        made = payments(token, id).await;
    }
    for payment in made.iter().filter(|p| p["state"] == "PENDING") {
        let reference = payment["provider_reference"].as_str().unwrap();
        let (status, forced) = send(http().post(format!(
            "{}/sandbox/gocardless/payments/{reference}/{action}",
            sandbox()
        )))
        .await;
        assert!(status.is_success(), "{reference} {action}: {forced}");
    }
    loop {
        let now = payments(token, id).await;
        if now.iter().all(|p| p["state"] != "PENDING") {
            assert_eq!(now[0]["state"], state, "{now:?}");
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "payments never settled: {now:?}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// A month passes on the billing clock.
async fn next_month() {
    let (status, clock) = send(
        http()
            .post(format!("{}/sandbox/billing-clock/advance", sandbox()))
            .json(&json!({"days": 31})),
    )
    .await;
    assert_eq!(status, 200, "{clock}");
}

async fn alerts_of(token: &str, id: i64) -> Vec<String> {
    let (status, page) = send(get(
        &format!("/insurance/api/cancellation-alerts?insurance_id={id}"),
        token,
    ))
    .await;
    assert_eq!(status, 200, "{page}");
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|alert| alert["alert_type"].as_str().unwrap().to_owned())
        .collect()
}

async fn alerts_until(token: &str, id: i64, expected: &[&str]) -> Vec<String> {
    let started = Instant::now();
    loop {
        let alerts = alerts_of(token, id).await;
        if expected.iter().all(|e| alerts.iter().any(|a| a == e)) {
            return alerts;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "{expected:?} never raised: {alerts:?}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

/// The customer (signed in, `pni`) signs up for accident insurance, accepts the terms and
/// approves the Autogiro mandate, which the bank activates: the insurance's id, premium (minor
/// units) and mandate, once ACTIVE.
async fn active_accident_insurance(admin: &str, customer: &str, pni: &str) -> (i64, i64, String) {
    let (status, signed_up) = send(post(
        "/my-pages/insurance/sign-up",
        customer,
        json!({"insurance_group": "ACCIDENT_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{signed_up}");
    let insurance = &signed_up["insurance"];
    let id = insurance["insurance_id"].as_i64().unwrap();
    let premium = insurance["premium"]["minor_units"].as_i64().unwrap();
    let (status, confirmed) = send(post(
        "/my-pages/insurance/confirm-terms",
        customer,
        json!({
            "encrypted_insurance_id": signed_up["encrypted_insurance_id"],
            "success_url": format!("{}/insurance/success", my_pages()),
            "fail_url": format!("{}/insurance", my_pages()),
            "email": "per.holm@example.se",
            "phone_number": "+46701234567",
            "insured_amount": insurance["insured_amount"]["minor_units"].as_i64().unwrap() / 100,
            "premium": premium,
        }),
    ))
    .await;
    assert_eq!(status, 200, "{confirmed}");
    let flow = query_param(confirmed["psp_external_url"].as_str().unwrap(), "id");
    let (status, approved) = send(
        http()
            .post(format!(
                "{}/sandbox/gocardless/flows/{flow}/approve",
                sandbox()
            ))
            .json(
                &json!({"personal_number": twelve_digits(pni), "given_name": "Per",
                "family_name": "Holm", "clearing_number": "5491", "account_number": "1234567890"}),
            ),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    let bound = insurance_until(admin, id, |i| {
        i["mandate"]["reference"]
            .as_str()
            .is_some_and(|r| r.starts_with("MD"))
    })
    .await;
    let mandate = bound["mandate"]["reference"].as_str().unwrap().to_owned();
    let (status, _) = send(http().post(format!(
        "{}/sandbox/gocardless/mandates/{mandate}/activate",
        sandbox()
    )))
    .await;
    assert!(status.is_success());
    insurance_until(admin, id, |i| i["substatus"] == "ACTIVE").await;
    (id, premium, mandate)
}

#[tokio::test]
async fn missed_premiums_raise_the_cancellation_alerts_and_a_collected_one_is_refunded() {
    let admin = admin().await;
    let pni = swedish_pni(&unique_nine());
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    let customer = session["token"].as_str().unwrap();
    let (id, premium, mandate) = active_accident_insurance(&admin, customer, &pni).await;

    // The first month is billed at once; the bank fails it. One missed payment warns nobody.
    settle_payments(&admin, id, 1, "fail", "MISSED").await;
    let first = &payments(&admin, id).await[0];
    assert_eq!(first["amount"]["minor_units"], premium, "{first}");
    assert_eq!(first["amount"]["currency"], "SEK");
    assert_eq!(first["refundable"]["minor_units"], 0);
    let (status, refused) = send(post(
        "/insurance/api/refund",
        &admin,
        json!({"payment_id": first["payment_id"], "amount_minor_units": 100}),
    ))
    .await;
    assert_eq!(
        status, 409,
        "a missed payment has nothing to refund: {refused}"
    );

    // A month later the second fails too: MISSING_2_PAYMENTS, logged as a warning.
    next_month().await;
    settle_payments(&admin, id, 2, "fail", "MISSED").await;
    let alerts = alerts_until(&admin, id, &["MISSING_2_PAYMENTS"]).await;
    assert!(
        !alerts.iter().any(|a| a == "MISSING_3_PAYMENTS"),
        "{alerts:?}"
    );
    let active = insurance_until(&admin, id, |_| true).await;
    assert_eq!(active["substatus"], "ACTIVE", "{active}");
    assert!(
        event_types(&admin, id)
            .await
            .iter()
            .any(|t| t == "CANCELLATION_WARNING")
    );
    let (status, everyone) = send(get(
        "/insurance/api/cancellation-alerts?alert_type=MISSING_2_PAYMENTS&limit=50",
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{everyone}");
    assert!(
        everyone["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|a| a["insurance_id"] == id),
        "{everyone}"
    );

    // The next month is collected: staff refund part of it, never more than is left.
    next_month().await;
    settle_payments(&admin, id, 3, "confirm", "COLLECTED").await;
    let collected = payments(&admin, id).await[0].clone();
    let payment_id = collected["payment_id"].as_i64().unwrap();
    assert_eq!(collected["refundable"]["minor_units"], premium);
    let (status, refused) = send(post(
        "/insurance/api/refund",
        &admin,
        json!({"payment_id": payment_id, "amount_minor_units": premium + 1}),
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "amount_minor_units", "{refused}");
    let (status, refunded) = send(post(
        "/insurance/api/refund",
        &admin,
        json!({"payment_id": payment_id, "amount_minor_units": 1000}),
    ))
    .await;
    assert_eq!(status, 200, "{refunded}");
    assert_eq!(refunded["refunded"]["minor_units"], 1000);
    assert_eq!(refunded["refundable"]["minor_units"], premium - 1000);
    assert_eq!(refunded["refunds"][0]["amount"]["minor_units"], 1000);
    assert!(
        refunded["refunds"][0]["requested_by"]
            .as_str()
            .is_some_and(|who| !who.is_empty())
    );
    let (status, refused) = send(post(
        "/insurance/api/refund",
        &admin,
        json!({"payment_id": payment_id, "amount_minor_units": premium - 999}),
    ))
    .await;
    assert_eq!(status, 400, "only what is left: {refused}");
    let (status, missing) = send(post(
        "/insurance/api/refund",
        &admin,
        json!({"payment_id": i64::MAX, "amount_minor_units": 100}),
    ))
    .await;
    assert_eq!(status, 404, "{missing}");

    // Finance's reports: the premiums by charge date, the refund of today.
    let today = chrono::Utc::now().date_naive();
    let a_year_on = today + chrono::Days::new(400);
    let payments_report = report_json(&admin, "payments", today, a_year_on).await;
    let ours: Vec<&Value> = payments_report
        .iter()
        .filter(|row| row["insurance_id"] == id)
        .collect();
    assert!(ours.len() >= 3, "{ours:?}");
    assert!(
        ours.iter()
            .all(|row| row["amount_minor"] == premium && row["currency"] == "SEK")
    );
    let refunds_report = report_json(&admin, "refunds", today, today).await;
    let refund = refunds_report
        .iter()
        .find(|row| row["payment_id"] == payment_id)
        .unwrap_or_else(|| panic!("the refund in {refunds_report:?}"));
    assert_eq!(refund["amount_minor"], 1000);
    assert_eq!(refund["insurance_id"], id);

    // Three missed in a row after that: MISSING_3_PAYMENTS, and the insurance is cancelled with
    // its mandate.
    for count in 4..=6 {
        next_month().await;
        settle_payments(&admin, id, count, "fail", "MISSED").await;
    }
    alerts_until(
        &admin,
        id,
        &["MISSING_3_PAYMENTS", "AUTOMATICALLY_CANCELED"],
    )
    .await;
    let cancelled = insurance_until(&admin, id, |i| i["substatus"] == "CANCELED").await;
    assert_eq!(cancelled["cancel_cause"], "MISSING_PAYMENTS", "{cancelled}");
    assert_eq!(cancelled["mandate"]["provider_status"], "cancelled");
    let (_, mandates) =
        send(http().get(format!("{}/sandbox/gocardless/mandates", sandbox()))).await;
    let at_provider = mandates["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["id"] == mandate.as_str())
        .unwrap_or_else(|| panic!("{mandate} in {mandates}"))
        .clone();
    assert_eq!(at_provider["status"], "cancelled", "{at_provider}");
}

#[tokio::test]
async fn staff_send_a_new_mandate_link_and_the_customer_sets_up_a_new_direct_debit() {
    let admin = admin().await;
    let (_, pni, email) = swedish_customer(&admin).await;
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    let customer = session["token"].as_str().unwrap();
    let (id, _, mandate) = active_accident_insurance(&admin, customer, &pni).await;

    // An active direct debit needs no new one: no link, no e-mail to resend.
    let (status, refused) = send(get(
        &format!("/insurance/api/mandate-link?insurance_id={id}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 409, "{refused}");
    let (status, refused) = send(post(
        "/insurance/api/resend-email",
        &admin,
        json!({"insurance_id": id}),
    ))
    .await;
    assert_eq!(status, 409, "{refused}");

    // The customer's bank cancels the mandate.
    let (status, _) = send(http().post(format!(
        "{}/sandbox/gocardless/mandates/{mandate}/cancel",
        sandbox()
    )))
    .await;
    assert!(status.is_success());
    insurance_until(&admin, id, |i| i["substatus"] == "INACTIVE_MANDATE").await;

    // Staff read the link (to give over the phone) and have it e-mailed.
    let (status, link) = send(get(
        &format!("/insurance/api/mandate-link?insurance_id={id}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{link}");
    let read_out = link["url"].as_str().unwrap();
    assert!(
        read_out.starts_with(&format!(
            "{}/insurance/api/request-new-mandate?id=",
            gateway()
        )),
        "{link}"
    );
    let (status, sent) = send(post(
        "/insurance/api/request-new-mandate-email",
        &admin,
        json!({"insurance_id": id}),
    ))
    .await;
    assert_eq!(status, 200, "{sent}");
    assert_eq!(sent["email"], "insurance_new_mandate");
    assert_eq!(sent["sent_to"], email.as_str());
    let mailed = mailed_link_to(&email, "/insurance/api/request-new-mandate?id=").await;
    assert!(
        event_types(&admin, id)
            .await
            .iter()
            .any(|t| t == "EMAIL_SENT"),
        "logged"
    );

    // A tampered link is refused; nothing changes.
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let tampered = format!("{}x", mailed);
    let (status, refused) = send(no_redirects.get(&tampered)).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "id");
    let (status, refused) = send(no_redirects.get(format!(
        "{}/insurance/api/request-new-mandate?id=",
        gateway()
    )))
    .await;
    assert_eq!(status, 400, "{refused}");
    insurance_until(&admin, id, |i| i["substatus"] == "INACTIVE_MANDATE").await;

    // The customer follows the mailed link, without signing in: on to GoCardless's page.
    let answer = no_redirects.get(&mailed).send().await.unwrap();
    assert_eq!(answer.status(), 302);
    let page = answer.headers()["location"].to_str().unwrap().to_owned();
    assert!(page.contains("/gocardless/flow?id=BRF"), "{page}");
    insurance_until(&admin, id, |i| i["substatus"] == "WAITING_FOR_BANK").await;
    let (status, approved) = send(
        http()
            .post(format!(
                "{}/sandbox/gocardless/flows/{}/approve",
                sandbox(),
                query_param(&page, "id")
            ))
            .json(
                &json!({"personal_number": twelve_digits(&pni), "given_name": "Sara",
                "family_name": "Lindqvist", "clearing_number": "5491", "account_number": "1234567891"}),
            ),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    let bound = insurance_until(&admin, id, |i| {
        i["mandate"]["reference"]
            .as_str()
            .is_some_and(|r| r.starts_with("MD") && r != mandate)
    })
    .await;
    let renewed = bound["mandate"]["reference"].as_str().unwrap();
    let (status, _) = send(http().post(format!(
        "{}/sandbox/gocardless/mandates/{renewed}/activate",
        sandbox()
    )))
    .await;
    assert!(status.is_success());
    insurance_until(&admin, id, |i| i["substatus"] == "ACTIVE").await;

    // The link followed again leads to the insurance on My Pages: nothing more to set up.
    let answer = no_redirects.get(read_out).send().await.unwrap();
    assert_eq!(answer.status(), 302);
    assert_eq!(
        answer.headers()["location"].to_str().unwrap(),
        format!("{}/insurance/{id}", my_pages())
    );
}

/// The insurance on the first page of the winback list of Swedish accident insurances.
async fn winbackable_entry(admin: &str, id: i64) -> Option<Value> {
    let (status, page) = send(get(
        "/insurance/api/winbackable?country=SE&insurance_group=ACCIDENT_INSURANCE&limit=50",
        admin,
    ))
    .await;
    assert_eq!(status, 200, "{page}");
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["insurance"]["insurance_id"] == id)
        .cloned()
}

#[tokio::test]
async fn staff_call_customers_who_cancelled_and_record_what_came_of_it() {
    let admin = admin().await;
    let (customer_id, pni, _) = swedish_customer(&admin).await;
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    let customer = session["token"].as_str().unwrap();
    let (id, _, mandate) = active_accident_insurance(&admin, customer, &pni).await;

    // In force: nothing to win back.
    assert!(winbackable_entry(&admin, id).await.is_none());
    let (status, refused) = send(post(
        "/insurance/api/winback_feedback",
        &admin,
        json!({"insurance_id": id, "outcome": "NO_ANSWER"}),
    ))
    .await;
    assert_eq!(status, 409, "{refused}");

    // The direct debit stops and the customer cancels: on the list, no feedback yet.
    let (status, _) = send(http().post(format!(
        "{}/sandbox/gocardless/mandates/{mandate}/cancel",
        sandbox()
    )))
    .await;
    assert!(status.is_success());
    insurance_until(&admin, id, |i| i["substatus"] == "INACTIVE_MANDATE").await;
    let (status, cancelled) = send(put(
        "/insurance/api/cancel-insurance",
        &admin,
        json!({"insurance_id": id, "cause": "TOO_EXPENSIVE"}),
    ))
    .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["substatus"], "CANCELED");
    let listed = winbackable_entry(&admin, id).await.expect("listed");
    assert_eq!(listed["feedback"], Value::Null, "{listed}");

    // Bad feedback names its field and changes nothing.
    for (body, field) in [
        (json!({"insurance_id": id, "outcome": "MAYBE"}), "outcome"),
        (
            json!({"insurance_id": id, "outcome": "NO_ANSWER", "comment": "x".repeat(501)}),
            "comment",
        ),
    ] {
        let (status, refused) = send(post("/insurance/api/winback_feedback", &admin, body)).await;
        assert_eq!(status, 400, "{refused}");
        assert_eq!(refused["field"], field, "{refused}");
    }

    // No answer: still on the list, with the feedback.
    let (status, recorded) = send(post(
        "/insurance/api/winback_feedback",
        &admin,
        json!({"insurance_id": id, "outcome": "NO_ANSWER", "comment": "Voicemail, try Friday"}),
    ))
    .await;
    assert_eq!(status, 200, "{recorded}");
    assert_eq!(recorded["feedback"]["outcome"], "NO_ANSWER");
    let listed = winbackable_entry(&admin, id).await.expect("still listed");
    assert_eq!(listed["feedback"]["comment"], "Voicemail, try Friday");
    assert!(
        event_types(&admin, id)
            .await
            .iter()
            .any(|t| t == "WINBACK_FEEDBACK")
    );

    // Won back: staff sell the insurance anew, and the cancelled one leaves the list.
    let (status, sold) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "ACCIDENT_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{sold}");
    assert!(
        winbackable_entry(&admin, id).await.is_none(),
        "insured in the group again"
    );
    let (status, recorded) = send(post(
        "/insurance/api/winback_feedback",
        &admin,
        json!({"insurance_id": id, "outcome": "WON_BACK"}),
    ))
    .await;
    assert_eq!(status, 200, "{recorded}");
    assert_eq!(recorded["feedback"]["outcome"], "WON_BACK");
    assert_eq!(
        recorded["feedback"]["recorded_by"]
            .as_str()
            .map(str::is_empty),
        Some(false)
    );
}

/// A report as JSON rows.
async fn report_json(
    token: &str,
    report: &str,
    from: chrono::NaiveDate,
    to: chrono::NaiveDate,
) -> Vec<Value> {
    let (status, rows) = send(get(
        &format!("/insurance/api/reports/{report}?from={from}&to={to}&format=json"),
        token,
    ))
    .await;
    assert_eq!(status, 200, "{rows}");
    rows.as_array().unwrap().clone()
}

#[tokio::test]
async fn finance_reads_the_signups_cancellations_and_types_reports_as_csv_and_json() {
    let admin = admin().await;
    let pni = swedish_pni(&unique_nine());
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    let customer = session["token"].as_str().unwrap();
    let (status, signed_up) = send(post(
        "/my-pages/insurance/sign-up",
        customer,
        json!({"insurance_group": "ACCIDENT_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{signed_up}");
    let insurance = &signed_up["insurance"];
    let id = insurance["insurance_id"].as_i64().unwrap();
    let premium = insurance["premium"]["minor_units"].as_i64().unwrap();
    let (status, confirmed) = send(post(
        "/my-pages/insurance/confirm-terms",
        customer,
        json!({
            "encrypted_insurance_id": signed_up["encrypted_insurance_id"],
            "success_url": format!("{}/insurance/success", my_pages()),
            "fail_url": format!("{}/insurance", my_pages()),
            "email": "eva.berg@example.se",
            "phone_number": "+46701234567",
            "insured_amount": insurance["insured_amount"]["minor_units"].as_i64().unwrap() / 100,
            "premium": premium,
        }),
    ))
    .await;
    assert_eq!(status, 200, "{confirmed}");
    let today = chrono::Utc::now().date_naive();

    // CSV: the header row, then the insurance's row.
    let response = http()
        .get(format!(
            "{}/insurance/api/reports/signups?from={today}&to={today}",
            gateway()
        ))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    assert!(
        response.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains(&format!("signups_{today}_{today}.csv"))
    );
    let csv = response.text().await.unwrap();
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        "insurance_id,customer_id,insurance_group,country,product_code,signup_date,\
         insured_amount_minor,premium_minor,currency,self_sign_up,sold_by,substatus"
    );
    let ours = lines
        .find(|line| line.starts_with(&format!("{id},")))
        .unwrap_or_else(|| panic!("insurance {id} in {csv}"));
    let cells: Vec<&str> = ours.split(',').collect();
    assert_eq!(cells[2], "ACCIDENT_INSURANCE");
    assert_eq!(cells[7], premium.to_string());
    assert_eq!(cells[8], "SEK");
    assert_eq!(cells[9], "true");
    assert_eq!(cells[10], "", "a self sign-up has no seller");
    assert_eq!(cells[11], "WAITING_FOR_BANK");

    // JSON, typed; the range is inclusive and a day later holds nothing of today's.
    let rows = report_json(&admin, "signups", today, today).await;
    let row = rows
        .iter()
        .find(|row| row["insurance_id"] == id)
        .unwrap_or_else(|| panic!("{id} in {rows:?}"));
    assert_eq!(row["premium_minor"], premium);
    assert_eq!(row["self_sign_up"], true);
    assert_eq!(row["sold_by"], Value::Null);
    let tomorrow = today + chrono::Days::new(1);
    assert!(
        !report_json(&admin, "signups", tomorrow, tomorrow)
            .await
            .iter()
            .any(|row| row["insurance_id"] == id)
    );

    // Cancelled before the bank answered: in today's cancellations, with its cause.
    let (status, cancelled) = send(put(
        "/insurance/api/cancel-insurance",
        &admin,
        json!({"insurance_id": id, "cause": "REGRET"}),
    ))
    .await;
    assert_eq!(status, 200, "{cancelled}");
    assert_eq!(cancelled["substatus"], "CANCELED");
    let rows = report_json(&admin, "cancellations", today, today).await;
    let row = rows
        .iter()
        .find(|row| row["insurance_id"] == id)
        .unwrap_or_else(|| panic!("{id} in {rows:?}"));
    assert_eq!(row["cancel_cause"], "REGRET");
    assert!(
        !report_json(&admin, "deceased", today, today)
            .await
            .iter()
            .any(|row| row["insurance_id"] == id)
    );
    let types = report_json(&admin, "insurance_types", today, today).await;
    let accident = types
        .iter()
        .find(|row| row["insurance_group"] == "ACCIDENT_INSURANCE" && row["country"] == "SE")
        .unwrap_or_else(|| panic!("{types:?}"));
    assert!(accident["signed_up"].as_i64().unwrap() >= 1, "{accident}");
    assert!(accident["cancelled"].as_i64().unwrap() >= 1, "{accident}");

    // Bad ranges and names are refused, naming the field.
    for (query, field) in [
        (format!("signups?from=29.11.2026&to={today}"), "from"),
        (
            format!("signups?from={today}&to={}", today - chrono::Days::new(1)),
            "to",
        ),
        ("signups?from=2000-01-01&to=2026-11-29".to_owned(), "to"),
    ] {
        let (status, refused) = send(get(&format!("/insurance/api/reports/{query}"), &admin)).await;
        assert_eq!(status, 400, "{query}: {refused}");
        assert_eq!(refused["field"], field, "{query}: {refused}");
    }
    let (status, refused) = send(get(
        &format!("/insurance/api/reports/everything?from={today}&to={today}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 400, "{refused}");
}

#[tokio::test]
async fn the_small_reads_answer_staff_and_the_health_check_anyone() {
    let (status, health) = send(http().get(format!("{}/insurance/api/health", gateway()))).await;
    assert_eq!(status, 200, "{health}");
    assert_eq!(health["status"], "ok");

    let admin = admin().await;
    let (customer_id, _, _) = swedish_customer(&admin).await;
    let (status, sold) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "SAFETY_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{sold}");
    let id = sold["insurance_id"].as_i64().unwrap();

    // What I sold, newest first: this one leads.
    let (status, mine) = send(get("/insurance/api/my-insurances/slim?limit=5", &admin)).await;
    assert_eq!(status, 200, "{mine}");
    assert!(
        mine["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["insurance_id"] == id),
        "{mine}"
    );
    let (status, refused) = send(get("/insurance/api/my-insurances/slim?limit=7", &admin)).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "limit");

    // Waiting for the customer: on the follow-up list, narrowed by country and group.
    let (status, inactive) = send(post(
        "/insurance/api/insurances-list-inactive",
        &admin,
        json!({"country": "SE", "insurance_group": "SAFETY_INSURANCE", "limit": 50}),
    ))
    .await;
    assert_eq!(status, 200, "{inactive}");
    let items = inactive["items"].as_array().unwrap();
    assert!(items.iter().any(|i| i["insurance_id"] == id), "{inactive}");
    assert!(items.iter().all(|i| {
        i["insurance_group"] == "SAFETY_INSURANCE"
            && [
                "WAITING_FOR_CUSTOMER_ACCEPTANCE",
                "WAITING_FOR_BANK",
                "INACTIVE_MANDATE",
            ]
            .contains(&i["substatus"].as_str().unwrap())
    }));

    // The most the customer can be insured for, by the Swedish rule.
    let (status, max) = send(get(
        &format!("/insurance/api/max-amount/SAFETY_INSURANCE/{customer_id}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{max}");
    assert_eq!(max["country"], "SE");
    assert_eq!(max["max_amount"], 10_000);
    assert_eq!(max["amount_step"], 100);
    let (status, _) = send(get(
        "/insurance/api/max-amount/SAFETY_INSURANCE/999999999",
        &admin,
    ))
    .await;
    assert_eq!(status, 404);
    let (status, _) = send(get(
        &format!("/insurance/api/max-amount/CAR_INSURANCE/{customer_id}"),
        &admin,
    ))
    .await;
    assert_eq!(status, 400);
}

/// `GET /insurance/api/search` with `q`, the hits' insurance ids in order and the page.
async fn search_ids(token: &str, text: &str) -> (Vec<i64>, Value) {
    let (status, found) = send(
        http()
            .get(format!("{}/insurance/api/search", gateway()))
            .query(&[("q", text), ("limit", "50")])
            .bearer_auth(token),
    )
    .await;
    assert_eq!(status, 200, "{text}: {found}");
    let ids = found["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|hit| hit["insurance_id"].as_i64().unwrap())
        .collect();
    (ids, found)
}

#[tokio::test]
async fn staff_search_insurances_by_id_personal_id_and_name() {
    let admin = admin().await;
    let nine = unique_nine();
    let pni = swedish_pni(&nine);
    // A last name of this run only, in letters (a name holds no digits).
    let unique: String = nine
        .chars()
        .map(|digit| char::from(b'a' + u8::try_from(digit.to_digit(10).unwrap()).unwrap()))
        .collect();
    let last_name = format!("Sökförsäkring{unique}");
    let customer_id = customer_id_of(
        &admin,
        json!({"country": "SE", "pni": pni, "first_name": "Tove", "last_name": last_name}),
    )
    .await;
    let mut sold = Vec::new();
    for group in ["SAFETY_INSURANCE", "LIFE_INSURANCE"] {
        let (status, insurance) = send(post(
            "/insurance/api/create-insurance",
            &admin,
            json!({"customer_id": customer_id, "insurance_group": group}),
        ))
        .await;
        assert_eq!(status, 200, "{insurance}");
        sold.push(insurance["insurance_id"].as_i64().unwrap());
    }
    let newest_first = vec![sold[1], sold[0]];

    // By insurance id: that one, with its customer's name and personal id.
    let (ids, found) = search_ids(&admin, &format!(" {} ", sold[0])).await;
    assert_eq!(ids, vec![sold[0]], "{found}");
    assert_eq!(found["total"], 1);
    let hit = &found["items"][0];
    assert_eq!(hit["customer"]["customer_id"], customer_id);
    assert_eq!(hit["customer"]["first_name"], "Tove");
    assert_eq!(hit["customer"]["last_name"], last_name.as_str());
    assert_eq!(hit["customer"]["pni"], twelve_digits(&pni));
    assert_eq!(hit["insurance_group"], "SAFETY_INSURANCE");
    assert_eq!(hit["substatus"], "WAITING_FOR_CUSTOMER_ACCEPTANCE");
    assert_eq!(hit["premium"]["currency"], "SEK");
    assert!(hit["premium"]["minor_units"].as_i64().unwrap() > 0, "{hit}");
    // No insurance has this id, and the digits name nobody.
    let (ids, _) = search_ids(&admin, "999999999999").await;
    assert!(ids.is_empty());

    // By the personal id in the forms people write it: both, newest first.
    for text in [pni.clone(), twelve_digits(&pni), pni[2..].to_owned()] {
        let (ids, found) = search_ids(&admin, &text).await;
        assert_eq!(ids, newest_first, "{text}: {found}");
        assert_eq!(found["total"], 2);
        assert_eq!(found["more_people"], false);
    }

    // By the start of the name, in any case, and the full name.
    for text in [
        last_name.to_lowercase(),
        format!("tove {}", &last_name[..last_name.len() - 2]),
    ] {
        let (ids, found) = search_ids(&admin, &text).await;
        assert_eq!(ids, newest_first, "{text}: {found}");
    }
    // Paged on the server: the second page of five is empty, the total kept.
    let (status, second) = send(get(
        &format!(
            "/insurance/api/search?q={}&page=2&limit=5",
            twelve_digits(&pni)
        ),
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{second}");
    assert_eq!(second["total"], 2);
    assert_eq!(second["items"].as_array().unwrap().len(), 0, "{second}");

    // Refused, naming the field: a text too short (once trimmed) or absent, bad paging.
    for path in [
        "/insurance/api/search?q=a",
        "/insurance/api/search?q=%20%20b%20",
        "/insurance/api/search",
    ] {
        let (status, refused) = send(get(path, &admin)).await;
        assert_eq!(status, 400, "{path}: {refused}");
        assert_eq!(refused["field"], "q", "{path}: {refused}");
        assert!(refused["request_id"].is_string(), "{refused}");
    }
    let (status, refused) = send(get("/insurance/api/search?q=Tove&limit=7", &admin)).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "limit");

    // Staff only: a bank partner and a customer are refused, and nobody without a token.
    let bank = stack_common::sign_in("bank", "partner@bank.example", "demo-bank-1").await;
    let (status, _) = send(get(
        &format!("/insurance/api/search?q={}", sold[0]),
        bank["token"].as_str().unwrap(),
    ))
    .await;
    assert_eq!(status, 403, "a bank partner");
    let customer = sign_in_customer_se(&twelve_digits(&pni)).await;
    let (status, _) = send(get(
        &format!("/insurance/api/search?q={}", sold[0]),
        customer["token"].as_str().unwrap(),
    ))
    .await;
    assert_eq!(status, 403, "a customer");
    let (status, _) =
        send(http().get(format!("{}/insurance/api/search?q={}", gateway(), sold[0]))).await;
    assert_eq!(status, 401);
}

/// The ids of a page of insurances, in its order.
fn insurance_ids(page: &Value) -> Vec<i64> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["insurance_id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn staff_read_several_customers_insurances_in_one_page() {
    let admin = admin().await;
    let (first, _, _) = swedish_customer(&admin).await;
    let (second, _, _) = swedish_customer(&admin).await;
    let mut sold = Vec::new();
    for (customer_id, group) in [
        (first, "SAFETY_INSURANCE"),
        (second, "LIFE_INSURANCE"),
        (second, "ACCIDENT_INSURANCE"),
    ] {
        let (status, insurance) = send(post(
            "/insurance/api/create-insurance",
            &admin,
            json!({"customer_id": customer_id, "insurance_group": group}),
        ))
        .await;
        assert_eq!(status, 200, "{insurance}");
        sold.push(insurance["insurance_id"].as_i64().unwrap());
    }
    let newest_first: Vec<i64> = sold.iter().rev().copied().collect();

    let (status, page) = send(post(
        "/insurance/api/customers_insurances",
        &admin,
        json!({"customer_ids": [first, second]}),
    ))
    .await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(insurance_ids(&page), newest_first, "{page}");
    assert_eq!(page["total"], 3);
    assert_eq!(page["items"][2]["customer_id"], first);
    // The same rows as the one-customer read.
    let (_, one) = send(get(
        &format!("/insurance/api/get_insurances_by_customer_id?customer_id={first}"),
        &admin,
    ))
    .await;
    assert_eq!(one["items"][0], page["items"][2]);

    // Paged on the server.
    let (status, second_page) = send(post(
        "/insurance/api/customers_insurances",
        &admin,
        json!({"customer_ids": [second, first], "page": 2, "limit": 5}),
    ))
    .await;
    assert_eq!(status, 200, "{second_page}");
    assert_eq!(insurance_ids(&second_page), Vec::<i64>::new());
    assert_eq!(second_page["total"], 3);
    assert_eq!(second_page["page"], 2);

    let many: Vec<i64> = (1..=101).collect();
    for (body, field) in [
        (json!({"customer_ids": []}), "customer_ids"),
        (json!({"customer_ids": many}), "customer_ids"),
        (json!({"customer_ids": [first, first]}), "customer_ids"),
        (json!({"customer_ids": [first, 0]}), "customer_ids"),
        (json!({"customer_ids": ["x"]}), "customer_ids[0]"),
        (json!({}), "customer_ids"),
        (json!({"customer_ids": [first], "limit": 7}), "limit"),
        (json!({"customer_ids": [first], "page": 0}), "page"),
    ] {
        let (status, refused) = send(post(
            "/insurance/api/customers_insurances",
            &admin,
            body.clone(),
        ))
        .await;
        assert_eq!(status, 400, "{body}: {refused}");
        assert_eq!(refused["field"], field, "{body}: {refused}");
        assert!(refused["request_id"].is_string(), "{refused}");
    }

    // A customer's session is not staff's.
    let session = sign_in_customer_no(&new_norwegian_pni()).await;
    let customer = session["token"].as_str().unwrap();
    let (status, _) = send(post(
        "/insurance/api/customers_insurances",
        customer,
        json!({"customer_ids": [first]}),
    ))
    .await;
    assert_eq!(status, 403);
}

async fn can_sign_up(token: &str, body: Value) -> (StatusCode, Value) {
    send(post("/insurance/api/can-signup", token, body)).await
}

#[tokio::test]
async fn staff_learn_before_the_form_why_a_customer_cannot_get_an_insurance() {
    let admin = admin().await;
    let (customer_id, _, _) = swedish_customer(&admin).await;
    let ask = |group: &str, self_sign_up: bool| json!({"customer_id": customer_id, "insurance_group": group, "self_sign_up": self_sign_up});

    let (status, answer) = can_sign_up(
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "SAFETY_INSURANCE"}),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        answer,
        json!({"can_sign_up": true, "reasons": [], "open_insurance_id": null, "country": "SE"})
    );
    // Customers may not sign up for safety insurance themselves (staff sell it).
    let (_, answer) = can_sign_up(&admin, ask("SAFETY_INSURANCE", true)).await;
    assert_eq!(
        answer["reasons"],
        json!(["RULE_FORBIDS_SELF_SIGN_UP"]),
        "{answer}"
    );
    assert_eq!(answer["can_sign_up"], false);

    // Once sold, the customer has it (until it ends); the sale says the same.
    let (status, sold) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "SAFETY_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{sold}");
    let id = sold["insurance_id"].as_i64().unwrap();
    let (_, answer) = can_sign_up(&admin, ask("SAFETY_INSURANCE", false)).await;
    assert_eq!(
        answer,
        json!({"can_sign_up": false, "reasons": ["ALREADY_HAS_ACTIVE"], "open_insurance_id": id, "country": "SE"})
    );
    let (_, answer) = can_sign_up(&admin, ask("SAFETY_INSURANCE", true)).await;
    assert_eq!(
        answer["reasons"],
        json!(["RULE_FORBIDS_SELF_SIGN_UP", "ALREADY_HAS_ACTIVE"]),
        "{answer}"
    );
    let (status, refused) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "SAFETY_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 409, "{refused}");
    // Ended, it can be sold again.
    let (status, cancelled) = send(put(
        "/insurance/api/cancel-insurance",
        &admin,
        json!({"insurance_id": id, "cause": "CUSTOMER_REQUEST"}),
    ))
    .await;
    assert_eq!(status, 200, "{cancelled}");
    let (_, answer) = can_sign_up(&admin, ask("SAFETY_INSURANCE", false)).await;
    assert_eq!(answer["can_sign_up"], true, "{answer}");

    // Accident insurance is Swedish only.
    let session = sign_in_customer_no(&new_norwegian_pni()).await;
    let norwegian: i64 = session["user"]["user_id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let (_, answer) = can_sign_up(
        &admin,
        json!({"customer_id": norwegian, "insurance_group": "ACCIDENT_INSURANCE"}),
    )
    .await;
    assert_eq!(
        answer["reasons"],
        json!(["NOT_OFFERED_IN_COUNTRY"]),
        "{answer}"
    );
    assert_eq!(answer["country"], "NO");
    let (_, answer) = can_sign_up(
        &admin,
        json!({"customer_id": norwegian, "insurance_group": "LIFE_INSURANCE", "self_sign_up": true}),
    )
    .await;
    assert_eq!(answer["can_sign_up"], true, "{answer}");

    for (body, field) in [
        (
            json!({"customer_id": 0, "insurance_group": "LIFE_INSURANCE"}),
            "customer_id",
        ),
        (
            json!({"customer_id": "x", "insurance_group": "LIFE_INSURANCE"}),
            "customer_id",
        ),
        (
            json!({"customer_id": customer_id, "insurance_group": "CAR_INSURANCE"}),
            "insurance_group",
        ),
        (json!({"customer_id": customer_id}), "insurance_group"),
        (
            json!({"customer_id": customer_id, "insurance_group": "LIFE_INSURANCE", "self_sign_up": "yes"}),
            "self_sign_up",
        ),
    ] {
        let (status, refused) = can_sign_up(&admin, body.clone()).await;
        assert_eq!(status, 400, "{body}: {refused}");
        assert_eq!(refused["field"], field, "{body}: {refused}");
    }
    let (status, _) = can_sign_up(
        &admin,
        json!({"customer_id": 999_999_999, "insurance_group": "LIFE_INSURANCE"}),
    )
    .await;
    assert_eq!(status, 404);
    let customer = session["token"].as_str().unwrap();
    let (status, _) = can_sign_up(customer, ask("LIFE_INSURANCE", false)).await;
    assert_eq!(status, 403);
}

#[tokio::test]
async fn administrators_register_and_deactivate_the_staff_the_insurance_service_names() {
    let (admin, me) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let user_id = uuid::Uuid::new_v4().to_string();
    let register =
        |name: &str| json!({"user_id": user_id, "name": name, "email": " anna.berg@zrm.example "});

    let (status, created) = send(post(
        "/insurance/api/ext_users/create",
        &admin,
        register("Anna Berg"),
    ))
    .await;
    assert_eq!(status, 200, "{created}");
    assert_eq!(created["user_id"], user_id);
    assert_eq!(created["name"], "Anna Berg");
    assert_eq!(created["email"], "anna.berg@zrm.example");
    assert_eq!(created["active"], true);
    assert_eq!(created["deactivated_at"], Value::Null);
    // Again: the same person, with the name as it is now.
    let (status, again) = send(post(
        "/insurance/api/ext_users/create",
        &admin,
        register("Anna Lind"),
    ))
    .await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["user_id"], user_id);
    assert_eq!(again["name"], "Anna Lind");

    let (status, gone) = send(post(
        "/insurance/api/ext_users/delete",
        &admin,
        json!({"user_id": user_id}),
    ))
    .await;
    assert_eq!(status, 200, "{gone}");
    assert_eq!(gone["active"], false);
    assert_eq!(gone["name"], "Anna Lind");
    assert!(gone["deactivated_at"].is_string(), "{gone}");
    let (status, still) = send(post(
        "/insurance/api/ext_users/delete",
        &admin,
        json!({"user_id": user_id}),
    ))
    .await;
    assert_eq!(status, 200, "{still}");
    assert_eq!(still["deactivated_at"], gone["deactivated_at"]);
    // Registered again, active again.
    let (_, back) = send(post(
        "/insurance/api/ext_users/create",
        &admin,
        register("Anna Lind"),
    ))
    .await;
    assert_eq!(back["active"], true, "{back}");
    assert_eq!(back["deactivated_at"], Value::Null);

    let (status, unknown) = send(post(
        "/insurance/api/ext_users/delete",
        &admin,
        json!({"user_id": uuid::Uuid::new_v4().to_string()}),
    ))
    .await;
    assert_eq!(status, 404, "{unknown}");

    // The register names the seller of an insurance and the actor of its events.
    let admin_id = me["user_id"].as_str().unwrap();
    let admin_name = me["name"].as_str().unwrap();
    let (status, registered) = send(post(
        "/insurance/api/ext_users/create",
        &admin,
        json!({"user_id": admin_id, "name": admin_name, "email": me["email"]}),
    ))
    .await;
    assert_eq!(status, 200, "{registered}");
    let (customer_id, _, _) = swedish_customer(&admin).await;
    let (status, sold) = send(post(
        "/insurance/api/create-insurance",
        &admin,
        json!({"customer_id": customer_id, "insurance_group": "LIFE_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{sold}");
    let id = sold["insurance_id"].as_i64().unwrap();
    let (_, read) = send(get(&format!("/insurance/api/insurance/slim/{id}"), &admin)).await;
    assert_eq!(read["created_by"], admin_id);
    assert_eq!(read["created_by_name"], admin_name, "{read}");
    let (_, log) = send(get(
        &format!("/insurance/api/insurance/{id}/events"),
        &admin,
    ))
    .await;
    assert_eq!(log["items"][0]["actor_name"], admin_name, "{log}");

    for (path, body, field) in [
        (
            "create",
            json!({"user_id": "erik", "name": "Erik", "email": "erik@zrm.example"}),
            "user_id",
        ),
        (
            "create",
            json!({"user_id": user_id, "name": "  ", "email": "anna@zrm.example"}),
            "name",
        ),
        (
            "create",
            json!({"user_id": user_id, "name": "Anna", "email": "anna@zrm"}),
            "email",
        ),
        (
            "create",
            json!({"user_id": user_id, "name": "Anna"}),
            "email",
        ),
        ("delete", json!({"user_id": "12"}), "user_id"),
        ("delete", json!({}), "user_id"),
    ] {
        let (status, refused) = send(post(
            &format!("/insurance/api/ext_users/{path}"),
            &admin,
            body.clone(),
        ))
        .await;
        assert_eq!(status, 400, "{path} {body}: {refused}");
        assert_eq!(refused["field"], field, "{path} {body}: {refused}");
    }

    // A plain advisor is neither EmployeeAdmin nor InsuranceAdmin.
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    for (path, body) in [
        ("create", register("Erik")),
        ("delete", json!({"user_id": user_id})),
    ] {
        let (status, _) = send(post(
            &format!("/insurance/api/ext_users/{path}"),
            &advisor,
            body,
        ))
        .await;
        assert_eq!(status, 403, "{path}");
    }
}

/// A new employee with `roles`, known to core and to the identity provider, signed in through
/// it: the token and the user id.
async fn new_employee(
    admin: &str,
    first_name: &str,
    last_name: &str,
    roles: &[&str],
) -> (String, String) {
    let email = format!("staff.{}@zrm.example", uuid::Uuid::new_v4().simple());
    let (status, created) = send(post(
        "/employee/",
        admin,
        json!({
            "first_name": first_name, "last_name": last_name, "email": email,
            "phone_number": "+46705550199", "language": "sv", "roles": roles,
            "zoordinates": ["LISESTFTKH"], "telephony_ids": [],
        }),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    let (status, known) = send(
        http()
            .put(format!("{}/sandbox/staff-idp/accounts", sandbox()))
            .json(
                &json!({"email": email, "given_name": first_name, "family_name": last_name,
                          "roles": roles, "zoordinates": ["LISESTFTKH"]}),
            ),
    )
    .await;
    assert!(status.is_success(), "{known}");
    let (status, signed_in) = stack_common::sign_in_through_identity_provider(&email).await;
    assert_eq!(status, 200, "{signed_in}");
    (
        signed_in["token"].as_str().unwrap().to_owned(),
        created["user_id"].as_str().unwrap().to_owned(),
    )
}

/// `seller` sells `group` to a new Swedish customer, who accepts the terms (the sale's signup):
/// the insurance's premium in minor units.
async fn accepted_sale(admin: &str, seller: &str, group: &str) -> i64 {
    let (customer_id, pni, email) = swedish_customer(admin).await;
    let (status, sold) = send(post(
        "/insurance/api/create-insurance",
        seller,
        json!({"customer_id": customer_id, "insurance_group": group}),
    ))
    .await;
    assert_eq!(status, 200, "{sold}");
    let id = sold["insurance_id"].as_i64().unwrap();
    let (status, link) = send(get(
        &format!("/insurance/api/insurance/encrypted_id?insurance_id={id}"),
        seller,
    ))
    .await;
    assert_eq!(status, 200, "{link}");
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    let premium = sold["premium"]["minor_units"].as_i64().unwrap();
    let (status, confirmed) = send(post(
        "/my-pages/insurance/confirm-terms",
        session["token"].as_str().unwrap(),
        json!({
            "encrypted_insurance_id": link["encrypted_insurance_id"],
            "success_url": format!("{}/insurance/success", my_pages()),
            "fail_url": format!("{}/insurance", my_pages()),
            "email": email,
            "phone_number": "+46701234567",
            "insured_amount": sold["insured_amount"]["minor_units"].as_i64().unwrap() / 100,
            "premium": premium,
        }),
    ))
    .await;
    assert_eq!(status, 200, "{confirmed}");
    premium
}

/// The sales report's rows as JSON, read by `token`.
async fn sales_rows(token: &str, query: &str) -> Vec<Value> {
    let (status, rows) = send(get(
        &format!("/insurance/api/admin/sales-report?{query}&format=json"),
        token,
    ))
    .await;
    assert_eq!(status, 200, "{rows}");
    rows.as_array().unwrap().clone()
}

#[tokio::test]
async fn the_sales_report_counts_each_sellers_sales_per_day_and_group_as_json_and_csv() {
    let admin = admin().await;
    // A seller whose name needs quoting in CSV, and a reader of the report who sells nothing.
    let (seller, seller_id) =
        new_employee(&admin, "Kalle", "Lind, \"KL\"", &["zaker:insurance:create"]).await;
    let (reader, _) = new_employee(&admin, "Rita", "Rapport", &["zaker:read-sales-stats"]).await;
    let first = accepted_sale(&admin, &seller, "SAFETY_INSURANCE").await;
    let second = accepted_sale(&admin, &seller, "SAFETY_INSURANCE").await;
    let life = accepted_sale(&admin, &seller, "LIFE_INSURANCE").await;
    // Sold but never accepted: no signup, so not in the report.
    let (customer_id, _, _) = swedish_customer(&admin).await;
    let (status, waiting) = send(post(
        "/insurance/api/create-insurance",
        &seller,
        json!({"customer_id": customer_id, "insurance_group": "ACCIDENT_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{waiting}");
    // A customer's own sign-up, in force.
    let pni = swedish_pni(&unique_nine());
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    active_accident_insurance(&admin, session["token"].as_str().unwrap(), &pni).await;
    let today = chrono::Utc::now().date_naive();

    // JSON: the seller's rows of the day, one per group, premiums added up in SEK.
    let rows = sales_rows(&reader, &format!("from={today}&to={today}")).await;
    let mine: Vec<&Value> = rows
        .iter()
        .filter(|row| row["seller_id"] == seller_id.as_str())
        .collect();
    assert_eq!(mine.len(), 2, "{mine:?}");
    let safety = mine
        .iter()
        .find(|row| row["insurance_group"] == "SAFETY_INSURANCE")
        .unwrap();
    assert_eq!(safety["day"], today.to_string());
    assert_eq!(safety["country"], "SE");
    assert_eq!(safety["seller_name"], "Kalle Lind, \"KL\"");
    assert_eq!(safety["self_sign_up"], false);
    assert_eq!(safety["sold"], 2);
    assert_eq!(safety["active"], 0, "waiting for the bank is not in force");
    assert_eq!(safety["premiums_minor"], first + second);
    assert_eq!(safety["currency"], "SEK");
    let life_row = mine
        .iter()
        .find(|row| row["insurance_group"] == "LIFE_INSURANCE")
        .unwrap();
    assert_eq!(
        (
            life_row["sold"].as_i64(),
            life_row["premiums_minor"].as_i64()
        ),
        (Some(1), Some(life))
    );
    let own = rows
        .iter()
        .find(|row| row["self_sign_up"] == true && row["insurance_group"] == "ACCIDENT_INSURANCE")
        .unwrap_or_else(|| panic!("the self sign-ups in {rows:?}"));
    assert_eq!(own["seller_id"], Value::Null);
    assert_eq!(own["seller_name"], "Self sign-up");
    assert!(own["active"].as_i64().unwrap() >= 1, "{own}");
    // Never SEK and NOK in one row; Norway alone has none of the seller's Swedish sales.
    assert!(
        rows.iter()
            .all(|row| (row["country"] == "SE") == (row["currency"] == "SEK"))
    );
    let norway = sales_rows(&admin, &format!("from={today}&to={today}&country=NO")).await;
    assert!(
        norway
            .iter()
            .all(|row| row["country"] == "NO" && row["currency"] == "NOK")
    );
    assert!(
        !norway
            .iter()
            .any(|row| row["seller_id"] == seller_id.as_str())
    );
    let tomorrow = today + chrono::Days::new(1);
    assert!(
        !sales_rows(&admin, &format!("from={tomorrow}&to={tomorrow}"))
            .await
            .iter()
            .any(|row| row["seller_id"] == seller_id.as_str())
    );

    // CSV (the default), an admin reading it: the header, the name quoted as RFC 4180 says.
    let response = http()
        .get(format!(
            "{}/insurance/api/admin/sales-report?from={today}&to={today}&country=SE",
            gateway()
        ))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    assert!(
        response.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains(&format!("insurance_sales_{today}_{today}_SE.csv"))
    );
    let csv = response.text().await.unwrap();
    assert_eq!(
        csv.lines().next().unwrap(),
        "day,country,insurance_group,seller_id,seller_name,self_sign_up,sold,active,premiums_minor,currency"
    );
    assert!(
        csv.contains(&format!(
            "{today},SE,SAFETY_INSURANCE,{seller_id},\"Kalle Lind, \"\"KL\"\"\",false,2,0,{},SEK\n",
            first + second
        )),
        "{csv}"
    );
    let mut reader_csv = csv::Reader::from_reader(csv.as_bytes());
    let parsed: Vec<csv::StringRecord> = reader_csv.records().map(Result::unwrap).collect();
    let life_line = parsed
        .iter()
        .find(|record| &record[3] == seller_id.as_str() && &record[2] == "LIFE_INSURANCE")
        .unwrap();
    assert_eq!(&life_line[4], "Kalle Lind, \"KL\"");
    assert_eq!(&life_line[8], life.to_string());

    // The seller without the role may not read it; bad ranges and values name their field.
    let (status, refused) = send(get(
        &format!("/insurance/api/admin/sales-report?from={today}&to={today}"),
        &seller,
    ))
    .await;
    assert_eq!(status, 403, "{refused}");
    for (query, field) in [
        (format!("from=29.11.2026&to={today}"), "from"),
        (
            format!("from={today}&to={}", today - chrono::Days::new(1)),
            "to",
        ),
        ("from=2000-01-01&to=2026-11-29".to_owned(), "to"),
        (format!("from={today}&to={today}&country=DK"), "country"),
        (format!("from={today}&to={today}&format=xml"), "format"),
    ] {
        let (status, refused) = send(get(
            &format!("/insurance/api/admin/sales-report?{query}"),
            &reader,
        ))
        .await;
        assert_eq!(status, 400, "{query}: {refused}");
        assert_eq!(refused["field"], field, "{query}: {refused}");
        assert!(refused["request_id"].is_string(), "{refused}");
    }
}

/// `POST /insurance/api/accept-terms`, which My Pages' public terms page calls: the customer's
/// own session accepts their own insurance as `confirm-terms` does (one handler), the browser
/// goes on to GoCardless's hosted page and back to the public success page. Refused: a field
/// off its form (named), another customer's link (404), no token (401), staff (403).
#[tokio::test]
async fn a_customer_accepts_the_terms_through_the_insurance_api_from_the_public_pages() {
    let admin = admin().await;
    let (_, pni, email) = swedish_customer(&admin).await;
    let session = sign_in_customer_se(&twelve_digits(&pni)).await;
    let customer = session["token"].as_str().unwrap();
    let (status, signed_up) = send(post(
        "/my-pages/insurance/sign-up",
        customer,
        json!({"insurance_group": "ACCIDENT_INSURANCE"}),
    ))
    .await;
    assert_eq!(status, 200, "{signed_up}");
    let id = signed_up["insurance"]["insurance_id"].as_i64().unwrap();
    let encrypted = signed_up["encrypted_insurance_id"].as_str().unwrap();
    let insured = signed_up["insurance"]["insured_amount"]["minor_units"]
        .as_i64()
        .unwrap()
        / 100;
    let premium = signed_up["insurance"]["premium"]["minor_units"]
        .as_i64()
        .unwrap();
    let body = json!({
        "encrypted_insurance_id": encrypted,
        "success_url": format!("{}/insurances/success", my_pages()),
        "fail_url": format!("{}/insurances/terms?id={encrypted}", my_pages()),
        "email": email,
        "phone_number": "+46701234567",
        "insured_amount": insured,
        "premium": premium,
    });
    let with = |field: &str, value: Value| {
        let mut changed = body.clone();
        changed[field] = value;
        changed
    };

    // Without a token, as staff, and with another customer's session: refused.
    let (status, refused) = send(
        http()
            .post(format!("{}/insurance/api/accept-terms", gateway()))
            .json(&body),
    )
    .await;
    assert_eq!(status, 401, "{refused}");
    let (status, refused) = send(post("/insurance/api/accept-terms", &admin, body.clone())).await;
    assert_eq!(status, 403, "{refused}");
    let stranger = sign_in_customer_se(&twelve_digits(&swedish_pni(&unique_nine()))).await;
    let stranger = stranger["token"].as_str().unwrap();
    let (status, refused) = send(post("/insurance/api/accept-terms", stranger, body.clone())).await;
    assert_eq!(status, 404, "another customer's link: {refused}");

    // Fields off their form are named.
    for (field, value) in [
        ("phone_number", json!("0701234567")),
        ("email", json!("per.holm")),
        (
            "success_url",
            json!("https://elsewhere.example/insurances/success"),
        ),
        ("encrypted_insurance_id", json!("not/a/link")),
    ] {
        let (status, refused) = send(post(
            "/insurance/api/accept-terms",
            customer,
            with(field, value),
        ))
        .await;
        assert_eq!(status, 400, "{field}: {refused}");
        assert_eq!(refused["field"], field, "{refused}");
        assert!(refused["request_id"].is_string(), "{refused}");
    }

    // Accepted: off to GoCardless's hosted page, which returns to the public success page.
    let (status, confirmed) =
        send(post("/insurance/api/accept-terms", customer, body.clone())).await;
    assert_eq!(status, 200, "{confirmed}");
    assert_eq!(confirmed["insurance"]["insurance_id"], id);
    assert_eq!(confirmed["insurance"]["substatus"], "WAITING_FOR_BANK");
    assert!(confirmed["psp_iframe"].is_null());
    let page = confirmed["psp_external_url"].as_str().unwrap();
    assert!(page.contains("/gocardless/flow?id=BRF"), "{page}");
    let flow = query_param(page, "id");
    let (status, approved) = send(
        http()
            .post(format!("{}/sandbox/gocardless/flows/{flow}/approve", sandbox()))
            .json(&json!({"personal_number": twelve_digits(&pni), "given_name": "Sara",
                "family_name": "Lindqvist", "clearing_number": "5491", "account_number": "1234567890"})),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    assert!(
        approved["redirect_to"]
            .as_str()
            .is_some_and(|to| to.starts_with(&format!("{}/insurances/success", my_pages()))),
        "back to the public success page: {approved}"
    );
    let bound = insurance_until(&admin, id, |i| {
        i["mandate"]["reference"]
            .as_str()
            .is_some_and(|r| r.starts_with("MD"))
    })
    .await;
    let mandate = bound["mandate"]["reference"].as_str().unwrap().to_owned();
    let (status, _) = send(http().post(format!(
        "{}/sandbox/gocardless/mandates/{mandate}/activate",
        sandbox()
    )))
    .await;
    assert!(status.is_success());
    insurance_until(&admin, id, |i| i["substatus"] == "ACTIVE").await;
    assert!(
        event_types(&admin, id)
            .await
            .iter()
            .any(|t| t == "TERMS_ACCEPTED")
    );

    // Accepted once: a second acceptance conflicts, by either route alike.
    let (status, refused) = send(post("/insurance/api/accept-terms", customer, body.clone())).await;
    assert_eq!(status, 409, "{refused}");
}
