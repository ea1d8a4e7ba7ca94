//! The lead ids of a reprocessing request (re-running the intake checks of leads): 1 to
//! [`MAX_REPROCESS_LEAD_IDS`] positive ids per call, so no client can tie up a service with an
//! unbounded batch. The gateway and core both apply it, so REST and gRPC refuse the same input.

/// The most lead ids one reprocessing call takes (four leads tables' pages of 25).
pub const MAX_REPROCESS_LEAD_IDS: usize = 100;

/// The request field the ids arrive in, named as the REST contract spells it.
pub const LEAD_IDS_FIELD: &str = "lead_ids";

/// Lead ids out of bounds; `field` is always [`LEAD_IDS_FIELD`] (shaped as
/// [`crate::PagingError`], which the same callers map the same way).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {detail}")]
pub struct LeadIdsError {
    pub field: &'static str,
    pub detail: &'static str,
}

fn refused(detail: &'static str) -> LeadIdsError {
    LeadIdsError {
        field: LEAD_IDS_FIELD,
        detail,
    }
}

/// The distinct ids of `lead_ids` in their first-seen order; a repeated id is reprocessed once.
pub fn parse_reprocess_lead_ids(lead_ids: &[i64]) -> Result<Vec<i64>, LeadIdsError> {
    if lead_ids.is_empty() {
        return Err(refused("At least one lead id is required"));
    }
    if lead_ids.len() > MAX_REPROCESS_LEAD_IDS {
        // Spelled out so the detail is static; a test keeps it equal to the constant.
        return Err(refused("At most 100 lead ids per call"));
    }
    if lead_ids.iter().any(|&id| id <= 0) {
        return Err(refused("Lead ids must be positive numbers"));
    }
    let mut distinct = Vec::with_capacity(lead_ids.len());
    for &id in lead_ids {
        if !distinct.contains(&id) {
            distinct.push(id);
        }
    }
    Ok(distinct)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn keeps_distinct_ids_in_order() {
        assert_eq!(
            parse_reprocess_lead_ids(&[3, 1, 3, 2, 1]).unwrap(),
            [3, 1, 2]
        );
    }

    #[test]
    fn refuses_empty_oversized_and_non_positive_lists() {
        let too_many: Vec<i64> = (1..=101).collect();
        for ids in [&[][..], &too_many[..], &[1, 0][..], &[-4][..]] {
            assert_eq!(parse_reprocess_lead_ids(ids).unwrap_err().field, "lead_ids");
        }
        assert_eq!(
            parse_reprocess_lead_ids(&too_many).unwrap_err().detail,
            format!("At most {MAX_REPROCESS_LEAD_IDS} lead ids per call")
        );
        let exactly_max: Vec<i64> = (1..=100).collect();
        assert_eq!(parse_reprocess_lead_ids(&exactly_max).unwrap().len(), 100);
    }
}
