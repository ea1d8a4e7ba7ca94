//! The JSON of the RP API v6.0 as BankID's server reads and writes it. The simulator keeps its
//! own copy of these shapes (rather than reusing the client's) so the contract tests compare two
//! independent readings of the protocol.

use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Requirement {
    pub pin_code: Option<bool>,
    pub mrtd: Option<bool>,
    pub card_reader: Option<String>,
    pub certificate_policies: Option<Vec<String>>,
    pub personal_number: Option<String>,
}

/// `/auth` and `/sign`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StartRequest {
    pub end_user_ip: Option<String>,
    pub requirement: Option<Requirement>,
    pub user_visible_data: Option<String>,
    pub user_visible_data_format: Option<String>,
    pub user_non_visible_data: Option<String>,
    pub return_url: Option<String>,
    pub return_risk: Option<bool>,
    pub web: Option<serde_json::Map<String, serde_json::Value>>,
    pub app: Option<serde_json::Map<String, serde_json::Value>>,
}

/// `/phone/auth` and `/phone/sign`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PhoneStartRequest {
    pub personal_number: Option<String>,
    pub call_initiator: Option<String>,
    pub requirement: Option<Requirement>,
    pub user_visible_data: Option<String>,
    pub user_visible_data_format: Option<String>,
    pub user_non_visible_data: Option<String>,
}

/// `/collect` and `/cancel`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderRefRequest {
    pub order_ref: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StartResponse {
    pub order_ref: String,
    pub auto_start_token: String,
    pub qr_start_token: String,
    pub qr_start_secret: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PhoneStartResponse {
    pub order_ref: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CollectResponse {
    pub order_ref: String,
    pub status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hint_code: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub completion_data: Option<CompletionData>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompletionData {
    pub user: User,
    pub device: Device,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step_up: Option<StepUp>,
    pub bank_id_issue_date: String,
    pub signature: String,
    pub ocsp_response: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub risk: Option<&'static str>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub personal_number: String,
    pub name: String,
    pub given_name: String,
    pub surname: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Device {
    pub ip_address: String,
    pub uhi: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepUp {
    pub mrtd: bool,
}
