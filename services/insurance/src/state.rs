//! What the request handlers share: the pool, the links' cipher, the tariff and the payment
//! providers' clients.

use std::time::Duration;

use tonic::transport::Channel;
use zrm_domain::Country;
use zrm_platform::db::{DbConnection, DbPool};
use zrm_proto::kdlt::v1::customer_service_client::CustomerServiceClient;
use zrm_proto::messaging::v1::email_service_client::EmailServiceClient;
use zrm_providers::gocardless::HttpGoCardless;
use zrm_providers::vipps::HttpVipps;

use crate::clock::BillingClock;
use crate::error::InsuranceError;
use crate::insurances::encrypted_id::IdCipher;
use crate::insurances::premium::Tariff;
use crate::settings::InsuranceSettings;

pub struct InsuranceState {
    pub pool: DbPool,
    pub cipher: IdCipher,
    pub link_valid_days: i64,
    /// The life insurance's default sum, whole kronor.
    pub life_default_amount: i64,
    pub tariff: Tariff,
    /// What day it is for billing (the sandbox's test clock locally).
    pub clock: BillingClock,
    pub providers: PaymentProviders,
    pub peers: Peers,
    /// My Pages of Sweden and of Norway (the links' base).
    pub my_pages_url_se: String,
    pub my_pages_url_no: String,
    /// The gateway's public address (the new-mandate links' base).
    pub public_api_url: String,
}

/// The services this one asks: messaging (e-mail) and kdlt (the customer's address).
pub struct Peers {
    pub email: EmailServiceClient<Channel>,
    pub email_deadline: Duration,
    pub customers: CustomerServiceClient<Channel>,
    pub customers_deadline: Duration,
}

/// The direct-debit providers (locally the sandbox's simulators, over HTTP).
pub struct PaymentProviders {
    pub gocardless: HttpGoCardless,
    pub vipps: HttpVipps,
}

impl InsuranceState {
    /// My Pages of the country, where customers' links lead.
    pub fn my_pages_url(&self, country: Country) -> &str {
        match country {
            Country::Se => &self.my_pages_url_se,
            Country::No => &self.my_pages_url_no,
        }
    }

    pub fn new(pool: DbPool, settings: &InsuranceSettings) -> Result<Self, String> {
        let channel = |name: &str, client: &zrm_platform::grpc::ClientSettings| {
            zrm_platform::grpc::channel(client).map_err(|error| format!("{name}: {error}"))
        };
        let peers = Peers {
            email: EmailServiceClient::new(channel("messaging", &settings.messaging)?),
            email_deadline: settings.messaging.deadline(),
            customers: CustomerServiceClient::new(channel("kdlt", &settings.kdlt)?),
            customers_deadline: settings.kdlt.deadline(),
        };
        Ok(Self {
            peers,
            my_pages_url_se: settings
                .insurance
                .my_pages_url_se
                .trim_end_matches('/')
                .to_owned(),
            my_pages_url_no: settings
                .insurance
                .my_pages_url_no
                .trim_end_matches('/')
                .to_owned(),
            public_api_url: settings
                .insurance
                .public_api_url
                .trim_end_matches('/')
                .to_owned(),
            pool,
            cipher: IdCipher::from_hex(&settings.insurance.encrypted_id_key)?,
            link_valid_days: settings.insurance.link_valid_days,
            life_default_amount: settings.insurance.life_default_amount,
            tariff: Tariff::default(),
            clock: BillingClock::new(&settings.insurance.billing_clock_url)?,
            providers: PaymentProviders {
                gocardless: HttpGoCardless::new(&settings.gocardless)
                    .map_err(|error| format!("gocardless: {error}"))?,
                vipps: HttpVipps::new(&settings.vipps)
                    .map_err(|error| format!("vipps: {error}"))?,
            },
        })
    }
}

/// A pooled connection; a pool that cannot hand one out means the database is unreachable.
pub async fn pooled(pool: &DbPool) -> Result<DbConnection, InsuranceError> {
    Ok(zrm_platform::storage::pooled(pool).await?)
}
