//! Request extractors whose every failure is a [`crate::error::GatewayError`] naming the field.

mod body;
mod form;
mod integer;
mod json;
mod openapi;
mod query;
mod rejections;
mod serde_errors;
mod text;
mod user_id;

pub use body::read_limited as read_body;
pub use form::{FORM_CONTENT_TYPE, read_form};
pub use integer::{integer, integers, optional_integer};
pub use json::{JsonBody, JsonBodyLimit, read_json};
pub use openapi::BodyLimitResponse;
pub use query::QueryParams;
pub use rejections::{json_config, path_config, query_config};
pub use text::{
    NO_NUL, not_in_address, optional_text, text, texts, trimmed_pattern, trimmed_text_pattern,
    trimmed_text_schema,
};
pub use user_id::user_id;
