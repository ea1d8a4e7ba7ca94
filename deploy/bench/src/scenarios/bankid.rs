//! (k) Customers signing in to My Pages with BankID (Sweden), all at once: each starts an order
//! (`POST /my-pages/id-login`), polls its QR code and progress every second (`GET
//! /my-pages/id-login/qr-code`, the gateway collecting the order each time), is scanned and
//! approved by the sandbox's simulated app after a few seconds, and exchanges its ticket for the
//! session (`POST /my-pages/id-login/exchange`). The customers arrive within the first second.
//! Every sign-in must complete; the figure is the QR poll's latency.

use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use anyhow::{Context, bail};
use hdrhistogram::Histogram;
use reqwest::{Client, StatusCode};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::task::JoinSet;
use tokio::time::{Instant, MissedTickBehavior};

use crate::cli::Args;
use crate::pni;
use crate::report::{Row, Target};
use crate::stats::{Figures, new_histogram, quantile_ms, record};

/// Polls before the simulated app scans the code (the person finds their phone).
const POLLS_BEFORE_SCAN: u64 = 3;
/// A sign-in still pending after this many polls has failed.
const MAX_POLLS: u64 = 60;

#[derive(Deserialize)]
struct Started {
    ticket_id: String,
    qr_code_content: Option<String>,
}

#[derive(Deserialize)]
struct Polled {
    status: String,
    qr_code_content: Option<String>,
    hint_code: Option<String>,
}

#[derive(Deserialize)]
struct Scanned {
    order_ref: String,
}

pub async fn run(args: &Args, client: &Client) -> Row {
    let mut row = Row {
        scenario: format!(
            "(k) BankID SE sign-in, {} at once: QR polls at 1/s",
            args.sign_ins
        ),
        zrm: Err("not run".to_owned()),
        baseline_name: "–".to_owned(),
        baseline: None,
        target: Target::MaxP99Ms(20.0),
        notes: Vec::new(),
    };
    match measure(args, client, &mut row.notes).await {
        Ok(figures) => row.zrm = Ok(figures),
        Err(error) => row.zrm = Err(format!("{error:#}")),
    }
    row
}

async fn measure(args: &Args, client: &Client, notes: &mut Vec<String>) -> anyhow::Result<Figures> {
    let polls = Arc::new(Mutex::new(new_histogram()?));
    let started = Instant::now();
    let mut sign_ins = JoinSet::new();
    for _ in 0..args.sign_ins {
        let (client, gateway, sandbox, my_pages, polls) = (
            client.clone(),
            args.gateway_url.clone(),
            args.sandbox_url.clone(),
            args.my_pages_url.trim_end_matches('/').to_owned(),
            Arc::clone(&polls),
        );
        sign_ins.spawn(async move {
            let sign_in = SignIn {
                client: &client,
                gateway: &gateway,
                sandbox: &sandbox,
                my_pages: &my_pages,
                polls: &polls,
            };
            sign_in.run().await
        });
    }
    let mut completed = 0u64;
    let mut failures = Vec::new();
    while let Some(done) = sign_ins.join_next().await {
        match done {
            Ok(Ok(())) => completed += 1,
            Ok(Err(error)) => failures.push(format!("{error:#}")),
            Err(error) => failures.push(error.to_string()),
        }
    }
    let elapsed = started.elapsed();
    let polls = polls.lock().unwrap_or_else(PoisonError::into_inner).clone();
    notes.push(format!(
        "{completed} of {} sign-ins completed in {:.1} s ({} QR polls, p50 {:.2} ms)",
        args.sign_ins,
        elapsed.as_secs_f64(),
        polls.len(),
        quantile_ms(&polls, 0.50),
    ));
    notes.extend(failures.iter().take(5).map(|e| format!("error: {e}")));
    let mut figures = Figures::from_histogram(&polls, u64::try_from(failures.len())?, elapsed);
    // Throughput: sign-ins completed per second, not polls.
    figures.per_second = completed as f64 / elapsed.as_secs_f64().max(f64::EPSILON);
    Ok(figures)
}

struct SignIn<'a> {
    client: &'a Client,
    gateway: &'a str,
    sandbox: &'a str,
    /// The app's pages the sign-in returns to (the gateway checks their origin).
    my_pages: &'a str,
    polls: &'a Mutex<Histogram<u64>>,
}

impl SignIn<'_> {
    async fn run(&self) -> anyhow::Result<()> {
        // Customers arrive spread over the first second, so the polls of all of them come at a
        // steady rate of one per customer per second rather than in one burst each second.
        tokio::time::sleep(Duration::from_millis(rand::random_range(0..1000))).await;
        let started: Started = self
            .json(
                self.client
                    .post(format!("{}/my-pages/id-login", self.gateway))
                    .json(&json!({
                        "country": "SE",
                        "product": "blanco",
                        "callback_url": format!("{}/auth/callback", self.my_pages),
                        "callback_fail_url": format!("{}/auth/failed", self.my_pages),
                    })),
            )
            .await
            .context("starting the sign-in")?;
        let mut qr = started.qr_code_content.unwrap_or_default();
        let mut ticker = tokio::time::interval(Duration::from_secs(1));
        ticker.set_missed_tick_behavior(MissedTickBehavior::Delay);
        for poll in 1..=MAX_POLLS {
            ticker.tick().await;
            if poll == POLLS_BEFORE_SCAN {
                self.approve(&qr).await?;
            }
            let sent = Instant::now();
            let polled: Polled = self
                .json(
                    self.client
                        .get(format!("{}/my-pages/id-login/qr-code", self.gateway))
                        .query(&[("ticket_id", started.ticket_id.as_str())]),
                )
                .await
                .context("polling the QR code")?;
            record(
                &mut self.polls.lock().unwrap_or_else(PoisonError::into_inner),
                sent.elapsed(),
            );
            match polled.status.as_str() {
                "pending" => qr = polled.qr_code_content.unwrap_or(qr),
                "complete" => return self.exchange(&started.ticket_id).await,
                _ => bail!("the sign-in failed: {:?}", polled.hint_code),
            }
        }
        bail!("still pending after {MAX_POLLS} polls")
    }

    /// The simulated app scans the code of this second and the person approves.
    async fn approve(&self, qr: &str) -> anyhow::Result<()> {
        let scanned: Scanned = self
            .json(
                self.client
                    .post(format!("{}/sandbox/bankid/scan", self.sandbox))
                    .json(&json!({ "qr_data": qr })),
            )
            .await
            .context("scanning the QR code")?;
        let _: Value = self
            .json(
                self.client
                    .post(format!(
                        "{}/sandbox/bankid/orders/{}/approve",
                        self.sandbox, scanned.order_ref
                    ))
                    .json(&json!({ "personal_number": pni::random_swedish() })),
            )
            .await
            .context("approving the order")?;
        Ok(())
    }

    async fn exchange(&self, ticket_id: &str) -> anyhow::Result<()> {
        let session: Value = self
            .json(
                self.client
                    .post(format!("{}/my-pages/id-login/exchange", self.gateway))
                    .json(&json!({ "ticket_id": ticket_id })),
            )
            .await
            .context("exchanging the ticket")?;
        if session.get("token").and_then(Value::as_str).is_none() {
            bail!("no session for ticket {ticket_id}");
        }
        Ok(())
    }

    async fn json<T: serde::de::DeserializeOwned>(
        &self,
        request: reqwest::RequestBuilder,
    ) -> anyhow::Result<T> {
        let response = request.send().await?;
        let status = response.status();
        let body = response.bytes().await?;
        if status != StatusCode::OK {
            bail!("status {status}: {}", String::from_utf8_lossy(&body));
        }
        serde_json::from_slice(&body).context("decoding the answer")
    }
}
