//! Raw baselines of the other two dependencies: redis-benchmark GET/SET, and
//! persistent publishes to a durable RabbitMQ queue with pipelined confirms.

use std::collections::VecDeque;
use std::time::Duration;

use anyhow::{Context, bail};
use lapin::options::{
    BasicPublishOptions, ConfirmSelectOptions, QueueDeclareOptions, QueueDeleteOptions,
};
use lapin::types::FieldTable;
use lapin::{BasicProperties, Connection, ConnectionProperties};
use tokio::process::Command;
use tokio::time::Instant;

/// One line of `redis-benchmark -q`: `SET: 87719.30 requests per second, p50=0.279 msec`.
#[derive(Debug, Clone, PartialEq)]
pub struct RedisLine {
    pub command: String,
    pub per_second: f64,
    pub p50_ms: Option<f64>,
}

pub async fn redis_benchmark(host: &str, port: u16) -> anyhow::Result<Vec<RedisLine>> {
    let output = Command::new("redis-benchmark")
        .args([
            "-h",
            host,
            "-p",
            &port.to_string(),
            "-q",
            "-n",
            "100000",
            "-t",
            "get,set",
        ])
        .output()
        .await
        .context("running redis-benchmark (is it installed?)")?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    if !output.status.success() {
        bail!("redis-benchmark failed ({}): {stdout}", output.status);
    }
    let lines = parse_redis(&stdout);
    if lines.is_empty() {
        bail!("unexpected redis-benchmark output: {stdout}");
    }
    Ok(lines)
}

pub fn parse_redis(stdout: &str) -> Vec<RedisLine> {
    // -q redraws progress with carriage returns; the results end each redraw.
    stdout
        .split(['\r', '\n'])
        .filter_map(|line| {
            let (command, rest) = line.split_once(": ")?;
            let (rate, rest) = rest.split_once(" requests per second")?;
            let p50_ms = rest
                .split_once("p50=")
                .and_then(|(_, v)| v.split_whitespace().next()?.parse().ok());
            Some(RedisLine {
                command: command.trim().to_owned(),
                per_second: rate.trim().parse().ok()?,
                p50_ms,
            })
        })
        .collect()
}

/// Persistent 500-byte messages published to a fresh durable queue, at most
/// `window` unconfirmed at a time (as the outbox relay does); returns messages/s.
pub async fn rabbitmq_confirms(url: &str, messages: u32, window: usize) -> anyhow::Result<f64> {
    let connection = Connection::connect(url, ConnectionProperties::default())
        .await
        .with_context(|| format!("connecting to {url}"))?;
    let channel = connection.create_channel().await?;
    let queue = format!("zrm.bench.{}", uuid::Uuid::new_v4());
    channel
        .queue_declare(
            queue.as_str().into(),
            QueueDeclareOptions::durable(),
            FieldTable::default(),
        )
        .await?;
    channel
        .confirm_select(ConfirmSelectOptions::default())
        .await?;
    let payload = vec![b'x'; 500];
    let properties = BasicProperties::default().with_delivery_mode(2);
    let mut pending: VecDeque<lapin::PublisherConfirm> = VecDeque::with_capacity(window);
    let mut nacks = 0u32;
    let started = Instant::now();
    for _ in 0..messages {
        if pending.len() >= window
            && let Some(confirm) = pending.pop_front()
        {
            nacks += u32::from(confirm.await?.is_nack());
        }
        let confirm = channel
            .basic_publish(
                "".into(),
                queue.as_str().into(),
                BasicPublishOptions::default(),
                &payload,
                properties.clone(),
            )
            .await?;
        pending.push_back(confirm);
    }
    for confirm in pending {
        nacks += u32::from(confirm.await?.is_nack());
    }
    let elapsed = started.elapsed().max(Duration::from_micros(1));
    channel
        .queue_delete(queue.as_str().into(), QueueDeleteOptions::default())
        .await?;
    connection.close(200, "bench done".into()).await?;
    if nacks > 0 {
        bail!("RabbitMQ refused {nacks} of {messages} messages");
    }
    Ok(f64::from(messages) / elapsed.as_secs_f64())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn parses_quiet_redis_benchmark_output() {
        let out = "SET: rps=0.0 (overall: nan) avg_msec=nan (overall: nan)\r\
                   SET: 87719.30 requests per second, p50=0.279 msec    \n\
                   GET: 91324.20 requests per second, p50=0.271 msec    \n";
        let lines = parse_redis(out);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].command, "SET");
        assert!((lines[0].per_second - 87719.30).abs() < 1e-6);
        assert_eq!(lines[1].p50_ms, Some(0.271));
    }
}
