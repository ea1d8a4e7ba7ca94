//! GoCardless helpers: a client of the sandbox, a mandate set up through the hosted flow.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use chrono::{DateTime, NaiveDate, Utc};
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::gocardless::{
    BillingRequestStatus, GoCardless, GoCardlessConfig, GoCardlessError, HttpGoCardless,
    NewBillingRequest, NewBillingRequestFlow, NewPayment,
};
use zrm_sandbox::embedded::RunningSandbox;

use super::{Control, key};

pub const TOKEN: &str = "sandbox_gocardless_token";

pub fn config(sandbox: &RunningSandbox) -> GoCardlessConfig {
    GoCardlessConfig::new(sandbox.gocardless_url.clone(), TOKEN)
}

pub fn client(sandbox: &RunningSandbox) -> HttpGoCardless {
    HttpGoCardless::new(&config(sandbox)).unwrap()
}

pub fn gc_error<T: std::fmt::Debug>(result: Result<T, ProviderError>) -> GoCardlessError {
    match result {
        Err(ProviderError::GoCardless(e)) => e,
        other => panic!("expected a GoCardless error, got {other:?}"),
    }
}

/// A mandate set up through billing request, flow and the payer's approval with `account`.
pub async fn mandate(gc: &HttpGoCardless, control: &Control, account: &str, tag: &str) -> String {
    let br = gc
        .create_billing_request(&NewBillingRequest::autogiro(), &key(&format!("br-{tag}")))
        .await
        .unwrap();
    assert_eq!(br.status, BillingRequestStatus::Pending);
    let flow = gc
        .create_billing_request_flow(
            &NewBillingRequestFlow {
                billing_request: br.id.clone(),
                redirect_uri: Some("https://zrm.example/insurance/done".into()),
                exit_uri: Some("https://zrm.example/insurance/left".into()),
            },
            &key(&format!("flow-{tag}")),
        )
        .await
        .unwrap();
    assert!(flow.id.starts_with("BRF") && flow.authorisation_url.contains(&flow.id));
    let page = reqwest::get(&flow.authorisation_url).await.unwrap();
    assert_eq!(page.status(), 200);
    let answer = control
        .act(
            &format!("/sandbox/gocardless/flows/{}/approve", flow.id),
            json!({"personal_number": "199006032396", "account_number": account}),
        )
        .await;
    assert_eq!(answer["redirect_to"], "https://zrm.example/insurance/done");
    let fulfilled = gc.get_billing_request(&br.id).await.unwrap();
    assert_eq!(fulfilled.status, BillingRequestStatus::Fulfilled);
    fulfilled.mandate.unwrap()
}

/// [`mandate`], made active through the control API.
pub async fn active_mandate(
    gc: &HttpGoCardless,
    control: &Control,
    account: &str,
    tag: &str,
) -> String {
    let id = mandate(gc, control, account, tag).await;
    control
        .act(
            &format!("/sandbox/gocardless/mandates/{id}/activate"),
            json!({}),
        )
        .await;
    id
}

pub fn payment(mandate: &str, amount: i64, charge_date: Option<NaiveDate>) -> NewPayment {
    NewPayment {
        amount,
        currency: "SEK".into(),
        mandate: mandate.to_owned(),
        charge_date,
        reference: Some("ZRM-1001".into()),
        description: Some("Betalskydd".into()),
        metadata: [("insurance".to_owned(), "INS-1".to_owned())].into(),
    }
}

pub fn midnight(day: NaiveDate) -> DateTime<Utc> {
    day.and_hms_opt(0, 0, 0).unwrap().and_utc()
}
