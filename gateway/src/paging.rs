//! Paging parameters of the list routes. The rule itself (page from 1, limit one of 5/10/25/50,
//! default 25) is the product's and lives in `zrm_domain::paging`; this only maps its error.

use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use zrm_domain::paging::{DEFAULT_PAGE_SIZE, PAGE_SIZES};
use zrm_domain::{Page, PagingError};

use crate::error::GatewayError;

pub type Paging = Page;

/// The `page` query parameter as the document states it (`#[param(schema_with = page_schema)]`):
/// from 1 (default) to the largest `u32`.
pub fn page_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
            utoipa::openapi::KnownFormat::Int64,
        )))
        .minimum(Some(1))
        .maximum(Some(u32::MAX))
        .default(Some(1.into()))
        .description(Some("Page number, from 1."))
        .into()
}

/// The `limit` query parameter: one of the page sizes (`#[param(schema_with = page_size_schema)]`).
pub fn page_size_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::Integer)
        .enum_values(Some(PAGE_SIZES))
        .default(Some(DEFAULT_PAGE_SIZE.into()))
        .description(Some("Rows per page: one of 5, 10, 25, 50 (default 25)."))
        .into()
}

pub fn parse(page: Option<u32>, limit: Option<u32>) -> Result<Paging, GatewayError> {
    Page::parse_or_default(page, limit)
        .map_err(|error: PagingError| GatewayError::field(error.field, error.detail))
}

/// As [`parse`] for a JSON body's `page` and `limit`, read as any whole number (`5.0` too).
pub fn parse_body(page: Option<i64>, limit: Option<i64>) -> Result<Paging, GatewayError> {
    let page = page
        .map(|page| {
            u32::try_from(page).map_err(|_| GatewayError::field("page", "Must be 1 or more"))
        })
        .transpose()?;
    let limit = limit
        .map(|limit| {
            u32::try_from(limit)
                .map_err(|_| GatewayError::field("limit", "Must be one of 5, 10, 25, 50"))
        })
        .transpose()?;
    parse(page, limit)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn bad_limit_names_the_field() {
        match parse(Some(1), Some(7)).unwrap_err().into_validation() {
            Some((field, _)) => assert_eq!(field.as_deref(), Some("limit")),
            None => panic!("not a validation error"),
        }
        assert_eq!(parse(None, None).unwrap(), Page { page: 1, limit: 25 });
    }

    /// The document states what `parse` accepts.
    #[test]
    fn schemas_state_the_rule() {
        let page = serde_json::to_value(page_schema()).unwrap();
        assert_eq!(page["minimum"], 1);
        assert_eq!(page["maximum"], u32::MAX);
        assert!(parse(Some(1), None).is_ok() && parse(Some(u32::MAX), None).is_ok());
        assert!(parse(Some(0), None).is_err());
        let limit = serde_json::to_value(page_size_schema()).unwrap();
        assert_eq!(limit["enum"], serde_json::json!([5, 10, 25, 50]));
        for size in 0..=60 {
            let documented = limit["enum"].as_array().unwrap().contains(&size.into());
            assert_eq!(parse(None, Some(size)).is_ok(), documented, "limit {size}");
        }
    }
}
