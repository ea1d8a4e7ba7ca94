//! The ZRM edge: REST, websocket and operations endpoints over the services' gRPC contracts.
//! See README.md for the routes, authentication and the choices made.

pub mod app;
pub mod auth;
pub mod client_address;
pub mod clients;
pub mod convert;
pub mod employee_names;
pub mod error;
pub mod extract;
pub mod grpc_status;
pub mod http_metrics;
pub mod middleware;
pub mod my_pages;
pub mod openapi;
pub mod paging;
pub mod pubsub;
pub mod push;
pub mod rate_limit;
pub mod readiness;
pub mod recent;
pub mod redis_keys;
pub mod route_table;
pub mod routes;
pub mod settings;
pub mod sms_feed;
pub mod state;
