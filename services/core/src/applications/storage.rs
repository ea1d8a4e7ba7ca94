//! Queries on `applications` (joined with `employees` for the assignee's name),
//! `application_applicants` and `application_events`.

use chrono::{DateTime, Utc};
use diesel::dsl::{count, max};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;
use zrm_domain::{Country, Page};

use crate::schema::{
    application_applicants, application_events, application_incomes, applications, employees,
};

use super::model::ApplicationFilter;
use super::rows::{
    ApplicantRow, ApplicationRow, AssigneeNameColumns, EventRow, IncomeRow, NewEventRow,
};

pub async fn insert_event(conn: &mut AsyncPgConnection, row: &NewEventRow<'_>) -> QueryResult<()> {
    diesel::insert_into(application_events::table)
        .values(row)
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn find_application_with_assignee_name_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<(ApplicationRow, AssigneeNameColumns)>> {
    applications::table
        .left_join(employees::table)
        .filter(applications::application_id.eq(application_id))
        .select((
            ApplicationRow::as_select(),
            (employees::first_name, employees::last_name).nullable(),
        ))
        .first(conn)
        .await
        .optional()
}

/// Locks the row for the rest of the transaction, so two changes of one application queue.
pub async fn find_application_by_application_id_for_update(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Option<ApplicationRow>> {
    applications::table
        .filter(applications::application_id.eq(application_id))
        .select(ApplicationRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// The applicants of these applications, in position order per application.
pub async fn find_applicants_by_application_ids(
    conn: &mut AsyncPgConnection,
    application_ids: &[i64],
) -> QueryResult<Vec<ApplicantRow>> {
    application_applicants::table
        .filter(application_applicants::application_id.eq_any(application_ids))
        .order((
            application_applicants::application_id,
            application_applicants::position,
        ))
        .select(ApplicantRow::as_select())
        .load(conn)
        .await
}

/// The application's income lines in the order given.
pub async fn find_incomes_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
) -> QueryResult<Vec<IncomeRow>> {
    application_incomes::table
        .filter(application_incomes::application_id.eq(application_id))
        .order(application_incomes::position)
        .select(IncomeRow::as_select())
        .load(conn)
        .await
}

/// Replaces the application's income lines (inside the update's transaction).
pub async fn replace_incomes_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    lines: &[IncomeRow],
) -> QueryResult<()> {
    diesel::delete(
        application_incomes::table.filter(application_incomes::application_id.eq(application_id)),
    )
    .execute(conn)
    .await?;
    if !lines.is_empty() {
        diesel::insert_into(application_incomes::table)
            .values(lines)
            .execute(conn)
            .await?;
    }
    Ok(())
}

/// One page of the table, newest first. The filters map onto the partial and compound indexes
/// of the applications migration; no count is taken.
pub async fn find_applications_by_filter_newest_first(
    conn: &mut AsyncPgConnection,
    filter: &ApplicationFilter,
    page: Page,
) -> QueryResult<Vec<(ApplicationRow, AssigneeNameColumns)>> {
    let mut query = applications::table
        .left_join(employees::table)
        .select((
            ApplicationRow::as_select(),
            (employees::first_name, employees::last_name).nullable(),
        ))
        .order((
            applications::created_at.desc(),
            applications::application_id.desc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .into_boxed();
    // One value is an equality, not `= ANY(array)`: only then does Postgres read the
    // (substatus | status, created_at, id) index in order and stop after the page; with an array
    // it collects every match and sorts (measured: 44 ms instead of 5 at two million rows).
    match filter.statuses.as_slice() {
        [] => {}
        [status] => query = query.filter(applications::status.eq(status.as_str())),
        statuses => {
            let statuses: Vec<&str> = statuses.iter().map(|s| s.as_str()).collect();
            query = query.filter(applications::status.eq_any(statuses));
        }
    }
    match filter.substatuses.as_slice() {
        [] => {}
        [substatus] => query = query.filter(applications::substatus.eq(substatus.as_str())),
        substatuses => {
            let substatuses: Vec<&str> = substatuses.iter().map(|s| s.as_str()).collect();
            query = query.filter(applications::substatus.eq_any(substatuses));
        }
    }
    if filter.unassigned_only {
        query = query.filter(applications::assignee_id.is_null());
    }
    if let Some(assignee_id) = filter.assignee_id {
        query = query.filter(applications::assignee_id.eq(assignee_id));
    }
    if let Some(country) = filter.country {
        query = query.filter(applications::country.eq(country.code()));
    }
    query.load(conn).await
}

/// The applications of these ids (any order; the caller orders them).
pub async fn find_applications_by_application_ids(
    conn: &mut AsyncPgConnection,
    application_ids: &[i64],
) -> QueryResult<Vec<(ApplicationRow, AssigneeNameColumns)>> {
    applications::table
        .left_join(employees::table)
        .filter(applications::application_id.eq_any(application_ids))
        .select((
            ApplicationRow::as_select(),
            (employees::first_name, employees::last_name).nullable(),
        ))
        .load(conn)
        .await
}

/// One page of a customer's applications, newest first: the customer's rows of
/// `application_applicants` (its customer index), then each application by its key.
pub async fn find_applications_by_customer_id_newest_first(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    page: Page,
) -> QueryResult<Vec<(ApplicationRow, AssigneeNameColumns)>> {
    applications::table
        .inner_join(application_applicants::table)
        .left_join(employees::table)
        .filter(application_applicants::customer_id.eq(customer_id))
        .select((
            ApplicationRow::as_select(),
            (employees::first_name, employees::last_name).nullable(),
        ))
        .order((
            applications::created_at.desc(),
            applications::application_id.desc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .load(conn)
        .await
}

/// One page of the applications any of these customers is on (as any applicant), newest first,
/// and how many there are. Both come from `application_applicants_customer_newest_idx` alone
/// (customer, the application's creation time, application id: index-only); then the page's
/// applications are read by key.
pub async fn find_applications_of_customers_newest_first(
    conn: &mut AsyncPgConnection,
    customer_ids: &[i64],
    page: Page,
) -> QueryResult<(Vec<(ApplicationRow, AssigneeNameColumns)>, i64)> {
    let of_customers = || {
        application_applicants::table
            .filter(application_applicants::customer_id.eq_any(customer_ids.to_vec()))
    };
    // An application two of the customers are on has two rows with the same time: grouped once.
    let ids: Vec<i64> = of_customers()
        .group_by(application_applicants::application_id)
        .select(application_applicants::application_id)
        .order((
            max(application_applicants::application_created_at).desc(),
            application_applicants::application_id.desc(),
        ))
        .limit(page.limit())
        .offset(page.offset())
        .load(conn)
        .await?;
    let total = of_customers()
        .select(count(application_applicants::application_id).aggregate_distinct())
        .get_result(conn)
        .await?;
    let rows = applications::table
        .left_join(employees::table)
        .filter(applications::application_id.eq_any(ids))
        .select((
            ApplicationRow::as_select(),
            (employees::first_name, employees::last_name).nullable(),
        ))
        .order((
            applications::created_at.desc(),
            applications::application_id.desc(),
        ))
        .load(conn)
        .await?;
    Ok((rows, total))
}

/// The columns an update sets; `None` leaves a column as it is.
#[derive(Debug, Clone, AsChangeset)]
#[diesel(table_name = applications)]
pub struct ApplicationChangeset<'a> {
    pub loan_purpose: Option<&'a str>,
    pub mortgage_loan_amount: Option<i64>,
    pub substatus: Option<&'a str>,
    pub updated_at: DateTime<Utc>,
}

/// Applies a change when the stored version is `version`, raising it; the new row, or `None`
/// when the version was another (someone changed the application first).
pub async fn update_application_by_application_id_and_version(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    version: i32,
    changes: &ApplicationChangeset<'_>,
) -> QueryResult<Option<ApplicationRow>> {
    diesel::update(
        applications::table
            .filter(applications::application_id.eq(application_id))
            .filter(applications::version.eq(version)),
    )
    .set((changes, applications::version.eq(applications::version + 1)))
    .returning(ApplicationRow::as_returning())
    .get_result(conn)
    .await
    .optional()
}

pub async fn update_application_assignee_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    assignee_id: Uuid,
    at: DateTime<Utc>,
) -> QueryResult<()> {
    diesel::update(applications::table.find(application_id))
        .set((
            applications::assignee_id.eq(Some(assignee_id)),
            applications::updated_at.eq(at),
            applications::version.eq(applications::version + 1),
        ))
        .execute(conn)
        .await
        .map(|_| ())
}

pub async fn find_events_by_application_id_newest_first(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    page: Page,
) -> QueryResult<(Vec<EventRow>, i64)> {
    let rows = application_events::table
        .filter(application_events::application_id.eq(application_id))
        .order(application_events::event_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(EventRow::as_select())
        .load(conn)
        .await?;
    let total = application_events::table
        .filter(application_events::application_id.eq(application_id))
        .count()
        .get_result(conn)
        .await?;
    Ok((rows, total))
}

/// The application's assignee (`Some(None)`: nobody), `None` when the country has no such
/// application.
pub async fn find_assignee_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    country: Country,
) -> QueryResult<Option<Option<Uuid>>> {
    applications::table
        .filter(applications::application_id.eq(application_id))
        .filter(applications::country.eq(country.code()))
        .select(applications::assignee_id)
        .first(conn)
        .await
        .optional()
}

/// The application's assignee (None inside when it has none); None when there is no such
/// application in the country.
pub async fn find_application_assignee(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    country: Country,
) -> QueryResult<Option<Option<Uuid>>> {
    applications::table
        .filter(applications::application_id.eq(application_id))
        .filter(applications::country.eq(country.code()))
        .select(applications::assignee_id)
        .first(conn)
        .await
        .optional()
}

pub async fn application_exists(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    country: Country,
) -> QueryResult<bool> {
    diesel::select(diesel::dsl::exists(
        applications::table
            .filter(applications::application_id.eq(application_id))
            .filter(applications::country.eq(country.code())),
    ))
    .get_result(conn)
    .await
}
