//! The admin sales report's rows as REST sends them: the service's row with the seller's name
//! beside the id (from core's employee register, asked once per seller and report), written as
//! CSV (RFC 4180 quoting, the header first) or as the objects of one JSON array, a chunk at a
//! time.

use std::collections::{HashMap, HashSet};

use bytes::Bytes;
use serde::Serialize;
use utoipa::ToSchema;
use zrm_platform::grpc::common::country_code;
use zrm_proto::insurance::v1 as proto;

use super::reports::ReportFormat;
use super::types::InsuranceGroup;
use crate::error::GatewayError;
use crate::state::AppState;

/// The columns, in the order of [`SalesReportRow`]'s fields.
pub const COLUMNS: [&str; 10] = [
    "day",
    "country",
    "insurance_group",
    "seller_id",
    "seller_name",
    "self_sign_up",
    "sold",
    "active",
    "premiums_minor",
    "currency",
];

/// The insurances signed up on one day in one country, of one group, sold by one seller.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct SalesReportRow {
    /// The signup day, YYYY-MM-DD (UTC).
    #[schema(format = Date, example = "2026-11-03")]
    pub day: String,
    /// SE or NO.
    #[schema(example = "SE")]
    pub country: String,
    pub insurance_group: InsuranceGroup,
    /// The employee who sold them; null for the customers' own sign-ups.
    pub seller_id: Option<String>,
    /// The seller's name: "Self sign-up" (in the reader's language) for the customers' own
    /// sign-ups, the id when the employee register does not know it.
    pub seller_name: String,
    pub self_sign_up: bool,
    /// Insurances signed up.
    pub sold: i64,
    /// Of those, still in force now.
    pub active: i64,
    /// Their monthly premiums added up, in minor units of `currency`.
    pub premiums_minor: i64,
    /// SEK or NOK (one per country: a row never adds two currencies).
    #[schema(example = "SEK")]
    pub currency: String,
}

/// Sellers looked up per report at most; past it the cache starts afresh, so a report keeps a
/// bounded memory even if every row had a seller of its own.
const MAX_CACHED_SELLERS: usize = 10_000;

/// The sellers' names, asked from core once per seller for the whole report.
pub struct SellerNames {
    names: HashMap<String, String>,
    /// What the customers' own sign-ups are shown as, in the reader's language.
    self_sign_up: String,
}

impl SellerNames {
    pub fn new(self_sign_up: String) -> Self {
        Self {
            names: HashMap::new(),
            self_sign_up,
        }
    }

    /// The chunk's rows with their sellers' names, asking core for those not yet known.
    pub async fn rows(
        &mut self,
        state: &AppState,
        chunk: proto::SalesReportChunk,
    ) -> Result<Vec<SalesReportRow>, GatewayError> {
        let unknown: HashSet<&str> = chunk
            .rows
            .iter()
            .map(|row| row.seller.as_str())
            .filter(|seller| !seller.is_empty() && !self.names.contains_key(*seller))
            // Employees are known by UUID; the seed records `seed`, which is no one's.
            .filter(|seller| uuid::Uuid::parse_str(seller).is_ok())
            .collect();
        if !unknown.is_empty() {
            if self.names.len() + unknown.len() > MAX_CACHED_SELLERS {
                self.names.clear();
            }
            let found = crate::employee_names::names_by_id(state, unknown).await;
            self.names.extend(found);
        }
        chunk.rows.into_iter().map(|row| self.row(row)).collect()
    }

    fn row(&self, row: proto::SalesReportRow) -> Result<SalesReportRow, GatewayError> {
        let premiums = row.premiums.unwrap_or_default();
        let seller_name = if row.self_sign_up {
            self.self_sign_up.clone()
        } else {
            self.names
                .get(&row.seller)
                .cloned()
                .unwrap_or_else(|| row.seller.clone())
        };
        Ok(SalesReportRow {
            day: row.day,
            country: country_code(row.country).to_owned(),
            insurance_group: InsuranceGroup::of_proto(row.group)?,
            seller_id: (!row.self_sign_up).then_some(row.seller),
            seller_name,
            self_sign_up: row.self_sign_up,
            sold: row.sold,
            active: row.active,
            premiums_minor: premiums.minor_units,
            currency: premiums.currency,
        })
    }
}

/// Writes the rows chunk by chunk: the CSV header or the JSON array's `[` before the first,
/// the `]` after the last.
pub struct Encoder {
    format: ReportFormat,
    started: bool,
    rows_written: bool,
}

impl Encoder {
    pub fn new(format: ReportFormat) -> Self {
        Self {
            format,
            started: false,
            rows_written: false,
        }
    }

    pub fn chunk(&mut self, rows: &[SalesReportRow]) -> Result<Bytes, std::io::Error> {
        let mut out = Vec::new();
        let first = !std::mem::replace(&mut self.started, true);
        match self.format {
            ReportFormat::Csv => {
                let mut writer = csv::WriterBuilder::new()
                    .has_headers(false)
                    .from_writer(&mut out);
                if first {
                    writer.write_record(COLUMNS)?;
                }
                for row in rows {
                    writer.serialize(row)?;
                }
                writer.flush()?;
            }
            ReportFormat::Json => {
                if first {
                    out.push(b'[');
                }
                for row in rows {
                    if std::mem::replace(&mut self.rows_written, true) {
                        out.push(b',');
                    }
                    serde_json::to_writer(&mut out, row)?;
                }
            }
        }
        Ok(Bytes::from(out))
    }

    /// What closes the report (after its last chunk).
    pub fn finish(&mut self) -> Result<Bytes, std::io::Error> {
        let mut out = self.chunk(&[])?.to_vec();
        if self.format == ReportFormat::Json {
            out.push(b']');
        }
        Ok(Bytes::from(out))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use zrm_proto::common::v1::{Country, Money};

    use super::*;

    fn service_row(seller: &str, self_sign_up: bool) -> proto::SalesReportRow {
        proto::SalesReportRow {
            day: "2026-11-03".into(),
            country: Country::Se.into(),
            group: proto::InsuranceGroup::Safety.into(),
            seller: seller.into(),
            self_sign_up,
            sold: 3,
            active: 2,
            premiums: Some(Money {
                minor_units: 64_350,
                currency: "SEK".into(),
            }),
        }
    }

    fn names() -> SellerNames {
        let mut names = SellerNames::new("Self sign-up".into());
        names
            .names
            .insert("u-1".into(), "Kalle \"KL\" Lind, jr".into());
        names
    }

    #[test]
    fn sellers_are_named_and_self_sign_ups_have_no_id() {
        let names = names();
        let sold = names.row(service_row("u-1", false)).unwrap();
        assert_eq!(sold.seller_id.as_deref(), Some("u-1"));
        assert_eq!(sold.seller_name, "Kalle \"KL\" Lind, jr");
        assert_eq!(sold.country, "SE");
        assert_eq!(sold.insurance_group, InsuranceGroup::SafetyInsurance);
        assert_eq!(
            (sold.premiums_minor, sold.currency.as_str()),
            (64_350, "SEK")
        );
        let own = names.row(service_row("", true)).unwrap();
        assert_eq!(own.seller_id, None);
        assert_eq!(own.seller_name, "Self sign-up");
        let unknown = names.row(service_row("seed", false)).unwrap();
        assert_eq!(unknown.seller_name, "seed");
    }

    #[test]
    fn csv_has_its_header_once_and_quotes_what_needs_quoting() {
        let names = names();
        let rows = [
            names.row(service_row("u-1", false)).unwrap(),
            names.row(service_row("", true)).unwrap(),
        ];
        let mut encoder = Encoder::new(ReportFormat::Csv);
        let mut body = encoder.chunk(&rows[..1]).unwrap().to_vec();
        body.extend(encoder.chunk(&rows[1..]).unwrap());
        body.extend(encoder.finish().unwrap());
        assert_eq!(
            std::str::from_utf8(&body).unwrap(),
            "day,country,insurance_group,seller_id,seller_name,self_sign_up,sold,active,premiums_minor,currency\n\
             2026-11-03,SE,SAFETY_INSURANCE,u-1,\"Kalle \"\"KL\"\" Lind, jr\",false,3,2,64350,SEK\n\
             2026-11-03,SE,SAFETY_INSURANCE,,Self sign-up,true,3,2,64350,SEK\n"
        );
        let mut empty = Encoder::new(ReportFormat::Csv);
        assert_eq!(
            std::str::from_utf8(&empty.finish().unwrap()).unwrap(),
            format!("{}\n", COLUMNS.join(","))
        );
    }

    #[test]
    fn json_is_one_array_across_chunks_and_an_empty_report_is_an_empty_one() {
        let names = names();
        let row = names.row(service_row("u-1", false)).unwrap();
        let mut encoder = Encoder::new(ReportFormat::Json);
        let mut body = encoder.chunk(&[]).unwrap().to_vec();
        body.extend(encoder.chunk(std::slice::from_ref(&row)).unwrap());
        body.extend(encoder.chunk(std::slice::from_ref(&row)).unwrap());
        body.extend(encoder.finish().unwrap());
        let parsed: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(parsed.as_array().unwrap().len(), 2);
        assert_eq!(parsed[0]["seller_name"], "Kalle \"KL\" Lind, jr");
        assert_eq!(parsed[0]["premiums_minor"], 64_350);
        let keys: Vec<&str> = parsed[0]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut columns = COLUMNS.to_vec();
        columns.sort_unstable();
        let mut keys_sorted = keys.clone();
        keys_sorted.sort_unstable();
        assert_eq!(keys_sorted, columns);
        let mut empty = Encoder::new(ReportFormat::Json);
        assert_eq!(&empty.finish().unwrap()[..], b"[]");
    }
}
