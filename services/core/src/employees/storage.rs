//! Queries on `employees` and `login_challenges`. Finders are named by their full predicate.

use chrono::{DateTime, Utc};
use diesel::dsl::sql;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::{employee_changes, employees, login_challenges};
use zrm_domain::Page;
use zrm_platform::db::like;

use super::rows::{
    EmployeeChangeRow, EmployeeCredentialsRow, EmployeeProfileChangeset, EmployeeRow,
    LoginChallengeRow, NewEmployeeChangeRow, NewEmployeeRow, NewLoginChallengeRow,
};

/// Which people a list holds: staff have no banks, bank partners at least one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeopleKind {
    Staff,
    BankPartners,
}

/// The predicate of a kind of people, for any query on `employees`.
fn of_kind(kind: PeopleKind) -> Box<dyn BoxableExpression<employees::table, Pg, SqlType = Bool>> {
    let no_banks: Vec<String> = Vec::new();
    match kind {
        PeopleKind::Staff => Box::new(employees::banks.eq(no_banks)),
        PeopleKind::BankPartners => Box::new(employees::banks.ne(no_banks)),
    }
}

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

/// A page of staff or of bank partners ordered by name (the name indexes, partial per kind),
/// optionally without the deactivated ones.
pub async fn find_employees_of_kind_ordered_by_name(
    conn: &mut AsyncPgConnection,
    kind: PeopleKind,
    without_deactivated: bool,
    page: Page,
) -> QueryResult<(Vec<EmployeeRow>, i64)> {
    let mut rows_query = employees::table
        .select(EmployeeRow::as_select())
        .order((
            employees::last_name.asc(),
            employees::first_name.asc(),
            employees::user_id.asc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .into_boxed();
    let mut count_query = employees::table.count().into_boxed();
    rows_query = rows_query.filter(of_kind(kind));
    count_query = count_query.filter(of_kind(kind));
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

/// People whose name, e-mail or phone contains `text` (lower case), served by the trigram index
/// on `search_text`; exact-prefix matches first, then by name.
pub async fn find_employees_of_kind_by_search_text(
    conn: &mut AsyncPgConnection,
    kind: PeopleKind,
    text: &str,
    page: Page,
) -> QueryResult<(Vec<EmployeeRow>, i64)> {
    let pattern = like::containing(text);
    let prefix = like::starting_with(text);
    // `search_text` is a generated column, left out of the diesel schema (the table would pass
    // diesel's 16 columns); it is only ever read in these two predicates.
    let matches = |pattern: String| sql::<Bool>("search_text LIKE ").bind::<Text, _>(pattern);
    let mut rows_query = employees::table
        .select(EmployeeRow::as_select())
        .filter(matches(pattern.clone()))
        .order((
            sql::<Bool>("search_text NOT LIKE ").bind::<Text, _>(prefix),
            employees::last_name.asc(),
            employees::first_name.asc(),
            employees::user_id.asc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .into_boxed();
    let mut count_query = employees::table
        .filter(matches(pattern))
        .count()
        .into_boxed();
    rows_query = rows_query.filter(of_kind(kind));
    count_query = count_query.filter(of_kind(kind));
    let rows = rows_query.load(conn).await?;
    let total = count_query.get_result(conn).await?;
    Ok((rows, total))
}

/// Staff holding at least one of `zoordinates` (GIN index on the array), by name.
pub async fn find_employees_holding_any_zoordinate_ordered_by_name(
    conn: &mut AsyncPgConnection,
    zoordinates: &[String],
    without_deactivated: bool,
    page: Page,
) -> QueryResult<(Vec<EmployeeRow>, i64)> {
    let mut rows_query = employees::table
        .select(EmployeeRow::as_select())
        .filter(employees::zoordinates.overlaps_with(zoordinates))
        .order((
            employees::last_name.asc(),
            employees::first_name.asc(),
            employees::user_id.asc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .into_boxed();
    let mut count_query = employees::table
        .filter(employees::zoordinates.overlaps_with(zoordinates))
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

/// Employees with a Sverker id (partial unique index on it), by that id.
pub async fn find_employees_with_sverker_id_ordered_by_sverker_id(
    conn: &mut AsyncPgConnection,
    page: Page,
) -> QueryResult<(Vec<EmployeeRow>, i64)> {
    let rows = employees::table
        .select(EmployeeRow::as_select())
        .filter(employees::sverker_id.is_not_null())
        .order(employees::sverker_id.asc())
        .limit(page.limit())
        .offset(page.offset())
        .load(conn)
        .await?;
    let total = employees::table
        .filter(employees::sverker_id.is_not_null())
        .count()
        .get_result(conn)
        .await?;
    Ok((rows, total))
}

/// The distinct coordinates of active employees. The directory holds people, not leads: a few
/// thousand rows at most, read through the active-by-name index.
pub async fn find_zoordinates_of_active_employees(
    conn: &mut AsyncPgConnection,
) -> QueryResult<Vec<String>> {
    diesel::sql_query(
        "SELECT DISTINCT unnest(zoordinates) AS zoordinate FROM employees \
         WHERE NOT deactivated ORDER BY zoordinate",
    )
    .load::<ZoordinateRow>(conn)
    .await
    .map(|rows| rows.into_iter().map(|row| row.zoordinate).collect())
}

#[derive(QueryableByName)]
struct ZoordinateRow {
    #[diesel(sql_type = Text)]
    zoordinate: String,
}

pub async fn insert_employee(
    conn: &mut AsyncPgConnection,
    employee: &NewEmployeeRow<'_>,
) -> QueryResult<EmployeeRow> {
    diesel::insert_into(employees::table)
        .values(employee)
        .returning(EmployeeRow::as_returning())
        .get_result(conn)
        .await
}

/// Locks the person while an administrator changes them, so two edits do not interleave.
pub async fn find_employee_by_user_id_for_update(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
) -> QueryResult<Option<EmployeeRow>> {
    employees::table
        .find(user_id)
        .select(EmployeeRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

pub async fn update_employee_profile_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    changes: &EmployeeProfileChangeset<'_>,
) -> QueryResult<EmployeeRow> {
    diesel::update(employees::table.find(user_id))
        .set(changes)
        .returning(EmployeeRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn update_employee_blocked_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    blocked: bool,
) -> QueryResult<EmployeeRow> {
    diesel::update(employees::table.find(user_id))
        .set(employees::blocked.eq(blocked))
        .returning(EmployeeRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn insert_employee_change(
    conn: &mut AsyncPgConnection,
    change: &NewEmployeeChangeRow<'_>,
) -> QueryResult<()> {
    diesel::insert_into(employee_changes::table)
        .values(change)
        .execute(conn)
        .await
        .map(|_| ())
}

/// A page of one person's changes, newest first, each with its author's first and last name
/// (`employee_changes_by_user_idx`; the author by primary key).
pub async fn find_employee_changes_by_user_id_newest_first(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    page: Page,
) -> QueryResult<(Vec<(EmployeeChangeRow, Option<(String, String)>)>, i64)> {
    let authors = diesel::alias!(employees as authors);
    let rows = employee_changes::table
        .left_join(
            authors
                .on(employee_changes::changed_by.eq(authors.field(employees::user_id).nullable())),
        )
        .filter(employee_changes::user_id.eq(user_id))
        .order((
            employee_changes::changed_at.desc(),
            employee_changes::change_id.desc(),
        ))
        .select((
            EmployeeChangeRow::as_select(),
            (
                authors.field(employees::first_name),
                authors.field(employees::last_name),
            )
                .nullable(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .load(conn)
        .await?;
    let total = employee_changes::table
        .filter(employee_changes::user_id.eq(user_id))
        .count()
        .get_result(conn)
        .await?;
    Ok((rows, total))
}
