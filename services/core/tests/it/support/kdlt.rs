//! A stand-in of kdlt's customer register (`zrm.kdlt.v1.CustomerService`): `GetCustomer`, `GetCustomers`,
//! `PnisToIds`, `CreateCustomer` (refusing a personal id it holds, as kdlt does) and
//! `FindCustomerIds` (a normalised personal id or phone number exactly, other text a part of the
//! name) over an in-memory set of customers, recording who asked. Core's tests reach no kdlt
//! code; the gateway's stack tests run core against the real kdlt.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::task::JoinHandle;
use tonic::transport::server::TcpIncoming;
use zrm_platform::grpc::GrpcSettings;
use zrm_proto::kdlt::v1::customer_service_server::{CustomerService, CustomerServiceServer};
use zrm_proto::kdlt::v1::{
    CreateCustomerRequest, Customer, CustomerList, FindCustomerIdsRequest, FoundCustomerIds,
    GetCustomerRequest, GetCustomersRequest, IdMatch, IdMatches, PnisToIdsRequest,
};

#[derive(Clone, Default)]
struct Register {
    customers: Arc<Mutex<HashMap<String, Customer>>>,
    asked_by: Arc<Mutex<Vec<String>>>,
}

#[tonic::async_trait]
impl CustomerService for Register {
    async fn get_customers(
        &self,
        request: tonic::Request<GetCustomersRequest>,
    ) -> Result<tonic::Response<CustomerList>, tonic::Status> {
        let request = request.into_inner();
        self.asked_by.lock().unwrap().push(request.requested_by);
        let customers = request
            .customer_ids
            .iter()
            .filter_map(|id| self.customers.lock().unwrap().get(id).cloned())
            .collect();
        Ok(tonic::Response::new(CustomerList { customers }))
    }

    async fn get_customer(
        &self,
        request: tonic::Request<GetCustomerRequest>,
    ) -> Result<tonic::Response<Customer>, tonic::Status> {
        let request = request.into_inner();
        self.asked_by.lock().unwrap().push(request.requested_by);
        self.customers
            .lock()
            .unwrap()
            .get(&request.customer_id)
            .cloned()
            .map(tonic::Response::new)
            .ok_or_else(|| tonic::Status::not_found("Customer not found"))
    }

    async fn pnis_to_ids(
        &self,
        request: tonic::Request<PnisToIdsRequest>,
    ) -> Result<tonic::Response<IdMatches>, tonic::Status> {
        let customers = self.customers.lock().unwrap();
        let matches = request
            .into_inner()
            .pnis
            .into_iter()
            .map(|pni| IdMatch {
                customer_ids: customers
                    .values()
                    .filter(|customer| customer.pni == pni)
                    .map(|customer| customer.customer_id.clone())
                    .collect(),
                value: pni,
            })
            .collect();
        Ok(tonic::Response::new(IdMatches { matches }))
    }

    async fn find_customer_ids(
        &self,
        request: tonic::Request<FindCustomerIdsRequest>,
    ) -> Result<tonic::Response<FoundCustomerIds>, tonic::Status> {
        let request = request.into_inner();
        let text = request.text.trim().to_lowercase();
        let mut found: Vec<(i64, String)> = self
            .customers
            .lock()
            .unwrap()
            .values()
            .filter(|customer| {
                customer.pni == text
                    || customer.phone_number == text
                    || format!("{} {}", customer.first_name, customer.last_name)
                        .to_lowercase()
                        .contains(&text)
            })
            .map(|customer| (customer.customer_id.parse().unwrap(), customer.pni.clone()))
            .collect();
        found.sort_unstable_by_key(|(id, _)| std::cmp::Reverse(*id));
        let limit = request.limit as usize;
        let more = found.len() > limit;
        found.truncate(limit);
        let (customer_ids, pnis) = found.into_iter().unzip();
        Ok(tonic::Response::new(FoundCustomerIds {
            customer_ids,
            pnis,
            more,
        }))
    }

    async fn create_customer(
        &self,
        request: tonic::Request<CreateCustomerRequest>,
    ) -> Result<tonic::Response<Customer>, tonic::Status> {
        let request = request.into_inner();
        let mut customers = self.customers.lock().unwrap();
        if customers
            .values()
            .any(|customer| customer.pni == request.pni)
        {
            return Err(tonic::Status::already_exists(
                "A customer with this personal id exists",
            ));
        }
        self.asked_by.lock().unwrap().push(request.requested_by);
        let id = 1000 + customers.len() as i64;
        let created = customer(id, &request.pni, &request.first_name, &request.last_name);
        customers.insert(created.customer_id.clone(), created.clone());
        Ok(tonic::Response::new(created))
    }
}

pub struct KdltStandIn {
    pub url: String,
    register: Register,
    server: JoinHandle<()>,
}

/// A customer of the stand-in: id, personal id (normalised), first and last name.
pub fn customer(id: i64, pni: &str, first_name: &str, last_name: &str) -> Customer {
    Customer {
        customer_id: id.to_string(),
        pni: pni.to_owned(),
        first_name: first_name.to_owned(),
        last_name: last_name.to_owned(),
        ..Customer::default()
    }
}

impl KdltStandIn {
    pub async fn start(customers: Vec<Customer>) -> KdltStandIn {
        let grpc = GrpcSettings {
            listen: "127.0.0.1:0".parse().unwrap(),
            max_message_bytes: 1 << 20,
            request_timeout_ms: 10_000,
            concurrency_limit_per_connection: 32,
        };
        let incoming = TcpIncoming::bind(grpc.listen).unwrap();
        let url = format!("http://{}", incoming.local_addr().unwrap());
        let register = Register {
            customers: Arc::new(Mutex::new(
                customers
                    .into_iter()
                    .map(|customer| (customer.customer_id.clone(), customer))
                    .collect(),
            )),
            asked_by: Arc::default(),
        };
        let router = zrm_platform::grpc::server(&grpc)
            .add_service(CustomerServiceServer::new(register.clone()));
        let server = tokio::spawn(async move {
            router.serve_with_incoming(incoming).await.unwrap();
        });
        KdltStandIn {
            url,
            register,
            server,
        }
    }

    /// The customer holding this personal id, if any.
    pub fn customer_with_pni(&self, pni: &str) -> Option<Customer> {
        let customers = self.register.customers.lock().unwrap();
        customers
            .values()
            .find(|customer| customer.pni == pni)
            .cloned()
    }

    /// Who each `GetCustomers` and `CreateCustomer` call named (empty: core itself), oldest first.
    pub fn asked_by(&self) -> Vec<String> {
        self.register.asked_by.lock().unwrap().clone()
    }

    pub fn stop(self) {
        self.server.abort();
    }
}
