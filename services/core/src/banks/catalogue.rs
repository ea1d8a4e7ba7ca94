//! Reading the catalogue: banks by name, one bank, integrations with their bank.

use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::schema::{bank_integrations, banks};
use crate::state::pooled;

use super::model::{Bank, Integration, IntegrationFilter};

pub async fn do_list_banks(pool: &DbPool, country: Option<&str>) -> Result<Vec<Bank>, CoreError> {
    let mut conn = pooled(pool).await?;
    let mut query = banks::table
        .order((banks::name, banks::bank_id))
        .select(Bank::as_select())
        .into_boxed();
    if let Some(country) = country {
        query = query.filter(banks::country.eq(country.to_owned()));
    }
    Ok(query.load(&mut conn).await?)
}

pub async fn find_bank_by_bank_id(
    conn: &mut AsyncPgConnection,
    bank_id: i32,
) -> QueryResult<Option<Bank>> {
    banks::table
        .find(bank_id)
        .select(Bank::as_select())
        .first(conn)
        .await
        .optional()
}

pub async fn do_get_bank(pool: &DbPool, bank_id: i32) -> Result<Bank, CoreError> {
    let mut conn = pooled(pool).await?;
    find_bank_by_bank_id(&mut conn, bank_id)
        .await?
        .ok_or(CoreError::BankNotFound(bank_id))
}

pub async fn do_list_integrations(
    pool: &DbPool,
    filter: IntegrationFilter,
) -> Result<Vec<(Integration, Bank)>, CoreError> {
    let mut conn = pooled(pool).await?;
    let mut query = bank_integrations::table
        .inner_join(banks::table)
        .order((banks::name, banks::bank_id, bank_integrations::product))
        .select((Integration::as_select(), Bank::as_select()))
        .into_boxed();
    match filter {
        IntegrationFilter::Bank(bank_id) => {
            if find_bank_by_bank_id(&mut conn, bank_id).await?.is_none() {
                return Err(CoreError::BankNotFound(bank_id));
            }
            query = query.filter(bank_integrations::bank_id.eq(bank_id));
        }
        IntegrationFilter::Where { country, product } => {
            if let Some(country) = country {
                query = query.filter(banks::country.eq(country));
            }
            if let Some(product) = product {
                query = query.filter(bank_integrations::product.eq(product));
            }
        }
    }
    Ok(query.load(&mut conn).await?)
}
