use std::time::Duration;

use lapin::{Connection, ConnectionProperties};

use super::AmqpSettings;
use crate::PlatformError;
use crate::shutdown::Shutdown;

pub async fn connect(settings: &AmqpSettings) -> Result<Connection, PlatformError> {
    Ok(Connection::connect(&settings.url, ConnectionProperties::default()).await?)
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
