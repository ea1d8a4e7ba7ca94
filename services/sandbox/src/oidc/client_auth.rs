//! Reading a token request: the form body and the client's credentials, by
//! `client_secret_basic` (RFC 6749 §2.3.1, each part form-urlencoded inside Basic) or
//! `client_secret_post` (the same values as form fields).

use actix_web::HttpRequest;
use actix_web::http::header::{AUTHORIZATION, CONTENT_TYPE};
use base64::Engine;
use base64::engine::general_purpose::STANDARD;

use super::error::{Challenge, OAuthCode, OAuthError};
use super::settings::ProviderSettings;

/// Form or query pairs; a parameter given twice is refused (RFC 6749 §3.1, §3.2).
pub fn parse_pairs(raw: &[u8]) -> Vec<(String, String)> {
    form_urlencoded::parse(raw).into_owned().collect()
}

pub struct Form(Vec<(String, String)>);

impl Form {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .filter(|v| !v.is_empty())
    }
}

fn invalid_request(description: &str) -> OAuthError {
    OAuthError::new(OAuthCode::InvalidRequest, description)
}

/// The body of a token request: form-encoded, no parameter twice.
pub fn token_form(req: &HttpRequest, body: &[u8]) -> Result<Form, OAuthError> {
    let is_form = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| {
            v.trim()
                .eq_ignore_ascii_case("application/x-www-form-urlencoded")
        });
    if !is_form {
        return Err(invalid_request(
            "Content-Type must be application/x-www-form-urlencoded",
        ));
    }
    let pairs = parse_pairs(body);
    let repeated = pairs.iter().enumerate().find_map(|(i, (name, _))| {
        pairs[..i]
            .iter()
            .any(|(k, _)| k == name)
            .then_some(name.as_str())
    });
    if let Some(name) = repeated {
        return Err(invalid_request(&format!("Duplicated parameter: {name}")));
    }
    Ok(Form(pairs))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthMethod {
    Basic,
    Post,
}

/// A form-urlencoded part of the Basic credentials.
fn decode_part(part: &str) -> String {
    form_urlencoded::parse(part.as_bytes())
        .next()
        .map(|(name, value)| {
            // A literal '=' in an unencoded secret splits it; put it back together.
            if value.is_empty() && !part.ends_with('=') {
                name.into_owned()
            } else {
                format!("{name}={value}")
            }
        })
        .unwrap_or_default()
}

fn basic_credentials(req: &HttpRequest) -> Option<Result<(String, String), OAuthError>> {
    let header = req.headers().get(AUTHORIZATION)?;
    let bad = || {
        OAuthError::new(OAuthCode::InvalidClient, "Malformed Basic credentials")
            .with_challenge(Challenge::Basic)
    };
    let parsed = header
        .to_str()
        .ok()
        .and_then(|v| {
            let (scheme, rest) = v.split_once(' ')?;
            scheme.eq_ignore_ascii_case("basic").then_some(rest.trim())
        })
        .and_then(|b64| STANDARD.decode(b64).ok())
        .and_then(|bytes| String::from_utf8(bytes).ok())
        .and_then(|text| {
            let (id, secret) = text.split_once(':')?;
            Some((decode_part(id), decode_part(secret)))
        });
    Some(parsed.ok_or_else(bad))
}

/// Authenticates the client; answers its id.
pub fn authenticate(
    req: &HttpRequest,
    form: &Form,
    client: &ProviderSettings,
) -> Result<String, OAuthError> {
    let basic = basic_credentials(req).transpose()?;
    let posted_secret = form.get("client_secret");
    let (id, secret, method) = match (basic, posted_secret) {
        (Some(_), Some(_)) => {
            return Err(invalid_request(
                "Use one client authentication method, not Basic and client_secret both",
            ));
        }
        (Some((id, secret)), None) => {
            if form.get("client_id").is_some_and(|posted| posted != id) {
                return Err(invalid_request(
                    "client_id differs from the Basic credentials",
                ));
            }
            (id, secret, AuthMethod::Basic)
        }
        (None, Some(secret)) => {
            let id = form.get("client_id").ok_or_else(|| {
                OAuthError::new(OAuthCode::InvalidClient, "Missing parameter: client_id")
            })?;
            (id.to_owned(), secret.to_owned(), AuthMethod::Post)
        }
        (None, None) => {
            return Err(OAuthError::new(
                OAuthCode::InvalidClient,
                "Client authentication required (client_secret_basic or client_secret_post)",
            ));
        }
    };
    let known = id == client.client_id && constant_time_eq(&secret, &client.client_secret);
    if known {
        return Ok(id);
    }
    let error = OAuthError::new(
        OAuthCode::InvalidClient,
        "Invalid client or client credentials",
    );
    Err(match method {
        AuthMethod::Basic => error.with_challenge(Challenge::Basic),
        AuthMethod::Post => error,
    })
}

fn constant_time_eq(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_parts_are_form_decoded() {
        assert_eq!(decode_part("my%3Aclient"), "my:client");
        assert_eq!(decode_part("s+p%25"), "s p%");
        assert_eq!(decode_part("a=b"), "a=b");
        assert!(constant_time_eq("abc", "abc"));
        assert!(!constant_time_eq("abc", "abd"));
        assert!(!constant_time_eq("abc", "abcd"));
    }
}
