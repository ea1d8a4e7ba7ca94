//! (h) The search drawer at scale: each tab's search through the gateway (Mortgages:
//! `GET /application/search/{text}`, gateway → core → kdlt names the people → core lists their
//! applications; Leads: `GET /lead/search/{text}`; Customers: `POST /customer/search` with a
//! lookup reason, each customer shown audited), beside pgbench running the tab's main queries.
//! Target (issue 12 §7): p99 ≤ 50 ms per tab at the bench's concurrency (8), over 1,000,000
//! leads, 2,000,000 applications and 1,000,000 customers.
//!
//! Each tab is asked what people type, in turn: a personal id, a phone number (Mortgages and
//! Customers; leads keep none), and a last name as written, all sampled from the registers so
//! every search finds someone.

use std::sync::Arc;

use anyhow::bail;
use rand::Rng;
use tokio::sync::Mutex;
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::load::{MakeOp, Op};
use crate::pgbench;
use crate::report::{Row, Target};
use crate::scenarios::rounds::against_pgbench;

const SAMPLE: i64 = 2_000;
const PAGE_SIZE: u32 = 10;
const P99_TARGET_MS: f64 = 50.0;

/// What a tab is searched for, in turn.
#[derive(Debug, Clone, Copy)]
pub enum Tab {
    Mortgages,
    Leads,
    Customers,
}

impl Tab {
    fn scenario(self) -> &'static str {
        match self {
            Tab::Mortgages => "(h) search Mortgages tab: GET /application/search/{text}",
            Tab::Leads => "(h) search Leads tab: GET /lead/search/{text}",
            Tab::Customers => "(h) search Customers tab: POST /customer/search",
        }
    }
}

/// A text to search for and, for the Customers tab, its key.
#[derive(Debug, Clone)]
pub struct Query {
    pub key: &'static str,
    pub text: String,
}

/// Texts people type, sampled from the registers: personal ids, phone numbers and last names.
struct Samples {
    customers: Vec<Query>,
    leads: Vec<Query>,
}

async fn sample(kdlt: &Client, core: &Client) -> anyhow::Result<Samples> {
    let people = kdlt
        .query(
            "SELECT pni, phone_number, last_name FROM customers \
             WHERE erased_at IS NULL ORDER BY random() LIMIT $1",
            &[&SAMPLE],
        )
        .await?;
    let mut customers = Vec::new();
    for row in &people {
        customers.push(Query {
            key: "pni",
            text: row.get(0),
        });
        if let Some(phone) = row.get::<_, Option<String>>(1) {
            customers.push(Query {
                key: "phone_number",
                text: phone,
            });
        }
        customers.push(Query {
            key: "name",
            text: row.get(2),
        });
    }
    let applicants = core
        .query(
            "SELECT applicant_pni, applicant_last_name FROM leads \
             TABLESAMPLE SYSTEM (1) LIMIT $1",
            &[&SAMPLE],
        )
        .await?;
    let mut leads = Vec::new();
    for row in &applicants {
        leads.push(Query {
            key: "pni",
            text: row.get(0),
        });
        leads.push(Query {
            key: "name",
            text: row.get(1),
        });
    }
    if customers.is_empty() || leads.is_empty() {
        bail!("no customers or leads to search for: seed first (just bench seeds them)");
    }
    Ok(Samples { customers, leads })
}

fn row(tab: Tab, sizes: &str) -> Row {
    Row {
        scenario: tab.scenario().to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: "pgbench: the tab's queries on its own database".to_owned(),
        baseline: None,
        target: Target::MaxP99Ms(P99_TARGET_MS),
        notes: vec![sizes.to_owned()],
    }
}

/// The three tabs' rows.
pub async fn run(args: &Args, api: &Api, core: &Client, kdlt: &Client) -> Vec<Row> {
    let tabs = [Tab::Mortgages, Tab::Leads, Tab::Customers];
    let sizes = match sizes(core, kdlt).await {
        Ok(sizes) => sizes,
        Err(error) => format!("sizes unknown: {error:#}"),
    };
    let samples = match sample(kdlt, core).await {
        Ok(samples) => Arc::new(samples),
        Err(error) => {
            return tabs
                .into_iter()
                .map(|tab| {
                    let mut failed = row(tab, &sizes);
                    failed.zrm = Err(format!("{error:#}"));
                    failed
                })
                .collect();
        }
    };
    let mut rows = Vec::new();
    for tab in tabs {
        let mut measured = row(tab, &sizes);
        run_tab(args, api, tab, &samples, &mut measured).await;
        rows.push(measured);
    }
    rows
}

/// The registers' sizes as the planner estimates them (exact counts of millions take seconds).
async fn sizes(core: &Client, kdlt: &Client) -> anyhow::Result<String> {
    let leads: f32 = core
        .query_one(
            "SELECT reltuples FROM pg_class WHERE relname = 'leads'",
            &[],
        )
        .await?
        .get(0);
    let applications: f32 = core
        .query_one(
            "SELECT reltuples FROM pg_class WHERE relname = 'applications'",
            &[],
        )
        .await?
        .get(0);
    let customers: i64 = kdlt
        .query_one("SELECT total FROM customer_count", &[])
        .await?
        .get(0);
    Ok(format!(
        "about {} leads, {} applications; {customers} customers",
        leads.max(0.0) as i64,
        applications.max(0.0) as i64
    ))
}

async fn run_tab(args: &Args, api: &Api, tab: Tab, samples: &Arc<Samples>, measured: &mut Row) {
    let (url, script) = match tab {
        Tab::Leads => (&args.core_db_url, LEADS_SCRIPT),
        Tab::Mortgages => (&args.core_db_url, MORTGAGES_SCRIPT),
        Tab::Customers => (&args.kdlt_db_url, CUSTOMERS_SCRIPT),
    };
    let target = match pgbench::Target::from_url(url) {
        Ok(target) => target,
        Err(error) => {
            measured.zrm = Err(format!("{error:#}"));
            return;
        }
    };
    let op_api = api.clone();
    let op_samples = Arc::clone(samples);
    let make_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let samples = Arc::clone(&op_samples);
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let queries = match tab {
                Tab::Leads => &samples.leads,
                Tab::Mortgages | Tab::Customers => &samples.customers,
            };
            let query = queries[rand::rng().random_range(0..queries.len())].clone();
            Box::pin(async move {
                let mut connection = connection.lock().await;
                match tab {
                    Tab::Mortgages => {
                        connection
                            .search_applications_by_person(&query.text, PAGE_SIZE)
                            .await
                    }
                    Tab::Leads => connection.search_leads(&query.text, PAGE_SIZE).await,
                    Tab::Customers => {
                        connection
                            .search_customers_page(query.key, &query.text, PAGE_SIZE)
                            .await
                    }
                }
            })
        });
        Ok(op)
    });
    against_pgbench(args, &target, &make_op, "searches", script, measured).await;
}

// pgbench cannot draw a random text per transaction: each transaction takes a random row's
// value by primary key first (one index probe more than ZRM's), then runs the tab's queries.
// A name is taken into a variable (`\gset`, quoted) so the planner sees the pattern, as it
// sees the service's bound one, and can use the name-start indexes.

/// Core's lead search (services/core/src/leads/storage.rs): by personal id or by the start of
/// a name, the count up to 1,000 (every sampled last name matches more: the page is then read
/// by walking the newest-first index) and the page's rows.
const LEADS_SCRIPT: &str = "\\set id random(1, 1000000)\n\\set kind random(1, 2)\n\
\\if :kind = 1\n\
SELECT * FROM leads WHERE applicant_pni = (SELECT applicant_pni FROM leads WHERE lead_id >= :id ORDER BY lead_id LIMIT 1) \
OR co_applicant_pni = (SELECT applicant_pni FROM leads WHERE lead_id >= :id ORDER BY lead_id LIMIT 1) \
ORDER BY created_at DESC, lead_id DESC LIMIT 10;\n\
\\else\n\
SELECT quote_literal(lower(applicant_last_name) || '%') AS name FROM leads WHERE lead_id >= :id ORDER BY lead_id LIMIT 1 \\gset\n\
SELECT count(*) FROM (SELECT 1 FROM leads WHERE search_name LIKE :name \
OR lower(applicant_last_name || ' ' || applicant_first_name) LIKE :name \
OR (co_applicant_last_name IS NOT NULL AND lower(co_applicant_first_name || ' ' || co_applicant_last_name) LIKE :name) \
OR (co_applicant_last_name IS NOT NULL AND lower(co_applicant_last_name || ' ' || co_applicant_first_name) LIKE :name) LIMIT 1001) AS counted;\n\
BEGIN;\n\
SET LOCAL enable_bitmapscan = off;\n\
SET LOCAL enable_seqscan = off;\n\
SET LOCAL enable_sort = off;\n\
SELECT lead_id FROM leads WHERE search_name LIKE :name \
OR lower(applicant_last_name || ' ' || applicant_first_name) LIKE :name \
OR (co_applicant_last_name IS NOT NULL AND lower(co_applicant_first_name || ' ' || co_applicant_last_name) LIKE :name) \
OR (co_applicant_last_name IS NOT NULL AND lower(co_applicant_last_name || ' ' || co_applicant_first_name) LIKE :name) \
ORDER BY created_at DESC, lead_id DESC LIMIT 10;\n\
COMMIT;\n\
SELECT * FROM leads WHERE lead_id >= :id ORDER BY lead_id LIMIT 10;\n\
\\endif\n";

/// Core's side of the application search (the people's applications, a page and its total)
/// for the customers of a random applicant row and its neighbours (kdlt's side is the
/// Customers script): the page's ids and the count from the applicants' customer index, then
/// the page's applications.
const MORTGAGES_SCRIPT: &str = "\\set id random(1, 2000000)\n\
SELECT application_id FROM application_applicants WHERE customer_id IN (SELECT customer_id FROM application_applicants \
WHERE application_id >= :id ORDER BY application_id LIMIT 20) GROUP BY application_id \
ORDER BY max(application_created_at) DESC, application_id DESC LIMIT 10;\n\
SELECT count(DISTINCT application_id) FROM application_applicants WHERE customer_id IN (SELECT customer_id FROM application_applicants \
WHERE application_id >= :id ORDER BY application_id LIMIT 20);\n\
SELECT * FROM applications WHERE application_id >= :id ORDER BY application_id LIMIT 10;\n";

/// kdlt's customer search by personal id, phone number or the start of a name: a name's probe of
/// up to 1,001 matches of each name index, the page's ids in order from the indexes (every
/// sampled last name matches more than 1,000), and the page's rows.
const CUSTOMERS_SCRIPT: &str = "\\set id random(1, 1000000)\n\\set kind random(1, 3)\n\
\\if :kind = 1\n\
SELECT * FROM customers WHERE pni = (SELECT pni FROM customers WHERE customer_id >= :id ORDER BY customer_id LIMIT 1) ORDER BY customer_id LIMIT 10;\n\
\\elif :kind = 2\n\
SELECT * FROM customers WHERE phone_number = (SELECT phone_number FROM customers WHERE customer_id >= :id ORDER BY customer_id LIMIT 1) ORDER BY customer_id LIMIT 10;\n\
\\else\n\
SELECT quote_literal(lower(last_name) || '%') AS name FROM customers WHERE customer_id >= :id ORDER BY customer_id LIMIT 1 \\gset\n\
(SELECT customer_id FROM customers WHERE search_name LIKE :name LIMIT 1001) UNION ALL \
(SELECT customer_id FROM customers WHERE search_name_reversed LIKE :name LIMIT 1001);\n\
SELECT customer_id FROM (SELECT customer_id FROM customers WHERE search_name LIKE :name \
UNION ALL SELECT customer_id FROM customers WHERE search_name_reversed LIKE :name) AS matching \
ORDER BY customer_id LIMIT 20;\n\
SELECT * FROM customers WHERE customer_id >= :id ORDER BY customer_id LIMIT 10;\n\
\\endif\n";
