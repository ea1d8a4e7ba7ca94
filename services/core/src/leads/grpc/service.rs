//! `zrm.core.v1.LeadService`: validate, call the lead use case, convert.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::core::v1::lead_service_server::LeadService;
use zrm_proto::core::v1::{
    AssignLeadRequest, CreateLeadRequest, GetLeadRequest, Lead, ListLeadsRequest,
    ListLeadsResponse, ReprocessSubmissionsRequest, ReprocessSubmissionsResponse,
    SearchLeadsRequest, SetLeadHandledRequest,
};

use crate::leads::grpc::requests::user_id;
use crate::leads::{assign, create, handle, list, read, reprocess, search};
use crate::state::CoreState;

use super::requests::{
    lead_assignment_from_request, lead_id_from_request, lead_list_from_request,
    lead_reprocessing_from_request, new_lead_from_request,
};
use super::responses::{lead_message, lead_page_message, reprocess_results_message};

pub struct LeadGrpc {
    state: Arc<CoreState>,
}

impl LeadGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        LeadGrpc { state }
    }
}

#[tonic::async_trait]
impl LeadService for LeadGrpc {
    async fn create_lead(
        &self,
        request: Request<CreateLeadRequest>,
    ) -> Result<Response<Lead>, Status> {
        let new_lead = new_lead_from_request(request.into_inner())?;
        let lead = create::do_create_lead(
            &self.state.pool,
            &self.state.outbox,
            &self.state.lead_ids,
            new_lead,
        )
        .await?;
        Ok(Response::new(lead_message(lead)))
    }

    async fn get_lead(&self, request: Request<GetLeadRequest>) -> Result<Response<Lead>, Status> {
        let lead_id = lead_id_from_request(request.into_inner().lead_id)?;
        let lead = read::do_get_lead(&self.state.reads, lead_id).await?;
        Ok(Response::new(lead_message(lead)))
    }

    async fn list_leads(
        &self,
        request: Request<ListLeadsRequest>,
    ) -> Result<Response<ListLeadsResponse>, Status> {
        let (filter, page) = lead_list_from_request(request.get_ref())?;
        let leads = list::do_list_leads(&self.state.pool, filter, page).await?;
        Ok(Response::new(lead_page_message(leads)))
    }

    async fn assign_lead(
        &self,
        request: Request<AssignLeadRequest>,
    ) -> Result<Response<Lead>, Status> {
        let assignment = lead_assignment_from_request(request.get_ref())?;
        let lead = assign::do_assign_lead(&self.state.pool, &self.state.outbox, assignment).await?;
        Ok(Response::new(lead_message(lead)))
    }

    async fn reprocess_submissions(
        &self,
        request: Request<ReprocessSubmissionsRequest>,
    ) -> Result<Response<ReprocessSubmissionsResponse>, Status> {
        let reprocessing = lead_reprocessing_from_request(request.get_ref())?;
        let results =
            reprocess::do_reprocess_submissions(&self.state.pool, &self.state.outbox, reprocessing)
                .await?;
        Ok(Response::new(reprocess_results_message(results)))
    }

    async fn set_lead_handled(
        &self,
        request: Request<SetLeadHandledRequest>,
    ) -> Result<Response<Lead>, Status> {
        let request = request.get_ref();
        let lead_id = lead_id_from_request(request.lead_id)?;
        let changed_by = user_id("changed_by", &request.changed_by)?;
        let lead = handle::do_set_lead_handled(
            &self.state.pool,
            &self.state.outbox,
            lead_id,
            request.handled,
            changed_by,
        )
        .await?;
        Ok(Response::new(lead_message(lead)))
    }

    async fn search_leads(
        &self,
        request: Request<SearchLeadsRequest>,
    ) -> Result<Response<ListLeadsResponse>, Status> {
        let request = request.into_inner();
        let query = search::LeadQuery::parse(&request.text, chrono::Utc::now().date_naive())?;
        let page = crate::employees::grpc::requests::page(request.page.as_ref())?;
        let leads = search::do_search_leads(
            &self.state.pool,
            &self.state.customers,
            query,
            &request.text,
            page,
        )
        .await?;
        Ok(Response::new(lead_page_message(leads)))
    }
}
