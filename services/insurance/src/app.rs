//! Process wiring: the `InsuranceService` gRPC service on the shared service runner.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::EmbeddedMigrations;
use zrm_platform::PlatformError;
use zrm_platform::db::PLATFORM_MIGRATIONS;
use zrm_platform::grpc::GrpcSettings;
use zrm_platform::service::{self, Service};
use zrm_proto::insurance::v1::insurance_service_server::InsuranceServiceServer;

use crate::insurances::grpc::service::InsuranceGrpc;
use crate::settings::InsuranceSettings;
use crate::state::InsuranceState;

pub const SERVICE: &str = "insurance";
/// The service has no tables of its own yet (its areas bring their migrations, in `migrations/`);
/// the platform's outbox and inbox tables are created in its database.
pub const MIGRATIONS: EmbeddedMigrations = PLATFORM_MIGRATIONS;

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
    let state = Arc::new(InsuranceState {
        pool: service.pool.clone(),
    });
    service.serve_grpc(insurances_server(&settings.grpc, state));
    Ok(service)
}

pub fn insurances_server(
    settings: &GrpcSettings,
    state: Arc<InsuranceState>,
) -> InsuranceServiceServer<InsuranceGrpc> {
    InsuranceServiceServer::new(InsuranceGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}
