//! `zrm-gateway`: loads settings, connects Redis, starts the push fan-out and the HTTP server,
//! and drains both on SIGTERM.

use actix_web::{HttpServer, web};
use std::process::ExitCode;
use std::time::Duration;
use zrm_gateway::push::CLOSE_GOING_AWAY;
use zrm_gateway::settings::{SERVICE_NAME, Settings};
use zrm_gateway::state::AppState;
use zrm_platform::shutdown::Shutdown;

#[actix_web::main]
async fn main() -> ExitCode {
    // `zrm-gateway openapi` prints the OpenAPI document the gateway serves at /openapi.json (the
    // front end's API types are generated from it) without connecting to anything.
    if std::env::args().nth(1).as_deref() == Some("openapi") {
        return print_openapi();
    }
    let settings: Settings =
        zrm_platform::config::load_or_exit(SERVICE_NAME, zrm_gateway::settings::DEFAULTS_TOML);
    let _telemetry = match zrm_platform::telemetry::init(SERVICE_NAME, &settings.telemetry) {
        Ok(guard) => guard,
        Err(error) => {
            eprintln!("zrm-gateway: cannot start telemetry: {error}");
            return ExitCode::FAILURE;
        }
    };
    match run(settings).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "gateway stopped with an error");
            ExitCode::FAILURE
        }
    }
}

fn print_openapi() -> ExitCode {
    match zrm_gateway::openapi::document().to_pretty_json() {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("zrm-gateway openapi: {error}");
            ExitCode::FAILURE
        }
    }
}

async fn run(settings: Settings) -> Result<(), Box<dyn std::error::Error>> {
    let shutdown = Shutdown::install();
    let listen = settings.http.listen.clone();
    let workers = settings.http.workers;
    let shutdown_timeout = settings.http.shutdown_timeout_secs;
    let state = web::Data::new(AppState::connect(settings).await?);

    let fanout = tokio::spawn(state.push_fanout().run(shutdown.clone()));
    let mirror = {
        let (state, shutdown) = (state.clone(), shutdown.clone());
        tokio::spawn(async move { state.run_revocation_mirror(shutdown).await })
    };
    let sms_feed = {
        let (state, shutdown) = (state.clone(), shutdown.clone());
        tokio::spawn(async move { state.run_sms_feed(shutdown).await })
    };

    let (worker_settings, shared) = (state.settings.clone(), state.shared());
    let mut server = HttpServer::new(move || {
        zrm_gateway::app::build_for_worker(worker_settings.clone(), shared.clone())
    })
    .disable_signals()
    .shutdown_timeout(shutdown_timeout);
    if workers > 0 {
        server = server.workers(workers);
    }
    let server = server.bind(&listen)?.run();
    tracing::info!(%listen, "gateway listening");

    let handle = server.handle();
    let sessions = state.sessions.clone();
    let streams = state.sms_feed.clone();
    let drain = shutdown.clone();
    tokio::spawn(async move {
        drain.wait().await;
        // Websockets would hold the drain open until the timeout; ask clients to reconnect elsewhere.
        sessions.close_all(CLOSE_GOING_AWAY, "Server restarting");
        streams.close();
        handle.stop(true).await;
    });

    server.await?;
    shutdown.trigger();
    let subscribers = futures_util::future::join3(fanout, mirror, sms_feed);
    if tokio::time::timeout(Duration::from_secs(5), subscribers)
        .await
        .is_err()
    {
        tracing::warn!("the push fan-out or the revocation mirror did not stop in time");
    }
    tracing::info!("gateway stopped");
    Ok(())
}
