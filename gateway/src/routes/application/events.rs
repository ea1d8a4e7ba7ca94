//! `GET /application/get_app_events/{application_id}`: every change, newest first, with who made
//! it by name.

use actix_web::{get, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::core::v1 as proto;

use super::reference::MortgageReference;
use super::types::{ApplicationEvent, ApplicationEventPage};
use crate::auth::StaffUser;
use crate::clients::CORE;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

#[utoipa::path(
    tag = "application",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        PageQuery,
    ),
    responses(
        (status = 200, body = ApplicationEventPage),
        (status = 400, description = "Not a reference number or bad paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/application/get_app_events/{application_id}")]
pub async fn application_events(
    _user: StaffUser,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<ApplicationEventPage>, GatewayError> {
    let reference = MortgageReference::parse("application_id", &application_id.into_inner())?;
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = proto::ListApplicationEventsRequest {
        application_id: reference.id,
        country: reference.country_message().into(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .applications()
        .list_application_events(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    let mut items = response
        .events
        .into_iter()
        .map(|event| {
            Ok(ApplicationEvent {
                event_id: event.event_id,
                kind: event.kind,
                actor: event.actor,
                actor_name: None,
                at: timestamp_or_epoch(event.at),
                detail: serde_json::from_str(&event.detail_json).map_err(|_| {
                    GatewayError::Internal("core answered an event detail that is not JSON".into())
                })?,
            })
        })
        .collect::<Result<Vec<_>, GatewayError>>()?;
    name_actors(&state, &mut items).await;
    Ok(web::Json(ApplicationEventPage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
