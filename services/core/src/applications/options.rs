//! The lists a mortgage application form offers, labelled in the product's languages: loan types
//! (the spec's refinance_loan, new_loan, refinance_and_new_loan) and the reasons an application
//! is deactivated for (what a deactivation request names; in zrm-domain, as the gateway's
//! document lists the same values).

use zrm_domain::{Choice, choice};

pub use zrm_domain::deactivation::DEACTIVATION_REASONS;

pub const LOAN_TYPES: &[Choice] = &[
    choice(
        "refinance_loan",
        "Move an existing mortgage",
        "Flytta befintligt bolån",
        "Flytte eksisterende boliglån",
    ),
    choice("new_loan", "New mortgage", "Nytt bolån", "Nytt boliglån"),
    choice(
        "refinance_and_new_loan",
        "Move a mortgage and borrow more",
        "Flytta bolån och låna mer",
        "Flytte boliglån og låne mer",
    ),
];

#[cfg(test)]
mod tests {
    use zrm_domain::{Language, check_choices};

    use super::*;

    #[test]
    fn every_choice_is_labelled_in_each_language_once() {
        assert_eq!(check_choices(LOAN_TYPES), Ok(()));
        assert_eq!(LOAN_TYPES[1].label(Language::Sv), "Nytt bolån");
    }
}
