//! Registering, reading and changing customers. Each change and its audit rows commit together.

use chrono::Utc;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::AsyncConnection;
use zrm_domain::Page;

use super::model::{Actor, Customer, CustomerChanges, NewCustomer, SearchKey};
use super::rows::{CustomerRow, CustomerUpdate, NewAuditRow, NewCustomerRow};
use super::storage;
use crate::error::KdltError;
use crate::state::{KdltState, pooled};

pub async fn create_customer(
    state: &KdltState,
    customer: &NewCustomer,
    actor: &Actor,
) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let row = conn
        .transaction::<_, KdltError, _>(async |conn| {
            let row = storage::insert_customer(conn, &NewCustomerRow::from(customer))
                .await
                .map_err(duplicate_personal_id)?;
            storage::insert_audit_rows(conn, &[NewAuditRow::created(row.customer_id, actor)])
                .await?;
            Ok(row)
        })
        .await?;
    tracing::debug!(customer_id = row.customer_id, "customer created");
    Customer::try_from(row)
}

pub async fn get_customer(state: &KdltState, customer_id: i64) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    storage::find_customer_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))
        .and_then(Customer::try_from)
}

/// (customer id, first name, last name) of the customer.
pub async fn get_customer_name(
    state: &KdltState,
    customer_id: i64,
) -> Result<(i64, String, String), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    storage::find_customer_name_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))
}

/// (customer id, first name, last name) of the oldest customer holding one of these normalised
/// personal ids; `None` when no customer does.
pub async fn find_customer_name_by_pni(
    state: &KdltState,
    pnis: &[String],
) -> Result<Option<(i64, String, String)>, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    Ok(storage::find_first_customer_name_by_pni_in(&mut conn, pnis).await?)
}

/// Applies the changes; a field given with its current value is no change and gets no audit row.
pub async fn update_customer(
    state: &KdltState,
    customer_id: i64,
    changes: &CustomerChanges,
    actor: &Actor,
) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let row = conn
        .transaction::<_, KdltError, _>(async |conn| {
            let current = storage::find_customer_by_customer_id_for_update(conn, customer_id)
                .await?
                .ok_or(KdltError::CustomerNotFound(customer_id))?;
            let (update, audit) = changed_fields(&current, changes, actor);
            if audit.is_empty() {
                return Ok(current);
            }
            let row = storage::update_customer_by_customer_id(conn, customer_id, &update).await?;
            storage::insert_audit_rows(conn, &audit).await?;
            Ok(row)
        })
        .await?;
    Customer::try_from(row)
}

/// The update of the fields that differ from the stored row, with one audit row per field.
fn changed_fields<'a>(
    current: &'a CustomerRow,
    changes: &'a CustomerChanges,
    actor: &'a Actor,
) -> (CustomerUpdate<'a>, Vec<NewAuditRow<'a>>) {
    let id = current.customer_id;
    let mut update = CustomerUpdate::default();
    let mut audit = Vec::new();
    if let Some(name) = changes
        .first_name
        .as_deref()
        .filter(|n| *n != current.first_name)
    {
        update.first_name = Some(name);
        audit.push(NewAuditRow::changed(
            id,
            "first_name",
            Some(&current.first_name),
            Some(name),
            actor,
        ));
    }
    if let Some(name) = changes
        .last_name
        .as_deref()
        .filter(|n| *n != current.last_name)
    {
        update.last_name = Some(name);
        audit.push(NewAuditRow::changed(
            id,
            "last_name",
            Some(&current.last_name),
            Some(name),
            actor,
        ));
    }
    if let Some(number) = changes.phone_number.as_ref().map(Option::as_deref)
        && number != current.phone_number.as_deref()
    {
        update.phone_number = Some(number);
        let old = current.phone_number.as_deref();
        audit.push(NewAuditRow::changed(id, "phone_number", old, number, actor));
    }
    if let Some(address) = changes.email.as_ref().map(Option::as_deref)
        && address != current.email.as_deref()
    {
        update.email = Some(address);
        let old = current.email.as_deref();
        audit.push(NewAuditRow::changed(id, "email", old, address, actor));
    }
    if !audit.is_empty() {
        update.updated_at = Some(Utc::now());
    }
    (update, audit)
}

/// Customers whose key equals the value exactly, by customer id; and how many there are.
pub async fn search_customers(
    state: &KdltState,
    key: &SearchKey,
    page: Page,
) -> Result<(Vec<Customer>, u64), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let (rows, total) =
        storage::find_customers_by_key_ordered_by_customer_id(&mut conn, key, page).await?;
    let customers = rows
        .into_iter()
        .map(Customer::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok((customers, u64::try_from(total).unwrap_or(0)))
}

/// The only unique key a new customer can break is (country, pni).
fn duplicate_personal_id(error: DieselError) -> KdltError {
    if let DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) = error {
        KdltError::DuplicatePersonalId
    } else {
        error.into()
    }
}
