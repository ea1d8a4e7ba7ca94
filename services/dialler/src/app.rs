//! Process wiring: the `CampaignService` gRPC service on the shared service runner.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::EmbeddedMigrations;
use zrm_platform::PlatformError;
use zrm_platform::db::PLATFORM_MIGRATIONS;
use zrm_platform::grpc::GrpcSettings;
use zrm_platform::service::{self, Service};
use zrm_proto::dialler::v1::campaign_service_server::CampaignServiceServer;

use crate::campaigns::grpc::service::CampaignGrpc;
use crate::settings::DiallerSettings;
use crate::state::DiallerState;

pub const SERVICE: &str = "dialler";
/// The service has no tables of its own yet (its areas bring their migrations, in `migrations/`);
/// the platform's outbox and inbox tables are created in its database.
pub const MIGRATIONS: EmbeddedMigrations = PLATFORM_MIGRATIONS;

pub async fn serve(settings: DiallerSettings) -> ExitCode {
    service::run(SERVICE, settings.sections(), MIGRATIONS, |service| {
        wire(service, &settings)
    })
    .await
}

async fn wire(mut service: Service, settings: &DiallerSettings) -> Result<Service, PlatformError> {
    let state = Arc::new(DiallerState {
        pool: service.pool.clone(),
    });
    service.serve_grpc(campaigns_server(&settings.grpc, state));
    Ok(service)
}

pub fn campaigns_server(
    settings: &GrpcSettings,
    state: Arc<DiallerState>,
) -> CampaignServiceServer<CampaignGrpc> {
    CampaignServiceServer::new(CampaignGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}
