//! The customer's sign-in (public): `POST /my-pages/id-login` starts it with the BankID of the
//! country, `GET /my-pages/id-login/qr-code` reports its progress every second (in Sweden with
//! the animated QR code of that second, the gateway collecting the order), `POST
//! /my-pages/id-login/cancel` abandons it, and `GET /auth/bankid/no/callback` is where BankID
//! Norway returns the browser. Once identified, the browser goes to the app's callback page with
//! the ticket, which `POST /my-pages/id-login/exchange` (see `session.rs`) turns into a session.

use std::net::{IpAddr, Ipv4Addr};

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, web};
use zrm_providers::oidc::Callback;

use super::types::{
    IdLoginBody, IdLoginRequest, IdLoginStarted, TicketBody, TicketPoll, TicketQuery,
};
use crate::client_address::client_address;
use crate::error::{ErrorBody, GatewayError, reader_language};
use crate::extract::{JsonBody, QueryParams};
use crate::my_pages::{STATE_MISSING, Started, TICKET_UNKNOWN, callback_url};
use crate::state::AppState;

pub const TICKET_ID_FORM: &str = "Must be the ticket of a started sign-in (32 hexadecimal digits)";

/// The longest callback query string taken (codes and states are far shorter).
const MAX_CALLBACK: usize = 4096;

/// The ticket id of a query or body: 32 lowercase hex digits (field `ticket_id`).
pub fn ticket_id(raw: &str) -> Result<&str, GatewayError> {
    let id = raw.trim();
    if id.len() == 32
        && id
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    {
        Ok(id)
    } else {
        Err(GatewayError::field("ticket_id", TICKET_ID_FORM))
    }
}

#[utoipa::path(
    tag = "my-pages",
    request_body = IdLoginBody,
    responses(
        (status = 200, description = "Started: Sweden shows the QR code and the autostart links, Norway sends the browser to `login_url`", body = IdLoginStarted),
        (status = 400, description = "Invalid input, a page outside the customer area (fields `callback_url`, `callback_fail_url`), or another country's site (field `country`)", body = ErrorBody),
        (status = 503, description = "BankID is unreachable", body = ErrorBody),
    ),
    security(()),
)]
#[post("/my-pages/id-login")]
pub async fn id_login(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: JsonBody<IdLoginRequest>,
) -> Result<web::Json<IdLoginStarted>, GatewayError> {
    let body = body.into_inner();
    let country = body.country.trim();
    let product = match country {
        "SE" => "blanco",
        "NO" => "credit_card",
        _ => return Err(GatewayError::field("country", "Must be one of SE, NO")),
    };
    if body.product.trim() != product {
        return Err(GatewayError::field(
            "product",
            format!("Must be {product} for {country}"),
        ));
    }
    let origins = callback_url::allowed_origins(&state.settings);
    let callback = callback_url::checked("callback_url", &body.callback_url, country, &origins)?;
    let fail = callback_url::checked(
        "callback_fail_url",
        &body.callback_fail_url,
        country,
        &origins,
    )?;
    let sign_in = &state.customer_sign_in;
    let started: Started = if country == "SE" {
        let address = client_address(&req, state.settings.http.trust_forwarded_for);
        let end_user_ip = address
            .parse::<IpAddr>()
            .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
        sign_in.start_se(end_user_ip, callback, fail).await?
    } else {
        sign_in
            .start_no(reader_language().code(), callback, fail)
            .await?
    };
    Ok(web::Json(IdLoginStarted {
        ticket_id: started.ticket_id,
        verified: false,
        login_url: started.login_url,
        autostart_uri: started.autostart_uri,
        desktop_autostart_uri: started.desktop_autostart_uri,
        qr_code_content: started.qr_code_content,
    }))
}

#[utoipa::path(
    tag = "my-pages",
    params(TicketQuery),
    responses(
        (status = 200, description = "The sign-in's progress; while pending in Sweden, the QR code of this second", body = TicketPoll),
        (status = 400, description = "Not a ticket id (field `ticket_id`)", body = ErrorBody),
        (status = 404, description = "Unknown, expired or already exchanged ticket", body = ErrorBody),
        (status = 503, description = "BankID is unreachable", body = ErrorBody),
    ),
    security(()),
)]
#[get("/my-pages/id-login/qr-code")]
pub async fn qr_code(
    state: web::Data<AppState>,
    query: QueryParams<TicketQuery>,
) -> Result<web::Json<TicketPoll>, GatewayError> {
    let query = query.into_inner();
    let id = ticket_id(&query.ticket_id)?;
    let polled = state.customer_sign_in.poll(id).await?;
    Ok(web::Json(TicketPoll::of(
        id.to_owned(),
        polled.progress,
        polled.qr_code_content,
        polled.redirect_url,
    )))
}

#[utoipa::path(
    tag = "my-pages",
    request_body = TicketBody,
    responses(
        (status = 204, description = "Abandoned; a Swedish order still pending is cancelled at BankID"),
        (status = 400, description = "Not a ticket id (field `ticket_id`)", body = ErrorBody),
        (status = 404, description = "Unknown, expired or already exchanged ticket", body = ErrorBody),
    ),
    security(()),
)]
#[post("/my-pages/id-login/cancel")]
pub async fn cancel(
    state: web::Data<AppState>,
    body: JsonBody<TicketBody>,
) -> Result<HttpResponse, GatewayError> {
    let body = body.into_inner();
    let id = ticket_id(&body.ticket_id)?;
    if state.customer_sign_in.cancel(id).await? {
        Ok(HttpResponse::NoContent().finish())
    } else {
        Err(GatewayError::NotFound(TICKET_UNKNOWN.to_owned()))
    }
}

#[utoipa::path(
    tag = "my-pages",
    params(
        ("code" = Option<String>, Query, description = "The authorization code"),
        ("state" = String, Query, min_length = 1, description = "The state the login was started with"),
        ("error" = Option<String>, Query, description = "Why the provider ended the login"),
    ),
    responses(
        (status = 302, description = "To the app's callback page with `ticket_id`, or its failure page with `error`"),
        (status = 400, description = "A callback query over 4096 characters, or without a state (field `state`)", body = ErrorBody),
        (status = 404, description = "No login of this state is waiting (expired, used, forged)", body = ErrorBody),
        (status = 503, description = "BankID is unreachable", body = ErrorBody),
    ),
    security(()),
)]
#[get("/auth/bankid/no/callback")]
pub async fn bankid_no_callback(
    req: HttpRequest,
    state: web::Data<AppState>,
) -> Result<HttpResponse, GatewayError> {
    let query = req.query_string();
    if query.len() > MAX_CALLBACK {
        return Err(GatewayError::bad_request(
            "The callback query must be at most 4096 characters",
        ));
    }
    let callback =
        Callback::from_form(query).map_err(|_| GatewayError::field("state", STATE_MISSING))?;
    let location = state.customer_sign_in.complete_no(&callback).await?;
    Ok(HttpResponse::Found()
        .insert_header((header::LOCATION, location))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish())
}
