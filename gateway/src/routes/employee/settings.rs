//! `GET` and `POST /employee/my-settings`: the signed-in employee's own settings (the settings
//! drawer), kept by core so they follow the employee across devices. A save sends the fields
//! that changed; core checks every value.

use actix_web::{get, post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::core::v1 as proto;

use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct MySettings {
    /// How the employee's name may be shown to customers.
    #[schema(value_type = String, pattern = "^(NO_CONSENT|INITIALS_ONLY|FULL_NAMES)$")]
    pub share_name_consent: String,
    /// `system` follows the operating system's light or dark mode.
    #[schema(value_type = String, pattern = "^(system|light|dark)$")]
    pub theme: String,
    #[schema(value_type = String, pattern = "^(dayGridMonth|appViewWeek|appViewDay)$")]
    pub default_calendar_view: String,
    pub compact: bool,
    pub debug: bool,
    /// The chosen coordinate (one of the employee's own); empty: the first of the list.
    pub zoordinate: String,
    #[schema(value_type = String, pattern = "^(en|sv|nb)$")]
    pub language: String,
}

/// The fields to change; absent ones keep their value.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MySettingsChange {
    #[schema(value_type = Option<String>, pattern = "^(NO_CONSENT|INITIALS_ONLY|FULL_NAMES)$")]
    pub share_name_consent: Option<String>,
    #[schema(value_type = Option<String>, pattern = "^(system|light|dark)$")]
    pub theme: Option<String>,
    #[schema(value_type = Option<String>, pattern = "^(dayGridMonth|appViewWeek|appViewDay)$")]
    pub default_calendar_view: Option<String>,
    pub compact: Option<bool>,
    pub debug: Option<bool>,
    /// One of the employee's coordinates (any other is refused with 403), or empty for the first.
    pub zoordinate: Option<String>,
    #[schema(value_type = Option<String>, pattern = "^(en|sv|nb)$")]
    pub language: Option<String>,
}

impl From<proto::EmployeeSettings> for MySettings {
    fn from(settings: proto::EmployeeSettings) -> Self {
        Self {
            share_name_consent: settings.share_name_consent,
            theme: settings.theme,
            default_calendar_view: settings.default_calendar_view,
            compact: settings.compact,
            debug: settings.debug,
            zoordinate: settings.zoordinate,
            language: settings.language,
        }
    }
}

impl MySettingsChange {
    fn into_request(self, user_id: String) -> proto::SaveEmployeeSettingsRequest {
        proto::SaveEmployeeSettingsRequest {
            user_id,
            share_name_consent: self.share_name_consent,
            theme: self.theme,
            default_calendar_view: self.default_calendar_view,
            compact: self.compact,
            debug: self.debug,
            zoordinate: self.zoordinate,
            language: self.language,
        }
    }
}

#[utoipa::path(
    tag = "employee",
    responses(
        (status = 200, body = MySettings),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/employee/my-settings")]
pub async fn get_my_settings(
    user: StaffUser,
    state: web::Data<AppState>,
) -> Result<web::Json<MySettings>, GatewayError> {
    let request = proto::GetEmployeeSettingsRequest {
        user_id: user.user_id,
    };
    let settings = state
        .clients
        .employees()
        .get_settings(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(MySettings::from(settings)))
}

#[utoipa::path(
    tag = "employee",
    request_body = MySettingsChange,
    responses(
        (status = 200, description = "The settings after the change", body = MySettings),
        (status = 400, description = "Invalid input (the field is named)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not staff, or a coordinate the employee does not hold", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/employee/my-settings")]
pub async fn save_my_settings(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<MySettingsChange>,
) -> Result<web::Json<MySettings>, GatewayError> {
    let request = body.into_inner().into_request(user.user_id);
    let settings = state
        .clients
        .employees()
        .save_settings(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(MySettings::from(settings)))
}
