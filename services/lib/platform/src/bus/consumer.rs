//! Consumers: a durable quorum queue per consumer, manual acks after the consumer's own
//! transaction commits, the inbox dropping duplicates, and poison messages dead-lettered.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use diesel::ExpressionMethods;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use futures_util::StreamExt;
use lapin::message::Delivery;
use lapin::options::{BasicAckOptions, BasicConsumeOptions, BasicNackOptions, BasicQosOptions};
use lapin::types::FieldTable;
use tracing::Instrument;

use super::{
    AmqpSettings, BROKER_REPLY_TIMEOUT, Event, broker_timeout, connect_with_backoff, declare_queue,
};
use crate::db::DbPool;
use crate::schema::zrm_inbox;
use crate::shutdown::Shutdown;
use crate::{PlatformError, context, metrics, telemetry};

#[derive(Debug, thiserror::Error)]
pub enum HandlerError {
    /// The message can never succeed (does not decode, breaks an invariant): dead-letter it now.
    #[error("permanent failure: {0}")]
    Permanent(String),
    /// Worth another try (database down, dependency unavailable): requeue; the queue's delivery
    /// limit dead-letters it when it keeps failing.
    #[error("transient failure: {0}")]
    Transient(String),
}

impl From<diesel::result::Error> for HandlerError {
    fn from(error: diesel::result::Error) -> Self {
        Self::Transient(error.to_string())
    }
}

/// What a consumer does with an event.
pub trait EventHandler: Send + Sync + 'static {
    /// Handed from the transaction to [`EventHandler::after_commit`].
    type Output: Send + 'static;

    /// Takes the event into effect inside the consumer's transaction (which also records the
    /// event in the inbox). Runs at most once per event id for this consumer.
    fn handle<'a>(
        &'a self,
        connection: &'a mut AsyncPgConnection,
        event: &'a Event,
    ) -> impl Future<Output = Result<Self::Output, HandlerError>> + Send + 'a;

    /// Side effects outside the database (a push), run after the commit and before the ack.
    fn after_commit(&self, output: Self::Output) -> impl Future<Output = ()> + Send + '_;
}

/// What became of one delivery.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Processed,
    Duplicate,
    DeadLettered,
    Retried,
}

pub struct Consumer<H> {
    queue: String,
    routing_keys: Vec<String>,
    handler: Arc<H>,
}

impl<H: EventHandler> Consumer<H> {
    /// `queue` names the consumer (and its inbox rows); it receives events whose routing key
    /// matches one of `routing_keys`.
    pub fn new(queue: impl Into<String>, routing_keys: &[&str], handler: H) -> Self {
        Self {
            queue: queue.into(),
            routing_keys: routing_keys.iter().map(|key| key.to_string()).collect(),
            handler: Arc::new(handler),
        }
    }

    /// Consumes until shutdown, reconnecting with backoff whenever the broker goes away.
    pub fn spawn(
        self,
        pool: DbPool,
        settings: AmqpSettings,
        shutdown: Shutdown,
    ) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move { self.run(pool, settings, shutdown).await })
    }

    async fn run(self, pool: DbPool, settings: AmqpSettings, shutdown: Shutdown) {
        while let Some(connection) = connect_with_backoff(&settings, &shutdown).await {
            match self.consume(&connection, &pool, &settings, &shutdown).await {
                Ok(()) => break,
                Err(error) => {
                    tracing::warn!(%error, queue = %self.queue, "consumer lost its channel; reconnecting");
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        }
        tracing::info!(queue = %self.queue, "consumer stopped");
    }

    /// Returns `Ok` on shutdown, `Err` when the channel broke.
    async fn consume(
        &self,
        connection: &lapin::Connection,
        pool: &DbPool,
        settings: &AmqpSettings,
        shutdown: &Shutdown,
    ) -> Result<(), PlatformError> {
        // While RabbitMQ is still starting, declaring a quorum queue can wait forever for its
        // reply; bound the set-up so the consumer tries again instead of hanging.
        let setup = async {
            let channel = connection.create_channel().await?;
            declare_queue(&channel, &self.queue, &self.routing_keys, settings).await?;
            channel
                .basic_qos(settings.prefetch, BasicQosOptions::default())
                .await?;
            let deliveries = channel
                .basic_consume(
                    self.queue.as_str().into(),
                    format!("{}-{}", self.queue, uuid::Uuid::new_v4())
                        .as_str()
                        .into(),
                    BasicConsumeOptions::default(),
                    FieldTable::default(),
                )
                .await?;
            Ok::<_, PlatformError>((channel, deliveries))
        };
        let (channel, mut deliveries) =
            tokio::time::timeout(BROKER_REPLY_TIMEOUT, setup)
                .await
                .map_err(|_| broker_timeout("consumer set-up timed out"))??;
        tracing::info!(queue = %self.queue, "consuming");
        // A consumer stream does not always end when the broker goes away (seen when RabbitMQ
        // restarts), so the connection's own view is checked too and a dead one reconnects.
        let mut watchdog = tokio::time::interval(Duration::from_secs(1));
        loop {
            let delivery = tokio::select! {
                _ = shutdown.wait() => return Ok(()),
                _ = watchdog.tick() => {
                    if connection.status().connected() && channel.status().connected() {
                        continue;
                    }
                    return Err(PlatformError::Amqp(lapin::Error::from(lapin::ErrorKind::InvalidChannelState(
                        lapin::ChannelState::Closed,
                        "connection lost",
                    ))));
                }
                next = deliveries.next() => next,
            };
            match delivery {
                Some(Ok(delivery)) => self.settle(pool, delivery).await?,
                Some(Err(error)) => return Err(error.into()),
                None => {
                    return Err(PlatformError::Amqp(lapin::Error::from(
                        lapin::ErrorKind::InvalidChannelState(
                            lapin::ChannelState::Closed,
                            "consumer stream ended",
                        ),
                    )));
                }
            }
        }
    }

    async fn settle(&self, pool: &DbPool, delivery: Delivery) -> Result<(), PlatformError> {
        let outcome = self.process(pool, &delivery.data).await;
        metrics::record_consumed(&self.queue, outcome);
        // The watchdog is not polled while this runs: bound the broker's part so an ack on a
        // connection that died under it cannot stall the consumer for good.
        let settled = match outcome {
            Outcome::Processed | Outcome::Duplicate => {
                tokio::time::timeout(
                    BROKER_REPLY_TIMEOUT,
                    delivery.ack(BasicAckOptions::default()),
                )
                .await
            }
            Outcome::DeadLettered => {
                let nack = delivery.nack(BasicNackOptions {
                    requeue: false,
                    ..BasicNackOptions::default()
                });
                tokio::time::timeout(BROKER_REPLY_TIMEOUT, nack).await
            }
            Outcome::Retried => {
                // A short pause so a dependency that is down is not hammered in a tight loop.
                tokio::time::sleep(Duration::from_millis(250)).await;
                let nack = delivery.nack(BasicNackOptions {
                    requeue: true,
                    ..BasicNackOptions::default()
                });
                tokio::time::timeout(BROKER_REPLY_TIMEOUT, nack).await
            }
        };
        settled.map_err(|_| broker_timeout("settling a delivery timed out"))??;
        Ok(())
    }

    /// Takes one message body into effect. Public so tests can drive it without a broker.
    pub async fn process(&self, pool: &DbPool, body: &[u8]) -> Outcome {
        let event = match Event::decode_envelope(body) {
            Ok(event) => event,
            Err(error) => {
                tracing::error!(%error, queue = %self.queue, "poison message dead-lettered");
                return Outcome::DeadLettered;
            }
        };
        let span = tracing::info_span!(
            "consume",
            queue = %self.queue,
            event_type = %event.event_type,
            event_id = %event.event_id,
            request_id = %event.request_id,
        );
        telemetry::set_remote_parent(
            &span,
            Some(event.traceparent.as_str()).filter(|v| !v.is_empty()),
            Some(event.tracestate.as_str()).filter(|v| !v.is_empty()),
        );
        let context = event.context();
        context::scope(context, self.process_event(pool, &event).instrument(span)).await
    }

    async fn process_event(&self, pool: &DbPool, event: &Event) -> Outcome {
        let mut connection = match pool.get().await {
            Ok(connection) => connection,
            Err(error) => {
                tracing::warn!(%error, "no database connection; event will be retried");
                return Outcome::Retried;
            }
        };
        let queue = self.queue.as_str();
        let handler = &self.handler;
        let result = connection
            .transaction::<Option<H::Output>, HandlerError, _>(async |connection| {
                let inserted = diesel::insert_into(zrm_inbox::table)
                    .values((
                        zrm_inbox::consumer.eq(queue),
                        zrm_inbox::event_id.eq(event.event_id),
                        zrm_inbox::event_type.eq(&event.event_type),
                    ))
                    .on_conflict_do_nothing()
                    .execute(connection)
                    .await?;
                if inserted == 0 {
                    return Ok(None);
                }
                handler.handle(connection, event).await.map(Some)
            })
            .await;
        match result {
            Ok(Some(output)) => {
                handler.after_commit(output).await;
                tracing::debug!("event processed");
                Outcome::Processed
            }
            Ok(None) => {
                tracing::info!("duplicate event dropped");
                Outcome::Duplicate
            }
            Err(HandlerError::Permanent(reason)) => {
                tracing::error!(%reason, "event cannot be processed; dead-lettered");
                Outcome::DeadLettered
            }
            Err(HandlerError::Transient(reason)) => {
                tracing::warn!(%reason, "event processing failed; will be retried");
                Outcome::Retried
            }
        }
    }
}
