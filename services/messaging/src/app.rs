//! Process wiring: the SMTP mailer and the e-mail gRPC service, on the shared service runner.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::PlatformError;
use zrm_platform::grpc::GrpcSettings;
use zrm_platform::service::{self, Service};
use zrm_proto::messaging::v1::email_service_server::EmailServiceServer;

use crate::email::grpc::service::EmailGrpc;
use crate::email::smtp::SmtpMailer;
use crate::settings::MessagingSettings;
use crate::state::MessagingState;

pub const SERVICE: &str = "messaging";
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub async fn serve(settings: MessagingSettings) -> ExitCode {
    service::run(SERVICE, settings.sections(), MIGRATIONS, |service| {
        wire(service, &settings)
    })
    .await
}

async fn wire(
    mut service: Service,
    settings: &MessagingSettings,
) -> Result<Service, PlatformError> {
    let mailer = SmtpMailer::new(&settings.smtp)
        .map_err(|error| PlatformError::Io(std::io::Error::other(error)))?;
    let state = Arc::new(MessagingState {
        pool: service.pool.clone(),
        mailer,
    });
    service.serve_grpc(email_server(&settings.grpc, state));
    Ok(service)
}

pub fn email_server(
    settings: &GrpcSettings,
    state: Arc<MessagingState>,
) -> EmailServiceServer<EmailGrpc> {
    EmailServiceServer::new(EmailGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}
