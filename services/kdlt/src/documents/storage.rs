//! Queries on `customer_documents` (by the indexes on (customer_id, document_id desc) and
//! (application_id, document_id desc)) and `customer_document_chunks` (by its primary key).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use zrm_domain::Page;

use super::DocumentMeta;
use crate::schema::{customer_document_chunks, customer_documents};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = customer_documents, check_for_backend(diesel::pg::Pg))]
pub struct DocumentRow {
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

impl From<DocumentRow> for DocumentMeta {
    fn from(row: DocumentRow) -> Self {
        Self {
            document_id: row.document_id,
            customer_id: row.customer_id,
            document_type: row.document_type,
            file_name: row.file_name,
            content_type: row.content_type,
            size_bytes: row.size_bytes,
            sha256: row.sha256,
            application_id: row.application_id,
            uploaded_by: row.uploaded_by,
            uploaded_at: row.uploaded_at,
        }
    }
}

#[derive(Debug, Insertable)]
#[diesel(table_name = customer_documents)]
pub struct NewDocumentRow<'a> {
    pub customer_id: i64,
    pub document_type: &'a str,
    pub file_name: &'a str,
    pub content_type: &'a str,
    pub size_bytes: i64,
    pub sha256: &'a str,
    pub uploaded_by: &'a str,
}

pub async fn insert_document(
    conn: &mut AsyncPgConnection,
    document: &NewDocumentRow<'_>,
) -> QueryResult<i64> {
    diesel::insert_into(customer_documents::table)
        .values(document)
        .returning(customer_documents::document_id)
        .get_result(conn)
        .await
}

pub async fn insert_chunk(
    conn: &mut AsyncPgConnection,
    document_id: i64,
    seq: i32,
    data: &[u8],
) -> QueryResult<usize> {
    diesel::insert_into(customer_document_chunks::table)
        .values((
            customer_document_chunks::document_id.eq(document_id),
            customer_document_chunks::seq.eq(seq),
            customer_document_chunks::data.eq(data),
        ))
        .execute(conn)
        .await
}

pub async fn finish_document(
    conn: &mut AsyncPgConnection,
    document_id: i64,
    size_bytes: i64,
    sha256: &str,
    content_type: &str,
) -> QueryResult<DocumentRow> {
    diesel::update(customer_documents::table.find(document_id))
        .set((
            customer_documents::size_bytes.eq(size_bytes),
            customer_documents::sha256.eq(sha256),
            customer_documents::content_type.eq(content_type),
        ))
        .returning(DocumentRow::as_returning())
        .get_result(conn)
        .await
}

/// The document when it is the customer's.
pub async fn find_document(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    document_id: i64,
) -> QueryResult<Option<DocumentRow>> {
    customer_documents::table
        .find(document_id)
        .filter(customer_documents::customer_id.eq(customer_id))
        .select(DocumentRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// The chunk `seq` of a document; `None` past its last.
pub async fn find_chunk(
    conn: &mut AsyncPgConnection,
    document_id: i64,
    seq: i32,
) -> QueryResult<Option<Vec<u8>>> {
    customer_document_chunks::table
        .find((document_id, seq))
        .select(customer_document_chunks::data)
        .first(conn)
        .await
        .optional()
}

pub async fn attach_document(
    conn: &mut AsyncPgConnection,
    document_id: i64,
    application_id: &str,
) -> QueryResult<DocumentRow> {
    diesel::update(customer_documents::table.find(document_id))
        .set(customer_documents::application_id.eq(application_id))
        .returning(DocumentRow::as_returning())
        .get_result(conn)
        .await
}

/// One page of the customer's documents, newest first; and how many there are.
pub async fn find_documents_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    page: Page,
) -> QueryResult<(Vec<DocumentRow>, i64)> {
    let total = customer_documents::table
        .filter(customer_documents::customer_id.eq(customer_id))
        .count()
        .get_result(conn)
        .await?;
    let rows = customer_documents::table
        .filter(customer_documents::customer_id.eq(customer_id))
        .order(customer_documents::document_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(DocumentRow::as_select())
        .load(conn)
        .await?;
    Ok((rows, total))
}

/// One page of the documents attached to an application, newest first; and how many.
pub async fn find_documents_by_application_id(
    conn: &mut AsyncPgConnection,
    application_id: &str,
    page: Page,
) -> QueryResult<(Vec<DocumentRow>, i64)> {
    let total = customer_documents::table
        .filter(customer_documents::application_id.eq(application_id))
        .count()
        .get_result(conn)
        .await?;
    let rows = customer_documents::table
        .filter(customer_documents::application_id.eq(application_id))
        .order(customer_documents::document_id.desc())
        .limit(page.limit())
        .offset(page.offset())
        .select(DocumentRow::as_select())
        .load(conn)
        .await?;
    Ok((rows, total))
}

/// Every document of the customer's (the export lists their metadata).
pub async fn find_all_documents_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<Vec<DocumentRow>> {
    customer_documents::table
        .filter(customer_documents::customer_id.eq(customer_id))
        .order(customer_documents::document_id)
        .select(DocumentRow::as_select())
        .load(conn)
        .await
}

/// The erasure removes the customer's documents (their chunks go with them).
pub async fn delete_documents_by_customer_id(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> QueryResult<usize> {
    diesel::delete(
        customer_documents::table.filter(customer_documents::customer_id.eq(customer_id)),
    )
    .execute(conn)
    .await
}
