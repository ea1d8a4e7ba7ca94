//! Reading employees: one by id, pages of staff or bank partners, search, by coordinates, the
//! Sverker users, the coordinates in use.

use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;
use zrm_domain::Page;

use super::model::{Employee, EmployeePage};
use super::storage::{self, PeopleKind};

pub async fn do_get_employee(pool: &DbPool, user_id: Uuid) -> Result<Employee, CoreError> {
    let mut conn = pooled(pool).await?;
    storage::find_employee_by_user_id(&mut conn, user_id)
        .await?
        .map(Employee::from)
        .ok_or(CoreError::EmployeeNotFound)
}

pub async fn do_list_employees(
    pool: &DbPool,
    kind: PeopleKind,
    without_deactivated: bool,
    page: Page,
) -> Result<EmployeePage, CoreError> {
    let mut conn = pooled(pool).await?;
    let found =
        storage::find_employees_of_kind_ordered_by_name(&mut conn, kind, without_deactivated, page)
            .await?;
    Ok(employee_page(found, page))
}

/// At least two characters; matched as a substring of name, e-mail and phone, any case.
pub async fn do_search_employees(
    pool: &DbPool,
    kind: PeopleKind,
    text: &str,
    page: Page,
) -> Result<EmployeePage, CoreError> {
    let text = text.trim();
    if !(2..=100).contains(&text.chars().count()) {
        return Err(CoreError::invalid("text", "Must be 2 to 100 characters"));
    }
    let text = text.to_lowercase();
    let mut conn = pooled(pool).await?;
    let found =
        storage::find_employees_of_kind_by_search_text(&mut conn, kind, &text, page).await?;
    Ok(employee_page(found, page))
}

pub async fn do_list_employees_by_zoordinates(
    pool: &DbPool,
    zoordinates: &[String],
    without_deactivated: bool,
    page: Page,
) -> Result<EmployeePage, CoreError> {
    let mut conn = pooled(pool).await?;
    let found = storage::find_employees_holding_any_zoordinate_ordered_by_name(
        &mut conn,
        zoordinates,
        without_deactivated,
        page,
    )
    .await?;
    Ok(employee_page(found, page))
}

pub async fn do_list_sverker_employees(
    pool: &DbPool,
    page: Page,
) -> Result<EmployeePage, CoreError> {
    let mut conn = pooled(pool).await?;
    let found =
        storage::find_employees_with_sverker_id_ordered_by_sverker_id(&mut conn, page).await?;
    Ok(employee_page(found, page))
}

pub async fn do_list_zoordinates_in_use(pool: &DbPool) -> Result<Vec<String>, CoreError> {
    let mut conn = pooled(pool).await?;
    Ok(storage::find_zoordinates_of_active_employees(&mut conn).await?)
}

fn employee_page((rows, total): (Vec<super::rows::EmployeeRow>, i64), page: Page) -> EmployeePage {
    EmployeePage {
        employees: rows.into_iter().map(Employee::from).collect(),
        total: u64::try_from(total).unwrap_or_default(),
        page,
    }
}
