//! Password + one-time-code sign-in: check the password, e-mail a code, consume the code.

use chrono::{TimeDelta, Utc};
use diesel_async::AsyncConnection;
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::code_mail::send_one_time_code;
use super::model::{Employee, LoginChallenge};
use super::one_time_code::{generate_one_time_code, one_time_code_hash};
use super::password::verify_password;
use super::rows::NewLoginChallengeRow;
use super::storage;
use crate::mail::Mailer;

#[derive(Debug, Clone, Copy)]
pub struct LoginPolicy {
    pub code_valid_for: TimeDelta,
    /// Wrong codes allowed per challenge; after that even the right code is refused.
    pub max_code_attempts: i32,
}

/// Where a sign-in happens: staff on the employee platform, bank partners on the bank platform.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LoginPlatform {
    #[default]
    Employee,
    Bank,
}

impl LoginPlatform {
    /// Bank partners (users with banks) only on the bank platform, the others only on the
    /// employee platform.
    pub fn admits(self, employee: &Employee) -> bool {
        match self {
            LoginPlatform::Employee => !employee.is_bank_partner(),
            LoginPlatform::Bank => employee.is_bank_partner(),
        }
    }
}

pub struct PasswordCredentials {
    pub email: String,
    pub password: String,
    pub platform: LoginPlatform,
}

impl std::fmt::Debug for PasswordCredentials {
    /// Never prints the password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PasswordCredentials")
            .field("email", &self.email)
            .field("password", &"********")
            .field("platform", &self.platform)
            .finish()
    }
}

pub async fn do_start_password_login(
    pool: &DbPool,
    mailer: &Mailer,
    policy: LoginPolicy,
    credentials: PasswordCredentials,
) -> Result<LoginChallenge, CoreError> {
    let mut conn = pooled(pool).await?;
    let account =
        storage::find_employee_credentials_by_email_lower(&mut conn, &credentials.email).await?;
    let (employee, stored_hash) = match account {
        Some(row) if !row.employee.deactivated && !row.employee.blocked => {
            (Some(Employee::from(row.employee)), row.password_hash)
        }
        Some(_) | None => (None, None),
    };
    // Always one argon2 verification, whether or not the account exists.
    let password_matches = verify_password(credentials.password, stored_hash).await?;
    // The wrong platform fails like a wrong password: the answer must not reveal the account.
    let employee = match employee {
        Some(employee) if password_matches && credentials.platform.admits(&employee) => employee,
        Some(_) | None => return Err(CoreError::WrongCredentials),
    };

    let code = generate_one_time_code();
    let session_id = Uuid::new_v4();
    let expires_at = Utc::now() + policy.code_valid_for;
    let code_hash = one_time_code_hash(&code, session_id);
    storage::insert_login_challenge(
        &mut conn,
        &NewLoginChallengeRow {
            session_id,
            employee_id: employee.user_id,
            code_hash: &code_hash,
            expires_at,
        },
    )
    .await?;
    drop(conn);

    send_one_time_code(
        mailer,
        &employee,
        &code,
        policy.code_valid_for.num_minutes(),
    )
    .await?;
    tracing::info!(user_id = %employee.user_id, %session_id, "one-time code sent");
    Ok(LoginChallenge {
        session_id,
        expires_at,
    })
}

enum CodeCheck {
    Accepted(Box<Employee>),
    Rejected,
}

pub async fn do_complete_password_login(
    pool: &DbPool,
    policy: LoginPolicy,
    session_id: Uuid,
    code: String,
) -> Result<Employee, CoreError> {
    let mut conn = pooled(pool).await?;
    // A wrong code must still count, so rejections commit and only then become errors.
    let check = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let now = Utc::now();
            let Some(challenge) =
                storage::find_login_challenge_by_session_id_for_update(conn, session_id).await?
            else {
                return Ok(CodeCheck::Rejected);
            };
            if challenge.consumed_at.is_some()
                || challenge.expires_at <= now
                || challenge.attempts >= policy.max_code_attempts
            {
                return Ok(CodeCheck::Rejected);
            }
            if one_time_code_hash(&code, session_id) != challenge.code_hash {
                storage::increment_login_challenge_attempts_by_session_id(conn, session_id).await?;
                return Ok(CodeCheck::Rejected);
            }
            storage::consume_login_challenge_by_session_id(conn, session_id, now).await?;
            let employee = Employee::from(
                storage::update_employee_last_login_by_user_id(conn, challenge.employee_id, now)
                    .await?,
            );
            if !employee.may_sign_in() {
                return Ok(CodeCheck::Rejected);
            }
            Ok(CodeCheck::Accepted(Box::new(employee)))
        })
        .await?;
    match check {
        CodeCheck::Accepted(employee) => {
            tracing::info!(user_id = %employee.user_id, "employee signed in");
            Ok(*employee)
        }
        CodeCheck::Rejected => Err(CoreError::InvalidOneTimeCode),
    }
}
