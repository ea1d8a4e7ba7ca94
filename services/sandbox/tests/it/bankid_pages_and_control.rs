//! The BankID page a person uses and the control API's own input checks.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use serde_json::{Value, json};

async fn start_auth(base: &str, body: Value) -> String {
    let res = common::http()
        .post(format!("{base}/rp/v6.0/auth"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let started: Value = res.json().await.unwrap();
    started["orderRef"].as_str().unwrap().to_owned()
}

async fn collect(base: &str, order_ref: &str) -> Value {
    common::http()
        .post(format!("{base}/rp/v6.0/collect"))
        .json(&json!({ "orderRef": order_ref }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

#[tokio::test]
async fn a_person_approves_a_pending_login_on_the_page() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    // "Logga in hos ZRM" in base64.
    let order = start_auth(
        base,
        json!({"endUserIp": "192.0.2.9", "userVisibleData": "TG9nZ2EgaW4gaG9zIFpSTQ=="}),
    )
    .await;

    let page = common::http()
        .get(format!("{base}/bankid?lang=sv"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("Logga in hos ZRM"));
    assert!(page.contains(&format!("/bankid/orders/{order}/approve")));
    assert!(page.contains("Godkänn"));
    assert!(page.contains("Lena Nyberg"), "test persons are listed");

    let res = no_redirects()
        .post(format!("{base}/bankid/orders/{order}/approve?lang=sv"))
        .form(&[("personal_number", "19990807-2391")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], "/bankid?lang=sv");

    let collected = collect(base, &order).await;
    assert_eq!(collected["status"], "complete");
    assert_eq!(
        collected["completionData"]["user"]["personalNumber"],
        "199908072391"
    );
    assert_eq!(collected["completionData"]["user"]["name"], "Magnus Holm");
    sandbox.stop().await;
}

#[tokio::test]
async fn the_page_explains_a_refused_action() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let order = start_auth(
        base,
        json!({"endUserIp": "192.0.2.9", "requirement": {"personalNumber": "199006032396"}}),
    )
    .await;
    let res = no_redirects()
        .post(format!("{base}/bankid/orders/{order}/approve"))
        .form(&[("personal_number", "201801012392")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 409);
    let html = res.text().await.unwrap();
    assert!(
        html.contains("requires personal number 199006032396"),
        "{html}"
    );
    assert_eq!(
        collect(base, &order).await["hintCode"],
        "outstandingTransaction"
    );

    let res = no_redirects()
        .post(format!("{base}/bankid/orders/{order}/cancel"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    assert_eq!(collect(base, &order).await["hintCode"], "userCancel");
    sandbox.stop().await;
}

#[tokio::test]
async fn front_page_lists_simulators_and_test_persons() {
    let sandbox = common::sandbox().await;
    let html = common::http()
        .get(format!("{}/?lang=nb", sandbox.http_url))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("ZRM-sandkasse"));
    assert!(html.contains("/mail?lang=nb"));
    assert!(html.contains("/bankid?lang=nb"));
    assert!(html.contains("197505059902"));
    assert!(html.contains("Appen starter aldri"));
    sandbox.stop().await;
}

#[tokio::test]
async fn control_api_checks_its_input() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let post = |path: &str, body: Value| {
        common::http()
            .post(format!("{base}{path}"))
            .json(&body)
            .send()
    };
    let order = start_auth(base, json!({"endUserIp": "::1"})).await;

    let cases = [
        (
            "/sandbox/clock/advance",
            json!({"seconds": -1}),
            400,
            Some("seconds"),
        ),
        (
            "/sandbox/clock/advance",
            json!({"minutes": 1}),
            400,
            Some("body"),
        ),
        ("/sandbox/bankid/faults", json!({}), 400, Some("error_code")),
        (
            "/sandbox/bankid/faults",
            json!({"error_code": "nope"}),
            400,
            Some("body"),
        ),
        (
            "/sandbox/bankid/faults",
            json!({"delay_ms": 10, "endpoint": "x"}),
            400,
            Some("endpoint"),
        ),
        (
            "/sandbox/bankid/open",
            json!({"auto_start_token": "x"}),
            400,
            Some("auto_start_token"),
        ),
        (
            "/sandbox/bankid/scan",
            json!({"qr_data": "bankid.x"}),
            400,
            Some("qr_data"),
        ),
        (
            &format!("/sandbox/bankid/orders/{order}/fly"),
            json!({}),
            404,
            None,
        ),
        (
            &format!("/sandbox/bankid/orders/{order}/fail"),
            json!({"hint_code": "userSign"}),
            400,
            Some("hint_code"),
        ),
        (
            &format!("/sandbox/bankid/orders/{order}/sign"),
            json!({}),
            400,
            Some("personal_number"),
        ),
        (
            &format!("/sandbox/bankid/orders/{order}/sign"),
            json!({"personal_number": "199006032396"}),
            409,
            None,
        ),
        (
            "/sandbox/bankid/orders/not-a-uuid/open",
            json!({}),
            400,
            Some("order_ref"),
        ),
    ];
    for (path, body, status, field) in cases {
        let res = post(path, body.clone()).await.unwrap();
        assert_eq!(res.status(), status, "{path} {body}");
        let json: Value = res.json().await.unwrap();
        assert!(!json["request_id"].as_str().unwrap().is_empty(), "{json}");
        if let Some(field) = field {
            assert_eq!(json["field"], field, "{path} {body}: {json}");
        }
    }

    let clock: Value = post("/sandbox/clock/advance", json!({"seconds": 1.5}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(clock["offset_seconds"], 1.5);

    let orders: Value = common::http()
        .get(format!("{base}/sandbox/bankid/orders"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let listed = &orders["items"][0];
    assert_eq!(listed["order_ref"], order.as_str());
    assert_eq!(listed["hint_code"], "outstandingTransaction");
    assert!(
        listed.get("qr_start_secret").is_none(),
        "the secret never leaves the server"
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn the_billing_clock_moves_by_days_apart_from_the_shared_clock() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let get = |path: &'static str| async move {
        common::http()
            .get(format!("{base}{path}"))
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap()
    };
    let advance = |body: Value| async move {
        common::http()
            .post(format!("{base}/sandbox/billing-clock/advance"))
            .json(&body)
            .send()
            .await
            .unwrap()
    };
    let before: Value = get("/sandbox/billing-clock").await;
    assert_eq!(before["offset_days"], 0);

    let moved = advance(json!({"days": 31})).await;
    assert_eq!(moved.status(), 200);
    let moved: Value = moved.json().await.unwrap();
    assert_eq!(moved["offset_days"], 31);
    let then: chrono::DateTime<chrono::Utc> = before["now"].as_str().unwrap().parse().unwrap();
    let now: chrono::DateTime<chrono::Utc> = moved["now"].as_str().unwrap().parse().unwrap();
    assert!((now - then).num_days() == 31, "{then} → {now}");
    // The simulators' shared clock did not move.
    assert_eq!(get("/sandbox/clock").await["offset_seconds"], 0.0);

    for bad in [
        json!({"days": 0}),
        json!({"days": 401}),
        json!({"seconds": 5}),
    ] {
        let res = advance(bad.clone()).await;
        assert_eq!(res.status(), 400, "{bad}");
    }
    assert_eq!(get("/sandbox/billing-clock").await["offset_days"], 31);
}
