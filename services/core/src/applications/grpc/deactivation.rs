//! Deactivation requests: proto in (validated), domain out as proto.

use zrm_platform::grpc::common::{country_of_code, page_info};
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;

use crate::applications::deactivation::model::{
    DeactivationInbox, DeactivationRequest, DeactivationReview, DeactivationState,
    NewDeactivationRequest, Reactivation,
};
use crate::applications::deactivation::request::{deactivation_reason, optional_note};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;

use super::requests::{application_id_from_request, country_from_request};

pub fn new_request_from_request(
    request: &proto::RequestDeactivationRequest,
) -> Result<NewDeactivationRequest, CoreError> {
    Ok(NewDeactivationRequest {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        reason: deactivation_reason(&request.reason)?,
        note: optional_note(&request.note)?,
        requested_by: user_id("requested_by", &request.requested_by)?,
    })
}

pub fn review_from_request(
    request: &proto::ReviewDeactivationRequest,
) -> Result<DeactivationReview, CoreError> {
    if request.request_id <= 0 {
        return Err(CoreError::invalid(
            "request_id",
            "Must be a deactivation request id",
        ));
    }
    Ok(DeactivationReview {
        request_id: request.request_id,
        approve: request.approve,
        note: optional_note(&request.note)?,
        reviewed_by: user_id("reviewed_by", &request.reviewed_by)?,
    })
}

pub fn reactivation_from_request(
    request: &proto::ReactivateApplicationRequest,
) -> Result<Reactivation, CoreError> {
    Ok(Reactivation {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        requested_by: user_id("requested_by", &request.requested_by)?,
    })
}

fn state_message(state: DeactivationState) -> proto::DeactivationState {
    match state {
        DeactivationState::Pending => proto::DeactivationState::Pending,
        DeactivationState::Approved => proto::DeactivationState::Approved,
        DeactivationState::Rejected => proto::DeactivationState::Rejected,
    }
}

pub fn deactivation_message(request: DeactivationRequest) -> proto::DeactivationRequest {
    proto::DeactivationRequest {
        request_id: request.request_id,
        application_id: request.application_id,
        country: country_of_code(request.country.code()).into(),
        reason: request.reason,
        note: request.note,
        requested_by: request.requested_by.to_string(),
        requested_at: Some(timestamp(request.requested_at)),
        state: state_message(request.state).into(),
        reviewed_by: request.reviewed_by.map(|id| id.to_string()),
        reviewed_at: request.reviewed_at.map(timestamp),
        review_note: request.review_note,
    }
}

pub fn inbox_message(inbox: DeactivationInbox) -> proto::ListDeactivationRequestsResponse {
    proto::ListDeactivationRequestsResponse {
        requests: inbox
            .requests
            .into_iter()
            .map(deactivation_message)
            .collect(),
        page: Some(page_info(inbox.page.page, inbox.page.limit, inbox.total)),
    }
}
