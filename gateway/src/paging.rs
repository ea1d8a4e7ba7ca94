//! Server-side paging parameters shared by every list route: `page` counts from 1, `limit` is
//! one of a fixed set so clients cannot ask for unbounded pages.

use crate::error::GatewayError;

pub const ALLOWED_LIMITS: [u32; 4] = [5, 10, 25, 50];
pub const DEFAULT_LIMIT: u32 = 25;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    pub page: u32,
    pub limit: u32,
}

impl Paging {
    pub fn parse(page: Option<u32>, limit: Option<u32>) -> Result<Self, GatewayError> {
        let page = page.unwrap_or(1);
        if page < 1 {
            return Err(GatewayError::field("page", "Must be 1 or more"));
        }
        let limit = limit.unwrap_or(DEFAULT_LIMIT);
        if !ALLOWED_LIMITS.contains(&limit) {
            return Err(GatewayError::field("limit", "Must be one of 5, 10, 25, 50"));
        }
        Ok(Self { page, limit })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn field_of(error: GatewayError) -> Option<String> {
        match error.into_validation() {
            Some((field, _)) => field,
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn defaults_to_first_page_of_25() {
        assert_eq!(
            Paging::parse(None, None).unwrap(),
            Paging { page: 1, limit: 25 }
        );
    }

    #[test]
    fn only_the_fixed_limits_are_accepted() {
        for limit in ALLOWED_LIMITS {
            assert_eq!(Paging::parse(Some(2), Some(limit)).unwrap().limit, limit);
        }
        assert_eq!(
            field_of(Paging::parse(None, Some(7)).unwrap_err()).as_deref(),
            Some("limit")
        );
        assert_eq!(
            field_of(Paging::parse(None, Some(100)).unwrap_err()).as_deref(),
            Some("limit")
        );
    }

    #[test]
    fn page_zero_is_rejected() {
        assert_eq!(
            field_of(Paging::parse(Some(0), None).unwrap_err()).as_deref(),
            Some("page")
        );
    }
}
