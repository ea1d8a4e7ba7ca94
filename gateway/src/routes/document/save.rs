//! `POST /document/save`: a multipart upload (`customer_id`, `document_type`, then `file`) streamed
//! to kdlt as it arrives. kdlt checks the size, the type and the content; only an upload that
//! reaches its end is saved, so a cut-short upload leaves nothing.

use actix_multipart::{Field, Multipart, MultipartError};
use actix_web::{HttpResponse, post, web};
use futures_util::StreamExt;
use futures_util::stream;
use tokio::sync::mpsc;
use zrm_proto::kdlt::v1::save_document_part::Part;
use zrm_proto::kdlt::v1::{SaveDocumentEnd, SaveDocumentHeader, SaveDocumentPart};

use super::types::{DocumentMeta, UploadForm};
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

/// The longest text field taken (an id or a document type).
const MAX_TEXT_FIELD: usize = 100;

fn bad_form(error: &MultipartError) -> GatewayError {
    GatewayError::bad_request(format!("Not a multipart/form-data upload: {error}"))
}

async fn text_field(name: &str, field: &mut Field) -> Result<String, GatewayError> {
    let mut text = Vec::new();
    while let Some(chunk) = field.next().await {
        text.extend_from_slice(&chunk.map_err(|error| bad_form(&error))?);
        if text.len() > MAX_TEXT_FIELD {
            return Err(GatewayError::field(name, "Too long"));
        }
    }
    String::from_utf8(text).map_err(|_| GatewayError::field(name, "Must be text"))
}

#[utoipa::path(
    tag = "document",
    request_body(content = inline(UploadForm), content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Saved", body = DocumentMeta),
        (status = 400, description = "Not a multipart form, a missing or invalid field (named), an empty or too large file, content not of its type", body = ErrorBody),
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
    mut form: Multipart,
) -> Result<HttpResponse, GatewayError> {
    let mut customer_id = None;
    let mut document_type = None;
    while let Some(field) = form.next().await {
        let mut field = field.map_err(|error| bad_form(&error))?;
        let name = field.name().unwrap_or_default().to_owned();
        match name.as_str() {
            "customer_id" => customer_id = Some(text_field("customer_id", &mut field).await?),
            "document_type" => document_type = Some(text_field("document_type", &mut field).await?),
            "file" => {
                let header = SaveDocumentHeader {
                    customer_id: customer_id.ok_or_else(|| {
                        GatewayError::field("customer_id", "Send it before the file")
                    })?,
                    document_type: document_type.ok_or_else(|| {
                        GatewayError::field("document_type", "Send it before the file")
                    })?,
                    file_name: field
                        .content_disposition()
                        .and_then(|disposition| disposition.get_filename())
                        .unwrap_or_default()
                        .to_owned(),
                    content_type: field
                        .content_type()
                        .map(|mime| mime.essence_str().to_owned())
                        .unwrap_or_default(),
                    requested_by: authorized.user.user_id,
                };
                let meta = upload(&state, header, field).await?;
                return Ok(HttpResponse::Created().json(meta));
            }
            other => {
                return Err(GatewayError::field(
                    other.to_owned(),
                    "Not a field of the upload (customer_id, document_type, file)",
                ));
            }
        }
    }
    Err(GatewayError::field("file", "A file is required"))
}

/// Streams the header, the file's chunks and the end to kdlt while the file arrives. When the
/// upload breaks off, the call is dropped before any end is sent, and kdlt saves nothing.
async fn upload(
    state: &AppState,
    header: SaveDocumentHeader,
    mut file: Field,
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
