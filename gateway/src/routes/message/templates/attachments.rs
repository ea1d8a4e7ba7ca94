//! The files e-mail templates attach: `POST /message/attachments/upload` (a multipart form with
//! one `file`, TemplateAdmin) and `GET /message/attachments/all` (newest first, paged). Messaging
//! checks the type by the file's first bytes.

use actix_multipart::{Multipart, MultipartError};
use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use serde::Serialize;
use utoipa::ToSchema;
use zrm_platform::grpc::common::page_request;
use zrm_proto::messaging::v1 as proto;

use crate::auth::{Authorized, StaffUser, TemplateAdmin};
use crate::clients::MESSAGING;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging::{self, Paging};
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

/// Largest attachment, as messaging takes it.
const MAX_ATTACHMENT_BYTES: usize = 2 * 1024 * 1024;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct EmailAttachment {
    pub attachment_id: String,
    pub file_name: String,
    /// `application/pdf`, `image/png` or `image/jpeg`.
    pub content_type: String,
    pub size_bytes: u64,
    pub uploaded_by: String,
    pub uploaded_by_name: Option<String>,
    pub uploaded_at: DateTime<Utc>,
}

impl From<proto::Attachment> for EmailAttachment {
    fn from(attachment: proto::Attachment) -> Self {
        EmailAttachment {
            attachment_id: attachment.attachment_id,
            file_name: attachment.file_name,
            content_type: attachment.content_type,
            size_bytes: attachment.size_bytes,
            uploaded_by: attachment.uploaded_by,
            uploaded_by_name: None,
            uploaded_at: timestamp_or_epoch(attachment.uploaded_at),
        }
    }
}

impl ActedBy for EmailAttachment {
    fn actor_id(&self) -> &str {
        &self.uploaded_by
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.uploaded_by_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AttachmentPage {
    /// Newest first.
    pub items: Vec<EmailAttachment>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

/// The upload form: one file.
#[derive(Debug, ToSchema)]
pub struct AttachmentForm {
    /// A PDF, PNG or JPEG file of at most 2 MB.
    #[schema(content_media_type = "application/octet-stream", value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

fn bad_form(error: &MultipartError) -> GatewayError {
    GatewayError::bad_request(format!("Not a multipart/form-data upload: {error}"))
}

#[utoipa::path(
    tag = "message",
    request_body(content = inline(AttachmentForm), content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Stored", body = EmailAttachment),
        (status = 400, description = "Not a multipart form with one `file`, an empty or too large file, content not of its type (the field named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a TemplateAdmin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/attachments/upload")]
pub async fn upload_attachment(
    admin: Authorized<TemplateAdmin>,
    state: web::Data<AppState>,
    mut form: Multipart,
) -> Result<HttpResponse, GatewayError> {
    let Some(field) = form.next().await else {
        return Err(GatewayError::field("file", "A file is required"));
    };
    let mut field = field.map_err(|error| bad_form(&error))?;
    if field.name() != Some("file") {
        return Err(GatewayError::field(
            "file",
            "The form holds one field, `file`",
        ));
    }
    let file_name = field
        .content_disposition()
        .and_then(|disposition| disposition.get_filename())
        .unwrap_or_default()
        .to_owned();
    let content_type = field
        .content_type()
        .map(|mime| mime.essence_str().to_owned())
        .unwrap_or_default();
    let mut content = Vec::new();
    while let Some(chunk) = field.next().await {
        let chunk = chunk.map_err(|error| bad_form(&error))?;
        if content.len() + chunk.len() > MAX_ATTACHMENT_BYTES {
            return Err(GatewayError::field(
                "content",
                "The file is larger than 2 MB",
            ));
        }
        content.extend_from_slice(&chunk);
    }
    drop(field);
    if form.next().await.is_some() {
        return Err(GatewayError::field(
            "file",
            "The form holds one field, `file`",
        ));
    }
    let request = proto::UploadAttachmentRequest {
        file_name,
        content_type,
        content,
        uploaded_by: admin.user.user_id,
    };
    let stored = state
        .clients
        .templates()
        .upload_attachment(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    let mut stored = [EmailAttachment::from(stored)];
    name_actors(&state, &mut stored).await;
    let [stored] = stored;
    Ok(HttpResponse::Created().json(stored))
}

#[utoipa::path(
    tag = "message",
    params(PageQuery),
    responses(
        (status = 200, description = "Newest first, with the exact total", body = AttachmentPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/attachments/all")]
pub async fn list_attachments(
    _user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<AttachmentPage>, GatewayError> {
    let query = query.into_inner();
    let paging: Paging = paging::parse(query.page, query.limit)?;
    let answer = state
        .clients
        .templates()
        .list_attachments(
            state
                .clients
                .messaging
                .request(proto::ListAttachmentsRequest {
                    page: Some(page_request(paging.page, paging.limit)),
                }),
        )
        .await
        .or_gateway_error(MESSAGING)?;
    let mut page = AttachmentPage {
        items: answer
            .attachments
            .into_iter()
            .map(EmailAttachment::from)
            .collect(),
        total: answer.page.map(|info| info.total).unwrap_or_default(),
        page: paging.page,
        limit: paging.limit,
    };
    name_actors(&state, &mut page.items).await;
    Ok(web::Json(page))
}
