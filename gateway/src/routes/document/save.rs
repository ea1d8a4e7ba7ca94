//! `POST /document/save?customer_id=…&document_type=…`: a multipart upload of one `file`, streamed
//! to kdlt as it arrives. kdlt checks the size, the type and the content; only an upload that
//! reaches its end is saved, so a cut-short upload leaves nothing.

use actix_multipart::{Field, Multipart, MultipartError};
use actix_web::{HttpResponse, post, web};
use futures_util::StreamExt;
use futures_util::stream;
use tokio::sync::mpsc;
use zrm_proto::kdlt::v1::save_document_part::Part;
use zrm_proto::kdlt::v1::{SaveDocumentEnd, SaveDocumentHeader, SaveDocumentPart};

use super::types::{DocumentMeta, UploadForm, UploadQuery};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

fn bad_form(error: &MultipartError) -> GatewayError {
    GatewayError::bad_request(format!("Not a multipart/form-data upload: {error}"))
}

#[utoipa::path(
    tag = "document",
    params(UploadQuery),
    request_body(content = inline(UploadForm), content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Saved", body = DocumentMeta),
        (status = 400, description = "Not a multipart form with one `file`, an invalid parameter (named), an empty or too large file, content not of its type", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The customer is erased, or the upload was cut short", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/document/save")]
pub async fn save_document(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    query: QueryParams<UploadQuery>,
    form: Multipart,
) -> Result<HttpResponse, GatewayError> {
    let query = query.into_inner();
    query.checked_customer_id()?;
    let mut meta = upload_form(&state, &query, authorized.user.user_id, form).await?;
    name_actors(&state, std::slice::from_mut(&mut meta)).await;
    Ok(HttpResponse::Created().json(meta))
}

/// Saves the form's one `file` for `query.customer_id` as a document of `query.document_type`.
pub async fn upload_form(
    state: &AppState,
    query: &UploadQuery,
    requested_by: String,
    mut form: Multipart,
) -> Result<DocumentMeta, GatewayError> {
    let Some(field) = form.next().await else {
        return Err(GatewayError::field("file", "A file is required"));
    };
    let field = field.map_err(|error| bad_form(&error))?;
    if field.name() != Some("file") {
        return Err(GatewayError::field(
            "file",
            "The form holds one field, `file`",
        ));
    }
    let header = SaveDocumentHeader {
        customer_id: query.customer_id.to_string(),
        document_type: query.document_type.value(),
        file_name: field
            .content_disposition()
            .and_then(|disposition| disposition.get_filename())
            .unwrap_or_default()
            .to_owned(),
        content_type: field
            .content_type()
            .map(|mime| mime.essence_str().to_owned())
            .unwrap_or_default(),
        requested_by,
    };
    upload(state, header, field, form).await
}

/// Streams the header, the file's chunks and the end to kdlt while the file arrives. When the
/// upload breaks off, the call is dropped before any end is sent, and kdlt saves nothing.
async fn upload(
    state: &AppState,
    header: SaveDocumentHeader,
    mut file: Field,
    mut rest: Multipart,
) -> Result<DocumentMeta, GatewayError> {
    let (sender, receiver) = mpsc::channel::<SaveDocumentPart>(4);
    let parts = stream::unfold(receiver, |mut receiver| async move {
        receiver.recv().await.map(|part| (part, receiver))
    });
    let part = |part| SaveDocumentPart { part: Some(part) };
    let mut client = state.clients.documents();
    let call = client.save_document(state.clients.kdlt.request(parts));
    tokio::pin!(call);
    let forward = async {
        let closed = || GatewayError::Unavailable {
            dependency: KDLT,
            cause: "kdlt stopped reading the upload".to_owned(),
        };
        sender
            .send(part(Part::Header(header)))
            .await
            .map_err(|_| closed())?;
        let mut size = 0u64;
        while let Some(chunk) = file.next().await {
            let chunk = chunk.map_err(|error| bad_form(&error))?;
            size += chunk.len() as u64;
            sender
                .send(part(Part::Chunk(chunk.to_vec())))
                .await
                .map_err(|_| closed())?;
        }
        // A field after the file breaks the form: the end is not sent, so nothing is saved.
        drop(file);
        if rest.next().await.is_some() {
            return Err(GatewayError::field(
                "file",
                "The form holds one field, `file`",
            ));
        }
        sender
            .send(part(Part::End(SaveDocumentEnd { size_bytes: size })))
            .await
            .map_err(|_| closed())?;
        Ok::<_, GatewayError>(sender)
    };
    tokio::pin!(forward);
    // The sender is kept until the call answers, so the stream ends only after `end`.
    let mut _sender = None;
    loop {
        tokio::select! {
            sent = &mut forward, if _sender.is_none() => _sender = Some(sent?),
            answer = &mut call => {
                let meta = answer.or_gateway_error(KDLT)?;
                return DocumentMeta::try_from(meta);
            }
        }
    }
}
