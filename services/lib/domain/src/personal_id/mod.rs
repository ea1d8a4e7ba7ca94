//! National identity numbers: Swedish personnummer/samordningsnummer and Norwegian
//! fødselsnummer/D-nummer, display formatting and generation of valid numbers for seed data.

mod century;
mod format;
mod generate;
mod norwegian;
mod swedish;

use std::fmt;

use chrono::NaiveDate;

use crate::country::Country;
use crate::error::DomainError;

pub use format::format_personal_id;
pub use generate::{generate_norwegian, generate_swedish};

/// Which kind of national number a [`PersonalId`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PersonalIdKind {
    /// Swedish personnummer.
    Personnummer,
    /// Swedish samordningsnummer (coordination number): day of birth + 60.
    Samordningsnummer,
    /// Norwegian fødselsnummer.
    Fodselsnummer,
    /// Norwegian D-nummer: day of birth + 40.
    DNummer,
}

/// A validated national identity number, stored in canonical form: Sweden 12 digits
/// `YYYYMMDDNNNN`, Norway 11 digits `DDMMYYNNNNN`.
///
/// It is personal data: `Debug` masks it and there is deliberately no `Display`, so it cannot
/// reach a log line by accident. Use [`PersonalId::canonical`] for storage and provider calls
/// and [`PersonalId::display`] for screens.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PersonalId {
    country: Country,
    canonical: String,
    kind: PersonalIdKind,
    birth_date: NaiveDate,
    synthetic: bool,
}

/// What a country parser found in a valid number.
struct ParsedId {
    canonical: String,
    kind: PersonalIdKind,
    birth_date: NaiveDate,
    synthetic: bool,
}

impl PersonalId {
    /// Parses and validates `raw` as an identity number of `country`.
    ///
    /// Sweden accepts `YYMMDD-NNNN`, `YYMMDD+NNNN` (100 years or older), `YYMMDDNNNN`,
    /// `YYYYMMDD-NNNN` and `YYYYMMDDNNNN`; the century of the short forms is inferred against
    /// `today`. Norway accepts `DDMMYYNNNNN` and `DDMMYY NNNNN`. Surrounding whitespace is ignored.
    pub fn parse(country: Country, raw: &str, today: NaiveDate) -> Result<Self, DomainError> {
        let parsed = match country {
            Country::Se => swedish::parse(raw.trim(), today),
            Country::No => norwegian::parse(raw.trim(), today),
        }
        .map_err(|problem| DomainError::InvalidPersonalId { country, problem })?;
        Ok(PersonalId {
            country,
            canonical: parsed.canonical,
            kind: parsed.kind,
            birth_date: parsed.birth_date,
            synthetic: parsed.synthetic,
        })
    }

    pub fn country(&self) -> Country {
        self.country
    }

    /// The digits without separator: Sweden `YYYYMMDDNNNN` (the BankID format), Norway
    /// `DDMMYYNNNNN`. This exposes the full number.
    pub fn canonical(&self) -> &str {
        &self.canonical
    }

    /// The form shown to people: Sweden `YYYYMMDD-NNNN`, Norway the 11 digits.
    pub fn display(&self) -> String {
        match self.country {
            Country::Se => format!("{}-{}", &self.canonical[..8], &self.canonical[8..]),
            Country::No => self.canonical.clone(),
        }
    }

    pub fn kind(&self) -> PersonalIdKind {
        self.kind
    }

    /// The real birth date, with the samordningsnummer/D-nummer/test offsets removed.
    pub fn birth_date(&self) -> NaiveDate {
        self.birth_date
    }

    /// True for Norwegian synthetic test identities (Skatteetaten's Test-Norge/Tenor: month + 80).
    /// They are never issued to real people; production flows may want to refuse them.
    pub fn is_synthetic(&self) -> bool {
        self.synthetic
    }
}

impl fmt::Debug for PersonalId {
    /// Shows the country and the last two digits only, e.g. `PersonalId(SE ********-**74)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown = self.display();
        let visible_from = shown.len().saturating_sub(2);
        let masked: String = shown
            .char_indices()
            .map(|(index, character)| {
                if index >= visible_from || !character.is_ascii_digit() {
                    character
                } else {
                    '*'
                }
            })
            .collect();
        write!(f, "PersonalId({} {masked})", self.country)
    }
}

#[cfg(test)]
mod tests;
