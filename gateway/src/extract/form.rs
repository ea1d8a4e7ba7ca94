//! Form-encoded request bodies (`application/x-www-form-urlencoded`), the way providers post
//! their webhooks; errors name the field, as a JSON body's do.

use actix_web::http::header;
use actix_web::{HttpRequest, web};
use serde::de::DeserializeOwned;

use super::body::read_limited;
use crate::error::GatewayError;

pub const FORM_CONTENT_TYPE: &str = "application/x-www-form-urlencoded";

/// The body of `req`, read up to the body limit and parsed as a form into `T`.
pub async fn read_form<T: DeserializeOwned>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, GatewayError> {
    if !is_form_content_type(req) {
        return Err(GatewayError::bad_request(
            "Content-Type must be application/x-www-form-urlencoded",
        ));
    }
    let body = read_limited(req, payload.into_inner()).await?;
    parse_form(&body)
}

pub fn parse_form<T: DeserializeOwned>(body: &[u8]) -> Result<T, GatewayError> {
    super::query::parse_encoded(body)
}

fn is_form_content_type(req: &HttpRequest) -> bool {
    req.headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|essence| essence.trim().eq_ignore_ascii_case(FORM_CONTENT_TYPE))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    struct Report {
        id: String,
        status: Status,
    }

    #[derive(Debug, PartialEq, Eq, serde::Deserialize)]
    #[serde(rename_all = "lowercase")]
    enum Status {
        Sent,
        Delivered,
    }

    #[test]
    fn a_form_parses_and_a_bad_field_is_named() {
        let report: Report = parse_form(b"id=s1&status=delivered&extra=1").unwrap();
        assert_eq!(
            (report.id.as_str(), report.status),
            ("s1", Status::Delivered)
        );
        for (body, field) in [
            (&b"status=sent"[..], "id"),
            (b"id=s1&status=lost", "status"),
        ] {
            let (named, _) = parse_form::<Report>(body)
                .unwrap_err()
                .into_validation()
                .unwrap();
            assert_eq!(named.as_deref(), Some(field), "{body:?}");
        }
    }
}
