//! A report as a stream of chunks: the columns first, then a chunk per batch, each batch read
//! only when the receiver has taken the one before (the stream is polled as the gRPC response
//! is sent), so memory stays at one batch however long the report.

use std::pin::Pin;
use std::sync::Arc;

use futures_util::Stream;
use futures_util::stream::{self, StreamExt};
use tonic::Status;
use zrm_proto::insurance::v1 as proto;

use super::batches::{Cursor, next_batch};
use super::range::DayRange;
use super::{Kind, Report, Row};
use crate::state::{InsuranceState, pooled};

/// Rows per batch: large enough that the round trips do not dominate, small enough to be
/// nothing in memory.
pub const BATCH_ROWS: i64 = 2_000;

pub type ReportStream = Pin<Box<dyn Stream<Item = Result<proto::ReportChunk, Status>> + Send>>;

fn kind(kind: Kind) -> proto::ColumnKind {
    match kind {
        Kind::Text => proto::ColumnKind::Text,
        Kind::Integer => proto::ColumnKind::Integer,
        Kind::Date => proto::ColumnKind::Date,
        Kind::Timestamp => proto::ColumnKind::Timestamp,
        Kind::Boolean => proto::ColumnKind::Boolean,
    }
}

fn row(values: Row) -> proto::ReportRow {
    proto::ReportRow {
        cells: values
            .into_iter()
            .map(|value| proto::ReportCell { value })
            .collect(),
    }
}

pub fn report_stream(state: Arc<InsuranceState>, report: Report, range: DayRange) -> ReportStream {
    let header = proto::ReportChunk {
        columns: report
            .columns()
            .into_iter()
            .map(|(name, column)| proto::ReportColumn {
                name: name.to_owned(),
                kind: kind(column).into(),
            })
            .collect(),
        rows: Vec::new(),
    };
    let rows = stream::unfold(Some(Cursor::Start), move |cursor| {
        let state = state.clone();
        async move {
            let cursor = cursor?;
            let batch = async {
                let mut conn = pooled(&state.pool).await?;
                next_batch(&mut conn, report, range, cursor, BATCH_ROWS).await
            }
            .await;
            match batch {
                Ok((rows, Cursor::Done)) if rows.is_empty() => None,
                Ok((rows, next)) => Some((
                    Ok(proto::ReportChunk {
                        columns: Vec::new(),
                        rows: rows.into_iter().map(row).collect(),
                    }),
                    Some(next),
                )),
                // The error ends the report; the receiver sees it instead of a silent cut.
                Err(error) => Some((Err(Status::from(error)), None)),
            }
        }
    });
    Box::pin(stream::once(async { Ok(header) }).chain(rows))
}
