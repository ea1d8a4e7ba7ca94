//! `GET /property/get/{application_id}`: the application's property and its latest valuation.

use actix_web::{get, web};
use zrm_proto::core::v1 as proto;

use super::types::Property;
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::reference::MortgageReference;
use crate::state::AppState;

#[utoipa::path(
    tag = "property",
    params(("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")),
    responses(
        (status = 200, body = Property),
        (status = 400, description = "Not a mortgage reference number (field `application_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, description = "No such application, or it has no property yet", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/property/get/{application_id}")]
pub async fn get_property(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
) -> Result<web::Json<Property>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let request = proto::GetPropertyRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
    };
    let property = state
        .clients
        .property()
        .get_property(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(Property::from_message(reference, property)?))
}
