//! The reasons a mortgage application is deactivated for: what a deactivation request names,
//! labelled in the product's languages. Core labels them and checks a request against them; the
//! gateway's document lists the same values.

use crate::{Choice, choice};

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
    use super::*;

    #[test]
    fn every_reason_is_labelled_in_each_language_once() {
        assert_eq!(crate::check_choices(DEACTIVATION_REASONS), Ok(()));
    }
}
