//! The editable fields of a person as an administrator sends them, checked once here: names,
//! e-mail, phone, language, known roles, valid coordinates, banks, telephony ids, Sverker id.
//! The limits are the REST contract's (the gateway's OpenAPI states the same ones).

use std::str::FromStr;

use zrm_domain::{Coordinates, is_known_role};

use crate::error::CoreError;
use crate::i18n::Language;

use super::model::Bank;

pub const MAX_NAME: usize = 100;
pub const MAX_EMAIL: usize = 255;
pub const MAX_ROLES: usize = 30;
pub const MAX_ZOORDINATES: usize = 50;
pub const MAX_BANKS: usize = 20;
pub const MAX_SVERKER_ID: usize = 64;
/// The telephony providers a person can have a user id at (one id each).
pub const TELEPHONY_PROVIDERS: [&str; 1] = ["telavox"];
pub const MAX_TELEPHONY_IDS: usize = TELEPHONY_PROVIDERS.len();
const MAX_TELEPHONY_ID: usize = 64;

/// A person's editable fields, checked and normalised (trimmed, coordinates upper case, lists
/// without repeats in the order given).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmployeeProfile {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: String,
    pub language: Language,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    pub banks: Vec<Bank>,
    pub telephony_ids: Vec<String>,
    pub sverker_id: Option<String>,
}

/// The fields as they arrive, before any check.
#[derive(Debug, Clone, Default)]
pub struct RawProfile {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
    pub phone_number: String,
    pub language: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    pub banks: Vec<Bank>,
    pub telephony_ids: Vec<String>,
    pub sverker_id: Option<String>,
}

impl EmployeeProfile {
    pub fn parse(raw: RawProfile) -> Result<Self, CoreError> {
        Ok(Self {
            first_name: name("first_name", "First name", &raw.first_name)?,
            last_name: name("last_name", "Last name", &raw.last_name)?,
            email: email(&raw.email)?,
            phone_number: phone_number(&raw.phone_number)?,
            language: raw
                .language
                .parse()
                .map_err(|_| CoreError::invalid("language", "Must be one of en, sv, nb"))?,
            roles: roles(raw.roles)?,
            zoordinates: zoordinates(&raw.zoordinates)?,
            banks: banks(raw.banks)?,
            telephony_ids: telephony_ids(&raw.telephony_ids)?,
            sverker_id: sverker_id(raw.sverker_id)?,
        })
    }

    pub fn bank_columns(&self) -> Vec<String> {
        self.banks.iter().map(Bank::to_column).collect()
    }
}

fn name(field: &'static str, label: &str, value: &str) -> Result<String, CoreError> {
    let value = value.trim();
    if value.is_empty() {
        return Err(CoreError::invalid(field, format!("{label} is required")));
    }
    if value.chars().count() > MAX_NAME || value.contains('\0') {
        return Err(CoreError::invalid(
            field,
            "Must be at most 100 characters, without NUL",
        ));
    }
    Ok(value.to_owned())
}

/// At most 255 characters as sent; trimmed, `local@label.label…` without whitespace or control
/// characters.
fn email(value: &str) -> Result<String, CoreError> {
    if value.chars().count() > MAX_EMAIL {
        return Err(CoreError::invalid(
            "email",
            "Must be at most 255 characters",
        ));
    }
    let value = value.trim();
    if value.is_empty() {
        return Err(CoreError::invalid("email", "Email is required"));
    }
    if !super::grpc::requests::looks_like_email(value) {
        return Err(CoreError::invalid("email", "Must be a valid email"));
    }
    Ok(value.to_owned())
}

/// Blank (none) or E.164 like the customer register's: `+`, a digit 1-9, then 6 to 14 digits.
pub fn phone_number(value: &str) -> Result<String, CoreError> {
    let value = value.trim();
    let valid = value.is_empty()
        || value.strip_prefix('+').is_some_and(|digits| {
            (7..=15).contains(&digits.len())
                && digits.bytes().all(|b| b.is_ascii_digit())
                && !digits.starts_with('0')
        });
    if !valid {
        return Err(CoreError::invalid(
            "phone_number",
            "Must be in international format, e.g. +46701234567",
        ));
    }
    Ok(value.to_owned())
}

fn without_repeats(values: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut seen = Vec::new();
    for value in values {
        if !seen.contains(&value) {
            seen.push(value);
        }
    }
    seen
}

fn roles(roles: Vec<String>) -> Result<Vec<String>, CoreError> {
    if roles.len() > MAX_ROLES {
        return Err(CoreError::invalid("roles", "At most 30 roles"));
    }
    if let Some(unknown) = roles.iter().find(|role| !is_known_role(role)) {
        return Err(CoreError::invalid(
            "roles",
            format!("{unknown:?} is not a role (GET /employee/roles lists them)"),
        ));
    }
    Ok(without_repeats(roles))
}

fn zoordinates(codes: &[String]) -> Result<Vec<String>, CoreError> {
    if codes.len() > MAX_ZOORDINATES {
        return Err(CoreError::invalid("zoordinates", "At most 50 coordinates"));
    }
    let mut parsed = Vec::with_capacity(codes.len());
    for code in codes {
        let coordinates = Coordinates::from_str(code).map_err(|e| {
            CoreError::invalid("zoordinates", format!("{code:?} is not a coordinate: {e}"))
        })?;
        parsed.push(coordinates.to_string());
    }
    Ok(without_repeats(parsed))
}

fn banks(banks: Vec<Bank>) -> Result<Vec<Bank>, CoreError> {
    if banks.len() > MAX_BANKS {
        return Err(CoreError::invalid("banks", "At most 20 banks"));
    }
    let mut kept: Vec<Bank> = Vec::with_capacity(banks.len());
    for bank in banks {
        if bank.product != "mortgage" {
            return Err(CoreError::invalid("banks", "The product must be mortgage"));
        }
        if bank.bank_id < 1 {
            return Err(CoreError::invalid("banks", "Bank ids start at 1"));
        }
        if !kept.contains(&bank) {
            kept.push(bank);
        }
    }
    Ok(kept)
}

fn telephony_ids(ids: &[String]) -> Result<Vec<String>, CoreError> {
    if ids.len() > MAX_TELEPHONY_IDS {
        return Err(CoreError::invalid(
            "telephony_ids",
            "At most one id per telephony provider",
        ));
    }
    let mut kept: Vec<String> = Vec::with_capacity(ids.len());
    for id in ids {
        let well_formed = id.split_once(':').is_some_and(|(provider, user)| {
            TELEPHONY_PROVIDERS.contains(&provider)
                && (1..=MAX_TELEPHONY_ID).contains(&user.len())
                && user
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        });
        if !well_formed {
            return Err(CoreError::invalid(
                "telephony_ids",
                format!(
                    "{id:?} is not provider:id (provider telavox, id of 1 to 64 letters, digits, - or _)"
                ),
            ));
        }
        // One id per provider: the dialler looks the person up by it.
        let provider = id.split(':').next().unwrap_or_default();
        if kept
            .iter()
            .any(|other| other.split(':').next() == Some(provider))
        {
            return Err(CoreError::invalid(
                "telephony_ids",
                format!("Only one {provider} id per person"),
            ));
        }
        kept.push(id.to_owned());
    }
    Ok(kept)
}

fn sverker_id(value: Option<String>) -> Result<Option<String>, CoreError> {
    let Some(value) = value else {
        return Ok(None);
    };
    let value = value.trim();
    if value.is_empty() {
        return Ok(None);
    }
    if value.chars().count() > MAX_SVERKER_ID || value.contains('\0') {
        return Err(CoreError::invalid(
            "sverker_id",
            "Must be at most 64 characters, without NUL",
        ));
    }
    Ok(Some(value.to_owned()))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn raw() -> RawProfile {
        RawProfile {
            first_name: " Nils ".into(),
            last_name: "Holm".into(),
            email: "nils.holm@zrm.example".into(),
            phone_number: " +46701234567 ".into(),
            language: "sv".into(),
            roles: vec!["team-lead".into(), "team-lead".into()],
            zoordinates: vec!["mosestftsa".into(), "MOSESTFTSA".into()],
            banks: vec![],
            telephony_ids: vec!["telavox:4711".into()],
            sverker_id: Some(" ".into()),
        }
    }

    fn field_of(raw: RawProfile) -> &'static str {
        let error = EmployeeProfile::parse(raw).unwrap_err();
        let CoreError::InvalidArgument { field, .. } = error else {
            panic!("{error:?}");
        };
        field
    }

    #[test]
    fn a_valid_profile_is_normalised() {
        let profile = EmployeeProfile::parse(raw()).unwrap();
        assert_eq!(profile.first_name, "Nils");
        assert_eq!(profile.roles, vec!["team-lead"]);
        assert_eq!(profile.zoordinates, vec!["MOSESTFTSA"]);
        assert_eq!(profile.language, Language::Sv);
        assert_eq!(profile.sverker_id, None);
    }

    #[test]
    fn each_bad_field_is_named() {
        type Case = (fn(&mut RawProfile), &'static str);
        let cases: Vec<Case> = vec![
            (|r| r.first_name = " ".into(), "first_name"),
            (|r| r.last_name = "x".repeat(101), "last_name"),
            (|r| r.email = "nils@".into(), "email"),
            (|r| r.phone_number = "0701234567".into(), "phone_number"),
            (|r| r.language = "de".into(), "language"),
            (|r| r.roles = vec!["superuser".into()], "roles"),
            (|r| r.zoordinates = vec!["MOSE".into()], "zoordinates"),
            (
                |r| r.telephony_ids = vec!["skype:1".into()],
                "telephony_ids",
            ),
            (
                |r| r.telephony_ids = vec!["telavox:1".into(), "telavox:2".into()],
                "telephony_ids",
            ),
            (|r| r.sverker_id = Some("s".repeat(65)), "sverker_id"),
            (
                |r| {
                    r.banks = vec![Bank {
                        country: "SE".into(),
                        product: "insurance".into(),
                        bank_id: 1,
                    }]
                },
                "banks",
            ),
        ];
        for (change, field) in cases {
            let mut profile = raw();
            change(&mut profile);
            assert_eq!(field_of(profile), field);
        }
    }
}
