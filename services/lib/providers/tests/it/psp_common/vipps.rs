//! Vipps helpers: a client of the sandbox, agreements and charges to create, an accepted agreement.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use chrono::{DateTime, NaiveDate, Utc};
use serde_json::json;
use zrm_providers::ProviderError;
use zrm_providers::vipps::{
    DraftAgreement, HttpVipps, IntervalUnit, NewCharge, Pricing, TransactionType, VippsConfig,
    VippsError, VippsRecurring,
};
use zrm_sandbox::embedded::RunningSandbox;

use super::{Control, key};

pub fn config(sandbox: &RunningSandbox) -> VippsConfig {
    VippsConfig::new(
        sandbox.vipps_url.clone(),
        "sandbox-vipps-client-id",
        "sandbox-vipps-client-secret",
        "sandbox-vipps-subscription-key",
        "123456",
    )
}

pub fn client(sandbox: &RunningSandbox) -> HttpVipps {
    HttpVipps::new(&config(sandbox)).unwrap()
}

pub fn draft(phone: Option<&str>) -> DraftAgreement {
    DraftAgreement {
        product_name: "Betalingsforsikring".into(),
        product_description: Some("Forsikring av lånet".into()),
        pricing: Pricing::Legacy { amount: 10_000 },
        interval_unit: IntervalUnit::Month,
        interval_count: 1,
        merchant_redirect_url: "https://zrm.example/vipps/back".into(),
        merchant_agreement_url: "https://zrm.example/my/insurance".into(),
        phone_number: phone.map(str::to_owned),
        initial_charge: None,
        external_id: Some("INS-42".into()),
        is_app: false,
    }
}

pub fn charge(
    due: NaiveDate,
    amount: i64,
    transaction_type: TransactionType,
    retry_days: u8,
) -> NewCharge {
    NewCharge {
        amount,
        description: "Premie mai".into(),
        due,
        retry_days,
        transaction_type,
        order_id: None,
        external_id: None,
    }
}

pub fn problem<T: std::fmt::Debug>(result: Result<T, ProviderError>) -> VippsError {
    match result {
        Err(ProviderError::Vipps(e)) => e,
        other => panic!("expected a Vipps error, got {other:?}"),
    }
}

pub fn at_hour(day: NaiveDate, hour: u32) -> DateTime<Utc> {
    day.and_hms_opt(hour, 0, 0).unwrap().and_utc()
}

/// A drafted agreement the user accepted (with `phone`) through the control API.
pub async fn active_agreement(
    vipps: &HttpVipps,
    control: &Control,
    phone: &str,
    tag: &str,
) -> String {
    let created = vipps
        .create_agreement(&draft(None), &key(&format!("agr-{tag}")))
        .await
        .unwrap();
    control
        .act(
            &format!("/sandbox/vipps/agreements/{}/accept", created.agreement_id),
            json!({"phone_number": phone}),
        )
        .await;
    created.agreement_id
}
