//! One Redis pub/sub subscription kept alive for the life of the process: subscribe, tell the
//! handler it is live, hand it every message, ping to detect a dead connection, and resubscribe
//! with capped exponential backoff, telling the handler each time the subscription is lost (so
//! it can stop trusting what it derived from the messages).

use futures_util::StreamExt;
use std::time::Duration;
use zrm_platform::shutdown::Shutdown;

const FIRST_BACKOFF: Duration = Duration::from_millis(50);
/// A subscription that cannot answer a ping within this time is considered dead.
const PING_EVERY: Duration = Duration::from_secs(15);
const PING_TIMEOUT: Duration = Duration::from_secs(5);

/// What a subscription does with its channel.
pub trait Subscriber {
    /// What the logs call this subscription.
    fn name(&self) -> &'static str;
    /// The subscription is live: messages published from now on arrive. Runs before any of them
    /// is handed over; an error drops the subscription and retries.
    fn on_subscribed(&self) -> impl Future<Output = Result<(), redis::RedisError>> + Send;
    fn on_message(&self, payload: &[u8]);
    /// The subscription ended; messages may have been missed until the next `subscribed`.
    fn on_lost(&self);
}

/// Listens on `channel` until shutdown.
pub async fn run<S: Subscriber + Send + Sync>(
    subscriber: S,
    client: redis::Client,
    channel: String,
    max_backoff: Duration,
    shutdown: Shutdown,
) {
    let mut backoff = FIRST_BACKOFF;
    let name = subscriber.name();
    loop {
        tokio::select! {
            () = shutdown.wait() => break,
            result = listen(&subscriber, &client, &channel, &mut backoff) => match result {
                Ok(()) => tracing::warn!(%channel, name, "subscription ended; resubscribing"),
                Err(error) => tracing::warn!(%channel, name, %error, ?backoff, "subscription failed; resubscribing"),
            },
        }
        subscriber.on_lost();
        tokio::select! {
            () = shutdown.wait() => break,
            () = tokio::time::sleep(backoff) => {}
        }
        backoff = (backoff * 2).min(max_backoff);
    }
    subscriber.on_lost();
}

async fn listen<S: Subscriber + Sync>(
    subscriber: &S,
    client: &redis::Client,
    channel: &str,
    backoff: &mut Duration,
) -> Result<(), redis::RedisError> {
    let (mut sink, mut messages) = client.get_async_pubsub().await?.split();
    sink.subscribe(channel).await?;
    subscriber.on_subscribed().await?;
    tracing::info!(%channel, name = subscriber.name(), "subscribed");
    *backoff = FIRST_BACKOFF;
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    loop {
        tokio::select! {
            message = messages.next() => match message {
                Some(message) => subscriber.on_message(message.get_payload_bytes()),
                None => return Ok(()),
            },
            _ = ping.tick() => {
                match tokio::time::timeout(PING_TIMEOUT, sink.ping::<redis::Value>()).await {
                    Ok(Ok(_)) => {}
                    Ok(Err(error)) => return Err(error),
                    Err(_) => return Err(redis::RedisError::from(std::io::Error::new(
                        std::io::ErrorKind::TimedOut,
                        "the subscription did not answer a ping",
                    ))),
                }
            }
        }
    }
}
