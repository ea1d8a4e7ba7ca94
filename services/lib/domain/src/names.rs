//! Common Swedish and Norwegian first and last names for seed data. The lists are among the
//! most frequent names in each country (Statistics Sweden, Statistics Norway name statistics).

use rand::Rng;

use crate::country::Country;

/// A first and last name for seed data.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PersonName {
    pub first_name: &'static str,
    pub last_name: &'static str,
}

pub const SWEDISH_FIRST_NAMES: [&str; 40] = [
    "Anna",
    "Eva",
    "Maria",
    "Karin",
    "Sara",
    "Kristina",
    "Lena",
    "Emma",
    "Kerstin",
    "Ingrid",
    "Marie",
    "Malin",
    "Jenny",
    "Hanna",
    "Linnea",
    "Elin",
    "Ida",
    "Sofia",
    "Johanna",
    "Birgitta",
    "Lars",
    "Mikael",
    "Anders",
    "Johan",
    "Erik",
    "Per",
    "Karl",
    "Peter",
    "Jan",
    "Thomas",
    "Daniel",
    "Fredrik",
    "Hans",
    "Andreas",
    "Stefan",
    "Magnus",
    "Mats",
    "Alexander",
    "Oskar",
    "Nils",
];

pub const SWEDISH_LAST_NAMES: [&str; 40] = [
    "Andersson",
    "Johansson",
    "Karlsson",
    "Nilsson",
    "Eriksson",
    "Larsson",
    "Olsson",
    "Persson",
    "Svensson",
    "Gustafsson",
    "Pettersson",
    "Jonsson",
    "Jansson",
    "Hansson",
    "Bengtsson",
    "Jönsson",
    "Lindberg",
    "Jakobsson",
    "Magnusson",
    "Lindström",
    "Olofsson",
    "Lindqvist",
    "Lindgren",
    "Berg",
    "Axelsson",
    "Bergström",
    "Lundberg",
    "Lind",
    "Lundgren",
    "Lundqvist",
    "Mattsson",
    "Berglund",
    "Fredriksson",
    "Sandberg",
    "Henriksson",
    "Forsberg",
    "Sjöberg",
    "Wallin",
    "Engström",
    "Eklund",
];

pub const NORWEGIAN_FIRST_NAMES: [&str; 40] = [
    "Anne",
    "Inger",
    "Kari",
    "Marit",
    "Ingrid",
    "Liv",
    "Eva",
    "Berit",
    "Astrid",
    "Bjørg",
    "Hilde",
    "Anna",
    "Solveig",
    "Marianne",
    "Randi",
    "Ida",
    "Nina",
    "Maria",
    "Elisabeth",
    "Kristin",
    "Jan",
    "Per",
    "Bjørn",
    "Ole",
    "Lars",
    "Kjell",
    "Knut",
    "Arne",
    "Svein",
    "Thomas",
    "Hans",
    "Geir",
    "Tor",
    "Morten",
    "Terje",
    "Odd",
    "Erik",
    "Martin",
    "Andreas",
    "Jon",
];

pub const NORWEGIAN_LAST_NAMES: [&str; 40] = [
    "Hansen",
    "Johansen",
    "Olsen",
    "Larsen",
    "Andersen",
    "Pedersen",
    "Nilsen",
    "Kristiansen",
    "Jensen",
    "Karlsen",
    "Johnsen",
    "Pettersen",
    "Eriksen",
    "Berg",
    "Haugen",
    "Hagen",
    "Johannessen",
    "Andreassen",
    "Jacobsen",
    "Dahl",
    "Jørgensen",
    "Halvorsen",
    "Henriksen",
    "Lund",
    "Sørensen",
    "Jakobsen",
    "Moen",
    "Gundersen",
    "Iversen",
    "Strand",
    "Solberg",
    "Svendsen",
    "Eide",
    "Knutsen",
    "Martinsen",
    "Paulsen",
    "Bakken",
    "Kristoffersen",
    "Mathisen",
    "Lie",
];

/// A random common name of `country`.
pub fn random_person<R: Rng + ?Sized>(rng: &mut R, country: Country) -> PersonName {
    let (first_names, last_names) = match country {
        Country::Se => (&SWEDISH_FIRST_NAMES, &SWEDISH_LAST_NAMES),
        Country::No => (&NORWEGIAN_FIRST_NAMES, &NORWEGIAN_LAST_NAMES),
    };
    PersonName {
        first_name: first_names[rng.random_range(0..first_names.len())],
        last_name: last_names[rng.random_range(0..last_names.len())],
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use std::collections::HashSet;

    use rand::SeedableRng;
    use rand::rngs::StdRng;

    use super::*;

    #[test]
    fn lists_hold_distinct_capitalised_names() {
        for list in [
            &SWEDISH_FIRST_NAMES,
            &SWEDISH_LAST_NAMES,
            &NORWEGIAN_FIRST_NAMES,
            &NORWEGIAN_LAST_NAMES,
        ] {
            let distinct: HashSet<_> = list.iter().collect();
            assert_eq!(distinct.len(), list.len(), "duplicate in {list:?}");
            for name in list {
                let first = name.chars().next().unwrap();
                assert!(first.is_uppercase(), "{name}");
                assert!(name.chars().skip(1).all(char::is_lowercase), "{name}");
            }
        }
    }

    #[test]
    fn names_come_from_the_country_lists_and_vary() {
        let mut rng = StdRng::seed_from_u64(3);
        for (country, first_names, last_names) in [
            (Country::Se, &SWEDISH_FIRST_NAMES, &SWEDISH_LAST_NAMES),
            (Country::No, &NORWEGIAN_FIRST_NAMES, &NORWEGIAN_LAST_NAMES),
        ] {
            let mut firsts = HashSet::new();
            let mut lasts = HashSet::new();
            for _ in 0..2000 {
                let person = random_person(&mut rng, country);
                assert!(first_names.contains(&person.first_name), "{person:?}");
                assert!(last_names.contains(&person.last_name), "{person:?}");
                firsts.insert(person.first_name);
                lasts.insert(person.last_name);
            }
            assert_eq!(firsts.len(), first_names.len());
            assert_eq!(lasts.len(), last_names.len());
        }
    }

    #[test]
    fn norwegian_and_swedish_spellings_differ() {
        assert!(NORWEGIAN_LAST_NAMES.iter().any(|name| name.contains('ø')));
        assert!(SWEDISH_LAST_NAMES.iter().any(|name| name.contains('ö')));
        assert!(!SWEDISH_LAST_NAMES.contains(&"Hansen"));
        assert!(!NORWEGIAN_LAST_NAMES.contains(&"Andersson"));
    }
}
