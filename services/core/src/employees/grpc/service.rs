//! `zrm.core.v1.EmployeeService`: validate, call the employee use case, convert.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::core::v1::employee_service_server::EmployeeService;
use zrm_proto::core::v1::{
    CompletePasswordLoginRequest, Employee, EmployeeSettings, GetEmployeeRequest,
    GetEmployeeSettingsRequest, IdentityProviderSignInRequest, ListEmployeesRequest,
    ListEmployeesResponse, SaveEmployeeSettingsRequest, StartPasswordLoginRequest,
    StartPasswordLoginResponse,
};

use crate::employees::{directory, identity_sign_in, login, settings};
use crate::state::CoreState;

use super::requests::{
    code_from_request, credentials_from_request, employee_list_from_request, employee_message,
    employee_page_message, identity_from_request, settings_change_from_request, settings_message,
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
        let (without_deactivated, page) = employee_list_from_request(request.get_ref())?;
        let employees =
            directory::do_list_employees(&self.state.pool, without_deactivated, page).await?;
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
}
