//! Queries on `insurance_users`, by the primary key only.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::upsert::excluded;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::schema::insurance_users;

/// A registered staff member as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = insurance_users, check_for_backend(diesel::pg::Pg))]
pub struct UserRow {
    pub user_id: String,
    pub name: String,
    pub email: String,
    pub active: bool,
    pub updated_at: DateTime<Utc>,
    pub deactivated_at: Option<DateTime<Utc>>,
}

/// Registers the user, or updates their name and address and makes them active again.
pub async fn upsert(
    conn: &mut AsyncPgConnection,
    user_id: &str,
    name: &str,
    email: &str,
    updated_by: &str,
    now: DateTime<Utc>,
) -> QueryResult<UserRow> {
    use insurance_users::dsl as u;
    diesel::insert_into(u::insurance_users)
        .values((
            u::user_id.eq(user_id),
            u::name.eq(name),
            u::email.eq(email),
            u::active.eq(true),
            u::updated_by.eq(updated_by),
            u::created_at.eq(now),
            u::updated_at.eq(now),
        ))
        .on_conflict(u::user_id)
        .do_update()
        .set((
            u::name.eq(excluded(u::name)),
            u::email.eq(excluded(u::email)),
            u::active.eq(true),
            u::updated_by.eq(excluded(u::updated_by)),
            u::updated_at.eq(excluded(u::updated_at)),
            u::deactivated_at.eq(None::<DateTime<Utc>>),
        ))
        .returning(UserRow::as_returning())
        .get_result(conn)
        .await
}

/// Deactivates the user (kept, with their name); `None` for one never registered. Deactivating
/// twice keeps the first time.
pub async fn deactivate(
    conn: &mut AsyncPgConnection,
    user_id: &str,
    updated_by: &str,
    now: DateTime<Utc>,
) -> QueryResult<Option<UserRow>> {
    use insurance_users::dsl as u;
    let changed = diesel::update(u::insurance_users.find(user_id).filter(u::active))
        .set((
            u::active.eq(false),
            u::updated_by.eq(updated_by),
            u::updated_at.eq(now),
            u::deactivated_at.eq(Some(now)),
        ))
        .returning(UserRow::as_returning())
        .get_result(conn)
        .await
        .optional()?;
    match changed {
        Some(row) => Ok(Some(row)),
        None => find(conn, user_id).await,
    }
}

pub async fn find(conn: &mut AsyncPgConnection, user_id: &str) -> QueryResult<Option<UserRow>> {
    insurance_users::table
        .find(user_id)
        .select(UserRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// The names of these user ids, active or not (history names who acted then); ids never
/// registered are left out.
pub async fn names(
    conn: &mut AsyncPgConnection,
    user_ids: &[&str],
) -> QueryResult<HashMap<String, String>> {
    use insurance_users::dsl as u;
    if user_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(String, String)> = u::insurance_users
        .filter(u::user_id.eq_any(user_ids))
        .select((u::user_id, u::name))
        .load(conn)
        .await?;
    Ok(rows.into_iter().collect())
}
