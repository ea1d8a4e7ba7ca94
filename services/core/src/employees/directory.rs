//! Reading employees: one by id, or a page of them.

use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;
use zrm_domain::Page;

use super::model::{Employee, EmployeePage};
use super::storage;

pub async fn do_get_employee(pool: &DbPool, user_id: Uuid) -> Result<Employee, CoreError> {
    let mut conn = pooled(pool).await?;
    storage::find_employee_by_user_id(&mut conn, user_id)
        .await?
        .map(Employee::from)
        .ok_or(CoreError::EmployeeNotFound)
}

pub async fn do_list_employees(
    pool: &DbPool,
    without_deactivated: bool,
    page: Page,
) -> Result<EmployeePage, CoreError> {
    let mut conn = pooled(pool).await?;
    let (rows, total) =
        storage::find_employees_ordered_by_name(&mut conn, without_deactivated, page).await?;
    Ok(EmployeePage {
        employees: rows.into_iter().map(Employee::from).collect(),
        total: u64::try_from(total).unwrap_or_default(),
        page,
    })
}
