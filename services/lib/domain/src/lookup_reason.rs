//! Why an employee looks a customer up. Every customer search by an employee names one, and the
//! customer's audit keeps it beside the view, so a later review can tell a call from curiosity.

/// The reason codes, in the order the search offers them.
pub const LOOKUP_REASONS: [&str; 6] = [
    "CUSTOMER_CONTACT",
    "APPLICATION_HANDLING",
    "INSURANCE_HANDLING",
    "COMPLAINT",
    "DATA_REQUEST",
    "FRAUD_CHECK",
];

pub fn is_lookup_reason(code: &str) -> bool {
    LOOKUP_REASONS.contains(&code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_listed_codes_are_reasons() {
        assert!(LOOKUP_REASONS.iter().all(|code| is_lookup_reason(code)));
        assert!(!is_lookup_reason("customer_contact"));
        assert!(!is_lookup_reason(""));
    }
}
