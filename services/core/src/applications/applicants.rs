//! The applicants are kdlt's customers: kdlt confirms they exist when an application is created,
//! and gives their names (and, for one application read by an employee, their personal ids) when
//! applications are read. Core keeps only the customer ids, so an erased or renamed customer is
//! shown as kdlt holds them now.

use std::collections::HashMap;
use std::time::Duration;

use tonic::transport::Channel;
use tonic::{Code, Status};
use uuid::Uuid;
use zrm_domain::Country;
use zrm_platform::grpc::common::country_of_code;
use zrm_proto::kdlt::v1::customer_service_client::CustomerServiceClient;
use zrm_proto::kdlt::v1::{
    CreateCustomerRequest, FindCustomerIdsRequest, GetCustomerRequest, GetCustomersRequest,
    PnisToIdsRequest,
};

use crate::error::CoreError;

use super::model::Person;

/// kdlt takes at most this many ids per call.
const IDS_PER_CALL: usize = 100;

#[derive(Debug, Clone)]
pub struct CustomerDirectory {
    client: CustomerServiceClient<Channel>,
    deadline: Duration,
}

/// Whom core writes to: the customer's first name and e-mail address (empty when the register
/// holds none).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contact {
    pub first_name: String,
    pub email: String,
}

/// The customers a search box's text names, newest first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NamedCustomers {
    pub customer_ids: Vec<i64>,
    /// Their personal ids, in the same order.
    pub pnis: Vec<String>,
    /// More customers matched than were asked for.
    pub more: bool,
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

    /// The customers a search box's text names: a personal id or phone number exactly, other
    /// text as the start of a first or last name (else a part of one); at most `limit` (1 to
    /// 200), newest first.
    pub async fn named_by(&self, text: &str, limit: u32) -> Result<NamedCustomers, CoreError> {
        let request = zrm_platform::grpc::request(
            FindCustomerIdsRequest {
                text: text.to_owned(),
                limit,
            },
            self.deadline,
        );
        let found = self
            .client
            .clone()
            .find_customer_ids(request)
            .await
            .map_err(CoreError::Kdlt)?
            .into_inner();
        Ok(NamedCustomers {
            customer_ids: found.customer_ids,
            pnis: found.pnis,
            more: found.more,
        })
    }

    /// The customer's contact as the register holds it now (None for an id it does not know);
    /// the read is audited under `requested_by`, the employee who writes to them.
    pub async fn contact(
        &self,
        customer_id: i64,
        requested_by: &str,
    ) -> Result<Option<Contact>, CoreError> {
        let request = zrm_platform::grpc::request(
            GetCustomerRequest {
                customer_id: customer_id.to_string(),
                requested_by: requested_by.to_owned(),
            },
            self.deadline,
        );
        match self.client.clone().get_customer(request).await {
            Ok(customer) => {
                let customer = customer.into_inner();
                Ok(Some(Contact {
                    first_name: customer.first_name,
                    email: customer.email,
                }))
            }
            Err(status) if status.code() == Code::NotFound => Ok(None),
            Err(status) => Err(CoreError::Kdlt(status)),
        }
    }

    /// The customer id of the person with this personal id, registering them with the given
    /// name when the register holds nobody with it (a lead's people become customers when the
    /// lead is converted). A registration racing another one finds the winner's row.
    pub async fn find_or_register(
        &self,
        country: Country,
        person: &NewCustomer<'_>,
        requested_by: Uuid,
    ) -> Result<i64, CoreError> {
        if let Some(customer_id) = self.customer_of_pni(person.pni).await? {
            return Ok(customer_id);
        }
        let request = zrm_platform::grpc::request(
            CreateCustomerRequest {
                country: country_of_code(country.code()).into(),
                pni: person.pni.to_owned(),
                first_name: person.first_name.to_owned(),
                last_name: person.last_name.to_owned(),
                requested_by: requested_by.to_string(),
                ..Default::default()
            },
            self.deadline,
        );
        match self.client.clone().create_customer(request).await {
            Ok(customer) => customer_id_of(&customer.into_inner().customer_id),
            Err(status) if status.code() == Code::AlreadyExists => self
                .customer_of_pni(person.pni)
                .await?
                .ok_or(CoreError::Kdlt(status)),
            Err(status) => Err(CoreError::Kdlt(status)),
        }
    }

    async fn customer_of_pni(&self, pni: &str) -> Result<Option<i64>, CoreError> {
        let request = zrm_platform::grpc::request(
            PnisToIdsRequest {
                pnis: vec![pni.to_owned()],
            },
            self.deadline,
        );
        let matches = self
            .client
            .clone()
            .pnis_to_ids(request)
            .await
            .map_err(CoreError::Kdlt)?
            .into_inner()
            .matches;
        matches
            .iter()
            .flat_map(|found| found.customer_ids.first())
            .next()
            .map(|id| customer_id_of(id))
            .transpose()
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

/// A person to find in the register by personal id, or to register.
#[derive(Debug, Clone, Copy)]
pub struct NewCustomer<'a> {
    pub pni: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
}

fn customer_id_of(text: &str) -> Result<i64, CoreError> {
    text.parse().map_err(|_| {
        CoreError::Kdlt(Status::internal(format!(
            "the register answered with a customer id that is not a number: {text}"
        )))
    })
}
