//! `POST /bank/login`: username (the bank partner's e-mail) and password; core checks them on the
//! bank platform and e-mails a one-time code. Same checks, limits and answers as
//! `POST /employee/login`, whose code this reuses.

use actix_web::{HttpRequest, post, web};
use serde::Deserialize;
use utoipa::ToSchema;
use zrm_proto::core::v1::LoginPlatform;

use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::routes::employee::login::{
    AccountField, Credentials, LoginChallenge, start_password_login, validate_credentials,
};
use crate::state::AppState;

/// The bank login names the account `username`; its value is the e-mail address.
pub const USERNAME_FIELD: AccountField = AccountField {
    name: "username",
    required: "Username is required",
};

/// Both fields are required (see `LoginRequest`).
#[derive(Debug, Deserialize, ToSchema)]
pub struct BankLoginRequest {
    /// The bank partner's e-mail address: at most 255 characters, with a top-level domain
    /// (surrounding whitespace is ignored).
    #[serde(default)]
    #[schema(value_type = String, required = true, format = Email, min_length = 1, max_length = 255)]
    pub username: Option<String>,
    /// 1 to 255 characters.
    #[serde(default)]
    #[schema(value_type = String, required = true, format = Password, min_length = 1, max_length = 255)]
    pub password: Option<String>,
}

pub fn validate(request: BankLoginRequest) -> Result<Credentials, GatewayError> {
    validate_credentials(USERNAME_FIELD, request.username, request.password)
}

#[utoipa::path(
    tag = "bank",
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
    let credentials = validate(body.into_inner())?;
    start_password_login(&req, &state, credentials, LoginPlatform::Bank)
        .await
        .map(web::Json)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn rejection(username: Option<&str>, password: Option<&str>) -> (String, String) {
        let request = BankLoginRequest {
            username: username.map(str::to_string),
            password: password.map(str::to_string),
        };
        match validate(request).unwrap_err().into_validation() {
            Some((field, detail)) => (field.unwrap(), detail),
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn username_is_the_trimmed_email() {
        let credentials = validate(BankLoginRequest {
            username: Some(" partner@bank.example ".into()),
            password: Some("demo-bank-1".into()),
        })
        .unwrap();
        assert_eq!(credentials.email, "partner@bank.example");
    }

    #[test]
    fn messages_are_the_employee_ones_on_the_username_field() {
        assert_eq!(
            rejection(None, Some("x")),
            ("username".into(), "Username is required".into())
        );
        assert_eq!(
            rejection(Some("karin"), Some("x")),
            ("username".into(), "Must be a valid email".into())
        );
        let long = format!("{}@bank.example", "a".repeat(250));
        assert_eq!(
            rejection(Some(&long), Some("x")),
            ("username".into(), "Must be at most 255 characters".into())
        );
        assert_eq!(
            rejection(Some("partner@bank.example"), None),
            ("password".into(), "Password is required".into())
        );
    }
}
