//! `POST /property/create/{application_id}` and `PUT /property/update/{application_id}`: the
//! advisor's description of the property. A change names the version read; moving the property
//! to another address drops its valuation.

use actix_web::{HttpResponse, post, put, web};

use super::types::{Property, SavePropertyRequest};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::reference::MortgageReference;
use crate::state::AppState;

#[utoipa::path(
    tag = "property",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = SavePropertyRequest,
    responses(
        (status = 201, description = "The property; `core.application.updated` published", body = Property),
        (status = 400, description = "Invalid input, the field named (a postal code of another country's form too)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "The application has a property already, or is deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/property/create/{application_id}")]
pub async fn create_property(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<SavePropertyRequest>,
) -> Result<HttpResponse, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let body = body.into_inner();
    // A new property has no version to name; one given must still be a version.
    if body.version.is_some() {
        version_of(&body)?;
    }
    let request = body.into_message(reference, 0, user.user_id)?;
    let property = state
        .clients
        .property()
        .create_property(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(HttpResponse::Created().json(Property::from_message(reference, property)?))
}

#[utoipa::path(
    tag = "property",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    request_body = SavePropertyRequest,
    responses(
        (status = 200, description = "The property as changed", body = Property),
        (status = 400, description = "Invalid input or no `version`, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application, or it has no property", body = ErrorBody),
        (status = 409, description = "Changed by someone else since the version sent, or the application is deactivated", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[put("/property/update/{application_id}")]
pub async fn update_property(
    user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<SavePropertyRequest>,
) -> Result<web::Json<Property>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let body = body.into_inner();
    let version = version_of(&body)?;
    let request = body.into_message(reference, version, user.user_id)?;
    let property = state
        .clients
        .property()
        .update_property(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Property::from_message(reference, property)?))
}

/// The version the body names (1 or more).
fn version_of(body: &SavePropertyRequest) -> Result<i32, GatewayError> {
    body.version
        .and_then(|version| i32::try_from(version).ok())
        .filter(|version| *version >= 1)
        .ok_or_else(|| GatewayError::field("version", "Must be the version you read"))
}
