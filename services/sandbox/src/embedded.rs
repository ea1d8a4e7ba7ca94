//! Starting the whole sandbox on given listen addresses — the binary uses the configured ones,
//! tests (here and in other crates) use port 0 and read back where it listens.

use std::io;
use std::net::SocketAddr;

use actix_web::dev::ServerHandle;
use actix_web::web::ServiceConfig;
use tokio::task::JoinHandle;

use crate::app::{Sandbox, configure, server, spawn_smtp};
use crate::settings::Settings;
use crate::state::AppState;
use crate::{gocardless, vipps};

pub struct RunningSandbox {
    /// `http://127.0.0.1:<port>` of the simulators, control API and pages.
    pub http_url: String,
    /// GoCardless's API at the host root (`{gocardless_url}/payments`), as its clients expect.
    pub gocardless_url: String,
    /// Vipps's API at the host root (`{vipps_url}/recurring/v3/agreements`).
    pub vipps_url: String,
    pub smtp_addr: SocketAddr,
    pub state: AppState,
    servers: Vec<(ServerHandle, JoinHandle<io::Result<()>>)>,
    smtp_task: JoinHandle<()>,
}

/// Binds every listener and starts serving. Call inside a tokio runtime.
pub async fn start(settings: &Settings, http_workers: usize) -> io::Result<RunningSandbox> {
    let smtp_listener = tokio::net::TcpListener::bind(settings.smtp.listen).await?;
    let smtp_addr = smtp_listener.local_addr()?;
    let sandbox = Sandbox::new(settings, smtp_addr.to_string());
    let serve = |routes: fn(&mut ServiceConfig), address: SocketAddr| -> io::Result<_> {
        let listener = std::net::TcpListener::bind(address)?;
        let url = format!("http://{}", listener.local_addr()?);
        let running = server(routes, listener, sandbox.state.clone(), http_workers)?;
        Ok((url, (running.handle(), tokio::spawn(running))))
    };
    let (http_url, main) = serve(configure, settings.http.listen)?;
    let (gocardless_url, gocardless) =
        serve(gocardless::root_routes, settings.http.gocardless_listen)?;
    let (vipps_url, vipps) = serve(vipps::root_routes, settings.http.vipps_listen)?;
    let servers = vec![main, gocardless, vipps];
    let smtp_task = spawn_smtp(smtp_listener, sandbox.smtp.clone());
    tracing::info!(%http_url, %gocardless_url, %vipps_url, %smtp_addr, "sandbox listening");
    Ok(RunningSandbox {
        http_url,
        gocardless_url,
        vipps_url,
        smtp_addr,
        state: sandbox.state,
        servers,
        smtp_task,
    })
}

impl RunningSandbox {
    /// Stops taking connections and lets requests in flight finish.
    pub async fn stop(self) {
        self.smtp_task.abort();
        for (handle, task) in self.servers {
            handle.stop(true).await;
            if let Ok(Err(error)) = task.await {
                tracing::warn!(%error, "http server ended with an error");
            }
        }
    }
}
