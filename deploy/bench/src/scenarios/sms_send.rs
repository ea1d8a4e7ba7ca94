//! (i) An SMS sent end to end: `POST /message/send/sms` (gateway → messaging, recorded and
//! queued), handed to the 46elks simulator by the dispatcher, marked sent, and
//! `messaging.sms.sent` published through the outbox. Workers send closed-loop for the measured
//! window, each to a number of its own (the hourly share per number stays out of the way); a
//! queue of the bench's own, bound to `zrm.events`, sees the events. Latency runs from sending
//! the request to the event; throughput counts the events until the last one arrived. The
//! baseline is RabbitMQ alone: persistent publishes with pipelined confirms.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use anyhow::Context;
use futures_util::StreamExt;
use hdrhistogram::Histogram;
use lapin::options::{BasicConsumeOptions, QueueBindOptions, QueueDeclareOptions};
use lapin::types::FieldTable;
use lapin::{Connection, ConnectionProperties};
use prost::Message;
use tokio::sync::watch;
use tokio::task::JoinSet;
use tokio::time::Instant;
use zrm_proto::common::v1::EventEnvelope;
use zrm_proto::messaging::v1::SmsEvent;

use crate::api::Api;
use crate::cli::Args;
use crate::raw;
use crate::report::{Row, Target};
use crate::stats::{Figures, new_histogram, record};

const EVENTS_EXCHANGE: &str = "zrm.events";
const SENT: &str = "messaging.sms.sent";
const FAILED: &str = "messaging.sms.failed";

/// Send times of the messages whose event has not arrived yet, by number (E.164).
type Pending = Arc<Mutex<HashMap<String, Instant>>>;

struct Events {
    hist: Histogram<u64>,
    failed: u64,
    last: Option<Instant>,
}

pub async fn run(args: &Args, api: &Api) -> Row {
    let mut row = Row {
        scenario: "(i) SMS send → provider → sent event".to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: format!(
            "RabbitMQ persistent publishes, confirms pipelined, {} messages",
            args.amqp_messages
        ),
        baseline: None,
        target: Target::Reported,
        notes: Vec::new(),
    };
    match measure(args, api, &mut row.notes).await {
        Ok(figures) => row.zrm = Ok(figures),
        Err(error) => row.zrm = Err(format!("{error:#}")),
    }
    row.baseline = Some(
        raw::rabbitmq_confirms(&args.amqp_url, args.amqp_messages, 1000)
            .await
            .map(|per_second| Figures {
                ok: u64::from(args.amqp_messages),
                errors: 0,
                per_second,
                p50_ms: f64::NAN,
                p99_ms: f64::NAN,
            })
            .map_err(|error| format!("{error:#}")),
    );
    row
}

async fn measure(args: &Args, api: &Api, notes: &mut Vec<String>) -> anyhow::Result<Figures> {
    let lead = api
        .create_lead()
        .await
        .context("creating the lead the SMS are about")?;
    let pending: Pending = Arc::default();
    let amqp = Connection::connect(&args.amqp_url, ConnectionProperties::default())
        .await
        .with_context(|| format!("connecting to {}", args.amqp_url))?;
    let channel = amqp.create_channel().await?;
    let queue = channel
        .queue_declare(
            "".into(),
            QueueDeclareOptions {
                exclusive: true,
                auto_delete: true,
                ..QueueDeclareOptions::default()
            },
            FieldTable::default(),
        )
        .await
        .context("declaring the bench's event queue")?;
    for key in [SENT, FAILED] {
        channel
            .queue_bind(
                queue.name().clone(),
                EVENTS_EXCHANGE.into(),
                key.into(),
                QueueBindOptions::default(),
                FieldTable::default(),
            )
            .await
            .with_context(|| format!("binding to {EVENTS_EXCHANGE} (is the stack up?)"))?;
    }
    let consumer = channel
        .basic_consume(
            queue.name().clone(),
            "zrm-bench".into(),
            BasicConsumeOptions {
                no_ack: true,
                ..BasicConsumeOptions::default()
            },
            FieldTable::default(),
        )
        .await?;
    let (stop_tx, stop_rx) = watch::channel(false);
    let reader = tokio::spawn(read_events(consumer, Arc::clone(&pending), stop_rx));

    let started = Instant::now();
    let (sent, failures) = send(args, api, lead, &pending).await;
    let deadline = Instant::now() + args.grace();
    while !lock(&pending).is_empty() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let missing = lock(&pending).len();
    let _ = stop_tx.send(true);
    let events = reader.await??;
    drop(amqp.close(200, "bench done".into()).await);
    let window = events.last.map_or(args.duration(), |last| last - started);
    notes.push(format!(
        "{sent} sent to the gateway, {} sent events, {} failed events, {missing} missing after {} s grace, {} refused requests",
        events.hist.len(),
        events.failed,
        args.grace_secs,
        failures.len()
    ));
    notes.extend(failures.iter().take(5).map(|e| format!("error: {e}")));
    let errors = u64::try_from(missing + failures.len())? + events.failed;
    Ok(Figures::from_histogram(&events.hist, errors, window))
}

/// Closed loop for the measured window; answers how many were accepted, and the refusals.
async fn send(args: &Args, api: &Api, lead: i64, pending: &Pending) -> (u64, Vec<String>) {
    let stop = Instant::now() + args.duration();
    // A fresh block of numbers per run: +4673 and seven digits from a random start.
    let first: u64 = rand::random_range(0..5_000_000);
    let next = Arc::new(AtomicU64::new(first));
    let mut workers = JoinSet::new();
    for _ in 0..args.concurrency.max(1) {
        let (api, pending, next) = (api.clone(), Arc::clone(pending), Arc::clone(&next));
        workers.spawn(async move {
            let mut sent = 0u64;
            let mut failures = Vec::new();
            while Instant::now() < stop {
                let number = format!(
                    "+4673{:07}",
                    next.fetch_add(1, Ordering::Relaxed) % 10_000_000
                );
                lock(&pending).insert(number.clone(), Instant::now());
                match api
                    .send_sms(lead, &number, "Hej! Din ansökan är mottagen.")
                    .await
                {
                    Ok(()) => sent += 1,
                    Err(error) => {
                        lock(&pending).remove(&number);
                        failures.push(format!("{number}: {error:#}"));
                    }
                }
            }
            (sent, failures)
        });
    }
    let mut sent = 0;
    let mut failures = Vec::new();
    while let Some(done) = workers.join_next().await {
        if let Ok((count, mut refused)) = done {
            sent += count;
            failures.append(&mut refused);
        }
    }
    (sent, failures)
}

async fn read_events(
    mut consumer: lapin::Consumer,
    pending: Pending,
    mut stop: watch::Receiver<bool>,
) -> anyhow::Result<Events> {
    let mut events = Events {
        hist: new_histogram()?,
        failed: 0,
        last: None,
    };
    loop {
        let delivery = tokio::select! {
            delivery = consumer.next() => delivery,
            _ = stop.changed() => return Ok(events),
        };
        let Some(delivery) = delivery else {
            return Ok(events);
        };
        let Some((kind, number)) = decode(&delivery?.data) else {
            continue;
        };
        let Some(sent) = lock(&pending).remove(&number) else {
            continue;
        };
        if kind == SENT {
            record(&mut events.hist, sent.elapsed());
            events.last = Some(Instant::now());
        } else {
            events.failed += 1;
        }
    }
}

/// The event type and the number of a `messaging.sms.*` envelope.
fn decode(body: &[u8]) -> Option<(String, String)> {
    let envelope = EventEnvelope::decode(body).ok()?;
    let sms = SmsEvent::decode(envelope.payload.as_slice()).ok()?;
    Some((envelope.event_type, sms.phone_number))
}

fn lock(pending: &Pending) -> std::sync::MutexGuard<'_, HashMap<String, Instant>> {
    pending.lock().unwrap_or_else(PoisonError::into_inner)
}
