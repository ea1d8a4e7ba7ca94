//! Process wiring: shared start-up, the SMTP mailer and the gRPC server.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::PlatformError;
use zrm_platform::grpc::{self, GrpcSettings};
use zrm_platform::service::{self, exit_with};
use zrm_proto::messaging::v1::email_service_server::EmailServiceServer;

use crate::email::smtp::SmtpMailer;
use crate::grpc::email_service::EmailGrpc;
use crate::settings::MessagingSettings;
use crate::state::MessagingState;

pub const SERVICE: &str = "messaging";
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub async fn serve(settings: MessagingSettings) -> ExitCode {
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
    let mailer = match SmtpMailer::new(&settings.smtp) {
        Ok(mailer) => mailer,
        Err(error) => return exit_with(SERVICE, &PlatformError::Io(std::io::Error::other(error))),
    };
    let state = Arc::new(MessagingState {
        pool: started.pool.clone(),
        mailer,
    });
    let served = grpc::server(&settings.grpc)
        .add_service(health_service)
        .add_service(email_server(&settings.grpc, state))
        .serve_with_shutdown(settings.grpc.listen, started.shutdown.wait_owned())
        .await;
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => exit_with(SERVICE, &PlatformError::from(error)),
    }
}

pub fn email_server(
    settings: &GrpcSettings,
    state: Arc<MessagingState>,
) -> EmailServiceServer<EmailGrpc> {
    EmailServiceServer::new(EmailGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}
