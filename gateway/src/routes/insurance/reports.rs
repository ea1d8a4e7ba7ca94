//! `GET /insurance/api/reports/{report}` (insurance_types, signups, cancellations, payments,
//! refunds, deceased) for a range of days, as CSV (RFC 4180 quoting, a header row) or JSON (an
//! array of objects typed by column), streamed from the insurance service chunk by chunk: the
//! gateway holds one chunk at a time, whatever the report's length. A refused request is an
//! error body before anything is streamed.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{HttpResponse, get, web};
use bytes::Bytes;
use futures_util::StreamExt;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use zrm_proto::insurance::v1::{self as proto, ReportChunk, ReportRequest};

use crate::auth::{Authorized, InsuranceAdmin};
use crate::clients::INSURANCE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::{GrpcResultExt, status_to_error};
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReportName {
    InsuranceTypes,
    Signups,
    Cancellations,
    Payments,
    Refunds,
    Deceased,
}

impl ReportName {
    fn to_proto(self) -> proto::Report {
        match self {
            Self::InsuranceTypes => proto::Report::InsuranceTypes,
            Self::Signups => proto::Report::Signups,
            Self::Cancellations => proto::Report::Cancellations,
            Self::Payments => proto::Report::Payments,
            Self::Refunds => proto::Report::Refunds,
            Self::Deceased => proto::Report::Deceased,
        }
    }

    fn file_stem(self) -> &'static str {
        match self {
            Self::InsuranceTypes => "insurance_types",
            Self::Signups => "signups",
            Self::Cancellations => "cancellations",
            Self::Payments => "payments",
            Self::Refunds => "refunds",
            Self::Deceased => "deceased",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ReportFormat {
    #[default]
    Csv,
    Json,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    /// The first day, YYYY-MM-DD (UTC), included.
    #[param(format = Date)]
    pub from: String,
    /// The last day, YYYY-MM-DD (UTC), included; at most 3660 days after `from`.
    #[param(format = Date)]
    pub to: String,
    /// `csv` (default) or `json`.
    #[param(inline)]
    pub format: Option<ReportFormat>,
}

/// A column's name and kind, from the first chunk.
struct Column {
    name: String,
    kind: proto::ColumnKind,
}

/// The chunk's rows as CSV lines (the header first when `columns` is given).
fn csv_lines(header: Option<&[Column]>, chunk: &ReportChunk) -> Result<Bytes, std::io::Error> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    if let Some(columns) = header {
        writer.write_record(columns.iter().map(|column| column.name.as_str()))?;
    }
    for row in &chunk.rows {
        writer.write_record(
            row.cells
                .iter()
                .map(|cell| cell.value.as_deref().unwrap_or_default()),
        )?;
    }
    writer
        .into_inner()
        .map(Bytes::from)
        .map_err(|error| std::io::Error::other(error.to_string()))
}

fn json_value(kind: proto::ColumnKind, value: Option<&str>) -> serde_json::Value {
    let Some(value) = value else {
        return serde_json::Value::Null;
    };
    match kind {
        proto::ColumnKind::Integer => value
            .parse::<i64>()
            .map_or_else(|_| value.into(), serde_json::Value::from),
        proto::ColumnKind::Boolean => serde_json::Value::Bool(value == "true"),
        proto::ColumnKind::Text
        | proto::ColumnKind::Date
        | proto::ColumnKind::Timestamp
        | proto::ColumnKind::Unspecified => value.into(),
    }
}

/// The chunk's rows as JSON objects, each preceded by a comma unless it is the report's first.
fn json_objects(columns: &[Column], chunk: &ReportChunk, first: &mut bool) -> Bytes {
    let mut out = Vec::new();
    for row in &chunk.rows {
        if !std::mem::take(first) {
            out.push(b',');
        }
        let object: serde_json::Map<String, serde_json::Value> = columns
            .iter()
            .zip(&row.cells)
            .map(|(column, cell)| {
                (
                    column.name.clone(),
                    json_value(column.kind, cell.value.as_deref()),
                )
            })
            .collect();
        // A map of strings, numbers and booleans always serialises.
        out.extend(serde_json::to_vec(&object).unwrap_or_default());
    }
    Bytes::from(out)
}

#[utoipa::path(
    tag = "insurance",
    params(
        ("report" = inline(ReportName), Path, description = "insurance_types, signups, cancellations, payments, refunds or deceased"),
        ReportQuery,
    ),
    responses(
        (status = 200, description = "The report, streamed: CSV with a header row (`format=csv`, the default) or a JSON array of objects typed by column (`format=json`); amounts in minor units with a currency column", content(
            (String = "text/csv"),
            (Vec<serde_json::Value> = "application/json"),
        )),
        (status = 400, description = "An unknown report, or `from`/`to` not a date, `to` before `from` or more than 3660 days after it (the field named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not InsuranceAdmin (or an admin)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/reports/{report}")]
pub async fn insurance_report(
    _authorized: Authorized<InsuranceAdmin>,
    state: web::Data<AppState>,
    path: web::Path<ReportName>,
    query: QueryParams<ReportQuery>,
) -> Result<HttpResponse, GatewayError> {
    let report = path.into_inner();
    let query = query.into_inner();
    let format = query.format.unwrap_or_default();
    let mut chunks = state
        .clients
        .insurances()
        .stream_report(state.clients.insurance.request(ReportRequest {
            report: report.to_proto().into(),
            from: query.from.clone(),
            to: query.to.clone(),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    // The columns come first; a refusal arrives here, before anything is sent.
    let columns: Vec<Column> = match chunks.message().await {
        Ok(Some(first)) => first
            .columns
            .into_iter()
            .map(|column| Column {
                kind: proto::ColumnKind::try_from(column.kind).unwrap_or_default(),
                name: column.name,
            })
            .collect(),
        Ok(None) => return Err(GatewayError::Internal("a report without columns".into())),
        Err(status) => return Err(status_to_error(INSURANCE, status)),
    };
    let file_name = format!(
        "{}_{}_{}.{}",
        report.file_stem(),
        query.from.trim(),
        query.to.trim(),
        match format {
            ReportFormat::Csv => "csv",
            ReportFormat::Json => "json",
        }
    );
    let disposition = ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(file_name)],
    };
    let failed = |status: tonic::Status| std::io::Error::other(status.message().to_owned());
    match format {
        ReportFormat::Csv => {
            let mut header = Some(columns);
            let body = chunks.map(move |chunk| {
                let chunk = chunk.map_err(failed)?;
                let columns = header.take();
                csv_lines(columns.as_deref(), &chunk)
            });
            // The header row even when no chunk of rows follows.
            Ok(HttpResponse::Ok()
                .content_type("text/csv; charset=utf-8")
                .insert_header(disposition)
                .streaming(body))
        }
        ReportFormat::Json => {
            let mut first = true;
            let rows = chunks.map(move |chunk| {
                let chunk = chunk.map_err(failed)?;
                Ok::<_, std::io::Error>(json_objects(&columns, &chunk, &mut first))
            });
            let body = futures_util::stream::once(async { Ok(Bytes::from_static(b"[")) })
                .chain(rows)
                .chain(futures_util::stream::once(async {
                    Ok(Bytes::from_static(b"]"))
                }));
            Ok(HttpResponse::Ok()
                .content_type("application/json")
                .insert_header(disposition)
                .streaming(body))
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn chunk(rows: &[&[Option<&str>]]) -> ReportChunk {
        ReportChunk {
            columns: Vec::new(),
            rows: rows
                .iter()
                .map(|cells| proto::ReportRow {
                    cells: cells
                        .iter()
                        .map(|value| proto::ReportCell {
                            value: value.map(str::to_owned),
                        })
                        .collect(),
                })
                .collect(),
        }
    }

    fn columns() -> Vec<Column> {
        vec![
            Column {
                name: "insurance_id".into(),
                kind: proto::ColumnKind::Integer,
            },
            Column {
                name: "comment".into(),
                kind: proto::ColumnKind::Text,
            },
            Column {
                name: "self_sign_up".into(),
                kind: proto::ColumnKind::Boolean,
            },
        ]
    }

    #[test]
    fn csv_quotes_what_needs_quoting_and_leaves_the_rest() {
        let columns = columns();
        let lines = csv_lines(
            Some(&columns),
            &chunk(&[
                &[Some("100001"), Some("plain"), Some("true")],
                &[Some("100002"), Some("a, \"quoted\"\nline"), None],
            ]),
        )
        .unwrap();
        assert_eq!(
            std::str::from_utf8(&lines).unwrap(),
            "insurance_id,comment,self_sign_up\n100001,plain,true\n100002,\"a, \"\"quoted\"\"\nline\",\n"
        );
        let next = csv_lines(None, &chunk(&[&[Some("100003"), Some(""), Some("false")]])).unwrap();
        assert_eq!(std::str::from_utf8(&next).unwrap(), "100003,,false\n");
    }

    #[test]
    fn json_rows_are_typed_by_column_and_joined_across_chunks() {
        let columns = columns();
        let mut first = true;
        let mut body = b"[".to_vec();
        body.extend(json_objects(
            &columns,
            &chunk(&[&[Some("100001"), Some("a, \"b\""), Some("true")]]),
            &mut first,
        ));
        body.extend(json_objects(
            &columns,
            &chunk(&[&[Some("100002"), None, Some("false")]]),
            &mut first,
        ));
        body.push(b']');
        let parsed: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            parsed,
            serde_json::json!([
                {"insurance_id": 100001, "comment": "a, \"b\"", "self_sign_up": true},
                {"insurance_id": 100002, "comment": null, "self_sign_up": false},
            ])
        );
    }
}
