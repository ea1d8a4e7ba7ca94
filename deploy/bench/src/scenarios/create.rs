//! (b) `POST /lead/create` end to end (the lead and its event committed, the event
//! published by the outbox relay) vs pgbench inserting the same row into a scratch
//! copy of the leads table.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Mutex;
use tokio::time::Instant;
use tokio_postgres::Client;

use crate::api::Api;
use crate::cli::Args;
use crate::db::{OutboxProbe, create_scratch_leads, drop_scratch, lead_pk};
use crate::load::{MakeOp, Op};
use crate::pgbench;
use crate::report::{Row, Target};
use crate::scenarios::rounds::{alternate, closed_loop_run, fill_row};

pub async fn run(args: &Args, api: &Api, db: &Client) -> Row {
    let mut row = Row {
        scenario: "(b) POST /lead/create".to_owned(),
        zrm: Err("not run".to_owned()),
        baseline_name: "pgbench single-row insert".to_owned(),
        baseline: None,
        target: Target::MinRatio(0.30),
        notes: Vec::new(),
    };
    let op_api = api.clone();
    let make_op: MakeOp = Arc::new(move || {
        let connection = Arc::new(Mutex::new(op_api.connection()?));
        let op: Op = Box::new(move || {
            let connection = Arc::clone(&connection);
            Box::pin(async move { connection.lock().await.create_lead().await.map(|_| ()) })
        });
        Ok(op)
    });
    let (rounds, notes, failure) = alternate(
        usize::from(args.rounds),
        || {
            let make_op = Arc::clone(&make_op);
            async move {
                let (figures, mut notes) = closed_loop_run(args, make_op, "leads created").await?;
                // The next baseline starts only once the relay is done, so neither side
                // measures the other's leftovers.
                notes.push(outbox_drain(db, args.grace()).await);
                Ok((figures, notes))
            }
        },
        || async {
            baseline(args, db)
                .await
                .map_err(|error| format!("{error:#}"))
        },
    )
    .await;
    fill_row(&mut row, &rounds, notes, failure);
    row
}

/// Waits until the relay has published every outbox row; reports how long it took
/// after the load stopped.
pub async fn outbox_drain(db: &Client, grace: Duration) -> String {
    let probe = match OutboxProbe::detect(db).await {
        Ok(probe) => probe,
        Err(error) => return format!("outbox not checked: {error:#}"),
    };
    let started = Instant::now();
    let mut at_end = None;
    loop {
        match probe.unsent(db).await {
            Ok(0) => {
                return format!(
                    "outbox {} drained {} ms after the load ({} unsent when it stopped)",
                    probe.table,
                    started.elapsed().as_millis(),
                    at_end.unwrap_or(0)
                );
            }
            Ok(unsent) => {
                at_end.get_or_insert(unsent);
                if started.elapsed() >= grace {
                    return format!(
                        "**outbox {} still has {unsent} unsent rows {} s after the load**",
                        probe.table,
                        grace.as_secs()
                    );
                }
            }
            Err(error) => return format!("outbox check failed: {error:#}"),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn baseline(args: &Args, db: &Client) -> anyhow::Result<crate::stats::Figures> {
    let target = pgbench::Target::from_url(&args.core_db_url)?;
    let pk = lead_pk(db).await?;
    let insert = create_scratch_leads(db, &pk).await?;
    let result = pgbench::run(
        &target,
        &format!("{insert}\n"),
        args.concurrency,
        args.duration(),
    )
    .await;
    drop_scratch(db).await?;
    result
}
