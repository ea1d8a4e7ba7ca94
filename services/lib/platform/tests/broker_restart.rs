#![allow(clippy::unwrap_used, clippy::expect_used)]
//! RabbitMQ restarted under a working relay and consumer: nothing is lost and every event takes
//! effect exactly once. The broker it stops and starts is a private RabbitMQ node that the test
//! command starts for this binary alone (deploy/lib/broker.sh), so neither the other tests nor a
//! running demo stack lose their broker.

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use diesel_async::{AsyncPgConnection, RunQueryDsl};
use support::{
    NO_SERVICE_MIGRATIONS, collect_pages, enqueue_events, observer_queue, wait_until_all_published,
};
use zrm_platform::bus::{Consumer, Event, EventHandler, HandlerError};
use zrm_platform::outbox::{self, OutboxRelay};
use zrm_platform::shutdown::Shutdown;
use zrm_platform::testing::{TestDatabase, TestVhost, rabbitmqctl_command};
use zrm_proto::common::v1::PageRequest;

#[derive(Clone, Default)]
struct Recorder {
    taken: Arc<AtomicUsize>,
}

impl EventHandler for Recorder {
    type Output = ();

    async fn handle(
        &self,
        connection: &mut AsyncPgConnection,
        event: &Event,
    ) -> Result<(), HandlerError> {
        let page: PageRequest = event.decode()?;
        diesel::sql_query("CREATE TABLE IF NOT EXISTS taken (page INT PRIMARY KEY)")
            .execute(connection)
            .await?;
        // The primary key makes a second effect of the same page fail loudly.
        diesel::sql_query(format!("INSERT INTO taken VALUES ({})", page.page))
            .execute(connection)
            .await
            .map_err(|error| {
                HandlerError::Permanent(format!("page {} taken twice: {error}", page.page))
            })?;
        Ok(())
    }

    async fn after_commit(&self, _output: ()) {
        self.taken.fetch_add(1, Ordering::SeqCst);
    }
}

/// Stops and starts the broker of `ZRM_TEST_RABBITMQ_NODE`: a private node that deploy/test.sh
/// starts for this test, never the shared broker a running demo stack uses.
fn rabbitmqctl(arguments: &[&str]) {
    assert!(
        std::env::var_os("ZRM_TEST_RABBITMQ_NODE").is_some()
            && std::env::var_os("ZRM_TEST_AMQP_SERVER").is_some(),
        "this test restarts its broker: run it through deploy/test.sh, which starts a private \
         RabbitMQ node and sets ZRM_TEST_RABBITMQ_NODE and ZRM_TEST_AMQP_SERVER"
    );
    let status = rabbitmqctl_command().args(arguments).status().unwrap();
    assert!(status.success(), "rabbitmqctl {arguments:?} failed");
}

#[tokio::test]
async fn outbox_and_consumer_survive_a_broker_restart_with_nothing_lost() {
    let database = TestDatabase::create("platform_restart", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let consumer_database =
        TestDatabase::create("platform_restart_consumer", NO_SERVICE_MIGRATIONS)
            .await
            .unwrap();
    let vhost = TestVhost::create().unwrap();
    observer_queue(&vhost.settings, "observer").await;

    let shutdown = Shutdown::new();
    let recorder = Recorder::default();
    Consumer::new("test.restart", &["test.#"], recorder.clone()).spawn(
        consumer_database.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    let (outbox, _relay) = OutboxRelay::spawn(
        database.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    // Let the consumer declare its queue before anything is published.
    tokio::time::sleep(Duration::from_millis(500)).await;

    enqueue_events(&database.pool, 1, 200).await;
    outbox.wake();
    tokio::time::sleep(Duration::from_millis(200)).await;

    rabbitmqctl(&["stop_app"]);
    // Written while the broker is down: they wait in the outbox.
    enqueue_events(&database.pool, 201, 200).await;
    outbox.wake();
    assert!(outbox::unpublished_count(&database.pool).await.unwrap() >= 200);
    rabbitmqctl(&["start_app"]);
    rabbitmqctl(&["await_startup"]);
    enqueue_events(&database.pool, 401, 100).await;
    outbox.wake();

    let channel = observer_queue(&vhost.settings, "observer").await;
    let (pages, _) = collect_pages(&channel, "observer", 500, Duration::from_secs(60)).await;
    assert_eq!(
        pages,
        (1..=500).collect::<Vec<_>>(),
        "every event published at least once"
    );
    assert_eq!(wait_until_all_published(&database.pool).await, 0);

    for _ in 0..600 {
        if AtomicUsize::load(&recorder.taken, Ordering::SeqCst) >= 500 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        AtomicUsize::load(&recorder.taken, Ordering::SeqCst),
        500,
        "every event took effect exactly once"
    );

    shutdown.trigger();
    database.cleanup().await.unwrap();
    consumer_database.cleanup().await.unwrap();
    vhost.cleanup().unwrap();
}
