//! (a) `GET /lead/get/{id}` (gateway → core → Postgres) vs pgbench selecting one lead
//! by primary key at the same concurrency.

use std::sync::Arc;

use rand::Rng;
use tokio::sync::Mutex;
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::db::{ident, lead_ids, lead_pk};
use crate::load::{MakeOp, Op};
use crate::pgbench;
use crate::report::{Row, Target};
use crate::scenarios::rounds::against_pgbench;

pub async fn run(args: &Args, api: &Api, db: &Client) -> Row {
    let mut row = Row {
        scenario: "(a) GET /lead/get/{id}".to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: "pgbench select by primary key".to_owned(),
        baseline: None,
        target: Target::MinRatio(0.30),
        notes: Vec::new(),
    };
    let found = async {
        let pk = lead_pk(db).await?;
        let ids = lead_ids(db, &pk).await?;
        anyhow::Ok((pk, ids))
    };
    let (pk, ids) = match found.await {
        Ok(found) => found,
        Err(error) => {
            row.zrm = Err(format!("{error:#}"));
            return row;
        }
    };
    let ids = Arc::new(ids);
    let op_api = api.clone();
    let op_ids = Arc::clone(&ids);
    let make_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let ids = Arc::clone(&op_ids);
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            let id = ids[rand::rng().random_range(0..ids.len())];
            Box::pin(async move { connection.lock().await.get_lead(id).await })
        });
        Ok(op)
    });
    let (min, max) = (
        ids.iter().copied().min().unwrap_or(1),
        ids.iter().copied().max().unwrap_or(1),
    );
    let script = format!(
        "\\set id random({min}, {max})\nSELECT * FROM leads WHERE {} = :id;\n",
        ident(&pk)
    );
    let target = match pgbench::Target::from_url(&args.core_db_url) {
        Ok(target) => target,
        Err(error) => {
            row.zrm = Err(format!("{error:#}"));
            return row;
        }
    };
    let done = format!("requests over {} lead ids", ids.len());
    against_pgbench(args, &target, &make_op, &done, &script, &mut row).await;
    row
}
