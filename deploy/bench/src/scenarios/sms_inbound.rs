//! (j) An inbound SMS → the advisor's open chat window. Customers answer at a fixed rate
//! (open loop): each answer is posted to the 46elks simulator as arriving from the customer's
//! number, which posts it to the gateway's webhook like 46elks does; messaging stores it and
//! publishes `messaging.sms.received`; the conversations stream of the advisor says so; the
//! window reads its conversation again (`POST /message/by-customer`), as the back office's chat
//! window does. Latency runs from the answer reaching the simulator to the window's read
//! holding its text; the stream's part alone is a note.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use anyhow::{Context, bail};
use hdrhistogram::Histogram;
use serde::Deserialize;
use serde_json::json;
use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio::time::{Instant, MissedTickBehavior};
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::report::{Row, Target};
use crate::stats::{Figures, new_histogram, quantile_ms, record};

/// Customers who answer, taken from kdlt; every answer comes from the next one in turn.
const CUSTOMERS: i64 = 200;

#[derive(Default)]
struct Waiting {
    /// When each number's answers reached the simulator, oldest first: the stream's events
    /// name the number, not the text.
    by_number: HashMap<String, VecDeque<Instant>>,
    /// When each answer reached the simulator, by its (unique) text.
    by_text: HashMap<String, Instant>,
    stream: Option<Histogram<u64>>,
    window: Option<Histogram<u64>>,
}

type Shared = Arc<Mutex<Waiting>>;

#[derive(Debug, Clone)]
struct Customer {
    phone_number: String,
}

#[derive(Deserialize)]
struct StreamEvent {
    event_type: String,
    phone_number: String,
    customer_id: Option<i64>,
}

pub async fn run(args: &Args, api: &Api, kdlt: &Client) -> Row {
    let mut row = Row {
        scenario: format!(
            "(j) inbound SMS → open chat window at {}/s",
            args.sms_inbound_rate
        ),
        zrm: Err("not run".to_owned()),
        baseline_name: "–".to_owned(),
        baseline: None,
        target: Target::MaxP99Ms(100.0),
        notes: Vec::new(),
    };
    match measure(args, api, kdlt, &mut row.notes).await {
        Ok(figures) => row.zrm = Ok(figures),
        Err(error) => row.zrm = Err(format!("{error:#}")),
    }
    row
}

async fn customers(kdlt: &Client) -> anyhow::Result<Vec<Customer>> {
    let rows = kdlt
        .query(
            "SELECT phone_number FROM customers \
             WHERE country = 'SE' AND phone_number LIKE '+467%' \
               AND blocked_at IS NULL AND erased_at IS NULL \
             ORDER BY customer_id LIMIT $1",
            &[&CUSTOMERS],
        )
        .await
        .context("reading customers with a Swedish mobile number from kdlt")?;
    let customers: Vec<Customer> = rows
        .iter()
        .map(|row| Customer {
            phone_number: row.get(0),
        })
        .collect();
    if customers.is_empty() {
        bail!("kdlt has no Swedish customer with a mobile number: seed the stack first");
    }
    Ok(customers)
}

async fn measure(
    args: &Args,
    api: &Api,
    kdlt: &Client,
    notes: &mut Vec<String>,
) -> anyhow::Result<Figures> {
    let customers = customers(kdlt).await?;
    let waiting: Shared = Arc::new(Mutex::new(Waiting {
        stream: Some(new_histogram()?),
        window: Some(new_histogram()?),
        ..Waiting::default()
    }));
    let (stop_tx, stop_rx) = watch::channel(false);
    let stream = api.conversations_stream().await?;
    let reader = tokio::spawn(read_stream(
        stream,
        api.clone(),
        Arc::clone(&waiting),
        stop_rx,
    ));
    // The stream's opening reaches the gateway before the first answer does.
    tokio::time::sleep(Duration::from_millis(200)).await;

    let started = Instant::now();
    let run_tag: u32 = rand::random();
    let count = u64::from(args.sms_inbound_rate) * args.duration_secs;
    let failures = answer(args, api, &customers, count, run_tag, &waiting).await;
    let deadline = Instant::now() + args.grace();
    while !lock(&waiting).by_text.is_empty() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let missing = lock(&waiting).by_text.len();
    let _ = stop_tx.send(true);
    let (resyncs, refetch_errors) = reader.await??;
    let window_span = started
        .elapsed()
        .min(Duration::from_secs(args.duration_secs.max(1)));
    let mut waiting = lock(&waiting);
    let stream_hist = waiting.stream.take().context("the stream histogram")?;
    let window_hist = waiting.window.take().context("the window histogram")?;
    notes.push(format!(
        "{count} answers from {} customers, {} seen in the window, {missing} missing after {} s grace, {} refused by the simulator, {resyncs} resyncs, {refetch_errors} failed window reads",
        customers.len(),
        window_hist.len(),
        args.grace_secs,
        failures.len()
    ));
    notes.push(format!(
        "the stream's event alone: p50 {:.2} ms, p99 {:.2} ms",
        quantile_ms(&stream_hist, 0.50),
        quantile_ms(&stream_hist, 0.99)
    ));
    notes.extend(failures.iter().take(5).map(|e| format!("error: {e}")));
    let errors = u64::try_from(missing + failures.len())? + refetch_errors;
    Ok(Figures::from_histogram(&window_hist, errors, window_span))
}

/// Posts `count` answers to the simulator at `sms_inbound_rate` per second without waiting
/// for each; answers the refusals.
async fn answer(
    args: &Args,
    api: &Api,
    customers: &[Customer],
    count: u64,
    run_tag: u32,
    waiting: &Shared,
) -> Vec<String> {
    let mut ticker = tokio::time::interval(Duration::from_secs_f64(
        1.0 / f64::from(args.sms_inbound_rate.max(1)),
    ));
    ticker.set_missed_tick_behavior(MissedTickBehavior::Burst);
    let url = format!("{}/sandbox/sms/inbound", args.sandbox_url);
    let mut tasks = JoinSet::new();
    for (n, customer) in (0..count).zip(customers.iter().cycle()) {
        ticker.tick().await;
        let text = format!("Svar {run_tag:08x}-{n}: ja, ring mig gärna efter lunch.");
        {
            let mut waiting = lock(waiting);
            let now = Instant::now();
            waiting
                .by_number
                .entry(customer.phone_number.clone())
                .or_default()
                .push_back(now);
            waiting.by_text.insert(text.clone(), now);
        }
        let body = json!({ "from": customer.phone_number, "to": args.sms_number, "message": text });
        let (client, url, waiting) = (api.client.clone(), url.clone(), Arc::clone(waiting));
        tasks.spawn(async move {
            let refused = match client.post(&url).json(&body).send().await {
                Ok(response) if response.status().is_success() => return None,
                Ok(response) => format!("status {}", response.status()),
                Err(error) => format!("{error:#}"),
            };
            lock(&waiting).by_text.remove(&text);
            Some(format!("{text}: {refused}"))
        });
    }
    let mut failures = Vec::new();
    while let Some(done) = tasks.join_next().await {
        if let Ok(Some(refused)) = done {
            failures.push(refused);
        }
    }
    failures
}

/// Reads the stream's events until stopped; for each received SMS, reads the customer's
/// conversation again. Answers the resyncs and the failed reads.
async fn read_stream(
    mut stream: reqwest::Response,
    api: Api,
    waiting: Shared,
    mut stop: watch::Receiver<bool>,
) -> anyhow::Result<(u64, u64)> {
    let mut buffer = String::new();
    let mut resyncs = 0u64;
    let mut failed = 0u64;
    let mut reads = JoinSet::new();
    loop {
        let chunk = tokio::select! {
            chunk = stream.chunk() => chunk.context("reading the conversations stream")?,
            _ = stop.changed() => break,
        };
        let Some(chunk) = chunk else {
            bail!("the conversations stream ended");
        };
        buffer.push_str(&String::from_utf8_lossy(&chunk));
        while let Some(end) = buffer.find("\n\n") {
            let frame: String = buffer.drain(..end + 2).collect();
            match parse_frame(&frame) {
                Some(Frame::Sms(event)) if event.event_type == "messaging.sms.received" => {
                    let arrived = lock(&waiting)
                        .by_number
                        .get_mut(&event.phone_number)
                        .and_then(VecDeque::pop_front);
                    if let Some(arrived) = arrived {
                        let mut waiting = lock(&waiting);
                        if let Some(hist) = waiting.stream.as_mut() {
                            record(hist, arrived.elapsed());
                        }
                    }
                    if let Some(customer_id) = event.customer_id {
                        let (api, waiting) = (api.clone(), Arc::clone(&waiting));
                        reads.spawn(async move { read_window(&api, customer_id, &waiting).await });
                    }
                }
                Some(Frame::Resync) => resyncs += 1,
                Some(Frame::Sms(_)) | None => {}
            }
        }
        while let Some(done) = reads.try_join_next() {
            failed += u64::from(!matches!(done, Ok(Ok(()))));
        }
    }
    while let Some(done) = reads.join_next().await {
        failed += u64::from(!matches!(done, Ok(Ok(()))));
    }
    Ok((resyncs, failed))
}

/// The window's read: every waiting answer its page holds is in the window now.
async fn read_window(api: &Api, customer_id: i64, waiting: &Shared) -> anyhow::Result<()> {
    let texts = api.sms_texts_of(customer_id).await?;
    let mut waiting = lock(waiting);
    for text in texts {
        if let Some(arrived) = waiting.by_text.remove(&text)
            && let Some(hist) = waiting.window.as_mut()
        {
            record(hist, arrived.elapsed());
        }
    }
    Ok(())
}

enum Frame {
    Sms(StreamEvent),
    Resync,
}

/// One server-sent event: `event: sms` with its JSON data, `event: resync`; None for comments
/// and anything else.
fn parse_frame(frame: &str) -> Option<Frame> {
    let mut event = None;
    let mut data = String::new();
    for line in frame.lines() {
        if let Some(name) = line.strip_prefix("event:") {
            event = Some(name.trim());
        } else if let Some(value) = line.strip_prefix("data:") {
            data.push_str(value.trim_start());
        }
    }
    match event? {
        "sms" => serde_json::from_str(&data).ok().map(Frame::Sms),
        "resync" => Some(Frame::Resync),
        _ => None,
    }
}

fn lock(waiting: &Shared) -> std::sync::MutexGuard<'_, Waiting> {
    waiting.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn reads_an_sms_event() {
        let frame = "event: sms\ndata: {\"event_type\":\"messaging.sms.received\",\"sms_id\":7,\"phone_number\":\"+46701234567\",\"customer_id\":12,\"application_id_or_lead_id\":null}\n\n";
        match parse_frame(frame) {
            Some(Frame::Sms(event)) => {
                assert_eq!(event.event_type, "messaging.sms.received");
                assert_eq!(event.phone_number, "+46701234567");
                assert_eq!(event.customer_id, Some(12));
            }
            _ => panic!("not an sms frame"),
        }
    }

    #[test]
    fn tells_resync_from_comments() {
        assert!(matches!(
            parse_frame("event: resync\ndata: {}\n\n"),
            Some(Frame::Resync)
        ));
        assert!(parse_frame(": keepalive\n\n").is_none());
        assert!(parse_frame("retry: 3000\n: connected\n\n").is_none());
    }
}
