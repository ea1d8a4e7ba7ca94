//! The markdown report: one row per scenario beside its baseline, then the raw baselines.

use std::fmt::Write as _;

use crate::stats::Figures;

/// What a scenario must reach: a share of its baseline's throughput, or a p99 latency.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Target {
    /// ZRM throughput at least this share of the baseline's.
    MinRatio(f64),
    /// ZRM p99 at most this many milliseconds.
    MaxP99Ms(f64),
    /// No figure is named: the ratio is reported.
    Reported,
}

#[derive(Debug, Clone)]
pub struct Row {
    pub scenario: String,
    pub zrm: Result<Figures, String>,
    pub baseline_name: String,
    pub baseline: Option<Result<Figures, String>>,
    pub target: Target,
    pub notes: Vec<String>,
}

impl Row {
    pub fn ratio(&self) -> Option<f64> {
        match (&self.zrm, &self.baseline) {
            (Ok(zrm), Some(Ok(base))) if base.per_second > 0.0 => {
                Some(zrm.per_second / base.per_second)
            }
            _ => None,
        }
    }

    /// None when the figures needed to judge are missing.
    pub fn target_met(&self) -> Option<bool> {
        match self.target {
            Target::MinRatio(min) => self.ratio().map(|ratio| ratio >= min),
            Target::MaxP99Ms(max) => match &self.zrm {
                Ok(figures) if figures.ok > 0 => Some(figures.p99_ms <= max),
                Ok(_) | Err(_) => None,
            },
            Target::Reported => None,
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct Report {
    pub header: Vec<String>,
    pub rows: Vec<Row>,
    pub raw: Vec<(String, Result<String, String>)>,
}

/// Text safe inside a table cell: one line, no pipes, at most 200 characters.
fn cell(text: &str) -> String {
    let flat: String = text
        .chars()
        .map(|ch| match ch {
            '|' => '/',
            '\n' | '\r' => ' ',
            other => other,
        })
        .take(200)
        .collect();
    flat
}

fn rate(per_second: f64) -> String {
    format!("{per_second:.0}/s")
}

fn ms(value: f64) -> String {
    if value.is_nan() {
        "–".to_owned()
    } else {
        format!("{value:.2} ms")
    }
}

fn target_text(target: Target) -> String {
    match target {
        Target::MinRatio(min) => format!("ratio ≥ {min:.2}"),
        Target::MaxP99Ms(max) => format!("p99 ≤ {max:.0} ms"),
        Target::Reported => "ratio reported".to_owned(),
    }
}

impl Report {
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        for line in &self.header {
            let _ = writeln!(out, "{line}");
        }
        if !self.rows.is_empty() {
            self.scenario_table(&mut out);
        }
        if !self.raw.is_empty() {
            out.push_str("\nRaw baselines of the other dependencies (same run, same machine):\n\n| baseline | result |\n|---|---|\n");
            for (name, result) in &self.raw {
                let text = match result {
                    Ok(text) => text.clone(),
                    Err(e) => format!("failed: {}", cell(e)),
                };
                let _ = writeln!(out, "| {name} | {text} |");
            }
        }
        out
    }

    fn scenario_table(&self, out: &mut String) {
        out.push('\n');
        out.push_str(
            "| scenario | ZRM throughput | ZRM p50 | ZRM p99 | baseline | baseline throughput | baseline p50 | baseline p99 | ratio | target |\n\
             |---|---|---|---|---|---|---|---|---|---|\n",
        );
        for row in &self.rows {
            let (zrm_rate, zrm_p50, zrm_p99) = match &row.zrm {
                Ok(f) => (rate(f.per_second), ms(f.p50_ms), ms(f.p99_ms)),
                Err(e) => (
                    format!("failed: {}", cell(e)),
                    "–".to_owned(),
                    "–".to_owned(),
                ),
            };
            let (base_rate, base_p50, base_p99) = match &row.baseline {
                Some(Ok(f)) => (rate(f.per_second), ms(f.p50_ms), ms(f.p99_ms)),
                Some(Err(e)) => (
                    format!("failed: {}", cell(e)),
                    "–".to_owned(),
                    "–".to_owned(),
                ),
                None => ("–".to_owned(), "–".to_owned(), "–".to_owned()),
            };
            let ratio = row
                .ratio()
                .map_or_else(|| "–".to_owned(), |r| format!("{r:.2}"));
            let verdict = match (row.target, row.target_met(), &row.zrm) {
                (Target::Reported, _, Ok(_)) => "",
                (_, Some(true), _) => "met",
                (_, Some(false), _) => "**missed**",
                (_, None, _) => "not measured",
            };
            let _ = writeln!(
                out,
                "| {} | {zrm_rate} | {zrm_p50} | {zrm_p99} | {} | {base_rate} | {base_p50} | {base_p99} | {ratio} | {}{}{verdict} |",
                row.scenario,
                row.baseline_name,
                target_text(row.target),
                if verdict.is_empty() { "" } else { " " },
            );
        }
        let notes: Vec<String> = self
            .rows
            .iter()
            .flat_map(|row| {
                row.notes
                    .iter()
                    .map(move |note| format!("- {}: {note}", row.scenario))
            })
            .collect();
        if !notes.is_empty() {
            out.push('\n');
            for note in notes {
                let _ = writeln!(out, "{note}");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn figures(per_second: f64, p99_ms: f64) -> Figures {
        Figures {
            ok: 100,
            errors: 0,
            per_second,
            p50_ms: 1.0,
            p99_ms,
        }
    }

    #[test]
    fn ratio_and_verdicts() {
        let row = Row {
            scenario: "(a) get".into(),
            zrm: Ok(figures(3000.0, 5.0)),
            baseline_name: "pgbench".into(),
            baseline: Some(Ok(figures(10000.0, 1.0))),
            target: Target::MinRatio(0.30),
            notes: vec!["0 errors".into()],
        };
        assert_eq!(row.ratio(), Some(0.3));
        assert_eq!(row.target_met(), Some(true));
        let slow = Row {
            zrm: Ok(figures(2000.0, 5.0)),
            ..row.clone()
        };
        assert_eq!(slow.target_met(), Some(false));
        let push = Row {
            baseline: None,
            target: Target::MaxP99Ms(100.0),
            ..row.clone()
        };
        assert_eq!(push.target_met(), Some(true));
        let failed = Row {
            zrm: Err("refused".into()),
            ..row
        };
        assert_eq!(failed.target_met(), None);
    }

    #[test]
    fn markdown_has_one_line_per_row() {
        let report = Report {
            header: vec!["# bench".into()],
            rows: vec![Row {
                scenario: "(a) get".into(),
                zrm: Ok(figures(3000.0, 5.0)),
                baseline_name: "pgbench".into(),
                baseline: Some(Ok(figures(6000.0, 1.0))),
                target: Target::MinRatio(0.30),
                notes: vec![],
            }],
            raw: vec![("Redis GET".into(), Ok("90000/s".into()))],
        };
        let text = report.markdown();
        assert!(text.contains("| (a) get | 3000/s | 1.00 ms | 5.00 ms | pgbench | 6000/s | 1.00 ms | 1.00 ms | 0.50 | ratio ≥ 0.30 met |"), "{text}");
        assert!(text.contains("| Redis GET | 90000/s |"));
    }

    #[test]
    fn failures_stay_inside_their_cell() {
        assert_eq!(cell("status 500: a | b\nc"), "status 500: a / b c");
        assert_eq!(cell(&"x".repeat(500)).len(), 200);
    }
}
