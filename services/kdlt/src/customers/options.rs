//! The employment and housing types an application form offers, per country, labelled in the
//! product's languages. Norway has no tenant-owner association flats (bostadsrätt) but housing
//! cooperative shares (borettslag) instead.

pub use zrm_domain::Choice;
use zrm_domain::{Country, choice};

const EMPLOYMENT_TYPES: &[Choice] = &[
    choice(
        "permanent",
        "Permanent employment",
        "Tillsvidareanställning",
        "Fast ansettelse",
    ),
    choice(
        "temporary",
        "Temporary employment",
        "Visstidsanställning",
        "Midlertidig ansettelse",
    ),
    choice(
        "probation",
        "Probationary employment",
        "Provanställning",
        "Prøvetid",
    ),
    choice(
        "hourly",
        "Hourly employment",
        "Timanställning",
        "Timeansatt",
    ),
    choice(
        "self_employed",
        "Self-employed",
        "Egen företagare",
        "Selvstendig næringsdrivende",
    ),
    choice("retired", "Retired", "Pensionär", "Pensjonist"),
    choice("student", "Student", "Student", "Student"),
    choice("unemployed", "Unemployed", "Arbetssökande", "Arbeidsledig"),
    choice("sick_leave", "On sick leave", "Sjukskriven", "Sykmeldt"),
];

const HOUSING_TYPES_SE: &[Choice] = &[
    choice("house", "House", "Villa", "Enebolig"),
    choice(
        "tenant_owned",
        "Tenant-owned flat",
        "Bostadsrätt",
        "Andelsleilighet",
    ),
    choice("rental", "Rented flat", "Hyresrätt", "Leieleilighet"),
    choice(
        "condominium",
        "Condominium",
        "Ägarlägenhet",
        "Selveierleilighet",
    ),
    choice("lodger", "Lodger", "Inneboende", "Hybel"),
    choice(
        "with_parents",
        "Living with parents",
        "Bor hos föräldrar",
        "Bor hos foreldre",
    ),
];

const HOUSING_TYPES_NO: &[Choice] = &[
    choice("house", "House", "Villa", "Enebolig"),
    choice(
        "cooperative",
        "Housing cooperative flat",
        "Andelslägenhet",
        "Borettslag",
    ),
    choice(
        "condominium",
        "Condominium",
        "Ägarlägenhet",
        "Selveierleilighet",
    ),
    choice("rental", "Rented flat", "Hyresrätt", "Leieleilighet"),
    choice("lodger", "Lodger", "Inneboende", "Hybel"),
    choice(
        "with_parents",
        "Living with parents",
        "Bor hos föräldrar",
        "Bor hos foreldre",
    ),
];

pub fn employment_types(_country: Country) -> &'static [Choice] {
    EMPLOYMENT_TYPES
}

pub fn housing_types(country: Country) -> &'static [Choice] {
    match country {
        Country::Se => HOUSING_TYPES_SE,
        Country::No => HOUSING_TYPES_NO,
    }
}

#[cfg(test)]
mod tests {
    use zrm_domain::{Language, check_choices};

    use super::*;

    #[test]
    fn every_choice_has_a_label_in_each_language_and_values_are_unique() {
        for list in [EMPLOYMENT_TYPES, HOUSING_TYPES_SE, HOUSING_TYPES_NO] {
            assert_eq!(check_choices(list), Ok(()));
        }
        assert_eq!(
            housing_types(Country::No)[1].label(Language::Nb),
            "Borettslag"
        );
        assert_eq!(
            housing_types(Country::Se)[1].label(Language::Sv),
            "Bostadsrätt"
        );
    }
}
