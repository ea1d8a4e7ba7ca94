//! Paging parameters of the list routes. The rule itself (page from 1, limit one of 5/10/25/50,
//! default 25) is the product's and lives in `zrm_domain::paging`; this only maps its error.

use zrm_domain::{Page, PagingError};

use crate::error::GatewayError;

pub type Paging = Page;

pub fn parse(page: Option<u32>, limit: Option<u32>) -> Result<Paging, GatewayError> {
    Page::parse_or_default(page, limit)
        .map_err(|error: PagingError| GatewayError::field(error.field, error.detail))
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
}
