//! The insurance rules of a country: the stored rule of each group with what a form needs
//! (default, lowest amount, step).

use zrm_domain::Country;

use super::amount::{self, LIFE_STEP, MONTHLY_MIN, MONTHLY_STEP};
use super::group::InsuranceGroup;
use super::storage::RuleRow;
use crate::error::InsuranceError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    pub group: InsuranceGroup,
    pub country: Country,
    /// Whole kronor; 0: not sold.
    pub max_amount: i64,
    pub customer_can_self_sign_up: bool,
    pub default_amount: i64,
    pub min_amount: i64,
    pub step: i64,
}

impl Rule {
    pub fn from_row(row: RuleRow, life_default: i64) -> Result<Self, InsuranceError> {
        let corrupt = || {
            InsuranceError::Corrupt(format!(
                "insurance rule {} {}",
                row.insurance_group, row.country
            ))
        };
        let group = InsuranceGroup::of_code(&row.insurance_group).ok_or_else(corrupt)?;
        let country: Country = row.country.parse().map_err(|_| corrupt())?;
        let (min_amount, step) = match group {
            InsuranceGroup::Life => (LIFE_STEP, LIFE_STEP),
            InsuranceGroup::Safety | InsuranceGroup::Accident => (MONTHLY_MIN, MONTHLY_STEP),
        };
        Ok(Self {
            group,
            country,
            max_amount: row.max_amount,
            customer_can_self_sign_up: row.customer_can_self_sign_up,
            default_amount: amount::default_insured_amount(group, country, life_default)
                .min(row.max_amount),
            min_amount,
            step,
        })
    }

    /// Customers may sign up on My Pages (spec: only with a max_amount above 0 and
    /// customer_can_self_sign_up).
    pub fn allows_self_sign_up(&self) -> bool {
        self.max_amount > 0 && self.customer_can_self_sign_up
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn row(group: &str, max_amount: i64, self_sign_up: bool) -> RuleRow {
        RuleRow {
            insurance_group: group.into(),
            country: "NO".into(),
            max_amount,
            customer_can_self_sign_up: self_sign_up,
        }
    }

    #[test]
    fn self_sign_up_needs_both_a_maximum_and_the_flag() {
        let life = Rule::from_row(row("LIFE_INSURANCE", 500_000, true), 100_000).unwrap();
        assert!(life.allows_self_sign_up());
        assert_eq!(
            (life.default_amount, life.min_amount, life.step),
            (100_000, 10_000, 10_000)
        );
        assert!(
            !Rule::from_row(row("LIFE_INSURANCE", 0, true), 100_000)
                .unwrap()
                .allows_self_sign_up()
        );
        let safety = Rule::from_row(row("SAFETY_INSURANCE", 10_000, false), 100_000).unwrap();
        assert!(!safety.allows_self_sign_up());
        assert_eq!(safety.default_amount, 3_400);
        assert!(Rule::from_row(row("PET_INSURANCE", 1, true), 100_000).is_err());
    }
}
