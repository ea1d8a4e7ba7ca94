#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::Days;
use rand::SeedableRng;
use rand::rngs::StdRng;

use super::*;
use crate::personal_id::{PersonalIdKind, generate_norwegian, generate_swedish};

fn random_date(rng: &mut StdRng, from: NaiveDate, to: NaiveDate) -> NaiveDate {
    use rand::Rng;
    let span = u64::try_from((to - from).num_days()).unwrap();
    from + Days::new(rng.random_range(0..=span))
}

#[test]
fn a_thousand_generated_swedish_ids_all_validate() {
    let mut rng = StdRng::seed_from_u64(0x5e);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..1000 {
        let birth_date = random_date(&mut rng, date(1800, 1, 1), date(2024, 6, 15));
        let id = generate_swedish(&mut rng, birth_date).unwrap();
        assert!(independent_luhn_ok(&id.canonical()[2..]), "{id:?}");
        let reparsed = se(id.canonical()).unwrap();
        assert_eq!(reparsed, id);
        assert_eq!(reparsed.birth_date(), birth_date);
        assert_eq!(reparsed.kind(), PersonalIdKind::Personnummer);
        seen.insert(id.canonical().to_owned());
    }
    assert!(seen.len() > 990, "only {} distinct ids", seen.len());
}

#[test]
fn a_thousand_generated_norwegian_ids_all_validate() {
    let mut rng = StdRng::seed_from_u64(0x40);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..1000 {
        let birth_date = random_date(&mut rng, date(1855, 1, 1), date(2024, 6, 15));
        let id = generate_norwegian(&mut rng, birth_date).unwrap();
        assert!(independent_mod11_ok(id.canonical()), "{id:?}");
        let reparsed = no(id.canonical()).unwrap();
        assert_eq!(reparsed, id);
        assert_eq!(reparsed.birth_date(), birth_date);
        assert_eq!(reparsed.kind(), PersonalIdKind::Fodselsnummer);
        seen.insert(id.canonical().to_owned());
    }
    assert!(seen.len() > 990, "only {} distinct ids", seen.len());
}

#[test]
fn generation_covers_leap_days_and_century_edges() {
    let mut rng = StdRng::seed_from_u64(7);
    for birth_date in [date(2000, 2, 29), date(1900, 1, 1), date(1899, 12, 31)] {
        let swedish = generate_swedish(&mut rng, birth_date).unwrap();
        assert_eq!(swedish.birth_date(), birth_date);
    }
    for birth_date in [
        date(2000, 2, 29),
        date(1855, 1, 1),
        date(1939, 12, 31),
        date(1940, 1, 1),
        date(2039, 12, 31),
    ] {
        let norwegian = generate_norwegian(&mut rng, birth_date).unwrap();
        assert_eq!(norwegian.birth_date(), birth_date);
    }
}

#[test]
fn generation_refuses_years_the_numbers_cannot_carry() {
    let mut rng = StdRng::seed_from_u64(1);
    assert!(matches!(
        generate_swedish(&mut rng, date(1799, 12, 31)),
        Err(DomainError::BirthDateOutOfRange {
            country: Country::Se,
            ..
        })
    ));
    assert!(matches!(
        generate_swedish(&mut rng, date(2100, 1, 1)),
        Err(DomainError::BirthDateOutOfRange { .. })
    ));
    for birth_date in [date(1854, 12, 31), date(2040, 1, 1)] {
        assert!(matches!(
            generate_norwegian(&mut rng, birth_date),
            Err(DomainError::BirthDateOutOfRange {
                country: Country::No,
                ..
            })
        ));
    }
}
