//! Registering, reading and changing customers. Each change, its audit rows and its event commit
//! together; a read by an employee commits with its `viewed` audit rows.

use chrono::Utc;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use diesel_async::{AsyncConnection, AsyncPgConnection};
use zrm_domain::Page;
use zrm_platform::db::capped::Total;
use zrm_proto::kdlt::v1::{CustomerCreated, CustomerUpdated};

use super::model::{Actor, Customer, CustomerChanges, NewCustomer, SearchKey};
use super::rows::{CustomerRow, CustomerUpdate, NewAuditRow, NewCustomerRow};
use super::storage;
use crate::error::KdltError;
use crate::events::{self, CUSTOMER_CREATED, CUSTOMER_UPDATED};
use crate::state::{KdltState, pooled};

/// Records that `viewer` saw these customers' personal data (nothing for a call by a service,
/// which names no viewer).
pub async fn audit_views(
    conn: &mut AsyncPgConnection,
    customer_ids: &[i64],
    viewer: Option<&Actor>,
) -> Result<(), KdltError> {
    audit_views_for(conn, customer_ids, viewer, None).await
}

/// As [`audit_views`], with the reason the employee gave for the lookup.
async fn audit_views_for(
    conn: &mut AsyncPgConnection,
    customer_ids: &[i64],
    viewer: Option<&Actor>,
    reason: Option<&str>,
) -> Result<(), KdltError> {
    let Some(viewer) = viewer else {
        return Ok(());
    };
    if customer_ids.is_empty() {
        return Ok(());
    }
    let rows: Vec<NewAuditRow<'_>> = customer_ids
        .iter()
        .map(|id| NewAuditRow::viewed(*id, reason, viewer))
        .collect();
    storage::insert_audit_rows(conn, &rows).await?;
    Ok(())
}

/// The rows as domain customers, their views audited in the same transaction.
pub async fn viewed(
    conn: &mut AsyncPgConnection,
    rows: Vec<CustomerRow>,
    viewer: Option<&Actor>,
) -> Result<Vec<Customer>, KdltError> {
    let ids: Vec<i64> = rows.iter().map(|row| row.customer_id).collect();
    audit_views(conn, &ids, viewer).await?;
    rows.into_iter().map(Customer::try_from).collect()
}

/// The customer's row locked for a change; refused when unknown or erased.
pub async fn lock_changeable(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> Result<CustomerRow, KdltError> {
    let row = storage::find_customer_by_customer_id_for_update(conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))?;
    if row.erased_at.is_some() {
        return Err(KdltError::CustomerErased(customer_id));
    }
    Ok(row)
}

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
            let event = CustomerCreated {
                customer_id: row.customer_id.to_string(),
            };
            events::enqueue(conn, CUSTOMER_CREATED, &event).await?;
            Ok(row)
        })
        .await?;
    state.outbox.wake();
    tracing::debug!(customer_id = row.customer_id, "customer created");
    Customer::try_from(row)
}

pub async fn get_customer(
    state: &KdltState,
    customer_id: i64,
    viewer: Option<&Actor>,
) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let row = storage::find_customer_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))?;
    audit_views(&mut conn, &[customer_id], viewer).await?;
    Customer::try_from(row)
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
    let (row, changed) = conn
        .transaction::<_, KdltError, _>(async |conn| {
            let current = lock_changeable(conn, customer_id).await?;
            let (update, audit) = changed_fields(&current, changes, actor);
            if audit.is_empty() {
                return Ok((current, false));
            }
            let row = storage::update_customer_by_customer_id(conn, customer_id, &update).await?;
            storage::insert_audit_rows(conn, &audit).await?;
            let event = CustomerUpdated {
                customer_id: customer_id.to_string(),
                fields: audit
                    .iter()
                    .filter_map(|entry| entry.field.map(str::to_owned))
                    .collect(),
            };
            events::enqueue(conn, CUSTOMER_UPDATED, &event).await?;
            Ok((row, true))
        })
        .await?;
    if changed {
        state.outbox.wake();
    }
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

/// Customers whose key equals the value exactly (a name part: whose first or last name starts
/// with it, or when none does, whose name holds it), by customer id; and
/// how many there are (up to a cap). The views are audited with the reason of the lookup.
pub async fn search_customers(
    state: &KdltState,
    key: &SearchKey,
    page: Page,
    viewer: Option<&Actor>,
    reason: Option<&str>,
) -> Result<(Vec<Customer>, Total), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let (mut rows, mut total) =
        storage::find_customers_by_key_ordered_by_customer_id(&mut conn, key, page).await?;
    if let Some(wider) = key.wider().filter(|_| total.count == 0) {
        (rows, total) =
            storage::find_customers_by_key_ordered_by_customer_id(&mut conn, &wider, page).await?;
    }
    let ids: Vec<i64> = rows.iter().map(|row| row.customer_id).collect();
    audit_views_for(&mut conn, &ids, viewer, reason).await?;
    let customers = rows
        .into_iter()
        .map(Customer::try_from)
        .collect::<Result<_, _>>()?;
    Ok((customers, total))
}

/// Up to `limit` customers a key matches, newest first: (customer id, personal id) pairs, and
/// whether more matched.
pub async fn find_customer_ids(
    state: &KdltState,
    key: &SearchKey,
    limit: i64,
) -> Result<(Vec<(i64, String)>, bool), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let mut found =
        storage::find_customer_ids_by_key_newest_first(&mut conn, key, limit + 1).await?;
    if let Some(wider) = key.wider().filter(|_| found.is_empty()) {
        found =
            storage::find_customer_ids_by_key_newest_first(&mut conn, &wider, limit + 1).await?;
    }
    let more = found.len() > usize::try_from(limit).unwrap_or(usize::MAX);
    found.truncate(usize::try_from(limit).unwrap_or(usize::MAX));
    Ok((found, more))
}

/// The register newest first, one page, with the exact total.
pub async fn list_customers(
    state: &KdltState,
    page: Page,
    viewer: Option<&Actor>,
) -> Result<(Vec<Customer>, Total), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let total = storage::count_customers(&mut conn).await?;
    let rows = storage::find_customers_newest_first(&mut conn, page).await?;
    let customers = viewed(&mut conn, rows, viewer).await?;
    Ok((customers, Total::exact(u64::try_from(total).unwrap_or(0))))
}

/// The customers of these ids that exist, in the order asked.
pub async fn get_customers(
    state: &KdltState,
    customer_ids: &[i64],
    viewer: Option<&Actor>,
) -> Result<Vec<Customer>, KdltError> {
    let in_order = |mut rows: Vec<CustomerRow>| {
        rows.sort_by_key(|row| customer_ids.iter().position(|id| *id == row.customer_id));
        rows
    };
    let Some(viewer) = viewer else {
        // Nobody to audit: a point read over the shared pipelined connection.
        let rows = state
            .reads
            .read(|conn| {
                let ids = customer_ids.to_vec();
                async move { storage::find_customers_by_customer_id_in(&conn, &ids).await }
            })
            .await?;
        return in_order(rows).into_iter().map(Customer::try_from).collect();
    };
    let mut conn = pooled(&state.pool).await?;
    let rows = storage::find_customers_by_customer_id_in(&conn, customer_ids).await?;
    viewed(&mut conn, in_order(rows), Some(viewer)).await
}

/// The only unique key a new customer can break is (country, pni).
fn duplicate_personal_id(error: DieselError) -> KdltError {
    if let DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) = error {
        KdltError::DuplicatePersonalId
    } else {
        error.into()
    }
}
