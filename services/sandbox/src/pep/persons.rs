//! The listed persons: PEPs, a relative or close associate of a PEP, sanctioned persons.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Politically exposed person.
    Pep,
    /// Relative or close associate of a PEP.
    Rca,
    Sanction,
}

impl Category {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pep => "pep",
            Self::Rca => "rca",
            Self::Sanction => "sanction",
        }
    }
}

pub struct ListedPerson {
    pub personal_id: Option<&'static str>,
    pub name: &'static str,
    pub birth_date: &'static str,
    pub category: Category,
    /// The position held, the relation, or the sanctions programme.
    pub details: &'static str,
    pub lists: &'static [&'static str],
    pub countries: &'static [&'static str],
}

pub const LISTED: [ListedPerson; 5] = [
    ListedPerson {
        personal_id: Some("196504121283"),
        name: "Anna Riksdahl",
        birth_date: "1965-04-12",
        category: Category::Pep,
        details: "Member of the Riksdag",
        lists: &["PEP class 1 (national parliament)"],
        countries: &["SE"],
    },
    ListedPerson {
        personal_id: Some("198812242496"),
        name: "Erik Riksdahl",
        birth_date: "1988-12-24",
        category: Category::Rca,
        details: "Child of a member of the Riksdag",
        lists: &["PEP relatives and close associates"],
        countries: &["SE"],
    },
    ListedPerson {
        personal_id: Some("15086240049"),
        name: "Lars Tinget",
        birth_date: "1962-08-15",
        category: Category::Pep,
        details: "Member of the Storting",
        lists: &["PEP class 1 (national parliament)"],
        countries: &["NO"],
    },
    ListedPerson {
        personal_id: Some("03047540010"),
        name: "Dmitri Volkov",
        birth_date: "1975-04-03",
        category: Category::Sanction,
        details: "Asset freeze",
        lists: &["EU Consolidated Financial Sanctions List"],
        countries: &["NO", "RU"],
    },
    ListedPerson {
        personal_id: None,
        name: "Viktor Sanktov",
        birth_date: "1970-01-01",
        category: Category::Sanction,
        details: "Asset freeze and travel ban",
        lists: &[
            "EU Consolidated Financial Sanctions List",
            "UN Security Council Consolidated List",
        ],
        countries: &["RU"],
    },
];

/// Names compare case-insensitively with runs of spaces collapsed.
pub fn normalise_name(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The key a screening is matched and scripted by: the personal id when given, else name and
/// birth date.
pub fn subject_key(personal_id: Option<&str>, name: &str, birth_date: Option<NaiveDate>) -> String {
    match (personal_id, birth_date) {
        (Some(id), _) => format!("id:{id}"),
        (None, Some(date)) => format!("name:{}|{date}", normalise_name(name)),
        (None, None) => format!("name:{}", normalise_name(name)),
    }
}

/// The listed person a screening matches: by personal id, or by name and birth date.
pub fn find(
    personal_id: Option<&str>,
    name: &str,
    birth_date: Option<NaiveDate>,
) -> Option<&'static ListedPerson> {
    let wanted = normalise_name(name);
    LISTED.iter().find(|p| match personal_id {
        Some(id) => p.personal_id == Some(id),
        None => {
            normalise_name(p.name) == wanted
                && birth_date.is_some_and(|d| d.to_string() == p.birth_date)
        }
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn matches_by_id_or_by_name_and_birth_date() {
        let born = NaiveDate::from_ymd_opt(1970, 1, 1);
        assert_eq!(
            find(None, " viktor  SANKTOV", born).unwrap().category,
            Category::Sanction
        );
        assert!(
            find(None, "Viktor Sanktov", None).is_none(),
            "a name alone is not a hit"
        );
        assert!(find(None, "Viktor Sanktov", NaiveDate::from_ymd_opt(1970, 1, 2)).is_none());
        assert_eq!(
            find(Some("15086240049"), "", None).unwrap().category,
            Category::Pep
        );
        assert!(find(Some("196504121283"), "Someone Else", None).is_some());
    }
}
