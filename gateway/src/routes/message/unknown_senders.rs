//! "SMS unknown-sender": incoming SMS from numbers no customer is known for, and attaching such
//! a number to a customer (every waiting SMS from it then joins the customer's conversation).

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_platform::grpc::common::page_request;
use zrm_proto::messaging::v1::{AttachUnknownSenderRequest, ListUnknownSendersRequest};

use super::types::SmsPage;
use crate::auth::StaffUser;
use crate::clients::MESSAGING;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::{PageQuery, phone_schema_required};
use crate::state::AppState;

#[utoipa::path(
    tag = "message",
    params(PageQuery),
    responses(
        (status = 200, description = "Newest first, with the exact total", body = SmsPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/sms/unknown-sender")]
pub async fn unknown_senders(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<SmsPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListUnknownSendersRequest {
        page: Some(page_request(paging.page, paging.limit)),
    };
    let answer = state
        .clients
        .sms()
        .list_unknown_senders(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(SmsPage::of(answer, paging)))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AttachSenderRequest {
    /// The unknown sender's number.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = phone_schema_required)]
    pub phone_number: String,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AttachedSender {
    /// How many SMS joined the customer's conversation.
    pub attached: u32,
}

#[utoipa::path(
    tag = "message",
    request_body = AttachSenderRequest,
    responses(
        (status = 200, body = AttachedSender),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, description = "No such customer, or no SMS from the number waits", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/sms/unknown-sender/attach")]
pub async fn attach_unknown_sender(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<AttachSenderRequest>,
) -> Result<web::Json<AttachedSender>, GatewayError> {
    let body = body.into_inner();
    let request = AttachUnknownSenderRequest {
        phone_number: body.phone_number.trim().to_owned(),
        customer_id: body.customer_id,
        attached_by: user.user_id,
    };
    let answer = state
        .clients
        .sms()
        .attach_unknown_sender(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(AttachedSender {
        attached: answer.attached,
    }))
}
