//! `zrm.messaging.v1.SmsService`.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::messaging::v1::sms_service_server::SmsService;
use zrm_proto::messaging::v1::{
    ListSmsRequest, RecordDeliveryReportRequest, RecordInboundSmsRequest, SendSmsRequest, Sms,
    SmsPage,
};

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
        let queued = do_send_sms(&self.state, &sms).await?;
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
        let phone_number = requests::phone_number("phone_number", &request.get_ref().phone_number)?;
        let page = requests::page(request.get_ref().page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        let (rows, total) =
            storage::find_sms_by_phone_number_newest_first(&mut conn, &phone_number, page)
                .await
                .map_err(crate::error::MessagingError::from)?;
        let messages = rows
            .into_iter()
            .map(SmsRecord::try_from)
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Response::new(requests::sms_page(
            messages,
            page,
            u64::try_from(total).unwrap_or_default(),
        )))
    }
}
