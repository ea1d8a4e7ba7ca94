//! Saving an uploaded document from its stream: the header is checked, the content is hashed and
//! written chunk by chunk inside one transaction, and only a stream that ends with `end` (and the
//! size it names) commits. A cut-short, empty, too large or mistyped upload leaves nothing.

use diesel_async::AsyncConnection;
use futures_util::{Stream, StreamExt};
use sha2::{Digest, Sha256};
use tonic::Status;
use zrm_proto::kdlt::v1::save_document_part::Part;
use zrm_proto::kdlt::v1::{SaveDocumentHeader, SaveDocumentPart};

use super::storage::{self, NewDocumentRow};
use super::types::{content_matches, content_type_of, is_content_type, is_document_type};
use super::{CHUNK_BYTES, DocumentMeta, MAX_DOCUMENT_BYTES};
use crate::customers::model::{Actor, bounded_text};
use crate::customers::register::lock_changeable;
use crate::customers::rows::{AuditAction, NewAuditRow};
use crate::customers::storage::insert_audit_rows;
use crate::error::KdltError;
use crate::state::{KdltState, pooled};

/// What the header names, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Upload {
    pub customer_id: i64,
    pub document_type: String,
    pub file_name: String,
    /// `None` when the uploader did not say (or said `application/octet-stream`): the content's
    /// first bytes decide.
    pub content_type: Option<String>,
}

/// The file's own name: the part after the last path separator, trimmed, 1 to 255 characters,
/// no control characters.
pub fn file_name(raw: &str) -> Result<String, KdltError> {
    let name = raw.rsplit(['/', '\\']).next().unwrap_or_default();
    let name = bounded_text("file_name", name, 1, 255)?;
    if name.chars().any(char::is_control) {
        return Err(KdltError::invalid(
            "file_name",
            "Must not contain control characters",
        ));
    }
    Ok(name)
}

pub fn upload(header: &SaveDocumentHeader) -> Result<Upload, KdltError> {
    let customer_id = crate::customers::grpc::requests::customer_id(&header.customer_id)?;
    let document_type = header.document_type.trim();
    if !is_document_type(document_type) {
        return Err(KdltError::invalid("document_type", "Not a document type"));
    }
    let content_type = header
        .content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    let content_type = match content_type.as_str() {
        "" | "application/octet-stream" => None,
        declared if is_content_type(declared) => Some(content_type),
        _ => {
            return Err(KdltError::invalid(
                "content_type",
                "Must be a PDF, PNG or JPEG file",
            ));
        }
    };
    Ok(Upload {
        customer_id,
        document_type: document_type.to_owned(),
        file_name: file_name(&header.file_name)?,
        content_type,
    })
}

/// Saves the document the rest of the stream carries (after its header).
pub async fn save_document<S>(
    state: &KdltState,
    upload: &Upload,
    actor: &Actor,
    parts: S,
) -> Result<DocumentMeta, KdltError>
where
    S: Stream<Item = Result<SaveDocumentPart, Status>> + Send + Unpin,
{
    let mut parts = parts;
    let mut conn = pooled(&state.pool).await?;
    let row = conn
        .transaction::<_, KdltError, _>(async |conn| {
            lock_changeable(conn, upload.customer_id).await?;
            let document_id = storage::insert_document(
                conn,
                &NewDocumentRow {
                    customer_id: upload.customer_id,
                    document_type: &upload.document_type,
                    file_name: &upload.file_name,
                    content_type: upload.content_type.as_deref().unwrap_or_default(),
                    size_bytes: 0,
                    sha256: "",
                    uploaded_by: &actor.user_id,
                },
            )
            .await?;
            let mut hasher = Sha256::new();
            let mut buffer: Vec<u8> = Vec::with_capacity(CHUNK_BYTES);
            let mut seq = 0i32;
            let mut size: u64 = 0;
            let mut content_type: Option<&str> = None;
            let mut ended = false;
            while let Some(part) = parts.next().await {
                let part = part.map_err(|_| KdltError::Precondition("The upload was cut short"))?;
                match part.part {
                    Some(Part::Chunk(bytes)) => {
                        size += bytes.len() as u64;
                        if size > MAX_DOCUMENT_BYTES {
                            return Err(KdltError::invalid(
                                "file",
                                format!("Must be at most {} MB", MAX_DOCUMENT_BYTES / 1024 / 1024),
                            ));
                        }
                        hasher.update(&bytes);
                        buffer.extend_from_slice(&bytes);
                        if content_type.is_none() && buffer.len() >= 8 {
                            content_type = Some(check_type(upload, &buffer)?);
                        }
                        while buffer.len() >= CHUNK_BYTES {
                            let rest = buffer.split_off(CHUNK_BYTES);
                            storage::insert_chunk(conn, document_id, seq, &buffer).await?;
                            seq += 1;
                            buffer = rest;
                        }
                    }
                    Some(Part::End(end)) => {
                        if end.size_bytes != size {
                            return Err(KdltError::invalid(
                                "file",
                                "The upload's size does not match what was received",
                            ));
                        }
                        // The sender waits for the answer: nothing more is read.
                        ended = true;
                        break;
                    }
                    Some(Part::Header(_)) | None => {
                        return Err(KdltError::invalid("file", "One header, first"));
                    }
                }
            }
            if !ended {
                return Err(KdltError::Precondition("The upload was cut short"));
            }
            if size == 0 {
                return Err(KdltError::invalid("file", "Must not be empty"));
            }
            let content_type = match content_type {
                Some(known) => known,
                None => check_type(upload, &buffer)?,
            };
            if !buffer.is_empty() {
                storage::insert_chunk(conn, document_id, seq, &buffer).await?;
            }
            let sha256 = hex::encode(hasher.finalize());
            let size = i64::try_from(size).unwrap_or(i64::MAX);
            let row =
                storage::finish_document(conn, document_id, size, &sha256, content_type).await?;
            let id = document_id.to_string();
            insert_audit_rows(
                conn,
                &[NewAuditRow::of_field(
                    upload.customer_id,
                    AuditAction::DocumentAdded,
                    &upload.document_type,
                    None,
                    Some(&id),
                    actor,
                )],
            )
            .await?;
            Ok(row)
        })
        .await?;
    Ok(DocumentMeta::from(row))
}

/// The content's type: the declared one when the first bytes are of it, else what they are.
fn check_type(upload: &Upload, first_bytes: &[u8]) -> Result<&'static str, KdltError> {
    let found = content_type_of(first_bytes);
    match (upload.content_type.as_deref(), found) {
        (Some(declared), Some(found)) if content_matches(declared, first_bytes) => Ok(found),
        (Some(declared), _) => Err(KdltError::invalid(
            "file",
            format!("The content is not a {declared} file"),
        )),
        (None, Some(found)) => Ok(found),
        (None, None) => Err(KdltError::invalid(
            "file",
            "Must be a PDF, PNG or JPEG file",
        )),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn a_file_name_loses_its_path_and_is_bounded() {
        assert_eq!(file_name("C:\\Users\\eva\\lön.pdf").unwrap(), "lön.pdf");
        assert_eq!(file_name("../../etc/passwd").unwrap(), "passwd");
        assert!(file_name("dir/").is_err());
        assert!(file_name(&"x".repeat(256)).is_err());
        assert!(file_name("a\u{7}.pdf").is_err());
    }
}
