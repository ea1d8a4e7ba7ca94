//! Starting the whole sandbox on given listen addresses — the binary uses the configured ones,
//! tests (here and in other crates) use port 0 and read back where it listens.

use std::io;
use std::net::SocketAddr;

use actix_web::dev::ServerHandle;
use tokio::task::JoinHandle;

use crate::app::{Sandbox, http_server, spawn_smtp};
use crate::settings::Settings;
use crate::state::AppState;

pub struct RunningSandbox {
    /// `http://127.0.0.1:<port>` of the simulators, control API and pages.
    pub http_url: String,
    pub smtp_addr: SocketAddr,
    pub state: AppState,
    http: ServerHandle,
    http_task: JoinHandle<io::Result<()>>,
    smtp_task: JoinHandle<()>,
}

/// Binds both listeners and starts serving. Call inside a tokio runtime.
pub async fn start(settings: &Settings, http_workers: usize) -> io::Result<RunningSandbox> {
    let smtp_listener = tokio::net::TcpListener::bind(settings.smtp.listen).await?;
    let smtp_addr = smtp_listener.local_addr()?;
    let http_listener = std::net::TcpListener::bind(settings.http.listen)?;
    let http_addr = http_listener.local_addr()?;

    let sandbox = Sandbox::new(settings, smtp_addr.to_string());
    let server = http_server(http_listener, sandbox.state.clone(), http_workers)?;
    let http = server.handle();
    let http_task = tokio::spawn(server);
    let smtp_task = spawn_smtp(smtp_listener, sandbox.smtp.clone());
    tracing::info!(%http_addr, %smtp_addr, "sandbox listening");
    Ok(RunningSandbox {
        http_url: format!("http://{http_addr}"),
        smtp_addr,
        state: sandbox.state,
        http,
        http_task,
        smtp_task,
    })
}

impl RunningSandbox {
    /// Stops taking connections and lets requests in flight finish.
    pub async fn stop(self) {
        self.smtp_task.abort();
        self.http.stop(true).await;
        if let Ok(Err(error)) = self.http_task.await {
            tracing::warn!(%error, "http server ended with an error");
        }
    }
}
