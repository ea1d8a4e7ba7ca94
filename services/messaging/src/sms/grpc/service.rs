//! `zrm.messaging.v1.SmsService`.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_domain::Page;
use zrm_proto::messaging::v1::sms_service_server::SmsService;
use zrm_proto::messaging::v1::{
    AttachUnknownSenderRequest, AttachUnknownSenderResponse, Conversations,
    ListConversationsRequest, ListSmsAboutRequest, ListSmsRequest, ListUnknownSendersRequest,
    RecordDeliveryReportRequest, RecordInboundSmsRequest, SaveConversationsRequest, SendSmsRequest,
    Sms, SmsPage,
};

use crate::conversations;
use crate::conversations::grpc as conversation_messages;
use crate::error::MessagingError;
use crate::sms::rows::SmsRow;
use crate::sms::unknown_senders::attach_unknown_sender;

use crate::sms::inbound::{record_delivery_report, record_inbound_sms};
use crate::sms::model::Sms as SmsRecord;
use crate::sms::send::do_send_sms;
use crate::sms::storage;
use crate::state::{MessagingState, pooled};

use super::requests;

pub struct SmsGrpc {
    state: Arc<MessagingState>,
}

impl SmsGrpc {
    pub fn new(state: Arc<MessagingState>) -> Self {
        SmsGrpc { state }
    }
}

#[tonic::async_trait]
impl SmsService for SmsGrpc {
    async fn send_sms(&self, request: Request<SendSmsRequest>) -> Result<Response<Sms>, Status> {
        let sms = requests::outgoing_sms(request.get_ref())?;
        let queued = do_send_sms(&self.state, sms).await?;
        Ok(Response::new(requests::sms_message(queued)))
    }

    async fn record_delivery_report(
        &self,
        request: Request<RecordDeliveryReportRequest>,
    ) -> Result<Response<Sms>, Status> {
        let report = requests::delivery_report(request.get_ref())?;
        let sms = record_delivery_report(&self.state, &report).await?;
        Ok(Response::new(requests::sms_message(sms)))
    }

    async fn record_inbound_sms(
        &self,
        request: Request<RecordInboundSmsRequest>,
    ) -> Result<Response<Sms>, Status> {
        let inbound = requests::inbound_sms(request.get_ref())?;
        let sms = record_inbound_sms(&self.state, &inbound).await?;
        Ok(Response::new(requests::sms_message(sms)))
    }

    async fn list_sms(
        &self,
        request: Request<ListSmsRequest>,
    ) -> Result<Response<SmsPage>, Status> {
        let listing = requests::listed(request.get_ref())?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        let found = storage::find_sms_of_customers_or_number_newest_first(
            &mut conn,
            &listing.customer_ids,
            listing.phone_number.as_deref(),
            page,
        )
        .await
        .map_err(MessagingError::from)?;
        Ok(Response::new(page_of(found, page)?))
    }

    async fn list_sms_about(
        &self,
        request: Request<ListSmsAboutRequest>,
    ) -> Result<Response<SmsPage>, Status> {
        let about = requests::about(request.get_ref())?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        let found = storage::find_sms_about_newest_first(&mut conn, &about, page)
            .await
            .map_err(MessagingError::from)?;
        Ok(Response::new(page_of(found, page)?))
    }

    async fn list_unknown_senders(
        &self,
        request: Request<ListUnknownSendersRequest>,
    ) -> Result<Response<SmsPage>, Status> {
        let page = requests::page(request.get_ref().page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        let found = storage::find_unknown_sender_sms_newest_first(&mut conn, page)
            .await
            .map_err(MessagingError::from)?;
        Ok(Response::new(page_of(found, page)?))
    }

    async fn attach_unknown_sender(
        &self,
        request: Request<AttachUnknownSenderRequest>,
    ) -> Result<Response<AttachUnknownSenderResponse>, Status> {
        let (phone_number, customer_id, attached_by) = requests::attachment(request.get_ref())?;
        let attached =
            attach_unknown_sender(&self.state, &phone_number, customer_id, &attached_by).await?;
        Ok(Response::new(AttachUnknownSenderResponse { attached }))
    }

    async fn list_conversations(
        &self,
        request: Request<ListConversationsRequest>,
    ) -> Result<Response<Conversations>, Status> {
        let user_id = conversation_messages::user_id(&request.get_ref().user_id)?;
        let mut conn = pooled(&self.state.pool).await?;
        let saved = conversations::storage::find_conversations_of_user(&mut conn, &user_id).await?;
        Ok(Response::new(conversation_messages::conversations_message(
            saved,
        )))
    }

    async fn save_conversations(
        &self,
        request: Request<SaveConversationsRequest>,
    ) -> Result<Response<Conversations>, Status> {
        let request = request.get_ref();
        let user_id = conversation_messages::user_id(&request.user_id)?;
        let asked = request
            .conversations
            .iter()
            .enumerate()
            .map(|(index, message)| conversation_messages::conversation(index, message))
            .collect::<Result<Vec<_>, _>>()?;
        let kept = conversations::kept(asked)?;
        let mut conn = pooled(&self.state.pool).await?;
        conversations::storage::replace_conversations_of_user(&mut conn, &user_id, &kept).await?;
        Ok(Response::new(conversation_messages::conversations_message(
            kept,
        )))
    }
}

fn page_of((rows, total): (Vec<SmsRow>, i64), page: Page) -> Result<SmsPage, MessagingError> {
    let messages = rows
        .into_iter()
        .map(SmsRecord::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(requests::sms_page(
        messages,
        page,
        u64::try_from(total).unwrap_or_default(),
    ))
}
