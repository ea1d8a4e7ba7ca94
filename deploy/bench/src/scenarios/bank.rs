//! (g) The bank-partner portal's list at scale: `POST /bank/applications` as SBAB's demo partner
//! (the first page; one status), gateway → core → Postgres with the applicants' names from kdlt,
//! beside pgbench running core's queries of the same page (the bank's applications newest sent
//! first, then their applicants) on core's database. Target: p99 ≤ 30 ms at the bench's
//! concurrency (8), for a bank holding about 200,000 of 2,000,000 applications.

use std::sync::Arc;

use anyhow::bail;
use tokio::sync::Mutex;
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::load::{MakeOp, Op};
use crate::pgbench;
use crate::report::{Row, Target};
use crate::scenarios::rounds::against_pgbench;

const PAGE_SIZE: u32 = 25;
const P99_TARGET_MS: f64 = 30.0;

/// One list query: the body the portal sends and the status filter as core writes it.
struct ListQuery {
    scenario: &'static str,
    statuses: &'static [&'static str],
}

pub async fn run(args: &Args, partner: &Api, db: &Client) -> Vec<Row> {
    let queries = [
        ListQuery {
            scenario: "(g) POST /bank/applications first page",
            statuses: &[],
        },
        ListQuery {
            scenario: "(g) POST /bank/applications status ONGOING",
            statuses: &["ONGOING"],
        },
    ];
    let held = match bank_of(db, &partner.user_id).await {
        Ok(held) => held,
        Err(error) => {
            let mut failed = row("(g) bank applications");
            failed.zrm = Err(format!("{error:#}"));
            return vec![failed];
        }
    };
    let mut rows = Vec::new();
    for query in queries {
        let mut list = row(query.scenario);
        list.notes.push(format!(
            "bank {} holds {} of {} applications",
            held.bank_id, held.sent, held.applications
        ));
        run_list(args, partner, held.bank_id, &query, &mut list).await;
        rows.push(list);
    }
    rows
}

fn row(scenario: &str) -> Row {
    Row {
        scenario: scenario.to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: "pgbench: the same page and its applicants".to_owned(),
        baseline: None,
        target: Target::MaxP99Ms(P99_TARGET_MS),
        notes: Vec::new(),
    }
}

/// The partner's Swedish mortgage bank and how much it holds.
struct Held {
    bank_id: i32,
    sent: i64,
    applications: i64,
}

async fn bank_of(db: &Client, user_id: &str) -> anyhow::Result<Held> {
    let found = db
        .query_opt(
            "SELECT split_part(bank, ':', 3)::int FROM employees, unnest(banks) AS bank \
             WHERE user_id = $1::text::uuid AND bank LIKE 'SE:mortgage:%' LIMIT 1",
            &[&user_id],
        )
        .await?;
    let Some(found) = found else {
        bail!("the partner {user_id} has no Swedish mortgage bank");
    };
    let bank_id: i32 = found.get(0);
    let sent: i64 = db
        .query_one(
            "SELECT count(*) FROM application_banks WHERE bank_id = $1",
            &[&bank_id],
        )
        .await?
        .get(0);
    // The planner's estimate: an exact count of millions of rows takes seconds.
    let estimate: f32 = db
        .query_one(
            "SELECT reltuples FROM pg_class WHERE relname = 'applications'",
            &[],
        )
        .await?
        .get(0);
    if sent < 1 {
        bail!("bank {bank_id} holds no applications: seed first (ZRM_BENCH_APPLICATIONS)");
    }
    Ok(Held {
        bank_id,
        sent,
        applications: estimate.max(0.0) as i64,
    })
}

async fn run_list(args: &Args, partner: &Api, bank_id: i32, query: &ListQuery, list: &mut Row) {
    let target = match pgbench::Target::from_url(&args.core_db_url) {
        Ok(target) => target,
        Err(error) => {
            list.zrm = Err(format!("{error:#}"));
            return;
        }
    };
    let body = serde_json::json!({
        "country": "SE",
        "product": "mortgage",
        "page": 0,
        "limit": PAGE_SIZE,
        "bank_statuses": query.statuses,
    });
    let body = match serde_json::to_vec(&body) {
        Ok(body) => Arc::new(body),
        Err(error) => {
            list.zrm = Err(error.to_string());
            return;
        }
    };
    let op_api = partner.clone();
    let make_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let body = Arc::clone(&body);
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let body = Arc::clone(&body);
            Box::pin(async move { connection.lock().await.bank_applications(&body).await })
        });
        Ok(op)
    });
    // Core's list (services/core/src/bank_portal/storage.rs), then the page's applicants.
    let filter = match query.statuses {
        [] => format!("sent.bank_id = {bank_id}"),
        statuses => format!(
            "sent.bank_id = {bank_id} AND sent.bank_status IN ('{}')",
            statuses.join("', '")
        ),
    };
    let page = format!(
        "SELECT sent.application_id FROM application_banks sent WHERE {filter} \
         ORDER BY sent.sent_at DESC, sent.application_id DESC LIMIT {PAGE_SIZE}"
    );
    let script = format!(
        "SELECT sent.application_id, a.country, a.created_at, sent.bank_status, \
         a.mortgage_loan_amount FROM application_banks sent JOIN applications a \
         USING (application_id) WHERE {filter} \
         ORDER BY sent.sent_at DESC, sent.application_id DESC LIMIT {PAGE_SIZE} OFFSET 0;\n\
         SELECT * FROM application_applicants WHERE application_id IN ({page}) \
         ORDER BY application_id, position;\n"
    );
    against_pgbench(args, &target, &make_op, "pages", &script, list).await;
}
