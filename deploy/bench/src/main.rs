//! `zrm-bench`: loads the running ZRM stack from a separate process on loopback and
//! prints, per scenario, throughput and p50/p99 beside a raw baseline measured in the
//! same run. See deploy/README.md.

mod api;
mod cli;
mod db;
#[cfg(test)]
mod db_tests;
mod http1;
mod load;
mod memory;
mod pgbench;
mod pni;
mod raw;
mod report;
mod scenarios;
mod stats;

use std::process::ExitCode;

use anyhow::Context;
use clap::Parser;

use crate::api::{Api, Platform, http_client};
use crate::cli::{Args, Scenario};
use crate::report::Report;

// One thread drives the load: every worker's connection lives on it, so an answer wakes its worker
// without a cross-thread hand-off, and the load takes less of the two cores the stack runs on
// (measured: about a third less CPU per request than the multi-thread runtime).
#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let args = Args::parse();
    match run(&args).await {
        Ok(report) => {
            let failed = report.rows.iter().any(|row| row.zrm.is_err());
            if failed {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(error) => {
            eprintln!("zrm-bench: {error:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(args: &Args) -> anyhow::Result<Report> {
    let mut report = Report {
        header: header(args),
        ..Report::default()
    };
    let needs_stack = [
        Scenario::Get,
        Scenario::Create,
        Scenario::Assign,
        Scenario::Customers,
        Scenario::Applications,
        Scenario::ApplicationCreate,
        Scenario::Bank,
        Scenario::Search,
        Scenario::SmsSend,
        Scenario::SmsInbound,
        Scenario::Bankid,
        Scenario::Reports,
    ]
    .iter()
    .any(|scenario| args.runs(*scenario));
    if needs_stack {
        let client = http_client(args.concurrency * 2)?;
        eprintln!(
            "signing in as {} (password + one-time code from the mail sink)",
            args.user
        );
        let api = Api::login(
            &client,
            &args.gateway_url,
            &args.sandbox_url,
            &args.user,
            &args.password,
        )
        .await?;
        let db = db::connect(&args.core_db_url).await?;
        if args.runs(Scenario::Get) {
            eprintln!(
                "(a) GET /lead/get/{{id}}, then pgbench select, {} s each, {} rounds",
                args.duration_secs, args.rounds
            );
            report.rows.push(scenarios::get::run(args, &api, &db).await);
        }
        // (c) runs before (b): (b) leaves Postgres busy with checkpoints and vacuum of
        // the rows it inserted, which would show up in (c)'s tail latency.
        if args.runs(Scenario::Assign) {
            eprintln!(
                "(c) assign → websocket push at {}/s for {} s",
                args.assign_rate, args.duration_secs
            );
            let assignee = Api::login(
                &client,
                &args.gateway_url,
                &args.sandbox_url,
                &args.assignee,
                &args.assignee_password,
            )
            .await?;
            report
                .rows
                .push(scenarios::assign::run(args, &api, &assignee, &db).await);
        }
        if args.runs(Scenario::Create) {
            eprintln!(
                "(b) POST /lead/create, then pgbench insert, {} s each, {} rounds",
                args.duration_secs, args.rounds
            );
            report
                .rows
                .push(scenarios::create::run(args, &api, &db).await);
        }
        if args.runs(Scenario::Customers) {
            eprintln!(
                "(d) customer list pages and searches, then pgbench, {} s each, {} rounds",
                args.duration_secs, args.rounds
            );
            let kdlt = db::connect(&args.kdlt_db_url).await?;
            report
                .rows
                .extend(scenarios::customers::run(args, &api, &kdlt).await);
        }
        if args.runs(Scenario::Applications) {
            eprintln!(
                "(e) applications table pages and reads, then pgbench, {} s each, {} rounds",
                args.duration_secs, args.rounds
            );
            report
                .rows
                .extend(scenarios::applications::run_reads(args, &api, &db).await);
        }
        if args.runs(Scenario::ApplicationCreate) {
            eprintln!(
                "(f) POST /application/create, then pgbench insert, {} s each, {} rounds",
                args.duration_secs, args.rounds
            );
            let kdlt = db::connect(&args.kdlt_db_url).await?;
            report
                .rows
                .push(scenarios::applications::run_create(args, &api, &db, &kdlt).await);
        }
        if args.runs(Scenario::Bank) {
            eprintln!(
                "(g) POST /bank/applications as {}, then pgbench, {} s each, {} rounds",
                args.bank_user, args.duration_secs, args.rounds
            );
            let partner = Api::login_on(
                &client,
                &args.gateway_url,
                &args.sandbox_url,
                Platform::Bank,
                &args.bank_user,
                &args.bank_password,
            )
            .await?;
            report
                .rows
                .extend(scenarios::bank::run(args, &partner, &db).await);
        }
        if args.runs(Scenario::Search) {
            eprintln!(
                "(h) the search drawer's tabs, then pgbench, {} s each, {} rounds",
                args.duration_secs, args.rounds
            );
            let kdlt = db::connect(&args.kdlt_db_url).await?;
            report
                .rows
                .extend(scenarios::search::run(args, &api, &db, &kdlt).await);
        }
        if args.runs(Scenario::SmsSend) {
            eprintln!(
                "(i) POST /message/send/sms → 46elks simulator → messaging.sms.sent, {} s, then RabbitMQ confirms",
                args.duration_secs
            );
            report.rows.push(scenarios::sms_send::run(args, &api).await);
        }
        if args.runs(Scenario::SmsInbound) {
            eprintln!(
                "(j) inbound SMS → conversations stream → chat window at {}/s for {} s",
                args.sms_inbound_rate, args.duration_secs
            );
            let kdlt = db::connect(&args.kdlt_db_url).await?;
            report
                .rows
                .push(scenarios::sms_inbound::run(args, &api, &kdlt).await);
        }
        if args.runs(Scenario::Bankid) {
            eprintln!(
                "(k) {} BankID SE sign-ins at once, QR polls at 1/s",
                args.sign_ins
            );
            report
                .rows
                .push(scenarios::bankid::run(args, &http_client(args.sign_ins as usize)?).await);
        }
        if args.runs(Scenario::Reports) {
            eprintln!(
                "(l) the signups report of {} insurances as CSV, then Postgres COPY of the same rows",
                args.insurances
            );
            report.rows.push(scenarios::reports::run(args, &api).await);
        }
        report.rows.sort_by(|x, y| x.scenario.cmp(&y.scenario));
    }
    if args.runs(Scenario::Raw) {
        eprintln!("raw baselines: redis-benchmark, RabbitMQ publish with confirms");
        raw_baselines(args, &mut report).await;
    }
    let text = report.markdown();
    println!("{text}");
    if let Some(dir) = args.out.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    std::fs::write(&args.out, &text).with_context(|| format!("writing {}", args.out.display()))?;
    eprintln!("written to {}", args.out.display());
    Ok(report)
}

async fn raw_baselines(args: &Args, report: &mut Report) {
    match raw::redis_benchmark(&args.redis_host, args.redis_port).await {
        Ok(lines) => {
            for line in lines {
                let p50 = line
                    .p50_ms
                    .map_or_else(String::new, |p| format!(", p50 {p:.3} ms"));
                report.raw.push((
                    format!(
                        "redis-benchmark {} (50 clients, 100k requests)",
                        line.command
                    ),
                    Ok(format!("{:.0}/s{p50}", line.per_second)),
                ));
            }
        }
        Err(error) => report
            .raw
            .push(("redis-benchmark".to_owned(), Err(format!("{error:#}")))),
    }
    let name = format!(
        "RabbitMQ persistent 500 B publishes, confirms pipelined (window 1000), {} messages",
        args.amqp_messages
    );
    let result = raw::rabbitmq_confirms(&args.amqp_url, args.amqp_messages, 1000)
        .await
        .map(|rate| format!("{rate:.0}/s"))
        .map_err(|error| format!("{error:#}"));
    report.raw.push((name, result));
}

fn header(args: &Args) -> Vec<String> {
    let cores = std::thread::available_parallelism().map_or(0, usize::from);
    let flags: Vec<String> = std::env::args().skip(1).collect();
    vec![
        format!(
            "Benchmark of {} on {cores} cores, {}. Command: `just bench{}{}`.",
            args.gateway_url,
            chrono::Utc::now().format("%Y-%m-%d %H:%M UTC"),
            if flags.is_empty() { "" } else { " " },
            flags.join(" ")
        ),
        format!(
            "Closed loop: {} workers, {} s measured after {} s warm-up; baselines at the same concurrency for the same time. \
             (a) and (b) run {} rounds of ZRM then baseline; each row shows its median round.",
            args.concurrency, args.duration_secs, args.warmup_secs, args.rounds
        ),
    ]
}
