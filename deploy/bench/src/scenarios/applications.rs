//! (e) The Applications table and the application page at scale: `POST /application/search2`
//! (first page; a substatus filter; mine-only) and `POST /application/get` (gateway → core →
//! Postgres, the applicants' names from kdlt, the next meetings), each beside pgbench running the
//! same queries on core's database. Target: p99 ≤ 30 ms at the bench's concurrency (8).
//! (f) `POST /application/create` end to end (kdlt confirms the applicant; the application, its
//! applicant, history entry and event committed; the event published) against pgbench writing the
//! same rows (application, applicant, history entry) into scratch copies. Target: ratio ≥ 0.30.

use std::sync::Arc;

use anyhow::bail;
use rand::Rng;
use tokio::sync::Mutex;
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::db::SCRATCH_SCHEMA;
use crate::load::{MakeOp, Op};
use crate::pgbench;
use crate::report::{Row, Target};
use crate::scenarios::rounds::{against_pgbench, alternate, closed_loop_run, fill_row};

const PAGE_SIZE: u32 = 25;
const P99_TARGET_MS: f64 = 30.0;
/// Application and customer ids drawn from.
const SAMPLE: i64 = 100_000;

/// The columns core reads for a page or an application (with the assignee's name).
const READ: &str = "SELECT a.*, e.first_name, e.last_name FROM applications a \
                    LEFT JOIN employees e ON e.user_id = a.assignee_id";
const NEWEST: &str = "ORDER BY a.created_at DESC, a.application_id DESC";

fn row(scenario: &str, baseline: &str, target: Target) -> Row {
    Row {
        scenario: scenario.to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: baseline.to_owned(),
        baseline: None,
        target,
        notes: Vec::new(),
    }
}

/// One table query: the page's filter as the gateway gets it and as SQL.
struct TableQuery {
    scenario: &'static str,
    body: serde_json::Value,
    filter_sql: String,
}

/// The read rows: three table queries and the application page. The bench user works in their
/// first coordinate (Mortgage Sweden), so the table shows Swedish applications.
pub async fn run_reads(args: &Args, api: &Api, db: &Client) -> Vec<Row> {
    let queries = [
        TableQuery {
            scenario: "(e) POST /application/search2 first page",
            body: serde_json::json!({}),
            filter_sql: "WHERE a.country = 'SE'".to_owned(),
        },
        TableQuery {
            scenario: "(e) POST /application/search2 substatus COMPLETE",
            body: serde_json::json!({ "substatuses": ["COMPLETE"] }),
            filter_sql: "WHERE a.country = 'SE' AND a.substatus = 'COMPLETE'".to_owned(),
        },
        TableQuery {
            scenario: "(e) POST /application/search2 mine-only",
            body: serde_json::json!({ "mine": true }),
            filter_sql: format!(
                "WHERE a.country = 'SE' AND a.assignee_id = '{}'",
                api.user_id.replace('\'', "")
            ),
        },
    ];
    let mut rows = Vec::new();
    let total = match count(db).await {
        Ok(total) => total,
        Err(error) => {
            let mut failed = row(
                "(e) applications",
                "pgbench",
                Target::MaxP99Ms(P99_TARGET_MS),
            );
            failed.zrm = Err(format!("{error:#}"));
            return vec![failed];
        }
    };
    let size = format!("on {total} applications");
    for query in queries {
        let mut table = row(
            query.scenario,
            "pgbench: the same page and its applicants",
            Target::MaxP99Ms(P99_TARGET_MS),
        );
        table.notes.push(size.clone());
        run_table(args, api, &query, &mut table).await;
        rows.push(table);
    }
    let mut get = row(
        "(e) POST /application/get",
        "pgbench: the application and its applicants by primary key",
        Target::MaxP99Ms(P99_TARGET_MS),
    );
    get.notes.push(size);
    run_get(args, api, db, &mut get).await;
    rows.push(get);
    rows
}

async fn count(db: &Client) -> anyhow::Result<i64> {
    // The planner's estimate: an exact count of millions of rows takes seconds and says nothing
    // more here.
    let estimate: f32 = db
        .query_one(
            "SELECT reltuples FROM pg_class WHERE relname = 'applications'",
            &[],
        )
        .await?
        .get(0);
    // Never analysed (-1) or analysed empty: count, as the table is small or new then.
    let total = if estimate >= 1.0 {
        estimate as i64
    } else {
        db.query_one("SELECT count(*) FROM applications", &[])
            .await?
            .get(0)
    };
    if total < 1 {
        bail!("no applications in core's database: seed first (ZRM_BENCH_APPLICATIONS)");
    }
    Ok(total)
}

async fn run_table(args: &Args, api: &Api, query: &TableQuery, table: &mut Row) {
    let target = match pgbench::Target::from_url(&args.core_db_url) {
        Ok(target) => target,
        Err(error) => {
            table.zrm = Err(format!("{error:#}"));
            return;
        }
    };
    let body = match serde_json::to_vec(&query.body) {
        Ok(body) => Arc::new(body),
        Err(error) => {
            table.zrm = Err(error.to_string());
            return;
        }
    };
    let op_api = api.clone();
    let make_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let body = Arc::clone(&body);
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let body = Arc::clone(&body);
            Box::pin(async move {
                connection
                    .lock()
                    .await
                    .search_applications(1, PAGE_SIZE, &body)
                    .await
            })
        });
        Ok(op)
    });
    // Core reads the page, then the applicants of its applications in one query.
    let script = format!(
        "{READ} {} {NEWEST} LIMIT {PAGE_SIZE};\n\
         SELECT * FROM application_applicants WHERE application_id IN \
         (SELECT a.application_id FROM applications a {} {NEWEST} LIMIT {PAGE_SIZE}) \
         ORDER BY application_id, position;\n",
        query.filter_sql, query.filter_sql
    );
    against_pgbench(args, &target, &make_op, "pages", &script, table).await;
}

async fn run_get(args: &Args, api: &Api, db: &Client, get: &mut Row) {
    let sampled = db
        .query(
            "SELECT application_id, country FROM applications TABLESAMPLE SYSTEM (1) LIMIT $1",
            &[&SAMPLE],
        )
        .await;
    let references: Vec<(i64, String)> = match sampled {
        Ok(rows) => rows.iter().map(|row| (row.get(0), row.get(1))).collect(),
        Err(error) => {
            get.zrm = Err(format!("{error:#}"));
            return;
        }
    };
    if references.is_empty() {
        get.zrm = Err("no applications sampled".to_owned());
        return;
    }
    let target = match pgbench::Target::from_url(&args.core_db_url) {
        Ok(target) => target,
        Err(error) => {
            get.zrm = Err(format!("{error:#}"));
            return;
        }
    };
    let (min, max) = references
        .iter()
        .fold((i64::MAX, i64::MIN), |(min, max), (id, _)| {
            (min.min(*id), max.max(*id))
        });
    let references = Arc::new(
        references
            .into_iter()
            .map(|(id, country)| format!("MO{country}{id}"))
            .collect::<Vec<_>>(),
    );
    let op_api = api.clone();
    let make_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let references = Arc::clone(&references);
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let reference = references[rand::rng().random_range(0..references.len())].clone();
            Box::pin(async move { connection.lock().await.get_application(&reference).await })
        });
        Ok(op)
    });
    let script = format!(
        "\\set id random({min}, {max})\n\
         {READ} WHERE a.application_id = :id;\n\
         SELECT * FROM application_applicants WHERE application_id = :id ORDER BY position;\n"
    );
    against_pgbench(args, &target, &make_op, "reads", &script, get).await;
}

/// (f): creating applications for customers sampled from the register.
pub async fn run_create(args: &Args, api: &Api, db: &Client, kdlt: &Client) -> Row {
    let mut create = row(
        "(f) POST /application/create",
        "pgbench writing the same rows (application, applicant, history) into copies",
        Target::MinRatio(0.30),
    );
    let customers: Vec<i64> = match kdlt
        .query(
            "SELECT customer_id FROM customers TABLESAMPLE SYSTEM (1) WHERE erased_at IS NULL LIMIT $1",
            &[&SAMPLE],
        )
        .await
    {
        Ok(rows) if !rows.is_empty() => rows.iter().map(|row| row.get(0)).collect(),
        Ok(_) => {
            create.zrm = Err("no customers in the register to sample".to_owned());
            return create;
        }
        Err(error) => {
            create.zrm = Err(format!("{error:#}"));
            return create;
        }
    };
    let customers = Arc::new(customers);
    let op_api = api.clone();
    let make_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let customers = Arc::clone(&customers);
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let customer = customers[rand::rng().random_range(0..customers.len())];
            Box::pin(async move { connection.lock().await.create_application(customer).await })
        });
        Ok(op)
    });
    let (rounds, notes, failure) = alternate(
        usize::from(args.rounds),
        || {
            let make_op = Arc::clone(&make_op);
            async move {
                let (figures, mut notes) =
                    closed_loop_run(args, make_op, "applications created").await?;
                notes.push(crate::scenarios::create::outbox_drain(db, args.grace()).await);
                Ok((figures, notes))
            }
        },
        || async {
            insert_baseline(args, db, &api.user_id)
                .await
                .map_err(|error| format!("{error:#}"))
        },
    )
    .await;
    fill_row(&mut create, &rounds, notes, failure);
    create
}

/// The tables an application is written to, copied (columns, defaults, identity, indexes and
/// checks) into the scratch schema, with the foreign keys among them and to the employees.
const BASELINE_TABLES: [&str; 3] = [
    "applications",
    "application_applicants",
    "application_events",
];

/// pgbench writing what creating an application commits, the cheapest way Postgres allows: the
/// application, its main applicant and its history entry in one statement, into scratch copies
/// of the three tables. The outbox row is left out, as the lead baseline leaves it out: it is how
/// ZRM publishes the event, which pgbench does not do.
async fn insert_baseline(
    args: &Args,
    db: &Client,
    user_id: &str,
) -> anyhow::Result<crate::stats::Figures> {
    let target = pgbench::Target::from_url(&args.core_db_url)?;
    create_scratch_applications(db).await?;
    let result = pgbench::run(
        &target,
        &baseline_script(user_id),
        args.concurrency,
        args.duration(),
    )
    .await;
    crate::db::drop_scratch(db).await?;
    result
}

/// Copies of the tables an application is written to, in the scratch schema (replaced if there).
pub async fn create_scratch_applications(db: &Client) -> anyhow::Result<()> {
    let mut ddl =
        format!("DROP SCHEMA IF EXISTS {SCRATCH_SCHEMA} CASCADE; CREATE SCHEMA {SCRATCH_SCHEMA};");
    for table in BASELINE_TABLES {
        ddl.push_str(&format!(
            " CREATE TABLE {SCRATCH_SCHEMA}.{table} (LIKE {table} INCLUDING DEFAULTS \
             INCLUDING IDENTITY INCLUDING INDEXES INCLUDING CONSTRAINTS);"
        ));
    }
    ddl.push_str(&format!(
        " ALTER TABLE {SCRATCH_SCHEMA}.applications ADD FOREIGN KEY (assignee_id) \
         REFERENCES employees (user_id); \
         ALTER TABLE {SCRATCH_SCHEMA}.application_applicants ADD FOREIGN KEY (application_id) \
         REFERENCES {SCRATCH_SCHEMA}.applications (application_id); \
         ALTER TABLE {SCRATCH_SCHEMA}.application_events ADD FOREIGN KEY (application_id) \
         REFERENCES {SCRATCH_SCHEMA}.applications (application_id);"
    ));
    db.batch_execute(&ddl).await?;
    Ok(())
}

/// The baseline's pgbench script (no `:` outside variables: pgbench would take it for one).
pub fn baseline_script(user_id: &str) -> String {
    let user = user_id.replace('\'', "");
    format!(
        "\\set customer random(1, {SAMPLE})\n\
         WITH application AS (INSERT INTO {SCRATCH_SCHEMA}.applications (country, loan_purpose, \
         mortgage_loan_amount, assignee_id, created_by) VALUES ('SE', 'BUY', 2500000, '{user}', \
         '{user}') RETURNING application_id, created_at), \
         applicant AS (INSERT INTO {SCRATCH_SCHEMA}.application_applicants (application_id, \
         position, role, customer_id, application_created_at) SELECT application_id, 0, \
         'MAIN_APPLICANT', :customer, created_at FROM application) \
         INSERT INTO {SCRATCH_SCHEMA}.application_events (application_id, kind, actor, detail) \
         SELECT application_id, 'created', '{user}', jsonb_build_object('loan_purpose', 'BUY', \
         'mortgage_loan_amount', 2500000, 'lead_id', NULL, 'duplicate_of', NULL) \
         FROM application;\n"
    )
}
