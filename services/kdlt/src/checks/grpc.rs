//! `zrm.kdlt.v1.CheckService`: thin; checks the request, runs or lists checks, converts.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_platform::grpc::common::page_info;
use zrm_proto::kdlt::v1::check_service_server::CheckService;
use zrm_proto::kdlt::v1::{
    Check, CheckKind as ProtoKind, CheckPage, ListChecksRequest, RunCheckRequest,
};

use super::CheckKind;
use super::run::{list_checks, run_check};
use crate::customers::grpc::{requests, responses};
use crate::error::KdltError;
use crate::state::KdltState;

pub struct CheckGrpc {
    state: Arc<KdltState>,
}

impl CheckGrpc {
    pub fn new(state: Arc<KdltState>) -> Self {
        Self { state }
    }
}

fn kind(value: i32) -> Result<CheckKind, KdltError> {
    match ProtoKind::try_from(value) {
        Ok(ProtoKind::Id) => Ok(CheckKind::Id),
        Ok(ProtoKind::Credit) => Ok(CheckKind::Credit),
        Ok(ProtoKind::Pep) => Ok(CheckKind::Pep),
        Ok(ProtoKind::ExternallyVerifiedCredits) => Ok(CheckKind::ExternallyVerifiedCredits),
        Ok(ProtoKind::Unspecified) | Err(_) => Err(KdltError::invalid(
            "kind",
            "Must be id, credit, pep or externally_verified_credits",
        )),
    }
}

#[tonic::async_trait]
impl CheckService for CheckGrpc {
    async fn run_check(
        &self,
        request: Request<RunCheckRequest>,
    ) -> Result<Response<Check>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let kind = kind(request.get_ref().kind)?;
        let check = run_check(&self.state, customer_id, kind, &actor).await?;
        Ok(Response::new(responses::check(check)))
    }

    async fn list_checks(
        &self,
        request: Request<ListChecksRequest>,
    ) -> Result<Response<CheckPage>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let (checks, total) = list_checks(&self.state, customer_id, page).await?;
        Ok(Response::new(CheckPage {
            checks: checks.into_iter().map(responses::check).collect(),
            page: Some(page_info(page.page, page.limit, total)),
        }))
    }
}
