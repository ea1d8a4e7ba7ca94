//! Documents against a real Postgres: saved from a stream in chunks and read back chunk by chunk,
//! checked for size, type and content, nothing kept of a cut-short upload, attached to an
//! application, audited, and deleted by the erasure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use crate::support::{ADMIN, eva};
use futures_util::{StreamExt, stream};
use tonic::{Code, Request, Status};
use zrm_domain::Page;
use zrm_kdlt::customers::grpc::service::CustomerGrpc;
use zrm_kdlt::customers::model::Actor;
use zrm_kdlt::documents::content::{attach_document, customer_documents, document_content};
use zrm_kdlt::documents::save::{Upload, save_document, upload};
use zrm_kdlt::documents::{CHUNK_BYTES, MAX_DOCUMENT_BYTES};
use zrm_kdlt::error::KdltError;
use zrm_proto::kdlt::v1::customer_service_server::CustomerService;
use zrm_proto::kdlt::v1::save_document_part::Part;
use zrm_proto::kdlt::v1::{
    DeleteCustomerRequest, ListAuditRequest, SaveDocumentEnd, SaveDocumentHeader, SaveDocumentPart,
};

fn actor() -> Actor {
    Actor {
        user_id: ADMIN.into(),
        request_id: "req-doc".into(),
    }
}

/// A PDF of `size` bytes: its magic, then filler.
fn pdf(size: usize) -> Vec<u8> {
    let mut content = b"%PDF-1.7\n".to_vec();
    content.extend((0..size.saturating_sub(9)).map(|i| (i % 251) as u8));
    content.truncate(size);
    content
}

fn parts(content: &[u8], piece: usize, end: Option<u64>) -> Vec<Result<SaveDocumentPart, Status>> {
    let mut parts: Vec<_> = content
        .chunks(piece)
        .map(|chunk| {
            Ok(SaveDocumentPart {
                part: Some(Part::Chunk(chunk.to_vec())),
            })
        })
        .collect();
    if let Some(size_bytes) = end {
        parts.push(Ok(SaveDocumentPart {
            part: Some(Part::End(SaveDocumentEnd { size_bytes })),
        }));
    }
    parts
}

fn payslip(customer_id: &str) -> Upload {
    upload(&SaveDocumentHeader {
        customer_id: customer_id.into(),
        document_type: "payslip".into(),
        file_name: "C:\\scans\\lön-oktober.pdf".into(),
        content_type: "application/pdf; charset=binary".into(),
        requested_by: ADMIN.into(),
    })
    .unwrap()
}

#[tokio::test]
async fn a_document_is_stored_in_chunks_and_read_back_whole() {
    let (_db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state.clone());
    let id = grpc
        .create_customer(Request::new(eva()))
        .await
        .unwrap()
        .into_inner()
        .customer_id;
    let customer_id: i64 = id.parse().unwrap();
    let content = pdf(CHUNK_BYTES * 2 + 1234);
    let upload = payslip(&id);
    assert_eq!(upload.file_name, "lön-oktober.pdf");
    assert_eq!(upload.content_type.as_deref(), Some("application/pdf"));

    let saved = save_document(
        &state,
        &upload,
        &actor(),
        stream::iter(parts(&content, 70_000, Some(content.len() as u64))),
    )
    .await
    .unwrap();
    assert_eq!(saved.size_bytes, content.len() as i64);
    assert_eq!(saved.sha256.len(), 64);

    let viewer = actor();
    let (meta, chunks) = document_content(&state, customer_id, saved.document_id, Some(&viewer))
        .await
        .unwrap();
    assert_eq!(meta, saved);
    let read: Vec<Vec<u8>> = chunks.map(|chunk| chunk.unwrap()).collect().await;
    assert_eq!(read.len(), 3, "stored in chunks of {CHUNK_BYTES}");
    assert_eq!(read.concat(), content);

    // Another customer's id does not reach it.
    let other = document_content(&state, customer_id + 1, saved.document_id, None).await;
    assert!(matches!(other, Err(KdltError::DocumentNotFound(_))));

    let reference = zrm_kdlt::documents::content::application_id(" mose000042 ").unwrap();
    let attached = attach_document(&state, customer_id, saved.document_id, &reference, &actor())
        .await
        .unwrap();
    assert_eq!(attached.application_id.as_deref(), Some("MOSE42"));
    let audit = grpc
        .list_audit(Request::new(ListAuditRequest {
            customer_id: id.clone(),
            page: Some(zrm_proto::common::v1::PageRequest { page: 1, limit: 10 }),
        }))
        .await
        .unwrap()
        .into_inner()
        .entries;
    let fields: Vec<_> = audit.iter().map(|entry| entry.field.clone()).collect();
    assert_eq!(
        fields[..3],
        [
            Some(saved.document_id.to_string()),
            Some("document".to_owned()),
            Some("payslip".to_owned())
        ],
        "attached, downloaded, added"
    );

    // The erasure deletes the customer's documents.
    grpc.delete_customer(Request::new(DeleteCustomerRequest {
        customer_id: id.clone(),
        requested_by: ADMIN.into(),
    }))
    .await
    .unwrap();
    let (left, total) = customer_documents(&state, customer_id, Page::parse(1, 25).unwrap())
        .await
        .unwrap();
    assert!(left.is_empty() && total == 0);
}

#[tokio::test]
async fn cut_short_empty_too_large_or_mistyped_uploads_leave_nothing() {
    let (_db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state.clone());
    let id = grpc
        .create_customer(Request::new(eva()))
        .await
        .unwrap()
        .into_inner()
        .customer_id;
    let customer_id: i64 = id.parse().unwrap();
    let upload = payslip(&id);
    let content = pdf(CHUNK_BYTES + 10);
    let field = |error: KdltError| Status::from(error);

    // No end: the stream stopped, as when the uploader's connection broke.
    let cut = save_document(
        &state,
        &upload,
        &actor(),
        stream::iter(parts(&content, 50_000, None)),
    )
    .await
    .unwrap_err();
    assert_eq!(field(cut).code(), Code::FailedPrecondition);
    // A broken stream.
    let mut broken = parts(&content, 50_000, None);
    broken.push(Err(Status::cancelled("client went away")));
    let cancelled = save_document(&state, &upload, &actor(), stream::iter(broken))
        .await
        .unwrap_err();
    assert_eq!(field(cancelled).code(), Code::FailedPrecondition);
    // The end names another size.
    let wrong = save_document(
        &state,
        &upload,
        &actor(),
        stream::iter(parts(&content, 50_000, Some(1))),
    )
    .await
    .unwrap_err();
    assert!(matches!(
        wrong,
        KdltError::InvalidArgument { field: "file", .. }
    ));
    let empty = save_document(
        &state,
        &upload,
        &actor(),
        stream::iter(parts(&[], 1, Some(0))),
    )
    .await
    .unwrap_err();
    assert!(matches!(
        empty,
        KdltError::InvalidArgument { field: "file", .. }
    ));
    let png = b"\x89PNG\r\n\x1a\n0000".to_vec();
    let mistyped = save_document(
        &state,
        &upload,
        &actor(),
        stream::iter(parts(&png, 4, Some(png.len() as u64))),
    )
    .await
    .unwrap_err();
    assert!(matches!(
        mistyped,
        KdltError::InvalidArgument { field: "file", .. }
    ));
    let big = pdf(usize::try_from(MAX_DOCUMENT_BYTES).unwrap() + 1);
    let too_large = save_document(
        &state,
        &upload,
        &actor(),
        stream::iter(parts(&big, 1 << 20, Some(big.len() as u64))),
    )
    .await
    .unwrap_err();
    assert!(matches!(
        too_large,
        KdltError::InvalidArgument { field: "file", .. }
    ));

    let (left, total) = customer_documents(&state, customer_id, Page::parse(1, 25).unwrap())
        .await
        .unwrap();
    assert!(
        left.is_empty() && total == 0,
        "nothing of a failed upload is kept"
    );

    let header = |document_type: &str, content_type: &str| SaveDocumentHeader {
        customer_id: id.clone(),
        document_type: document_type.into(),
        file_name: "a.pdf".into(),
        content_type: content_type.into(),
        requested_by: ADMIN.into(),
    };
    assert!(matches!(
        upload_error(&header("passport_photo", "application/pdf")),
        KdltError::InvalidArgument {
            field: "document_type",
            ..
        }
    ));
    assert!(matches!(
        upload_error(&header("payslip", "image/gif")),
        KdltError::InvalidArgument {
            field: "content_type",
            ..
        }
    ));
    let bad_reference = zrm_kdlt::documents::content::application_id("LOAN-7").unwrap_err();
    assert!(matches!(
        bad_reference,
        KdltError::InvalidArgument {
            field: "application_id",
            ..
        }
    ));
}

fn upload_error(header: &SaveDocumentHeader) -> KdltError {
    upload(header).unwrap_err()
}

#[tokio::test]
async fn an_upload_without_a_content_type_is_typed_by_its_first_bytes() {
    let (_db, state) = support::start().await;
    let grpc = CustomerGrpc::new(state.clone());
    let id = grpc
        .create_customer(Request::new(eva()))
        .await
        .unwrap()
        .into_inner()
        .customer_id;
    let header = |content_type: &str| SaveDocumentHeader {
        customer_id: id.clone(),
        document_type: "id_document".into(),
        file_name: "scan".into(),
        content_type: content_type.into(),
        requested_by: ADMIN.into(),
    };
    let png = b"\x89PNG\r\n\x1a\n-an-image-".to_vec();
    let saved = save_document(
        &state,
        &upload(&header("application/octet-stream")).unwrap(),
        &actor(),
        stream::iter(parts(&png, 5, Some(png.len() as u64))),
    )
    .await
    .unwrap();
    assert_eq!(saved.content_type, "image/png");
    let unknown = b"GIF89a-not-taken".to_vec();
    let refused = save_document(
        &state,
        &upload(&header("")).unwrap(),
        &actor(),
        stream::iter(parts(&unknown, 5, Some(unknown.len() as u64))),
    )
    .await
    .unwrap_err();
    assert!(matches!(
        refused,
        KdltError::InvalidArgument { field: "file", .. }
    ));
}
