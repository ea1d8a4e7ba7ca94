//! `POST /employee/login/validate`: the one-time code of a sign-in; issues the access token.
//! `complete_password_login` is shared with `POST /bank/login/validate`.

use actix_web::{post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tonic::Code;
use utoipa::ToSchema;
use zrm_proto::core::v1::CompletePasswordLoginRequest;

use super::types::User;
use crate::auth::{TokenPlatform, TokenSubject, token_error};
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::status_to_error;
use crate::rate_limit::Limit;
use crate::state::AppState;

pub const INVALID_CODE: &str = "Invalid or expired one-time code";

/// The one-time code of a sign-in. Core decides the rules; the schema states them: the session
/// id is required (at most 255 characters), the code is 6 to 8 characters once trimmed of white
/// space (Rust's `char::is_whitespace`). A session id that is not one core issued answers 401.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ValidateLoginRequest {
    #[serde(default)]
    #[schema(schema_with = session_id_schema, required = true)]
    pub session_id: Option<String>,
    #[serde(default)]
    #[schema(schema_with = otp_schema, required = true)]
    pub otp: Option<String>,
}

fn session_id_schema() -> utoipa::openapi::schema::Schema {
    crate::extract::trimmed_text_schema(1, 255, "The `session_id` of the password step:")
}

fn otp_schema() -> utoipa::openapi::schema::Schema {
    crate::extract::trimmed_text_schema(6, 8, "The one-time code from the e-mail:")
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SignedIn {
    /// Bearer token for every other call.
    pub token: String,
    pub expires_at: DateTime<Utc>,
    pub user: User,
}

/// A code as core receives it (absent values as empty strings, which core refuses).
#[derive(Debug, PartialEq, Eq)]
pub struct CodeAttempt {
    pub session_id: String,
    pub otp: String,
}

impl From<ValidateLoginRequest> for CodeAttempt {
    fn from(request: ValidateLoginRequest) -> Self {
        Self {
            session_id: request.session_id.unwrap_or_default(),
            otp: request.otp.unwrap_or_default(),
        }
    }
}

#[utoipa::path(
    tag = "employee",
    request_body = ValidateLoginRequest,
    responses(
        (status = 200, description = "Signed in", body = SignedIn),
        (status = 400, description = "Invalid input", body = ErrorBody),
        (status = 401, description = "Invalid or expired one-time code", body = ErrorBody),
        (status = 429, description = "Too many attempts (see Retry-After)", body = ErrorBody),
        (status = 503, description = "A dependency is down", body = ErrorBody),
    ),
    security(()),
)]
#[post("/employee/login/validate")]
pub async fn login_validate(
    state: web::Data<AppState>,
    body: JsonBody<ValidateLoginRequest>,
) -> Result<web::Json<SignedIn>, GatewayError> {
    let attempt = CodeAttempt::from(body.into_inner());
    complete_password_login(&state, attempt, TokenPlatform::Employee)
        .await
        .map(web::Json)
}

/// Refuses a session holding its limit of wrong codes, has core consume the code (a wrong one
/// counts), and issues the access token of `platform`. A user of the other platform (a bank
/// partner here on the employee platform, or staff on the bank platform) is refused like a
/// wrong code; core already refuses such a password check, so this only closes the door on a
/// session carried across platforms.
pub async fn complete_password_login(
    state: &AppState,
    attempt: CodeAttempt,
    platform: TokenPlatform,
) -> Result<SignedIn, GatewayError> {
    // Guessing codes needs a session, and sessions need the password (limited per account and
    // address at the login route), so counting per session bounds the guesses.
    let session_key = state
        .keys
        .otp_attempts_by_session(attempt.session_id.trim());
    let counter = [Limit {
        key: &session_key,
        limit: state.settings.rate_limit.otp_per_session,
    }];
    state.rate_limiter.check(&counter).await?;
    let request = CompletePasswordLoginRequest {
        session_id: attempt.session_id,
        otp: attempt.otp,
    };
    let answer = state
        .clients
        .employees()
        .complete_password_login(state.clients.core.request(request))
        .await;
    let employee = match answer {
        Ok(employee) => employee.into_inner(),
        Err(status) if matches!(status.code(), Code::Unauthenticated | Code::NotFound) => {
            state.rate_limiter.record_failures(&counter).await?;
            return Err(GatewayError::unauthenticated(INVALID_CODE));
        }
        Err(status) => return Err(status_to_error(CORE, status)),
    };
    let user = User::from(employee);
    let subject = TokenSubject::from(&user);
    if subject.platform != platform {
        tracing::info!(user_id = %user.user_id, ?platform, "sign-in on the wrong platform");
        return Err(GatewayError::unauthenticated(INVALID_CODE));
    }
    let (issued, _) = state.tokens.issue_access(&subject).map_err(token_error)?;
    tracing::info!(user_id = %user.user_id, ?platform, "signed in");
    Ok(SignedIn {
        token: issued.token,
        expires_at: issued.expires_at,
        user,
    })
}
