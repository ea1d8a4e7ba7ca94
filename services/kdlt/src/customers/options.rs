//! The employment and housing types an application form offers, per country, labelled in the
//! product's languages. Norway has no tenant-owner association flats (bostadsrätt) but housing
//! cooperative shares (borettslag) instead.

use zrm_domain::{Country, Language};

/// A choice: its stored value and the label people see.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub value: &'static str,
    /// (en, sv, nb)
    labels: (&'static str, &'static str, &'static str),
}

impl Choice {
    pub fn label(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.labels.0,
            Language::Sv => self.labels.1,
            Language::Nb => self.labels.2,
        }
    }
}

const fn choice(
    value: &'static str,
    en: &'static str,
    sv: &'static str,
    nb: &'static str,
) -> Choice {
    Choice {
        value,
        labels: (en, sv, nb),
    }
}

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
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn every_choice_has_a_label_in_each_language_and_values_are_unique() {
        for list in [EMPLOYMENT_TYPES, HOUSING_TYPES_SE, HOUSING_TYPES_NO] {
            let values: BTreeSet<_> = list.iter().map(|choice| choice.value).collect();
            assert_eq!(values.len(), list.len());
            for choice in list {
                for language in [Language::En, Language::Sv, Language::Nb] {
                    assert!(!choice.label(language).is_empty(), "{}", choice.value);
                }
            }
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
