//! (d) The customer register at scale: `GET /customer/list` pages and `POST /customer/search` by
//! each key (gateway → kdlt → Postgres, each customer shown audited as viewed), beside pgbench
//! running the same queries. Target: p99 ≤ 30 ms at the bench's concurrency (8).
//!
//! List pages are drawn from the first 400 (10,000 customers at 25 a page): staff page through
//! the newest customers and search for the rest; a page deep in a million rows is an OFFSET scan
//! whichever way it is served. Search values are full values sampled from the register, the
//! keys taken in turn.

use std::sync::Arc;

use rand::Rng;
use tokio::sync::Mutex;
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::load::{MakeOp, Op};
use crate::pgbench;
use crate::report::{Row, Target};
use crate::scenarios::rounds::against_pgbench;

/// The deepest list page drawn.
const LIST_PAGES: u32 = 400;
const PAGE_SIZE: u32 = 25;
const SAMPLE: i64 = 5_000;
const P99_TARGET_MS: f64 = 30.0;

/// Full values of each key of some customers, for the searches.
#[derive(Debug, Default)]
struct Samples {
    by_key: Vec<(&'static str, Vec<String>)>,
    min_id: i64,
    max_id: i64,
}

async fn sample(db: &Client) -> anyhow::Result<(i64, Samples)> {
    let total: i64 = db
        .query_one("SELECT total FROM customer_count", &[])
        .await?
        .get(0);
    let rows = db
        .query(
            "SELECT customer_id, pni, phone_number, email, sverker_id FROM customers \
             WHERE erased_at IS NULL ORDER BY random() LIMIT $1",
            &[&SAMPLE],
        )
        .await?;
    let bounds = db
        .query_one(
            "SELECT min(customer_id), max(customer_id) FROM customers",
            &[],
        )
        .await?;
    let column = |index: usize| -> Vec<String> {
        rows.iter()
            .filter_map(|row| row.get::<_, Option<String>>(index))
            .collect()
    };
    let ids: Vec<String> = rows
        .iter()
        .map(|row| row.get::<_, i64>(0).to_string())
        .collect();
    let samples = Samples {
        by_key: vec![
            ("pni", column(1)),
            ("phone_number", column(2)),
            ("email", column(3)),
            ("sverker_id", column(4)),
            ("id", ids),
        ]
        .into_iter()
        .filter(|(_, values)| !values.is_empty())
        .collect(),
        min_id: bounds.get::<_, Option<i64>>(0).unwrap_or(1),
        max_id: bounds.get::<_, Option<i64>>(1).unwrap_or(1),
    };
    Ok((total, samples))
}

fn row(scenario: &str, baseline: &str) -> Row {
    Row {
        scenario: scenario.to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: baseline.to_owned(),
        baseline: None,
        target: Target::MaxP99Ms(P99_TARGET_MS),
        notes: Vec::new(),
    }
}

/// Both rows: list pages, then searches.
pub async fn run(args: &Args, api: &Api, db: &Client) -> Vec<Row> {
    let mut list = row(
        "(d) GET /customer/list (pages 1-400 of 25)",
        "pgbench: the same page and the total",
    );
    let mut search = row(
        "(d) POST /customer/search by each key",
        "pgbench: the same equality lookups",
    );
    let (total, samples) = match sample(db).await {
        Ok(found) => found,
        Err(error) => {
            list.zrm = Err(format!("{error:#}"));
            search.zrm = Err(format!("{error:#}"));
            return vec![list, search];
        }
    };
    let target = match pgbench::Target::from_url(&args.kdlt_db_url) {
        Ok(target) => target,
        Err(error) => {
            list.zrm = Err(format!("{error:#}"));
            search.zrm = Err(format!("{error:#}"));
            return vec![list, search];
        }
    };
    let size = format!("on {total} customers");
    list.notes.push(size.clone());
    search.notes.push(size);
    run_rows(
        args,
        api,
        &target,
        Arc::new(samples),
        &mut list,
        &mut search,
    )
    .await;
    vec![list, search]
}

async fn run_rows(
    args: &Args,
    api: &Api,
    target: &pgbench::Target,
    samples: Arc<Samples>,
    list: &mut Row,
    search: &mut Row,
) {
    let op_api = api.clone();
    let list_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let page = rand::rng().random_range(1..=LIST_PAGES);
            Box::pin(async move {
                connection
                    .lock()
                    .await
                    .list_customers(page, PAGE_SIZE)
                    .await
            })
        });
        Ok(op)
    });
    let list_script = format!(
        "\\set p random(1, {LIST_PAGES})\n\
         SELECT * FROM customers ORDER BY customer_id DESC LIMIT {PAGE_SIZE} OFFSET (:p - 1) * {PAGE_SIZE};\n\
         SELECT total FROM customer_count;\n"
    );
    against_pgbench(args, target, &list_op, "list pages", &list_script, list).await;

    let op_api = api.clone();
    let op_samples = Arc::clone(&samples);
    let search_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let samples = Arc::clone(&op_samples);
        let mut turn = 0usize;
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let (key, values) = &samples.by_key[turn % samples.by_key.len()];
            turn += 1;
            let value = values[rand::rng().random_range(0..values.len())].clone();
            let key = *key;
            Box::pin(async move { connection.lock().await.search_customers(key, &value).await })
        });
        Ok(op)
    });
    // pgbench cannot draw a random text per transaction: each transaction picks a key and takes
    // a random customer's value of it by primary key first (one index probe more than ZRM's).
    let search_script = format!(
        "\\set id random({}, {})\n\\set key random(1, 5)\n\
         \\if :key = 1\n\
         SELECT * FROM customers WHERE pni = (SELECT pni FROM customers WHERE customer_id = :id) ORDER BY customer_id LIMIT {PAGE_SIZE};\n\
         \\elif :key = 2\n\
         SELECT * FROM customers WHERE phone_number = (SELECT phone_number FROM customers WHERE customer_id = :id) ORDER BY customer_id LIMIT {PAGE_SIZE};\n\
         \\elif :key = 3\n\
         SELECT * FROM customers WHERE lower(email) = (SELECT lower(email) FROM customers WHERE customer_id = :id) ORDER BY customer_id LIMIT {PAGE_SIZE};\n\
         \\elif :key = 4\n\
         SELECT * FROM customers WHERE sverker_id = (SELECT sverker_id FROM customers WHERE customer_id = :id) ORDER BY customer_id LIMIT {PAGE_SIZE};\n\
         \\else\n\
         SELECT * FROM customers WHERE customer_id = :id;\n\
         \\endif\n",
        samples.min_id, samples.max_id
    );
    against_pgbench(args, target, &search_op, "searches", &search_script, search).await;
}
