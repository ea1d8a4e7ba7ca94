//! Latency histograms (HdrHistogram, microseconds) and the figures reported per run.

use std::time::Duration;

use anyhow::Context;
use hdrhistogram::Histogram;

/// Latencies from 1 µs to 10 minutes with 3 significant digits.
pub fn new_histogram() -> anyhow::Result<Histogram<u64>> {
    Histogram::new_with_bounds(1, 600_000_000, 3).context("creating a latency histogram")
}

pub fn record(hist: &mut Histogram<u64>, latency: Duration) {
    let micros = u64::try_from(latency.as_micros()).unwrap_or(u64::MAX);
    hist.saturating_record(micros.max(1));
}

/// Throughput and latency of one measured run.
#[derive(Debug, Clone, PartialEq)]
pub struct Figures {
    /// Operations completed successfully in the measured window.
    pub ok: u64,
    /// Operations that failed (transport error or unexpected status).
    pub errors: u64,
    pub per_second: f64,
    pub p50_ms: f64,
    pub p99_ms: f64,
}

impl Figures {
    pub fn from_histogram(hist: &Histogram<u64>, errors: u64, elapsed: Duration) -> Self {
        let secs = elapsed.as_secs_f64();
        let ok = hist.len();
        Self {
            ok,
            errors,
            per_second: if secs > 0.0 { ok as f64 / secs } else { 0.0 },
            p50_ms: quantile_ms(hist, 0.50),
            p99_ms: quantile_ms(hist, 0.99),
        }
    }
}

pub fn quantile_ms(hist: &Histogram<u64>, q: f64) -> f64 {
    if hist.is_empty() {
        return f64::NAN;
    }
    hist.value_at_quantile(q) as f64 / 1000.0
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn figures_report_rate_and_quantiles() {
        let mut hist = new_histogram().unwrap();
        for ms in 1..=100 {
            record(&mut hist, Duration::from_millis(ms));
        }
        let figures = Figures::from_histogram(&hist, 3, Duration::from_secs(4));
        assert_eq!(figures.ok, 100);
        assert_eq!(figures.errors, 3);
        assert!((figures.per_second - 25.0).abs() < 1e-9);
        assert!(
            (figures.p50_ms - 50.0).abs() < 0.1,
            "p50 {}",
            figures.p50_ms
        );
        assert!(
            (figures.p99_ms - 99.0).abs() < 0.1,
            "p99 {}",
            figures.p99_ms
        );
    }

    #[test]
    fn empty_histogram_has_no_quantiles() {
        let hist = new_histogram().unwrap();
        assert!(quantile_ms(&hist, 0.5).is_nan());
    }
}
