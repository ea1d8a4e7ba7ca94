//! `zrm.kdlt.v1.DocumentService`: thin; checks the request, calls the area, converts.

use std::pin::Pin;
use std::sync::Arc;

use futures_util::{Stream, StreamExt, stream};
use tonic::{Request, Response, Status, Streaming};
use zrm_domain::Language;
use zrm_platform::grpc::common::page_info;
use zrm_proto::kdlt::v1 as proto;
use zrm_proto::kdlt::v1::document_content_part::Part as ContentPart;
use zrm_proto::kdlt::v1::document_service_server::DocumentService;
use zrm_proto::kdlt::v1::save_document_part::Part;

use super::content::{self, application_id};
use super::save::{save_document, upload};
use super::types::{CONTENT_TYPES, DOCUMENT_TYPES};
use super::{DocumentMeta, MAX_DOCUMENT_BYTES};
use crate::customers::grpc::requests;
use crate::customers::grpc::responses::timestamp;
use crate::error::KdltError;
use crate::state::KdltState;

pub struct DocumentGrpc {
    state: Arc<KdltState>,
}

impl DocumentGrpc {
    pub fn new(state: Arc<KdltState>) -> Self {
        Self { state }
    }
}

fn meta(meta: DocumentMeta) -> proto::DocumentMeta {
    proto::DocumentMeta {
        document_id: meta.document_id.to_string(),
        customer_id: meta.customer_id.to_string(),
        document_type: meta.document_type,
        file_name: meta.file_name,
        content_type: meta.content_type,
        size_bytes: u64::try_from(meta.size_bytes).unwrap_or(0),
        sha256: meta.sha256,
        application_id: meta.application_id,
        uploaded_by: meta.uploaded_by,
        uploaded_at: Some(timestamp(meta.uploaded_at)),
    }
}

fn document_id(raw: &str) -> Result<i64, KdltError> {
    raw.trim()
        .parse::<i64>()
        .ok()
        .filter(|id| *id >= 1)
        .ok_or_else(|| KdltError::invalid("document_id", "Must be a document id"))
}

fn page_of(
    documents: Vec<DocumentMeta>,
    page: zrm_domain::Page,
    total: u64,
) -> proto::DocumentPage {
    proto::DocumentPage {
        documents: documents.into_iter().map(meta).collect(),
        page: Some(page_info(page.page, page.limit, total)),
    }
}

pub type ContentStream =
    Pin<Box<dyn Stream<Item = Result<proto::DocumentContentPart, Status>> + Send>>;

#[tonic::async_trait]
impl DocumentService for DocumentGrpc {
    async fn save_document(
        &self,
        request: Request<Streaming<proto::SaveDocumentPart>>,
    ) -> Result<Response<proto::DocumentMeta>, Status> {
        let request_id = requests::request_id(&request);
        let mut parts = request.into_inner();
        let header = match parts.next().await {
            Some(Ok(proto::SaveDocumentPart {
                part: Some(Part::Header(header)),
            })) => header,
            Some(Err(status)) => return Err(status),
            _ => return Err(KdltError::invalid("header", "The header comes first").into()),
        };
        let actor = requests::actor_of(&header.requested_by, &request_id)?;
        let upload = upload(&header)?;
        let saved = save_document(&self.state, &upload, &actor, parts).await?;
        Ok(Response::new(meta(saved)))
    }

    async fn get_document_meta(
        &self,
        request: Request<proto::GetDocumentRequest>,
    ) -> Result<Response<proto::DocumentMeta>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let document_id = document_id(&request.get_ref().document_id)?;
        let found = content::document_meta(&self.state, customer_id, document_id).await?;
        Ok(Response::new(meta(found)))
    }

    async fn get_document_content(
        &self,
        request: Request<proto::GetDocumentRequest>,
    ) -> Result<Response<ContentStream>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let document_id = document_id(&request.get_ref().document_id)?;
        let viewer = requests::viewer(&request, &request.get_ref().requested_by);
        let (found, chunks) =
            content::document_content(&self.state, customer_id, document_id, viewer.as_ref())
                .await?;
        let first = proto::DocumentContentPart {
            part: Some(ContentPart::Meta(meta(found))),
        };
        let rest = content::map_chunks(chunks, |data| proto::DocumentContentPart {
            part: Some(ContentPart::Chunk(data)),
        });
        let parts: ContentStream = Box::pin(stream::once(async { Ok(first) }).chain(rest));
        Ok(Response::new(parts))
    }

    async fn list_documents(
        &self,
        request: Request<proto::ListDocumentsRequest>,
    ) -> Result<Response<proto::DocumentPage>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let (documents, total) =
            content::customer_documents(&self.state, customer_id, page).await?;
        Ok(Response::new(page_of(documents, page, total)))
    }

    async fn attach_document(
        &self,
        request: Request<proto::AttachDocumentRequest>,
    ) -> Result<Response<proto::DocumentMeta>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        let document_id = document_id(&request.get_ref().document_id)?;
        let application = application_id(&request.get_ref().application_id)?;
        let attached =
            content::attach_document(&self.state, customer_id, document_id, &application, &actor)
                .await?;
        Ok(Response::new(meta(attached)))
    }

    async fn attached_documents(
        &self,
        request: Request<proto::AttachedDocumentsRequest>,
    ) -> Result<Response<proto::DocumentPage>, Status> {
        let application = application_id(&request.get_ref().application_id)?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let (documents, total) =
            content::application_documents(&self.state, &application, page).await?;
        Ok(Response::new(page_of(documents, page, total)))
    }

    async fn document_types(
        &self,
        request: Request<proto::DocumentTypesRequest>,
    ) -> Result<Response<proto::DocumentTypeList>, Status> {
        let language = Language::or_english(&request.get_ref().language);
        Ok(Response::new(proto::DocumentTypeList {
            types: DOCUMENT_TYPES
                .iter()
                .map(|kind| proto::DocumentType {
                    value: kind.value.to_owned(),
                    label: kind.label(language).to_owned(),
                })
                .collect(),
            max_size_bytes: MAX_DOCUMENT_BYTES,
            content_types: CONTENT_TYPES
                .iter()
                .map(|(name, _)| (*name).to_owned())
                .collect(),
        }))
    }
}
