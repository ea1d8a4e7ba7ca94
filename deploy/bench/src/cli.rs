//! Command line of the benchmark; every flag can also come from a `ZRM_BENCH_*` variable.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, ValueEnum};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Scenario {
    /// (a) GET /lead/get/{id} vs pgbench primary-key select
    Get,
    /// (b) POST /lead/create vs pgbench single-row insert
    Create,
    /// (c) POST /lead/assign → websocket push latency at a fixed rate
    Assign,
    /// (d) GET /customer/list pages and POST /customer/search by each key vs pgbench
    Customers,
    /// (e) POST /application/search2 (first page, a substatus, mine-only) and POST /application/get vs pgbench
    Applications,
    /// (f) POST /application/create vs pgbench single-row insert
    ApplicationCreate,
    /// (g) POST /bank/applications (a bank's first page, a status filter) vs pgbench
    Bank,
    /// (h) the search drawer's tabs (Mortgages, Leads, Customers) by personal id, phone and name vs pgbench
    Search,
    /// (i) POST /message/send/sms → the provider simulator accepts it → messaging.sms.sent, vs RabbitMQ confirms
    SmsSend,
    /// (j) an inbound SMS at a fixed rate → the advisor's conversations stream → the chat window's read
    SmsInbound,
    /// (k) BankID SE sign-ins all at once: start, QR polls at 1/s, the simulated app approving, the session
    Bankid,
    /// (l) the signups report of a million insurances streamed as CSV: its time and the gateway's and insurance's peak memory, vs Postgres COPY of the same rows
    Reports,
    /// Raw Redis and RabbitMQ baselines
    Raw,
}

#[derive(Debug, Parser)]
#[command(
    name = "zrm-bench",
    about = "Loads the running ZRM stack from loopback and compares it with raw baselines"
)]
pub struct Args {
    /// Gateway base URL.
    #[arg(
        long,
        env = "ZRM_BENCH_GATEWAY_URL",
        default_value = "http://127.0.0.1:8080"
    )]
    pub gateway_url: String,

    /// Sandbox base URL (mail sink with the one-time codes).
    #[arg(
        long,
        env = "ZRM_BENCH_SANDBOX_URL",
        default_value = "http://127.0.0.1:8090"
    )]
    pub sandbox_url: String,

    /// Core's database (leads, outbox); pgbench runs against it too.
    #[arg(
        long,
        env = "ZRM_BENCH_CORE_DB_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/zrm_core"
    )]
    pub core_db_url: String,

    /// insurance's database: the raw baseline of (l) reads the report's rows from it.
    #[arg(
        long,
        env = "ZRM_BENCH_INSURANCE_DB_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/zrm_insurance"
    )]
    pub insurance_db_url: String,

    /// kdlt's database (customers); pgbench runs the customer queries against it.
    #[arg(
        long,
        env = "ZRM_BENCH_KDLT_DB_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/zrm_kdlt"
    )]
    pub kdlt_db_url: String,

    /// RabbitMQ URL for the raw publish baseline.
    #[arg(
        long,
        env = "ZRM_BENCH_AMQP_URL",
        default_value = "amqp://guest:guest@127.0.0.1:5672/%2f"
    )]
    pub amqp_url: String,

    /// Redis host and port for redis-benchmark.
    #[arg(long, env = "ZRM_BENCH_REDIS_HOST", default_value = "127.0.0.1")]
    pub redis_host: String,
    #[arg(long, env = "ZRM_BENCH_REDIS_PORT", default_value_t = 6379)]
    pub redis_port: u16,

    /// Concurrent workers of the closed-loop scenarios (and pgbench clients).
    #[arg(long, short = 'c', env = "ZRM_BENCH_CONCURRENCY", default_value_t = 8)]
    pub concurrency: usize,

    /// Measured seconds per run of a scenario (and of its baseline).
    #[arg(long, short = 't', env = "ZRM_BENCH_DURATION", default_value_t = 15)]
    pub duration_secs: u64,

    /// Rounds of (a) and (b), each a ZRM run then a baseline run; the median round is reported.
    #[arg(long, env = "ZRM_BENCH_ROUNDS", default_value_t = 3, value_parser = clap::value_parser!(u16).range(1..=20))]
    pub rounds: u16,

    /// Unmeasured warm-up seconds before each closed-loop scenario.
    #[arg(long, env = "ZRM_BENCH_WARMUP", default_value_t = 2)]
    pub warmup_secs: u64,

    /// Assignments per second of scenario (c) (open loop).
    #[arg(long, env = "ZRM_BENCH_ASSIGN_RATE", default_value_t = 200)]
    pub assign_rate: u32,

    /// Inbound SMS per second of scenario (j) (open loop).
    #[arg(long, env = "ZRM_BENCH_SMS_INBOUND_RATE", default_value_t = 100)]
    pub sms_inbound_rate: u32,

    /// The company's SMS number the customers answer to (messaging's `sms.from`).
    #[arg(long, env = "ZRM_BENCH_SMS_NUMBER", default_value = "+46766861004")]
    pub sms_number: String,

    /// Concurrent customer sign-ins of scenario (k).
    #[arg(long, env = "ZRM_BENCH_SIGN_INS", default_value_t = 500)]
    pub sign_ins: u32,

    /// The My Pages app (sign-ins return to its pages; the gateway checks their origin).
    #[arg(
        long,
        env = "ZRM_BENCH_MYPAGES_URL",
        default_value = "http://127.0.0.1:3001"
    )]
    pub my_pages_url: String,

    /// Seconds to wait for late pushes / outbox drain after the load stops.
    #[arg(long, env = "ZRM_BENCH_GRACE", default_value_t = 30)]
    pub grace_secs: u64,

    /// Employee who reads and creates leads, and assigns them in (c).
    #[arg(long, env = "ZRM_BENCH_USER", default_value = "admin@zrm.example")]
    pub user: String,
    #[arg(long, env = "ZRM_BENCH_PASSWORD", default_value = "demo-admin-1")]
    pub password: String,

    /// Employee who receives the assignments of (c) on the websocket.
    #[arg(
        long,
        env = "ZRM_BENCH_ASSIGNEE",
        default_value = "erik.sales@zrm.example"
    )]
    pub assignee: String,
    #[arg(
        long,
        env = "ZRM_BENCH_ASSIGNEE_PASSWORD",
        default_value = "demo-sales-1"
    )]
    pub assignee_password: String,

    /// Bank partner whose bank's list (g) reads (SBAB's demo partner).
    #[arg(
        long,
        env = "ZRM_BENCH_BANK_USER",
        default_value = "partner@bank.example"
    )]
    pub bank_user: String,
    #[arg(long, env = "ZRM_BENCH_BANK_PASSWORD", default_value = "demo-bank-1")]
    pub bank_password: String,

    /// Signed-up insurances (l) expects at least in its report (`just bench` tops them up to this).
    #[arg(long, env = "ZRM_BENCH_INSURANCES", default_value_t = 1_000_000)]
    pub insurances: u64,

    /// The gateway's pid, whose memory (l) samples (`just bench` passes the stack's; without it,
    /// the one process running the zrm-gateway beside this binary).
    #[arg(long, env = "ZRM_BENCH_GATEWAY_PID")]
    pub gateway_pid: Option<u32>,

    /// The insurance service's pid, whose memory (l) samples (as `--gateway-pid`).
    #[arg(long, env = "ZRM_BENCH_INSURANCE_PID")]
    pub insurance_pid: Option<u32>,

    /// Messages of the raw RabbitMQ publish baseline.
    #[arg(long, env = "ZRM_BENCH_AMQP_MESSAGES", default_value_t = 20_000)]
    pub amqp_messages: u32,

    /// Scenarios to run (comma separated).
    #[arg(
        long,
        env = "ZRM_BENCH_SCENARIOS",
        value_delimiter = ',',
        default_value = "get,create,assign,customers,applications,application-create,bank,search,sms-send,sms-inbound,bankid,reports,raw"
    )]
    pub scenarios: Vec<Scenario>,

    /// Where to write the markdown table.
    #[arg(long, env = "ZRM_BENCH_OUT", default_value = "deploy/.run/bench.md")]
    pub out: PathBuf,
}

impl Args {
    pub fn duration(&self) -> Duration {
        Duration::from_secs(self.duration_secs)
    }

    pub fn warmup(&self) -> Duration {
        Duration::from_secs(self.warmup_secs)
    }

    pub fn grace(&self) -> Duration {
        Duration::from_secs(self.grace_secs)
    }

    pub fn runs(&self, scenario: Scenario) -> bool {
        self.scenarios.contains(&scenario)
    }
}
