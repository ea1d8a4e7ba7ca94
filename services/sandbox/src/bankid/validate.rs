//! Reads and checks RP API request bodies the way BankID does: any problem is a
//! `400 invalidParameters` whose `details` says what is wrong.

use std::net::IpAddr;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::NaiveDate;
use serde::de::DeserializeOwned;
use uuid::Uuid;
use zrm_domain::{Country, PersonalId};

use super::error_code::ErrorCode;
use super::order::{OrderKind, OrderRequest};
use super::wire::{OrderRefRequest, PhoneStartRequest, Requirement, StartRequest};
use crate::error::SandboxError;

const VISIBLE_DATA_MAX: usize = 1_500;
const NON_VISIBLE_DATA_MAX: usize = 200_000;
const RETURN_URL_MAX: usize = 512;
const VISIBLE_DATA_FORMAT: &str = "simpleMarkdownV1";

fn invalid(details: impl Into<String>) -> SandboxError {
    SandboxError::bankid(ErrorCode::InvalidParameters, details)
}

fn parse<T: DeserializeOwned>(body: &[u8]) -> Result<T, SandboxError> {
    serde_json::from_slice(body).map_err(|error| invalid(format!("Invalid JSON: {error}")))
}

/// 12 digits `YYYYMMDDNNNN` with a valid check digit (coordination numbers included).
pub fn personal_number(raw: &str, today: NaiveDate) -> Result<String, SandboxError> {
    let well_formed = raw.len() == 12 && raw.bytes().all(|b| b.is_ascii_digit());
    if !well_formed || PersonalId::parse(Country::Se, raw, today).is_err() {
        return Err(invalid("Incorrect personalNumber"));
    }
    Ok(raw.to_owned())
}

fn base64_field(
    name: &str,
    value: Option<&str>,
    max: usize,
) -> Result<Option<String>, SandboxError> {
    let Some(value) = value else { return Ok(None) };
    if value.is_empty() || value.len() > max {
        return Err(invalid(format!("{name} must be 1 to {max} characters")));
    }
    STANDARD
        .decode(value)
        .map_err(|_| invalid(format!("{name} must be base64")))?;
    Ok(Some(value.to_owned()))
}

struct Texts {
    visible: Option<String>,
    non_visible: Option<String>,
}

fn texts(
    visible: Option<&str>,
    format: Option<&str>,
    non_visible: Option<&str>,
    visible_required: bool,
) -> Result<Texts, SandboxError> {
    let visible = base64_field("userVisibleData", visible, VISIBLE_DATA_MAX)?;
    if let Some(v) = &visible {
        let decoded = STANDARD.decode(v).unwrap_or_default();
        if String::from_utf8(decoded).is_err() {
            return Err(invalid("userVisibleData must be UTF-8 text"));
        }
    }
    if visible_required && visible.is_none() {
        return Err(invalid("userVisibleData is required"));
    }
    if let Some(format) = format
        && format != VISIBLE_DATA_FORMAT
    {
        return Err(invalid("Invalid userVisibleDataFormat"));
    }
    let non_visible = base64_field("userNonVisibleData", non_visible, NON_VISIBLE_DATA_MAX)?;
    Ok(Texts {
        visible,
        non_visible,
    })
}

struct CheckedRequirement {
    personal_number: Option<String>,
    mrtd: bool,
}

fn requirement(
    req: Option<&Requirement>,
    today: NaiveDate,
) -> Result<CheckedRequirement, SandboxError> {
    let Some(req) = req else {
        return Ok(CheckedRequirement {
            personal_number: None,
            mrtd: false,
        });
    };
    if let Some(reader) = &req.card_reader
        && reader != "class1"
        && reader != "class2"
    {
        return Err(invalid("Invalid requirement.cardReader"));
    }
    if let Some(policies) = &req.certificate_policies
        && policies.iter().any(|p| p.is_empty())
    {
        return Err(invalid("Invalid requirement.certificatePolicies"));
    }
    let personal_number = req
        .personal_number
        .as_deref()
        .map(|pn| personal_number(pn, today))
        .transpose()?;
    Ok(CheckedRequirement {
        personal_number,
        mrtd: req.mrtd.unwrap_or(false),
    })
}

/// `/auth` (`kind` = Auth) and `/sign` (`kind` = Sign).
pub fn start_request(
    kind: OrderKind,
    body: &[u8],
    today: NaiveDate,
) -> Result<OrderRequest, SandboxError> {
    let req: StartRequest = parse(body)?;
    let ip = req
        .end_user_ip
        .as_deref()
        .ok_or_else(|| invalid("endUserIp is required"))?;
    let ip: IpAddr = ip.parse().map_err(|_| invalid("Invalid endUserIp"))?;
    let requirement = requirement(req.requirement.as_ref(), today)?;
    let texts = texts(
        req.user_visible_data.as_deref(),
        req.user_visible_data_format.as_deref(),
        req.user_non_visible_data.as_deref(),
        matches!(kind, OrderKind::Sign),
    )?;
    if let Some(url) = &req.return_url
        && (url.is_empty() || url.len() > RETURN_URL_MAX)
    {
        return Err(invalid(format!(
            "returnUrl must be 1 to {RETURN_URL_MAX} characters"
        )));
    }
    Ok(OrderRequest {
        kind,
        end_user_ip: Some(ip.to_string()),
        personal_number: requirement.personal_number,
        mrtd: requirement.mrtd,
        return_risk: req.return_risk.unwrap_or(false),
        user_visible_data: texts.visible,
        user_non_visible_data: texts.non_visible,
    })
}

/// `/phone/auth` (`kind` = PhoneAuth) and `/phone/sign` (`kind` = PhoneSign).
pub fn phone_request(
    kind: OrderKind,
    body: &[u8],
    today: NaiveDate,
) -> Result<OrderRequest, SandboxError> {
    let req: PhoneStartRequest = parse(body)?;
    let pn = req
        .personal_number
        .as_deref()
        .ok_or_else(|| invalid("personalNumber is required"))?;
    let pn = personal_number(pn, today)?;
    match req.call_initiator.as_deref() {
        Some("user" | "RP") => {}
        Some(_) | None => return Err(invalid("callInitiator must be \"user\" or \"RP\"")),
    }
    let requirement = requirement(req.requirement.as_ref(), today)?;
    let texts = texts(
        req.user_visible_data.as_deref(),
        req.user_visible_data_format.as_deref(),
        req.user_non_visible_data.as_deref(),
        matches!(kind, OrderKind::PhoneSign),
    )?;
    Ok(OrderRequest {
        kind,
        end_user_ip: None,
        personal_number: Some(pn),
        mrtd: requirement.mrtd,
        return_risk: false,
        user_visible_data: texts.visible,
        user_non_visible_data: texts.non_visible,
    })
}

/// `/collect` and `/cancel`.
pub fn order_ref(body: &[u8]) -> Result<Uuid, SandboxError> {
    let req: OrderRefRequest = parse(body)?;
    let raw = req
        .order_ref
        .ok_or_else(|| invalid("orderRef is required"))?;
    Uuid::parse_str(&raw).map_err(|_| invalid("Invalid orderRef"))
}
