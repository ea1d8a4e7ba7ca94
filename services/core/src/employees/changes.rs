//! The audit of the employee administration: every change of a person's profile, access or
//! status with its author, time, and the values before and after.

use chrono::{DateTime, Utc};
use diesel_async::AsyncPgConnection;
use serde_json::{Value, json};
use uuid::Uuid;
use zrm_domain::Page;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

use super::model::{Employee, full_name};
use super::rows::{EmployeeChangeRow, NewEmployeeChangeRow};
use super::storage;

/// What happened to the person.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeKind {
    Created,
    Updated,
    Blocked,
    Unblocked,
    /// The identity provider's claims changed the roles or coordinates at a sign-in.
    SignedIn,
}

impl ChangeKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Created => "created",
            ChangeKind::Updated => "updated",
            ChangeKind::Blocked => "blocked",
            ChangeKind::Unblocked => "unblocked",
            ChangeKind::SignedIn => "signed_in",
        }
    }
}

/// The audited fields of a person, as stored in `before`/`after`.
pub fn snapshot(employee: &Employee) -> Value {
    json!({
        "first_name": employee.first_name,
        "last_name": employee.last_name,
        "email": employee.email,
        "phone_number": employee.phone_number,
        "language": employee.language.code(),
        "roles": employee.roles,
        "zoordinates": employee.zoordinates,
        "banks": employee.banks.iter().map(|bank| bank.to_column()).collect::<Vec<_>>(),
        "telephony_ids": employee.telephony_ids,
        "sverker_id": employee.sverker_id,
        "blocked": employee.blocked,
        "deactivated": employee.deactivated,
    })
}

/// True when a change touches what a signed-in session carries or whether it may exist:
/// roles, coordinates, banks, block or deactivation.
pub fn access_changed(before: &Employee, after: &Employee) -> bool {
    before.roles != after.roles
        || before.zoordinates != after.zoordinates
        || before.banks != after.banks
        || before.blocked != after.blocked
        || before.deactivated != after.deactivated
}

/// Records a change, unless nothing audited changed.
pub async fn record(
    conn: &mut AsyncPgConnection,
    kind: ChangeKind,
    changed_by: Option<Uuid>,
    before: Option<&Employee>,
    after: &Employee,
) -> Result<(), CoreError> {
    let before = before.map(snapshot);
    let after_snapshot = snapshot(after);
    if before.as_ref() == Some(&after_snapshot) {
        return Ok(());
    }
    storage::insert_employee_change(
        conn,
        &NewEmployeeChangeRow {
            user_id: after.user_id,
            changed_by,
            kind: kind.as_str(),
            before: before.as_ref(),
            after: &after_snapshot,
        },
    )
    .await?;
    Ok(())
}

/// One recorded change with its author's name.
#[derive(Debug, Clone, PartialEq)]
pub struct EmployeeChange {
    pub change_id: i64,
    pub user_id: Uuid,
    pub changed_by: Option<Uuid>,
    pub changed_by_name: String,
    pub changed_at: DateTime<Utc>,
    pub kind: String,
    pub before: Option<Value>,
    pub after: Value,
}

#[derive(Debug, Clone, PartialEq)]
pub struct EmployeeChangePage {
    pub changes: Vec<EmployeeChange>,
    pub total: u64,
    pub page: Page,
}

/// The changes of one person, newest first. An unknown person is 404, not an empty page.
pub async fn do_list_employee_changes(
    pool: &DbPool,
    user_id: Uuid,
    page: Page,
) -> Result<EmployeeChangePage, CoreError> {
    let mut conn = pooled(pool).await?;
    if storage::find_employee_by_user_id(&mut conn, user_id)
        .await?
        .is_none()
    {
        return Err(CoreError::EmployeeNotFound);
    }
    let (rows, total) =
        storage::find_employee_changes_by_user_id_newest_first(&mut conn, user_id, page).await?;
    Ok(EmployeeChangePage {
        changes: rows
            .into_iter()
            .map(|(row, author)| change(row, author))
            .collect(),
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}

fn change(row: EmployeeChangeRow, author: Option<(String, String)>) -> EmployeeChange {
    EmployeeChange {
        change_id: row.change_id,
        user_id: row.user_id,
        changed_by: row.changed_by,
        changed_by_name: author
            .map(|(first, last)| full_name(&first, &last))
            .unwrap_or_default(),
        changed_at: row.changed_at,
        kind: row.kind,
        before: row.before,
        after: row.after,
    }
}
