//! kdlt, the customer register: whom messaging may write to and whose a number is. Messaging
//! keeps no copy of customers; it asks kdlt at the moment of a send, so a block or a withdrawn
//! consent takes effect on the next message.

use std::time::Duration;

use tonic::transport::Channel;
use tonic::{Code, Status};
use zrm_proto::kdlt::v1::customer_service_client::CustomerServiceClient;
use zrm_proto::kdlt::v1::{GetCustomerRequest, PhonesToIdsRequest};

use zrm_domain::Country;
use zrm_platform::grpc::common::country_code;

use crate::error::MessagingError;

/// What a send needs to know about a customer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomerContact {
    pub customer_id: i64,
    /// As kdlt holds it (E.164, or empty).
    pub phone_number: String,
    pub blocked: bool,
    pub erased: bool,
    pub sms_marketing: bool,
    pub email_marketing: bool,
    pub first_name: String,
    pub last_name: String,
    /// As kdlt holds it (or empty).
    pub email: String,
    /// None only for a record kdlt holds without one.
    pub country: Option<Country>,
}

#[derive(Debug, Clone)]
pub struct CustomerRegister {
    client: CustomerServiceClient<Channel>,
    deadline: Duration,
}

impl CustomerRegister {
    pub fn new(channel: Channel, deadline: Duration) -> Self {
        CustomerRegister {
            client: CustomerServiceClient::new(channel),
            deadline,
        }
    }

    fn request<T>(&self, message: T) -> tonic::Request<T> {
        zrm_platform::grpc::request(message, self.deadline)
    }

    /// The customer's names, number, e-mail, country, blocks and marketing consents; NotFound when kdlt does not know them.
    pub async fn contact(&self, customer_id: i64) -> Result<CustomerContact, MessagingError> {
        let asked = || GetCustomerRequest {
            customer_id: customer_id.to_string(),
            requested_by: String::new(),
        };
        // Three reads on one channel, at the same time: a send waits for the slowest only.
        let (mut customers, mut blocks, mut consents) = (
            self.client.clone(),
            self.client.clone(),
            self.client.clone(),
        );
        let (customer, blocks, consents) = tokio::try_join!(
            customers.get_customer(self.request(asked())),
            blocks.blocks_checks(self.request(asked())),
            consents.get_consents(self.request(asked())),
        )
        .map_err(customer_error)?;
        let (customer, blocks, consents) = (
            customer.into_inner(),
            blocks.into_inner(),
            consents.into_inner(),
        );
        let marketing = consents.marketing.unwrap_or_default();
        Ok(CustomerContact {
            customer_id,
            country: country_code(customer.country).parse().ok(),
            phone_number: customer.phone_number,
            blocked: blocks.blocked,
            erased: blocks.erased,
            sms_marketing: marketing.sms_marketing,
            email_marketing: marketing.email_marketing,
            first_name: customer.first_name,
            last_name: customer.last_name,
            email: customer.email,
        })
    }

    /// NotFound unless kdlt holds the customer.
    pub async fn confirm_exists(&self, customer_id: i64) -> Result<(), MessagingError> {
        self.client
            .clone()
            .get_customer(self.request(GetCustomerRequest {
                customer_id: customer_id.to_string(),
                requested_by: String::new(),
            }))
            .await
            .map(|_| ())
            .map_err(customer_error)
    }

    /// The customers whose phone number is `phone_number` (E.164).
    pub async fn customers_with_phone_number(
        &self,
        phone_number: &str,
    ) -> Result<Vec<i64>, MessagingError> {
        let matches = self
            .client
            .clone()
            .phones_to_ids(self.request(PhonesToIdsRequest {
                phone_numbers: vec![phone_number.to_owned()],
            }))
            .await
            .map_err(MessagingError::Kdlt)?
            .into_inner()
            .matches;
        Ok(matches
            .into_iter()
            .flat_map(|found| found.customer_ids)
            .filter_map(|id| id.parse().ok())
            .collect())
    }
}

fn customer_error(status: Status) -> MessagingError {
    if status.code() == Code::NotFound {
        MessagingError::NotFound("No customer with this id")
    } else {
        MessagingError::Kdlt(status)
    }
}
