//! The three lines of insurance and where each is sold.

use zrm_domain::Country;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InsuranceGroup {
    /// Payment protection of a loan ("trygghetsförsäkring", the `tf` of the staff route): pays the
    /// insured monthly amount while the customer cannot work.
    Safety,
    /// Accident insurance: Sweden only.
    Accident,
    /// Life insurance: pays the insured sum once.
    Life,
}

impl InsuranceGroup {
    pub const ALL: [InsuranceGroup; 3] = [Self::Safety, Self::Accident, Self::Life];

    /// As stored and as the spec spells it (`insurance_group`).
    pub fn code(self) -> &'static str {
        match self {
            Self::Safety => "SAFETY_INSURANCE",
            Self::Accident => "ACCIDENT_INSURANCE",
            Self::Life => "LIFE_INSURANCE",
        }
    }

    pub fn of_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|group| group.code() == code)
    }

    /// The product code of the group in a country (`SE-SAFETY-1`): what the insurer's books and
    /// the reports name; the trailing number is the tariff's version.
    pub fn product_code(self, country: Country) -> String {
        let product = match self {
            Self::Safety => "SAFETY",
            Self::Accident => "ACCIDENT",
            Self::Life => "LIFE",
        };
        format!("{}-{product}-1", country.code())
    }

    /// Accident insurance is sold in Sweden only; the others in both countries.
    pub fn sold_in(self, country: Country) -> bool {
        !(self == Self::Accident && country == Country::No)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_accident_insurance_is_swedish() {
        for group in InsuranceGroup::ALL {
            assert_eq!(InsuranceGroup::of_code(group.code()), Some(group));
        }
        assert_eq!(InsuranceGroup::of_code("safety_insurance"), None);
        assert!(InsuranceGroup::Accident.sold_in(Country::Se));
        assert!(!InsuranceGroup::Accident.sold_in(Country::No));
        assert!(InsuranceGroup::Life.sold_in(Country::No));
        assert_eq!(
            InsuranceGroup::Safety.product_code(Country::Se),
            "SE-SAFETY-1"
        );
        assert_eq!(InsuranceGroup::Life.product_code(Country::No), "NO-LIFE-1");
    }
}
