//! Process wiring: the `core.lead.assigned` consumer, the consumer of the banks' answers
//! (`core.bank.offer_made`, `core.bank.message_sent`, `core.bank.disbursed`), the consumer of the
//! SMS events (`messaging.sms.*`: chat window pushes, "SMS received" notifications) and the
//! notification gRPC service, on the shared service runner.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::bus::Consumer;
use zrm_platform::grpc::GrpcSettings;
use zrm_platform::service::{self, Service};
use zrm_platform::{PlatformError, redis};
use zrm_proto::notifications::v1::notification_service_server::NotificationServiceServer;

use crate::notifications::application_work::{
    APPLICATION_WORK_QUEUE, APPLICATION_WORK_ROUTING_KEYS, application_work_notification,
};
use crate::notifications::bank_answers::{
    BANK_ANSWER_ROUTING_KEYS, BANK_ANSWERS_QUEUE, bank_answer_notification,
};
use crate::notifications::events::{
    LEAD_ASSIGNED_QUEUE, LEAD_ASSIGNED_ROUTING_KEY, LeadAssignedHandler, NotifyingHandler,
};
use crate::notifications::grpc::service::NotificationGrpc;
use crate::notifications::push::NotificationPusher;
use crate::notifications::sms::{Assignees, SMS_QUEUE, SMS_ROUTING_KEYS, SmsHandler};
use crate::settings::NotificationsSettings;
use crate::state::NotificationsState;

pub const SERVICE: &str = "notifications";
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub async fn serve(settings: NotificationsSettings) -> ExitCode {
    service::run(SERVICE, settings.sections(), MIGRATIONS, |service| {
        wire(service, &settings)
    })
    .await
}

async fn wire(
    mut service: Service,
    settings: &NotificationsSettings,
) -> Result<Service, PlatformError> {
    let redis = redis::connect(&settings.redis).await?;
    let core = zrm_platform::grpc::channel(&settings.core)?;
    service.consume(
        &settings.amqp,
        sms_consumer(SmsHandler::new(
            Assignees::new(core, settings.core.deadline()),
            NotificationPusher::new(redis.clone(), &settings.redis),
            redis.clone(),
            &settings.redis,
        )),
    );
    service.consume(
        &settings.amqp,
        lead_assigned_consumer(NotificationPusher::new(redis.clone(), &settings.redis)),
    );
    service.consume(
        &settings.amqp,
        bank_answers_consumer(NotificationPusher::new(redis.clone(), &settings.redis)),
    );
    service.consume(
        &settings.amqp,
        application_work_consumer(NotificationPusher::new(redis, &settings.redis)),
    );
    let state = Arc::new(NotificationsState {
        pool: service.pool.clone(),
    });
    service.serve_grpc(notification_server(&settings.grpc, state));
    Ok(service)
}

pub fn lead_assigned_consumer(pusher: NotificationPusher) -> Consumer<LeadAssignedHandler> {
    Consumer::new(
        LEAD_ASSIGNED_QUEUE,
        &[LEAD_ASSIGNED_ROUTING_KEY],
        LeadAssignedHandler::new(pusher),
    )
}

pub fn sms_consumer(handler: SmsHandler) -> Consumer<SmsHandler> {
    Consumer::new(SMS_QUEUE, &SMS_ROUTING_KEYS, handler)
}

pub fn bank_answers_consumer(pusher: NotificationPusher) -> Consumer<NotifyingHandler> {
    Consumer::new(
        BANK_ANSWERS_QUEUE,
        &BANK_ANSWER_ROUTING_KEYS,
        NotifyingHandler::new(pusher, bank_answer_notification),
    )
}

pub fn application_work_consumer(pusher: NotificationPusher) -> Consumer<NotifyingHandler> {
    Consumer::new(
        APPLICATION_WORK_QUEUE,
        &APPLICATION_WORK_ROUTING_KEYS,
        NotifyingHandler::new(pusher, application_work_notification),
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
