//! `GET /document/types`, `GET /document/list/{customer_id}` and
//! `GET /document/attached/{application_id}`.

use actix_web::{get, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::kdlt::v1::{AttachedDocumentsRequest, DocumentTypesRequest, ListDocumentsRequest};

use super::types::{DocumentPage, DocumentTypeOption, DocumentTypes, TypesQuery};
use crate::auth::{Authorized, ManageCustomers, StaffUser};
use crate::clients::KDLT;
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging::{self, Paging};
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[utoipa::path(
    tag = "document",
    params(TypesQuery),
    responses(
        (status = 200, body = DocumentTypes),
        (status = 400, description = "Another language", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/document/types")]
pub async fn document_types(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<TypesQuery>,
) -> Result<web::Json<DocumentTypes>, GatewayError> {
    let language = query.into_inner().language.unwrap_or_default();
    let request = DocumentTypesRequest {
        language: language.code().to_owned(),
    };
    let list = state
        .clients
        .documents()
        .document_types(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(DocumentTypes {
        items: list
            .types
            .into_iter()
            .map(|kind| DocumentTypeOption {
                value: kind.value,
                label: kind.label,
            })
            .collect(),
        max_size_bytes: list.max_size_bytes,
        content_types: list.content_types,
    }))
}

#[utoipa::path(
    tag = "document",
    params(("customer_id" = i64, Path, minimum = 1, description = "Customer id"), PageQuery),
    responses(
        (status = 200, body = DocumentPage),
        (status = 400, description = "Invalid paging or id, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/document/list/{customer_id:[0-9]+}")]
pub async fn list_documents(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    customer_id: web::Path<i64>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<DocumentPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListDocumentsRequest {
        customer_id: customer_id.into_inner().to_string(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let page = state
        .clients
        .documents()
        .list_documents(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let mut page = DocumentPage::of(page, paging)?;
    name_actors(&state, &mut page.items).await;
    Ok(web::Json(page))
}

#[utoipa::path(
    tag = "document",
    params(
        ("application_id" = String, Path, description = "The application's reference number, e.g. `MOSE1234`", pattern = "^([Cc][Cc]|[Mm][Oo]|[Uu][Ll])([Ss][Ee]|[Nn][Oo])0*[0-9]{1,19}$"),
        PageQuery,
    ),
    responses(
        (status = 200, body = DocumentPage),
        (status = 400, description = "Not a reference number (field `application_id`) or bad paging", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/document/attached/{application_id}")]
pub async fn attached_documents(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<DocumentPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let application_id = super::types::application_id(application_id.into_inner())?;
    attached_page(&state, application_id, paging).await
}

/// One page of the documents attached to an application, with the uploaders' names.
pub async fn attached_page(
    state: &AppState,
    application_id: String,
    paging: Paging,
) -> Result<web::Json<DocumentPage>, GatewayError> {
    let request = AttachedDocumentsRequest {
        application_id,
        page: Some(page_request(paging.page, paging.limit)),
    };
    let page = state
        .clients
        .documents()
        .attached_documents(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let mut page = DocumentPage::of(page, paging)?;
    name_actors(state, &mut page.items).await;
    Ok(web::Json(page))
}
