//! `POST /bank/login`: username (the bank partner's e-mail) and password; core checks them on the
//! bank platform and e-mails a one-time code. Same limits and answers as `POST /employee/login`,
//! whose code this reuses.

use actix_web::{HttpRequest, post, web};
use serde::Deserialize;
use utoipa::ToSchema;
use zrm_proto::core::v1::LoginPlatform;

use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::routes::employee::login::{Credentials, LoginChallenge, start_password_login};
use crate::state::AppState;

/// The bank sign-in names the account `username`; its value is the partner's e-mail address, with
/// the rules of [`LoginRequest`](crate::routes::employee::login::LoginRequest) (decided by core).
#[derive(Debug, Deserialize, ToSchema)]
pub struct BankLoginRequest {
    #[serde(default)]
    #[schema(
        value_type = String,
        required = true,
        max_length = 255,
        pattern = r"^[\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*[^@\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u0000-\u001F\u007F-\u009F]+@[^@.\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u0000-\u001F\u007F-\u009F]+(\.[^@.\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u0000-\u001F\u007F-\u009F]+)+[\t\n\u000B\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"
    )]
    pub username: Option<String>,
    /// 1 to 255 characters.
    #[serde(default)]
    #[schema(value_type = String, required = true, format = Password, min_length = 1, max_length = 255)]
    pub password: Option<String>,
}

#[utoipa::path(
    tag = "bank",
    operation_id = "bank_login",
    request_body = BankLoginRequest,
    responses(
        (status = 200, description = "Password accepted; a one-time code was e-mailed", body = LoginChallenge),
        (status = 400, description = "Invalid input", body = ErrorBody),
        (status = 401, description = "Wrong username or password (also for staff accounts)", body = ErrorBody),
        (status = 429, description = "Too many attempts (see Retry-After)", body = ErrorBody),
        (status = 503, description = "A dependency is down", body = ErrorBody),
    ),
    security(()),
)]
#[post("/bank/login")]
pub async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<BankLoginRequest>,
) -> Result<web::Json<LoginChallenge>, GatewayError> {
    let body = body.into_inner();
    let credentials = Credentials::new(body.username, body.password);
    start_password_login(&req, &state, credentials, LoginPlatform::Bank)
        .await
        .map(web::Json)
}
