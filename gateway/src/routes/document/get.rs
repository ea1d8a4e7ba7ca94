//! `GET /document/get/meta/{customer_id}/{document_id}` and
//! `GET /document/get/{customer_id}/{document_id}`: the content streamed from kdlt chunk by
//! chunk, never held whole (kdlt audits the download as a view).

use actix_web::http::header::{
    Charset, ContentDisposition, DispositionParam, DispositionType, ExtendedValue,
};
use actix_web::{HttpResponse, get, web};
use bytes::Bytes;
use futures_util::StreamExt;
use zrm_proto::kdlt::v1::GetDocumentRequest;
use zrm_proto::kdlt::v1::document_content_part::Part;

use super::types::DocumentMeta;
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::{GrpcResultExt, status_to_error};
use crate::state::AppState;

/// `attachment; filename="…"; filename*=UTF-8''…`: an ASCII name for old clients and the exact
/// name (RFC 6266) for the rest, so the header stays ASCII whatever the file is called.
fn attachment(file_name: &str) -> ContentDisposition {
    let ascii: String = file_name
        .chars()
        .map(|c| {
            if c.is_ascii_graphic() || c == ' ' {
                c
            } else {
                '_'
            }
        })
        .filter(|c| *c != '"' && *c != '\\')
        .collect();
    ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![
            DispositionParam::Filename(ascii),
            DispositionParam::FilenameExt(ExtendedValue {
                charset: Charset::Ext("UTF-8".to_owned()),
                language_tag: None,
                value: file_name.as_bytes().to_vec(),
            }),
        ],
    }
}

fn request(ids: (i64, i64), requested_by: String) -> GetDocumentRequest {
    GetDocumentRequest {
        customer_id: ids.0.to_string(),
        document_id: ids.1.to_string(),
        requested_by,
    }
}

#[utoipa::path(
    tag = "document",
    params(
        ("customer_id" = i64, Path, minimum = 1, description = "Customer id"),
        ("document_id" = i64, Path, minimum = 1, description = "Document id"),
    ),
    responses(
        (status = 200, body = DocumentMeta),
        (status = 400, description = "An id out of range", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, description = "The customer has no such document", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/document/get/meta/{customer_id:[0-9]+}/{document_id:[0-9]+}")]
pub async fn document_meta(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    ids: web::Path<(i64, i64)>,
) -> Result<web::Json<DocumentMeta>, GatewayError> {
    let meta = state
        .clients
        .documents()
        .get_document_meta(
            state
                .clients
                .kdlt
                .request(request(ids.into_inner(), authorized.user.user_id)),
        )
        .await
        .or_gateway_error(KDLT)?;
    Ok(web::Json(DocumentMeta::named(&state, meta).await?))
}

#[utoipa::path(
    tag = "document",
    params(
        ("customer_id" = i64, Path, minimum = 1, description = "Customer id"),
        ("document_id" = i64, Path, minimum = 1, description = "Document id"),
    ),
    responses(
        (status = 200, description = "The content, as a download named as uploaded", content(
            (String = "application/pdf"), (String = "image/png"), (String = "image/jpeg")
        )),
        (status = 400, description = "An id out of range", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, description = "The customer has no such document", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/document/get/{customer_id:[0-9]+}/{document_id:[0-9]+}")]
pub async fn download_document(
    authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    ids: web::Path<(i64, i64)>,
) -> Result<HttpResponse, GatewayError> {
    stream_document(
        &state,
        request(ids.into_inner(), authorized.user.user_id),
        |_| true,
    )
    .await
}

/// Streams a document from kdlt as a file download: its metadata first, then the content. One
/// whose metadata `accept` refuses is a 404, as if it did not exist.
pub async fn stream_document(
    state: &AppState,
    request: GetDocumentRequest,
    accept: impl FnOnce(&zrm_proto::kdlt::v1::DocumentMeta) -> bool,
) -> Result<HttpResponse, GatewayError> {
    let mut parts = state
        .clients
        .documents()
        .get_document_content(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let meta = match parts.message().await {
        Ok(Some(first)) => match first.part {
            Some(Part::Meta(meta)) => meta,
            _ => {
                return Err(GatewayError::Internal(
                    "kdlt sent content before its metadata".into(),
                ));
            }
        },
        Ok(None) => return Err(GatewayError::Internal("kdlt sent no document".into())),
        Err(status) => return Err(status_to_error(KDLT, status)),
    };
    if !accept(&meta) {
        return Err(GatewayError::NotFound("Document not found".to_owned()));
    }
    let body = parts.map(|part| match part {
        Ok(part) => match part.part {
            Some(Part::Chunk(data)) => Ok(Bytes::from(data)),
            _ => Err(std::io::Error::other("kdlt sent a second metadata part")),
        },
        Err(status) => Err(std::io::Error::other(status.message().to_owned())),
    });
    Ok(HttpResponse::Ok()
        .content_type(meta.content_type.as_str())
        .insert_header(attachment(&meta.file_name))
        .no_chunking(meta.size_bytes)
        .streaming(body))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use actix_web::http::header::TryIntoHeaderValue;

    use super::*;

    #[test]
    fn a_file_name_outside_ascii_keeps_the_header_ascii() {
        let header = attachment("lön \"oktober\".pdf").try_into_value().unwrap();
        let text = header.to_str().unwrap();
        assert!(text.contains(r#"filename="l_n oktober.pdf""#), "{text}");
        assert!(text.contains("filename*=UTF-8''l%C3%B6n"), "{text}");
    }
}
