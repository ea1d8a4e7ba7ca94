//! Process wiring: `serve` (the lead and employee gRPC services and the outbox relay, on the shared
//! service runner) and `seed`.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::db::PipelinedReads;
use zrm_platform::grpc::{self, GrpcSettings};
use zrm_platform::service::{self, Service, exit_with};
use zrm_platform::{PlatformError, db, telemetry};
use zrm_proto::core::v1::application_service_server::ApplicationServiceServer;
use zrm_proto::core::v1::bank_service_server::BankServiceServer;
use zrm_proto::core::v1::employee_service_server::EmployeeServiceServer;
use zrm_proto::core::v1::lead_service_server::LeadServiceServer;
use zrm_proto::core::v1::meeting_service_server::MeetingServiceServer;

use crate::applications::applicants::CustomerDirectory;
use crate::applications::grpc::service::ApplicationGrpc;
use crate::banks::grpc::BankGrpc;
use crate::employees::code_mail::OneTimeCodeMailer;
use crate::employees::grpc::service::EmployeeGrpc;
use crate::leads::grpc::service::LeadGrpc;
use crate::meetings::grpc::MeetingGrpc;
use crate::seed::do_seed;
use crate::settings::CoreSettings;
use crate::state::CoreState;

pub const SERVICE: &str = "core";
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

pub async fn serve(settings: CoreSettings) -> ExitCode {
    service::run(SERVICE, settings.sections(), MIGRATIONS, |service| {
        wire(service, &settings)
    })
    .await
}

async fn wire(mut service: Service, settings: &CoreSettings) -> Result<Service, PlatformError> {
    let messaging = grpc::channel(&settings.messaging)?;
    let kdlt = grpc::channel(&settings.kdlt)?;
    let outbox = service.outbox_relay(&settings.amqp);
    let state = Arc::new(CoreState {
        pool: service.pool.clone(),
        reads: Arc::new(PipelinedReads::new(&settings.database)),
        outbox,
        mailer: OneTimeCodeMailer::new(messaging, settings.messaging.deadline()),
        login_policy: settings.login.policy(),
        lead_ids: Arc::default(),
        customers: CustomerDirectory::new(kdlt, settings.kdlt.deadline()),
    });
    let servers = servers(&settings.grpc, state);
    service
        .serve_grpc(servers.leads)
        .serve_grpc(servers.employees)
        .serve_grpc(servers.applications)
        .serve_grpc(servers.banks)
        .serve_grpc(servers.meetings);
    Ok(service)
}

/// Core's gRPC servers, one per service of its contract.
pub struct CoreServers {
    pub leads: LeadServiceServer<LeadGrpc>,
    pub employees: EmployeeServiceServer<EmployeeGrpc>,
    pub applications: ApplicationServiceServer<ApplicationGrpc>,
    pub banks: BankServiceServer<BankGrpc>,
    pub meetings: MeetingServiceServer<MeetingGrpc>,
}

/// The gRPC servers of core with the configured message size bounds.
pub fn servers(settings: &GrpcSettings, state: Arc<CoreState>) -> CoreServers {
    let max = settings.max_message_bytes;
    CoreServers {
        leads: LeadServiceServer::new(LeadGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        employees: EmployeeServiceServer::new(EmployeeGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        applications: ApplicationServiceServer::new(ApplicationGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        banks: BankServiceServer::new(BankGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        meetings: MeetingServiceServer::new(MeetingGrpc::new(state))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
    }
}

pub async fn seed(settings: CoreSettings, leads: u64) -> ExitCode {
    let _telemetry = match telemetry::init(SERVICE, &settings.telemetry) {
        Ok(guard) => guard,
        Err(error) => return exit_with(SERVICE, &error),
    };
    let pool = match db::connect_and_migrate(&settings.database, MIGRATIONS).await {
        Ok(pool) => pool,
        Err(error) => return exit_with(SERVICE, &error),
    };
    let started = std::time::Instant::now();
    match do_seed(&pool, leads).await {
        Ok(report) => {
            println!(
                "seeded {} demo employees; leads: {} before, {} inserted, {} now ({} ms)",
                report.employees,
                report.leads_before,
                report.leads_inserted,
                report.leads_before + report.leads_inserted,
                started.elapsed().as_millis()
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            tracing::error!(%error, "seeding failed");
            eprintln!("zrm-core seed: {error}");
            ExitCode::FAILURE
        }
    }
}
