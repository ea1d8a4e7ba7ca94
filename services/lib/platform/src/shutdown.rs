//! Graceful shutdown: one token per process, cancelled on SIGTERM or Ctrl-C; servers and loops
//! stop taking new work and drain what is in flight.

use tokio_util::sync::CancellationToken;

#[derive(Clone, Debug, Default)]
pub struct Shutdown {
    token: CancellationToken,
}

impl Shutdown {
    /// A token nobody triggers but the owner (tests, embedded servers).
    pub fn new() -> Self {
        Self::default()
    }

    /// A token triggered by SIGTERM or SIGINT.
    pub fn install() -> Self {
        let shutdown = Self::new();
        let trigger = shutdown.clone();
        tokio::spawn(async move {
            wait_for_signal().await;
            tracing::info!("shutdown signal received, draining");
            trigger.trigger();
        });
        shutdown
    }

    pub fn trigger(&self) {
        self.token.cancel();
    }

    pub fn is_triggered(&self) -> bool {
        self.token.is_cancelled()
    }

    /// Resolves once shutdown has been triggered.
    pub async fn wait(&self) {
        self.token.cancelled().await;
    }

    /// Owned variant of [`Shutdown::wait`] for APIs that need a `'static` future.
    pub fn wait_owned(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        self.token.clone().cancelled_owned()
    }
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                tokio::select! {
                    _ = terminate.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(error) => {
                tracing::warn!(%error, "cannot listen for SIGTERM; only Ctrl-C stops the process");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
