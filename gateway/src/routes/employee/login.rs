//! `POST /employee/login`: e-mail and password; core checks them and e-mails a one-time code.
//! The checks and the call to core are shared with `POST /bank/login` (`validate_credentials`,
//! `start_password_login`), which differs only in its field name and platform.

use actix_web::{HttpRequest, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tonic::Code;
use utoipa::ToSchema;
use zrm_proto::core::v1::{LoginPlatform, StartPasswordLoginRequest};

use crate::client_address::client_address;
use crate::clients::CORE;
use crate::convert::timestamp_or_epoch;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::status_to_error;
use crate::state::AppState;

pub const WRONG_CREDENTIALS: &str = "Wrong username or password";
const MAX_LENGTH: usize = 255;

/// Both fields are required; a missing or null one is refused naming it (`Email is required`),
/// which is why they deserialise as options.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginRequest {
    /// The employee's e-mail address: at most 255 characters, with a top-level domain
    /// (surrounding whitespace is ignored).
    #[serde(default)]
    #[schema(value_type = String, required = true, format = Email, min_length = 1, max_length = 255)]
    pub email: Option<String>,
    /// 1 to 255 characters.
    #[serde(default)]
    #[schema(value_type = String, required = true, format = Password, min_length = 1, max_length = 255)]
    pub password: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LoginChallenge {
    /// Pass to `/employee/login/validate` (or `/bank/login/validate`) with the code.
    pub session_id: String,
    pub otp_required: bool,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, PartialEq, Eq)]
pub struct Credentials {
    pub email: String,
    pub password: String,
}

/// The body field naming the account (an e-mail address either way) and its "required" message.
#[derive(Debug, Clone, Copy)]
pub struct AccountField {
    pub name: &'static str,
    pub required: &'static str,
}

pub const EMAIL_FIELD: AccountField = AccountField {
    name: "email",
    required: "Email is required",
};

/// The checks of spec 1 §5, with its messages.
pub fn validate(request: LoginRequest) -> Result<Credentials, GatewayError> {
    validate_credentials(EMAIL_FIELD, request.email, request.password)
}

/// The checks of spec 1 §5 for an e-mail in `field` and a password.
pub fn validate_credentials(
    field: AccountField,
    email: Option<String>,
    password: Option<String>,
) -> Result<Credentials, GatewayError> {
    let email = email.unwrap_or_default().trim().to_string();
    if email.is_empty() {
        return Err(GatewayError::field(field.name, field.required));
    }
    if email.chars().count() > MAX_LENGTH {
        return Err(GatewayError::field(
            field.name,
            "Must be at most 255 characters",
        ));
    }
    if !is_valid_email(&email) {
        return Err(GatewayError::field(field.name, "Must be a valid email"));
    }
    let password = password.unwrap_or_default();
    if password.is_empty() {
        return Err(GatewayError::field("password", "Password is required"));
    }
    if password.chars().count() > MAX_LENGTH {
        return Err(GatewayError::field(
            "password",
            "Must be at most 255 characters",
        ));
    }
    Ok(Credentials { email, password })
}

fn is_valid_email(email: &str) -> bool {
    let options = email_address::Options::default()
        .with_required_tld()
        .without_domain_literal()
        .without_display_text();
    email_address::EmailAddress::parse_with_options(email, options).is_ok()
}

#[utoipa::path(
    tag = "employee",
    request_body = LoginRequest,
    responses(
        (status = 200, description = "Password accepted; a one-time code was e-mailed", body = LoginChallenge),
        (status = 400, description = "Invalid input", body = ErrorBody),
        (status = 401, description = "Wrong username or password", body = ErrorBody),
        (status = 429, description = "Too many attempts (see Retry-After)", body = ErrorBody),
        (status = 503, description = "A dependency is down", body = ErrorBody),
    ),
    security(()),
)]
#[post("/employee/login")]
pub async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<LoginRequest>,
) -> Result<web::Json<LoginChallenge>, GatewayError> {
    let credentials = validate(body.into_inner())?;
    start_password_login(&req, &state, credentials, LoginPlatform::Employee)
        .await
        .map(web::Json)
}

/// Counts the attempt (per client address and per account), then asks core to check the
/// password on `platform` and mail the code. Wrong credentials, an unknown account and the wrong
/// platform all answer 401 "Wrong username or password".
pub async fn start_password_login(
    req: &HttpRequest,
    state: &AppState,
    credentials: Credentials,
    platform: LoginPlatform,
) -> Result<LoginChallenge, GatewayError> {
    let limits = &state.settings.rate_limit;
    let address = client_address(req, state.settings.http.trust_forwarded_for);
    state
        .rate_limiter
        .hit(
            &state.keys.login_attempts_by_address(&address),
            limits.login_per_address,
        )
        .await?;
    state
        .rate_limiter
        .hit(
            &state.keys.login_attempts_by_account(&credentials.email),
            limits.login_per_account,
        )
        .await?;
    let request = StartPasswordLoginRequest {
        email: credentials.email,
        password: credentials.password,
        platform: platform.into(),
    };
    let challenge = state
        .clients
        .employees()
        .start_password_login(state.clients.core.request(request))
        .await
        .map_err(|status| {
            if matches!(status.code(), Code::Unauthenticated | Code::NotFound) {
                GatewayError::unauthenticated(WRONG_CREDENTIALS)
            } else {
                status_to_error(CORE, status)
            }
        })?
        .into_inner();
    Ok(LoginChallenge {
        session_id: challenge.session_id,
        otp_required: true,
        expires_at: timestamp_or_epoch(challenge.expires_at),
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn rejection(email: Option<&str>, password: Option<&str>) -> (String, String) {
        let request = LoginRequest {
            email: email.map(str::to_string),
            password: password.map(str::to_string),
        };
        match validate(request).unwrap_err().into_validation() {
            Some((field, detail)) => (field.unwrap(), detail),
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn accepts_a_valid_login_and_trims_the_email() {
        let credentials = validate(LoginRequest {
            email: Some(" anna.online@zrm.example ".into()),
            password: Some("demo-online-1".into()),
        })
        .unwrap();
        assert_eq!(credentials.email, "anna.online@zrm.example");
    }

    #[test]
    fn email_messages_follow_the_spec() {
        assert_eq!(
            rejection(None, Some("x")),
            ("email".into(), "Email is required".into())
        );
        assert_eq!(
            rejection(Some("  "), Some("x")),
            ("email".into(), "Email is required".into())
        );
        assert_eq!(
            rejection(Some("anna"), Some("x")),
            ("email".into(), "Must be a valid email".into())
        );
        assert_eq!(
            rejection(Some("anna@localhost"), Some("x")),
            ("email".into(), "Must be a valid email".into())
        );
        let long = format!("{}@zrm.example", "a".repeat(250));
        assert_eq!(
            rejection(Some(&long), Some("x")),
            ("email".into(), "Must be at most 255 characters".into())
        );
    }

    #[test]
    fn password_messages_follow_the_spec() {
        assert_eq!(
            rejection(Some("a@zrm.example"), None),
            ("password".into(), "Password is required".into())
        );
        assert_eq!(
            rejection(Some("a@zrm.example"), Some("")),
            ("password".into(), "Password is required".into())
        );
        let long = "p".repeat(256);
        assert_eq!(
            rejection(Some("a@zrm.example"), Some(&long)),
            ("password".into(), "Must be at most 255 characters".into())
        );
    }
}
