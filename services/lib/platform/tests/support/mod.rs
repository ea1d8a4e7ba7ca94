#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]
//! Helpers shared by the platform's integration tests.

use std::time::Duration;

use diesel_async::AsyncConnection;
use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use futures_util::StreamExt;
use lapin::options::{BasicAckOptions, BasicConsumeOptions, QueueDeclareOptions};
use lapin::types::FieldTable;
use zrm_platform::bus::{self, AmqpSettings, Event};
use zrm_platform::db::DbPool;
use zrm_platform::outbox;
use zrm_proto::common::v1::PageRequest;

/// The platform tables only; services add their own.
pub const NO_SERVICE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("tests/migrations");

/// Writes `count` events of type `test.thing.happened` through the outbox, one transaction each.
pub async fn enqueue_events(pool: &DbPool, first: u32, count: u32) {
    let mut connection = pool.get().await.unwrap();
    for page in first..first + count {
        connection
            .transaction::<_, zrm_platform::PlatformError, _>(async |connection| {
                outbox::enqueue(
                    connection,
                    "test.thing.happened",
                    &PageRequest { page, limit: 1 },
                )
                .await?;
                Ok(())
            })
            .await
            .unwrap();
    }
}

/// A plain durable queue bound to `test.#` on `zrm.events`, for observing what was published.
pub async fn observer_queue(settings: &AmqpSettings, name: &str) -> lapin::Channel {
    let connection = bus::connect(settings).await.unwrap();
    let channel = connection.create_channel().await.unwrap();
    bus::declare_exchanges(&channel).await.unwrap();
    let durable = QueueDeclareOptions {
        durable: true,
        ..QueueDeclareOptions::default()
    };
    channel
        .queue_declare(name.into(), durable, FieldTable::default())
        .await
        .unwrap();
    channel
        .queue_bind(
            name.into(),
            bus::EVENTS_EXCHANGE.into(),
            "test.#".into(),
            Default::default(),
            FieldTable::default(),
        )
        .await
        .unwrap();
    // Keep the connection alive as long as the channel.
    std::mem::forget(connection);
    channel
}

/// Receives until `expected` distinct pages were seen or `timeout` passed; returns the distinct
/// pages seen and the number of deliveries.
pub async fn collect_pages(
    channel: &lapin::Channel,
    queue: &str,
    expected: usize,
    timeout: Duration,
) -> (Vec<u32>, usize) {
    let mut consumer = channel
        .basic_consume(
            queue.into(),
            format!("obs-{}", uuid::Uuid::new_v4()).as_str().into(),
            BasicConsumeOptions::default(),
            FieldTable::default(),
        )
        .await
        .unwrap();
    let mut pages = std::collections::BTreeSet::new();
    let mut deliveries = 0;
    let deadline = tokio::time::Instant::now() + timeout;
    while pages.len() < expected {
        let next = tokio::time::timeout_at(deadline, consumer.next()).await;
        let Ok(Some(Ok(delivery))) = next else { break };
        let event = Event::decode_envelope(&delivery.data).unwrap();
        let page: PageRequest = event.decode().unwrap();
        pages.insert(page.page);
        deliveries += 1;
        delivery.ack(BasicAckOptions::default()).await.unwrap();
    }
    (pages.into_iter().collect(), deliveries)
}

/// The relay deletes rows in the transaction it commits after the broker confirmed them, so an
/// observer may see the messages a moment before the rows are gone.
pub async fn wait_until_all_published(pool: &DbPool) -> i64 {
    let mut unpublished = outbox::unpublished_count(pool).await.unwrap();
    for _ in 0..100 {
        if unpublished == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
        unpublished = outbox::unpublished_count(pool).await.unwrap();
    }
    unpublished
}
