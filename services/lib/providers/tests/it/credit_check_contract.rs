//! Contract tests: the credit check client against the sandbox's simulator over real HTTP —
//! listed persons, the digit rule, scripted outcomes, validation errors, a wrong key, timeouts.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::checks_common::*;
use serde_json::{Value, json};
use zrm_domain::Country;
use zrm_providers::credit_check::{
    CreditCheck, CreditDecision, CreditReportRequest, HttpCreditCheck,
};
use zrm_providers::{CheckConfig, ProviderError};

#[tokio::test]
async fn credit_reports_follow_the_listed_persons_and_the_digit_rule() {
    let h = harness().await;
    let client = h.credit();
    let remarks = client.credit_report(&se("198203141588")).await.unwrap();
    assert_eq!(remarks.decision, CreditDecision::Declined);
    assert_eq!(
        (remarks.score, remarks.risk_class, remarks.payment_remarks),
        (12, 5, 3)
    );
    let codes: Vec<&str> = remarks.reasons.iter().map(|r| r.code.as_str()).collect();
    assert_eq!(codes, ["PAYMENT_REMARKS", "ENFORCEMENT_DEBT"]);
    assert!(!remarks.reasons[0].description.is_empty());
    assert_eq!(remarks.personal_id.expose(), "198203141588");
    assert!(remarks.report_id.starts_with("cr_"));

    let blocked = client.credit_report(&se("197711303045")).await.unwrap();
    assert_eq!(blocked.decision, CreditDecision::Declined);
    assert_eq!(blocked.reasons[0].code, "CREDIT_BLOCK");
    let thin = client.credit_report(&se("199102212173")).await.unwrap();
    assert_eq!(thin.decision, CreditDecision::ManualReview);

    // The digit before the check digit: 2 approved, 6 manual review, 9 declined.
    let approved = client.credit_report(&se("197101019821")).await.unwrap();
    assert_eq!(approved.decision, CreditDecision::Approved);
    assert!(approved.score >= 70 && approved.payment_remarks == 0 && approved.reasons.is_empty());
    let review = client.credit_report(&se("197303039866")).await.unwrap();
    assert_eq!(review.decision, CreditDecision::ManualReview);
    assert_eq!(review.reasons[0].code, "LOW_SCORE");
    let declined = client.credit_report(&se("198501139995")).await.unwrap();
    assert_eq!(declined.decision, CreditDecision::Declined);
    assert!((1..=3).contains(&declined.payment_remarks));
    let again = client.credit_report(&se("198501139995")).await.unwrap();
    assert_eq!(
        (again.score, again.payment_remarks),
        (declined.score, declined.payment_remarks)
    );

    let no = |id: &str| CreditReportRequest::new(Country::No, id);
    let kari = client.credit_report(&no("14842249091")).await.unwrap();
    assert_eq!(
        (kari.decision, kari.payment_remarks),
        (CreditDecision::Declined, 2)
    );
    let ola = client.credit_report(&no("12829499914")).await.unwrap();
    assert_eq!((ola.decision, ola.score), (CreditDecision::Approved, 96));
    assert_eq!(ola.country, "NO");

    let shown = format!("{remarks:?} {:?}", se("198203141588"));
    assert!(!shown.contains("198203141588"), "{shown}");
}

#[tokio::test]
async fn a_scripted_credit_outcome_applies_once() {
    let h = harness().await;
    let client = h.credit();
    let (status, body) = h
        .post(
            "/sandbox/credit-check/scripts",
            json!({"personal_id": "197101019821", "decision": "declined", "score": 15,
                   "payment_remarks": 4, "reason_codes": ["PAYMENT_REMARKS", "HIGH_DEBT_RATIO"]}),
        )
        .await;
    assert_eq!(status, 201, "{body}");
    let scripted = client.credit_report(&se("197101019821")).await.unwrap();
    assert_eq!(scripted.decision, CreditDecision::Declined);
    assert_eq!((scripted.score, scripted.payment_remarks), (15, 4));
    assert_eq!(scripted.reasons[1].code, "HIGH_DEBT_RATIO");
    let after = client.credit_report(&se("197101019821")).await.unwrap();
    assert_eq!(after.decision, CreditDecision::Approved);

    let (status, body) = h
        .post(
            "/sandbox/credit-check/scripts",
            json!({"personal_id": "197101019821", "decision": "approved", "reason_codes": ["NOPE"]}),
        )
        .await;
    assert_eq!(
        (status, body["field"].as_str()),
        (400, Some("reason_codes"))
    );
    let (status, body) = h
        .post(
            "/sandbox/credit-check/scripts",
            json!({"personal_id": "197101019822", "decision": "approved"}),
        )
        .await;
    assert_eq!((status, body["field"].as_str()), (400, Some("personal_id")));

    let res = h
        .http
        .get(h.url("/sandbox/credit-check/requests?limit=1"))
        .send()
        .await
        .unwrap();
    let log: Value = res.json().await.unwrap();
    assert_eq!(log["items"].as_array().unwrap().len(), 1);
    assert_eq!(log["items"][0]["subject"], "197101019821");
    assert_eq!(log["items"][0]["scripted"], false);
    let page = h.get_text("/credit-check?lang=sv").await;
    assert!(
        page.contains("Kreditupplysning") && page.contains("skriptat"),
        "{page}"
    );
}

#[tokio::test]
async fn credit_check_errors_name_the_field_and_refuse_a_wrong_key() {
    let h = harness().await;
    let client = h.credit();
    let error = client.credit_report(&se("198203141589")).await.unwrap_err();
    assert_eq!(
        check_error(&error),
        (400, "validation_error", Some("personal_id"))
    );
    let error = client
        .credit_report(&CreditReportRequest::new(Country::No, "198203141588"))
        .await
        .unwrap_err();
    assert_eq!(check_error(&error).2, Some("personal_id"));

    let raw = |body: Value| {
        h.http
            .post(h.url("/credit-check/v1/reports"))
            .header("X-API-Key", CREDIT_KEY)
            .json(&body)
            .send()
    };
    let res = raw(json!({"country": "DK", "personal_id": "198203141588"}))
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert_eq!(
        (body["code"].as_str(), body["field"].as_str()),
        (Some("validation_error"), Some("country"))
    );
    assert!(body["request_id"].is_string());
    let body: Value = raw(json!({"country": "SE"}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["field"], "personal_id");
    let body: Value = raw(json!({"country": "SE", "personal_id": 5}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["field"], "personal_id");
    let body: Value = raw(json!({"country": "SE", "pnr": "x"}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(body["code"], "validation_error");

    let wrong = HttpCreditCheck::new(&h.config("/credit-check", "wrong")).unwrap();
    let error = wrong.credit_report(&se("198203141588")).await.unwrap_err();
    assert_eq!(check_error(&error), (401, "unauthorized", None));
    let pep_key_elsewhere = HttpCreditCheck::new(&h.config("/credit-check", PEP_KEY)).unwrap();
    assert!(
        pep_key_elsewhere
            .credit_report(&se("198203141588"))
            .await
            .is_err()
    );
}

#[tokio::test]
async fn a_credit_check_provider_that_does_not_answer_times_out() {
    let (_silent, config) = silent_config();
    let credit = HttpCreditCheck::new(&config)
        .unwrap()
        .credit_report(&se("198203141588"))
        .await;
    assert!(
        matches!(
            credit,
            Err(ProviderError::Timeout {
                provider: "credit check"
            })
        ),
        "{credit:?}"
    );
    assert!(HttpCreditCheck::new(&CheckConfig::new("http://bureau.example", "k")).is_err());
}
