//! `POST /document/attach/{application_id}`: attaches a customer's document to an application.

use actix_web::{post, web};
use zrm_proto::kdlt::v1::AttachDocumentRequest;

use super::types::{AttachRequest, DocumentMeta};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[utoipa::path(
    tag = "document",
    params(("application_id" = String, Path, description = "The application's reference number, e.g. `MOSE1234`", pattern = "^([Cc][Cc]|[Mm][Oo]|[Uu][Ll])([Ss][Ee]|[Nn][Oo])0*[0-9]{1,19}$")),
    request_body = AttachRequest,
    responses(
        (status = 200, description = "The document as attached", body = DocumentMeta),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, description = "No such customer, or the customer has no such document", body = ErrorBody),
        (status = 409, description = "The customer is erased", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/document/attach/{application_id}")]
pub async fn attach_document(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<AttachRequest>,
) -> Result<web::Json<DocumentMeta>, GatewayError> {
    let body = body.into_inner();
    let request = AttachDocumentRequest {
        customer_id: body.customer_id.to_string(),
        document_id: body.document_id.to_string(),
        application_id: super::types::application_id(application_id.into_inner())?,
        requested_by: authorized.user.user_id,
    };
    let meta = state
        .clients
        .documents()
        .attach_document(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(DocumentMeta::named(&state, meta).await?))
}
