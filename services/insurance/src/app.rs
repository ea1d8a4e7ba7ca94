//! Process wiring: the `InsuranceService` gRPC service on the shared service runner.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::PlatformError;
use zrm_platform::config::ConfigError;
use zrm_platform::grpc::GrpcSettings;
use zrm_platform::service::{self, Service, exit_with};
use zrm_platform::{db, telemetry};
use zrm_proto::insurance::v1::insurance_service_server::InsuranceServiceServer;

use crate::insurances::grpc::service::InsuranceGrpc;
use crate::settings::InsuranceSettings;
use crate::state::InsuranceState;

pub const SERVICE: &str = "insurance";
/// The service's tables; the runner also creates the platform's outbox and inbox tables.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub async fn serve(settings: InsuranceSettings) -> ExitCode {
    service::run(SERVICE, settings.sections(), MIGRATIONS, |service| {
        wire(service, &settings)
    })
    .await
}

async fn wire(
    mut service: Service,
    settings: &InsuranceSettings,
) -> Result<Service, PlatformError> {
    let state = InsuranceState::new(service.pool.clone(), settings)
        .map_err(|error| ConfigError::Source(format!("insurance: {error}")))?;
    let state = Arc::new(state);
    let shutdown = service.shutdown.clone();
    service.spawn_task(
        "billing job",
        crate::payments::job::spawn(
            state.clone(),
            std::time::Duration::from_secs(settings.insurance.billing_round_secs.max(1)),
            shutdown,
        ),
    );
    service.serve_grpc(insurances_server(&settings.grpc, state));
    Ok(service)
}

/// `zrm-insurance seed --insurances N`: migrates, then tops the signed-up insurances up to N for
/// the customers of `ZRM_SEED_CUSTOMER_IDS` (see `seed.rs`).
pub async fn seed(settings: InsuranceSettings, insurances: u64) -> ExitCode {
    let _telemetry = match telemetry::init(SERVICE, &settings.telemetry) {
        Ok(guard) => guard,
        Err(error) => return exit_with(SERVICE, &error),
    };
    if let Err(error) = db::connect_and_migrate(&settings.database, MIGRATIONS).await {
        return exit_with(SERVICE, &error);
    }
    let started = std::time::Instant::now();
    let seeded = async {
        let inputs = crate::seed::Inputs::from_env()?;
        let report =
            crate::seed::seed_insurances(&settings.database.url, insurances, &inputs).await?;
        Ok::<_, crate::seed::SeedError>((inputs, report))
    };
    match seeded.await {
        Ok((inputs, report)) => {
            println!(
                "insurances signed up: {} before, {} inserted, {} now (for {} customers, {} \
                 sellers; {} ms)",
                report.before,
                report.inserted,
                report.before + report.inserted,
                inputs.customers.len(),
                inputs.sellers.len(),
                started.elapsed().as_millis()
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            tracing::error!(%error, "seeding failed");
            eprintln!("zrm-insurance seed: {error}");
            ExitCode::FAILURE
        }
    }
}

pub fn insurances_server(
    settings: &GrpcSettings,
    state: Arc<InsuranceState>,
) -> InsuranceServiceServer<InsuranceGrpc> {
    InsuranceServiceServer::new(InsuranceGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}
