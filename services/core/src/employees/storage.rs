//! Queries on `employees` and `login_challenges`. Finders are named by their full predicate.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::Text;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{employees, login_challenges};
use zrm_domain::Page;

use super::rows::{EmployeeCredentialsRow, EmployeeRow, LoginChallengeRow, NewLoginChallengeRow};

#[diesel::declare_sql_function]
extern "SQL" {
    fn lower(value: Text) -> Text;
}

/// Served by the unique index on `lower(email)`.
pub async fn find_employee_credentials_by_email_lower(
    conn: &mut AsyncPgConnection,
    email: &str,
) -> QueryResult<Option<EmployeeCredentialsRow>> {
    employees::table
        .filter(lower(employees::email).eq(email.to_lowercase()))
        .select(EmployeeCredentialsRow::as_select())
        .first(conn)
        .await
        .optional()
}

pub async fn find_employee_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
) -> QueryResult<Option<EmployeeRow>> {
    employees::table
        .find(user_id)
        .select(EmployeeRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// A page of staff (bank partners left out: they take no leads) ordered by name, optionally
/// without the deactivated ones.
pub async fn find_employees_ordered_by_name(
    conn: &mut AsyncPgConnection,
    without_deactivated: bool,
    page: Page,
) -> QueryResult<(Vec<EmployeeRow>, i64)> {
    let no_banks: Vec<String> = Vec::new();
    let mut rows_query = employees::table
        .select(EmployeeRow::as_select())
        .filter(employees::banks.eq(no_banks.clone()))
        .order((
            employees::last_name.asc(),
            employees::first_name.asc(),
            employees::user_id.asc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .into_boxed();
    let mut count_query = employees::table
        .filter(employees::banks.eq(no_banks))
        .count()
        .into_boxed();
    if without_deactivated {
        rows_query = rows_query.filter(employees::deactivated.eq(false));
        count_query = count_query.filter(employees::deactivated.eq(false));
    }
    let rows = rows_query.load(conn).await?;
    let total = count_query.get_result(conn).await?;
    Ok((rows, total))
}

pub async fn update_employee_last_login_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<EmployeeRow> {
    diesel::update(employees::table.find(user_id))
        .set(employees::last_login.eq(Some(at)))
        .returning(EmployeeRow::as_returning())
        .get_result(conn)
        .await
}

/// The sign-in of an identity-provider user: the provider's roles and coordinates, and the time.
pub async fn update_employee_access_and_last_login_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    roles: &[String],
    zoordinates: &[String],
    at: DateTime<Utc>,
) -> QueryResult<EmployeeRow> {
    diesel::update(employees::table.find(user_id))
        .set((
            employees::roles.eq(roles),
            employees::zoordinates.eq(zoordinates),
            employees::last_login.eq(Some(at)),
        ))
        .returning(EmployeeRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn update_employee_language_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    language: &str,
) -> QueryResult<()> {
    diesel::update(employees::table.find(user_id))
        .set(employees::language.eq(language))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn insert_login_challenge(
    conn: &mut AsyncPgConnection,
    challenge: &NewLoginChallengeRow<'_>,
) -> QueryResult<()> {
    diesel::insert_into(login_challenges::table)
        .values(challenge)
        .execute(conn)
        .await
        .map(|_| ())
}

/// Locks the challenge so concurrent attempts on one session are counted one by one.
pub async fn find_login_challenge_by_session_id_for_update(
    conn: &mut AsyncPgConnection,
    session_id: Uuid,
) -> QueryResult<Option<LoginChallengeRow>> {
    login_challenges::table
        .find(session_id)
        .select(LoginChallengeRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

pub async fn increment_login_challenge_attempts_by_session_id(
    conn: &mut AsyncPgConnection,
    session_id: Uuid,
) -> QueryResult<()> {
    diesel::update(login_challenges::table.find(session_id))
        .set(login_challenges::attempts.eq(login_challenges::attempts + 1))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn consume_login_challenge_by_session_id(
    conn: &mut AsyncPgConnection,
    session_id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(login_challenges::table.find(session_id))
        .set(login_challenges::consumed_at.eq(Some(at)))
        .execute(conn)
        .await
        .map(|_| ())
}
