//! The employee administration: create a person, replace their profile (roles, coordinates,
//! banks, telephony ids, deactivation), block or unblock them. Each change is audited in the
//! same transaction; an administrator's edit makes ZRM the source of the person's access.

use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncConnection, AsyncPgConnection};
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::changes::{self, ChangeKind, access_changed};
use super::model::Employee;
use super::profile::EmployeeProfile;
use super::rows::{EmployeeProfileChangeset, NewEmployeeRow};
use super::storage;

/// A changed person, and whether the sessions they hold must end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChangeOutcome {
    pub employee: Employee,
    pub access_changed: bool,
}

pub async fn do_create_employee(
    pool: &DbPool,
    actor_id: Uuid,
    profile: EmployeeProfile,
) -> Result<Employee, CoreError> {
    let mut conn = pooled(pool).await?;
    check_banks_exist(&mut conn, &profile).await?;
    let banks = profile.bank_columns();
    let user_id = Uuid::new_v4();
    let employee = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let row = storage::insert_employee(
                conn,
                &NewEmployeeRow {
                    user_id,
                    email: &profile.email,
                    first_name: &profile.first_name,
                    last_name: &profile.last_name,
                    phone_number: &profile.phone_number,
                    password_hash: None,
                    roles: &profile.roles,
                    zoordinates: &profile.zoordinates,
                    language: profile.language.code(),
                    banks: &banks,
                    telephony_ids: &profile.telephony_ids,
                    sverker_id: profile.sverker_id.as_deref(),
                    access_managed_in_zrm: true,
                },
            )
            .await
            .map_err(|error| unique_violation(error, &profile))?;
            let employee = Employee::from(row);
            changes::record(conn, ChangeKind::Created, Some(actor_id), None, &employee).await?;
            Ok(employee)
        })
        .await?;
    tracing::info!(user_id = %employee.user_id, actor_id = %actor_id, "employee created");
    Ok(employee)
}

pub async fn do_update_employee(
    pool: &DbPool,
    actor_id: Uuid,
    user_id: Uuid,
    profile: EmployeeProfile,
    deactivated: bool,
    only_bank_partners: bool,
) -> Result<ChangeOutcome, CoreError> {
    if only_bank_partners && profile.banks.is_empty() {
        return Err(CoreError::invalid(
            "banks",
            "A bank partner needs at least one bank",
        ));
    }
    let mut conn = pooled(pool).await?;
    check_banks_exist(&mut conn, &profile).await?;
    let banks = profile.bank_columns();
    let outcome = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let before = locked(conn, user_id).await?;
            if deactivated && !before.deactivated && user_id == actor_id {
                return Err(CoreError::OwnAccountLockout);
            }
            let row = storage::update_employee_profile_by_user_id(
                conn,
                user_id,
                &EmployeeProfileChangeset {
                    email: &profile.email,
                    first_name: &profile.first_name,
                    last_name: &profile.last_name,
                    phone_number: &profile.phone_number,
                    language: profile.language.code(),
                    roles: &profile.roles,
                    zoordinates: &profile.zoordinates,
                    banks: &banks,
                    telephony_ids: &profile.telephony_ids,
                    sverker_id: profile.sverker_id.as_deref(),
                    deactivated,
                    access_managed_in_zrm: true,
                },
            )
            .await
            .map_err(|error| unique_violation(error, &profile))?;
            let after = Employee::from(row);
            changes::record(
                conn,
                ChangeKind::Updated,
                Some(actor_id),
                Some(&before),
                &after,
            )
            .await?;
            Ok(ChangeOutcome {
                access_changed: access_changed(&before, &after),
                employee: after,
            })
        })
        .await?;
    tracing::info!(
        user_id = %user_id,
        actor_id = %actor_id,
        access_changed = outcome.access_changed,
        "employee updated"
    );
    Ok(outcome)
}

pub async fn do_set_employee_blocked(
    pool: &DbPool,
    actor_id: Uuid,
    user_id: Uuid,
    blocked: bool,
) -> Result<ChangeOutcome, CoreError> {
    if blocked && user_id == actor_id {
        return Err(CoreError::OwnAccountLockout);
    }
    let mut conn = pooled(pool).await?;
    let outcome = conn
        .transaction::<_, CoreError, _>(async |conn| {
            let before = locked(conn, user_id).await?;
            let after = Employee::from(
                storage::update_employee_blocked_by_user_id(conn, user_id, blocked).await?,
            );
            let kind = if blocked {
                ChangeKind::Blocked
            } else {
                ChangeKind::Unblocked
            };
            changes::record(conn, kind, Some(actor_id), Some(&before), &after).await?;
            Ok(ChangeOutcome {
                access_changed: access_changed(&before, &after),
                employee: after,
            })
        })
        .await?;
    tracing::info!(user_id = %user_id, actor_id = %actor_id, blocked, "employee block changed");
    Ok(outcome)
}

async fn locked(conn: &mut AsyncPgConnection, user_id: Uuid) -> Result<Employee, CoreError> {
    storage::find_employee_by_user_id_for_update(conn, user_id)
        .await?
        .map(Employee::from)
        .ok_or(CoreError::EmployeeNotFound)
}

/// Every bank named must be in the catalogue, in the country named: a partner of a bank that
/// does not exist would see nothing and could not be told why. A missing bank is a missing
/// resource (404), as for every other reference to the catalogue.
async fn check_banks_exist(
    conn: &mut AsyncPgConnection,
    profile: &EmployeeProfile,
) -> Result<(), CoreError> {
    for bank in &profile.banks {
        let found = crate::banks::catalogue::find_bank_by_bank_id(conn, bank.bank_id).await?;
        if found.is_none_or(|found| found.country != bank.country) {
            return Err(CoreError::BankNotFound(bank.bank_id));
        }
    }
    Ok(())
}

/// The two unique keys a profile can collide on: the e-mail and the Sverker id.
fn unique_violation(error: DieselError, profile: &EmployeeProfile) -> CoreError {
    let DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, ref info) = error else {
        return error.into();
    };
    if info.constraint_name() == Some("employees_sverker_id_key") {
        CoreError::SverkerIdTaken(profile.sverker_id.clone().unwrap_or_default())
    } else {
        CoreError::EmailTaken(profile.email.clone())
    }
}
