//! The RP API v6.0 JSON and its conversion to and from the types of `types.rs`.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

use super::types::{
    CallInitiator, CardReader, Collect, CollectStatus, CompletionData, Device, FailedHint,
    OrderRef, PendingHint, PhoneRequest, Requirement, Risk, StartRequest, StepUp, User,
    VisibleData,
};

const SIMPLE_MARKDOWN_V1: &str = "simpleMarkdownV1";

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WireRequirement<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pin_code: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    mrtd: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    card_reader: Option<&'static str>,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    certificate_policies: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    personal_number: Option<&'a str>,
}

impl<'a> From<&'a Requirement> for WireRequirement<'a> {
    fn from(r: &'a Requirement) -> Self {
        Self {
            pin_code: r.pin_code,
            mrtd: r.mrtd,
            card_reader: r.card_reader.map(|c| match c {
                CardReader::Class1 => "class1",
                CardReader::Class2 => "class2",
            }),
            certificate_policies: &r.certificate_policies,
            personal_number: r.personal_number.as_deref(),
        }
    }
}

fn visible(data: Option<&VisibleData>) -> (Option<String>, Option<&'static str>) {
    match data {
        Some(v) => (
            Some(STANDARD.encode(v.text.as_bytes())),
            v.markdown.then_some(SIMPLE_MARKDOWN_V1),
        ),
        None => (None, None),
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WireStart<'a> {
    end_user_ip: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    requirement: Option<WireRequirement<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    user_visible_data: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    user_visible_data_format: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    user_non_visible_data: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    return_url: Option<&'a str>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    return_risk: bool,
}

impl<'a> From<&'a StartRequest> for WireStart<'a> {
    fn from(r: &'a StartRequest) -> Self {
        let (user_visible_data, user_visible_data_format) = visible(r.user_visible_data.as_ref());
        Self {
            end_user_ip: r.end_user_ip.to_string(),
            requirement: r.requirement.as_ref().map(WireRequirement::from),
            user_visible_data,
            user_visible_data_format,
            user_non_visible_data: r.user_non_visible_data.as_ref().map(|d| STANDARD.encode(d)),
            return_url: r.return_url.as_deref(),
            return_risk: r.return_risk,
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WirePhone<'a> {
    personal_number: &'a str,
    call_initiator: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    requirement: Option<WireRequirement<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    user_visible_data: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    user_visible_data_format: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    user_non_visible_data: Option<String>,
}

impl<'a> From<&'a PhoneRequest> for WirePhone<'a> {
    fn from(r: &'a PhoneRequest) -> Self {
        let (user_visible_data, user_visible_data_format) = visible(r.user_visible_data.as_ref());
        Self {
            personal_number: &r.personal_number,
            call_initiator: match r.call_initiator {
                CallInitiator::User => "user",
                CallInitiator::Rp => "RP",
            },
            requirement: r.requirement.as_ref().map(WireRequirement::from),
            user_visible_data,
            user_visible_data_format,
            user_non_visible_data: r.user_non_visible_data.as_ref().map(|d| STANDARD.encode(d)),
        }
    }
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WireOrderRef<'a> {
    pub order_ref: &'a str,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireStarted {
    pub order_ref: String,
    pub auto_start_token: String,
    pub qr_start_token: String,
    pub qr_start_secret: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WirePhoneStarted {
    pub order_ref: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireError {
    pub error_code: String,
    #[serde(default)]
    pub details: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WireCollect {
    order_ref: String,
    status: String,
    hint_code: Option<String>,
    completion_data: Option<WireCompletion>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireCompletion {
    user: WireUser,
    device: WireDevice,
    step_up: Option<WireStepUp>,
    bank_id_issue_date: String,
    signature: String,
    ocsp_response: String,
    risk: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireUser {
    personal_number: String,
    name: String,
    given_name: String,
    surname: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct WireDevice {
    ip_address: String,
    uhi: String,
}

#[derive(Debug, Deserialize)]
struct WireStepUp {
    mrtd: bool,
}

impl TryFrom<WireCollect> for Collect {
    type Error = String;

    fn try_from(w: WireCollect) -> Result<Self, String> {
        let hint = || {
            w.hint_code
                .clone()
                .ok_or_else(|| format!("{} without hintCode", w.status))
        };
        let status = match w.status.as_str() {
            "pending" => CollectStatus::Pending(PendingHint::parse(&hint()?)),
            "failed" => CollectStatus::Failed(FailedHint::parse(&hint()?)),
            "complete" => {
                let data = w
                    .completion_data
                    .ok_or_else(|| "complete without completionData".to_owned())?;
                CollectStatus::Complete(Box::new(CompletionData::try_from(data)?))
            }
            other => return Err(format!("unknown status {other:?}")),
        };
        Ok(Collect {
            order_ref: OrderRef(w.order_ref),
            status,
        })
    }
}

impl TryFrom<WireCompletion> for CompletionData {
    type Error = String;

    fn try_from(w: WireCompletion) -> Result<Self, String> {
        let bank_id_issue_date = NaiveDate::parse_from_str(&w.bank_id_issue_date, "%Y-%m-%d")
            .map_err(|e| format!("bankIdIssueDate {:?}: {e}", w.bank_id_issue_date))?;
        Ok(CompletionData {
            user: User {
                personal_number: w.user.personal_number,
                name: w.user.name,
                given_name: w.user.given_name,
                surname: w.user.surname,
            },
            device: Device {
                ip_address: w.device.ip_address,
                uhi: w.device.uhi,
            },
            step_up: w.step_up.map(|s| StepUp { mrtd: s.mrtd }),
            bank_id_issue_date,
            signature: w.signature,
            ocsp_response: w.ocsp_response,
            risk: w.risk.as_deref().map(Risk::parse),
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn start_request_json_matches_the_rp_api() {
        let mut request = StartRequest::new("192.0.2.7".parse().unwrap());
        request.requirement = Some(Requirement {
            personal_number: Some("199006032396".into()),
            card_reader: Some(CardReader::Class2),
            ..Requirement::default()
        });
        request.user_visible_data = Some(VisibleData {
            text: "Logga in på *ZRM*".into(),
            markdown: true,
        });
        request.return_risk = true;
        let json = serde_json::to_value(WireStart::from(&request)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "endUserIp": "192.0.2.7",
                "requirement": {"cardReader": "class2", "personalNumber": "199006032396"},
                "userVisibleData": STANDARD.encode("Logga in på *ZRM*"),
                "userVisibleDataFormat": "simpleMarkdownV1",
                "returnRisk": true
            })
        );
    }

    #[test]
    fn unknown_hint_codes_are_kept() {
        let wire: WireCollect = serde_json::from_value(serde_json::json!({
            "orderRef": "x", "status": "pending", "hintCode": "somethingNew"
        }))
        .unwrap();
        let collect = Collect::try_from(wire).unwrap();
        assert_eq!(
            collect.status,
            CollectStatus::Pending(PendingHint::Unknown("somethingNew".into()))
        );
    }

    #[test]
    fn complete_without_completion_data_is_refused() {
        let wire: WireCollect =
            serde_json::from_value(serde_json::json!({"orderRef": "x", "status": "complete"}))
                .unwrap();
        assert!(Collect::try_from(wire).is_err());
    }
}
