//! gRPC clients of the services. Channels connect lazily (a service that is down makes its
//! calls fail with 503, not the gateway's start) and every request carries the service's
//! deadline and the request context (request id, trace parent) of the HTTP request being served.

use std::time::Duration;
use tonic::transport::Channel;
use zrm_platform::grpc::ClientSettings;
use zrm_proto::core::v1::application_service_client::ApplicationServiceClient;
use zrm_proto::core::v1::bank_portal_service_client::BankPortalServiceClient;
use zrm_proto::core::v1::bank_service_client::BankServiceClient;
use zrm_proto::core::v1::employee_service_client::EmployeeServiceClient;
use zrm_proto::core::v1::lead_service_client::LeadServiceClient;
use zrm_proto::core::v1::meeting_service_client::MeetingServiceClient;
use zrm_proto::core::v1::mortgage_calculation_service_client::MortgageCalculationServiceClient;
use zrm_proto::core::v1::property_service_client::PropertyServiceClient;
use zrm_proto::core::v1::schedule_service_client::ScheduleServiceClient;
use zrm_proto::insurance::v1::insurance_service_client::InsuranceServiceClient;
use zrm_proto::kdlt::v1::check_service_client::CheckServiceClient;
use zrm_proto::kdlt::v1::customer_service_client::CustomerServiceClient;
use zrm_proto::kdlt::v1::debt_register_service_client::DebtRegisterServiceClient;
use zrm_proto::kdlt::v1::document_service_client::DocumentServiceClient;
use zrm_proto::messaging::v1::sms_service_client::SmsServiceClient;
use zrm_proto::messaging::v1::template_service_client::TemplateServiceClient;
use zrm_proto::notifications::v1::notification_service_client::NotificationServiceClient;

use crate::error::GatewayError;
use crate::settings::ServiceSettings;

pub const CORE: &str = "core";
pub const KDLT: &str = "kdlt";
pub const INSURANCE: &str = "insurance";
pub const MESSAGING: &str = "messaging";
pub const NOTIFICATIONS: &str = "notifications";

/// One service: its channel and the deadline of its calls.
#[derive(Clone)]
pub struct ServiceClient {
    channel: Channel,
    deadline: Duration,
}

impl ServiceClient {
    fn open(name: &str, settings: &ClientSettings) -> Result<Self, GatewayError> {
        let channel = zrm_platform::grpc::channel(settings).map_err(|error| {
            GatewayError::Internal(format!("invalid {name} url {}: {error}", settings.url))
        })?;
        Ok(Self {
            channel,
            deadline: settings.deadline(),
        })
    }

    /// A request with the deadline and the current request context in its metadata.
    pub fn request<T>(&self, message: T) -> tonic::Request<T> {
        zrm_platform::grpc::request(message, self.deadline)
    }

    pub fn channel(&self) -> Channel {
        self.channel.clone()
    }
}

#[derive(Clone)]
pub struct ServiceClients {
    pub core: ServiceClient,
    pub kdlt: ServiceClient,
    pub insurance: ServiceClient,
    pub messaging: ServiceClient,
    pub notifications: ServiceClient,
}

impl ServiceClients {
    pub fn new(settings: &ServiceSettings) -> Result<Self, GatewayError> {
        let core = ServiceClient::open(CORE, &settings.core)?;
        let kdlt = ServiceClient::open(KDLT, &settings.kdlt)?;
        let insurance = ServiceClient::open(INSURANCE, &settings.insurance)?;
        let messaging = ServiceClient::open(MESSAGING, &settings.messaging)?;
        let notifications = ServiceClient::open(NOTIFICATIONS, &settings.notifications)?;
        Ok(Self {
            core,
            kdlt,
            insurance,
            messaging,
            notifications,
        })
    }

    pub fn leads(&self) -> LeadServiceClient<Channel> {
        LeadServiceClient::new(self.core.channel())
    }

    pub fn applications(&self) -> ApplicationServiceClient<Channel> {
        ApplicationServiceClient::new(self.core.channel())
    }

    pub fn banks(&self) -> BankServiceClient<Channel> {
        BankServiceClient::new(self.core.channel())
    }

    pub fn bank_portal(&self) -> BankPortalServiceClient<Channel> {
        BankPortalServiceClient::new(self.core.channel())
    }

    pub fn meetings(&self) -> MeetingServiceClient<Channel> {
        MeetingServiceClient::new(self.core.channel())
    }

    pub fn schedule(&self) -> ScheduleServiceClient<Channel> {
        ScheduleServiceClient::new(self.core.channel())
    }

    pub fn property(&self) -> PropertyServiceClient<Channel> {
        PropertyServiceClient::new(self.core.channel())
    }

    pub fn calculations(&self) -> MortgageCalculationServiceClient<Channel> {
        MortgageCalculationServiceClient::new(self.core.channel())
    }

    pub fn employees(&self) -> EmployeeServiceClient<Channel> {
        EmployeeServiceClient::new(self.core.channel())
    }

    pub fn customers(&self) -> CustomerServiceClient<Channel> {
        CustomerServiceClient::new(self.kdlt.channel())
    }

    pub fn documents(&self) -> DocumentServiceClient<Channel> {
        DocumentServiceClient::new(self.kdlt.channel())
    }

    pub fn checks(&self) -> CheckServiceClient<Channel> {
        CheckServiceClient::new(self.kdlt.channel())
    }

    pub fn debt_register(&self) -> DebtRegisterServiceClient<Channel> {
        DebtRegisterServiceClient::new(self.kdlt.channel())
    }

    pub fn insurances(&self) -> InsuranceServiceClient<Channel> {
        InsuranceServiceClient::new(self.insurance.channel())
    }

    pub fn sms(&self) -> SmsServiceClient<Channel> {
        SmsServiceClient::new(self.messaging.channel())
    }

    pub fn templates(&self) -> TemplateServiceClient<Channel> {
        TemplateServiceClient::new(self.messaging.channel())
    }

    pub fn notification_service(&self) -> NotificationServiceClient<Channel> {
        NotificationServiceClient::new(self.notifications.channel())
    }
}
