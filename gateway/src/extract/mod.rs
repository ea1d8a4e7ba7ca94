//! Request extractors whose every failure is a [`crate::error::GatewayError`] naming the field.

mod json;
mod query;
mod rejections;
mod serde_errors;

pub use json::{JsonBody, JsonBodyLimit, read_json};
pub use query::QueryParams;
pub use rejections::{json_config, path_config, query_config};
