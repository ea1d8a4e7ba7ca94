//! Inviting an applicant to follow the application on My Pages, by e-mail:
//! `POST /application/invite` (one applicant), `POST /application/invite/{invitation_id}` (the
//! same invitation sent again, to the address the customer register holds now) and
//! `GET /application/invites/{application_id}` (the application's invitations, newest first).

use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct InviteRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
    /// An applicant of the application with an e-mail address in the customer register.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResendInvitationRequest {
    /// The reference number of the invitation's application, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
}

/// PENDING while being handed to the e-mail service; SENT or FAILED after.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum InvitationState {
    Pending,
    Sent,
    Failed,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Invitation {
    pub invitation_id: i64,
    pub customer_id: i64,
    /// The address it went (or was to go) to last.
    pub email: String,
    pub state: InvitationState,
    /// How many times it was sent.
    pub sends: i32,
    pub invited_by: String,
    pub invited_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub sent_at: Option<DateTime<Utc>>,
}

impl ActedBy for Invitation {
    fn actor_id(&self) -> &str {
        &self.invited_by
    }
    fn set_actor_name(&mut self, name: Option<String>) {
        self.invited_by_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationPage {
    /// Newest first.
    pub items: Vec<Invitation>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl TryFrom<proto::Invitation> for Invitation {
    type Error = GatewayError;

    fn try_from(invitation: proto::Invitation) -> Result<Self, GatewayError> {
        let state = match invitation.state() {
            proto::InvitationState::Pending => InvitationState::Pending,
            proto::InvitationState::Sent => InvitationState::Sent,
            proto::InvitationState::Failed => InvitationState::Failed,
            proto::InvitationState::Unspecified => {
                return Err(GatewayError::Internal(
                    "core answered an invitation with no state".into(),
                ));
            }
        };
        Ok(Invitation {
            invitation_id: invitation.invitation_id,
            customer_id: invitation.customer_id,
            email: invitation.email,
            state,
            sends: invitation.sends,
            invited_by: invitation.invited_by,
            invited_by_name: None,
            created_at: timestamp_or_epoch(invitation.created_at),
            sent_at: invitation.sent_at.map(|at| timestamp_or_epoch(Some(at))),
        })
    }
}

async fn answer(
    state: &AppState,
    invitation: proto::Invitation,
) -> Result<Invitation, GatewayError> {
    let mut invitation = Invitation::try_from(invitation)?;
    name_actors(state, std::slice::from_mut(&mut invitation)).await;
    Ok(invitation)
}

#[utoipa::path(
    tag = "application",
    request_body = InviteRequest,
    responses(
        (status = 201, description = "Sent; also in the application's history", body = Invitation),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Not an applicant, no e-mail address in the customer register, or the application is deactivated", body = ErrorBody),
        (status = 503, description = "The e-mail could not be sent now; the invitation is kept as FAILED and can be sent again", body = ErrorBody),
    ),
)]
#[post("/application/invite")]
pub async fn invite_applicant(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<InviteRequest>,
) -> Result<HttpResponse, GatewayError> {
    let body = body.into_inner();
    let reference = MortgageReference::parse("application_id", &body.application_id)?;
    if body.customer_id < 1 {
        return Err(GatewayError::field("customer_id", "Must be a customer id"));
    }
    let request = proto::InviteApplicantRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        customer_id: body.customer_id,
        invited_by: user.user_id,
    };
    let invitation = state
        .clients
        .applications()
        .invite_applicant(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(HttpResponse::Created().json(answer(&state, invitation).await?))
}

#[utoipa::path(
    tag = "application",
    params(("invitation_id" = i64, Path, minimum = 1, description = "The invitation to send again")),
    request_body = ResendInvitationRequest,
    responses(
        (status = 200, description = "Sent again", body = Invitation),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such invitation of that application", body = ErrorBody),
        (status = 409, description = "No longer an applicant, no e-mail address in the customer register, or the application is deactivated", body = ErrorBody),
        (status = 503, description = "The e-mail could not be sent now; the invitation is kept as FAILED", body = ErrorBody),
    ),
)]
#[post("/application/invite/{invitation_id}")]
pub async fn resend_invitation(
    user: StaffUser,
    state: web::Data<AppState>,
    invitation_id: web::Path<i64>,
    body: JsonBody<ResendInvitationRequest>,
) -> Result<web::Json<Invitation>, GatewayError> {
    let invitation_id = invitation_id.into_inner();
    if invitation_id < 1 {
        return Err(GatewayError::field(
            "invitation_id",
            "Must be an invitation id",
        ));
    }
    let reference = MortgageReference::parse("application_id", &body.into_inner().application_id)?;
    let request = proto::ResendInvitationRequest {
        invitation_id,
        application_id: reference.id,
        country: reference.country_message().into(),
        resent_by: user.user_id,
    };
    let invitation = state
        .clients
        .applications()
        .resend_invitation(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(answer(&state, invitation).await?))
}

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        PageQuery,
    ),
    responses(
        (status = 200, body = InvitationPage),
        (status = 400, description = "Not a reference number or bad paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/invites/{application_id}")]
pub async fn list_invitations(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<InvitationPage>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListInvitationsRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .applications()
        .list_invitations(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut items = response
        .invitations
        .into_iter()
        .map(Invitation::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    name_actors(&state, &mut items).await;
    Ok(web::Json(InvitationPage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
