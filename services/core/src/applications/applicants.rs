//! The applicants are kdlt's customers: kdlt confirms they exist when an application is created,
//! and gives their names (and, for one application read by an employee, their personal ids) when
//! applications are read. Core keeps only the customer ids, so an erased or renamed customer is
//! shown as kdlt holds them now.

use std::collections::HashMap;
use std::time::Duration;

use tonic::transport::Channel;
use zrm_proto::kdlt::v1::GetCustomersRequest;
use zrm_proto::kdlt::v1::customer_service_client::CustomerServiceClient;

use crate::error::CoreError;

use super::model::Person;

/// kdlt takes at most this many ids per call.
const IDS_PER_CALL: usize = 100;

#[derive(Debug, Clone)]
pub struct CustomerDirectory {
    client: CustomerServiceClient<Channel>,
    deadline: Duration,
}

/// Who reads: an employee (whose view of personal ids kdlt audits) or core itself (names only).
#[derive(Debug, Clone, Copy)]
pub enum Reader<'a> {
    Employee(&'a str),
    Service,
}

impl CustomerDirectory {
    pub fn new(channel: Channel, deadline: Duration) -> Self {
        CustomerDirectory {
            client: CustomerServiceClient::new(channel),
            deadline,
        }
    }

    /// The people of these customer ids that kdlt holds. Ids it does not know are left out.
    pub async fn people(
        &self,
        customer_ids: &[i64],
        reader: Reader<'_>,
    ) -> Result<HashMap<i64, Person>, CoreError> {
        let mut people = HashMap::with_capacity(customer_ids.len());
        for chunk in customer_ids.chunks(IDS_PER_CALL) {
            let request = zrm_platform::grpc::request(
                GetCustomersRequest {
                    customer_ids: chunk.iter().map(i64::to_string).collect(),
                    requested_by: match reader {
                        Reader::Employee(user_id) => user_id.to_owned(),
                        Reader::Service => String::new(),
                    },
                },
                self.deadline,
            );
            let customers = self
                .client
                .clone()
                .get_customers(request)
                .await
                .map_err(CoreError::Kdlt)?
                .into_inner()
                .customers;
            for customer in customers {
                let Ok(customer_id) = customer.customer_id.parse() else {
                    continue;
                };
                people.insert(
                    customer_id,
                    Person {
                        first_name: customer.first_name,
                        last_name: customer.last_name,
                        pni: matches!(reader, Reader::Employee(_)).then_some(customer.pni),
                    },
                );
            }
        }
        Ok(people)
    }

    /// Names for display; when kdlt cannot answer, the applications are still shown, without
    /// names, rather than not at all.
    pub async fn names_or_none(&self, customer_ids: &[i64]) -> HashMap<i64, Person> {
        match self.people(customer_ids, Reader::Service).await {
            Ok(people) => people,
            Err(error) => {
                tracing::warn!(%error, "kdlt did not give the applicants' names");
                HashMap::new()
            }
        }
    }
}
