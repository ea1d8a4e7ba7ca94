//! What the credit check, property valuation and PEP screening simulators share: ZRM's adapter
//! shape for these providers (JSON over HTTPS, an API key, errors `{code, message, field?,
//! request_id}`), the log of recent requests shown on their pages, one-off scripted outcomes,
//! and the page texts.

pub mod auth;
pub mod log;
pub mod scripts;
pub mod texts;

use actix_web::http::StatusCode;
use serde::de::DeserializeOwned;

use crate::error::SandboxError;

pub fn check_error(
    status: StatusCode,
    code: &'static str,
    message: impl Into<String>,
) -> SandboxError {
    SandboxError::Check {
        status,
        code,
        message: message.into(),
        field: None,
    }
}

/// `400 validation_error` naming the field.
pub fn invalid(field: &str, message: impl Into<String>) -> SandboxError {
    SandboxError::Check {
        status: StatusCode::BAD_REQUEST,
        code: "validation_error",
        message: message.into(),
        field: Some(field.to_owned()),
    }
}

/// A request body; a wrongly typed or unknown field is named in the error.
pub fn request_body<T: DeserializeOwned>(raw: &[u8]) -> Result<T, SandboxError> {
    let mut de = serde_json::Deserializer::from_slice(raw);
    serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let field = if path == "." { "body".to_owned() } else { path };
        invalid(&field, e.inner().to_string())
    })
}

/// A required, non-blank text field.
pub fn required<'a>(field: &str, value: Option<&'a str>) -> Result<&'a str, SandboxError> {
    match value.map(str::trim) {
        Some(text) if !text.is_empty() => Ok(text),
        _ => Err(invalid(field, format!("{field} is required"))),
    }
}

/// The page of one simulator: its intro and the recent requests.
pub fn requests_page(
    lang: crate::i18n::Lang,
    title: texts::CheckText,
    intro: texts::CheckText,
    path: &str,
    requests: &[log::LoggedRequest],
) -> maud::Markup {
    use texts::{CheckText as T, ct};
    let page = crate::html::Page {
        lang,
        title: ct(lang, title),
        path,
        refresh_seconds: Some(10),
    };
    crate::html::layout(
        &page,
        maud::html! {
            p { (ct(lang, intro)) }
            h2 { (ct(lang, T::RecentRequests)) }
            @if requests.is_empty() { p { (ct(lang, T::NoRequests)) } } @else {
                table {
                    thead { tr { th { (ct(lang, T::Time)) } th { (ct(lang, T::Subject)) } th { (ct(lang, T::Outcome)) } } }
                    tbody { @for r in requests { tr {
                        td { (r.at.format("%Y-%m-%d %H:%M:%S")) }
                        td { code { (r.subject) } }
                        td { (r.outcome) @if r.scripted { " " span.muted { "(" (ct(lang, T::Scripted)) ")" } } }
                    } } }
                }
            }
        },
    )
}

/// `country`: `SE` or `NO`.
pub fn parse_country(value: Option<&str>) -> Result<zrm_domain::Country, SandboxError> {
    match required("country", value)? {
        "SE" => Ok(zrm_domain::Country::Se),
        "NO" => Ok(zrm_domain::Country::No),
        _ => Err(invalid("country", "country must be SE or NO")),
    }
}

/// A Swedish (12 digits) or Norwegian (11 digits) personal id, canonical.
pub fn parse_personal_id(
    field: &str,
    country: zrm_domain::Country,
    raw: &str,
    today: chrono::NaiveDate,
) -> Result<zrm_domain::PersonalId, SandboxError> {
    zrm_domain::PersonalId::parse(country, raw.trim(), today)
        .map_err(|e| invalid(field, format!("{field}: {e}")))
}

/// For the control API, where the country follows from the id: Swedish, else Norwegian.
pub fn parse_any_personal_id(
    raw: &str,
    today: chrono::NaiveDate,
) -> Result<zrm_domain::PersonalId, SandboxError> {
    zrm_domain::PersonalId::parse(zrm_domain::Country::Se, raw.trim(), today)
        .or_else(|_| zrm_domain::PersonalId::parse(zrm_domain::Country::No, raw.trim(), today))
        .map_err(|e| {
            SandboxError::validation(
                "personal_id",
                format!("not a valid Swedish or Norwegian personal id: {e}"),
            )
        })
}
