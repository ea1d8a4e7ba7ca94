//! `POST /employee/login`: e-mail and password; core checks them and e-mails a one-time code.
//! The call to core is shared with `POST /bank/login` (`start_password_login`), which differs
//! only in its field name and platform.

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
use crate::rate_limit::Limit;
use crate::state::AppState;

pub const WRONG_CREDENTIALS: &str = "Wrong username or password";

/// The form of the sign-in. Core decides every rule (required, length, e-mail shape, platform);
/// the schema states them for clients: the account trimmed of white space is `local@domain.tld`
/// without white space or control characters, both values are at most 255 characters as sent. The white space of the
/// patterns is Rust's (`char::is_whitespace`), which core trims and refuses.
#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginRequest {
    /// The employee's e-mail address: at most 255 characters, with a top-level domain
    /// (surrounding whitespace is ignored).
    #[serde(default)]
    #[schema(
        value_type = String,
        required = true,
        max_length = 255,
        pattern = r"^[\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^@\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u0000-\u001F\u007F-\u009F]+@[^@.\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u0000-\u001F\u007F-\u009F]+(\.[^@.\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u0000-\u001F\u007F-\u009F]+)+[\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
    )]
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

/// What a sign-in form sent, as core receives it (absent values as empty strings, which core
/// refuses with the form's own message).
#[derive(Debug, PartialEq, Eq)]
pub struct Credentials {
    pub email: String,
    pub password: String,
}

impl Credentials {
    pub fn new(email: Option<String>, password: Option<String>) -> Self {
        Self {
            email: email.unwrap_or_default(),
            password: password.unwrap_or_default(),
        }
    }

    /// The account the per-account attempt counter is kept for: the address as core compares it.
    fn account_key(&self) -> String {
        self.email.trim().to_lowercase()
    }
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
    let body = body.into_inner();
    let credentials = Credentials::new(body.email, body.password);
    start_password_login(&req, &state, credentials, LoginPlatform::Employee)
        .await
        .map(web::Json)
}

/// Refuses the attempt while the client address or the account holds its limit of failures,
/// then asks core to check the input and the password on `platform` and mail the code. Wrong
/// credentials, an unknown account and the wrong platform all answer 401 "Wrong username or
/// password" and count as a failure of both; bad input and outages do not count.
pub async fn start_password_login(
    req: &HttpRequest,
    state: &AppState,
    credentials: Credentials,
    platform: LoginPlatform,
) -> Result<LoginChallenge, GatewayError> {
    let limits = &state.settings.rate_limit;
    let address = client_address(req, state.settings.http.trust_forwarded_for);
    let address_key = state.keys.login_attempts_by_address(&address);
    let account_key = state
        .keys
        .login_attempts_by_account(&credentials.account_key());
    let counters = [
        Limit {
            key: &address_key,
            limit: limits.login_per_address,
        },
        Limit {
            key: &account_key,
            limit: limits.login_per_account,
        },
    ];
    state.rate_limiter.check(&counters).await?;
    let request = StartPasswordLoginRequest {
        email: credentials.email,
        password: credentials.password,
        platform: platform.into(),
    };
    let answer = state
        .clients
        .employees()
        .start_password_login(state.clients.core.request(request))
        .await;
    let challenge = match answer {
        Ok(challenge) => challenge.into_inner(),
        Err(status) if matches!(status.code(), Code::Unauthenticated | Code::NotFound) => {
            state.rate_limiter.record_failures(&counters).await?;
            return Err(GatewayError::unauthenticated(WRONG_CREDENTIALS));
        }
        Err(status) => return Err(status_to_error(CORE, status)),
    };
    Ok(LoginChallenge {
        session_id: challenge.session_id,
        otp_required: true,
        expires_at: timestamp_or_epoch(challenge.expires_at),
    })
}
