//! Norwegian test persons: valid fødselsnummer / D-nummer listed on the front page. Any other
//! valid number signs in too, with a stable generated name.

use rand::SeedableRng;
use rand::rngs::StdRng;
use sha2::{Digest, Sha256};
use zrm_domain::{Country, random_person};

use crate::oidc::texts::OidcText;

/// What is special about a test person (shown on the pages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    Ordinary,
    /// The person in Idura's (Criipto's) documentation.
    BrokerTestPerson,
    /// A synthetic identity the debt register's test environment has debt data for.
    DebtData,
    Synthetic,
    DNumber,
    Minor,
}

impl Note {
    pub fn text(self) -> OidcText {
        match self {
            Note::Ordinary => OidcText::NoteNone,
            Note::BrokerTestPerson => OidcText::NoteBrokerTestPerson,
            Note::DebtData => OidcText::NoteDebtData,
            Note::Synthetic => OidcText::NoteSynthetic,
            Note::DNumber => OidcText::NoteDNumber,
            Note::Minor => OidcText::NoteMinor,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestPerson {
    pub national_id: &'static str,
    pub given_name: &'static str,
    pub family_name: &'static str,
    pub note: Note,
}

const fn person(
    national_id: &'static str,
    given_name: &'static str,
    family_name: &'static str,
    note: Note,
) -> TestPerson {
    TestPerson {
        national_id,
        given_name,
        family_name,
        note,
    }
}

/// Sources of the numbers: Idura's BankID test person, the debt register's synthetic persons
/// and fnrinfo's worked example; the rest computed with the mod-11
/// rule and checked by `zrm_domain::PersonalId` in the tests below.
pub const TEST_PERSONS: [TestPerson; 8] = [
    person("27034698436", "Mikkel", "Larsen", Note::BrokerTestPerson),
    person("31129956715", "Kari", "Nordmann", Note::Ordinary),
    person("05087610081", "Ola", "Hansen", Note::Ordinary),
    person("14842249091", "Ingrid", "Berg", Note::DebtData),
    person("29868099311", "Lars", "Johansen", Note::DebtData),
    person("12829499914", "Sigrid", "Olsen", Note::Synthetic),
    person("61038510028", "Jonas", "Weber", Note::DNumber),
    person("15051250181", "Emma", "Nilsen", Note::Minor),
];

/// The name BankID knows for a (valid, canonical) number.
pub fn name_for(national_id: &str) -> (String, String) {
    if let Some(p) = TEST_PERSONS.iter().find(|p| p.national_id == national_id) {
        return (p.given_name.to_owned(), p.family_name.to_owned());
    }
    let mut seed = [0u8; 32];
    seed.copy_from_slice(&Sha256::digest(national_id.as_bytes()));
    let name = random_person(&mut StdRng::from_seed(seed), Country::No);
    (name.first_name.to_owned(), name.last_name.to_owned())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use chrono::NaiveDate;
    use zrm_domain::{PersonalId, PersonalIdKind};

    #[test]
    fn every_test_person_is_valid_and_matches_its_note() {
        let today = NaiveDate::from_ymd_opt(2026, 6, 1).unwrap();
        for p in &TEST_PERSONS {
            let id = PersonalId::parse(Country::No, p.national_id, today).unwrap();
            assert_eq!(id.canonical(), p.national_id);
            let age = today.years_since(id.birth_date()).unwrap();
            match p.note {
                Note::DNumber => assert_eq!(id.kind(), PersonalIdKind::DNummer),
                Note::Synthetic | Note::DebtData => {
                    assert!(id.is_synthetic(), "{}", p.national_id)
                }
                Note::Minor => assert!(age < 18, "{}", p.national_id),
                Note::Ordinary | Note::BrokerTestPerson => {
                    assert_eq!(id.kind(), PersonalIdKind::Fodselsnummer);
                    assert!(age >= 18 && !id.is_synthetic(), "{}", p.national_id);
                }
            }
            let twins = TEST_PERSONS
                .iter()
                .filter(|q| q.national_id == p.national_id)
                .count();
            assert_eq!(twins, 1);
        }
    }

    #[test]
    fn other_numbers_get_a_stable_name() {
        let name = name_for("01019010046");
        assert_eq!(name, name_for("01019010046"));
        assert!(!name.0.is_empty() && !name.1.is_empty());
        assert_eq!(name_for("27034698436").1, "Larsen");
    }
}
