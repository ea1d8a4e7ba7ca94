//! Sign-in through the staff identity provider: the gateway verified the provider's ID token;
//! core decides whether that person may work in ZRM and takes the provider's roles and
//! coordinates, unless an administrator manages the person's access in ZRM (created or edited
//! them there): then ZRM's values stay.

use std::str::FromStr;

use chrono::Utc;
use zrm_domain::Coordinates;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::changes::{self, ChangeKind};
use super::model::Employee;
use super::storage;

const MAX_ROLES: usize = 100;
const MAX_ROLE_LENGTH: usize = 100;

/// What the identity provider's verified claims say about the person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProviderIdentity {
    pub email: String,
    pub subject: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
}

impl ProviderIdentity {
    /// Checks the claims as core stores them: an e-mail, role names, valid coordinate codes.
    pub fn parse(
        email: &str,
        subject: String,
        roles: Vec<String>,
        zoordinates: Vec<String>,
    ) -> Result<Self, CoreError> {
        let email = email.trim();
        if email.is_empty() || !email.contains('@') || email.chars().count() > 255 {
            return Err(CoreError::invalid("email", "Must be a valid email"));
        }
        if roles.len() > MAX_ROLES
            || roles
                .iter()
                .any(|role| role.trim().is_empty() || role.chars().count() > MAX_ROLE_LENGTH)
        {
            return Err(CoreError::invalid(
                "roles",
                "Roles must be at most 100 names of 1 to 100 characters",
            ));
        }
        for code in &zoordinates {
            Coordinates::from_str(code).map_err(|e| {
                CoreError::invalid("zoordinates", format!("{code:?} is not a coordinate: {e}"))
            })?;
        }
        Ok(Self {
            email: email.to_owned(),
            subject,
            roles: roles
                .into_iter()
                .map(|role| role.trim().to_owned())
                .collect(),
            zoordinates,
        })
    }
}

/// The employee with this e-mail, now carrying the provider's roles and coordinates and this
/// sign-in as the last login. An unknown address, a deactivated account and a bank partner are
/// refused, each with its own message: the person proved who they are, so the answer may say why.
pub async fn do_sign_in_with_identity_provider(
    pool: &DbPool,
    identity: ProviderIdentity,
) -> Result<Employee, CoreError> {
    let mut conn = pooled(pool).await?;
    let Some(account) =
        storage::find_employee_credentials_by_email_lower(&mut conn, &identity.email).await?
    else {
        tracing::info!(subject = %identity.subject, "identity-provider sign-in without an account");
        return Err(CoreError::NoAccountForIdentity(identity.email));
    };
    let employee = Employee::from(account.employee);
    if employee.deactivated {
        return Err(CoreError::AccountDeactivated);
    }
    if employee.blocked {
        return Err(CoreError::AccountBlocked);
    }
    if employee.is_bank_partner() {
        return Err(CoreError::BankPartnerOnStaffSignIn);
    }
    if employee.access_managed_in_zrm {
        // An administrator set this person's access in ZRM: the claims do not override it.
        let row =
            storage::update_employee_last_login_by_user_id(&mut conn, employee.user_id, Utc::now())
                .await?;
        tracing::info!(user_id = %employee.user_id, subject = %identity.subject, "employee signed in through the identity provider (access managed in ZRM)");
        return Ok(Employee::from(row));
    }
    let row = storage::update_employee_access_and_last_login_by_user_id(
        &mut conn,
        employee.user_id,
        &identity.roles,
        &identity.zoordinates,
        Utc::now(),
    )
    .await?;
    let signed_in = Employee::from(row);
    if signed_in.roles != employee.roles || signed_in.zoordinates != employee.zoordinates {
        changes::record(
            &mut conn,
            ChangeKind::SignedIn,
            None,
            Some(&employee),
            &signed_in,
        )
        .await?;
        tracing::info!(
            user_id = %signed_in.user_id,
            roles_before = ?employee.roles,
            roles_after = ?signed_in.roles,
            zoordinates_before = ?employee.zoordinates,
            zoordinates_after = ?signed_in.zoordinates,
            "roles or coordinates taken from the identity provider"
        );
    }
    tracing::info!(user_id = %signed_in.user_id, subject = %identity.subject, "employee signed in through the identity provider");
    Ok(signed_in)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn parse_refuses_what_core_cannot_store() {
        let ok = ProviderIdentity::parse(
            " anna@zrm.example ",
            "sub".into(),
            vec![" online:admin ".into()],
            vec!["MOSESTFTSA".into()],
        )
        .unwrap();
        assert_eq!(ok.email, "anna@zrm.example");
        assert_eq!(ok.roles, vec!["online:admin"]);
        let field = |result: Result<ProviderIdentity, CoreError>| {
            let error = result.unwrap_err();
            let CoreError::InvalidArgument { field, .. } = error else {
                panic!("{error:?}");
            };
            field
        };
        assert_eq!(
            field(ProviderIdentity::parse("", "s".into(), vec![], vec![])),
            "email"
        );
        assert_eq!(
            field(ProviderIdentity::parse(
                "a@b.c",
                "s".into(),
                vec![" ".into()],
                vec![]
            )),
            "roles"
        );
        assert_eq!(
            field(ProviderIdentity::parse(
                "a@b.c",
                "s".into(),
                vec![],
                vec!["MOSE".into()]
            )),
            "zoordinates"
        );
    }
}
