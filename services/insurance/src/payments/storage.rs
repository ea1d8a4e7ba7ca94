//! Queries on `insurance_payments`, `insurance_refunds`, `cancellation_alerts` and the billing
//! columns of `insurances`. Rows are their own types, converted to [`PaymentRecord`] here.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::paging::Page;

use super::alert_type::AlertType;
use super::payment_state::PaymentState;
use crate::error::InsuranceError;
use crate::insurances::lifecycle::Substatus;
use crate::insurances::model::PaymentProvider;
use crate::schema::{cancellation_alerts, insurance_payments, insurance_refunds, insurances};

/// A premium payment as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = insurance_payments, check_for_backend(diesel::pg::Pg))]
pub struct PaymentRow {
    pub payment_id: i64,
    pub insurance_id: i64,
    pub provider: String,
    pub provider_reference: String,
    pub period_start: NaiveDate,
    pub charge_date: NaiveDate,
    pub amount_minor: i64,
    pub currency: String,
    pub refunded_minor: i64,
    pub state: String,
    pub provider_status: String,
    pub alerts_checked: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// The mandate or agreement it was taken on.
    pub mandate_reference: String,
}

/// A payment with what the service needs typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentRecord {
    pub row: PaymentRow,
    pub provider: PaymentProvider,
    pub state: PaymentState,
}

impl TryFrom<PaymentRow> for PaymentRecord {
    type Error = InsuranceError;

    fn try_from(row: PaymentRow) -> Result<Self, InsuranceError> {
        let corrupt = |what: &str| {
            InsuranceError::Corrupt(format!("insurance payment {}: {what}", row.payment_id))
        };
        Ok(Self {
            provider: PaymentProvider::of_code(&row.provider).ok_or_else(|| corrupt("provider"))?,
            state: PaymentState::of_code(&row.state).ok_or_else(|| corrupt("state"))?,
            row,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = insurance_refunds, check_for_backend(diesel::pg::Pg))]
pub struct RefundRow {
    pub refund_id: i64,
    pub payment_id: i64,
    pub provider_reference: String,
    pub amount_minor: i64,
    pub currency: String,
    pub provider_status: String,
    pub requested_by: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = cancellation_alerts, check_for_backend(diesel::pg::Pg))]
pub struct AlertRow {
    pub alert_id: i64,
    pub insurance_id: i64,
    pub alert_type: String,
    pub episode: NaiveDate,
    pub raised_at: DateTime<Utc>,
    pub detail: serde_json::Value,
}

/// An insurance the billing job has to look at: in force, its next period begun (or never
/// billed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Queryable)]
pub struct DueInsurance {
    pub insurance_id: i64,
}

/// Up to `limit` insurances in force whose next period starts on or before `today`.
pub async fn due(
    conn: &mut AsyncPgConnection,
    today: NaiveDate,
    limit: i64,
) -> QueryResult<Vec<DueInsurance>> {
    use insurances::dsl as i;
    i::insurances
        .filter(i::substatus.eq_any([
            Substatus::Active.code(),
            Substatus::PendingCancellation.code(),
        ]))
        .filter(
            i::next_period_start
                .is_null()
                .or(i::next_period_start.le(today)),
        )
        .order(i::next_period_start.asc().nulls_first())
        .limit(limit)
        .select((i::insurance_id,))
        .load(conn)
        .await
}

/// The insurance's next period and billing day (the caller holds its lock).
pub async fn billing_of(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
) -> QueryResult<(Option<NaiveDate>, Option<i16>)> {
    use insurances::dsl as i;
    i::insurances
        .find(insurance_id)
        .select((i::next_period_start, i::billing_day))
        .first(conn)
        .await
}

pub async fn set_next_period(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
    next_period_start: NaiveDate,
    billing_day: i16,
) -> QueryResult<()> {
    use insurances::dsl as i;
    diesel::update(i::insurances.find(insurance_id))
        .set((
            i::next_period_start.eq(next_period_start),
            i::billing_day.eq(billing_day),
        ))
        .execute(conn)
        .await
        .map(drop)
}

pub struct NewPayment<'a> {
    pub insurance_id: i64,
    pub provider: PaymentProvider,
    pub provider_reference: &'a str,
    pub mandate_reference: &'a str,
    pub period_start: NaiveDate,
    pub charge_date: NaiveDate,
    pub amount_minor: i64,
    pub currency: &'a str,
    pub state: PaymentState,
    pub provider_status: &'a str,
}

/// Records the period's payment; `false` when the period had one already (another replica).
pub async fn insert_payment(
    conn: &mut AsyncPgConnection,
    new: &NewPayment<'_>,
    now: DateTime<Utc>,
) -> QueryResult<bool> {
    use insurance_payments::dsl as p;
    let inserted = diesel::insert_into(p::insurance_payments)
        .values((
            p::insurance_id.eq(new.insurance_id),
            p::provider.eq(new.provider.code()),
            p::provider_reference.eq(new.provider_reference),
            p::mandate_reference.eq(new.mandate_reference),
            p::period_start.eq(new.period_start),
            p::charge_date.eq(new.charge_date),
            p::amount_minor.eq(new.amount_minor),
            p::currency.eq(new.currency),
            p::state.eq(new.state.code()),
            p::provider_status.eq(new.provider_status),
            p::alerts_checked.eq(new.state != PaymentState::Missed),
            p::created_at.eq(now),
            p::updated_at.eq(now),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    Ok(inserted == 1)
}

/// The payment as the provider has it now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentNow {
    pub reference: String,
    pub status: String,
    pub state: PaymentState,
    pub refunded_minor: i64,
}

/// Writes the provider's view of a payment to its row; a payment becoming missed waits for the
/// alerts job. Answers the insurance it belongs to, or `None` for a payment not of ours.
pub async fn update_payment(
    conn: &mut AsyncPgConnection,
    provider: PaymentProvider,
    now_at_provider: &PaymentNow,
    now: DateTime<Utc>,
) -> QueryResult<Option<i64>> {
    use insurance_payments::dsl as p;
    let row: Option<(i64, String)> = p::insurance_payments
        .filter(p::provider.eq(provider.code()))
        .filter(p::provider_reference.eq(&now_at_provider.reference))
        .select((p::payment_id, p::state))
        .for_update()
        .first(conn)
        .await
        .optional()?;
    let Some((payment_id, state)) = row else {
        return Ok(None);
    };
    let newly_missed =
        now_at_provider.state == PaymentState::Missed && state != PaymentState::Missed.code();
    let insurance_id = diesel::update(p::insurance_payments.find(payment_id))
        .set((
            p::state.eq(now_at_provider.state.code()),
            p::provider_status.eq(&now_at_provider.status),
            p::refunded_minor.eq(diesel::dsl::sql::<diesel::sql_types::BigInt>(&format!(
                "LEAST(amount_minor, GREATEST(refunded_minor, {}))",
                now_at_provider.refunded_minor.max(0)
            ))),
            p::updated_at.eq(now),
        ))
        .returning(p::insurance_id)
        .get_result(conn)
        .await?;
    if newly_missed {
        diesel::update(p::insurance_payments.find(payment_id))
            .set(p::alerts_checked.eq(false))
            .execute(conn)
            .await?;
    }
    Ok(Some(insurance_id))
}

pub async fn set_refund_status(
    conn: &mut AsyncPgConnection,
    reference: &str,
    status: &str,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    use insurance_refunds::dsl as r;
    diesel::update(r::insurance_refunds.filter(r::provider_reference.eq(reference)))
        .set((r::provider_status.eq(status), r::updated_at.eq(now)))
        .execute(conn)
        .await
        .map(drop)
}

/// A page of the insurance's payments, newest period first, and how many it has.
pub async fn payments(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
    page: Page,
) -> Result<(Vec<PaymentRecord>, u64), InsuranceError> {
    use insurance_payments::dsl as p;
    let total: i64 = p::insurance_payments
        .filter(p::insurance_id.eq(insurance_id))
        .count()
        .get_result(conn)
        .await?;
    let rows: Vec<PaymentRow> = p::insurance_payments
        .filter(p::insurance_id.eq(insurance_id))
        .order(p::period_start.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(PaymentRow::as_select())
        .load(conn)
        .await?;
    let records = rows
        .into_iter()
        .map(PaymentRecord::try_from)
        .collect::<Result<_, _>>()?;
    Ok((records, u64::try_from(total).unwrap_or(0)))
}

/// The latest `limit` payments of the insurance, newest period first: their state and period.
pub async fn latest_states(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
    limit: i64,
) -> Result<Vec<(PaymentState, NaiveDate)>, InsuranceError> {
    use insurance_payments::dsl as p;
    let rows: Vec<(String, NaiveDate)> = p::insurance_payments
        .filter(p::insurance_id.eq(insurance_id))
        .order(p::period_start.desc())
        .limit(limit)
        .select((p::state, p::period_start))
        .load(conn)
        .await?;
    rows.into_iter()
        .map(|(state, period)| {
            PaymentState::of_code(&state)
                .map(|state| (state, period))
                .ok_or_else(|| {
                    InsuranceError::Corrupt(format!("insurance {insurance_id}: payment state"))
                })
        })
        .collect()
}

/// The refunds of these payments, oldest first.
pub async fn refunds_of(
    conn: &mut AsyncPgConnection,
    payment_ids: &[i64],
) -> QueryResult<Vec<RefundRow>> {
    use insurance_refunds::dsl as r;
    r::insurance_refunds
        .filter(r::payment_id.eq_any(payment_ids))
        .order((r::payment_id, r::refund_id))
        .select(RefundRow::as_select())
        .load(conn)
        .await
}

/// The insurance a payment is of, read without a lock (to lock the insurance first).
pub async fn insurance_of_payment(
    conn: &mut AsyncPgConnection,
    payment_id: i64,
) -> QueryResult<Option<i64>> {
    insurance_payments::table
        .find(payment_id)
        .select(insurance_payments::insurance_id)
        .first(conn)
        .await
        .optional()
}

/// The payment, locked for a refund in the caller's transaction.
pub async fn lock_payment(
    conn: &mut AsyncPgConnection,
    payment_id: i64,
) -> Result<Option<PaymentRecord>, InsuranceError> {
    insurance_payments::table
        .find(payment_id)
        .select(PaymentRow::as_select())
        .for_update()
        .first(conn)
        .await
        .optional()?
        .map(PaymentRecord::try_from)
        .transpose()
}

pub struct NewRefund<'a> {
    pub payment_id: i64,
    pub provider_reference: &'a str,
    pub amount_minor: i64,
    pub currency: &'a str,
    pub provider_status: &'a str,
    pub requested_by: &'a str,
}

/// Records the refund and adds it to the payment's refunded amount.
pub async fn insert_refund(
    conn: &mut AsyncPgConnection,
    new: &NewRefund<'_>,
    now: DateTime<Utc>,
) -> QueryResult<()> {
    use insurance_refunds::dsl as r;
    diesel::insert_into(r::insurance_refunds)
        .values((
            r::payment_id.eq(new.payment_id),
            r::provider_reference.eq(new.provider_reference),
            r::amount_minor.eq(new.amount_minor),
            r::currency.eq(new.currency),
            r::provider_status.eq(new.provider_status),
            r::requested_by.eq(new.requested_by),
            r::created_at.eq(now),
            r::updated_at.eq(now),
        ))
        .execute(conn)
        .await?;
    use insurance_payments::dsl as p;
    diesel::update(p::insurance_payments.find(new.payment_id))
        .set((
            p::refunded_minor.eq(p::refunded_minor + new.amount_minor),
            p::updated_at.eq(now),
        ))
        .execute(conn)
        .await
        .map(drop)
}

/// Insurances with a missed payment the alerts job has not looked at.
pub async fn insurances_to_check(
    conn: &mut AsyncPgConnection,
    limit: i64,
) -> QueryResult<Vec<i64>> {
    use insurance_payments::dsl as p;
    let mut ids: Vec<i64> = p::insurance_payments
        .filter(p::alerts_checked.eq(false))
        .order(p::payment_id)
        .limit(limit)
        .select(p::insurance_id)
        .load(conn)
        .await?;
    ids.dedup();
    Ok(ids)
}

pub async fn mark_checked(conn: &mut AsyncPgConnection, insurance_id: i64) -> QueryResult<()> {
    use insurance_payments::dsl as p;
    diesel::update(
        p::insurance_payments
            .filter(p::insurance_id.eq(insurance_id))
            .filter(p::alerts_checked.eq(false)),
    )
    .set(p::alerts_checked.eq(true))
    .execute(conn)
    .await
    .map(drop)
}

/// Insurances without an active mandate and no INACTIVE_MANDATE alert since it became inactive:
/// their id and when the mandate changed.
pub async fn inactive_without_alert(
    conn: &mut AsyncPgConnection,
    limit: i64,
) -> QueryResult<Vec<(i64, Option<DateTime<Utc>>)>> {
    use cancellation_alerts::dsl as a;
    use insurances::dsl as i;
    i::insurances
        .filter(i::substatus.eq(Substatus::InactiveMandate.code()))
        .filter(diesel::dsl::not(diesel::dsl::exists(
            a::cancellation_alerts
                .filter(a::insurance_id.eq(i::insurance_id))
                .filter(a::alert_type.eq(AlertType::InactiveMandate.code()))
                .filter(a::episode.nullable().eq(diesel::dsl::sql::<
                    diesel::sql_types::Nullable<diesel::sql_types::Date>,
                >(
                    "(insurances.mandate_updated_at AT TIME ZONE 'UTC')::date",
                ))),
        )))
        .order(i::insurance_id)
        .limit(limit)
        .select((i::insurance_id, i::mandate_updated_at))
        .load(conn)
        .await
}

/// Raises the alert; `false` when it was raised before for the same episode.
pub async fn raise_alert(
    conn: &mut AsyncPgConnection,
    insurance_id: i64,
    alert_type: AlertType,
    episode: NaiveDate,
    now: DateTime<Utc>,
    detail: serde_json::Value,
) -> QueryResult<bool> {
    use cancellation_alerts::dsl as a;
    let inserted = diesel::insert_into(a::cancellation_alerts)
        .values((
            a::insurance_id.eq(insurance_id),
            a::alert_type.eq(alert_type.code()),
            a::episode.eq(episode),
            a::raised_at.eq(now),
            a::detail.eq(detail),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    Ok(inserted == 1)
}

/// A page of alerts, newest first, of one insurance or type or all, and how many match.
pub async fn alerts(
    conn: &mut AsyncPgConnection,
    insurance_id: Option<i64>,
    alert_type: Option<AlertType>,
    page: Page,
) -> QueryResult<(Vec<AlertRow>, u64)> {
    use cancellation_alerts::dsl as a;
    let query = || {
        let mut query = a::cancellation_alerts.into_boxed();
        if let Some(id) = insurance_id {
            query = query.filter(a::insurance_id.eq(id));
        }
        if let Some(alert_type) = alert_type {
            query = query.filter(a::alert_type.eq(alert_type.code()));
        }
        query
    };
    let total: i64 = query().count().get_result(conn).await?;
    let rows = query()
        .order(a::alert_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(AlertRow::as_select())
        .load(conn)
        .await?;
    Ok((rows, u64::try_from(total).unwrap_or(0)))
}
