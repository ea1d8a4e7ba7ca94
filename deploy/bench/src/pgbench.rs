//! Runs pgbench with a custom script as the raw database baseline, reading its
//! throughput from the report and p50/p99 from its per-transaction log.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use anyhow::{Context, bail};
use tokio::process::Command;

use crate::stats::{Figures, new_histogram};

/// Where pgbench connects: taken from a postgres:// URL.
#[derive(Debug, Clone)]
pub struct Target {
    host: String,
    port: u16,
    user: String,
    password: Option<String>,
    dbname: String,
}

impl Target {
    pub fn from_url(url: &str) -> anyhow::Result<Self> {
        let config =
            tokio_postgres::Config::from_str(url).with_context(|| format!("parsing {url}"))?;
        let host = match config.get_hosts().first() {
            Some(tokio_postgres::config::Host::Tcp(host)) => host.clone(),
            Some(tokio_postgres::config::Host::Unix(path)) => path.display().to_string(),
            None => "127.0.0.1".to_owned(),
        };
        Ok(Self {
            host,
            port: config.get_ports().first().copied().unwrap_or(5432),
            user: config.get_user().unwrap_or("postgres").to_owned(),
            password: config
                .get_password()
                .map(|bytes| String::from_utf8_lossy(bytes).into_owned()),
            dbname: config.get_dbname().unwrap_or("postgres").to_owned(),
        })
    }
}

/// Runs `script` with `clients` connections for `duration`; pgbench's own threads
/// are capped at 2 (the machine's cores).
pub async fn run(
    target: &Target,
    script: &str,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<Figures> {
    let dir = log_root().join(format!("zrm-bench-{}", uuid::Uuid::new_v4()));
    tokio::fs::create_dir_all(&dir).await?;
    let result = run_in(&dir, target, script, clients, duration).await;
    // Best effort: the per-transaction logs can be large.
    let _ = tokio::fs::remove_dir_all(&dir).await;
    result
}

/// Where pgbench writes its per-transaction log: a baseline run logs some 20 MB, and written to
/// disk it would still be flushed while the next ZRM run is measured (seen here as the kernel's
/// writeback thread taking a tenth of a core), so it goes to memory when the machine has
/// `/dev/shm`.
fn log_root() -> std::path::PathBuf {
    let shm = Path::new("/dev/shm");
    if shm.is_dir() {
        shm.to_path_buf()
    } else {
        std::env::temp_dir()
    }
}

async fn run_in(
    dir: &Path,
    target: &Target,
    script: &str,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<Figures> {
    let script_path = dir.join("script.sql");
    tokio::fs::write(&script_path, script).await?;
    let threads = clients.clamp(1, 2);
    let mut command = Command::new("pgbench");
    command
        .arg("-n")
        .args(["-c", &clients.to_string(), "-j", &threads.to_string()])
        .args(["-T", &duration.as_secs().max(1).to_string()])
        .arg("-f")
        .arg(&script_path)
        .arg("-l")
        .arg(format!("--log-prefix={}", dir.join("log").display()))
        .args([
            "-h",
            &target.host,
            "-p",
            &target.port.to_string(),
            "-U",
            &target.user,
        ])
        .arg(&target.dbname)
        .current_dir(dir);
    if let Some(password) = &target.password {
        command.env("PGPASSWORD", password);
    }
    let output = command
        .output()
        .await
        .context("running pgbench (is it installed?)")?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        bail!("pgbench failed ({}): {stderr}{stdout}", output.status);
    }
    let report =
        Report::parse(&stdout).with_context(|| format!("unexpected pgbench output:\n{stdout}"))?;
    let mut hist = new_histogram()?;
    let mut entries = tokio::fs::read_dir(dir).await?;
    while let Some(entry) = entries.next_entry().await? {
        if entry.file_name().to_string_lossy().starts_with("log.") {
            let text = tokio::fs::read_to_string(entry.path()).await?;
            for micros in log_latencies(&text) {
                hist.saturating_record(micros.max(1));
            }
        }
    }
    let mut figures = Figures::from_histogram(&hist, report.failed, duration);
    figures.per_second = report.tps;
    Ok(figures)
}

/// The figures of pgbench's closing report.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub tps: f64,
    pub failed: u64,
}

impl Report {
    pub fn parse(stdout: &str) -> Option<Self> {
        let mut tps = None;
        let mut failed = 0;
        for line in stdout.lines() {
            if let Some(rest) = line.strip_prefix("tps = ") {
                tps = rest.split_whitespace().next().and_then(|v| v.parse().ok());
            } else if let Some(rest) = line.strip_prefix("number of failed transactions: ") {
                failed = rest
                    .split_whitespace()
                    .next()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(0);
            }
        }
        Some(Self { tps: tps?, failed })
    }
}

/// Per-transaction latencies (µs): the third field of each log line
/// (`client_id transaction_no time script_no time_epoch time_us`).
pub fn log_latencies(text: &str) -> impl Iterator<Item = u64> + '_ {
    text.lines()
        .filter_map(|line| line.split_whitespace().nth(2)?.parse().ok())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    const REPORT: &str = "pgbench (15.20 (Debian 15.20-0+deb12u1))
transaction type: select.sql
scaling factor: 1
query mode: simple
number of clients: 8
number of threads: 2
maximum number of tries: 1
duration: 20 s
number of transactions actually processed: 533389
number of failed transactions: 0 (0.000%)
latency average = 0.300 ms
initial connection time = 12.345 ms
tps = 26669.123456 (without initial connection time)
";

    #[test]
    fn parses_the_closing_report() {
        assert_eq!(
            Report::parse(REPORT),
            Some(Report {
                tps: 26669.123456,
                failed: 0
            })
        );
        assert_eq!(Report::parse("connection refused"), None);
    }

    #[test]
    fn reads_latencies_from_the_transaction_log() {
        let log = "0 1 312 0 1700000000 123456\n0 2 298 0 1700000000 123800\n";
        assert_eq!(log_latencies(log).collect::<Vec<_>>(), vec![312, 298]);
    }

    #[test]
    fn target_from_url() {
        let target = Target::from_url("postgres://bench:pw@127.0.0.1:5433/zrm_core").unwrap();
        assert_eq!(
            (
                target.host.as_str(),
                target.port,
                target.user.as_str(),
                target.dbname.as_str()
            ),
            ("127.0.0.1", 5433, "bench", "zrm_core")
        );
        assert_eq!(target.password.as_deref(), Some("pw"));
    }
}
