//! An application's documents for the staff working it, without the customer roles the customer
//! register's own document routes ask for: `GET /application/documents/{application_id}` (the
//! documents attached to it), `GET /application/documents/{application_id}/{customer_id}/{document_id}`
//! (one of them, only while it is attached to this application) and
//! `POST /application/documents/{application_id}` (an applicant's document uploaded and attached).
//! kdlt holds the documents and audits every upload and read under the caller's name.

use actix_multipart::Multipart;
use actix_web::{HttpResponse, get, post, web};
use zrm_proto::core::v1 as core;
use zrm_proto::kdlt::v1::{AttachDocumentRequest, GetDocumentRequest};

use super::reference::MortgageReference;
use crate::auth::StaffUser;
use crate::clients::{CORE, KDLT};
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::routes::document::get::stream_document;
use crate::routes::document::list::attached_page;
use crate::routes::document::save::upload_form;
use crate::routes::document::types::{DocumentMeta, DocumentPage, UploadForm, UploadQuery};
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        PageQuery,
    ),
    responses(
        (status = 200, description = "The documents attached to the application, newest first", body = DocumentPage),
        (status = 400, description = "Not a reference number or bad paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/documents/{application_id}")]
pub async fn application_documents(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<DocumentPage>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    attached_page(
        &state,
        MortgageReference::text(reference.country, reference.id),
        paging,
    )
    .await
}

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        ("customer_id" = i64, Path, minimum = 1, description = "The applicant's customer id"),
        ("document_id" = i64, Path, minimum = 1, description = "Document id"),
    ),
    responses(
        (status = 200, description = "The content, as a download named as uploaded", content(
            (String = "application/pdf"), (String = "image/png"), (String = "image/jpeg")
        )),
        (status = 400, description = "An id out of range or not a reference number", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such document attached to this application", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/documents/{application_id}/{customer_id:[0-9]+}/{document_id:[0-9]+}")]
pub async fn download_application_document(
    user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<(String, i64, i64)>,
) -> Result<HttpResponse, GatewayError> {
    let (application_id, customer_id, document_id) = path.into_inner();
    let reference = MortgageReference::parse("application_id", &application_id)?;
    let attached_to = MortgageReference::text(reference.country, reference.id);
    let request = GetDocumentRequest {
        customer_id: customer_id.to_string(),
        document_id: document_id.to_string(),
        requested_by: user.user_id,
    };
    // A document of another application is as unknown here as one that does not exist.
    stream_document(&state, request, |meta| {
        meta.application_id.as_deref() == Some(attached_to.as_str())
    })
    .await
}

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        UploadQuery,
    ),
    request_body(content = inline(UploadForm), content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Saved for the applicant and attached to the application", body = DocumentMeta),
        (status = 400, description = "Not a multipart form with one `file`, an invalid parameter (named), an empty or too large file, content not of its type", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application", body = ErrorBody),
        (status = 409, description = "The customer is not an applicant of the application or is erased, or the upload was cut short", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/documents/{application_id}")]
pub async fn upload_application_document(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<UploadQuery>,
    form: Multipart,
) -> Result<HttpResponse, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let query = query.into_inner();
    require_applicant(&state, reference, query.checked_customer_id()?).await?;
    let saved = upload_form(&state, &query, user.user_id.clone(), form).await?;
    // Saved for the customer first: should attaching fail, the document stays theirs, in their
    // documents, and can be attached again from there.
    let attached = state
        .clients
        .documents()
        .attach_document(state.clients.kdlt.request(AttachDocumentRequest {
            customer_id: query.customer_id.to_string(),
            document_id: saved.document_id.to_string(),
            application_id: MortgageReference::text(reference.country, reference.id),
            requested_by: user.user_id,
        }))
        .await
        .or_gateway_error(KDLT)?;
    let mut meta = DocumentMeta::try_from(attached)?;
    name_actors(&state, std::slice::from_mut(&mut meta)).await;
    Ok(HttpResponse::Created().json(meta))
}

/// The application exists and the customer is one of its applicants (core's read of names only,
/// not an audited view of the people).
async fn require_applicant(
    state: &AppState,
    reference: MortgageReference,
    customer_id: i64,
) -> Result<(), GatewayError> {
    let found = state
        .clients
        .applications()
        .get_applications(state.clients.core.request(core::GetApplicationsRequest {
            applications: vec![core::ApplicationKey {
                application_id: reference.id,
                country: reference.country_message().into(),
            }],
        }))
        .await
        .or_gateway_error(CORE)?;
    let application = found
        .applications
        .first()
        .ok_or_else(|| GatewayError::NotFound("Application not found".to_owned()))?;
    let customer = customer_id.to_string();
    if application
        .applicants
        .iter()
        .any(|applicant| applicant.customer_id == customer)
    {
        Ok(())
    } else {
        Err(GatewayError::Conflict(format!(
            "Customer {customer_id} is not an applicant of this application"
        )))
    }
}
