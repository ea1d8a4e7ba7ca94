//! `zrm.core.v1.ApplicationService`: validate, call the application use case, convert.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::core::v1::ApplicationPrefs;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::{
    AcceptOfferRequest, ApplicationBanks, CancelAtBankRequest, ListApplicationBanksRequest, Offer,
    RecordOfferRequest, SendToBanksRequest,
};
use zrm_proto::core::v1::{
    AddCommentRequest, ApplicationComment, Choices, ChoicesRequest, ListCommentsRequest,
    ListCommentsResponse,
};
use zrm_proto::core::v1::{
    AmlReview, BankMessage, ListAmlReviewsRequest, ListAmlReviewsResponse, ListBankMessagesRequest,
    ListBankMessagesResponse, ReviewAmlRequest, SendBankMessageRequest,
};
use zrm_proto::core::v1::{
    Application, AssignApplicationRequest, ConvertLeadRequest, CreateApplicationRequest,
    DuplicateApplicationRequest, GetApplicationRequest, GetApplicationsRequest,
    ListApplicationEventsRequest, ListApplicationEventsResponse, ListApplicationsRequest,
    ListApplicationsResponse, ListCustomerApplicationsRequest, SearchApplicationsRequest,
    SearchApplicationsResponse, UpdateApplicationRequest,
};
use zrm_proto::core::v1::{
    DeactivationRequest, ListDeactivationRequestsRequest, ListDeactivationRequestsResponse,
    ReactivateApplicationRequest, RequestDeactivationRequest, ReviewDeactivationRequest,
};
use zrm_proto::core::v1::{
    Invitation, InviteApplicantRequest, ListInvitationsRequest, ListInvitationsResponse,
    ResendInvitationRequest,
};

use crate::applications::aml::{read as aml_read, review as aml_review};
use crate::applications::applicants::Reader;
use crate::applications::bank_messages::{read as bank_messages_read, send as bank_messages_send};
use crate::applications::comments::{self, NewComment, comment_text};
use crate::applications::deactivation::{inbox, reactivate, request, review};
use crate::applications::invitations::send::{self as invitations, Post};
use crate::applications::offers::{accept, cancel, read as bank_read, record, send};
use crate::applications::options::{DEACTIVATION_REASONS, LOAN_TYPES};
use crate::applications::prefs::form_prefs;
use crate::applications::{
    assign, create, duplicate, from_lead, history, list, read, search, update,
};
use crate::banks::grpc::bank_id_from_request;
use crate::leads::grpc::requests::user_id;
use crate::state::CoreState;

use super::aml::{aml_review_from_request, aml_review_message, aml_review_page_message};
use super::bank_messages::{
    bank_message_message, bank_message_page_message, message_to_bank_from_request,
};
use super::deactivation::{
    deactivation_message, inbox_message, new_request_from_request, reactivation_from_request,
    review_from_request,
};
use super::invitations::{
    invitation_from_request, invitation_message, invitation_page_message, resending_from_request,
};
use super::offers::{
    acceptance_from_request, application_banks_message, cancellation_from_request,
    new_offer_from_request, offer_message, sending_from_request,
};
use super::requests::{
    application_id_from_request, assignment_from_request, change_from_request,
    conversion_from_request, country_from_request, customer_id_from_request, filter_from_request,
    keys_from_request, new_application_from_request, page_from_request,
};
use super::responses::prefs_message;
use super::responses::{
    application_message, application_page_message, choices_message, comment_message,
    comment_page_message, history_page_message,
};

pub struct ApplicationGrpc {
    state: Arc<CoreState>,
}

impl ApplicationGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        ApplicationGrpc { state }
    }

    fn post(&self) -> Post<'_> {
        Post {
            customers: &self.state.customers,
            mailer: &self.state.mailer,
            my_pages_url: &self.state.my_pages_url,
        }
    }
}

#[tonic::async_trait]
impl ApplicationService for ApplicationGrpc {
    async fn create_application(
        &self,
        request: Request<CreateApplicationRequest>,
    ) -> Result<Response<Application>, Status> {
        let new = new_application_from_request(request.get_ref())?;
        let state = &self.state;
        let application =
            create::do_create_application(&state.application_writer, &state.customers, new).await?;
        Ok(Response::new(application_message(application)))
    }

    async fn convert_lead(
        &self,
        request: Request<ConvertLeadRequest>,
    ) -> Result<Response<Application>, Status> {
        let conversion = conversion_from_request(request.get_ref())?;
        let state = &self.state;
        let application = from_lead::do_convert_lead(
            &state.pool,
            &state.reads,
            &state.outbox,
            &state.customers,
            &state.application_ids,
            conversion,
        )
        .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn duplicate_application(
        &self,
        request: Request<DuplicateApplicationRequest>,
    ) -> Result<Response<Application>, Status> {
        let request = request.into_inner();
        let state = &self.state;
        let application = duplicate::do_duplicate_application(
            &state.pool,
            &state.outbox,
            &state.customers,
            &state.application_ids,
            application_id_from_request(request.application_id)?,
            country_from_request(request.country)?,
            user_id("requested_by", &request.requested_by)?,
        )
        .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn get_application(
        &self,
        request: Request<GetApplicationRequest>,
    ) -> Result<Response<Application>, Status> {
        let request = request.into_inner();
        let application_id = application_id_from_request(request.application_id)?;
        let country = country_from_request(request.country)?;
        let reader_id = user_id("requested_by", &request.requested_by)?.to_string();
        let application = read::do_get_application(
            &self.state.pool,
            &self.state.customers,
            application_id,
            country,
            Reader::Employee(&reader_id),
        )
        .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn list_applications(
        &self,
        request: Request<ListApplicationsRequest>,
    ) -> Result<Response<ListApplicationsResponse>, Status> {
        let (filter, page) = filter_from_request(request.get_ref())?;
        let applications =
            list::do_list_applications(&self.state.pool, &self.state.customers, filter, page)
                .await?;
        Ok(Response::new(application_page_message(applications)))
    }

    async fn get_applications(
        &self,
        request: Request<GetApplicationsRequest>,
    ) -> Result<Response<ListApplicationsResponse>, Status> {
        let keys = keys_from_request(request.get_ref())?;
        let applications =
            list::do_get_applications(&self.state.pool, &self.state.customers, &keys).await?;
        let limit = u32::try_from(applications.len()).unwrap_or(u32::MAX);
        Ok(Response::new(ListApplicationsResponse {
            applications: applications.into_iter().map(application_message).collect(),
            page: 1,
            limit,
        }))
    }

    async fn list_customer_applications(
        &self,
        request: Request<ListCustomerApplicationsRequest>,
    ) -> Result<Response<ListApplicationsResponse>, Status> {
        let request = request.get_ref();
        let customer_id = customer_id_from_request(request.customer_id)?;
        let page = page_from_request(request.page.as_ref())?;
        let applications = list::do_list_customer_applications(
            &self.state.pool,
            &self.state.customers,
            customer_id,
            page,
        )
        .await?;
        Ok(Response::new(application_page_message(applications)))
    }

    async fn search_applications(
        &self,
        request: Request<SearchApplicationsRequest>,
    ) -> Result<Response<SearchApplicationsResponse>, Status> {
        let request = request.get_ref();
        search::check_text(&request.text, chrono::Utc::now().date_naive())?;
        let page = page_from_request(request.page.as_ref())?;
        let found = search::do_search_applications(
            &self.state.pool,
            &self.state.customers,
            &request.text,
            page,
        )
        .await?;
        Ok(Response::new(SearchApplicationsResponse {
            applications: found
                .applications
                .into_iter()
                .map(application_message)
                .collect(),
            page: found.page.page,
            limit: found.page.limit,
            total: found.total,
            more_people: found.more_people,
        }))
    }

    async fn update_application(
        &self,
        request: Request<UpdateApplicationRequest>,
    ) -> Result<Response<Application>, Status> {
        let change = change_from_request(request.get_ref())?;
        let state = &self.state;
        let application =
            update::do_update_application(&state.pool, &state.outbox, &state.customers, change)
                .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn assign_application(
        &self,
        request: Request<AssignApplicationRequest>,
    ) -> Result<Response<Application>, Status> {
        let assignment = assignment_from_request(request.get_ref())?;
        let state = &self.state;
        let application =
            assign::do_assign_application(&state.pool, &state.outbox, &state.customers, assignment)
                .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn list_application_events(
        &self,
        request: Request<ListApplicationEventsRequest>,
    ) -> Result<Response<ListApplicationEventsResponse>, Status> {
        let request = request.get_ref();
        let application_id = application_id_from_request(request.application_id)?;
        let country = country_from_request(request.country)?;
        let page = page_from_request(request.page.as_ref())?;
        let history =
            history::do_list_history(&self.state.pool, application_id, country, page).await?;
        Ok(Response::new(history_page_message(history)))
    }

    async fn add_comment(
        &self,
        request: Request<AddCommentRequest>,
    ) -> Result<Response<ApplicationComment>, Status> {
        let request = request.get_ref();
        let comment = NewComment {
            application_id: application_id_from_request(request.application_id)?,
            country: country_from_request(request.country)?,
            author: user_id("author", &request.author)?,
            text: comment_text(&request.text)?,
        };
        let added = comments::do_add_comment(&self.state.pool, &self.state.outbox, comment).await?;
        Ok(Response::new(comment_message(added)))
    }

    async fn list_comments(
        &self,
        request: Request<ListCommentsRequest>,
    ) -> Result<Response<ListCommentsResponse>, Status> {
        let request = request.get_ref();
        let application_id = application_id_from_request(request.application_id)?;
        let country = country_from_request(request.country)?;
        let page = page_from_request(request.page.as_ref())?;
        let found =
            comments::do_list_comments(&self.state.pool, application_id, country, page).await?;
        Ok(Response::new(comment_page_message(found)))
    }

    async fn loan_types(
        &self,
        request: Request<ChoicesRequest>,
    ) -> Result<Response<Choices>, Status> {
        // The same types in both countries today; the country is checked for the day they differ.
        country_from_request(request.get_ref().country)?;
        Ok(Response::new(choices_message(
            LOAN_TYPES,
            &request.get_ref().language,
        )))
    }

    async fn application_prefs(
        &self,
        request: Request<ChoicesRequest>,
    ) -> Result<Response<ApplicationPrefs>, Status> {
        let request = request.get_ref();
        let country = country_from_request(request.country)?;
        Ok(Response::new(prefs_message(
            form_prefs(country),
            &request.language,
        )))
    }

    async fn deactivation_reasons(
        &self,
        request: Request<ChoicesRequest>,
    ) -> Result<Response<Choices>, Status> {
        Ok(Response::new(choices_message(
            DEACTIVATION_REASONS,
            &request.get_ref().language,
        )))
    }

    async fn request_deactivation(
        &self,
        request: Request<RequestDeactivationRequest>,
    ) -> Result<Response<DeactivationRequest>, Status> {
        let new = new_request_from_request(request.get_ref())?;
        let requested = request::do_request_deactivation(&self.state.pool, new).await?;
        Ok(Response::new(deactivation_message(requested)))
    }

    async fn list_deactivation_requests(
        &self,
        request: Request<ListDeactivationRequestsRequest>,
    ) -> Result<Response<ListDeactivationRequestsResponse>, Status> {
        let page = page_from_request(request.get_ref().page.as_ref())?;
        let pending = inbox::do_list_pending_requests(&self.state.pool, page).await?;
        Ok(Response::new(inbox_message(pending)))
    }

    async fn review_deactivation(
        &self,
        request: Request<ReviewDeactivationRequest>,
    ) -> Result<Response<DeactivationRequest>, Status> {
        let decision = review_from_request(request.get_ref())?;
        let reviewed =
            review::do_review_deactivation(&self.state.pool, &self.state.outbox, decision).await?;
        Ok(Response::new(deactivation_message(reviewed)))
    }

    async fn reactivate_application(
        &self,
        request: Request<ReactivateApplicationRequest>,
    ) -> Result<Response<Application>, Status> {
        let reactivation = reactivation_from_request(request.get_ref())?;
        let state = &self.state;
        let application = reactivate::do_reactivate_application(
            &state.pool,
            &state.outbox,
            &state.customers,
            reactivation,
        )
        .await?;
        Ok(Response::new(application_message(application)))
    }

    async fn send_to_banks(
        &self,
        request: Request<SendToBanksRequest>,
    ) -> Result<Response<ApplicationBanks>, Status> {
        let sending = sending_from_request(request.get_ref())?;
        let found = send::do_send_to_banks(&self.state.pool, &self.state.outbox, sending).await?;
        Ok(Response::new(application_banks_message(found)))
    }

    async fn list_application_banks(
        &self,
        request: Request<ListApplicationBanksRequest>,
    ) -> Result<Response<ApplicationBanks>, Status> {
        let request = request.get_ref();
        let application_id = application_id_from_request(request.application_id)?;
        let country = country_from_request(request.country)?;
        let found =
            bank_read::do_list_application_banks(&self.state.pool, application_id, country).await?;
        Ok(Response::new(application_banks_message(found)))
    }

    async fn record_offer(
        &self,
        request: Request<RecordOfferRequest>,
    ) -> Result<Response<Offer>, Status> {
        let new = new_offer_from_request(request.get_ref())?;
        let offer = record::do_record_offer(&self.state.pool, &self.state.outbox, new).await?;
        Ok(Response::new(offer_message(offer)))
    }

    async fn accept_offer(
        &self,
        request: Request<AcceptOfferRequest>,
    ) -> Result<Response<ApplicationBanks>, Status> {
        let acceptance = acceptance_from_request(request.get_ref())?;
        let found =
            accept::do_accept_offer(&self.state.pool, &self.state.outbox, acceptance).await?;
        Ok(Response::new(application_banks_message(found)))
    }

    async fn cancel_at_bank(
        &self,
        request: Request<CancelAtBankRequest>,
    ) -> Result<Response<ApplicationBanks>, Status> {
        let cancellation = cancellation_from_request(request.get_ref())?;
        let found =
            cancel::do_cancel_at_bank(&self.state.pool, &self.state.outbox, cancellation).await?;
        Ok(Response::new(application_banks_message(found)))
    }

    async fn send_bank_message(
        &self,
        request: Request<SendBankMessageRequest>,
    ) -> Result<Response<BankMessage>, Status> {
        let message = message_to_bank_from_request(request.get_ref())?;
        let sent =
            bank_messages_send::do_send_bank_message(&self.state.pool, &self.state.outbox, message)
                .await?;
        Ok(Response::new(bank_message_message(sent)))
    }

    async fn list_bank_messages(
        &self,
        request: Request<ListBankMessagesRequest>,
    ) -> Result<Response<ListBankMessagesResponse>, Status> {
        let request = request.get_ref();
        let application_id = application_id_from_request(request.application_id)?;
        let country = country_from_request(request.country)?;
        let bank_id = request.bank_id.map(bank_id_from_request).transpose()?;
        let page = page_from_request(request.page.as_ref())?;
        let found = bank_messages_read::do_list_bank_messages(
            &self.state.pool,
            application_id,
            country,
            bank_id,
            page,
        )
        .await?;
        Ok(Response::new(bank_message_page_message(found)))
    }

    async fn review_aml(
        &self,
        request: Request<ReviewAmlRequest>,
    ) -> Result<Response<AmlReview>, Status> {
        let review = aml_review_from_request(request.get_ref())?;
        let recorded =
            aml_review::do_review_aml(&self.state.pool, &self.state.outbox, review).await?;
        Ok(Response::new(aml_review_message(recorded)))
    }

    async fn list_aml_reviews(
        &self,
        request: Request<ListAmlReviewsRequest>,
    ) -> Result<Response<ListAmlReviewsResponse>, Status> {
        let request = request.get_ref();
        let application_id = application_id_from_request(request.application_id)?;
        let country = country_from_request(request.country)?;
        let page = page_from_request(request.page.as_ref())?;
        let found =
            aml_read::do_list_aml_reviews(&self.state.pool, application_id, country, page).await?;
        Ok(Response::new(aml_review_page_message(found)))
    }

    async fn invite_applicant(
        &self,
        request: Request<InviteApplicantRequest>,
    ) -> Result<Response<Invitation>, Status> {
        let invitation = invitation_from_request(request.get_ref())?;
        let sent = invitations::do_invite(&self.state.pool, &self.post(), invitation).await?;
        Ok(Response::new(invitation_message(sent)))
    }

    async fn resend_invitation(
        &self,
        request: Request<ResendInvitationRequest>,
    ) -> Result<Response<Invitation>, Status> {
        let resending = resending_from_request(request.get_ref())?;
        let sent = invitations::do_resend(&self.state.pool, &self.post(), resending).await?;
        Ok(Response::new(invitation_message(sent)))
    }

    async fn list_invitations(
        &self,
        request: Request<ListInvitationsRequest>,
    ) -> Result<Response<ListInvitationsResponse>, Status> {
        let request = request.get_ref();
        let application_id = application_id_from_request(request.application_id)?;
        let country = country_from_request(request.country)?;
        let page = page_from_request(request.page.as_ref())?;
        let found =
            invitations::do_list_invitations(&self.state.pool, application_id, country, page)
                .await?;
        Ok(Response::new(invitation_page_message(found)))
    }
}
