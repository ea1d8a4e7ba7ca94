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
//! staff may not choose, a cancellation of a cancelled insurance.
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use hmac::{Hmac, Mac};
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::Sha256;

mod stack_common;

use stack_common::{
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
