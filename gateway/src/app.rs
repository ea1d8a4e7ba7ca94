//! The actix application: routes, extractor configuration, CORS, the request-context wrapper,
//! OpenAPI and Swagger UI.

use actix_cors::Cors;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::http::{Method, header};
use actix_web::middleware::from_fn;
use actix_web::{App, web};
use utoipa_swagger_ui::SwaggerUi;

use crate::extract::{JsonBodyLimit, json_config, path_config, query_config};
use crate::middleware::{REQUEST_ID_HEADER, request_context};
use crate::route_table::RouteTable;
use crate::settings::{HttpSettings, Settings};
use crate::state::{AppState, ProcessShared};

/// The application around one shared state (tests, single-threaded use).
pub fn build(
    state: web::Data<AppState>,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    routes(state.settings.http.clone()).app_data(state)
}

/// The application of one HTTP worker: its state (clients, Redis) is built on the worker's own
/// runtime, sharing the process's websocket registry, revocation mirror and metrics.
pub fn build_for_worker(
    settings: Settings,
    shared: ProcessShared,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    routes(settings.http.clone())
        .data_factory(move || AppState::for_worker(settings.clone(), shared.clone()))
}

fn routes(
    http: HttpSettings,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let cors = cors(&http);
    let max_body = http.max_body_bytes;
    let (app, document) = crate::openapi::mount(App::new());
    let route_table = RouteTable::from_document(&document);
    app.app_data(JsonBodyLimit(max_body))
        .app_data(json_config(max_body))
        .app_data(query_config())
        .app_data(path_config())
        .app_data(web::Data::new(route_table))
        .service(SwaggerUi::new("/docs/{_:.*}").url("/openapi.json", document))
        .default_service(web::to(crate::routes::not_found))
        .wrap(cors)
        .wrap(from_fn(request_context))
}

fn cors(settings: &HttpSettings) -> Cors {
    settings
        .cors_origins()
        .fold(Cors::default(), |cors, origin| cors.allowed_origin(origin))
        .allowed_methods([
            Method::GET,
            Method::POST,
            Method::PUT,
            Method::PATCH,
            Method::DELETE,
        ])
        .allowed_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            header::ACCEPT,
            // The apps ask for server texts in the user's language.
            header::ACCEPT_LANGUAGE,
            header::HeaderName::from_static(REQUEST_ID_HEADER),
            header::HeaderName::from_static(crate::auth::ZOORDINATES_HEADER),
            header::HeaderName::from_static("traceparent"),
            header::HeaderName::from_static("tracestate"),
        ])
        .expose_headers([
            header::HeaderName::from_static(REQUEST_ID_HEADER),
            header::RETRY_AFTER,
            // The apps name a downloaded document or export as the gateway does.
            header::CONTENT_DISPOSITION,
        ])
        .max_age(3600)
}
