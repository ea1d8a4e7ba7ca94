//! Queries on `customers` and `customer_audit`. Every finder is served by an index of the
//! customers migration.

use diesel::dsl::sql;
use diesel::prelude::*;
use diesel::sql_types::{Bool, Text};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use zrm_domain::{NameMatch, Page};
use zrm_platform::db::capped::{self, Probed, Total};
use zrm_platform::db::like;

use super::model::SearchKey;
use super::name_start::{self, IdOrder};
use super::rows::{AuditRow, CustomerRow, CustomerUpdate, NewAuditRow, NewCustomerRow};
use crate::schema::{customer_audit, customer_count, customers};

pub async fn insert_customer(
    conn: &mut AsyncPgConnection,
    customer: &NewCustomerRow<'_>,
) -> QueryResult<CustomerRow> {
    diesel::insert_into(customers::table)
        .values(customer)
        .returning(CustomerRow::as_returning())
        .get_result(conn)
        .await
}

pub async fn find_customer_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<Option<CustomerRow>> {
    customers::table
        .find(customer_id)
        .select(CustomerRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// The row locked for an update in this transaction.
pub async fn find_customer_by_customer_id_for_update(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<Option<CustomerRow>> {
    customers::table
        .find(customer_id)
        .select(CustomerRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()
}

/// (customer id, first name, last name) of the customer.
pub async fn find_customer_name_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<Option<(i64, String, String)>> {
    customers::table
        .find(customer_id)
        .select((
            customers::customer_id,
            customers::first_name,
            customers::last_name,
        ))
        .first(conn)
        .await
        .optional()
}

/// (customer id, first name, last name) of the oldest customer holding one of these personal ids.
pub async fn find_first_customer_name_by_pni_in(
    conn: &mut AsyncPgConnection,
    pnis: &[String],
) -> QueryResult<Option<(i64, String, String)>> {
    customers::table
        .filter(customers::pni.eq_any(pnis))
        .order(customers::customer_id)
        .select((
            customers::customer_id,
            customers::first_name,
            customers::last_name,
        ))
        .first(conn)
        .await
        .optional()
}

pub async fn update_customer_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    update: &CustomerUpdate<'_>,
) -> QueryResult<CustomerRow> {
    diesel::update(customers::table.find(customer_id))
        .set(update)
        .returning(CustomerRow::as_returning())
        .get_result(conn)
        .await
}

/// The customers a search key matches, as a boxed query each finder narrows further.
fn matching(key: &SearchKey) -> customers::BoxedQuery<'static, diesel::pg::Pg> {
    let query = customers::table.into_boxed();
    match key {
        SearchKey::Pni(pnis) => query.filter(customers::pni.eq_any(pnis.clone())),
        SearchKey::PhoneNumbers(numbers) => {
            query.filter(customers::phone_number.eq_any(numbers.clone()))
        }
        // Served by the index on lower(email).
        SearchKey::Email(address) => query.filter(sql::<Text>("lower(email)").eq(address.clone())),
        SearchKey::SverkerId(id) => query.filter(customers::sverker_id.eq(id.clone())),
        SearchKey::Id(id) => query.filter(customers::customer_id.eq(*id)),
        // "first last" or "last first" starting with the part (the finders ask `name_start`,
        // which reads the same from the indexes alone).
        SearchKey::Name(part, NameMatch::Start) => {
            let pattern = like::starting_with(part);
            query.filter(
                sql::<Bool>("(search_name LIKE ")
                    .bind::<Text, _>(pattern.clone())
                    .sql(" OR search_name_reversed LIKE ")
                    .bind::<Text, _>(pattern)
                    .sql(")"),
            )
        }
        // Served by the trigram index on `search_name`.
        SearchKey::Name(part, NameMatch::Inside) => {
            query.filter(sql::<Bool>("search_name LIKE ").bind::<Text, _>(like::containing(part)))
        }
        SearchKey::Nothing => query.filter(sql::<Bool>("false")),
        // Two indexes, OR-ed by a bitmap scan.
        SearchKey::PniOrPhoneNumber {
            pnis,
            phone_numbers,
        } => query.filter(
            customers::pni
                .eq_any(pnis.clone())
                .or(customers::phone_number
                    .eq_any(phone_numbers.clone())
                    .assume_not_null()),
        ),
    }
}

/// Customers whose key matches, by customer id, one page; and how many there are (counted up to
/// [`capped::COUNT_CAP`]: a part of a name may match tens of thousands).
pub async fn find_customers_by_key_ordered_by_customer_id(
    conn: &mut AsyncPgConnection,
    key: &SearchKey,
    page: Page,
) -> QueryResult<(Vec<CustomerRow>, Total)> {
    let (ids, total) = if let SearchKey::Name(part, NameMatch::Start) = key {
        name_start::page_of_ids(
            conn,
            part,
            IdOrder::OldestFirst,
            page.offset(),
            page.limit(),
        )
        .await?
    } else {
        page_of_matching_ids(conn, key, page).await?
    };
    let rows = customers::table
        .filter(customers::customer_id.eq_any(ids))
        .select(CustomerRow::as_select())
        .order(customers::customer_id)
        .load(conn)
        .await?;
    Ok((rows, total))
}

/// The ids of one page of the customers a key matches, by customer id: a probe of up to the
/// cap, then the page cut from it or read by walking the primary key.
async fn page_of_matching_ids(
    conn: &mut AsyncPgConnection,
    key: &SearchKey,
    page: Page,
) -> QueryResult<(Vec<i64>, Total)> {
    let probe = matching(key)
        .select(customers::customer_id)
        .limit(capped::PROBE_LIMIT)
        .load::<i64>(conn)
        .await?;
    let (ids, total) = match Probed::of(probe) {
        Probed::Every(mut ids) => {
            ids.sort_unstable();
            let total = Total::exact(ids.len() as u64);
            (capped::page_of(&ids, page.offset(), page.limit()), total)
        }
        Probed::More => {
            let ids = conn
                .transaction::<_, diesel::result::Error, _>(async |conn| {
                    capped::walk_the_ordering_index(conn).await?;
                    matching(key)
                        .select(customers::customer_id)
                        .order(customers::customer_id)
                        .limit(page.limit())
                        .offset(page.offset())
                        .load::<i64>(conn)
                        .await
                })
                .await?;
            (ids, Total::at_least_the_cap())
        }
    };
    Ok((ids, total))
}

/// The ids and personal ids of up to `limit` customers a key matches, newest first.
pub async fn find_customer_ids_by_key_newest_first(
    conn: &mut AsyncPgConnection,
    key: &SearchKey,
    limit: i64,
) -> QueryResult<Vec<(i64, String)>> {
    if let SearchKey::Name(part, NameMatch::Start) = key {
        // An erased customer's name is empty and starts with no name part; the filter stays so
        // that no erased one could ever be named.
        let (ids, _) = name_start::page_of_ids(conn, part, IdOrder::NewestFirst, 0, limit).await?;
        return customers::table
            .filter(customers::customer_id.eq_any(ids))
            .filter(customers::erased_at.is_null())
            .select((customers::customer_id, customers::pni))
            .order(customers::customer_id.desc())
            .load(conn)
            .await;
    }
    let living = || matching(key).filter(customers::erased_at.is_null());
    let probe = living()
        .select((customers::customer_id, customers::pni))
        .limit(capped::PROBE_LIMIT)
        .load::<(i64, String)>(conn)
        .await?;
    match Probed::of(probe) {
        Probed::Every(mut found) => {
            found.sort_unstable_by_key(|&(customer_id, _)| std::cmp::Reverse(customer_id));
            Ok(capped::page_of(&found, 0, limit))
        }
        Probed::More => {
            conn.transaction::<_, diesel::result::Error, _>(async |conn| {
                capped::walk_the_ordering_index(conn).await?;
                living()
                    .select((customers::customer_id, customers::pni))
                    .order(customers::customer_id.desc())
                    .limit(limit)
                    .load(conn)
                    .await
            })
            .await
        }
    }
}

/// The exact number of customers, kept by the customers table's statement triggers.
pub async fn count_customers(conn: &mut AsyncPgConnection) -> QueryResult<i64> {
    customer_count::table
        .select(customer_count::total)
        .first(conn)
        .await
}

/// One page of the register, newest first (served by the primary key, scanned backwards).
pub async fn find_customers_newest_first(
    conn: &mut AsyncPgConnection,
    page: Page,
) -> QueryResult<Vec<CustomerRow>> {
    customers::table
        .select(CustomerRow::as_select())
        .order(customers::customer_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .load(conn)
        .await
}

pub async fn find_customers_by_customer_id_in(
    mut conn: &AsyncPgConnection,
    customer_ids: &[i64],
) -> QueryResult<Vec<CustomerRow>> {
    customers::table
        .filter(customers::customer_id.eq_any(customer_ids))
        .select(CustomerRow::as_select())
        .load(&mut conn)
        .await
}

pub async fn insert_audit_rows(
    conn: &mut AsyncPgConnection,
    rows: &[NewAuditRow<'_>],
) -> QueryResult<usize> {
    diesel::insert_into(customer_audit::table)
        .values(rows)
        .execute(conn)
        .await
}

/// One page of the customer's audit, newest first; and how many rows it has.
pub async fn find_audit_rows_by_customer_id_newest_first(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    page: Page,
) -> QueryResult<(Vec<AuditRow>, i64)> {
    let total = customer_audit::table
        .filter(customer_audit::customer_id.eq(customer_id))
        .count()
        .get_result(conn)
        .await?;
    let rows = customer_audit::table
        .filter(customer_audit::customer_id.eq(customer_id))
        .order(customer_audit::audit_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(AuditRow::as_select())
        .load(conn)
        .await?;
    Ok((rows, total))
}

/// Every audit row of the customer, oldest first (the export).
pub async fn find_all_audit_rows_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<Vec<AuditRow>> {
    customer_audit::table
        .filter(customer_audit::customer_id.eq(customer_id))
        .order(customer_audit::audit_id)
        .select(AuditRow::as_select())
        .load(conn)
        .await
}
