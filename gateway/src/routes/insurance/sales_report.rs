//! `GET /insurance/api/admin/sales-report` (ZakerReadSalesStats; spec 2 §7 `GET
//! /api/admin/sales-report`): the insurances signed up in a range of days, per day, country,
//! group and seller, with how many are still in force and their monthly premiums in minor units
//! with the currency, as CSV or JSON. Streamed from the insurance service chunk by chunk like
//! the finance reports (`reports.rs`: the same range rules and error bodies), the sellers named
//! from core as their rows pass; a refused request is an error body before anything is sent.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{HttpResponse, get, web};
use bytes::Bytes;
use serde::Deserialize;
use utoipa::IntoParams;
use zrm_proto::insurance::v1::{SalesReportChunk, SalesReportRequest};

use super::reports::ReportFormat;
use super::sales_rows::{Encoder, SalesReportRow, SellerNames};
use super::types::CountryCode;
use crate::auth::{Authorized, InsuranceSalesStats};
use crate::clients::INSURANCE;
use crate::error::{ErrorBody, GatewayError, for_reader};
use crate::extract::QueryParams;
use crate::grpc_status::{GrpcResultExt, status_to_error};
use crate::state::AppState;

/// What the customers' own sign-ups are listed under.
const SELF_SIGN_UP: &str = "Self sign-up";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SalesReportQuery {
    /// The first signup day, YYYY-MM-DD (UTC), included.
    #[param(format = Date)]
    pub from: String,
    /// The last signup day, YYYY-MM-DD (UTC), included; at most 3660 days after `from`.
    #[param(format = Date)]
    pub to: String,
    /// `csv` (default) or `json`.
    #[param(inline)]
    pub format: Option<ReportFormat>,
    /// Only this country's sales; absent: both (each with its own currency).
    #[param(inline)]
    pub country: Option<CountryCode>,
}

/// The report's state between chunks: the service's stream, the chunk already read, the
/// sellers named so far and the encoding.
struct Body {
    chunks: tonic::Streaming<SalesReportChunk>,
    pending: Option<SalesReportChunk>,
    names: SellerNames,
    encoder: Encoder,
    state: web::Data<AppState>,
}

impl Body {
    /// The next piece of the body; `None` after the closing one.
    async fn next(mut self) -> Option<(Result<Bytes, std::io::Error>, Option<Self>)> {
        let chunk = match self.pending.take() {
            Some(chunk) => Some(chunk),
            None => match self.chunks.message().await {
                Ok(chunk) => chunk,
                // The error ends the body; the client sees a cut, not a short report.
                Err(status) => {
                    return Some((
                        Err(std::io::Error::other(status.message().to_owned())),
                        None,
                    ));
                }
            },
        };
        let Some(chunk) = chunk else {
            return Some((self.encoder.finish(), None));
        };
        let piece = match self.names.rows(&self.state, chunk).await {
            Ok(rows) => self.encoder.chunk(&rows),
            Err(error) => return Some((Err(std::io::Error::other(error.to_string())), None)),
        };
        Some((piece, Some(self)))
    }
}

#[utoipa::path(
    tag = "insurance",
    params(SalesReportQuery),
    responses(
        (status = 200, description = "The report, streamed, a row per signup day, country, insurance group and seller (the customers' own sign-ups as one seller, \"Self sign-up\"), in that order: a JSON array (`format=json`) or CSV with a header row (`format=csv`, the default); premiums in minor units beside their currency", content(
            (Vec<SalesReportRow> = "application/json"),
            (String = "text/csv"),
        )),
        (status = 400, description = "`from`/`to` not a date, `to` before `from` or more than 3660 days after it, or an unknown `format` or `country` (the field named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not ZakerReadSalesStats (or an admin)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/insurance/api/admin/sales-report")]
pub async fn insurance_sales_report(
    _authorized: Authorized<InsuranceSalesStats>,
    state: web::Data<AppState>,
    query: QueryParams<SalesReportQuery>,
) -> Result<HttpResponse, GatewayError> {
    let query = query.into_inner();
    let format = query.format.unwrap_or_default();
    let mut chunks = state
        .clients
        .insurances()
        .stream_sales_report(state.clients.insurance.request(SalesReportRequest {
            from: query.from.clone(),
            to: query.to.clone(),
            country: query.country.map_or(0, |country| country.to_proto().into()),
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    // The service always sends a first chunk: a failure of its first batch arrives here, before
    // anything is sent.
    let first = match chunks.message().await {
        Ok(first) => first,
        Err(status) => return Err(status_to_error(INSURANCE, status)),
    };
    let file_name = format!(
        "insurance_sales_{}_{}{}.{}",
        query.from.trim(),
        query.to.trim(),
        match query.country {
            Some(CountryCode::Se) => "_SE",
            Some(CountryCode::No) => "_NO",
            None => "",
        },
        match format {
            ReportFormat::Csv => "csv",
            ReportFormat::Json => "json",
        }
    );
    let body = Body {
        chunks,
        pending: first,
        // The reader's language is the request's: read it now, not while streaming.
        names: SellerNames::new(for_reader(SELF_SIGN_UP)),
        encoder: Encoder::new(format),
        state,
    };
    let stream = futures_util::stream::unfold(Some(body), |body| async move { body?.next().await });
    Ok(HttpResponse::Ok()
        .content_type(match format {
            ReportFormat::Csv => "text/csv; charset=utf-8",
            ReportFormat::Json => "application/json",
        })
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(file_name)],
        })
        .streaming(stream))
}
