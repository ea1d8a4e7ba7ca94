//! `zrm.kdlt.v1.CustomerService`: thin; checks the request, calls the area's domain functions,
//! converts the answer.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::kdlt::v1::customer_service_server::CustomerService;
use zrm_proto::kdlt::v1::{
    CreateCustomerRequest, Customer, CustomerName, CustomerPage, GetCustomerNameByPniRequest,
    GetCustomerRequest, SearchCustomersRequest, UpdateCustomerRequest,
};

use super::{requests, responses};
use crate::customers::register;
use crate::error::KdltError;
use crate::state::KdltState;

pub struct CustomerGrpc {
    state: Arc<KdltState>,
}

impl CustomerGrpc {
    pub fn new(state: Arc<KdltState>) -> Self {
        Self { state }
    }
}

#[tonic::async_trait]
impl CustomerService for CustomerGrpc {
    async fn create_customer(
        &self,
        request: Request<CreateCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer = requests::new_customer(request.get_ref())?;
        let created = register::create_customer(&self.state, &customer, &actor).await?;
        Ok(Response::new(responses::customer(created)))
    }

    async fn get_customer(
        &self,
        request: Request<GetCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let customer = register::get_customer(&self.state, customer_id).await?;
        Ok(Response::new(responses::customer(customer)))
    }

    async fn update_customer(
        &self,
        request: Request<UpdateCustomerRequest>,
    ) -> Result<Response<Customer>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let changes = requests::changes(request.get_ref())?;
        let updated = register::update_customer(&self.state, customer_id, &changes, &actor).await?;
        Ok(Response::new(responses::customer(updated)))
    }

    async fn search_customers(
        &self,
        request: Request<SearchCustomersRequest>,
    ) -> Result<Response<CustomerPage>, Status> {
        let (key, page) = requests::search(request.get_ref())?;
        let (customers, total) = register::search_customers(&self.state, &key, page).await?;
        Ok(Response::new(responses::customer_page(
            customers, page, total,
        )))
    }

    async fn get_customer_name(
        &self,
        request: Request<GetCustomerRequest>,
    ) -> Result<Response<CustomerName>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let name = register::get_customer_name(&self.state, customer_id).await?;
        Ok(Response::new(responses::customer_name(name)))
    }

    async fn get_customer_name_by_pni(
        &self,
        request: Request<GetCustomerNameByPniRequest>,
    ) -> Result<Response<CustomerName>, Status> {
        let pnis = requests::personal_ids_of_either_country("pni", &request.get_ref().pni)?;
        let name = register::find_customer_name_by_pni(&self.state, &pnis)
            .await?
            .ok_or_else(|| Status::from(KdltError::NoCustomerWithPersonalId))?;
        Ok(Response::new(responses::customer_name(name)))
    }
}
