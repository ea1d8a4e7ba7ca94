//! Contract tests: the Norsk Gjeldsinformasjon client against the sandbox's debt register over
//! real HTTP — consents (single use, durations, clamping, expiry, revocation, withdrawal by the
//! person, duplicates), the test persons' debt, added debt, auth failures and timeouts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::{Value, json};
use zrm_providers::ProviderError;
use zrm_providers::debt_register::{
    ConsentPurpose, DebtRegister, HttpNorskGjeld, Loan, NorskGjeldConfig,
};
use zrm_sandbox::embedded::{self, RunningSandbox};
use zrm_sandbox::settings::Settings;

const WITH_DEBT: &str = "14842249091";
const MISSING_CREDITOR: &str = "29868099311";
const NO_DEBT: &str = "12829499914";

async fn sandbox() -> RunningSandbox {
    embedded::start(&Settings::ephemeral().unwrap(), 1)
        .await
        .unwrap()
}

fn client(sandbox: &RunningSandbox, secret: &str) -> HttpNorskGjeld {
    let base = format!("{}/nogi", sandbox.http_url);
    HttpNorskGjeld::new(&NorskGjeldConfig::new(
        &base,
        &base,
        "sandbox-nogi-client",
        secret,
    ))
    .unwrap()
}

async fn control(
    sandbox: &RunningSandbox,
    method: reqwest::Method,
    path: &str,
    body: Value,
) -> (u16, Value) {
    let res = reqwest::Client::new()
        .request(method, format!("{}{path}", sandbox.http_url))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

async fn advance(sandbox: &RunningSandbox, seconds: f64) {
    let (status, _) = control(
        sandbox,
        reqwest::Method::POST,
        "/sandbox/clock/advance",
        json!({ "seconds": seconds }),
    )
    .await;
    assert_eq!(status, 200);
}

fn nogi_status(error: &ProviderError) -> (u16, &str) {
    if let ProviderError::NorskGjeld { status, error, .. } = error {
        (*status, error.as_str())
    } else {
        panic!("expected a NoGi error, got {error:?}")
    }
}

#[tokio::test]
async fn test_person_debt_with_all_three_loan_types_and_a_single_use_consent() {
    let sb = sandbox().await;
    let nogi = client(&sb, "sandbox-nogi-secret");
    let created = nogi
        .create_consent(WITH_DEBT, ConsentPurpose::Processing, None, "application-1")
        .await
        .unwrap();
    assert_eq!(created.client_consent_id, "application-1");
    assert_eq!(
        created.consent.scope_of_consent,
        "debt.unsecured.processing"
    );
    let id = created.consent.id;
    assert!(
        nogi.consent_status(&id, ConsentPurpose::Processing)
            .await
            .unwrap()
            .active
    );

    let debt = nogi.debt(&id, ConsentPurpose::Processing).await.unwrap();
    assert_eq!(debt.ssn, WITH_DEBT);
    assert_eq!(
        (
            debt.number_of_creditors_answered,
            debt.number_of_creditors_missing
        ),
        (3, 0)
    );
    let kinds: Vec<&str> = debt
        .loans
        .iter()
        .map(|l| match l.loan.as_ref().unwrap() {
            Loan::RepaymentLoan { .. } => "repaymentLoan",
            Loan::CreditFacility { .. } => "creditFacility",
            Loan::ChargeCard { .. } => "chargeCard",
        })
        .collect();
    assert_eq!(kinds, vec!["repaymentLoan", "creditFacility", "chargeCard"]);
    assert!(matches!(
        debt.loans[2].loan,
        Some(Loan::ChargeCard {
            interest_bearing_balance: 6_069_400,
            non_interest_bearing_balance: 641_000,
            co_borrower: 2,
            ..
        })
    ));

    // Single use: spent by the lookup.
    let again = nogi
        .debt(&id, ConsentPurpose::Processing)
        .await
        .unwrap_err();
    assert_eq!(nogi_status(&again), (403, "forbidden"));
    assert!(
        !nogi
            .consent_status(&id, ConsentPurpose::Processing)
            .await
            .unwrap()
            .active
    );
}

#[tokio::test]
async fn durations_are_clamped_expire_on_the_clock_and_renewal_is_a_new_consent() {
    let sb = sandbox().await;
    let nogi = client(&sb, "sandbox-nogi-secret");
    let created = nogi
        .create_consent(
            MISSING_CREDITOR,
            ConsentPurpose::Processing,
            Some(90),
            "application-2",
        )
        .await
        .unwrap();
    assert_eq!(
        created.consent.scope_of_consent, "debt.unsecured.processing.28",
        "processing: at most 28 days"
    );
    let id = created.consent.id;
    let debt = nogi.debt(&id, ConsentPurpose::Processing).await.unwrap();
    assert_eq!(
        (
            debt.number_of_creditors_answered,
            debt.number_of_creditors_missing
        ),
        (1, 1)
    );
    assert!(
        debt.loans[1].loan.is_none(),
        "a creditor that did not answer"
    );
    nogi.debt(&id, ConsentPurpose::Processing).await.unwrap();
    assert_eq!(
        nogi_status(
            &nogi
                .debt(&id, ConsentPurpose::Presentation)
                .await
                .unwrap_err()
        )
        .0,
        403,
        "another purpose's token"
    );

    for _ in 0..28 {
        advance(&sb, 86_400.0).await;
    }
    assert!(
        !nogi
            .consent_status(&id, ConsentPurpose::Processing)
            .await
            .unwrap()
            .active
    );
    assert_eq!(
        nogi_status(
            &nogi
                .debt(&id, ConsentPurpose::Processing)
                .await
                .unwrap_err()
        )
        .0,
        403
    );

    let renewed = nogi
        .create_consent(
            MISSING_CREDITOR,
            ConsentPurpose::Presentation,
            Some(365),
            "application-2-renewal",
        )
        .await
        .unwrap();
    assert_eq!(
        renewed.consent.scope_of_consent,
        "debt.unsecured.presentation.365"
    );
    nogi.debt(&renewed.consent.id, ConsentPurpose::Presentation)
        .await
        .unwrap();

    let duplicate = nogi
        .create_consent(
            MISSING_CREDITOR,
            ConsentPurpose::Presentation,
            Some(1),
            "application-2-renewal",
        )
        .await
        .unwrap_err();
    assert_eq!(nogi_status(&duplicate), (409, "conflict"));
}

#[tokio::test]
async fn revoked_by_us_or_withdrawn_by_the_person() {
    let sb = sandbox().await;
    let nogi = client(&sb, "sandbox-nogi-secret");
    let ours = nogi
        .create_consent(NO_DEBT, ConsentPurpose::Presentation, Some(30), "a")
        .await
        .unwrap();
    let debt = nogi
        .debt(&ours.consent.id, ConsentPurpose::Presentation)
        .await
        .unwrap();
    assert!(debt.loans.is_empty(), "a person without debt");
    nogi.revoke(&ours.consent.id, ConsentPurpose::Presentation)
        .await
        .unwrap();
    assert_eq!(
        nogi_status(
            &nogi
                .debt(&ours.consent.id, ConsentPurpose::Presentation)
                .await
                .unwrap_err()
        )
        .0,
        403
    );

    let (status, given) = control(
        &sb,
        reqwest::Method::POST,
        "/sandbox/debt-register/consents",
        json!({ "nin": NO_DEBT, "scope": "debt.unsecured.processing.14" }),
    )
    .await;
    assert_eq!(status, 201, "{given}");
    let id = given["id"].as_str().unwrap();
    let (status, added) = control(
        &sb,
        reqwest::Method::POST,
        &format!("/sandbox/debt-register/persons/{NO_DEBT}/loans"),
        json!({ "creditor_name": "NY KREDITT AS", "loan": {
            "type": "creditFacility", "timestamp": "2026-03-01T00:00:00Z", "coBorrower": 0,
            "creditLimit": 2_000_000, "interestBearingBalance": 50_000, "nonInterestBearingBalance": 0,
            "nominalInterestRate": 1_990, "installmentCharges": 0, "installmentChargePeriod": "MONTHLY" } }),
    )
    .await;
    assert_eq!(status, 201, "{added}");
    let debt = nogi.debt(id, ConsentPurpose::Processing).await.unwrap();
    assert!(matches!(
        debt.loans[0].loan,
        Some(Loan::CreditFacility {
            credit_limit: 2_000_000,
            ..
        })
    ));
    assert_eq!(
        debt.loans[0].creditor_name.as_deref(),
        Some("NY KREDITT AS")
    );

    let (status, _) = control(
        &sb,
        reqwest::Method::DELETE,
        &format!("/sandbox/debt-register/consents/{id}"),
        Value::Null,
    )
    .await;
    assert_eq!(status, 204);
    assert!(
        !nogi
            .consent_status(id, ConsentPurpose::Processing)
            .await
            .unwrap()
            .active
    );
}

#[tokio::test]
async fn auth_failures_validation_and_timeouts() {
    let sb = sandbox().await;
    let wrong = client(&sb, "not-the-secret");
    let error = wrong
        .create_consent(WITH_DEBT, ConsentPurpose::Processing, None, "x")
        .await
        .unwrap_err();
    assert_eq!(nogi_status(&error), (401, "invalid_client"));

    let nogi = client(&sb, "sandbox-nogi-secret");
    let error = nogi
        .create_consent("14842249092", ConsentPurpose::Processing, None, "x")
        .await
        .unwrap_err();
    assert_eq!(
        nogi_status(&error),
        (400, "invalid_request"),
        "check digits"
    );
    let error = nogi
        .debt("unknown", ConsentPurpose::Processing)
        .await
        .unwrap_err();
    assert!(
        matches!(&error, ProviderError::NorskGjeld { status: 403, description: Some(d), trace_id: Some(_), .. }
            if d == "Invalid access token or no valid consent present"),
        "{error:?}"
    );
    let res = reqwest::Client::new()
        .get(format!("{}/nogi/v1/debt/abc", sb.http_url))
        .bearer_auth("forged")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);

    let (status, body) = control(
        &sb,
        reqwest::Method::POST,
        &format!("/sandbox/debt-register/persons/{WITH_DEBT}/loans"),
        json!({ "creditor_name": "X", "loan": { "type": "chargeCard", "timestamp": "2026-03-01T00:00:00Z",
            "coBorrower": 3, "interestBearingBalance": 1, "nonInterestBearingBalance": 1 } }),
    )
    .await;
    assert_eq!((status, body["field"].as_str()), (400, Some("coBorrower")));
    let (status, body) = control(
        &sb,
        reqwest::Method::POST,
        "/sandbox/debt-register/consents",
        json!({ "nin": "123", "scope": "debt.unsecured.processing" }),
    )
    .await;
    assert_eq!((status, body["field"].as_str()), (400, Some("nin")));

    let silent = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", silent.local_addr().unwrap());
    let mut config = NorskGjeldConfig::new(&base, &base, "id", "secret");
    config.timeout_ms = 300;
    let error = HttpNorskGjeld::new(&config)
        .unwrap()
        .debt("abc", ConsentPurpose::Processing)
        .await
        .unwrap_err();
    assert!(matches!(error, ProviderError::Timeout { .. }), "{error:?}");
}

const CALLBACK: &str = "http://127.0.0.1:3101/gjeld/callback";

/// The person's answer on the consent page: the query of the redirect back to us.
async fn decide(
    sandbox: &RunningSandbox,
    page_url: &str,
    nin: &str,
    decision: &str,
) -> std::collections::HashMap<String, String> {
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let page = http.get(page_url).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(html.contains(r#"name="nin""#), "{html}");
    // The language links keep the request.
    assert!(
        html.contains(r#"href="/nogi/oauth2/auth?client_id=sandbox-nogi-client"#),
        "{html}"
    );
    let asked: Vec<(String, String)> = reqwest::Url::parse(page_url)
        .unwrap()
        .query_pairs()
        .into_owned()
        .collect();
    let mut form = asked.clone();
    form.push(("nin".into(), nin.into()));
    form.push(("decision".into(), decision.into()));
    let answer = http
        .post(format!("{}/nogi/oauth2/auth", sandbox.http_url))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 302);
    let location = answer.headers()["location"].to_str().unwrap().to_owned();
    assert!(location.starts_with(CALLBACK), "{location}");
    reqwest::Url::parse(&location)
        .unwrap()
        .query_pairs()
        .into_owned()
        .collect()
}

#[tokio::test]
async fn regular_consent_through_the_page_names_the_person_and_shows_their_debt_once_per_code() {
    let sandbox = sandbox().await;
    let nogi = client(&sandbox, "sandbox-nogi-secret");
    let url = nogi.consent_page_url(ConsentPurpose::Presentation, Some(90), "st4te", CALLBACK);
    assert!(
        url.contains("scope=debt.unsecured.presentation.90+openid"),
        "{url}"
    );

    let answer = decide(&sandbox, &url, WITH_DEBT, "accept").await;
    assert_eq!(answer["state"], "st4te");
    assert_eq!(answer["scope"], "debt.unsecured.presentation.90 openid");
    let consent = nogi.exchange_code(&answer["code"], CALLBACK).await.unwrap();
    assert_eq!(consent.pid, WITH_DEBT);
    let debt = nogi.debt_in_context(&consent.access_token).await.unwrap();
    assert_eq!(debt.ssn, WITH_DEBT);
    assert_eq!(debt.loans.len(), 3);
    let given = debt.consent.unwrap();
    assert_eq!(given.id, consent.consent_id);
    assert_eq!(given.scope, "debt.unsecured.presentation.90");
    // A 90-day consent is not single use: the same token reads again, and the consent lives on.
    assert!(nogi.debt_in_context(&consent.access_token).await.is_ok());
    let status = nogi
        .consent_status(&consent.consent_id, ConsentPurpose::Presentation)
        .await
        .unwrap();
    assert!(status.active);

    // A code is spent by its exchange, and bound to its redirect URI.
    let again = nogi
        .exchange_code(&answer["code"], CALLBACK)
        .await
        .unwrap_err();
    assert_eq!(nogi_status(&again), (400, "invalid_grant"));
    let other = decide(&sandbox, &url, NO_DEBT, "accept").await;
    let elsewhere = nogi
        .exchange_code(&other["code"], "http://127.0.0.1:3101/elsewhere")
        .await
        .unwrap_err();
    assert_eq!(nogi_status(&elsewhere), (400, "invalid_grant"));
}

#[tokio::test]
async fn denied_cancelled_and_invalid_scopes_return_as_oauth_errors_with_the_state() {
    let sandbox = sandbox().await;
    let nogi = client(&sandbox, "sandbox-nogi-secret");
    let url = nogi.consent_page_url(ConsentPurpose::Processing, None, "s1", CALLBACK);
    let denied = decide(&sandbox, &url, WITH_DEBT, "deny").await;
    assert_eq!(denied["error"], "consent_denied");
    assert_eq!(denied["state"], "s1");
    assert!(!denied.contains_key("code"));
    let cancelled = decide(&sandbox, &url, WITH_DEBT, "cancel").await;
    assert_eq!(cancelled["error"], "login_cancelled");

    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    // openid must be the last scope, and one debt scope only.
    let bad = url.replace(
        "debt.unsecured.processing+openid",
        "openid+debt.unsecured.processing",
    );
    let res = http.get(&bad).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let location = res.headers()["location"].to_str().unwrap();
    assert!(location.contains("error=invalid_scopes"), "{location}");
    // An unknown client gets no redirect at all.
    let res = http
        .get(url.replace("sandbox-nogi-client", "someone-else"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
}

#[tokio::test]
async fn the_consent_feed_reports_created_and_archived_consents_in_sequence() {
    let sandbox = sandbox().await;
    let nogi = client(&sandbox, "sandbox-nogi-secret");
    let url = nogi.consent_page_url(ConsentPurpose::Presentation, Some(30), "f", CALLBACK);
    let answer = decide(&sandbox, &url, MISSING_CREDITOR, "accept").await;
    let consent = nogi.exchange_code(&answer["code"], CALLBACK).await.unwrap();
    nogi.revoke(&consent.consent_id, ConsentPurpose::Presentation)
        .await
        .unwrap();

    let page = nogi.consent_events(0, 100).await.unwrap();
    let ours: Vec<_> = page
        .result
        .iter()
        .filter(|e| e.consent_id == consent.consent_id)
        .collect();
    assert_eq!(ours.len(), 2, "{page:?}");
    assert!(!ours[0].archived());
    assert!(ours[1].archived());
    assert!(ours[1].sequence_nr > ours[0].sequence_nr);
    assert_eq!(
        page.end_sequence_nr,
        page.result.last().unwrap().sequence_nr
    );
    // Reading on from after the last event finds nothing new.
    let next = nogi
        .consent_events(page.end_sequence_nr + 1, 100)
        .await
        .unwrap();
    assert!(next.result.is_empty());
    // The revoked consent no longer shows debt.
    let gone = nogi
        .debt_in_context(&consent.access_token)
        .await
        .unwrap_err();
    assert_eq!(nogi_status(&gone), (403, "forbidden"));
}
