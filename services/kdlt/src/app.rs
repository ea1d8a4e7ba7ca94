//! Process wiring: the `CustomerService`, `CheckService`, `DocumentService` and
//! `DebtRegisterService` gRPC services, the outbox relay and the debt register's scheduled job,
//! on the shared service runner.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::PlatformError;
use zrm_platform::config::ConfigError;
use zrm_platform::db::PipelinedReads;
use zrm_platform::grpc::GrpcSettings;
use zrm_platform::service::{self, Service, exit_with};
use zrm_platform::{db, telemetry};
use zrm_proto::kdlt::v1::check_service_server::CheckServiceServer;
use zrm_proto::kdlt::v1::customer_service_server::CustomerServiceServer;
use zrm_proto::kdlt::v1::debt_register_service_server::DebtRegisterServiceServer;
use zrm_proto::kdlt::v1::document_service_server::DocumentServiceServer;

use crate::checks::grpc::CheckGrpc;
use crate::customers::grpc::service::CustomerGrpc;
use crate::debt_register::grpc::DebtRegisterGrpc;
use crate::documents::grpc::DocumentGrpc;
use crate::settings::KdltSettings;
use crate::state::{KdltState, Providers};

pub const SERVICE: &str = "kdlt";
/// The service's tables; the runner also creates the platform's outbox and inbox tables.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub async fn serve(settings: KdltSettings) -> ExitCode {
    service::run(SERVICE, settings.sections(), MIGRATIONS, |service| {
        wire(service, &settings)
    })
    .await
}

async fn wire(mut service: Service, settings: &KdltSettings) -> Result<Service, PlatformError> {
    let providers = Providers::new(settings)
        .map_err(|error| ConfigError::Source(format!("kdlt providers: {error}")))?;
    let outbox = service.outbox_relay(&settings.amqp);
    let state = Arc::new(KdltState {
        pool: service.pool.clone(),
        reads: Arc::new(PipelinedReads::new(&settings.database)),
        outbox,
        providers,
    });
    let shutdown = service.shutdown.clone();
    service.spawn_task(
        "debt register job",
        crate::debt_register::job::spawn(
            state.clone(),
            std::time::Duration::from_secs(settings.debt_register_job.round_secs),
            shutdown,
        ),
    );
    let (customers, checks, documents, debt_register) = servers(&settings.grpc, state);
    service
        .serve_grpc(customers)
        .serve_grpc(checks)
        .serve_grpc(documents)
        .serve_grpc(debt_register);
    Ok(service)
}

/// `zrm-kdlt seed --customers N`: migrates, then tops the register up to N customers.
pub async fn seed(settings: KdltSettings, customers: u64) -> ExitCode {
    let _telemetry = match telemetry::init(SERVICE, &settings.telemetry) {
        Ok(guard) => guard,
        Err(error) => return exit_with(SERVICE, &error),
    };
    if let Err(error) = db::connect_and_migrate(&settings.database, MIGRATIONS).await {
        return exit_with(SERVICE, &error);
    }
    let started = std::time::Instant::now();
    match crate::seed::seed_customers(&settings.database.url, customers).await {
        Ok(report) => {
            println!(
                "customers: {} before, {} inserted, {} now ({} ms)",
                report.before,
                report.inserted,
                report.before + report.inserted,
                started.elapsed().as_millis()
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            tracing::error!(%error, "seeding failed");
            eprintln!("zrm-kdlt seed: {error}");
            ExitCode::FAILURE
        }
    }
}

/// The gRPC servers of kdlt with the configured message size bounds.
pub fn servers(
    settings: &GrpcSettings,
    state: Arc<KdltState>,
) -> (
    CustomerServiceServer<CustomerGrpc>,
    CheckServiceServer<CheckGrpc>,
    DocumentServiceServer<DocumentGrpc>,
    DebtRegisterServiceServer<DebtRegisterGrpc>,
) {
    let max = settings.max_message_bytes;
    (
        CustomerServiceServer::new(CustomerGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        CheckServiceServer::new(CheckGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        DocumentServiceServer::new(DocumentGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        DebtRegisterServiceServer::new(DebtRegisterGrpc::new(state))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
    )
}
