//! `zrm.messaging.v1.TemplateService`.

use std::sync::Arc;

use chrono::Utc;
use tonic::{Request, Response, Status};
use zrm_domain::Country;
use zrm_platform::grpc::common::{country_of_code, page_info};
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::messaging::v1::template_service_server::TemplateService;
use zrm_proto::messaging::v1::{
    Attachment, AttachmentPage, DeleteTemplateResponse, GetTemplateCatalogueRequest,
    ListAttachmentsRequest, ListTemplatesRequest, RenderedTemplate, SaveTemplateRequest,
    SendTemplateRequest, SendTemplateResponse, SentTemplateEmail, Template, TemplateCatalogue,
    TemplateKey, TemplatePage, UploadAttachmentRequest, send_template_response,
};

use crate::error::MessagingError;
use crate::sms::grpc::requests::{page, sms_message};
use crate::state::{MessagingState, pooled};
use crate::templates::attachments::new_attachment;
use crate::templates::engine::sms_parts;
use crate::templates::links::{self, Recipient};
use crate::templates::send::{SentTemplate, TemplateSend, do_send_template, render_for};
use crate::templates::{self as domain, Channel, TemplateFilter, catalogue, storage};

use super::requests;

pub struct TemplateGrpc {
    state: Arc<MessagingState>,
}

impl TemplateGrpc {
    pub fn new(state: Arc<MessagingState>) -> Self {
        TemplateGrpc { state }
    }

    /// The key and texts of a save or preview, checked.
    fn template(&self, request: &SaveTemplateRequest) -> Result<domain::Template, MessagingError> {
        let key = requests::writable_key(request.key.as_ref())?;
        let text = requests::text(&key, request)?;
        Ok(domain::Template {
            key,
            text,
            updated_by: String::new(),
            updated_at: Utc::now(),
        })
    }
}

#[tonic::async_trait]
impl TemplateService for TemplateGrpc {
    async fn get_template_catalogue(
        &self,
        _request: Request<GetTemplateCatalogueRequest>,
    ) -> Result<Response<TemplateCatalogue>, Status> {
        // Samples of every variable: the general event's and the application events' together.
        let sample = Recipient::sample(Country::Se);
        let mut values = std::collections::BTreeMap::new();
        for event in catalogue::EVENTS {
            for product in event.products {
                values.extend(links::values(
                    &self.state.templates,
                    event,
                    *product,
                    &sample,
                ));
            }
        }
        Ok(Response::new(requests::catalogue_message(&values)))
    }

    async fn list_templates(
        &self,
        request: Request<ListTemplatesRequest>,
    ) -> Result<Response<TemplatePage>, Status> {
        let request = request.get_ref();
        let filter = TemplateFilter {
            channel: requests::channel(request.channel)?,
            country: request.country.map(requests::country).transpose()?,
            product: request
                .product
                .as_deref()
                .map(requests::product)
                .transpose()?,
            event: request.event.as_deref().map(requests::event).transpose()?,
        };
        let page = page(request.page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        let (templates, total) = storage::find_templates(&mut conn, filter, page).await?;
        Ok(Response::new(requests::template_page(
            templates, total, page,
        )))
    }

    async fn get_template(
        &self,
        request: Request<TemplateKey>,
    ) -> Result<Response<Template>, Status> {
        let key = requests::key(Some(request.get_ref()))?;
        let mut conn = pooled(&self.state.pool).await?;
        let template = storage::find_template(&mut conn, &key)
            .await?
            .ok_or(MessagingError::NotFound("There is no such template"))?;
        Ok(Response::new(requests::template_message(template)))
    }

    async fn save_template(
        &self,
        request: Request<SaveTemplateRequest>,
    ) -> Result<Response<Template>, Status> {
        let request = request.get_ref();
        let mut template = self.template(request)?;
        template.updated_by = requests::user_id("updated_by", &request.updated_by)?;
        let mut conn = pooled(&self.state.pool).await?;
        let ids = &template.text.attachment_ids;
        if !ids.is_empty() {
            let existing = storage::existing_attachment_ids(&mut conn, ids).await?;
            if ids.iter().any(|id| !existing.contains(id)) {
                return Err(MessagingError::invalid(
                    "attachment_ids",
                    "No attachment with this id",
                )
                .into());
            }
        }
        let saved = storage::upsert_template(&mut conn, &template).await?;
        tracing::info!(
            channel = saved.key.channel.as_str(),
            country = saved.key.country.code(),
            product = saved.key.product.code(),
            event = saved.key.event.name,
            "template saved"
        );
        Ok(Response::new(requests::template_message(saved)))
    }

    async fn delete_template(
        &self,
        request: Request<TemplateKey>,
    ) -> Result<Response<DeleteTemplateResponse>, Status> {
        let key = requests::key(Some(request.get_ref()))?;
        let mut conn = pooled(&self.state.pool).await?;
        if !storage::delete_template(&mut conn, &key).await? {
            return Err(MessagingError::NotFound("There is no such template").into());
        }
        Ok(Response::new(DeleteTemplateResponse {}))
    }

    async fn preview_template(
        &self,
        request: Request<SaveTemplateRequest>,
    ) -> Result<Response<RenderedTemplate>, Status> {
        let template = self.template(request.get_ref())?;
        let rendered = render_for(
            &self.state,
            &template,
            &Recipient::sample(template.key.country),
        )?;
        let sms_parts = match template.key.channel {
            Channel::Sms => sms_parts(&rendered.body),
            Channel::Email => 0,
        };
        Ok(Response::new(RenderedTemplate {
            subject: rendered.subject,
            body: rendered.body,
            sms_parts,
        }))
    }

    async fn send_template(
        &self,
        request: Request<SendTemplateRequest>,
    ) -> Result<Response<SendTemplateResponse>, Status> {
        let request = request.into_inner();
        let send = TemplateSend {
            channel: requests::channel(request.channel)?,
            product: requests::product(&request.product)?,
            event: requests::event(&request.event)?,
            customer_id: requests::send_customer_id(request.customer_id)?,
            reference: requests::reference(request.application_id_or_lead_id.as_deref())?,
            sent_by: requests::user_id("sent_by", &request.sent_by)?,
        };
        let (country, sent) = do_send_template(&self.state, send).await?;
        let sent = match sent {
            SentTemplate::Sms(sms) => send_template_response::Sent::Sms(sms_message(sms)),
            SentTemplate::Email { sent, to, subject } => {
                send_template_response::Sent::Email(SentTemplateEmail {
                    message_id: sent.message_id.to_string(),
                    to,
                    subject,
                    sent_at: Some(to_timestamp(sent.sent_at)),
                })
            }
        };
        Ok(Response::new(SendTemplateResponse {
            country: country_of_code(country.code()).into(),
            sent: Some(sent),
        }))
    }

    async fn upload_attachment(
        &self,
        request: Request<UploadAttachmentRequest>,
    ) -> Result<Response<Attachment>, Status> {
        let request = request.into_inner();
        let uploaded_by = requests::user_id("uploaded_by", &request.uploaded_by)?;
        let attachment = new_attachment(
            &request.file_name,
            &request.content_type,
            request.content,
            uploaded_by,
        )?;
        let mut conn = pooled(&self.state.pool).await?;
        let stored = storage::insert_attachment(&mut conn, &attachment).await?;
        Ok(Response::new(requests::attachment_message(stored)))
    }

    async fn list_attachments(
        &self,
        request: Request<ListAttachmentsRequest>,
    ) -> Result<Response<AttachmentPage>, Status> {
        let page = page(request.get_ref().page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        let (attachments, total) = storage::find_attachments_newest_first(&mut conn, page).await?;
        Ok(Response::new(AttachmentPage {
            attachments: attachments
                .into_iter()
                .map(requests::attachment_message)
                .collect(),
            page: Some(page_info(
                page.page,
                page.limit,
                u64::try_from(total).unwrap_or_default(),
            )),
        }))
    }
}
