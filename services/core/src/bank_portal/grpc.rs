//! `zrm.core.v1.BankPortalService`: validate, call the use case, convert.

use std::sync::Arc;

use chrono::Utc;
use tonic::{Request, Response, Status};
use zrm_domain::{Page, format_personal_id};
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;
use zrm_proto::core::v1::bank_portal_service_server::BankPortalService;

use crate::applications::comments::comment_text;
use crate::applications::grpc::bank_messages::bank_message_message;
use crate::applications::grpc::offers::{bank_status_message, offer_message, offer_terms};
use crate::applications::grpc::requests::application_id_from_request;
use crate::applications::grpc::responses::{loan_purpose_message, role_message};
use crate::applications::model::Applicant;
use crate::applications::offers::model::BankStatus;
use crate::banks::grpc::bank_id_from_request;
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;
use crate::state::CoreState;

use crate::property::grpc::property_message;

use super::model::{
    BankAction, BankApplication, BankApplicationSummary, BankEvent, BankListQuery,
    MAX_REJECT_REASON_CHARS,
};
use super::{list, read, respond};

pub struct BankPortalGrpc {
    state: Arc<CoreState>,
}

impl BankPortalGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        BankPortalGrpc { state }
    }
}

#[tonic::async_trait]
impl BankPortalService for BankPortalGrpc {
    async fn list_bank_applications(
        &self,
        request: Request<proto::ListBankApplicationsRequest>,
    ) -> Result<Response<proto::ListBankApplicationsResponse>, Status> {
        let query = list_query(request.get_ref())?;
        let items =
            list::do_list_bank_applications(&self.state.pool, &self.state.customers, query).await?;
        Ok(Response::new(proto::ListBankApplicationsResponse {
            items: items.into_iter().map(summary_message).collect(),
        }))
    }

    async fn get_bank_application(
        &self,
        request: Request<proto::GetBankApplicationRequest>,
    ) -> Result<Response<proto::BankApplication>, Status> {
        let request = request.into_inner();
        let bank_id = bank_id_from_request(request.bank_id)?;
        let application_id = application_id_from_request(request.application_id)?;
        let requested_by = user_id("requested_by", &request.requested_by)?.to_string();
        let application = read::do_get_bank_application(
            &self.state.pool,
            &self.state.customers,
            bank_id,
            application_id,
            &requested_by,
        )
        .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn take_up_application(
        &self,
        request: Request<proto::BankActionRequest>,
    ) -> Result<Response<proto::BankApplication>, Status> {
        let request = request.into_inner();
        let action =
            action_from_request(request.bank_id, request.application_id, &request.acted_by)?;
        let state = &self.state;
        let application =
            respond::do_take_up(&state.pool, &state.outbox, &state.customers, action).await?;
        Ok(Response::new(application_message(application)))
    }

    async fn reject_application(
        &self,
        request: Request<proto::RejectApplicationRequest>,
    ) -> Result<Response<proto::BankApplication>, Status> {
        let request = request.into_inner();
        let action =
            action_from_request(request.bank_id, request.application_id, &request.acted_by)?;
        let reason = reason_from_request(&request.reason)?;
        let state = &self.state;
        let application =
            respond::do_reject(&state.pool, &state.outbox, &state.customers, action, reason)
                .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn make_offer(
        &self,
        request: Request<proto::MakeOfferRequest>,
    ) -> Result<Response<proto::BankApplication>, Status> {
        let request = request.into_inner();
        let action =
            action_from_request(request.bank_id, request.application_id, &request.acted_by)?;
        let terms = offer_terms(
            request.amount,
            request.interest_rate_bp,
            request.term_months,
            &request.conditions,
            request.valid_until.as_deref(),
        )?;
        let state = &self.state;
        let application =
            respond::do_make_offer(&state.pool, &state.outbox, &state.customers, action, terms)
                .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn comment_to_lender(
        &self,
        request: Request<proto::CommentToLenderRequest>,
    ) -> Result<Response<proto::BankApplication>, Status> {
        let request = request.into_inner();
        let action =
            action_from_request(request.bank_id, request.application_id, &request.acted_by)?;
        let comment = comment_text(&request.comment)?;
        let state = &self.state;
        let application = respond::do_comment(
            &state.pool,
            &state.outbox,
            &state.customers,
            action,
            comment,
        )
        .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn disburse_application(
        &self,
        request: Request<proto::BankActionRequest>,
    ) -> Result<Response<proto::BankApplication>, Status> {
        let request = request.into_inner();
        let action =
            action_from_request(request.bank_id, request.application_id, &request.acted_by)?;
        let state = &self.state;
        let application =
            respond::do_disburse(&state.pool, &state.outbox, &state.customers, action).await?;
        Ok(Response::new(application_message(application)))
    }

    async fn get_bank_document(
        &self,
        request: Request<proto::GetBankDocumentRequest>,
    ) -> Result<Response<proto::BankDocument>, Status> {
        let request = request.into_inner();
        let bank_id = bank_id_from_request(request.bank_id)?;
        let application_id = application_id_from_request(request.application_id)?;
        if request.customer_id <= 0 {
            return Err(CoreError::invalid("customer_id", "Must be a customer id").into());
        }
        if request.document_id <= 0 {
            return Err(CoreError::invalid("document_id", "Must be a document id").into());
        }
        let document = read::do_get_bank_document(
            &self.state.pool,
            bank_id,
            application_id,
            request.customer_id,
            request.document_id,
        )
        .await?;
        Ok(Response::new(proto::BankDocument {
            customer_id: document.customer_id,
            document_id: document.document_id,
            file_name: document.file_name,
        }))
    }
}

fn list_query(request: &proto::ListBankApplicationsRequest) -> Result<BankListQuery, CoreError> {
    let statuses = request
        .bank_statuses
        .iter()
        .map(|value| {
            bank_status_from_request(*value)
                .ok_or_else(|| CoreError::invalid("bank_statuses", "Must be bank statuses"))
        })
        .collect::<Result<_, _>>()?;
    // The portal counts pages from 0; the product's paging from 1.
    let page = Page::parse(request.page.saturating_add(1), request.limit)
        .map_err(|error| CoreError::invalid(error.field, error.detail))?;
    let search = request
        .search
        .as_deref()
        .map(str::trim)
        .filter(|text| !text.is_empty());
    if let Some(text) = search {
        crate::applications::search::check_text(text, chrono::Utc::now().date_naive())
            .map_err(|_| CoreError::invalid("search", "Must be 2 to 100 characters"))?;
    }
    Ok(BankListQuery {
        bank_id: bank_id_from_request(request.bank_id)?,
        statuses,
        page,
        search: search.map(str::to_owned),
    })
}

fn bank_status_from_request(value: i32) -> Option<BankStatus> {
    match proto::BankStatus::try_from(value).ok()? {
        proto::BankStatus::New => Some(BankStatus::New),
        proto::BankStatus::Ongoing => Some(BankStatus::Ongoing),
        proto::BankStatus::Accepted => Some(BankStatus::Accepted),
        proto::BankStatus::Declined => Some(BankStatus::Declined),
        proto::BankStatus::Disbursed => Some(BankStatus::Disbursed),
        proto::BankStatus::Cancelled => Some(BankStatus::Cancelled),
        proto::BankStatus::Unspecified => None,
    }
}

fn action_from_request(
    bank_id: i32,
    application_id: i64,
    acted_by: &str,
) -> Result<BankAction, CoreError> {
    Ok(BankAction {
        bank_id: bank_id_from_request(bank_id)?,
        application_id: application_id_from_request(application_id)?,
        acted_by: user_id("acted_by", acted_by)?,
    })
}

fn reason_from_request(reason: &str) -> Result<String, CoreError> {
    let reason = reason.trim();
    if reason.is_empty() || reason.chars().count() > MAX_REJECT_REASON_CHARS {
        return Err(CoreError::invalid(
            "reason",
            format!("Must be 1 to {MAX_REJECT_REASON_CHARS} characters"),
        ));
    }
    Ok(reason.to_owned())
}

fn applicant_message(applicant: Applicant, country: zrm_domain::Country) -> proto::BankApplicant {
    let (first_name, last_name, pni) = match applicant.person {
        Some(person) => (person.first_name, person.last_name, person.pni),
        None => (String::new(), String::new(), None),
    };
    proto::BankApplicant {
        role: role_message(applicant.role).into(),
        first_name,
        last_name,
        pni: pni.map(|pni| format_personal_id(country, &pni, Utc::now().date_naive())),
    }
}

fn summary_message(summary: BankApplicationSummary) -> proto::BankApplicationSummary {
    let country = summary.country;
    proto::BankApplicationSummary {
        application_id: summary.application_id,
        country: country_of_code(country.code()).into(),
        created_at: Some(timestamp(summary.created_at)),
        bank_status: bank_status_message(summary.bank_status).into(),
        mortgage_loan_amount: summary.mortgage_loan_amount,
        applicants: summary
            .applicants
            .into_iter()
            .map(|applicant| applicant_message(applicant, country))
            .collect(),
    }
}

fn application_message(application: BankApplication) -> proto::BankApplication {
    let country = application.country;
    proto::BankApplication {
        application_id: application.application_id,
        country: country_of_code(country.code()).into(),
        created_at: Some(timestamp(application.created_at)),
        bank_status: bank_status_message(application.bank_status).into(),
        sent_at: Some(timestamp(application.sent_at)),
        loan_purpose: loan_purpose_message(application.loan_purpose).into(),
        mortgage_loan_amount: application.mortgage_loan_amount,
        applicants: application
            .applicants
            .into_iter()
            .map(|applicant| applicant_message(applicant, country))
            .collect(),
        offers: application.offers.into_iter().map(offer_message).collect(),
        messages: application
            .messages
            .into_iter()
            .map(bank_message_message)
            .collect(),
        property: application.property.map(property_message),
        events: application.events.into_iter().map(event_message).collect(),
    }
}

fn event_message(event: BankEvent) -> proto::BankEvent {
    proto::BankEvent {
        kind: event.kind,
        at: Some(timestamp(event.at)),
        by_bank: event.by_bank,
        amount: event.amount,
        reason: event.reason,
    }
}
