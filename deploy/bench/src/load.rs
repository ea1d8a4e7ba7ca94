//! Closed-loop load: N workers each send one request, wait for its answer, repeat.

use std::sync::Arc;
use std::time::Duration;

use futures_util::future::BoxFuture;
use tokio::time::Instant;

use crate::stats::{Figures, new_histogram, record};

/// One operation of a scenario; an error means the operation failed.
pub type Op = Box<dyn FnMut() -> BoxFuture<'static, anyhow::Result<()>> + Send>;

/// Makes the operation of each worker (which may hold that worker's own connection).
pub type MakeOp = Arc<dyn Fn() -> anyhow::Result<Op> + Send + Sync>;

/// The measured figures and the first few error messages (for the operator).
#[derive(Debug)]
pub struct LoadResult {
    pub figures: Figures,
    pub first_errors: Vec<String>,
}

const KEPT_ERRORS: usize = 5;

struct WorkerResult {
    hist: hdrhistogram::Histogram<u64>,
    errors: u64,
    messages: Vec<String>,
    last_finish: Instant,
}

/// Runs `concurrency` workers, each with its own operation from `make_op`, for
/// `warmup + duration`; only operations started after the warm-up are measured.
pub async fn closed_loop(
    concurrency: usize,
    warmup: Duration,
    duration: Duration,
    make_op: MakeOp,
) -> anyhow::Result<LoadResult> {
    let measure_from = Instant::now() + warmup;
    let end = measure_from + duration;
    let mut workers = Vec::with_capacity(concurrency);
    for _ in 0..concurrency {
        workers.push(tokio::spawn(worker(make_op()?, measure_from, end)));
    }
    let mut hist = new_histogram()?;
    let mut errors = 0;
    let mut first_errors = Vec::new();
    let mut last_finish = measure_from;
    for handle in workers {
        let result = handle.await??;
        hist.add(&result.hist)?;
        errors += result.errors;
        last_finish = last_finish.max(result.last_finish);
        for message in result.messages {
            if first_errors.len() < KEPT_ERRORS {
                first_errors.push(message);
            }
        }
    }
    let elapsed = last_finish.saturating_duration_since(measure_from);
    Ok(LoadResult {
        figures: Figures::from_histogram(&hist, errors, elapsed),
        first_errors,
    })
}

async fn worker(mut op: Op, measure_from: Instant, end: Instant) -> anyhow::Result<WorkerResult> {
    let mut out = WorkerResult {
        hist: new_histogram()?,
        errors: 0,
        messages: Vec::new(),
        last_finish: measure_from,
    };
    loop {
        let started = Instant::now();
        if started >= end {
            break;
        }
        let result = op().await;
        let finished = Instant::now();
        if started < measure_from {
            continue;
        }
        out.last_finish = finished;
        match result {
            Ok(()) => record(&mut out.hist, finished - started),
            Err(error) => {
                out.errors += 1;
                if out.messages.len() < KEPT_ERRORS {
                    out.messages.push(format!("{error:#}"));
                }
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use std::sync::atomic::{AtomicU64, Ordering};

    use super::*;

    #[tokio::test]
    async fn measures_only_after_warmup_and_counts_errors() {
        let calls = Arc::new(AtomicU64::new(0));
        let counter = Arc::clone(&calls);
        let make_op: MakeOp = Arc::new(move || {
            let counter = Arc::clone(&counter);
            let op: Op = Box::new(move || {
                let n = counter.fetch_add(1, Ordering::SeqCst);
                Box::pin(async move {
                    tokio::time::sleep(Duration::from_millis(5)).await;
                    if n % 4 == 3 {
                        anyhow::bail!("status 500 on call {n}")
                    }
                    Ok(())
                })
            });
            Ok(op)
        });
        let result = closed_loop(
            2,
            Duration::from_millis(50),
            Duration::from_millis(300),
            make_op,
        )
        .await
        .unwrap();
        let measured = result.figures.ok + result.figures.errors;
        assert!(
            measured < calls.load(Ordering::SeqCst),
            "warm-up calls must not be measured"
        );
        assert!(result.figures.errors > 0);
        assert!(result.figures.ok > result.figures.errors);
        assert!(result.figures.p50_ms >= 5.0);
        assert!(result.first_errors[0].starts_with("status 500"));
    }
}
