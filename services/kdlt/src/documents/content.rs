//! Reading documents: metadata, the content chunk by chunk (one query per chunk, so a download
//! holds one chunk at a time), the customer's and an application's documents, attaching one to
//! an application. A download by an employee is audited as a view.

use std::pin::Pin;

use diesel_async::AsyncConnection;
use futures_util::Stream;
use futures_util::stream::{self, StreamExt};
use tonic::Status;
use zrm_domain::{Page, ReferenceNumber};
use zrm_platform::db::DbPool;

use super::DocumentMeta;
use super::storage;
use crate::customers::model::Actor;
use crate::customers::register::lock_changeable;
use crate::customers::rows::{AuditAction, NewAuditRow};
use crate::customers::storage::{find_customer_by_customer_id, insert_audit_rows};
use crate::error::KdltError;
use crate::state::{KdltState, pooled};

/// A document's content, chunk by chunk.
pub type Chunks = Pin<Box<dyn Stream<Item = Result<Vec<u8>, Status>> + Send>>;

pub async fn document_meta(
    state: &KdltState,
    customer_id: i64,
    document_id: i64,
) -> Result<DocumentMeta, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    storage::find_document(&mut conn, customer_id, document_id)
        .await?
        .map(DocumentMeta::from)
        .ok_or(KdltError::DocumentNotFound(document_id))
}

/// The metadata and the content's chunks; the view is audited before anything is sent.
pub async fn document_content(
    state: &KdltState,
    customer_id: i64,
    document_id: i64,
    viewer: Option<&Actor>,
) -> Result<(DocumentMeta, Chunks), KdltError> {
    let meta = document_meta(state, customer_id, document_id).await?;
    if let Some(viewer) = viewer {
        let mut conn = pooled(&state.pool).await?;
        let id = document_id.to_string();
        insert_audit_rows(
            &mut conn,
            &[NewAuditRow::of_field(
                customer_id,
                AuditAction::Viewed,
                "document",
                None,
                Some(&id),
                viewer,
            )],
        )
        .await?;
    }
    Ok((meta, chunks(state.pool.clone(), document_id)))
}

fn chunks(pool: DbPool, document_id: i64) -> Chunks {
    Box::pin(stream::unfold(Some(0i32), move |next| {
        let pool = pool.clone();
        async move {
            let seq = next?;
            let chunk = async {
                let mut conn = pooled(&pool).await?;
                Ok::<_, KdltError>(storage::find_chunk(&mut conn, document_id, seq).await?)
            }
            .await;
            match chunk {
                Ok(Some(data)) => Some((Ok(data), Some(seq + 1))),
                Ok(None) => None,
                Err(error) => Some((Err(Status::from(error)), None)),
            }
        }
    }))
}

/// The most significant digits of an application's number (the gateway's pattern says the same).
const MAX_REFERENCE_DIGITS: usize = 19;

/// An application's reference number, as stored.
pub fn application_id(raw: &str) -> Result<String, KdltError> {
    ReferenceNumber::parse(raw)
        .map(|reference| reference.to_string())
        .filter(|reference| reference.len() <= 4 + MAX_REFERENCE_DIGITS)
        .ok_or_else(|| {
            KdltError::invalid(
                "application_id",
                "Must be an application's reference number, e.g. MOSE1234",
            )
        })
}

pub async fn attach_document(
    state: &KdltState,
    customer_id: i64,
    document_id: i64,
    application_id: &str,
    actor: &Actor,
) -> Result<DocumentMeta, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let row = conn
        .transaction::<_, KdltError, _>(async |conn| {
            lock_changeable(conn, customer_id).await?;
            let current = storage::find_document(conn, customer_id, document_id)
                .await?
                .ok_or(KdltError::DocumentNotFound(document_id))?;
            if current.application_id.as_deref() == Some(application_id) {
                return Ok(current);
            }
            let row = storage::attach_document(conn, document_id, application_id).await?;
            let id = document_id.to_string();
            insert_audit_rows(
                conn,
                &[NewAuditRow::of_field(
                    customer_id,
                    AuditAction::DocumentAttached,
                    &id,
                    current.application_id.as_deref(),
                    Some(application_id),
                    actor,
                )],
            )
            .await?;
            Ok(row)
        })
        .await?;
    Ok(DocumentMeta::from(row))
}

pub async fn customer_documents(
    state: &KdltState,
    customer_id: i64,
    page: Page,
) -> Result<(Vec<DocumentMeta>, u64), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    find_customer_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))?;
    let (rows, total) =
        storage::find_documents_by_customer_id(&mut conn, customer_id, page).await?;
    Ok((
        rows.into_iter().map(DocumentMeta::from).collect(),
        u64::try_from(total).unwrap_or(0),
    ))
}

pub async fn application_documents(
    state: &KdltState,
    application_id: &str,
    page: Page,
) -> Result<(Vec<DocumentMeta>, u64), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let (rows, total) =
        storage::find_documents_by_application_id(&mut conn, application_id, page).await?;
    Ok((
        rows.into_iter().map(DocumentMeta::from).collect(),
        u64::try_from(total).unwrap_or(0),
    ))
}

/// Keeps `StreamExt` in scope for callers that map the chunks.
pub fn map_chunks<T, F>(chunks: Chunks, f: F) -> impl Stream<Item = Result<T, Status>> + Send
where
    F: FnMut(Vec<u8>) -> T + Send + 'static,
    T: Send + 'static,
{
    let mut f = f;
    chunks.map(move |chunk| chunk.map(&mut f))
}
