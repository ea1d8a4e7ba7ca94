//! The preferences of the mortgage application form of a country (the spec's `prefs`): what the
//! form offers and the bounds core enforces, so a form, or a partner's integration, offers and
//! checks exactly what core takes. Labels are in the language asked.

use zrm_domain::{Choice, Country, Currency, choice};

use super::incomes::{MAX_INCOME_LINES, MAX_MONTHLY_INCOME};
use super::model::{ApplicantRole, MAX_APPLICANTS, MAX_MORTGAGE_LOAN_AMOUNT, Substatus};
use super::options::{DEACTIVATION_REASONS, LOAN_TYPES};
use super::transitions;

/// The loan purposes as the Applications table shows them ("Move", "Pre-approval", "Buy").
pub const LOAN_PURPOSES: &[Choice] = &[
    choice("REFINANCE", "Move", "Flytt", "Flytting"),
    choice(
        "PRE_APPROVAL",
        "Pre-approval",
        "Lånelöfte",
        "Finansieringsbevis",
    ),
    choice("BUY", "Buy", "Köp", "Kjøp"),
];

/// A substatus and the ones that may follow it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubstatusStep {
    pub substatus: Substatus,
    pub next: Vec<Substatus>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormPrefs {
    pub country: Country,
    pub currency: Currency,
    pub loan_types: &'static [Choice],
    pub loan_purposes: &'static [Choice],
    pub deactivation_reasons: &'static [Choice],
    pub applicant_roles: &'static [ApplicantRole],
    pub substatuses: Vec<SubstatusStep>,
    pub max_applicants: usize,
    pub max_mortgage_loan_amount: i64,
    pub max_income_lines: usize,
    pub max_monthly_income: i64,
}

pub fn form_prefs(country: Country) -> FormPrefs {
    FormPrefs {
        country,
        currency: country.currency(),
        loan_types: LOAN_TYPES,
        loan_purposes: LOAN_PURPOSES,
        deactivation_reasons: DEACTIVATION_REASONS,
        applicant_roles: ApplicantRole::ALL,
        substatuses: Substatus::ALL
            .iter()
            .map(|from| SubstatusStep {
                substatus: *from,
                next: Substatus::ALL
                    .iter()
                    .copied()
                    .filter(|to| transitions::allowed(*from, *to))
                    .collect(),
            })
            .collect(),
        max_applicants: MAX_APPLICANTS,
        max_mortgage_loan_amount: MAX_MORTGAGE_LOAN_AMOUNT,
        max_income_lines: MAX_INCOME_LINES,
        max_monthly_income: MAX_MONTHLY_INCOME,
    }
}

#[cfg(test)]
mod tests {
    use zrm_domain::{Language, check_choices};

    use super::*;
    use crate::applications::model::LoanPurpose;

    #[test]
    fn every_purpose_is_a_stored_one_labelled_in_each_language() {
        assert_eq!(check_choices(LOAN_PURPOSES), Ok(()));
        let stored: Vec<&str> = LoanPurpose::ALL.iter().map(|p| p.as_str()).collect();
        let offered: Vec<&str> = LOAN_PURPOSES.iter().map(|c| c.value).collect();
        assert_eq!(offered, stored);
        assert_eq!(LOAN_PURPOSES[1].label(Language::Nb), "Finansieringsbevis");
    }

    #[test]
    fn the_steps_are_the_transitions_core_allows() {
        let prefs = form_prefs(Country::No);
        assert_eq!(prefs.currency, Currency::Nok);
        let after = |substatus: Substatus| {
            prefs
                .substatuses
                .iter()
                .find(|step| step.substatus == substatus)
                .map(|step| step.next.clone())
                .unwrap_or_default()
        };
        assert_eq!(
            after(Substatus::Complete),
            [Substatus::Draft, Substatus::Offered]
        );
        assert_eq!(after(Substatus::Accepted), [Substatus::Disbursed]);
        assert!(after(Substatus::Disbursed).is_empty());
    }
}
