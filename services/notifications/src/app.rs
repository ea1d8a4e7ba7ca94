//! Process wiring: shared start-up, the `core.lead.assigned` consumer and the gRPC server.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::bus::Consumer;
use zrm_platform::grpc::{self, GrpcSettings};
use zrm_platform::service::{self, exit_with};
use zrm_platform::{PlatformError, redis};
use zrm_proto::notifications::v1::notification_service_server::NotificationServiceServer;

use crate::grpc::notification_service::NotificationGrpc;
use crate::notifications::lead_assigned::{
    LEAD_ASSIGNED_QUEUE, LEAD_ASSIGNED_ROUTING_KEY, LeadAssignedHandler,
};
use crate::notifications::push::NotificationPusher;
use crate::settings::NotificationsSettings;
use crate::state::NotificationsState;

pub const SERVICE: &str = "notifications";
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub async fn serve(settings: NotificationsSettings) -> ExitCode {
    let (started, health_service) = match service::start(
        SERVICE,
        &settings.telemetry,
        &settings.metrics,
        &settings.database,
        MIGRATIONS,
    )
    .await
    {
        Ok(started) => started,
        Err(error) => return exit_with(SERVICE, &error),
    };
    let redis = match redis::connect(&settings.redis).await {
        Ok(connection) => connection,
        Err(error) => return exit_with(SERVICE, &error),
    };
    let consumer = lead_assigned_consumer(NotificationPusher::new(redis, &settings.redis)).spawn(
        started.pool.clone(),
        settings.amqp.clone(),
        started.shutdown.clone(),
    );
    let state = Arc::new(NotificationsState {
        pool: started.pool.clone(),
    });
    let served = grpc::server(&settings.grpc)
        .add_service(health_service)
        .add_service(notification_server(&settings.grpc, state))
        .serve_with_shutdown(settings.grpc.listen, started.shutdown.wait_owned())
        .await;
    if let Err(error) = consumer.await {
        tracing::warn!(%error, "consumer ended abnormally");
    }
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => exit_with(SERVICE, &PlatformError::from(error)),
    }
}

pub fn lead_assigned_consumer(pusher: NotificationPusher) -> Consumer<LeadAssignedHandler> {
    Consumer::new(
        LEAD_ASSIGNED_QUEUE,
        &[LEAD_ASSIGNED_ROUTING_KEY],
        LeadAssignedHandler::new(pusher),
    )
}

pub fn notification_server(
    settings: &GrpcSettings,
    state: Arc<NotificationsState>,
) -> NotificationServiceServer<NotificationGrpc> {
    NotificationServiceServer::new(NotificationGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}
