//! The lists a mortgage application form offers, labelled in the product's languages: loan types
//! (the spec's refinance_loan, new_loan, refinance_and_new_loan) and the reasons an application
//! is deactivated for (what a deactivation request names).

use zrm_domain::{Choice, choice};

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

pub const DEACTIVATION_REASONS: &[Choice] = &[
    choice(
        "customer_withdrew",
        "The customer withdrew the application",
        "Kunden drog tillbaka ansökan",
        "Kunden trakk søknaden",
    ),
    choice(
        "declined_by_banks",
        "Declined by every bank",
        "Avslag från alla banker",
        "Avslag fra alle banker",
    ),
    choice(
        "no_contact",
        "The customer could not be reached",
        "Kunden gick inte att nå",
        "Kunden var ikke mulig å nå",
    ),
    choice(
        "duplicate",
        "Duplicate application",
        "Dubblettansökan",
        "Duplikatsøknad",
    ),
    choice(
        "loan_elsewhere",
        "The customer took a loan elsewhere",
        "Kunden tog lån på annat håll",
        "Kunden tok lån et annet sted",
    ),
];

#[cfg(test)]
mod tests {
    use zrm_domain::{Language, check_choices};

    use super::*;

    #[test]
    fn every_choice_is_labelled_in_each_language_once() {
        assert_eq!(check_choices(LOAN_TYPES), Ok(()));
        assert_eq!(check_choices(DEACTIVATION_REASONS), Ok(()));
        assert_eq!(LOAN_TYPES[1].label(Language::Sv), "Nytt bolån");
    }
}
