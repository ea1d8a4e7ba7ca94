//! Writes the applications created at the same time in one statement: group commit. Each create
//! hands its application to a queue; a few writer tasks each take whatever has queued up (up to
//! [`MAX_TOGETHER`]) and write it with one statement, one commit. A create that arrives alone is
//! written alone, at once: nothing waits for company, so a quiet desk sees no added latency,
//! while a busy one pays for one statement, one commit and one WAL flush per handful of
//! applications instead of per application.
//!
//! When a statement of several fails (an unknown lead among them, say), each is written again on
//! its own, so only the one at fault is refused.

use std::sync::Arc;

use tokio::sync::{Mutex, mpsc, oneshot};
use zrm_platform::db::DbPool;
use zrm_platform::outbox::Outbox;
use zrm_platform::storage::StorageError;

use crate::error::CoreError;
use crate::ids::DrawnIds;
use crate::state::pooled;

use super::create::{WrittenApplication, insert_new_applications};
use super::model::NewApplication;

/// The most applications one statement writes.
pub const MAX_TOGETHER: usize = 32;
/// Statements in flight at once: one is written while the next batch gathers.
const WRITERS: usize = 2;
/// Creates waiting beyond this many wait to be queued.
const QUEUE_DEPTH: usize = 256;

type Answer = Result<WrittenApplication, CoreError>;

struct Queued {
    application: NewApplication,
    reply: oneshot::Sender<Answer>,
}

#[derive(Clone)]
pub struct ApplicationWriter {
    queue: mpsc::Sender<Queued>,
}

impl ApplicationWriter {
    /// Starts the writer tasks on the current runtime; they stop when every handle is dropped.
    pub fn start(pool: DbPool, ids: Arc<DrawnIds>, outbox: Outbox) -> Self {
        let (queue, receiver) = mpsc::channel(QUEUE_DEPTH);
        let receiver = Arc::new(Mutex::new(receiver));
        for _ in 0..WRITERS {
            tokio::spawn(write_queued(
                Arc::clone(&receiver),
                pool.clone(),
                Arc::clone(&ids),
                outbox.clone(),
            ));
        }
        Self { queue }
    }

    /// Writes the application (with whatever else is queued) and answers what was written.
    pub async fn write(&self, application: NewApplication) -> Answer {
        let (reply, answer) = oneshot::channel();
        self.queue
            .send(Queued { application, reply })
            .await
            .map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }
}

fn stopped() -> CoreError {
    CoreError::Storage(StorageError::Unavailable(
        "the application writer has stopped".to_owned(),
    ))
}

async fn write_queued(
    receiver: Arc<Mutex<mpsc::Receiver<Queued>>>,
    pool: DbPool,
    ids: Arc<DrawnIds>,
    outbox: Outbox,
) {
    loop {
        let batch = {
            let mut receiver = receiver.lock().await;
            let Some(first) = receiver.recv().await else {
                return;
            };
            let mut batch = vec![first];
            while batch.len() < MAX_TOGETHER {
                match receiver.try_recv() {
                    Ok(queued) => batch.push(queued),
                    Err(_) => break,
                }
            }
            batch
        };
        let (applications, replies): (Vec<_>, Vec<_>) = batch
            .into_iter()
            .map(|queued| (queued.application, queued.reply))
            .unzip();
        let answers = write_together(&pool, &ids, &applications).await;
        outbox.wake();
        for (reply, answer) in replies.into_iter().zip(answers) {
            // A caller that went away (its request cancelled) still has its application written.
            let _ = reply.send(answer);
        }
    }
}

/// Writes `applications` in one statement, or, when that fails, each on its own; one answer per
/// application, in their order.
pub async fn write_together(
    pool: &DbPool,
    ids: &DrawnIds,
    applications: &[NewApplication],
) -> Vec<Answer> {
    match write(pool, ids, applications).await {
        Ok(written) => written.into_iter().map(Ok).collect(),
        Err(error) if applications.len() == 1 => vec![Err(error)],
        Err(error) => {
            tracing::debug!(%error, count = applications.len(), "writing the applications one by one");
            let mut answers = Vec::with_capacity(applications.len());
            for application in applications {
                answers.push(
                    write(pool, ids, std::slice::from_ref(application))
                        .await
                        .and_then(|mut written| {
                            written.pop().ok_or(CoreError::ApplicationNotFound)
                        }),
                );
            }
            answers
        }
    }
}

async fn write(
    pool: &DbPool,
    ids: &DrawnIds,
    applications: &[NewApplication],
) -> Result<Vec<WrittenApplication>, CoreError> {
    let mut conn = pooled(pool).await?;
    insert_new_applications(&mut conn, ids, applications).await
}
