//! REST bodies of the document routes, converted from kdlt's messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use zrm_proto::kdlt::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::GatewayError;
use crate::paging::Paging;
use crate::routes::customer::options::LabelLanguage;
use crate::routes::customer::types::customer_id_of;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentMeta {
    pub document_id: i64,
    pub customer_id: i64,
    /// One of the values of `GET /document/types`.
    pub document_type: String,
    pub file_name: String,
    pub content_type: String,
    pub size_bytes: u64,
    /// Hex SHA-256 of the content.
    pub sha256: String,
    /// The application it is attached to (reference number), if any.
    pub application_id: Option<String>,
    /// User id of the employee who uploaded it.
    pub uploaded_by: String,
    /// That employee's name; absent when a service uploaded it or the employee is gone.
    pub uploaded_by_name: Option<String>,
    pub uploaded_at: DateTime<Utc>,
}

impl TryFrom<proto::DocumentMeta> for DocumentMeta {
    type Error = GatewayError;

    fn try_from(meta: proto::DocumentMeta) -> Result<Self, GatewayError> {
        Ok(Self {
            document_id: meta.document_id.parse().map_err(|_| {
                GatewayError::Internal(format!("kdlt answered document id {:?}", meta.document_id))
            })?,
            customer_id: customer_id_of(&meta.customer_id)?,
            document_type: meta.document_type,
            file_name: meta.file_name,
            content_type: meta.content_type,
            size_bytes: meta.size_bytes,
            sha256: meta.sha256,
            application_id: meta.application_id,
            uploaded_by: meta.uploaded_by,
            uploaded_by_name: None,
            uploaded_at: timestamp_or_epoch(meta.uploaded_at),
        })
    }
}

impl DocumentMeta {
    /// Converted from kdlt's message, with the uploader's name.
    pub async fn named(state: &AppState, meta: proto::DocumentMeta) -> Result<Self, GatewayError> {
        let mut meta = Self::try_from(meta)?;
        name_actors(state, std::slice::from_mut(&mut meta)).await;
        Ok(meta)
    }
}

impl ActedBy for DocumentMeta {
    fn actor_id(&self) -> &str {
        &self.uploaded_by
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.uploaded_by_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentPage {
    /// Newest first.
    pub items: Vec<DocumentMeta>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl DocumentPage {
    pub fn of(page: proto::DocumentPage, paging: Paging) -> Result<Self, GatewayError> {
        Ok(Self {
            items: page
                .documents
                .into_iter()
                .map(DocumentMeta::try_from)
                .collect::<Result<_, _>>()?,
            total: page.page.map_or(0, |info| info.total),
            page: paging.page,
            limit: paging.limit,
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentTypeOption {
    pub value: String,
    pub label: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentTypes {
    pub items: Vec<DocumentTypeOption>,
    /// The largest file taken.
    pub max_size_bytes: u64,
    /// The content types taken.
    pub content_types: Vec<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TypesQuery {
    /// The labels' language: `en` (default), `sv` or `nb`.
    #[param(inline)]
    pub language: Option<LabelLanguage>,
}

/// Whose document an upload is, and of what type.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    #[param(minimum = 1)]
    pub customer_id: i64,
    #[param(inline)]
    pub document_type: DocumentType,
}

impl UploadQuery {
    /// The customer id, refused (400, naming it) below 1.
    pub fn checked_customer_id(&self) -> Result<i64, GatewayError> {
        if self.customer_id < 1 {
            return Err(GatewayError::field(
                "customer_id",
                "Must be a customer id (a whole number from 1)",
            ));
        }
        Ok(self.customer_id)
    }
}

/// The document types (`zrm_domain::document::DOCUMENT_TYPES`; a test keeps them the same).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DocumentType {
    IdDocument,
    Payslip,
    EmploymentCertificate,
    TaxReturn,
    LoanStatement,
    Valuation,
    PurchaseContract,
    Other,
}

impl DocumentType {
    pub const ALL: [DocumentType; 8] = [
        DocumentType::IdDocument,
        DocumentType::Payslip,
        DocumentType::EmploymentCertificate,
        DocumentType::TaxReturn,
        DocumentType::LoanStatement,
        DocumentType::Valuation,
        DocumentType::PurchaseContract,
        DocumentType::Other,
    ];

    /// The value kdlt stores.
    pub fn value(self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|value| value.as_str().map(str::to_owned))
            .unwrap_or_default()
    }
}

/// The upload form: the file alone (its name and content type from its part's headers).
#[allow(dead_code)]
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UploadForm {
    /// A PDF, PNG or JPEG file of at most 10 MB.
    #[schema(content_media_type = "application/octet-stream", value_type = String, format = Binary)]
    pub file: Vec<u8>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AttachRequest {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub document_id: i64,
}

/// An application id in a path is a reference number (product CC, MO or UL, country SE or NO, in
/// any letter case, then at most 19 significant digits), as the routes' pattern says. Paths carry the reference number as it is: surrounding whitespace is refused here, as the
/// pattern refuses it, though kdlt would trim it.
pub fn application_id(raw: String) -> Result<String, GatewayError> {
    if raw.trim() == raw && !raw.is_empty() {
        Ok(raw)
    } else {
        Err(GatewayError::field(
            "application_id",
            "Must be an application's reference number, e.g. MOSE1234",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_document_types_are_the_domains() {
        let ours: Vec<String> = DocumentType::ALL.iter().map(|kind| kind.value()).collect();
        let domain: Vec<&str> = zrm_domain::document::DOCUMENT_TYPES
            .iter()
            .map(|kind| kind.value)
            .collect();
        assert_eq!(ours, domain);
    }
}
