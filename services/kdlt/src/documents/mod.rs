//! A customer's documents: stored in Postgres in chunks of 256 KiB (`customer_document_chunks`),
//! received and sent as gRPC streams, so no process holds a whole file. Each upload, attachment
//! and download is audited.

pub mod content;
pub mod grpc;
pub mod save;
pub mod storage;

/// The document and content types (shared with the gateway, which states them).
pub use zrm_domain::document as types;

use chrono::{DateTime, Utc};

/// The largest file taken.
pub const MAX_DOCUMENT_BYTES: u64 = 10 * 1024 * 1024;
/// The size of a stored chunk (and of the chunks a download sends).
pub const CHUNK_BYTES: usize = 256 * 1024;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DocumentMeta {
    pub document_id: i64,
    pub customer_id: i64,
    pub document_type: String,
    pub file_name: String,
    pub content_type: String,
    pub size_bytes: i64,
    pub sha256: String,
    pub application_id: Option<String>,
    pub uploaded_by: String,
    pub uploaded_at: DateTime<Utc>,
}
