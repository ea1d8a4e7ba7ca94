//! Queries of the winback list and the feedback kept on it (`insurance_winback`).

use chrono::{DateTime, Utc};
use diesel::dsl::{exists, not};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Country;
use zrm_domain::paging::Page;

use super::outcome::WinbackOutcome;
use crate::error::InsuranceError;
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::group::InsuranceGroup;
use crate::insurances::lifecycle::Substatus;
use crate::insurances::model::Insurance;
use crate::insurances::storage::InsuranceRow;
use crate::schema::{insurance_winback, insurances};

/// The latest feedback on an insurance, as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = insurance_winback, check_for_backend(diesel::pg::Pg))]
pub struct FeedbackRow {
    pub insurance_id: i64,
    pub outcome: String,
    pub comment: String,
    pub recorded_by: String,
    pub recorded_at: DateTime<Utc>,
}

/// The latest feedback, typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Feedback {
    pub outcome: WinbackOutcome,
    pub comment: String,
    pub recorded_by: String,
    pub recorded_at: DateTime<Utc>,
}

impl TryFrom<FeedbackRow> for Feedback {
    type Error = InsuranceError;

    fn try_from(row: FeedbackRow) -> Result<Self, InsuranceError> {
        Ok(Self {
            outcome: WinbackOutcome::of_code(&row.outcome).ok_or_else(|| {
                InsuranceError::Corrupt(format!(
                    "winback of insurance {}: outcome {}",
                    row.insurance_id, row.outcome
                ))
            })?,
            comment: row.comment,
            recorded_by: row.recorded_by,
            recorded_at: row.recorded_at,
        })
    }
}

pub struct WinbackFilter {
    /// Cancelled at or after this.
    pub since: DateTime<Utc>,
    pub country: Option<Country>,
    pub group: Option<InsuranceGroup>,
}

diesel::alias!(insurances as open_insurances: OpenInsurances);

/// Cancelled insurances to win back, most recently cancelled first, with their latest feedback:
/// not of a deceased customer, not answered yet (no WON_BACK or NOT_INTERESTED), and the
/// customer has no insurance of the group that has not ended (sold again meanwhile).
pub async fn winbackable(
    conn: &mut AsyncPgConnection,
    filter: &WinbackFilter,
    page: Page,
) -> Result<(Vec<(Insurance, Option<Feedback>)>, u64), InsuranceError> {
    use insurance_winback::dsl as w;
    use insurances::dsl as i;
    let ended = [Substatus::Canceled.code(), Substatus::Discarded.code()];
    let query = || {
        let sold_again = open_insurances
            .filter(open_insurances.field(i::customer_id).eq(i::customer_id))
            .filter(
                open_insurances
                    .field(i::insurance_group)
                    .eq(i::insurance_group),
            )
            .filter(open_insurances.field(i::substatus).ne_all(ended));
        let mut query = i::insurances
            .left_join(w::insurance_winback)
            .filter(i::substatus.eq(Substatus::Canceled.code()))
            .filter(i::cancelled_at.ge(filter.since))
            .filter(i::cancel_cause.is_distinct_from(CancelCause::CustomerDeceased.code()))
            .filter(
                w::outcome
                    .is_null()
                    .or(w::outcome.eq_any(WinbackOutcome::open_codes())),
            )
            .filter(not(exists(sold_again)))
            .into_boxed();
        if let Some(country) = filter.country {
            query = query.filter(i::country.eq(country.code()));
        }
        if let Some(group) = filter.group {
            query = query.filter(i::insurance_group.eq(group.code()));
        }
        query
    };
    let total: i64 = query().count().get_result(conn).await?;
    let rows: Vec<(InsuranceRow, Option<FeedbackRow>)> = query()
        .order((i::cancelled_at.desc(), i::insurance_id.desc()))
        .limit(page.limit())
        .offset(page.offset())
        .select((
            InsuranceRow::as_select(),
            Option::<FeedbackRow>::as_select(),
        ))
        .load(conn)
        .await?;
    let items = rows
        .into_iter()
        .map(|(insurance, feedback)| {
            Ok((
                Insurance::try_from(insurance)?,
                feedback.map(Feedback::try_from).transpose()?,
            ))
        })
        .collect::<Result<_, InsuranceError>>()?;
    Ok((items, u64::try_from(total).unwrap_or(0)))
}

/// Keeps `row` as the insurance's latest feedback.
pub async fn record(conn: &mut AsyncPgConnection, row: &FeedbackRow) -> QueryResult<()> {
    use insurance_winback::dsl as w;
    diesel::insert_into(w::insurance_winback)
        .values(row)
        .on_conflict(w::insurance_id)
        .do_update()
        .set((
            w::outcome.eq(&row.outcome),
            w::comment.eq(&row.comment),
            w::recorded_by.eq(&row.recorded_by),
            w::recorded_at.eq(row.recorded_at),
        ))
        .execute(conn)
        .await
        .map(drop)
}
