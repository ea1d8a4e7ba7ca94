//! Conversions of the shared `zrm.common.v1` messages, the same in every service and the gateway.

use zrm_proto::common::v1::{Country, PageInfo, PageRequest};

use crate::db::capped::Total;

/// `page` and `limit` of a request's paging; an absent one reads as 0, which the paging rule
/// refuses like any other page below 1.
pub fn page_of(request: Option<&PageRequest>) -> (u32, u32) {
    request.map_or((0, 0), |request| (request.page, request.limit))
}

pub fn page_request(page: u32, limit: u32) -> PageRequest {
    PageRequest { page, limit }
}

pub fn page_info(page: u32, limit: u32, total: u64) -> PageInfo {
    PageInfo {
        page,
        limit,
        total,
        total_is_lower_bound: false,
    }
}

/// The paging of a search that counts its matches up to a cap.
pub fn capped_page_info(page: u32, limit: u32, total: Total) -> PageInfo {
    PageInfo {
        page,
        limit,
        total: total.count,
        total_is_lower_bound: total.is_lower_bound,
    }
}

/// The country's code as people write it (`SE`, `NO`); empty for an unspecified or unknown value,
/// which the country rules refuse.
pub fn country_code(country: i32) -> &'static str {
    match Country::try_from(country) {
        Ok(Country::Se) => "SE",
        Ok(Country::No) => "NO",
        Ok(Country::Unspecified) | Err(_) => "",
    }
}

/// The contract's country of a code; unspecified for anything but `SE` or `NO` (exactly).
pub fn country_of_code(code: &str) -> Country {
    match code {
        "SE" => Country::Se,
        "NO" => Country::No,
        _ => Country::Unspecified,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn countries_round_trip_and_anything_else_is_unspecified() {
        for code in ["SE", "NO"] {
            assert_eq!(country_code(country_of_code(code).into()), code);
        }
        assert_eq!(country_of_code("se"), Country::Unspecified);
        assert_eq!(country_code(Country::Unspecified.into()), "");
        assert_eq!(country_code(99), "");
    }

    #[test]
    fn absent_paging_reads_as_page_zero() {
        assert_eq!(page_of(None), (0, 0));
        assert_eq!(page_of(Some(&page_request(2, 25))), (2, 25));
    }
}
