//! Server-side paging as every list of the product does it: `page` counts from 1 and
//! `limit` is one of 5, 10, 25 or 50 (default 25), so no client can ask for an unbounded page.

pub const PAGE_SIZES: [u32; 4] = [5, 10, 25, 50];
pub const DEFAULT_PAGE_SIZE: u32 = 25;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub page: u32,
    pub limit: u32,
}

/// A paging parameter out of bounds; `field` is `page` or `limit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {detail}")]
pub struct PagingError {
    pub field: &'static str,
    pub detail: &'static str,
}

impl Page {
    pub fn parse(page: u32, limit: u32) -> Result<Self, PagingError> {
        if page == 0 {
            return Err(PagingError {
                field: "page",
                detail: "Must be 1 or more",
            });
        }
        if !PAGE_SIZES.contains(&limit) {
            return Err(PagingError {
                field: "limit",
                detail: "Must be one of 5, 10, 25, 50",
            });
        }
        Ok(Page { page, limit })
    }

    /// As [`Page::parse`], with the defaults (first page, 25 rows) for what the client left out.
    pub fn parse_or_default(page: Option<u32>, limit: Option<u32>) -> Result<Self, PagingError> {
        Self::parse(page.unwrap_or(1), limit.unwrap_or(DEFAULT_PAGE_SIZE))
    }

    pub fn limit(self) -> i64 {
        i64::from(self.limit)
    }

    pub fn offset(self) -> i64 {
        (i64::from(self.page) - 1) * i64::from(self.limit)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn accepts_the_product_page_sizes_only() {
        for limit in PAGE_SIZES {
            assert!(Page::parse(1, limit).is_ok());
        }
        for limit in [0, 1, 24, 26, 51, 100] {
            assert_eq!(Page::parse(1, limit).unwrap_err().field, "limit");
        }
    }

    #[test]
    fn pages_count_from_one() {
        assert_eq!(Page::parse(0, 25).unwrap_err().field, "page");
        assert_eq!(Page::parse(1, 25).unwrap().offset(), 0);
        assert_eq!(Page::parse(3, 10).unwrap().offset(), 20);
    }

    #[test]
    fn defaults_to_the_first_page_of_25() {
        assert_eq!(
            Page::parse_or_default(None, None).unwrap(),
            Page { page: 1, limit: 25 }
        );
        assert_eq!(
            Page::parse_or_default(Some(2), Some(5)).unwrap(),
            Page { page: 2, limit: 5 }
        );
    }
}
