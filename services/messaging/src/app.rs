//! Process wiring: the SMTP mailer, the SMS dispatcher on 46elks, the outbox relay and the
//! e-mail and SMS gRPC services, on the shared service runner.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::PlatformError;
use zrm_platform::grpc::{self, GrpcSettings};
use zrm_platform::service::{self, Service, exit_with};
use zrm_platform::{db, telemetry};
use zrm_proto::messaging::v1::email_service_server::EmailServiceServer;
use zrm_proto::messaging::v1::sms_service_server::SmsServiceServer;
use zrm_proto::messaging::v1::template_service_server::TemplateServiceServer;
use zrm_providers::elks46::HttpElks46;

use crate::customers::CustomerRegister;
use crate::email::grpc::service::EmailGrpc;
use crate::email::smtp::SmtpMailer;
use crate::settings::MessagingSettings;
use crate::sms::dispatch::{DispatchWaker, Dispatcher};
use crate::sms::grpc::service::SmsGrpc;
use crate::state::MessagingState;
use crate::templates::grpc::service::TemplateGrpc;

pub const SERVICE: &str = "messaging";
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// `zrm-messaging seed`: migrates, then writes the demo's templates whose keys have none yet.
pub async fn seed(settings: MessagingSettings) -> ExitCode {
    let _telemetry = match telemetry::init(SERVICE, &settings.telemetry) {
        Ok(guard) => guard,
        Err(error) => return exit_with(SERVICE, &error),
    };
    let pool = match db::connect_and_migrate(&settings.database, MIGRATIONS).await {
        Ok(pool) => pool,
        Err(error) => return exit_with(SERVICE, &error),
    };
    match crate::templates::demo::seed_demo_templates(&pool).await {
        Ok(inserted) => {
            println!("message templates: {inserted} demo templates written");
            ExitCode::SUCCESS
        }
        Err(error) => {
            tracing::error!(%error, "seeding failed");
            eprintln!("zrm-messaging seed: {error}");
            ExitCode::FAILURE
        }
    }
}

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
    let provider = HttpElks46::new(&settings.sms.provider)
        .map_err(|error| PlatformError::Io(std::io::Error::other(error)))?;
    let kdlt = grpc::channel(&settings.kdlt)?;
    let outbox = service.outbox_relay(&settings.amqp);
    let waker = DispatchWaker::default();
    let state = Arc::new(MessagingState {
        pool: service.pool.clone(),
        mailer,
        outbox: outbox.clone(),
        sms_dispatch: waker.clone(),
        sms_per_recipient_per_hour: settings.sms.max_per_recipient_per_hour,
        customers: CustomerRegister::new(kdlt, settings.kdlt.deadline()),
        templates: settings.templates.clone(),
    });
    let dispatcher = Dispatcher {
        pool: service.pool.clone(),
        provider,
        settings: settings.sms.clone(),
        outbox,
        waker,
    };
    let shutdown = service.shutdown.clone();
    service.spawn_task("sms dispatcher", dispatcher.spawn(shutdown));
    service.serve_grpc(email_server(&settings.grpc, Arc::clone(&state)));
    service.serve_grpc(sms_server(&settings.grpc, Arc::clone(&state)));
    service.serve_grpc(template_server(&settings.grpc, state));
    Ok(service)
}

pub fn sms_server(
    settings: &GrpcSettings,
    state: Arc<MessagingState>,
) -> SmsServiceServer<SmsGrpc> {
    SmsServiceServer::new(SmsGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}

pub fn template_server(
    settings: &GrpcSettings,
    state: Arc<MessagingState>,
) -> TemplateServiceServer<TemplateGrpc> {
    TemplateServiceServer::new(TemplateGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}

pub fn email_server(
    settings: &GrpcSettings,
    state: Arc<MessagingState>,
) -> EmailServiceServer<EmailGrpc> {
    EmailServiceServer::new(EmailGrpc::new(state))
        .max_decoding_message_size(settings.max_message_bytes)
        .max_encoding_message_size(settings.max_message_bytes)
}
