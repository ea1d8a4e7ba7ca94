//! Field checks shared by the GoCardless create endpoints, answering `validation_failed` the way
//! GoCardless words it.

use serde_json::Value;

use super::error::GcError;
use super::model::Metadata;

/// GoCardless allows up to 3 metadata keys, names up to 50 and values up to 500 characters.
pub fn metadata(envelope: &str, metadata: Option<Metadata>) -> Result<Metadata, GcError> {
    let metadata = metadata.unwrap_or_default();
    if metadata.len() > 3 {
        return Err(GcError::validation(
            envelope,
            "metadata",
            "has too many keys (maximum is 3)",
        ));
    }
    for (key, value) in &metadata {
        if key.chars().count() > 50 {
            return Err(GcError::validation(
                envelope,
                "metadata",
                "key is too long (maximum is 50 characters)",
            ));
        }
        match value {
            Value::String(text) if text.chars().count() <= 500 => {}
            Value::String(_) => {
                return Err(GcError::validation(
                    envelope,
                    "metadata",
                    "value is too long (maximum is 500 characters)",
                ));
            }
            Value::Null
            | Value::Bool(_)
            | Value::Number(_)
            | Value::Array(_)
            | Value::Object(_) => {
                return Err(GcError::validation(
                    envelope,
                    "metadata",
                    "values must be strings",
                ));
            }
        }
    }
    Ok(metadata)
}

pub fn required<T>(envelope: &str, field: &str, value: Option<T>) -> Result<T, GcError> {
    value.ok_or_else(|| GcError::validation(envelope, field, "can't be blank"))
}

pub fn required_text(
    envelope: &str,
    field: &str,
    value: Option<String>,
) -> Result<String, GcError> {
    required(envelope, field, value.filter(|v| !v.trim().is_empty()))
}

pub fn max_chars(
    envelope: &str,
    field: &str,
    value: Option<&str>,
    max: usize,
) -> Result<(), GcError> {
    match value {
        Some(text) if text.chars().count() > max => Err(GcError::validation(
            envelope,
            field,
            format!("is too long (maximum is {max} characters)"),
        )),
        Some(_) | None => Ok(()),
    }
}

/// `redirect_uri` / `exit_uri`: an absolute http(s) URL.
pub fn url(envelope: &str, field: &str, value: Option<&str>) -> Result<(), GcError> {
    match value {
        Some(raw) => match reqwest::Url::parse(raw) {
            Ok(url) if matches!(url.scheme(), "http" | "https") => Ok(()),
            Ok(_) | Err(_) => Err(GcError::validation(envelope, field, "is not a valid URL")),
        },
        None => Ok(()),
    }
}

pub fn linked_resource_not_found(link: &str) -> GcError {
    GcError::bad_request(
        "linked_resource_not_found",
        format!("The resource linked in links[{link}] was not found"),
    )
}
