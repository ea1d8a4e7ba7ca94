//! The admin sales report as a stream of chunks, a batch of [`super::sales`] rows each, read
//! only when the receiver has taken the one before, so memory stays at one batch. The first
//! chunk is always sent (empty for a range without sales), so a refusal or a failing first batch
//! reaches the caller before it starts answering.

use std::pin::Pin;
use std::sync::Arc;

use futures_util::Stream;
use futures_util::stream;
use tonic::Status;
use zrm_platform::grpc::common::country_of_code;
use zrm_proto::common::v1::Money;
use zrm_proto::insurance::v1 as proto;

use super::sales::{SalesCursor, SalesQuery, SalesRow, next_sales_batch};
use super::stream::BATCH_ROWS;
use crate::error::InsuranceError;
use crate::insurances::group::InsuranceGroup;
use crate::insurances::grpc::responses;
use crate::state::{InsuranceState, pooled};

pub type SalesReportStream =
    Pin<Box<dyn Stream<Item = Result<proto::SalesReportChunk, Status>> + Send>>;

/// A stored row as the contract's row.
fn to_proto(row: SalesRow) -> Result<proto::SalesReportRow, InsuranceError> {
    let group = InsuranceGroup::of_code(&row.insurance_group).ok_or_else(|| {
        InsuranceError::Corrupt(format!("insurance group {:?}", row.insurance_group))
    })?;
    Ok(proto::SalesReportRow {
        day: row.day.format("%Y-%m-%d").to_string(),
        country: country_of_code(&row.country).into(),
        group: responses::group(group).into(),
        seller: row.seller,
        self_sign_up: row.self_sign_up,
        sold: row.sold,
        active: row.active,
        premiums: Some(Money {
            minor_units: row.premiums_minor,
            currency: row.currency,
        }),
    })
}

pub fn sales_report_stream(state: Arc<InsuranceState>, query: SalesQuery) -> SalesReportStream {
    let first = SalesCursor::start(&query);
    let chunks = stream::unfold((Some(first), true), move |(cursor, first)| {
        let state = state.clone();
        let query = query;
        async move {
            let cursor = cursor?;
            if cursor == SalesCursor::Done && !first {
                return None;
            }
            let batch = async {
                let mut conn = pooled(&state.pool).await?;
                let (rows, next) = next_sales_batch(&mut conn, &query, cursor, BATCH_ROWS).await?;
                let rows = rows
                    .into_iter()
                    .map(to_proto)
                    .collect::<Result<Vec<_>, _>>()?;
                Ok::<_, InsuranceError>((rows, next))
            }
            .await;
            match batch {
                Ok((rows, next)) => {
                    Some((Ok(proto::SalesReportChunk { rows }), (Some(next), false)))
                }
                // The error ends the report; the receiver sees it instead of a silent cut.
                Err(error) => Some((Err(Status::from(error)), (None, false))),
            }
        }
    });
    Box::pin(chunks)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chrono::NaiveDate;

    use super::*;

    #[test]
    fn a_stored_row_keeps_its_minor_units_and_currency_and_an_unknown_group_is_corrupt() {
        let row = SalesRow {
            day: NaiveDate::from_ymd_opt(2026, 11, 3).unwrap(),
            country: "NO".into(),
            currency: "NOK".into(),
            insurance_group: "LIFE_INSURANCE".into(),
            self_sign_up: true,
            seller: String::new(),
            sold: 3,
            active: 2,
            premiums_minor: 18_050,
        };
        let converted = to_proto(row.clone()).unwrap();
        assert_eq!(converted.day, "2026-11-03");
        assert_eq!(
            converted.country,
            i32::from(zrm_proto::common::v1::Country::No)
        );
        assert_eq!(converted.group, i32::from(proto::InsuranceGroup::Life));
        assert_eq!((converted.sold, converted.active), (3, 2));
        assert_eq!(
            converted.premiums,
            Some(Money {
                minor_units: 18_050,
                currency: "NOK".into()
            })
        );
        let unknown = SalesRow {
            insurance_group: "PET_INSURANCE".into(),
            ..row
        };
        assert!(matches!(to_proto(unknown), Err(InsuranceError::Corrupt(_))));
    }
}
