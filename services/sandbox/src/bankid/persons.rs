//! Scripted test persons: a personal number decides how the simulated BankID app behaves.
//! The numbers are valid (Luhn) and in Skatteverket's test ranges; any other valid number is a
//! manual person with a generated name.

use rand::SeedableRng;
use rand::rngs::StdRng;
use sha2::{Digest, Sha256};
use zrm_domain::{Country, random_person};

use crate::i18n::Text;

/// What the simulated user does with an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Behaviour {
    /// Waits for a tester (the page or the control API) to act.
    Manual,
    /// The app picks the order up and the user signs by themselves.
    AutoComplete,
    /// The user cancels in the app (`userCancel`).
    AutoCancel,
    /// Too many wrong security codes, or the BankID is revoked (`certificateErr`).
    CertificateError,
    /// BankID blocks the order as too risky (`transactionRiskBlocked`).
    RiskBlocked,
    /// The user's app is too old (`notSupportedByUserApp`).
    NotSupported,
    /// The app never starts (`noClient`, then `startFailed`).
    NoClient,
    /// Phone orders: the user says they are not on a call with us (`userDeclinedCall`).
    DeclinesCall,
}

impl Behaviour {
    pub fn is_automatic(self) -> bool {
        !matches!(self, Behaviour::Manual)
    }

    /// How the front page and the BankID page describe it.
    pub fn text(self) -> Text {
        match self {
            Behaviour::Manual => Text::BehaviourManual,
            Behaviour::AutoComplete => Text::BehaviourAutoComplete,
            Behaviour::AutoCancel => Text::BehaviourAutoCancel,
            Behaviour::CertificateError => Text::BehaviourCertificateError,
            Behaviour::RiskBlocked => Text::BehaviourRiskBlocked,
            Behaviour::NotSupported => Text::BehaviourNotSupported,
            Behaviour::NoClient => Text::BehaviourNoClient,
            Behaviour::DeclinesCall => Text::BehaviourDeclinesCall,
        }
    }

    /// The same for the control API (English, for test authors).
    pub fn describe(self) -> &'static str {
        match self {
            Behaviour::Manual => "manual: waits for the page or the control API",
            Behaviour::AutoComplete => "signs by itself after about 6 s",
            Behaviour::AutoCancel => "cancels in the app (userCancel)",
            Behaviour::CertificateError => "fails with certificateErr",
            Behaviour::RiskBlocked => "fails with transactionRiskBlocked",
            Behaviour::NotSupported => "fails with notSupportedByUserApp",
            Behaviour::NoClient => "app never starts: noClient, then startFailed",
            Behaviour::DeclinesCall => "phone orders: declines the call (userDeclinedCall)",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestPerson {
    pub personal_number: &'static str,
    pub given_name: &'static str,
    pub surname: &'static str,
    pub behaviour: Behaviour,
}

pub const TEST_PERSONS: [TestPerson; 11] = [
    person("199006032396", "Anders", "Lind", Behaviour::Manual),
    person("201801012392", "Oskar", "Lund", Behaviour::Manual),
    person("198501139995", "Erik", "Sandberg", Behaviour::AutoComplete),
    person("199008672397", "Nils", "Åberg", Behaviour::AutoComplete),
    person("197101019821", "Karin", "Berg", Behaviour::AutoCancel),
    person(
        "197202029844",
        "Lena",
        "Nyberg",
        Behaviour::CertificateError,
    ),
    person("197303039866", "Sara", "Ek", Behaviour::RiskBlocked),
    person("197404049889", "Johanna", "Dahl", Behaviour::NotSupported),
    person("197505059902", "Eva", "Strand", Behaviour::NoClient),
    person("197606069925", "Ingrid", "Viklund", Behaviour::DeclinesCall),
    person("199908072391", "Magnus", "Holm", Behaviour::Manual),
];

const fn person(
    personal_number: &'static str,
    given_name: &'static str,
    surname: &'static str,
    behaviour: Behaviour,
) -> TestPerson {
    TestPerson {
        personal_number,
        given_name,
        surname,
        behaviour,
    }
}

/// The holder of a BankID as the simulated app knows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    pub personal_number: String,
    pub given_name: String,
    pub surname: String,
    pub behaviour: Behaviour,
}

/// The holder for a (validated, 12-digit) personal number: a scripted person, or a manual one
/// whose name is generated from the number so it stays the same on every login.
pub fn holder(personal_number: &str) -> Holder {
    if let Some(p) = TEST_PERSONS
        .iter()
        .find(|p| p.personal_number == personal_number)
    {
        return Holder {
            personal_number: p.personal_number.to_owned(),
            given_name: p.given_name.to_owned(),
            surname: p.surname.to_owned(),
            behaviour: p.behaviour,
        };
    }
    let digest = Sha256::digest(personal_number.as_bytes());
    let mut seed = [0u8; 32];
    seed.copy_from_slice(&digest);
    let name = random_person(&mut StdRng::from_seed(seed), Country::Se);
    Holder {
        personal_number: personal_number.to_owned(),
        given_name: name.first_name.to_owned(),
        surname: name.last_name.to_owned(),
        behaviour: Behaviour::Manual,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use chrono::NaiveDate;
    use zrm_domain::PersonalId;

    #[test]
    fn every_test_person_has_a_valid_unique_number() {
        let today = NaiveDate::from_ymd_opt(2026, 1, 1).unwrap();
        for p in &TEST_PERSONS {
            PersonalId::parse(Country::Se, p.personal_number, today).unwrap();
            let same = TEST_PERSONS
                .iter()
                .filter(|q| q.personal_number == p.personal_number)
                .count();
            assert_eq!(same, 1, "{}", p.personal_number);
        }
    }

    #[test]
    fn unknown_numbers_get_a_stable_generated_name() {
        let a = holder("198112189876");
        assert_eq!(a, holder("198112189876"));
        assert_eq!(a.behaviour, Behaviour::Manual);
        assert!(!a.given_name.is_empty() && !a.surname.is_empty());
        assert_eq!(
            holder("197202029844").behaviour,
            Behaviour::CertificateError
        );
    }
}
