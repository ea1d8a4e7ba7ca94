//! Field checks of the Recurring API bodies, answered as `400 validation-error` with the field in
//! `extraDetails`.

use chrono::NaiveDate;

use super::problem::VippsError;

pub fn required<T>(field: &str, value: Option<T>) -> Result<T, VippsError> {
    value.ok_or_else(|| VippsError::validation(field, "must not be null"))
}

/// A required text of 1 to `max` characters.
pub fn text(field: &str, value: Option<String>, max: usize) -> Result<String, VippsError> {
    let value = required(field, value)?;
    optional_text(field, Some(&value), max)?;
    if value.trim().is_empty() {
        return Err(VippsError::validation(field, "must not be empty"));
    }
    Ok(value)
}

pub fn optional_text(field: &str, value: Option<&str>, max: usize) -> Result<(), VippsError> {
    match value {
        Some(text) if text.chars().count() > max => Err(VippsError::validation(
            field,
            format!("size must be between 1 and {max}"),
        )),
        Some(_) | None => Ok(()),
    }
}

/// `https`, or plain `http` to a loopback host (the sandbox's allowance for local merchants);
/// `deeplink` also admits an app scheme such as `myapp://`.
pub fn merchant_url(
    field: &str,
    value: Option<String>,
    deeplink: bool,
) -> Result<String, VippsError> {
    let value = text(field, value, 1024)?;
    let ok = match reqwest::Url::parse(&value) {
        Ok(url) => match url.scheme() {
            "https" => true,
            "http" => matches!(url.host_str(), Some("localhost" | "127.0.0.1" | "[::1]")),
            _ => deeplink,
        },
        Err(_) => false,
    };
    if ok {
        Ok(value)
    } else {
        Err(VippsError::validation(field, "must be a valid https URL"))
    }
}

/// An MSISDN: country code and number, digits only (e.g. `4791234567`).
pub fn phone(field: &str, value: Option<&str>) -> Result<(), VippsError> {
    match value {
        Some(phone)
            if !(8..=15).contains(&phone.len()) || !phone.bytes().all(|b| b.is_ascii_digit()) =>
        {
            Err(VippsError::validation(
                field,
                "must be a phone number with country code, digits only",
            ))
        }
        Some(_) | None => Ok(()),
    }
}

/// `orderId`: `^[a-zA-Z0-9-]{1,50}$`.
pub fn order_id(field: &str, value: Option<&str>) -> Result<(), VippsError> {
    match value {
        Some(id)
            if id.is_empty()
                || id.len() > 50
                || !id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') =>
        {
            Err(VippsError::validation(
                field,
                "must match ^[a-zA-Z0-9-]{1,50}$",
            ))
        }
        Some(_) | None => Ok(()),
    }
}

pub fn date(field: &str, value: Option<String>) -> Result<NaiveDate, VippsError> {
    let raw = required(field, value)?;
    NaiveDate::parse_from_str(&raw, "%Y-%m-%d")
        .map_err(|_| VippsError::validation(field, "must be a date (YYYY-MM-DD)"))
}

pub fn currency(field: &str, value: Option<String>) -> Result<String, VippsError> {
    match required(field, value)?.as_str() {
        "NOK" => Ok("NOK".into()),
        _ => Err(VippsError::validation(field, "must be NOK")),
    }
}

/// The agreement id in a path: `agr_` and letters or digits.
pub fn agreement_id(id: &str) -> Result<(), VippsError> {
    let ok = id
        .strip_prefix("agr_")
        .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_alphanumeric()));
    if ok {
        Ok(())
    } else {
        Err(VippsError::bad_request(
            "invalid-agreement-id",
            format!("{id} is not an agreement id"),
        ))
    }
}
