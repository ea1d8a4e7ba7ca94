//! The monthly premium: a rate of the insured amount by insurance group, in millionths (ppm) so
//! every rate is an integer, applied to minor units and rounded half up to a whole öre/øre.
//! Integer arithmetic only: the same amount always costs the same, in every service and report.

use super::amount::Money;
use super::group::InsuranceGroup;

/// The rates of the tariff, per month, in millionths of the insured amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tariff {
    /// Of the insured monthly amount (6.5 %: 3300 kr insured cost 214.50 kr a month).
    pub safety_ppm: i64,
    /// Of the insured monthly amount.
    pub accident_ppm: i64,
    /// Of the insured sum (0.012 %: 500000 kr insured cost 60 kr a month).
    pub life_ppm: i64,
}

impl Default for Tariff {
    fn default() -> Self {
        Self {
            safety_ppm: 65_000,
            accident_ppm: 29_000,
            life_ppm: 120,
        }
    }
}

impl Tariff {
    pub fn rate(&self, group: InsuranceGroup) -> i64 {
        match group {
            InsuranceGroup::Safety => self.safety_ppm,
            InsuranceGroup::Accident => self.accident_ppm,
            InsuranceGroup::Life => self.life_ppm,
        }
    }

    /// The monthly premium of `insured`, in its currency. Amounts and rates are far below the
    /// range where the product could overflow (10^13 at most against 9·10^18).
    pub fn monthly_premium(&self, group: InsuranceGroup, insured: Money) -> Money {
        let scaled = i128::from(insured.minor) * i128::from(self.rate(group));
        let rounded = (scaled + 500_000).div_euclid(1_000_000);
        Money {
            minor: i64::try_from(rounded).unwrap_or(i64::MAX),
            country: insured.country,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use zrm_domain::Country;

    #[test]
    fn premiums_are_the_rate_of_the_amount_rounded_half_up_to_the_ore() {
        let tariff = Tariff::default();
        let premium =
            tariff.monthly_premium(InsuranceGroup::Safety, Money::kronor(3_300, Country::Se));
        assert_eq!(premium.minor, 21_450);
        assert_eq!(premium.currency(), "SEK");
        assert_eq!(
            tariff
                .monthly_premium(InsuranceGroup::Life, Money::kronor(500_000, Country::No))
                .minor,
            6_000
        );
        // 3400 × 2.9 % = 98.60; 1000 × 2.9 % = 29.00.
        assert_eq!(
            tariff
                .monthly_premium(InsuranceGroup::Accident, Money::kronor(3_400, Country::Se))
                .minor,
            9_860
        );
        // Half an öre rounds up, less rounds down.
        let odd = Tariff {
            safety_ppm: 5,
            ..Tariff::default()
        };
        let half = Money {
            minor: 100_000,
            country: Country::Se,
        };
        assert_eq!(odd.monthly_premium(InsuranceGroup::Safety, half).minor, 1);
        let less = Money {
            minor: 99_999,
            country: Country::Se,
        };
        assert_eq!(odd.monthly_premium(InsuranceGroup::Safety, less).minor, 0);
    }
}
