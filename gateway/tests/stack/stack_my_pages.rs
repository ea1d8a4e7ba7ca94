//! The customers' sign-in to My Pages through the gateway against the running stack, with the
//! sandbox's BankID simulators over the providers' real protocols: Sweden (the order started,
//! the animated QR code polled, the simulated app scanning it and approving, the ticket
//! exchanged once for the session), a cancelled order, Norway (the OpenID Connect login approved
//! at the simulator, the callback verified), and what is refused: another site's pages, the
//! other country's host, a forged state, a reused or unknown ticket, a customer's token on staff
//! routes and a staff token on the customer's. A Norwegian customer shares the debt register
//! through the debt-register simulator's consent page (NoGi's regular consent), renews, checks
//! and withdraws it.
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::stack_common;

use crate::stack_common::{
    gateway, get, http, my_pages, new_norwegian_pni, sandbox, send, sign_in_customer_no,
    sign_in_customer_se, sign_in_staff, swedish_pni,
};

fn start_body(country: &str) -> Value {
    let product = if country == "SE" {
        "blanco"
    } else {
        "credit_card"
    };
    json!({
        "country": country,
        "product": product,
        "callback_url": format!("{}/auth/callback", my_pages()),
        "callback_fail_url": format!("{}/auth/failed", my_pages()),
    })
}

async fn start(country: &str) -> Value {
    let (status, started) = send(
        http()
            .post(format!("{}/my-pages/id-login", gateway()))
            .json(&start_body(country)),
    )
    .await;
    assert_eq!(status, 200, "{started}");
    started
}

async fn poll(ticket_id: &str) -> (StatusCode, Value) {
    send(
        http()
            .get(format!("{}/my-pages/id-login/qr-code", gateway()))
            .query(&[("ticket_id", ticket_id)]),
    )
    .await
}

async fn exchange(ticket_id: &str) -> (StatusCode, Value) {
    send(
        http()
            .post(format!("{}/my-pages/id-login/exchange", gateway()))
            .json(&json!({ "ticket_id": ticket_id })),
    )
    .await
}

async fn sandbox_post(path: &str, body: Value) -> Value {
    let (status, answer) = send(http().post(format!("{}{path}", sandbox())).json(&body)).await;
    assert!(status.is_success(), "{path}: {status} {answer}");
    answer
}

/// A fresh valid Swedish personal id (12 digits), so each run signs in a new customer.
fn new_swedish_pni() -> String {
    let micros = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_micros();
    let nine = format!(
        "85{:02}{:02}{:03}",
        1 + micros % 12,
        1 + (micros / 12) % 28,
        micros % 1000
    );
    swedish_pni(&nine).replace('-', "")
}

#[tokio::test]
async fn a_swedish_customer_signs_in_with_bankid_on_another_device() {
    let started = start("SE").await;
    let ticket = started["ticket_id"].as_str().unwrap().to_owned();
    assert!(started["login_url"].is_null());
    assert!(
        started["desktop_autostart_uri"]
            .as_str()
            .unwrap()
            .starts_with("bankid:///?autostarttoken=")
    );
    assert!(
        started["autostart_uri"]
            .as_str()
            .unwrap()
            .starts_with("https://app.bankid.com/?autostarttoken=")
    );
    let first_qr = started["qr_code_content"].as_str().unwrap().to_owned();
    assert!(
        first_qr.starts_with("bankid.") && first_qr.contains(".0."),
        "{first_qr}"
    );

    // The QR code is animated: a second later it is another one, of second 1 or later.
    tokio::time::sleep(Duration::from_millis(1100)).await;
    let (status, polled) = poll(&ticket).await;
    assert_eq!(status, 200, "{polled}");
    assert_eq!(polled["status"], "pending");
    assert_eq!(polled["hint_code"], "outstandingTransaction");
    let qr = polled["qr_code_content"].as_str().unwrap().to_owned();
    assert_ne!(qr, first_qr, "the QR code changes every second");

    // The simulated app scans the code of this second and the person approves.
    let scanned = sandbox_post("/sandbox/bankid/scan", json!({ "qr_data": qr })).await;
    let order_ref = scanned["order_ref"].as_str().unwrap().to_owned();
    let (_, polled) = poll(&ticket).await;
    assert_eq!(polled["status"], "pending");
    assert_eq!(
        polled["hint_code"], "userSign",
        "scanned, waiting for the security code"
    );
    let pni = new_swedish_pni();
    sandbox_post(
        &format!("/sandbox/bankid/orders/{order_ref}/approve"),
        json!({ "personal_number": pni }),
    )
    .await;
    let (_, polled) = poll(&ticket).await;
    assert_eq!(polled["status"], "complete", "{polled}");
    assert!(polled["qr_code_content"].is_null());
    assert_eq!(
        polled["redirect_url"],
        format!("{}/auth/callback?ticket_id={ticket}", my_pages())
    );

    // The ticket is exchanged once for the session; the person became a customer.
    let (status, session) = exchange(&ticket).await;
    assert_eq!(status, 200, "{session}");
    let token = session["token"].as_str().unwrap().to_owned();
    let user = &session["user"];
    assert_eq!(user["pni"], pni);
    assert_eq!(user["country"], "SE");
    assert_eq!(user["ticket_id"], ticket.as_str());
    assert_eq!(user["impersonate"], false);
    assert_eq!(
        user["name"],
        format!(
            "{} {}",
            user["first_name"].as_str().unwrap(),
            user["last_name"].as_str().unwrap()
        )
    );
    let (status, again) = exchange(&ticket).await;
    assert_eq!(status, 401, "a ticket is exchanged once: {again}");
    assert_eq!(
        again["detail"],
        "This sign-in has expired or was already used; please start again"
    );

    let (status, me) = send(get("/my-pages/me", &token)).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["customer"]["pni"], pni);
    assert_eq!(me["customer"]["country"], "SE");
    assert_eq!(me["user"]["user_id"], user["user_id"]);
    assert_eq!(
        me["customer"]["customer_id"].to_string(),
        user["user_id"].as_str().unwrap()
    );

    // Signing in again finds the same customer.
    let session2 = sign_in_customer_se(&pni).await;
    assert_eq!(session2["user"]["user_id"], user["user_id"]);

    // A customer's session is not staff's, and staff's is not a customer's.
    let (status, refused) = send(get("/customer/list", &token)).await;
    assert_eq!(status, 403, "{refused}");
    let (staff_token, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (status, refused) = send(get("/my-pages/me", &staff_token)).await;
    assert_eq!(status, 403, "{refused}");
    assert_eq!(refused["detail"], "This is for customers only");

    // Signing out ends the session.
    let (status, _) = send(
        http()
            .post(format!("{}/auth/logout", gateway()))
            .bearer_auth(&token),
    )
    .await;
    assert_eq!(status, 204);
    let (status, _) = send(get("/my-pages/me", &token)).await;
    assert_eq!(status, 401);
}

#[tokio::test]
async fn a_cancelled_order_ends_the_sign_in_with_its_reason() {
    let started = start("SE").await;
    let ticket = started["ticket_id"].as_str().unwrap();
    let scanned = sandbox_post(
        "/sandbox/bankid/scan",
        json!({ "qr_data": started["qr_code_content"] }),
    )
    .await;
    sandbox_post(
        &format!(
            "/sandbox/bankid/orders/{}/cancel",
            scanned["order_ref"].as_str().unwrap()
        ),
        json!({}),
    )
    .await;
    let (status, polled) = poll(ticket).await;
    assert_eq!(status, 200, "{polled}");
    assert_eq!(polled["status"], "failed");
    assert_eq!(polled["hint_code"], "userCancel");
    assert_eq!(
        polled["redirect_url"],
        format!("{}/auth/failed?error=userCancel", my_pages())
    );
    let (status, _) = exchange(ticket).await;
    assert_eq!(status, 401, "a failed sign-in gives no session");

    // Abandoning a started sign-in cancels the order; the ticket is then gone.
    let started = start("SE").await;
    let ticket = started["ticket_id"].as_str().unwrap();
    let cancel = || {
        http()
            .post(format!("{}/my-pages/id-login/cancel", gateway()))
            .json(&json!({ "ticket_id": ticket }))
    };
    assert_eq!(send(cancel()).await.0, 204);
    assert_eq!(send(cancel()).await.0, 404);
    assert_eq!(poll(ticket).await.0, 404);
}

#[tokio::test]
async fn a_norwegian_customer_signs_in_through_bankid_oidc() {
    let started = start("NO").await;
    let ticket = started["ticket_id"].as_str().unwrap().to_owned();
    assert!(started["qr_code_content"].is_null());
    let login_url = reqwest::Url::parse(started["login_url"].as_str().unwrap()).unwrap();
    let param = |name: &str| {
        login_url
            .query_pairs()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.into_owned())
            .unwrap()
    };
    assert_eq!(param("code_challenge_method"), "S256");
    assert!(!param("nonce").is_empty());
    let state = param("state");
    // The browser opens BankID's login page; the person then approves there.
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let opened = no_redirects.get(login_url.clone()).send().await.unwrap();
    assert!(
        opened.status().is_success() || opened.status().is_redirection(),
        "the login page: {}",
        opened.status()
    );
    let approved = sandbox_post(
        "/sandbox/bankid-no/approve",
        json!({ "state": state, "national_id": "31129956715" }),
    )
    .await;
    // The browser comes back to the gateway's callback, which sends it on to the app.
    let callback = approved["redirect_to"].as_str().unwrap();
    let answer = no_redirects.get(callback).send().await.unwrap();
    assert_eq!(answer.status(), 302);
    assert_eq!(
        answer.headers()["location"].to_str().unwrap(),
        format!("{}/auth/callback?ticket_id={ticket}", my_pages())
    );
    // The same callback again (a replayed state) is refused.
    let replay = no_redirects.get(callback).send().await.unwrap();
    assert_eq!(replay.status(), 404);

    let (status, session) = exchange(&ticket).await;
    assert_eq!(status, 200, "{session}");
    assert_eq!(session["user"]["pni"], "31129956715");
    assert_eq!(session["user"]["country"], "NO");
    assert_eq!(session["user"]["first_name"], "Kari");
    assert_eq!(session["user"]["last_name"], "Nordmann");
}

#[tokio::test]
async fn bad_sign_ins_are_refused_clearly() {
    let refused = |body: Value| async move {
        send(
            http()
                .post(format!("{}/my-pages/id-login", gateway()))
                .json(&body),
        )
        .await
    };
    let mut elsewhere = start_body("SE");
    elsewhere["callback_url"] = json!("https://evil.example/steal");
    let (status, answer) = refused(elsewhere).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["detail"], "Must be a page of the customer area");
    assert_eq!(answer["field"], "callback_url");

    let mut wrong_product = start_body("SE");
    wrong_product["product"] = json!("credit_card");
    let (status, answer) = refused(wrong_product).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["detail"], "Must be blanco for SE");
    assert_eq!(answer["field"], "product");

    let (status, answer) = poll("0123456789abcdef0123456789abcdef").await;
    assert_eq!(status, 404, "{answer}");
    let (status, answer) = poll("not-a-ticket").await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["field"], "ticket_id");
    let (status, _) = exchange("0123456789abcdef0123456789abcdef").await;
    assert_eq!(status, 401);

    // A pending ticket cannot be exchanged, and asking does not spend it.
    let started = start("SE").await;
    let ticket = started["ticket_id"].as_str().unwrap();
    assert_eq!(exchange(ticket).await.0, 401);
    assert_eq!(poll(ticket).await.1["status"], "pending");

    // A forged state at the Norwegian callback.
    let (status, answer) = send(http().get(format!(
        "{}/auth/bankid/no/callback?code=abc&state=forged",
        gateway()
    )))
    .await;
    assert_eq!(status, 404, "{answer}");
    let (status, answer) =
        send(http().get(format!("{}/auth/bankid/no/callback?code=abc", gateway()))).await;
    assert_eq!(status, 400, "{answer}");
    assert_eq!(answer["field"], "state");

    let (status, content) = send(
        http()
            .get(format!(
                "{}/my-pages/content-settings?country=NO",
                gateway()
            ))
            .header("Accept-Language", "nb"),
    )
    .await;
    assert_eq!(status, 200, "{content}");
    assert_eq!(content["opening_hours"], "Hverdager 8–18 (norsk tid)");
    assert_eq!(content["customer_support_email"], "kundeservice@zrm.no");
}

#[tokio::test]
async fn a_customer_gives_marketing_consents_and_staff_can_open_their_pages() {
    let pni = new_swedish_pni();
    let session = sign_in_customer_se(&pni).await;
    let token = session["token"].as_str().unwrap().to_owned();
    let customer_id: i64 = session["user"]["user_id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let save = |token: &str, body: Value| {
        http()
            .post(format!("{}/my-pages/consents", gateway()))
            .bearer_auth(token)
            .json(&body)
    };

    // The drawer dismissed, then the box ticked and sent.
    let (status, dismissed) = send(save(&token, json!({ "dismissed_consents_popup": true }))).await;
    assert_eq!(status, 200, "{dismissed}");
    assert!(dismissed["consents_popup_dismissed_at"].is_string());
    assert_eq!(dismissed["email_marketing"], false);
    let all =
        json!({ "customer_club_marketing": true, "email_marketing": true, "sms_marketing": true });
    let (status, given) = send(save(&token, json!({ "consents": all }))).await;
    assert_eq!(status, 200, "{given}");
    assert_eq!(given["customer_club_marketing"], true);
    assert_eq!(given["sms_marketing"], true);
    let (status, read) = send(get("/my-pages/consents", &token)).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["email_marketing"], true);
    assert_eq!(read["customer_id"], customer_id);

    let (status, refused) = send(save(&token, json!({}))).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "consents");
    let (status, refused) = send(save(&token, json!({ "dismissed_consents_popup": false }))).await;
    assert_eq!(status, 400, "{refused}");
    assert_eq!(refused["field"], "dismissed_consents_popup");

    // An employee with ImpersonateCustomer opens the customer's pages; a plain advisor cannot.
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let impersonate = |token: &str| {
        http()
            .post(format!("{}/customer/impersonate", gateway()))
            .bearer_auth(token)
            .json(&json!({ "customer_id": customer_id }))
    };
    assert_eq!(send(impersonate(&advisor)).await.0, 403);
    let (admin, admin_user) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (status, link) = send(impersonate(&admin)).await;
    assert_eq!(status, 200, "{link}");
    let url = reqwest::Url::parse(link["url"].as_str().unwrap()).unwrap();
    assert_eq!(url.path(), "/auth/callback");
    let ticket = url
        .query_pairs()
        .find(|(name, _)| name == "ticket_id")
        .map(|(_, value)| value.into_owned())
        .unwrap();
    let (status, impersonated) = exchange(&ticket).await;
    assert_eq!(status, 200, "{impersonated}");
    let user = &impersonated["user"];
    assert_eq!(user["impersonate"], true);
    assert_eq!(user["impersonator_id"], admin_user["user_id"]);
    assert_eq!(
        user["impersonator_name"],
        stack_common::full_name(&admin_user)
    );
    assert_eq!(user["pni"], pni);
    assert_eq!(exchange(&ticket).await.0, 401, "the link works once");

    let staff_token = impersonated["token"].as_str().unwrap();
    let (status, me) = send(get("/my-pages/me", staff_token)).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["customer"]["customer_id"], customer_id);
    let (status, refused) = send(save(staff_token, json!({ "consents": all }))).await;
    assert_eq!(status, 403, "{refused}");
    assert_eq!(
        refused["detail"],
        "An employee cannot give or dismiss consents on the customer's behalf"
    );

    // kdlt's audit of the customer names the employee behind the impersonated calls.
    let (status, audit) = send(get(
        &format!("/customer/audit/{customer_id}?limit=50"),
        &admin,
    ))
    .await;
    assert_eq!(status, 200, "{audit}");
    let by_admin = audit["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["actor"] == admin_user["user_id"])
        .count();
    assert!(
        by_admin >= 2,
        "the link and the impersonated /me are audited: {audit}"
    );
    let changes: Vec<&Value> = audit["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["action"] == "consent_changed")
        .collect();
    assert!(
        changes
            .iter()
            .all(|entry| entry["actor"] == format!("customer:{customer_id}")),
        "the customer gave their own consents: {changes:?}"
    );
    assert!(!changes.is_empty());
}

/// The person's answer on NoGi's consent page (the simulator's form posted as the browser
/// would): the query of the redirect back to the app.
async fn decide_on_consent_page(
    consent_url: &str,
    nin: &str,
    decision: &str,
) -> Vec<(String, String)> {
    let no_redirects = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let page = no_redirects.get(consent_url).send().await.unwrap();
    assert_eq!(page.status(), 200, "the consent page");
    let url = reqwest::Url::parse(consent_url).unwrap();
    let mut form: Vec<(String, String)> = url.query_pairs().into_owned().collect();
    form.push(("nin".into(), nin.into()));
    form.push(("decision".into(), decision.into()));
    let mut action = url.clone();
    action.set_query(None);
    let answer = no_redirects.post(action).form(&form).send().await.unwrap();
    assert_eq!(answer.status(), 302);
    let back = answer.headers()["location"].to_str().unwrap().to_owned();
    assert!(
        back.starts_with(&format!("{}/gjeld/callback", my_pages())),
        "{back}"
    );
    reqwest::Url::parse(&back)
        .unwrap()
        .query_pairs()
        .into_owned()
        .collect()
}

fn param<'a>(query: &'a [(String, String)], name: &str) -> &'a str {
    query
        .iter()
        .find(|(key, _)| key == name)
        .map(|(_, value)| value.as_str())
        .unwrap_or_else(|| panic!("no {name} in {query:?}"))
}

#[tokio::test]
async fn a_norwegian_customer_shares_the_debt_register_through_nogis_consent_page() {
    let nin = new_norwegian_pni();
    for loan in [
        json!({"creditor_name": "Nordlys Bank ASA", "loan": {"type": "repaymentLoan",
            "timestamp": "2026-11-01T00:00:00Z", "coBorrower": 0, "originalBalance": 25_000_000,
            "balance": 18_450_000, "terms": 48, "nominalInterestRate": 1290,
            "installmentCharges": 4500, "installmentChargePeriod": "MONTHLY"}}),
        json!({"creditor_name": "Fjord Kreditt AS", "loan": {"type": "creditFacility",
            "timestamp": "2026-11-01T00:00:00Z", "coBorrower": 2, "creditLimit": 5_000_000,
            "interestBearingBalance": 1_200_000, "nonInterestBearingBalance": 0,
            "nominalInterestRate": 2190, "installmentCharges": 0,
            "installmentChargePeriod": "MONTHLY"}}),
    ] {
        sandbox_post(&format!("/sandbox/debt-register/persons/{nin}/loans"), loan).await;
    }
    let session = sign_in_customer_no(&nin).await;
    let token = session["token"].as_str().unwrap().to_owned();
    let post = |path: &str, body: Value| {
        http()
            .post(format!("{}{path}", gateway()))
            .bearer_auth(&token)
            .json(&body)
    };

    let (status, nothing) = send(get("/my-pages/debt-register", &token)).await;
    assert_eq!(status, 200, "{nothing}");
    assert_eq!(nothing["has_consent"], false);
    assert!(nothing["data"].is_null() && nothing["consent"].is_null());
    assert_eq!(
        send(post("/my-pages/debt-register/renew", json!({})))
            .await
            .0,
        409
    );
    let (status, id_check) = send(get("/my-pages/id-check", &token)).await;
    assert_eq!(status, 200, "{id_check}");
    assert_eq!(id_check["verified"], true);
    assert_eq!(id_check["country"], "NO");
    assert!(id_check["problem"].is_null());

    // The consent is begun, given on NoGi's page, and completed with the code it returns.
    let callback = format!("{}/gjeld/callback", my_pages());
    let begin = || {
        post(
            "/my-pages/debt-register/consent",
            json!({ "redirect_url": callback }),
        )
    };
    let (status, begun) = send(begin()).await;
    assert_eq!(status, 200, "{begun}");
    let consent_url = begun["consent_url"].as_str().unwrap();
    let answer = decide_on_consent_page(consent_url, &nin, "accept").await;
    let complete = json!({ "state": param(&answer, "state"), "code": param(&answer, "code") });
    let (status, shared) = send(post(
        "/my-pages/debt-register/consent/complete",
        complete.clone(),
    ))
    .await;
    assert_eq!(status, 200, "{shared}");
    assert_eq!(shared["has_consent"], true);
    assert_eq!(shared["old_consent"], false);
    assert_eq!(shared["recent_data"], true);
    assert_eq!(shared["consent_limit_days"], 90);
    let data = &shared["data"];
    assert_eq!(data["total_balance"], 18_450_000 + 1_200_000);
    let loans = data["loans"].as_array().unwrap();
    assert_eq!(loans.len(), 2, "{data}");
    let facility = loans
        .iter()
        .find(|loan| loan["type"] == "credit_facility")
        .unwrap();
    assert_eq!(facility["creditor"], "Fjord Kreditt AS");
    assert_eq!(facility["credit_limit"], 5_000_000);
    assert_eq!(facility["co_borrowed"], true);
    let repayment = loans
        .iter()
        .find(|loan| loan["type"] == "repayment_loan")
        .unwrap();
    assert_eq!(repayment["remaining_terms"], 48);
    assert_eq!(repayment["original_balance"], 25_000_000);
    // The state is answered once.
    let (status, replayed) = send(post("/my-pages/debt-register/consent/complete", complete)).await;
    assert_eq!(status, 400, "{replayed}");
    assert_eq!(replayed["field"], "state");

    // Renewed and checked under the stored consent; kdlt keeps the consent in the customer's.
    let (status, renewed) = send(post("/my-pages/debt-register/renew", json!({}))).await;
    assert_eq!(status, 200, "{renewed}");
    assert_eq!(renewed["data"]["loans"].as_array().unwrap().len(), 2);
    let (status, checked) = send(post("/my-pages/debt-register/check-consent", json!({}))).await;
    assert_eq!(status, 200, "{checked}");
    assert_eq!(checked["consent"]["active"], true);
    let (status, consents) = send(get("/my-pages/consents", &token)).await;
    assert_eq!(status, 200, "{consents}");
    assert_eq!(consents["debt_register"]["given"], true);

    // An employee opening the customer's pages reads the register but cannot act on it.
    let (admin, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (status, link) = send(
        http()
            .post(format!("{}/customer/impersonate", gateway()))
            .bearer_auth(&admin)
            .json(&json!({ "customer_id": session["user"]["user_id"].as_str().unwrap().parse::<i64>().unwrap() })),
    )
    .await;
    assert_eq!(status, 200, "{link}");
    let link = reqwest::Url::parse(link["url"].as_str().unwrap()).unwrap();
    let ticket = link
        .query_pairs()
        .find(|(name, _)| name == "ticket_id")
        .map(|(_, value)| value.into_owned())
        .unwrap();
    let (status, impersonated) = exchange(&ticket).await;
    assert_eq!(status, 200, "{impersonated}");
    let staff_token = impersonated["token"].as_str().unwrap();
    let (status, read) = send(get("/my-pages/debt-register", staff_token)).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["has_consent"], true);
    let (status, refused) = send(
        http()
            .post(format!("{}/my-pages/debt-register/renew", gateway()))
            .bearer_auth(staff_token),
    )
    .await;
    assert_eq!(status, 403, "{refused}");

    // Someone else logging in at NoGi with the customer's link: refused, nothing replaced.
    let (_, begun) = send(begin()).await;
    let other = new_norwegian_pni();
    let answer =
        decide_on_consent_page(begun["consent_url"].as_str().unwrap(), &other, "accept").await;
    let (status, refused) = send(post(
        "/my-pages/debt-register/consent/complete",
        json!({ "state": param(&answer, "state"), "code": param(&answer, "code") }),
    ))
    .await;
    assert_eq!(status, 403, "{refused}");
    // Denied at NoGi: the page gets the error back with the state, nothing to complete.
    let (_, begun) = send(begin()).await;
    let answer = decide_on_consent_page(begun["consent_url"].as_str().unwrap(), &nin, "deny").await;
    assert_eq!(param(&answer, "error"), "consent_denied");

    // Bad input is named.
    let (status, refused) = send(post(
        "/my-pages/debt-register/consent",
        json!({ "redirect_url": "https://evil.example/gjeld/callback" }),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), refused["field"].as_str()),
        (400, Some("redirect_url"))
    );
    let (status, refused) = send(post(
        "/my-pages/debt-register/consent/complete",
        json!({ "state": "not-a-state", "code": "x" }),
    ))
    .await;
    assert_eq!(
        (status.as_u16(), refused["field"].as_str()),
        (400, Some("state"))
    );

    // A Swedish customer has no debt register here.
    let swedish = sign_in_customer_se(&new_swedish_pni()).await;
    let (status, refused) = send(get(
        "/my-pages/debt-register",
        swedish["token"].as_str().unwrap(),
    ))
    .await;
    assert_eq!(status, 409, "{refused}");

    // The person withdraws the consent at norskgjeld.no: kdlt reads it in NoGi's consent feed
    // (every second in the test stack) and the consent is no longer held.
    let (status, at_nogi) = send(
        http()
            .get(format!("{}/sandbox/debt-register/consents", sandbox()))
            .query(&[("limit", "500")]),
    )
    .await;
    assert_eq!(status, 200, "{at_nogi}");
    let ours = at_nogi["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|consent| consent["nin"] == nin.as_str() && consent["active"] == true)
        .unwrap_or_else(|| panic!("the customer's consent at NoGi: {at_nogi}"));
    let withdrawn_at_nogi = http()
        .delete(format!(
            "{}/sandbox/debt-register/consents/{}",
            sandbox(),
            ours["id"].as_str().unwrap()
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(withdrawn_at_nogi.status(), 204);
    let deadline = std::time::Instant::now() + Duration::from_secs(15);
    loop {
        let (_, read) = send(get("/my-pages/debt-register", &token)).await;
        if read["consent"]["active"] == false {
            assert_eq!(read["has_consent"], false);
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the feed did not reach kdlt: {read}"
        );
        tokio::time::sleep(Duration::from_millis(250)).await;
    }

    // Withdrawn: revoked at NoGi, the data deleted, the customer's consent withdrawn.
    let (status, withdrawn) = send(
        http()
            .delete(format!("{}/my-pages/debt-register/consent", gateway()))
            .bearer_auth(&token),
    )
    .await;
    assert_eq!(status, 200, "{withdrawn}");
    assert_eq!(withdrawn["has_consent"], false);
    assert!(withdrawn["data"].is_null(), "{withdrawn}");
    let (_, consents) = send(get("/my-pages/consents", &token)).await;
    assert_eq!(consents["debt_register"]["given"], false);
    assert_eq!(
        send(post("/my-pages/debt-register/renew", json!({})))
            .await
            .0,
        409
    );
}
