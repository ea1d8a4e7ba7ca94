//! Insured amounts: whole kronor (SEK or NOK by the customer's country), kept as integer minor
//! units like all money. Safety and accident insurance insure a monthly amount of 1000 to 10000
//! in steps of 100 (default 3300 in Sweden, 3400 in Norway); life insurance insures a sum up to
//! its rule's `max_amount` in steps of 10000, by default the configured life amount (the spec
//! reads both 100000 and 500000, so it is a setting).

use zrm_domain::Country;

use super::group::InsuranceGroup;

pub const MONTHLY_MIN: i64 = 1_000;
pub const MONTHLY_MAX: i64 = 10_000;
pub const MONTHLY_STEP: i64 = 100;
pub const LIFE_STEP: i64 = 10_000;

/// Money in minor units (öre, øre) of the currency of `country`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Money {
    pub minor: i64,
    pub country: Country,
}

impl Money {
    pub fn kronor(kronor: i64, country: Country) -> Self {
        Self {
            minor: kronor * 100,
            country,
        }
    }

    /// `SEK` or `NOK`.
    pub fn currency(self) -> &'static str {
        match self.country {
            Country::Se => "SEK",
            Country::No => "NOK",
        }
    }
}

/// Why an insured amount is refused; the text is for people (translated at the edge).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AmountError {
    #[error("Must be 1000 to 10000")]
    OutsideMonthlyRange,
    #[error("Must be in steps of {step}")]
    OffStep { step: i64 },
    #[error("Must be at most {max}, the highest amount this insurance takes")]
    AboveRuleMaximum { max: i64 },
    #[error("This insurance is not sold to customers in this country")]
    NotSoldInCountry,
}

/// The amount a form starts with.
pub fn default_insured_amount(group: InsuranceGroup, country: Country, life_default: i64) -> i64 {
    match (group, country) {
        (InsuranceGroup::Life, _) => life_default,
        (_, Country::Se) => 3_300,
        (_, Country::No) => 3_400,
    }
}

/// A slider's value kept inside the monthly range, on the step (nearest, halves up).
pub fn clamp_monthly(kronor: i64) -> i64 {
    let stepped = (kronor + MONTHLY_STEP / 2).div_euclid(MONTHLY_STEP) * MONTHLY_STEP;
    stepped.clamp(MONTHLY_MIN, MONTHLY_MAX)
}

/// The insured amount asked for, checked against the group's range and step and the rule's
/// maximum (`rule_max`, kronor; life insurance only).
pub fn insured_amount(
    group: InsuranceGroup,
    country: Country,
    kronor: i64,
    rule_max: i64,
) -> Result<Money, AmountError> {
    if !group.sold_in(country) {
        return Err(AmountError::NotSoldInCountry);
    }
    match group {
        InsuranceGroup::Safety | InsuranceGroup::Accident => {
            if !(MONTHLY_MIN..=MONTHLY_MAX).contains(&kronor) {
                return Err(AmountError::OutsideMonthlyRange);
            }
            if kronor % MONTHLY_STEP != 0 {
                return Err(AmountError::OffStep { step: MONTHLY_STEP });
            }
        }
        InsuranceGroup::Life => {
            if kronor < LIFE_STEP || kronor % LIFE_STEP != 0 {
                return Err(AmountError::OffStep { step: LIFE_STEP });
            }
            if kronor > rule_max {
                return Err(AmountError::AboveRuleMaximum { max: rule_max });
            }
        }
    }
    Ok(Money::kronor(kronor, country))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn monthly_amounts_keep_the_clamp_and_the_step() {
        let safety = InsuranceGroup::Safety;
        assert_eq!(
            insured_amount(safety, Country::Se, 3_300, 0).unwrap(),
            Money {
                minor: 330_000,
                country: Country::Se
            }
        );
        assert_eq!(
            insured_amount(safety, Country::No, 10_000, 0)
                .unwrap()
                .currency(),
            "NOK"
        );
        assert_eq!(
            insured_amount(safety, Country::Se, 999, 0),
            Err(AmountError::OutsideMonthlyRange)
        );
        assert_eq!(
            insured_amount(safety, Country::Se, 10_100, 0),
            Err(AmountError::OutsideMonthlyRange)
        );
        assert_eq!(
            insured_amount(safety, Country::Se, 3_350, 0),
            Err(AmountError::OffStep { step: 100 })
        );
        assert_eq!(
            insured_amount(InsuranceGroup::Accident, Country::No, 3_300, 0),
            Err(AmountError::NotSoldInCountry)
        );
    }

    #[test]
    fn life_sums_stay_under_the_rule_on_their_step() {
        let life = InsuranceGroup::Life;
        assert_eq!(
            insured_amount(life, Country::No, 500_000, 500_000)
                .unwrap()
                .minor,
            50_000_000
        );
        assert_eq!(
            insured_amount(life, Country::No, 510_000, 500_000),
            Err(AmountError::AboveRuleMaximum { max: 500_000 })
        );
        assert_eq!(
            insured_amount(life, Country::Se, 105_000, 500_000),
            Err(AmountError::OffStep { step: 10_000 })
        );
        assert_eq!(
            insured_amount(life, Country::Se, 0, 500_000),
            Err(AmountError::OffStep { step: 10_000 })
        );
    }

    #[test]
    fn defaults_and_the_slider_clamp() {
        assert_eq!(
            default_insured_amount(InsuranceGroup::Safety, Country::Se, 100_000),
            3_300
        );
        assert_eq!(
            default_insured_amount(InsuranceGroup::Accident, Country::No, 100_000),
            3_400
        );
        assert_eq!(
            default_insured_amount(InsuranceGroup::Life, Country::No, 100_000),
            100_000
        );
        assert_eq!(clamp_monthly(250), 1_000);
        assert_eq!(clamp_monthly(3_349), 3_300);
        assert_eq!(clamp_monthly(3_350), 3_400);
        assert_eq!(clamp_monthly(25_000), 10_000);
    }
}
