//! Queries on `insurances`, `insurance_rules` and `insurance_events`. Rows are their own types,
//! converted to and from [`Insurance`] here.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Country;
use zrm_domain::paging::Page;

use super::amount::Money;
use super::cancel_cause::CancelCause;
use super::event_type::EventType;
use super::group::InsuranceGroup;
use super::lifecycle::Substatus;
use super::model::{Insurance, MandateRef, PaymentProvider};
use crate::error::InsuranceError;
use crate::schema::{insurance_events, insurance_rules, insurances};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = insurances, check_for_backend(diesel::pg::Pg))]
pub(crate) struct InsuranceRow {
    insurance_id: i64,
    customer_id: i64,
    country: String,
    insurance_group: String,
    product_code: String,
    substatus: String,
    insured_amount_minor: i64,
    premium_minor: i64,
    currency: String,
    created_by: String,
    self_sign_up: bool,
    email: String,
    phone_number: String,
    date_created: DateTime<Utc>,
    signup_date: Option<DateTime<Utc>>,
    cancelled_at: Option<DateTime<Utc>>,
    cancel_cause: Option<String>,
    mandate_provider: Option<String>,
    mandate_request: Option<String>,
    mandate_reference: Option<String>,
    mandate_status: Option<String>,
    mandate_updated_at: Option<DateTime<Utc>>,
}

impl TryFrom<InsuranceRow> for Insurance {
    type Error = InsuranceError;

    fn try_from(row: InsuranceRow) -> Result<Self, InsuranceError> {
        let id = row.insurance_id;
        let corrupt = |what: &str| InsuranceError::Corrupt(format!("insurance {id}: {what}"));
        let country: Country = row.country.parse().map_err(|_| corrupt("country"))?;
        let money = |minor| Money { minor, country };
        if money(0).currency() != row.currency {
            return Err(corrupt("currency"));
        }
        let mandate = match (row.mandate_provider, row.mandate_updated_at) {
            (Some(provider), Some(updated_at)) => Some(MandateRef {
                provider: PaymentProvider::of_code(&provider)
                    .ok_or_else(|| corrupt("mandate_provider"))?,
                request: row.mandate_request,
                reference: row.mandate_reference,
                status: row.mandate_status.unwrap_or_default(),
                updated_at,
            }),
            _ => None,
        };
        Ok(Insurance {
            insurance_id: id,
            customer_id: row.customer_id,
            country,
            group: InsuranceGroup::of_code(&row.insurance_group)
                .ok_or_else(|| corrupt("insurance_group"))?,
            product_code: row.product_code,
            substatus: Substatus::of_code(&row.substatus).ok_or_else(|| corrupt("substatus"))?,
            insured: money(row.insured_amount_minor),
            premium: money(row.premium_minor),
            created_by: row.created_by,
            self_sign_up: row.self_sign_up,
            email: row.email,
            phone_number: row.phone_number,
            date_created: row.date_created,
            signup_date: row.signup_date,
            cancelled_at: row.cancelled_at,
            cancel_cause: row
                .cancel_cause
                .map(|code| CancelCause::of_code(&code).ok_or_else(|| corrupt("cancel_cause")))
                .transpose()?,
            mandate,
        })
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = insurances)]
pub struct NewInsurance<'a> {
    pub customer_id: i64,
    pub country: &'a str,
    pub insurance_group: &'a str,
    pub product_code: &'a str,
    pub substatus: &'a str,
    pub insured_amount_minor: i64,
    pub premium_minor: i64,
    pub currency: &'a str,
    pub created_by: &'a str,
    pub self_sign_up: bool,
    pub date_created: DateTime<Utc>,
}

/// A rule as stored: the highest amount (whole kronor) and whether customers sign up themselves.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = insurance_rules, check_for_backend(diesel::pg::Pg))]
pub struct RuleRow {
    pub insurance_group: String,
    pub country: String,
    pub max_amount: i64,
    pub customer_can_self_sign_up: bool,
}

pub async fn rules(conn: &mut AsyncPgConnection, country: Country) -> QueryResult<Vec<RuleRow>> {
    insurance_rules::table
        .filter(insurance_rules::country.eq(country.code()))
        .order(insurance_rules::insurance_group)
        .select(RuleRow::as_select())
        .load(conn)
        .await
}

pub async fn rule(
    conn: &mut AsyncPgConnection,
    group: InsuranceGroup,
    country: Country,
) -> QueryResult<Option<RuleRow>> {
    insurance_rules::table
        .find((group.code(), country.code()))
        .select(RuleRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// Inserts the insurance; the customer's open insurance of the same group is
/// [`InsuranceError::AlreadyInsured`].
pub async fn insert(
    conn: &mut AsyncPgConnection,
    new: &NewInsurance<'_>,
) -> Result<Insurance, InsuranceError> {
    let row = diesel::insert_into(insurances::table)
        .values(new)
        .returning(InsuranceRow::as_returning())
        .get_result(conn)
        .await
        .map_err(|error| {
            if matches!(
                error,
                diesel::result::Error::DatabaseError(
                    diesel::result::DatabaseErrorKind::UniqueViolation,
                    _,
                )
            ) {
                InsuranceError::AlreadyInsured
            } else {
                error.into()
            }
        })?;
    Insurance::try_from(row)
}

pub async fn find(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
) -> Result<Option<Insurance>, InsuranceError> {
    insurances::table
        .find(insurance_id)
        .select(InsuranceRow::as_select())
        .first(conn)
        .await
        .optional()?
        .map(Insurance::try_from)
        .transpose()
}

/// The insurance, locked for a change in the caller's transaction.
pub async fn lock(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
) -> Result<Insurance, InsuranceError> {
    let row = insurances::table
        .find(insurance_id)
        .select(InsuranceRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .ok_or(InsuranceError::NotFound(insurance_id))?;
    Insurance::try_from(row)
}

/// The insurance whose mandate (or GoCardless billing request) is `reference`, locked.
pub async fn lock_by_mandate(
    conn: &mut AsyncPgConnection,
    provider: PaymentProvider,
    reference: &str,
) -> Result<Option<Insurance>, InsuranceError> {
    use insurances::dsl as i;
    i::insurances
        .filter(i::mandate_provider.eq(provider.code()))
        .filter(
            i::mandate_reference
                .eq(reference)
                .or(i::mandate_request.eq(reference)),
        )
        .select(InsuranceRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .map(Insurance::try_from)
        .transpose()
}

/// The customer's insurance of the group that has not ended (at most one: the partial unique
/// index `insurances_one_open_per_group`, which this reads).
pub async fn open_insurance_of_group(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    group: InsuranceGroup,
) -> QueryResult<Option<i64>> {
    use insurances::dsl as i;
    i::insurances
        .filter(i::customer_id.eq(customer_id))
        .filter(i::insurance_group.eq(group.code()))
        .filter(i::substatus.ne_all([Substatus::Canceled.code(), Substatus::Discarded.code()]))
        .select(i::insurance_id)
        .first(conn)
        .await
        .optional()
}

/// What narrows a list; `None` or empty: no narrowing.
#[derive(Debug, Clone, Default)]
pub struct ListFilter {
    pub customer_id: Option<i64>,
    /// Any of these customers' (`insurances_of_customer`, one index range each).
    pub customer_ids: Vec<i64>,
    pub substatuses: Vec<Substatus>,
    pub group: Option<InsuranceGroup>,
    pub country: Option<Country>,
    pub created_by: Option<String>,
}

/// One page, newest first, and the count of all that match.
pub async fn list(
    conn: &mut AsyncPgConnection,
    filter: &ListFilter,
    page: Page,
) -> Result<(Vec<Insurance>, u64), InsuranceError> {
    use insurances::dsl as i;
    let query = || {
        let mut query = i::insurances.into_boxed();
        if let Some(customer_id) = filter.customer_id {
            query = query.filter(i::customer_id.eq(customer_id));
        }
        if !filter.customer_ids.is_empty() {
            query = query.filter(i::customer_id.eq_any(filter.customer_ids.clone()));
        }
        if !filter.substatuses.is_empty() {
            let codes: Vec<&str> = filter.substatuses.iter().map(|s| s.code()).collect();
            query = query.filter(i::substatus.eq_any(codes));
        }
        if let Some(group) = filter.group {
            query = query.filter(i::insurance_group.eq(group.code()));
        }
        if let Some(country) = filter.country {
            query = query.filter(i::country.eq(country.code()));
        }
        if let Some(created_by) = &filter.created_by {
            query = query.filter(i::created_by.eq(created_by.clone()));
        }
        query
    };
    let total: i64 = query().count().get_result(conn).await?;
    let rows = query()
        .order(i::insurance_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(InsuranceRow::as_select())
        .load(conn)
        .await?;
    let insurances = rows
        .into_iter()
        .map(Insurance::try_from)
        .collect::<Result<_, _>>()?;
    Ok((insurances, u64::try_from(total).unwrap_or(0)))
}

/// Writes the insurance's changeable fields back (the caller holds its lock).
pub async fn save(conn: &mut AsyncPgConnection, insurance: &Insurance) -> QueryResult<()> {
    use insurances::dsl as i;
    let mandate = insurance.mandate.as_ref();
    diesel::update(i::insurances.find(insurance.insurance_id))
        .set((
            i::substatus.eq(insurance.substatus.code()),
            i::insured_amount_minor.eq(insurance.insured.minor),
            i::premium_minor.eq(insurance.premium.minor),
            i::email.eq(&insurance.email),
            i::phone_number.eq(&insurance.phone_number),
            i::signup_date.eq(insurance.signup_date),
            i::cancelled_at.eq(insurance.cancelled_at),
            i::cancel_cause.eq(insurance.cancel_cause.map(CancelCause::code)),
            i::mandate_provider.eq(mandate.map(|m| m.provider.code())),
            i::mandate_request.eq(mandate.and_then(|m| m.request.as_deref())),
            i::mandate_reference.eq(mandate.and_then(|m| m.reference.as_deref())),
            i::mandate_status.eq(mandate.map(|m| m.status.as_str())),
            i::mandate_updated_at.eq(mandate.map(|m| m.updated_at)),
        ))
        .execute(conn)
        .await
        .map(drop)
}

/// One entry of the event log.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = insurance_events, check_for_backend(diesel::pg::Pg))]
pub struct EventRow {
    pub event_id: i64,
    pub insurance_id: i64,
    pub event_type: String,
    pub occurred_at: DateTime<Utc>,
    pub actor: String,
    pub detail: serde_json::Value,
}

pub async fn append_event(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
    event_type: EventType,
    actor: &str,
    at: DateTime<Utc>,
    detail: serde_json::Value,
) -> QueryResult<()> {
    use insurance_events::dsl as e;
    diesel::insert_into(e::insurance_events)
        .values((
            e::insurance_id.eq(insurance_id),
            e::event_type.eq(event_type.code()),
            e::occurred_at.eq(at),
            e::actor.eq(actor),
            e::detail.eq(detail),
        ))
        .execute(conn)
        .await
        .map(drop)
}

/// A page of the insurance's events, newest first, and how many it has.
pub async fn events(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
    page: Page,
) -> QueryResult<(Vec<EventRow>, u64)> {
    use insurance_events::dsl as e;
    let total: i64 = e::insurance_events
        .filter(e::insurance_id.eq(insurance_id))
        .count()
        .get_result(conn)
        .await?;
    let rows = e::insurance_events
        .filter(e::insurance_id.eq(insurance_id))
        .order(e::event_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(EventRow::as_select())
        .load(conn)
        .await?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}
