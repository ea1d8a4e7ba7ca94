//! The template catalogue and the templates: list a channel's, read, save (create or replace),
//! delete, and preview a text with the event's sample values. Reading is for every employee (the
//! chat dock and the send form show templates); writing is TemplateAdmin's.

use actix_web::{HttpResponse, delete, get, post, web};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use zrm_platform::grpc::common::page_request;
use zrm_proto::messaging::v1 as proto;

use super::types::{
    MAX_ATTACHMENTS, MessageTemplate, RenderedTemplate, TemplateCatalogue, TemplatePage,
    TemplatePath, TemplateType, body_schema, country, country_schema, event, event_schema, key,
    product, product_schema, subject_schema,
};
use crate::auth::{Authorized, StaffUser, TemplateAdmin};
use crate::clients::MESSAGING;
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

/// The REST template with its last editor's name.
async fn named(state: &AppState, template: proto::Template) -> MessageTemplate {
    let mut named = [MessageTemplate::from(template)];
    name_actors(state, &mut named).await;
    let [template] = named;
    template
}

#[utoipa::path(
    tag = "message",
    responses(
        (status = 200, description = "Every event, its products and its variables (link variables marked) with the preview's samples", body = TemplateCatalogue),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/template/link-vars")]
pub async fn template_catalogue(
    _user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<TemplateCatalogue>, GatewayError> {
    let catalogue = state
        .clients
        .templates()
        .get_template_catalogue(
            state
                .clients
                .messaging
                .request(proto::GetTemplateCatalogueRequest {}),
        )
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(catalogue.into()))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TemplateListQuery {
    #[param(schema_with = country_schema)]
    pub country: Option<String>,
    #[param(schema_with = product_schema)]
    pub product: Option<String>,
    #[param(schema_with = event_schema)]
    pub event: Option<String>,
    /// Page number, from 1.
    #[param(schema_with = crate::paging::page_schema)]
    pub page: Option<u32>,
    /// One of 5, 10, 25, 50 (default 25).
    #[param(schema_with = crate::paging::page_size_schema)]
    pub limit: Option<u32>,
}

#[utoipa::path(
    tag = "message",
    params(
        ("type" = TemplateType, Path, description = "`email` or `sms`"),
        TemplateListQuery,
    ),
    responses(
        (status = 200, description = "By country, product and event, with the exact total", body = TemplatePage),
        (status = 400, description = "Invalid type, filter or paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/template/list/{type}")]
pub async fn list_templates(
    _user: StaffUser,
    state: web::Data<AppState>,
    template_type: web::Path<String>,
    query: QueryParams<TemplateListQuery>,
) -> Result<web::Json<TemplatePage>, GatewayError> {
    let channel = TemplateType::parse(&template_type)?.channel();
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListTemplatesRequest {
        channel: channel.into(),
        country: query
            .country
            .as_deref()
            .map(|code| country("country", code).map(|key| key.country))
            .transpose()?,
        product: query.product.as_deref().map(product).transpose()?,
        event: query.event.as_deref().map(event).transpose()?,
        page: Some(page_request(paging.page, paging.limit)),
    };
    let answer = state
        .clients
        .templates()
        .list_templates(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    let mut page = TemplatePage::of(answer, paging);
    name_actors(&state, &mut page.items).await;
    Ok(web::Json(page))
}

#[utoipa::path(
    tag = "message",
    params(TemplatePath),
    responses(
        (status = 200, body = MessageTemplate),
        (status = 400, description = "An invalid part of the key, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, description = "No template for the key", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/template/{type}/{country}/{product}/{event}")]
pub async fn get_template(
    _user: StaffUser,
    state: web::Data<AppState>,
    path: web::Path<TemplatePath>,
) -> Result<web::Json<MessageTemplate>, GatewayError> {
    let template = state
        .clients
        .templates()
        .get_template(state.clients.messaging.request(path.key()?))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(named(&state, template).await))
}

#[utoipa::path(
    tag = "message",
    params(TemplatePath),
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "An invalid part of the key, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a TemplateAdmin", body = ErrorBody),
        (status = 404, description = "No template for the key", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[delete("/message/template/{type}/{country}/{product}/{event}")]
pub async fn delete_template(
    _admin: Authorized<TemplateAdmin>,
    state: web::Data<AppState>,
    path: web::Path<TemplatePath>,
) -> Result<HttpResponse, GatewayError> {
    state
        .clients
        .templates()
        .delete_template(state.clients.messaging.request(path.key()?))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(HttpResponse::NoContent().finish())
}

/// A template as written: its key and texts.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TemplateInput {
    #[serde(rename = "type")]
    pub template_type: TemplateType,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = country_schema)]
    pub country: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = product_schema)]
    pub product: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = event_schema)]
    pub event: String,
    #[serde(default, deserialize_with = "crate::extract::text")]
    #[schema(schema_with = subject_schema)]
    pub subject: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = body_schema)]
    pub body: String,
    /// E-mail only: uploaded attachments (`POST /message/attachments/upload`), at most 5.
    #[serde(default, deserialize_with = "crate::extract::texts")]
    #[schema(value_type = Vec<uuid::Uuid>, max_items = 5)]
    pub attachment_ids: Vec<String>,
}

impl TemplateInput {
    fn request(self, updated_by: String) -> Result<proto::SaveTemplateRequest, GatewayError> {
        if self.attachment_ids.len() > MAX_ATTACHMENTS {
            return Err(GatewayError::field(
                "attachment_ids",
                format!("Must be at most {MAX_ATTACHMENTS} items"),
            ));
        }
        if self
            .attachment_ids
            .iter()
            .any(|id| uuid::Uuid::parse_str(id).is_err())
        {
            return Err(GatewayError::field(
                "attachment_ids",
                "Must be attachment ids",
            ));
        }
        let template_type = match self.template_type {
            TemplateType::Email => "email",
            TemplateType::Sms => "sms",
        };
        Ok(proto::SaveTemplateRequest {
            key: Some(key(
                template_type,
                &self.country,
                &self.product,
                &self.event,
            )?),
            subject: self.subject,
            body: self.body,
            attachment_ids: self.attachment_ids,
            updated_by,
        })
    }
}

#[utoipa::path(
    tag = "message",
    request_body = TemplateInput,
    responses(
        (status = 200, description = "Saved (created, or replacing the key's template)", body = MessageTemplate),
        (status = 400, description = "Invalid input, the field named: a syntax error (with its line), a variable the event does not offer, an event not of the product, a subject or attachments on an SMS, an unknown attachment", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a TemplateAdmin", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/template/add")]
pub async fn save_template(
    admin: Authorized<TemplateAdmin>,
    state: web::Data<AppState>,
    body: JsonBody<TemplateInput>,
) -> Result<web::Json<MessageTemplate>, GatewayError> {
    let request = body.into_inner().request(admin.user.user_id)?;
    let template = state
        .clients
        .templates()
        .save_template(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(named(&state, template).await))
}

#[utoipa::path(
    tag = "message",
    request_body = TemplateInput,
    responses(
        (status = 200, description = "Rendered with the event's sample values (a made-up customer of the country)", body = RenderedTemplate),
        (status = 400, description = "Invalid input, the field named (as for saving), or a text that fails to render", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/template/preview")]
pub async fn preview_template(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<TemplateInput>,
) -> Result<web::Json<RenderedTemplate>, GatewayError> {
    let request = body.into_inner().request(user.user_id)?;
    let rendered = state
        .clients
        .templates()
        .preview_template(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    Ok(web::Json(rendered.into()))
}
