//! `zrm.core.v1.EmployeeService`: validate, call the employee use case, convert.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::core::v1::employee_service_server::EmployeeService;
use zrm_proto::core::v1::{
    CompletePasswordLoginRequest, CreateEmployeeRequest, Employee, EmployeeChangeResult,
    EmployeeSettings, GetEmployeeRequest, GetEmployeeSettingsRequest,
    IdentityProviderSignInRequest, ListEmployeeChangesRequest, ListEmployeeChangesResponse,
    ListEmployeesByZoordinatesRequest, ListEmployeesRequest, ListEmployeesResponse,
    ListSverkerEmployeesRequest, ListZoordinatesInUseRequest, ListZoordinatesInUseResponse,
    SaveEmployeeSettingsRequest, SearchEmployeesRequest, SendPartnerPasswordLinkRequest,
    SendPartnerPasswordLinkResponse, SetEmployeeBlockedRequest, SetPartnerPasswordRequest,
    SetPartnerPasswordResponse, StartPasswordLoginRequest, StartPasswordLoginResponse,
    UpdateEmployeeRequest,
};

use crate::employees::{
    administration, changes, directory, identity_sign_in, login, partner_password, settings,
};
use crate::error::CoreError;
use crate::state::CoreState;

use super::administration::{
    actor_id, change_page_message, change_result_message, profile_from_request,
    zoordinates_from_request,
};
use super::requests::{
    code_from_request, credentials_from_request, employee_list_from_request, employee_message,
    employee_page_message, identity_from_request, only_bank_partners, page, people_kind,
    settings_change_from_request, settings_message,
};
use crate::leads::grpc::requests::user_id;
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;

pub struct EmployeeGrpc {
    state: Arc<CoreState>,
}

impl EmployeeGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        EmployeeGrpc { state }
    }
}

#[tonic::async_trait]
impl EmployeeService for EmployeeGrpc {
    async fn start_password_login(
        &self,
        request: Request<StartPasswordLoginRequest>,
    ) -> Result<Response<StartPasswordLoginResponse>, Status> {
        let credentials = credentials_from_request(request.into_inner())?;
        let challenge = login::do_start_password_login(
            &self.state.pool,
            &self.state.mailer,
            self.state.login_policy,
            credentials,
        )
        .await?;
        Ok(Response::new(StartPasswordLoginResponse {
            session_id: challenge.session_id.to_string(),
            expires_at: Some(timestamp(challenge.expires_at)),
        }))
    }

    async fn complete_password_login(
        &self,
        request: Request<CompletePasswordLoginRequest>,
    ) -> Result<Response<Employee>, Status> {
        let (session_id, code) = code_from_request(request.into_inner())?;
        let employee = login::do_complete_password_login(
            &self.state.pool,
            self.state.login_policy,
            session_id,
            code,
        )
        .await?;
        Ok(Response::new(employee_message(employee)))
    }

    async fn get_employee(
        &self,
        request: Request<GetEmployeeRequest>,
    ) -> Result<Response<Employee>, Status> {
        let user_id = user_id("user_id", &request.get_ref().user_id)?;
        let employee = directory::do_get_employee(&self.state.pool, user_id).await?;
        Ok(Response::new(employee_message(employee)))
    }

    async fn list_employees(
        &self,
        request: Request<ListEmployeesRequest>,
    ) -> Result<Response<ListEmployeesResponse>, Status> {
        let (kind, without_deactivated, page) = employee_list_from_request(request.get_ref())?;
        let employees =
            directory::do_list_employees(&self.state.pool, kind, without_deactivated, page).await?;
        Ok(Response::new(employee_page_message(employees)))
    }

    async fn sign_in_with_identity_provider(
        &self,
        request: Request<IdentityProviderSignInRequest>,
    ) -> Result<Response<Employee>, Status> {
        let identity = identity_from_request(request.into_inner())?;
        let employee =
            identity_sign_in::do_sign_in_with_identity_provider(&self.state.pool, identity).await?;
        Ok(Response::new(employee_message(employee)))
    }

    async fn get_settings(
        &self,
        request: Request<GetEmployeeSettingsRequest>,
    ) -> Result<Response<EmployeeSettings>, Status> {
        let user_id = user_id("user_id", &request.get_ref().user_id)?;
        let saved = settings::do_get_settings(&self.state.pool, user_id).await?;
        Ok(Response::new(settings_message(saved)))
    }

    async fn save_settings(
        &self,
        request: Request<SaveEmployeeSettingsRequest>,
    ) -> Result<Response<EmployeeSettings>, Status> {
        let user_id = user_id("user_id", &request.get_ref().user_id)?;
        let change = settings_change_from_request(request.into_inner())?;
        let saved = settings::do_save_settings(&self.state.pool, user_id, change).await?;
        Ok(Response::new(settings_message(saved)))
    }

    async fn create_employee(
        &self,
        request: Request<CreateEmployeeRequest>,
    ) -> Result<Response<Employee>, Status> {
        let request = request.into_inner();
        let actor = actor_id(&request.actor_id)?;
        let profile = profile_from_request(request.profile)?;
        let employee = administration::do_create_employee(&self.state.pool, actor, profile).await?;
        Ok(Response::new(employee_message(employee)))
    }

    async fn update_employee(
        &self,
        request: Request<UpdateEmployeeRequest>,
    ) -> Result<Response<EmployeeChangeResult>, Status> {
        let request = request.into_inner();
        let actor = actor_id(&request.actor_id)?;
        let user_id = user_id("user_id", &request.user_id)?;
        let profile = profile_from_request(request.profile)?;
        let outcome = administration::do_update_employee(
            &self.state.pool,
            actor,
            user_id,
            profile,
            request.deactivated,
            only_bank_partners(request.expected_kind)?,
        )
        .await?;
        Ok(Response::new(change_result_message(outcome)))
    }

    async fn set_employee_blocked(
        &self,
        request: Request<SetEmployeeBlockedRequest>,
    ) -> Result<Response<EmployeeChangeResult>, Status> {
        let request = request.into_inner();
        let actor = actor_id(&request.actor_id)?;
        let user_id = user_id("user_id", &request.user_id)?;
        let outcome = administration::do_set_employee_blocked(
            &self.state.pool,
            actor,
            user_id,
            request.blocked,
        )
        .await?;
        Ok(Response::new(change_result_message(outcome)))
    }

    async fn search_employees(
        &self,
        request: Request<SearchEmployeesRequest>,
    ) -> Result<Response<ListEmployeesResponse>, Status> {
        let request = request.into_inner();
        let kind = people_kind(request.kind)?;
        let page = page(request.page.as_ref())?;
        let found =
            directory::do_search_employees(&self.state.pool, kind, &request.text, page).await?;
        Ok(Response::new(employee_page_message(found)))
    }

    async fn list_employees_by_zoordinates(
        &self,
        request: Request<ListEmployeesByZoordinatesRequest>,
    ) -> Result<Response<ListEmployeesResponse>, Status> {
        let request = request.into_inner();
        let zoordinates = zoordinates_from_request(&request.zoordinates)?;
        let page = page(request.page.as_ref())?;
        let found = directory::do_list_employees_by_zoordinates(
            &self.state.pool,
            &zoordinates,
            request.without_deactivated,
            page,
        )
        .await?;
        Ok(Response::new(employee_page_message(found)))
    }

    async fn list_sverker_employees(
        &self,
        request: Request<ListSverkerEmployeesRequest>,
    ) -> Result<Response<ListEmployeesResponse>, Status> {
        let page = page(request.get_ref().page.as_ref())?;
        let found = directory::do_list_sverker_employees(&self.state.pool, page).await?;
        Ok(Response::new(employee_page_message(found)))
    }

    async fn list_zoordinates_in_use(
        &self,
        _request: Request<ListZoordinatesInUseRequest>,
    ) -> Result<Response<ListZoordinatesInUseResponse>, Status> {
        let zoordinates = directory::do_list_zoordinates_in_use(&self.state.pool).await?;
        Ok(Response::new(ListZoordinatesInUseResponse { zoordinates }))
    }

    async fn list_employee_changes(
        &self,
        request: Request<ListEmployeeChangesRequest>,
    ) -> Result<Response<ListEmployeeChangesResponse>, Status> {
        let user_id = user_id("user_id", &request.get_ref().user_id)?;
        let page = page(request.get_ref().page.as_ref())?;
        let found = changes::do_list_employee_changes(&self.state.pool, user_id, page).await?;
        Ok(Response::new(change_page_message(found)))
    }

    async fn send_partner_password_link(
        &self,
        request: Request<SendPartnerPasswordLinkRequest>,
    ) -> Result<Response<SendPartnerPasswordLinkResponse>, Status> {
        let request = request.into_inner();
        let actor = actor_id(&request.actor_id)?;
        let user_id = user_id("user_id", &request.user_id)?;
        let sent = partner_password::do_send_partner_password_link(
            &self.state.pool,
            &self.state.mailer,
            &self.state.partner_links,
            actor,
            user_id,
        )
        .await?;
        Ok(Response::new(SendPartnerPasswordLinkResponse {
            expires_at: Some(timestamp(sent.expires_at)),
        }))
    }

    async fn set_partner_password(
        &self,
        request: Request<SetPartnerPasswordRequest>,
    ) -> Result<Response<SetPartnerPasswordResponse>, Status> {
        let request = request.into_inner();
        if request.password.chars().count() > partner_password::MAX_PASSWORD * 4 {
            return Err(CoreError::invalid(
                "password",
                "The password must be 12 to 128 characters",
            )
            .into());
        }
        let email = partner_password::do_set_partner_password(
            &self.state.pool,
            &request.token,
            request.password,
        )
        .await?;
        Ok(Response::new(SetPartnerPasswordResponse { email }))
    }
}
