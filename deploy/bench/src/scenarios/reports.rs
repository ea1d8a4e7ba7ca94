//! (l) Finance's signups report at a million rows: `GET /insurance/api/reports/signups` as CSV
//! over every signed-up insurance (the seed spreads signups over three years), streamed by the
//! insurance service 2,000 rows at a time and by the gateway a chunk at a time. The bench reads
//! the body chunk by chunk and counts its lines (nothing is parsed), times it, and samples the
//! resident memory of the gateway and the insurance service every 50 ms meanwhile. The baseline
//! is the same rows and columns read straight from Postgres as CSV (`COPY (SELECT …) TO STDOUT`,
//! same order, timestamps written the same way), through tokio-postgres. Throughput is rows per
//! second, so the ratio is the baseline's time over ours.

use std::time::Duration;

use anyhow::{Context, bail};
use bytes::Bytes;
use chrono::{Days, NaiveDate, Utc};
use futures_util::{Stream, StreamExt};
use reqwest::StatusCode;
use tokio::time::Instant;
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::db;
use crate::memory::{self, Sampler, Usage, mib};
use crate::report::{Row, Target};
use crate::stats::Figures;

/// The report's header row, as the gateway writes it.
pub const HEADER: &str = "insurance_id,customer_id,insurance_group,country,product_code,\
    signup_date,insured_amount_minor,premium_minor,currency,self_sign_up,sold_by,substatus";
/// How often the processes' memory is sampled.
const SAMPLE_EVERY: Duration = Duration::from_millis(50);
/// The longest range a report takes (the service refuses more).
const MAX_DAYS: u64 = 3_659;

pub async fn run(args: &Args, api: &Api) -> Row {
    let mut row = Row {
        scenario: "(l) signups report as CSV: GET /insurance/api/reports/signups".to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: "Postgres COPY of the same rows and columns as CSV".to_owned(),
        baseline: None,
        target: Target::Reported,
        notes: Vec::new(),
    };
    let measured = async {
        let db = db::connect(&args.insurance_db_url).await?;
        measure(args, api, &db, &mut row).await
    };
    if let Err(error) = measured.await {
        row.zrm = Err(format!("{error:#}"));
    }
    row
}

/// The days the report covers: from the first signup to the last (or today), both included.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl Range {
    /// Every signup from `first` to `last`, within the longest range the service takes (ending
    /// at the last day).
    pub fn covering(first: NaiveDate, last: NaiveDate) -> Self {
        let earliest = last.checked_sub_days(Days::new(MAX_DAYS)).unwrap_or(first);
        Self {
            from: first.max(earliest),
            to: last,
        }
    }

    /// The range as UTC instants `[from 00:00, to + 1 00:00)`, as SQL literals.
    fn sql_bounds(self) -> (String, String) {
        let end = self.to.checked_add_days(Days::new(1)).unwrap_or(self.to);
        (
            format!("'{}T00:00:00Z'::timestamptz", self.from),
            format!("'{end}T00:00:00Z'::timestamptz"),
        )
    }
}

async fn signup_range(db: &Client) -> anyhow::Result<Range> {
    let row = db
        .query_one(
            "SELECT ((min(signup_date) AT TIME ZONE 'UTC')::date)::text, \
                    ((max(signup_date) AT TIME ZONE 'UTC')::date)::text FROM insurances",
            &[],
        )
        .await
        .context("reading the signups' range from zrm_insurance")?;
    let (Some(first), Some(last)): (Option<String>, Option<String>) = (row.get(0), row.get(1))
    else {
        bail!("no signed-up insurances: seed them first (just bench tops them up)");
    };
    let (first, last): (NaiveDate, NaiveDate) = (first.parse()?, last.parse()?);
    Ok(Range::covering(first, last.max(Utc::now().date_naive())))
}

async fn rows_in(db: &Client, range: Range) -> anyhow::Result<u64> {
    let (start, end) = range.sql_bounds();
    let row = db
        .query_one(
            &format!(
                "SELECT count(*) FROM insurances WHERE signup_date >= {start} AND signup_date < {end}"
            ),
            &[],
        )
        .await?;
    Ok(u64::try_from(row.get::<_, i64>(0))?)
}

/// Lines and bytes of a body read chunk by chunk, and when its first byte came.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counted {
    pub lines: u64,
    pub bytes: u64,
    pub first_byte: Option<Duration>,
}

impl Counted {
    pub fn add(&mut self, chunk: &[u8], since: Instant) {
        if self.first_byte.is_none() && !chunk.is_empty() {
            self.first_byte = Some(since.elapsed());
        }
        self.lines += chunk.iter().filter(|byte| **byte == b'\n').count() as u64;
        self.bytes += chunk.len() as u64;
    }
}

/// A timed read of the whole report; `lines` includes the header.
struct Read {
    counted: Counted,
    elapsed: Duration,
}

async fn stream_report(api: &Api, range: Range) -> anyhow::Result<Read> {
    let started = Instant::now();
    let mut response = api
        .client
        .get(format!("{}/insurance/api/reports/signups", api.base))
        .query(&[
            ("from", range.from.to_string()),
            ("to", range.to.to_string()),
            ("format", "csv".to_owned()),
        ])
        .bearer_auth(&api.token)
        // The client's default timeout is for single calls; a million rows take longer.
        .timeout(Duration::from_secs(1800))
        .send()
        .await
        .context("GET /insurance/api/reports/signups")?;
    let status = response.status();
    if status != StatusCode::OK {
        let body = response.text().await.unwrap_or_default();
        bail!("GET /insurance/api/reports/signups: status {status}: {body}");
    }
    let content_type = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    if !content_type.starts_with("text/csv") {
        bail!("the report came as {content_type:?}, not text/csv");
    }
    let mut counted = Counted::default();
    let mut head = Vec::new();
    while let Some(chunk) = response.chunk().await.context("reading the report")? {
        if head.len() < HEADER.len() + 1 {
            head.extend_from_slice(&chunk[..chunk.len().min(HEADER.len() + 1)]);
        }
        counted.add(&chunk, started);
    }
    let elapsed = started.elapsed();
    if !head.starts_with(format!("{HEADER}\n").as_bytes()) {
        bail!(
            "the report does not start with its header: {:?}",
            String::from_utf8_lossy(&head)
        );
    }
    Ok(Read { counted, elapsed })
}

/// The same rows and columns as the report, in its order, straight from Postgres.
pub fn copy_statement(range: Range) -> String {
    let (start, end) = range.sql_bounds();
    format!(
        "COPY (SELECT insurance_id, customer_id, insurance_group, country, product_code, \
           to_char(signup_date AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS signup_date, \
           insured_amount_minor, premium_minor, currency, self_sign_up::text AS self_sign_up, \
           CASE WHEN self_sign_up THEN NULL ELSE created_by END AS sold_by, substatus \
         FROM insurances WHERE signup_date >= {start} AND signup_date < {end} \
         ORDER BY signup_date, insurance_id) TO STDOUT WITH (FORMAT csv, HEADER)"
    )
}

async fn copy_out(db: &Client, range: Range) -> anyhow::Result<Read> {
    let started = Instant::now();
    let stream = db
        .copy_out(&copy_statement(range))
        .await
        .context("COPY … TO STDOUT")?;
    let counted = count_stream(stream, started).await?;
    Ok(Read {
        counted,
        elapsed: started.elapsed(),
    })
}

async fn count_stream<S>(stream: S, started: Instant) -> anyhow::Result<Counted>
where
    S: Stream<Item = Result<Bytes, tokio_postgres::Error>>,
{
    futures_util::pin_mut!(stream);
    let mut counted = Counted::default();
    while let Some(chunk) = stream.next().await {
        counted.add(&chunk?, started);
    }
    Ok(counted)
}

fn figures(rows: u64, elapsed: Duration) -> Figures {
    Figures {
        ok: rows,
        errors: 0,
        per_second: rows as f64 / elapsed.as_secs_f64().max(f64::EPSILON),
        p50_ms: f64::NAN,
        p99_ms: f64::NAN,
    }
}

fn describe_read(what: &str, read: &Read) -> String {
    format!(
        "{what}: {} lines ({}) in {:.2} s, first byte after {:.1} ms",
        read.counted.lines,
        mib(read.counted.bytes / 1024),
        read.elapsed.as_secs_f64(),
        read.counted
            .first_byte
            .map_or(f64::NAN, |at| at.as_secs_f64() * 1000.0),
    )
}

async fn measure(args: &Args, api: &Api, db: &Client, row: &mut Row) -> anyhow::Result<()> {
    let range = signup_range(db).await?;
    let expected = rows_in(db, range).await?;
    if expected < args.insurances {
        bail!(
            "{expected} signed-up insurances from {} to {}, fewer than ZRM_BENCH_INSURANCES ({}): \
             just bench tops them up",
            range.from,
            range.to,
            args.insurances
        );
    }
    let watched: Vec<memory::Watched> = [
        memory::find("gateway", args.gateway_pid, "zrm-gateway"),
        memory::find("insurance", args.insurance_pid, "zrm-insurance"),
    ]
    .into_iter()
    .filter_map(|found| match found {
        Ok(process) => Some(process),
        Err(reason) => {
            row.notes.push(format!("memory not measured for {reason}"));
            None
        }
    })
    .collect();
    // Unmeasured, so both reads find the rows in memory alike.
    copy_out(db, range).await.context("warming up")?;

    let sampler = Sampler::start(watched, SAMPLE_EVERY);
    let ours = stream_report(api, range).await;
    let usages: Vec<Usage> = sampler.stop();
    let ours = ours?;
    let rows = ours.counted.lines.saturating_sub(1);
    row.notes.push(format!(
        "{} rows from {} to {}: {}",
        rows,
        range.from,
        range.to,
        describe_read("the report", &ours)
    ));
    for usage in &usages {
        row.notes.push(format!("memory of {}", usage.describe()));
    }
    if rows != expected {
        bail!(
            "{rows} rows streamed, but the database holds {expected} signups from {} to {}",
            range.from,
            range.to
        );
    }
    row.zrm = Ok(figures(rows, ours.elapsed));

    let raw = copy_out(db, range).await;
    row.baseline = Some(match raw {
        Ok(raw) => {
            row.notes.push(describe_read("Postgres COPY", &raw));
            let raw_rows = raw.counted.lines.saturating_sub(1);
            if raw_rows == rows {
                Ok(figures(raw_rows, raw.elapsed))
            } else {
                Err(format!("COPY gave {raw_rows} rows, the report {rows}"))
            }
        }
        Err(error) => Err(format!("{error:#}")),
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn the_range_covers_every_signup_within_the_longest_report() {
        let range = Range::covering(day("2023-11-30"), day("2026-11-29"));
        assert_eq!(range.from, day("2023-11-30"));
        assert_eq!(range.to, day("2026-11-29"));
        let long = Range::covering(day("2010-01-01"), day("2026-11-29"));
        assert_eq!((long.to - long.from).num_days(), 3_659);
        assert_eq!(
            long.sql_bounds(),
            (
                "'2016-11-22T00:00:00Z'::timestamptz".to_owned(),
                "'2026-11-30T00:00:00Z'::timestamptz".to_owned()
            )
        );
    }

    #[test]
    fn counts_lines_across_chunks_and_the_first_byte() {
        let started = Instant::now();
        let mut counted = Counted::default();
        counted.add(b"", started);
        assert_eq!(counted.first_byte, None);
        counted.add(b"a,b\n1,", started);
        counted.add(b"2\n3,4\n", started);
        assert_eq!(counted.lines, 3);
        assert_eq!(counted.bytes, 12);
        assert!(counted.first_byte.is_some());
    }

    #[test]
    fn the_copy_selects_the_report_s_columns_in_its_order() {
        let statement = copy_statement(Range::covering(day("2026-01-01"), day("2026-01-31")));
        assert!(statement.contains("ORDER BY signup_date, insurance_id"));
        assert!(statement.contains("'2026-02-01T00:00:00Z'::timestamptz"));
        // Every column of the header, in its order.
        let mut at = 0;
        for column in HEADER.split(',') {
            let found = statement[at..]
                .find(column)
                .unwrap_or_else(|| panic!("{column} after {at} in {statement}"));
            at += found + column.len();
        }
    }
}
