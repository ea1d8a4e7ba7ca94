//! Invitations: proto in (validated), domain out as proto.

use zrm_platform::grpc::common::page_info;
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;

use crate::applications::invitations::model::{
    Invitation, InvitationPage, InvitationState, NewInvitation, Resending,
};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;

use super::requests::{application_id_from_request, country_from_request};

pub fn invitation_from_request(
    request: &proto::InviteApplicantRequest,
) -> Result<NewInvitation, CoreError> {
    if request.customer_id <= 0 {
        return Err(CoreError::invalid("customer_id", "Must be a customer id"));
    }
    Ok(NewInvitation {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        customer_id: request.customer_id,
        invited_by: user_id("invited_by", &request.invited_by)?,
    })
}

pub fn resending_from_request(
    request: &proto::ResendInvitationRequest,
) -> Result<Resending, CoreError> {
    if request.invitation_id <= 0 {
        return Err(CoreError::invalid(
            "invitation_id",
            "Must be an invitation id",
        ));
    }
    Ok(Resending {
        invitation_id: request.invitation_id,
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        resent_by: user_id("resent_by", &request.resent_by)?,
    })
}

pub fn invitation_message(invitation: Invitation) -> proto::Invitation {
    let row = invitation.row;
    proto::Invitation {
        invitation_id: row.invitation_id,
        application_id: row.application_id,
        customer_id: row.customer_id,
        email: row.email,
        state: match invitation.state {
            InvitationState::Pending => proto::InvitationState::Pending,
            InvitationState::Sent => proto::InvitationState::Sent,
            InvitationState::Failed => proto::InvitationState::Failed,
        }
        .into(),
        sends: row.sends,
        invited_by: row.invited_by.to_string(),
        created_at: Some(timestamp(row.created_at)),
        sent_at: row.sent_at.map(timestamp),
    }
}

pub fn invitation_page_message(page: InvitationPage) -> proto::ListInvitationsResponse {
    proto::ListInvitationsResponse {
        invitations: page
            .invitations
            .into_iter()
            .map(invitation_message)
            .collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
    }
}
