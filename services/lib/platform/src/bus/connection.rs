use std::time::Duration;

use lapin::{Connection, ConnectionProperties};

use super::AmqpSettings;
use crate::PlatformError;
use crate::shutdown::Shutdown;

/// How long the broker may take to answer a connect or a frame we wait on. A broker that is still
/// starting can accept the TCP connection and never finish the handshake, and a frame sent on a
/// connection that died under it may never be settled: without a bound the caller would wait
/// forever instead of reconnecting.
pub const BROKER_REPLY_TIMEOUT: Duration = Duration::from_secs(10);

/// The error of a broker call that got no answer within [`BROKER_REPLY_TIMEOUT`].
pub fn broker_timeout(what: &'static str) -> PlatformError {
    PlatformError::Amqp(lapin::Error::from(lapin::ErrorKind::InvalidChannelState(
        lapin::ChannelState::Closed,
        what,
    )))
}

pub async fn connect(settings: &AmqpSettings) -> Result<Connection, PlatformError> {
    let connecting = Connection::connect(&settings.url, ConnectionProperties::default());
    Ok(tokio::time::timeout(BROKER_REPLY_TIMEOUT, connecting)
        .await
        .map_err(|_| broker_timeout("connect timed out"))??)
}

/// Connects, retrying with exponential backoff until it succeeds or shutdown is triggered
/// (then `None`).
pub async fn connect_with_backoff(
    settings: &AmqpSettings,
    shutdown: &Shutdown,
) -> Option<Connection> {
    let mut delay = Duration::from_millis(100);
    let max = Duration::from_millis(settings.max_backoff_ms);
    loop {
        if shutdown.is_triggered() {
            return None;
        }
        match connect(settings).await {
            Ok(connection) => return Some(connection),
            Err(error) => {
                tracing::warn!(%error, retry_in_ms = delay.as_millis() as u64, "rabbitmq connection failed");
                tokio::select! {
                    _ = tokio::time::sleep(delay) => {}
                    _ = shutdown.wait() => return None,
                }
                delay = (delay * 2).min(max);
            }
        }
    }
}
