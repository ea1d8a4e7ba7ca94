//! (c) A lead assigned → the "lead assigned" notification pushed on the assignee's
//! websocket. Assignments are fired open-loop at a fixed rate, each on a fresh lead so
//! every push matches exactly one request (by lead id); latency is from sending the
//! request to receiving the push.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use futures_util::{StreamExt, stream};
use hdrhistogram::Histogram;
use serde_json::Value;
use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio::time::{Instant, MissedTickBehavior};
use tokio_postgres::Client;
use tokio_tungstenite::tungstenite::Message;

use crate::api::Api;
use crate::cli::Args;
use crate::db::OutboxProbe;
use crate::report::{Row, Target};
use crate::stats::{Figures, new_histogram, quantile_ms, record};

/// Send times of assignments whose push has not arrived yet, by lead id.
type Pending = Arc<Mutex<HashMap<i64, Instant>>>;

struct Pushes {
    hist: Histogram<u64>,
    reconnects: u32,
    unmatched: u64,
}

pub async fn run(args: &Args, assigner: &Api, assignee: &Api, db: &Client) -> Row {
    let mut row = Row {
        scenario: format!("(c) assign → websocket push at {}/s", args.assign_rate),
        zrm: Err("not run".to_owned()),
        baseline_name: "–".to_owned(),
        baseline: None,
        target: Target::MaxP99Ms(100.0),
        notes: Vec::new(),
    };
    match measure(args, assigner, assignee, db, &mut row.notes).await {
        Ok(figures) => row.zrm = Ok(figures),
        Err(error) => row.zrm = Err(format!("{error:#}")),
    }
    row
}

async fn measure(
    args: &Args,
    assigner: &Api,
    assignee: &Api,
    db: &Client,
    notes: &mut Vec<String>,
) -> anyhow::Result<Figures> {
    let count = usize::try_from(u64::from(args.assign_rate) * args.duration_secs)?;
    let leads = create_leads(assigner, count, args.concurrency.max(1)).await?;
    settle(db, args.grace()).await?;
    let pending: Pending = Arc::new(Mutex::new(HashMap::with_capacity(count)));
    let (stop_tx, stop_rx) = watch::channel(false);
    let (socket, _) =
        tokio_tungstenite::connect_async(assignee.notification_ws_url().await?).await?;
    let reader = tokio::spawn(read_pushes(
        socket,
        assignee.clone(),
        Arc::clone(&pending),
        stop_rx,
    ));

    let started = Instant::now();
    let (assign_hist, failures) = fire(args, assigner, &assignee.user_id, leads, &pending).await?;
    let deadline = Instant::now() + args.grace();
    while !lock(&pending).is_empty() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let missing = lock(&pending).len();
    let _ = stop_tx.send(true);
    let pushes = reader.await??;
    let window = started
        .elapsed()
        .min(Duration::from_secs(args.duration_secs.max(1)));

    notes.push(format!(
        "{count} assignments sent, {} pushes matched, {missing} missing after {} s grace, {} failed requests, {} websocket reconnects, {} unmatched pushes",
        pushes.hist.len(),
        args.grace_secs,
        failures.len(),
        pushes.reconnects,
        pushes.unmatched
    ));
    notes.push(format!(
        "assign request latency p50 {:.2} ms, p99 {:.2} ms",
        quantile_ms(&assign_hist, 0.50),
        quantile_ms(&assign_hist, 0.99)
    ));
    notes.extend(failures.iter().take(5).map(|e| format!("error: {e}")));
    let errors = u64::try_from(missing + failures.len())?;
    Ok(Figures::from_histogram(&pushes.hist, errors, window))
}

/// Lets the relay publish the setup's `core.lead.created` events first, so the
/// measurement sees assignments only.
async fn settle(db: &Client, grace: Duration) -> anyhow::Result<()> {
    let probe = OutboxProbe::detect(db).await?;
    let deadline = Instant::now() + grace;
    while probe.unsent(db).await? > 0 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Flush dirty pages now rather than during the measurement (needs superuser; a
    // refusal only means the checkpoint comes when Postgres decides).
    let _ = db.batch_execute("CHECKPOINT").await;
    tokio::time::sleep(Duration::from_secs(1)).await;
    Ok(())
}

fn lock(pending: &Pending) -> std::sync::MutexGuard<'_, HashMap<i64, Instant>> {
    pending.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Fresh unassigned leads, created through the API before the measurement.
async fn create_leads(api: &Api, count: usize, concurrency: usize) -> anyhow::Result<Vec<i64>> {
    stream::iter(0..count)
        .map(|_| api.create_lead())
        .buffer_unordered(concurrency)
        .collect::<Vec<_>>()
        .await
        .into_iter()
        .collect()
}

/// Sends one assignment per lead at `assign_rate` per second without waiting for
/// answers; returns the request latencies and the failures.
async fn fire(
    args: &Args,
    api: &Api,
    assignee_id: &str,
    leads: Vec<i64>,
    pending: &Pending,
) -> anyhow::Result<(Histogram<u64>, Vec<String>)> {
    let mut ticker = tokio::time::interval(Duration::from_secs_f64(
        1.0 / f64::from(args.assign_rate.max(1)),
    ));
    ticker.set_missed_tick_behavior(MissedTickBehavior::Burst);
    let mut tasks = JoinSet::new();
    for id in leads {
        ticker.tick().await;
        let api = api.clone();
        let assignee_id = assignee_id.to_owned();
        lock(pending).insert(id, Instant::now());
        tasks.spawn(async move {
            let sent = Instant::now();
            let result = api.assign_lead(id, &assignee_id).await;
            (id, sent.elapsed(), result)
        });
    }
    let mut hist = new_histogram()?;
    let mut failures = Vec::new();
    while let Some(joined) = tasks.join_next().await {
        let (id, latency, result) = joined?;
        match result {
            Ok(()) => record(&mut hist, latency),
            Err(error) => {
                lock(pending).remove(&id);
                failures.push(format!("lead {id}: {error:#}"));
            }
        }
    }
    Ok((hist, failures))
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn read_pushes(
    mut socket: Socket,
    api: Api,
    pending: Pending,
    mut stop: watch::Receiver<bool>,
) -> anyhow::Result<Pushes> {
    let mut pushes = Pushes {
        hist: new_histogram()?,
        reconnects: 0,
        unmatched: 0,
    };
    loop {
        let message = tokio::select! {
            message = socket.next() => message,
            _ = stop.changed() => return Ok(pushes),
        };
        match message {
            Some(Ok(Message::Text(text))) => match lead_id_of_push(text.as_str()) {
                Some(id) => match lock(&pending).remove(&id) {
                    Some(sent) => record(&mut pushes.hist, sent.elapsed()),
                    None => pushes.unmatched += 1,
                },
                None => pushes.unmatched += 1,
            },
            Some(Ok(_)) => {}
            // Closed (e.g. the ws token expired) or broken: reconnect with a new token.
            Some(Err(_)) | None => {
                if *stop.borrow() {
                    return Ok(pushes);
                }
                pushes.reconnects += 1;
                socket = tokio_tungstenite::connect_async(api.notification_ws_url().await?)
                    .await?
                    .0;
            }
        }
    }
}

/// The lead id of a `{"kind":"notification","notification":{"data":{"lead_id":…}}}` frame.
pub fn lead_id_of_push(text: &str) -> Option<i64> {
    let value: Value = serde_json::from_str(text).ok()?;
    if value.get("kind")?.as_str()? != "notification" {
        return None;
    }
    let id = value.get("notification")?.get("data")?.get("lead_id")?;
    id.as_i64().or_else(|| id.as_str()?.parse().ok())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn reads_the_lead_id_of_a_push() {
        let frame = r#"{"kind":"notification","notification":{"notification_id":"n1","type":"lead_assigned",
            "status":"created","data":{"application_id":null,"lead_id":123,"message":"Lead 123 was assigned to you"},
            "title":"Lead assigned","to":"u1","created_at":"2025-01-01T10:00:00Z"}}"#;
        assert_eq!(lead_id_of_push(frame), Some(123));
    }

    #[test]
    fn ignores_other_frames() {
        assert_eq!(lead_id_of_push(r#"{"kind":"ping"}"#), None);
        assert_eq!(lead_id_of_push("not json"), None);
        assert_eq!(
            lead_id_of_push(r#"{"kind":"notification","notification":{"data":{}}}"#),
            None
        );
    }
}
