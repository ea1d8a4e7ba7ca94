#![allow(clippy::unwrap_used, clippy::expect_used)]
//! The outbox relay and consumers against the real Postgres and RabbitMQ, each test in its own
//! database and vhost.

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use diesel_async::{AsyncPgConnection, RunQueryDsl};
use futures_util::StreamExt;
use lapin::options::{BasicConsumeOptions, BasicPublishOptions};
use lapin::types::FieldTable;
use support::{
    NO_SERVICE_MIGRATIONS, collect_pages, enqueue_events, observer_queue, wait_until_all_published,
};
use zrm_platform::bus::{self, Consumer, Event, EventHandler, HandlerError, Outcome};
use zrm_platform::outbox::OutboxRelay;
use zrm_platform::shutdown::Shutdown;
use zrm_platform::testing::{TestDatabase, TestVhost};
use zrm_proto::common::v1::PageRequest;

#[tokio::test]
async fn relay_publishes_every_row_once_confirmed_and_deletes_it() {
    let database = TestDatabase::create("platform_relay", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let vhost = TestVhost::create().unwrap();
    let channel = observer_queue(&vhost.settings, "observer").await;
    enqueue_events(&database.pool, 1, 250).await;

    let shutdown = Shutdown::new();
    let (outbox, relay) = OutboxRelay::spawn(
        database.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    outbox.wake();
    let (pages, _) = collect_pages(&channel, "observer", 250, Duration::from_secs(20)).await;
    assert_eq!(pages, (1..=250).collect::<Vec<_>>());
    assert_eq!(wait_until_all_published(&database.pool).await, 0);

    shutdown.trigger();
    relay.await.unwrap();
    database.cleanup().await.unwrap();
    vhost.cleanup().unwrap();
}

#[tokio::test]
async fn relay_carries_request_id_and_trace_context() {
    let database = TestDatabase::create("platform_ctx", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let vhost = TestVhost::create().unwrap();
    let channel = observer_queue(&vhost.settings, "observer").await;
    let context = zrm_platform::context::RequestContext::new(
        "req-42".into(),
        Some("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01".into()),
        None,
    );
    zrm_platform::context::scope(context, enqueue_events(&database.pool, 7, 1)).await;
    let shutdown = Shutdown::new();
    let (outbox, _relay) = OutboxRelay::spawn(
        database.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    outbox.wake();

    let mut consumer = channel
        .basic_consume(
            "observer".into(),
            "ctx".into(),
            BasicConsumeOptions::default(),
            FieldTable::default(),
        )
        .await
        .unwrap();
    let delivery = tokio::time::timeout(Duration::from_secs(10), consumer.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    let event = Event::decode_envelope(&delivery.data).unwrap();
    assert_eq!(event.request_id, "req-42");
    assert_eq!(
        event.traceparent,
        "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
    );
    let headers = delivery.properties.headers().clone().unwrap();
    let request_id = headers
        .inner()
        .get(&lapin::types::ShortString::from("x-request-id"))
        .cloned();
    assert!(
        matches!(&request_id, Some(lapin::types::AMQPValue::LongString(value)) if value.as_bytes() == b"req-42"),
        "{request_id:?}"
    );
    assert_eq!(delivery.routing_key.as_str(), "test.thing.happened");

    shutdown.trigger();
    database.cleanup().await.unwrap();
    vhost.cleanup().unwrap();
}

#[tokio::test]
async fn relay_survives_a_crash_mid_way_with_every_row_published() {
    let database = TestDatabase::create("platform_crash", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let vhost = TestVhost::create().unwrap();
    let channel = observer_queue(&vhost.settings, "observer").await;
    enqueue_events(&database.pool, 1, 500).await;

    // A relay killed abruptly (no graceful shutdown) while it works...
    let (outbox, crashed) = OutboxRelay::spawn(
        database.pool.clone(),
        vhost.settings.clone(),
        Shutdown::new(),
    );
    outbox.wake();
    tokio::time::sleep(Duration::from_millis(30)).await;
    crashed.abort();
    // ...and a new one started: everything is published at least once.
    let shutdown = Shutdown::new();
    let (outbox, _relay) = OutboxRelay::spawn(
        database.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    outbox.wake();
    let (pages, deliveries) =
        collect_pages(&channel, "observer", 500, Duration::from_secs(30)).await;
    assert_eq!(pages.len(), 500);
    assert!(deliveries >= 500);
    assert_eq!(wait_until_all_published(&database.pool).await, 0);

    shutdown.trigger();
    database.cleanup().await.unwrap();
    vhost.cleanup().unwrap();
}

/// Counts the events it takes into effect, writing a row per event in the consumer's transaction.
#[derive(Clone, Default)]
struct CountingHandler {
    committed: Arc<AtomicUsize>,
}

impl CountingHandler {
    fn count(&self) -> usize {
        AtomicUsize::load(&self.committed, Ordering::SeqCst)
    }
}

impl EventHandler for CountingHandler {
    type Output = ();

    async fn handle(
        &self,
        connection: &mut AsyncPgConnection,
        event: &Event,
    ) -> Result<(), HandlerError> {
        let page: PageRequest = event.decode()?;
        if page.page == 666 {
            return Err(HandlerError::Permanent("the number of the beast".into()));
        }
        diesel::sql_query("CREATE TABLE IF NOT EXISTS seen (page INT NOT NULL)")
            .execute(connection)
            .await?;
        diesel::sql_query(format!("INSERT INTO seen VALUES ({})", page.page))
            .execute(connection)
            .await?;
        Ok(())
    }

    async fn after_commit(&self, _output: ()) {
        self.committed.fetch_add(1, Ordering::SeqCst);
    }
}

fn envelope(page: u32) -> Vec<u8> {
    use prost::Message;
    let event = Event {
        event_id: uuid::Uuid::now_v7(),
        event_type: "test.thing.happened".into(),
        occurred_at: chrono::Utc::now(),
        request_id: "req".into(),
        traceparent: String::new(),
        tracestate: String::new(),
        payload: PageRequest { page, limit: 1 }.encode_to_vec(),
    };
    bus::encode_envelope(&event)
}

#[tokio::test]
async fn duplicate_delivery_takes_effect_once() {
    let database = TestDatabase::create("platform_dup", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let handler = CountingHandler::default();
    let consumer = Consumer::new("test.dups", &["test.#"], handler.clone());
    let body = envelope(5);
    assert_eq!(
        consumer.process(&database.pool, &body).await,
        Outcome::Processed
    );
    assert_eq!(
        consumer.process(&database.pool, &body).await,
        Outcome::Duplicate
    );
    assert_eq!(handler.count(), 1);
    let mut connection = database.pool.get().await.unwrap();
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let count: Count = diesel::sql_query("SELECT count(*) AS n FROM seen")
        .get_result(&mut connection)
        .await
        .unwrap();
    assert_eq!(count.n, 1);
    drop(connection);
    database.cleanup().await.unwrap();
}

#[tokio::test]
async fn duplicate_published_twice_is_consumed_once_over_the_broker() {
    let database = TestDatabase::create("platform_dup_bus", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let vhost = TestVhost::create().unwrap();
    let handler = CountingHandler::default();
    let shutdown = Shutdown::new();
    Consumer::new("test.bus-dups", &["test.#"], handler.clone()).spawn(
        database.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    let publisher = bus::connect(&vhost.settings)
        .await
        .unwrap()
        .create_channel()
        .await
        .unwrap();
    wait_for_queue(&vhost.settings, "test.bus-dups").await;
    let body = envelope(9);
    for _ in 0..2 {
        publisher
            .basic_publish(
                bus::EVENTS_EXCHANGE.into(),
                "test.thing.happened".into(),
                BasicPublishOptions::default(),
                &body,
                Default::default(),
            )
            .await
            .unwrap();
    }
    let other = envelope(10);
    publisher
        .basic_publish(
            bus::EVENTS_EXCHANGE.into(),
            "test.thing.happened".into(),
            BasicPublishOptions::default(),
            &other,
            Default::default(),
        )
        .await
        .unwrap();
    wait_until(|| handler.count() >= 2).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(handler.count(), 2);
    shutdown.trigger();
    database.cleanup().await.unwrap();
    vhost.cleanup().unwrap();
}

#[tokio::test]
async fn poison_messages_land_in_the_dead_letter_queue() {
    let database = TestDatabase::create("platform_poison", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let vhost = TestVhost::create().unwrap();
    let handler = CountingHandler::default();
    let shutdown = Shutdown::new();
    Consumer::new("test.poison", &["test.#"], handler.clone()).spawn(
        database.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    let publisher = bus::connect(&vhost.settings)
        .await
        .unwrap()
        .create_channel()
        .await
        .unwrap();
    wait_for_queue(&vhost.settings, "test.poison").await;
    // Not an envelope at all, and an envelope the handler rejects for good.
    for body in [b"\xff\xfenot protobuf".to_vec(), envelope(666), envelope(1)] {
        publisher
            .basic_publish(
                bus::EVENTS_EXCHANGE.into(),
                "test.thing.happened".into(),
                BasicPublishOptions::default(),
                &body,
                Default::default(),
            )
            .await
            .unwrap();
    }
    let dead = bus::dead_letter_queue("test.poison");
    let mut dead_letters = Vec::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while dead_letters.len() < 2 && tokio::time::Instant::now() < deadline {
        match publisher
            .basic_get(dead.as_str().into(), Default::default())
            .await
            .unwrap()
        {
            Some(message) => dead_letters.push(message.delivery.data.clone()),
            None => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
    assert_eq!(dead_letters.len(), 2);
    assert!(dead_letters.contains(&b"\xff\xfenot protobuf".to_vec()));
    wait_until(|| handler.count() == 1).await;
    shutdown.trigger();
    database.cleanup().await.unwrap();
    vhost.cleanup().unwrap();
}

/// Waits until the consumer declared its queue (a passive declare fails, and closes its
/// channel, while the queue does not exist).
async fn wait_for_queue(settings: &bus::AmqpSettings, queue: &str) {
    let connection = bus::connect(settings).await.unwrap();
    for _ in 0..100 {
        let channel = connection.create_channel().await.unwrap();
        let passive = lapin::options::QueueDeclareOptions {
            passive: true,
            ..Default::default()
        };
        // The consumer declares, then binds, then consumes: once it consumes, messages published
        // to the exchange are routed to its queue (a declared queue alone may not be bound yet).
        if let Ok(declared) = channel
            .queue_declare(queue.into(), passive, FieldTable::default())
            .await
            && declared.consumer_count() > 0
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("nobody consumes {queue}");
}

async fn wait_until(condition: impl Fn() -> bool) {
    for _ in 0..200 {
        if condition() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("condition not reached in 10 s");
}

#[tokio::test]
async fn migrations_go_up_down_and_up_again() {
    let database = TestDatabase::create("platform_migrations", NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    let url = database.settings.url.clone();
    zrm_platform::db::revert_all_migrations(&url, NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    zrm_platform::db::run_migrations(&url, NO_SERVICE_MIGRATIONS)
        .await
        .unwrap();
    assert_eq!(wait_until_all_published(&database.pool).await, 0);
    database.cleanup().await.unwrap();
}
