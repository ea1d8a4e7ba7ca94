//! Shared by the tests that run against a whole started stack (`stack_*`, `full_stack`): where
//! the stack is, and signing in as a demo user with the code from the sandbox mail sink.
//! deploy/test.sh sets `ZRM_TEST_GATEWAY_URL` and `ZRM_TEST_SANDBOX_URL` to its test stack; the
//! defaults are the demo stack's addresses.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use reqwest::StatusCode;
use serde_json::{Value, json};

pub fn gateway() -> String {
    std::env::var("ZRM_TEST_GATEWAY_URL").unwrap_or_else(|_| "http://127.0.0.1:8080".into())
}

pub fn sandbox() -> String {
    std::env::var("ZRM_TEST_SANDBOX_URL").unwrap_or_else(|_| "http://127.0.0.1:8090".into())
}

/// The customers' app (My Pages): sign-ins return the browser to its pages.
pub fn my_pages() -> String {
    std::env::var("ZRM_TEST_MYPAGES_URL").unwrap_or_else(|_| "http://127.0.0.1:3001".into())
}

pub fn http() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(Duration::from_secs(15))
        .build()
        .unwrap()
}

/// Sends the request; the status and the JSON body (`Null` when empty).
pub async fn send(request: reqwest::RequestBuilder) -> (StatusCode, Value) {
    let response = request.send().await.unwrap();
    let status = response.status();
    let bytes = response.bytes().await.unwrap();
    let body = if bytes.is_empty() {
        Value::Null
    } else {
        serde_json::from_slice(&bytes).unwrap()
    };
    (status, body)
}

/// The one-time codes mailed to `email` since `since`, newest first.
pub async fn mailed_codes(email: &str, since: chrono::DateTime<chrono::Utc>) -> Vec<String> {
    let (status, body) = send(
        http()
            .get(format!("{}/mail/api/messages", sandbox()))
            .query(&[("to", email)]),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|mail| {
            let received: chrono::DateTime<chrono::Utc> =
                mail["received_at"].as_str()?.parse().ok()?;
            let line = mail["text"]
                .as_str()?
                .lines()
                .find(|line| line.contains("Your one-time code:"))?;
            (received >= since).then(|| line.rsplit(':').next().unwrap_or("").trim().to_string())
        })
        .collect()
}

/// The newest code mailed to `email` since `since`, waited for up to 10 s.
pub async fn mailed_code(email: &str, since: chrono::DateTime<chrono::Utc>) -> String {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(code) = mailed_codes(email, since).await.into_iter().next() {
            return code;
        }
        assert!(
            Instant::now() < deadline,
            "no one-time code mailed to {email}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Signs in with password and the mailed one-time code; `platform` is `employee` or `bank`.
/// Answers the validate call's body (`token`, `user`). Codes mailed since the start are tried
/// newest first, so another sign-in of the same account at the same moment cannot make this one
/// fail.
pub async fn sign_in(platform: &str, account: &str, password: &str) -> Value {
    let since = chrono::Utc::now() - chrono::Duration::seconds(1);
    let account_field = if platform == "bank" {
        "username"
    } else {
        "email"
    };
    let (status, challenge) = send(
        http()
            .post(format!("{}/{platform}/login", gateway()))
            .json(&json!({account_field: account, "password": password})),
    )
    .await;
    assert_eq!(status, 200, "sign-in of {account}: {challenge}");
    assert_eq!(challenge["otp_required"], true);
    let mut tried = BTreeSet::new();
    let deadline = Instant::now() + Duration::from_secs(15);
    while Instant::now() < deadline {
        for code in mailed_codes(account, since).await {
            if !tried.insert(code.clone()) {
                continue;
            }
            let (status, signed_in) = send(
                http()
                    .post(format!("{}/{platform}/login/validate", gateway()))
                    .json(&json!({"session_id": challenge["session_id"], "otp": code})),
            )
            .await;
            if status == 200 {
                return signed_in;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("no working one-time code mailed to {account}");
}

/// The popup sign-in through the staff identity provider, as the browser does it: start it at
/// the gateway, open the authorization URL at the provider (the sandbox), sign in there as
/// `email`, and hand the callback's query string to the gateway. The gateway's answer.
pub async fn sign_in_through_identity_provider(email: &str) -> (StatusCode, Value) {
    let callback = identity_provider_callback(email).await;
    send(
        http()
            .post(format!("{}/employee/idp/callback", gateway()))
            .json(&json!({ "callback": callback })),
    )
    .await
}

/// The query string the provider sends the popup back with after `email` signed in.
pub async fn identity_provider_callback(email: &str) -> String {
    let (status, started) = send(
        http()
            .post(format!("{}/employee/idp/login", gateway()))
            .json(&json!({"language": "en"})),
    )
    .await;
    assert_eq!(status, 200, "{started}");
    let authorization_url = started["authorization_url"].as_str().unwrap();
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(15))
        .build()
        .unwrap();
    let opened = no_redirects.get(authorization_url).send().await.unwrap();
    assert!(
        opened.status().is_success() || opened.status().is_redirection(),
        "the provider's login page: {}",
        opened.status()
    );
    let state = reqwest::Url::parse(authorization_url)
        .unwrap()
        .query_pairs()
        .find(|(name, _)| name == "state")
        .map(|(_, value)| value.into_owned())
        .unwrap();
    let (status, approved) = send(
        http()
            .post(format!("{}/sandbox/staff-idp/approve", sandbox()))
            .json(&json!({"state": state, "email": email})),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    let redirect = reqwest::Url::parse(approved["redirect_to"].as_str().unwrap()).unwrap();
    redirect.query().unwrap_or_default().to_owned()
}

/// Signs in as a staff user; the token and the user.
pub async fn sign_in_staff(email: &str, password: &str) -> (String, Value) {
    let signed_in = sign_in("employee", email, password).await;
    (
        signed_in["token"].as_str().unwrap().to_string(),
        signed_in["user"].clone(),
    )
}

/// A JSON POST to the gateway as the holder of `token`.
pub fn post(path: &str, token: &str, body: Value) -> reqwest::RequestBuilder {
    http()
        .post(format!("{}{path}", gateway()))
        .bearer_auth(token)
        .json(&body)
}

/// A JSON PUT to the gateway as the holder of `token`.
pub fn put(path: &str, token: &str, body: Value) -> reqwest::RequestBuilder {
    http()
        .put(format!("{}{path}", gateway()))
        .bearer_auth(token)
        .json(&body)
}

/// A GET from the gateway as the holder of `token`.
pub fn get(path: &str, token: &str) -> reqwest::RequestBuilder {
    http()
        .get(format!("{}{path}", gateway()))
        .bearer_auth(token)
}

pub fn full_name(user: &Value) -> String {
    format!(
        "{} {}",
        user["first_name"].as_str().unwrap(),
        user["last_name"].as_str().unwrap()
    )
}

/// A Swedish personal id `YYYYMMDD-NNNC` from its first nine digits `YYMMDDNNN`.
pub fn swedish_pni(nine: &str) -> String {
    let sum: u32 = nine
        .chars()
        .enumerate()
        .map(|(i, c)| {
            let d = c.to_digit(10).unwrap() * if i % 2 == 0 { 2 } else { 1 };
            d / 10 + d % 10
        })
        .sum();
    let check = (10 - sum % 10) % 10;
    format!("19{}-{}{check}", &nine[..6], &nine[6..])
}

/// Registers a customer (or finds the one registered with that personal id by an earlier run)
/// as the holder of `token`, a customer-register admin; their customer id.
pub async fn customer_id_of(token: &str, body: Value) -> i64 {
    let (status, created) = send(post("/customer/create", token, body.clone())).await;
    if status == 201 {
        return created["customer_id"].as_i64().unwrap();
    }
    assert_eq!(status, 409, "{created}");
    let (status, found) = send(post(
        "/customer/search",
        token,
        json!({"key": "pni", "value": body["pni"], "reason": "CUSTOMER_CONTACT"}),
    ))
    .await;
    assert_eq!(status, 200, "{found}");
    found["items"][0]["customer_id"].as_i64().unwrap()
}

/// The reference numbers of a page of applications, in its order.
pub fn references_in(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["application_id"].as_str().unwrap().to_owned())
        .collect()
}

/// A multipart/form-data body of text fields and one file, and its content type.
pub fn multipart(fields: &[(&str, &str)], file: (&str, &str, &[u8])) -> (String, Vec<u8>) {
    let boundary = "zrm-test-boundary-7f3a";
    let mut body = Vec::new();
    for (name, value) in fields {
        body.extend(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
            )
            .as_bytes(),
        );
    }
    let (file_name, content_type, content) = file;
    body.extend(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{file_name}\"\r\nContent-Type: {content_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend(content);
    body.extend(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// A Swedish mortgage application of a new customer (`serial`: the first nine digits of their
/// personal id), completed and sent to `banks`; its reference and its main
/// applicant's customer id.
pub async fn application_sent_to_banks(
    advisor: &str,
    kdlt_admin: &str,
    serial: &str,
    banks: &[i64],
) -> (String, i64) {
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
    (reference, main)
}

/// Signs a Swedish customer in to My Pages the way the app and the BankID app do: the order
/// started, its QR code scanned by the sandbox's simulated app, approved as `pni` (12 digits),
/// the ticket exchanged. The session (`token`, `expires_at`, `user`).
pub async fn sign_in_customer_se(pni: &str) -> Value {
    let (status, started) = send(
        http()
            .post(format!("{}/my-pages/id-login", gateway()))
            .json(&json!({
                "country": "SE",
                "product": "blanco",
                "callback_url": format!("{}/auth/callback", my_pages()),
                "callback_fail_url": format!("{}/auth/failed", my_pages()),
            })),
    )
    .await;
    assert_eq!(status, 200, "{started}");
    let (status, scanned) = send(
        http()
            .post(format!("{}/sandbox/bankid/scan", sandbox()))
            .json(&json!({ "qr_data": started["qr_code_content"] })),
    )
    .await;
    assert_eq!(status, 200, "{scanned}");
    let order_ref = scanned["order_ref"].as_str().unwrap();
    let (status, approved) = send(
        http()
            .post(format!(
                "{}/sandbox/bankid/orders/{order_ref}/approve",
                sandbox()
            ))
            .json(&json!({ "personal_number": pni })),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    let ticket = started["ticket_id"].as_str().unwrap();
    let (status, polled) = send(
        http()
            .get(format!("{}/my-pages/id-login/qr-code", gateway()))
            .query(&[("ticket_id", ticket)]),
    )
    .await;
    assert_eq!(status, 200, "{polled}");
    assert_eq!(polled["status"], "complete", "{polled}");
    let (status, session) = send(
        http()
            .post(format!("{}/my-pages/id-login/exchange", gateway()))
            .json(&json!({ "ticket_id": ticket })),
    )
    .await;
    assert_eq!(status, 200, "{session}");
    session
}

/// A fresh valid Norwegian national id (fødselsnummer, 11 digits: born 19YY, individual number
/// 000–499, the two mod-11 check digits), different on each call of a run.
pub fn new_norwegian_pni() -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static CALLS: AtomicU32 = AtomicU32::new(0);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    let mut seed = now.subsec_micros() + CALLS.fetch_add(1, Ordering::Relaxed) * 7919;
    loop {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345) % 1_000_000_007;
        let day = 1 + seed % 28;
        let month = 1 + (seed / 28) % 12;
        let year = 40 + (seed / 336) % 60;
        let individual = (seed / 20_160) % 500;
        let nine = format!("{day:02}{month:02}{year:02}{individual:03}");
        let digits: Vec<u32> = nine.chars().map(|c| c.to_digit(10).unwrap()).collect();
        let check = |weights: &[u32], digits: &[u32]| {
            let sum: u32 = weights.iter().zip(digits).map(|(w, d)| w * d).sum();
            match 11 - sum % 11 {
                11 => Some(0),
                10 => None,
                k => Some(k),
            }
        };
        let Some(k1) = check(&[3, 7, 6, 1, 8, 9, 4, 5, 2], &digits) else {
            continue;
        };
        let mut ten = digits.clone();
        ten.push(k1);
        let Some(k2) = check(&[5, 4, 3, 2, 7, 6, 5, 4, 3, 2], &ten) else {
            continue;
        };
        return format!("{nine}{k1}{k2}");
    }
}

/// Signs a customer in with BankID Norway (the simulator's OpenID Connect login approved as
/// `national_id`); the session.
pub async fn sign_in_customer_no(national_id: &str) -> Value {
    let (status, started) = send(
        http()
            .post(format!("{}/my-pages/id-login", gateway()))
            .json(&json!({
                "country": "NO",
                "product": "credit_card",
                "callback_url": format!("{}/auth/callback", my_pages()),
                "callback_fail_url": format!("{}/auth/failed", my_pages()),
            })),
    )
    .await;
    assert_eq!(status, 200, "{started}");
    let login_url = reqwest::Url::parse(started["login_url"].as_str().unwrap()).unwrap();
    let state = login_url
        .query_pairs()
        .find(|(key, _)| key == "state")
        .map(|(_, value)| value.into_owned())
        .unwrap();
    // The browser opens BankID's login page; the person then approves there.
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let opened = no_redirects.get(login_url.clone()).send().await.unwrap();
    assert!(opened.status().is_success() || opened.status().is_redirection());
    let (status, approved) = send(
        http()
            .post(format!("{}/sandbox/bankid-no/approve", sandbox()))
            .json(&json!({ "state": state, "national_id": national_id })),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    let callback = approved["redirect_to"].as_str().unwrap();
    let answer = no_redirects.get(callback).send().await.unwrap();
    assert_eq!(answer.status(), 302);
    let ticket = started["ticket_id"].as_str().unwrap();
    let (status, session) = send(
        http()
            .post(format!("{}/my-pages/id-login/exchange", gateway()))
            .json(&json!({ "ticket_id": ticket })),
    )
    .await;
    assert_eq!(status, 200, "{session}");
    session
}
