//! Helpers of the lead tests.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use tonic::{Request, Status};
use uuid::Uuid;
use zrm_core::leads::grpc::service::LeadGrpc;
use zrm_core::schema::employees;
use zrm_platform::grpc::status::FIELD_METADATA_KEY;
use zrm_proto::core::v1::lead_service_server::LeadService;
use zrm_proto::core::v1::{
    Applicant, AssignLeadRequest, CreateLeadRequest, CreateSource, GetLeadRequest, Lead, LeadData,
    ListLeadsRequest, ListLeadsResponse, ReprocessSubmissionsRequest, ReprocessSubmissionsResponse,
};

use super::Core;

pub fn create_request(country: &str, pni: &str, first: &str, last: &str) -> CreateLeadRequest {
    CreateLeadRequest {
        source: "ONLINE_LEAD".into(),
        create_source: Some(CreateSource {
            r#type: "online_form".into(),
            error: None,
        }),
        data: Some(LeadData {
            applicant: Some(Applicant {
                pni: pni.into(),
                first_name: first.into(),
                last_name: last.into(),
            }),
            co_applicant: None,
        }),
        country: zrm_platform::grpc::common::country_of_code(country).into(),
    }
}

pub fn norwegian_pni() -> String {
    let birth_date = chrono::NaiveDate::from_ymd_opt(1970, 1, 1).unwrap();
    zrm_domain::generate_norwegian(&mut rand::rng(), birth_date)
        .unwrap()
        .canonical()
        .to_owned()
}

pub fn field_of(status: &Status) -> &str {
    status
        .metadata()
        .get(FIELD_METADATA_KEY)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
}

pub async fn create(leads: &LeadGrpc, request: CreateLeadRequest) -> Lead {
    leads
        .create_lead(Request::new(request))
        .await
        .unwrap()
        .into_inner()
}

pub async fn list(leads: &LeadGrpc, request: ListLeadsRequest) -> ListLeadsResponse {
    leads
        .list_leads(Request::new(request))
        .await
        .unwrap()
        .into_inner()
}

pub fn list_request(page: u32, limit: u32) -> ListLeadsRequest {
    ListLeadsRequest {
        page: Some(zrm_platform::grpc::common::page_request(page, limit)),
        ..ListLeadsRequest::default()
    }
}

pub fn ids(response: &ListLeadsResponse) -> Vec<i64> {
    response.leads.iter().map(|lead| lead.lead_id).collect()
}

/// The user id of the demo employee with `email` (the seed must have run).
pub async fn employee_id(core: &Core, email: &str) -> Uuid {
    let mut conn = core.conn().await;
    employees::table
        .filter(employees::email.eq(email))
        .select(employees::user_id)
        .first(&mut conn)
        .await
        .unwrap()
}

pub async fn assign(leads: &LeadGrpc, lead_id: i64, assignee: Uuid) -> Result<Lead, Status> {
    leads
        .assign_lead(Request::new(AssignLeadRequest {
            lead_id,
            assignee_id: assignee.to_string(),
            assigned_by: Uuid::new_v4().to_string(),
        }))
        .await
        .map(|response| response.into_inner())
}

pub async fn get(leads: &LeadGrpc, lead_id: i64) -> Lead {
    leads
        .get_lead(Request::new(GetLeadRequest { lead_id }))
        .await
        .unwrap()
        .into_inner()
}

pub async fn reprocess(
    leads: &LeadGrpc,
    lead_ids: Vec<i64>,
) -> Result<ReprocessSubmissionsResponse, Status> {
    leads
        .reprocess_submissions(Request::new(ReprocessSubmissionsRequest {
            lead_ids,
            requested_by: Uuid::new_v4().to_string(),
        }))
        .await
        .map(|response| response.into_inner())
}
