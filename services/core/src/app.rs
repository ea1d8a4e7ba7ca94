//! Process wiring: `serve` (the lead and employee gRPC services and the outbox relay, on the shared
//! service runner) and `seed`.

use std::process::ExitCode;
use std::sync::Arc;

use diesel_migrations::{EmbeddedMigrations, embed_migrations};
use zrm_platform::config::ConfigError;
use zrm_platform::db::PipelinedReads;
use zrm_platform::grpc::{self, GrpcSettings};
use zrm_platform::service::{self, Service, exit_with};
use zrm_platform::{PlatformError, db, telemetry};
use zrm_proto::core::v1::application_service_server::ApplicationServiceServer;
use zrm_proto::core::v1::bank_portal_service_server::BankPortalServiceServer;
use zrm_proto::core::v1::bank_service_server::BankServiceServer;
use zrm_proto::core::v1::employee_service_server::EmployeeServiceServer;
use zrm_proto::core::v1::lead_service_server::LeadServiceServer;
use zrm_proto::core::v1::meeting_service_server::MeetingServiceServer;
use zrm_proto::core::v1::mortgage_calculation_service_server::MortgageCalculationServiceServer;
use zrm_proto::core::v1::property_service_server::PropertyServiceServer;
use zrm_proto::core::v1::schedule_service_server::ScheduleServiceServer;
use zrm_providers::valuation::HttpPropertyValuation;

use crate::applications::applicants::CustomerDirectory;
use crate::applications::grpc::service::ApplicationGrpc;
use crate::applications::writer::ApplicationWriter;
use crate::bank_portal::grpc::BankPortalGrpc;
use crate::banks::grpc::BankGrpc;
use crate::calculations::grpc::CalculationGrpc;
use crate::employees::grpc::service::EmployeeGrpc;
use crate::error::CoreError;
use crate::ids::DrawnIds;
use crate::leads::grpc::service::LeadGrpc;
use crate::mail::Mailer;
use crate::meetings::grpc::MeetingGrpc;
use crate::property::grpc::PropertyGrpc;
use crate::schedule::grpc::ScheduleGrpc;
use crate::seed::{self, do_seed};
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
    let application_ids = Arc::new(DrawnIds::applications());
    let application_writer = ApplicationWriter::start(
        service.pool.clone(),
        Arc::clone(&application_ids),
        outbox.clone(),
    );
    let state = Arc::new(CoreState {
        pool: service.pool.clone(),
        reads: Arc::new(PipelinedReads::new(&settings.database)),
        outbox,
        mailer: Mailer::new(messaging, settings.messaging.deadline()),
        my_pages_url: settings.invitations.my_pages_url.clone(),
        partner_links: crate::employees::partner_password::PartnerLinkPolicy {
            bank_portal_url: settings.invitations.bank_portal_url.clone(),
            valid_for: chrono::TimeDelta::hours(settings.invitations.partner_password_link_hours),
        },
        login_policy: settings.login.policy(),
        lead_ids: Arc::new(DrawnIds::leads()),
        application_writer,
        application_ids,
        customers: CustomerDirectory::new(kdlt, settings.kdlt.deadline()),
        valuation: HttpPropertyValuation::new(&settings.valuation)
            .map_err(|error| ConfigError::Source(format!("core valuation provider: {error}")))?,
    });
    let servers = servers(&settings.grpc, state);
    service
        .serve_grpc(servers.leads)
        .serve_grpc(servers.employees)
        .serve_grpc(servers.applications)
        .serve_grpc(servers.banks)
        .serve_grpc(servers.meetings)
        .serve_grpc(servers.schedule)
        .serve_grpc(servers.property)
        .serve_grpc(servers.calculations)
        .serve_grpc(servers.bank_portal);
    Ok(service)
}

/// Core's gRPC servers, one per service of its contract.
pub struct CoreServers {
    pub leads: LeadServiceServer<LeadGrpc>,
    pub employees: EmployeeServiceServer<EmployeeGrpc>,
    pub applications: ApplicationServiceServer<ApplicationGrpc>,
    pub banks: BankServiceServer<BankGrpc>,
    pub meetings: MeetingServiceServer<MeetingGrpc>,
    pub schedule: ScheduleServiceServer<ScheduleGrpc>,
    pub property: PropertyServiceServer<PropertyGrpc>,
    pub calculations: MortgageCalculationServiceServer<CalculationGrpc>,
    pub bank_portal: BankPortalServiceServer<BankPortalGrpc>,
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
        meetings: MeetingServiceServer::new(MeetingGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        schedule: ScheduleServiceServer::new(ScheduleGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        property: PropertyServiceServer::new(PropertyGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        bank_portal: BankPortalServiceServer::new(BankPortalGrpc::new(state.clone()))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
        calculations: MortgageCalculationServiceServer::new(CalculationGrpc::new(state))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max),
    }
}

/// The file of customer ids the applications are seeded with (one per line; the seeding
/// script samples them from the customer register). Unset: no applications are seeded.
pub const SEED_CUSTOMER_IDS_ENV: &str = "ZRM_SEED_CUSTOMER_IDS";

/// `meeting_days`: the days ahead the demo staff get meetings on (weekdays, three a day each),
/// when there are none yet.
pub async fn seed(
    settings: CoreSettings,
    leads: u64,
    applications: u64,
    meeting_days: u64,
) -> ExitCode {
    let _telemetry = match telemetry::init(SERVICE, &settings.telemetry) {
        Ok(guard) => guard,
        Err(error) => return exit_with(SERVICE, &error),
    };
    let pool = match db::connect_and_migrate(&settings.database, MIGRATIONS).await {
        Ok(pool) => pool,
        Err(error) => return exit_with(SERVICE, &error),
    };
    let customer_ids = match seed_customer_ids() {
        Ok(ids) => ids,
        Err(error) => {
            eprintln!("zrm-core seed: {error}");
            return ExitCode::FAILURE;
        }
    };
    let started = std::time::Instant::now();
    let seeded = async {
        let report = do_seed(&pool, leads).await?;
        let applied =
            seed::do_seed_applications(&pool, applications, &customer_ids, &report.staff).await?;
        let meetings = seed::seed_demo_meetings(&pool, &report.staff, meeting_days).await?;
        Ok::<_, CoreError>((report, applied, meetings))
    };
    match seeded.await {
        Ok((report, (applications_before, applications_inserted), meetings)) => {
            println!(
                "seeded {} demo employees; leads: {} before, {} inserted, {} now; applications: \
                 {applications_before} before, {applications_inserted} inserted (of {} sampled \
                 customers); meetings: {meetings} inserted ({} ms)",
                report.employees,
                report.leads_before,
                report.leads_inserted,
                report.leads_before + report.leads_inserted,
                customer_ids.len(),
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

fn seed_customer_ids() -> Result<Vec<i64>, String> {
    let Ok(path) = std::env::var(SEED_CUSTOMER_IDS_ENV) else {
        return Ok(Vec::new());
    };
    let text = std::fs::read_to_string(&path)
        .map_err(|error| format!("{SEED_CUSTOMER_IDS_ENV}={path}: {error}"))?;
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(|line| {
            line.parse::<i64>()
                .map_err(|_| format!("{path}: {line:?} is not a customer id"))
        })
        .collect()
}
