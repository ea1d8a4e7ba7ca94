//! What goes between the lender and the banks about an application:
//! `POST /application/comment_to_bank`, `POST /application/document_to_bank` (a document attached
//! to the application, shared once per bank) and `GET /application/bank_messages/{application_id}`
//! (newest first, one bank's or all). Only a bank the application was sent to and that still
//! works on it takes anything.

use actix_web::{HttpResponse, get, post, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::openapi::schema::Schema;
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;
use zrm_proto::kdlt::v1::GetDocumentRequest;

use super::bank_types::bank_id_field;
use super::reference::MortgageReference;
use crate::auth::StaffUser;
use crate::clients::{CORE, KDLT};
use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams, trimmed_text_schema};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CommentToBankRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
    /// A bank the application was sent to, not DECLINED or CANCELLED.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub bank_id: i64,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = comment_schema)]
    pub comment: String,
}

// Core's rule (services/core/src/applications/comments.rs): trimmed, 1 to 2000 characters.
fn comment_schema() -> Schema {
    trimmed_text_schema(1, 2000, "The comment for the bank:")
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DocumentToBankRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
    /// A bank the application was sent to, not DECLINED or CANCELLED.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub bank_id: i64,
    /// The applicant whose document it is.
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    /// A document attached to the application (`GET /application/documents/{application_id}`).
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub document_id: i64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum BankMessageDirection {
    ToBank,
    FromBank,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SharedDocument {
    pub customer_id: i64,
    pub document_id: i64,
    /// As it was named when shared.
    pub file_name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankMessage {
    pub message_id: i64,
    pub bank_id: i32,
    pub bank_name: String,
    pub direction: BankMessageDirection,
    /// Set for a comment.
    pub comment: Option<String>,
    /// Set for a shared document.
    pub document: Option<SharedDocument>,
    /// User id of the employee (or the bank's user) who sent it.
    pub author: String,
    /// Their name, when an employee.
    pub author_name: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl ActedBy for BankMessage {
    fn actor_id(&self) -> &str {
        &self.author
    }
    fn set_actor_name(&mut self, name: Option<String>) {
        self.author_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankMessagePage {
    /// Newest first.
    pub items: Vec<BankMessage>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

impl TryFrom<proto::BankMessage> for BankMessage {
    type Error = GatewayError;

    fn try_from(message: proto::BankMessage) -> Result<Self, GatewayError> {
        let direction = match message.direction() {
            proto::BankMessageDirection::ToBank => BankMessageDirection::ToBank,
            proto::BankMessageDirection::FromBank => BankMessageDirection::FromBank,
            proto::BankMessageDirection::Unspecified => {
                return Err(GatewayError::Internal(
                    "core answered a bank message with no direction".into(),
                ));
            }
        };
        let (comment, document) = match message.content {
            Some(proto::bank_message::Content::Comment(text)) => (Some(text), None),
            Some(proto::bank_message::Content::Document(document)) => (
                None,
                Some(SharedDocument {
                    customer_id: document.customer_id,
                    document_id: document.document_id,
                    file_name: document.file_name,
                }),
            ),
            None => {
                return Err(GatewayError::Internal(
                    "core answered a bank message with no content".into(),
                ));
            }
        };
        Ok(BankMessage {
            message_id: message.message_id,
            bank_id: message.bank_id,
            bank_name: message.bank_name,
            direction,
            comment,
            document,
            author: message.author,
            author_name: None,
            created_at: timestamp_or_epoch(message.created_at),
        })
    }
}

async fn send(
    state: &AppState,
    request: proto::SendBankMessageRequest,
) -> Result<HttpResponse, GatewayError> {
    let sent = state
        .clients
        .applications()
        .send_bank_message(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut message = BankMessage::try_from(sent)?;
    name_actors(state, std::slice::from_mut(&mut message)).await;
    Ok(HttpResponse::Created().json(message))
}

#[utoipa::path(
    tag = "application",
    request_body = CommentToBankRequest,
    responses(
        (status = 201, description = "Sent; also in the application's history", body = BankMessage),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application or bank", body = ErrorBody),
        (status = 409, description = "Not sent to that bank, or the bank declined or was withdrawn from", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/comment_to_bank")]
pub async fn comment_to_bank(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CommentToBankRequest>,
) -> Result<HttpResponse, GatewayError> {
    let body = body.into_inner();
    let reference = MortgageReference::parse("application_id", &body.application_id)?;
    let request = proto::SendBankMessageRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        bank_id: bank_id_field(body.bank_id)?,
        author: user.user_id,
        content: Some(proto::send_bank_message_request::Content::Comment(
            body.comment,
        )),
    };
    send(&state, request).await
}

#[utoipa::path(
    tag = "application",
    request_body = DocumentToBankRequest,
    responses(
        (status = 201, description = "Shared; also in the application's history", body = BankMessage),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application or bank, or no such document attached to the application", body = ErrorBody),
        (status = 409, description = "Not sent to that bank, the bank declined or was withdrawn from, or the document was shared with it already", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/application/document_to_bank")]
pub async fn document_to_bank(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<DocumentToBankRequest>,
) -> Result<HttpResponse, GatewayError> {
    let body = body.into_inner();
    let reference = MortgageReference::parse("application_id", &body.application_id)?;
    let bank_id = bank_id_field(body.bank_id)?;
    if body.customer_id < 1 {
        return Err(GatewayError::field("customer_id", "Must be a customer id"));
    }
    if body.document_id < 1 {
        return Err(GatewayError::field("document_id", "Must be a document id"));
    }
    // kdlt audits this read under the sender's name, as it does a download.
    let meta = state
        .clients
        .documents()
        .get_document_meta(state.clients.kdlt.request(GetDocumentRequest {
            customer_id: body.customer_id.to_string(),
            document_id: body.document_id.to_string(),
            requested_by: user.user_id.clone(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    // A document of another application is as unknown here as one that does not exist.
    let attached_to = MortgageReference::text(reference.country, reference.id);
    if meta.application_id.as_deref() != Some(attached_to.as_str()) {
        return Err(GatewayError::NotFound(
            "No such document attached to this application".to_owned(),
        ));
    }
    let request = proto::SendBankMessageRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        bank_id,
        author: user.user_id,
        content: Some(proto::send_bank_message_request::Content::Document(
            proto::BankDocument {
                customer_id: body.customer_id,
                document_id: body.document_id,
                file_name: meta.file_name,
            },
        )),
    };
    send(&state, request).await
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BankMessagesQuery {
    /// Only this bank's messages; every bank's when absent.
    #[param(minimum = 1, maximum = 2_147_483_647)]
    pub bank_id: Option<i64>,
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
}

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        BankMessagesQuery,
    ),
    responses(
        (status = 200, body = BankMessagePage),
        (status = 400, description = "Not a reference number, a bad bank id or bad paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/bank_messages/{application_id}")]
pub async fn list_bank_messages(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<BankMessagesQuery>,
) -> Result<web::Json<BankMessagePage>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListBankMessagesRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        bank_id: query.bank_id.map(bank_id_field).transpose()?,
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .applications()
        .list_bank_messages(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut items = response
        .messages
        .into_iter()
        .map(BankMessage::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    name_actors(&state, &mut items).await;
    Ok(web::Json(BankMessagePage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
