//! "Messages by application" and "messages by user": `GET /message/by-application/{reference}`,
//! the SMS filed under an application (`MOSE1001`) or a lead (`123`), and `GET /message/by-user`,
//! the SMS the signed-in employee sent (the user id comes from the token). Newest first, paged.

use actix_web::{get, web};
use zrm_platform::grpc::common::page_request;
use zrm_proto::messaging::v1::ListSmsAboutRequest;
use zrm_proto::messaging::v1::list_sms_about_request::About;

use super::send::application_or_lead;
use super::types::SmsPage;
use crate::auth::StaffUser;
use crate::clients::MESSAGING;
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::routes::customer::types::PageQuery;
use crate::state::AppState;

async fn page_about(
    state: &AppState,
    about: About,
    query: PageQuery,
) -> Result<SmsPage, GatewayError> {
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListSmsAboutRequest {
        about: Some(about),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let answer = state
        .clients
        .sms()
        .list_sms_about(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    let mut page = SmsPage::of(answer, paging);
    name_actors(state, &mut page.items).await;
    Ok(page)
}

#[utoipa::path(
    tag = "message",
    params(
        ("application_id_or_lead_id" = String, Path, pattern = "^([Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}|0*[1-9][0-9]{0,17})$",
            description = "An application's reference (`MOSE1001`) or a lead's id (`123`)."),
        PageQuery,
    ),
    responses(
        (status = 200, description = "Newest first, with the exact total", body = SmsPage),
        (status = 400, description = "Not a reference or lead id, or invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/by-application/{application_id_or_lead_id}")]
pub async fn messages_by_application(
    _user: StaffUser,
    state: web::Data<AppState>,
    reference: web::Path<String>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<SmsPage>, GatewayError> {
    let reference = application_or_lead(&reference)?;
    let page = page_about(
        &state,
        About::ApplicationIdOrLeadId(reference),
        query.into_inner(),
    )
    .await?;
    Ok(web::Json(page))
}

#[utoipa::path(
    tag = "message",
    params(PageQuery),
    responses(
        (status = 200, description = "The SMS the signed-in employee sent, newest first, with the exact total", body = SmsPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/message/by-user")]
pub async fn messages_by_user(
    user: StaffUser,
    state: web::Data<AppState>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<SmsPage>, GatewayError> {
    let page = page_about(&state, About::SentBy(user.user_id), query.into_inner()).await?;
    Ok(web::Json(page))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_documented_pattern_is_the_handlers() {
        let documented = "^([Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}|0*[1-9][0-9]{0,17})$";
        assert_eq!(
            documented,
            format!("^({})$", super::super::send::APPLICATION_OR_LEAD)
        );
    }
}
