//! The staff members known to the insurance service (spec 2 §7 `ext_users`, "external users"):
//! insurances, their events and refunds record who acted by user id, and this register gives
//! the id its current name. The back office's user administration registers a person
//! (create: an idempotent upsert) and deactivates them (delete); deactivated people keep their
//! name, so the history still says who sold or cancelled.

pub mod grpc;
pub mod storage;

use std::collections::{BTreeSet, HashMap};

use chrono::Utc;

use self::storage::UserRow;
use crate::error::InsuranceError;
use crate::state::{InsuranceState, pooled};

pub const MAX_USER_ID_CHARS: usize = 64;
pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_EMAIL_CHARS: usize = 255;

/// A registration, checked: each field trimmed, its error naming it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registration {
    pub user_id: String,
    pub name: String,
    pub email: String,
}

pub fn user_id(raw: &str) -> Result<String, InsuranceError> {
    let id = raw.trim();
    if id.is_empty()
        || id.chars().count() > MAX_USER_ID_CHARS
        || id.chars().any(char::is_whitespace)
    {
        return Err(InsuranceError::invalid(
            "user_id",
            format!("Must be a user id of 1 to {MAX_USER_ID_CHARS} characters without spaces"),
        ));
    }
    Ok(id.to_owned())
}

impl Registration {
    pub fn parse(user: &str, name: &str, email: &str) -> Result<Self, InsuranceError> {
        let user_id = user_id(user)?;
        let name = name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
            return Err(InsuranceError::invalid(
                "name",
                format!("Must be 1 to {MAX_NAME_CHARS} characters"),
            ));
        }
        let email = email.trim();
        if !is_email(email) {
            return Err(InsuranceError::invalid(
                "email",
                "Must be an e-mail address",
            ));
        }
        Ok(Self {
            user_id,
            name: name.to_owned(),
            email: email.to_owned(),
        })
    }
}

/// One `@` between a local part and a dotted domain, no spaces or control characters, at most
/// 255 characters (as the employee register takes it): what mail can be sent to, not the RFC.
fn is_email(email: &str) -> bool {
    let bad = |c: char| c.is_whitespace() || c.is_control() || c == '@';
    email.chars().count() <= MAX_EMAIL_CHARS
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !local.chars().any(bad)
                && !domain.chars().any(bad)
                && domain.split('.').filter(|part| !part.is_empty()).count() >= 2
                && !domain.starts_with('.')
                && !domain.ends_with('.')
                && !domain.contains("..")
        })
}

pub async fn register(
    state: &InsuranceState,
    registration: Registration,
    requested_by: &str,
) -> Result<UserRow, InsuranceError> {
    let mut conn = pooled(&state.pool).await?;
    Ok(storage::upsert(
        &mut conn,
        &registration.user_id,
        &registration.name,
        &registration.email,
        requested_by,
        Utc::now(),
    )
    .await?)
}

pub async fn deactivate(
    state: &InsuranceState,
    user_id: &str,
    requested_by: &str,
) -> Result<UserRow, InsuranceError> {
    let mut conn = pooled(&state.pool).await?;
    storage::deactivate(&mut conn, user_id, requested_by, Utc::now())
        .await?
        .ok_or_else(|| InsuranceError::UserNotFound(user_id.to_owned()))
}

/// The current names of the ids (each looked up once); an unregistered id has none. A name is
/// decoration: the caller shows the id without one.
pub async fn names_of<'a>(
    state: &InsuranceState,
    ids: impl IntoIterator<Item = &'a str>,
) -> Result<HashMap<String, String>, InsuranceError> {
    let ids: BTreeSet<&str> = ids.into_iter().filter(|id| !id.is_empty()).collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let ids: Vec<&str> = ids.into_iter().collect();
    let mut conn = pooled(&state.pool).await?;
    Ok(storage::names(&mut conn, &ids).await?)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn field(error: InsuranceError) -> &'static str {
        match error {
            InsuranceError::InvalidArgument { field, .. } => field,
            InsuranceError::NotFound(_)
            | InsuranceError::PaymentNotFound(_)
            | InsuranceError::UserNotFound(_)
            | InsuranceError::AlreadyInsured
            | InsuranceError::Precondition(_)
            | InsuranceError::Provider { .. }
            | InsuranceError::Peer { .. }
            | InsuranceError::Corrupt(_)
            | InsuranceError::Clock(_)
            | InsuranceError::Storage(_) => "not a field",
        }
    }

    #[test]
    fn a_registration_is_trimmed_and_each_bad_field_is_named() {
        let ok = Registration::parse(" u-1 ", " Anna Berg ", " anna@zrm.example ").unwrap();
        assert_eq!(
            ok,
            Registration {
                user_id: "u-1".into(),
                name: "Anna Berg".into(),
                email: "anna@zrm.example".into(),
            }
        );
        assert_eq!(
            field(Registration::parse("", "A", "a@b.se").unwrap_err()),
            "user_id"
        );
        assert_eq!(
            field(Registration::parse("a b", "A", "a@b.se").unwrap_err()),
            "user_id"
        );
        assert_eq!(
            field(Registration::parse("u", "  ", "a@b.se").unwrap_err()),
            "name"
        );
        let long = "x".repeat(MAX_NAME_CHARS + 1);
        assert_eq!(
            field(Registration::parse("u", &long, "a@b.se").unwrap_err()),
            "name"
        );
        for bad in [
            "",
            "anna",
            "anna@",
            "@zrm.example",
            "anna@zrm",
            "anna@zrm..se",
            "a b@zrm.se",
        ] {
            assert_eq!(
                field(Registration::parse("u", "A", bad).unwrap_err()),
                "email",
                "{bad}"
            );
        }
    }
}
