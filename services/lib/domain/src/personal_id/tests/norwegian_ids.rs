#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use crate::personal_id::PersonalIdKind;

#[test]
fn norwegian_reference_examples_are_valid() {
    let cases = [
        // fnrinfo worked example: individual 567 with year 99 is the 1800s range.
        ("31129956715", date(1899, 12, 31), false),
        // Criipto/Idura BankID test person.
        ("27034698436", date(1946, 3, 27), false),
        // NoGi pushUpdates example: individual 996 with year 07 is 2007.
        ("12120799663", date(2007, 12, 12), false),
        // NoGi synthetic identities (month + 80).
        ("14842249091", date(1922, 4, 14), true),
        ("29868099311", date(1980, 6, 29), true),
        ("12829499914", date(1994, 2, 12), true),
    ];
    for (raw, birth_date, synthetic) in cases {
        let id = no(raw).unwrap();
        assert_eq!(id.canonical(), raw);
        assert_eq!(id.display(), raw);
        assert_eq!(id.birth_date(), birth_date, "{raw}");
        assert_eq!(id.is_synthetic(), synthetic, "{raw}");
        assert_eq!(id.kind(), PersonalIdKind::Fodselsnummer, "{raw}");
        assert!(independent_mod11_ok(raw));
    }
}

#[test]
fn norwegian_illustrative_examples_fail_the_check() {
    assert_eq!(problem(no("17029012345")), PersonalIdProblem::CheckDigit);
    assert_eq!(problem(no("01017012345")), PersonalIdProblem::CheckDigit);
    // Each control digit on its own.
    assert_eq!(problem(no("31129956705")), PersonalIdProblem::CheckDigit);
    assert_eq!(problem(no("31129956716")), PersonalIdProblem::CheckDigit);
}

#[test]
fn norwegian_d_nummer_is_day_plus_forty() {
    let id = no(&norwegian_in_range("410170", 100..=199)).unwrap();
    assert_eq!(id.kind(), PersonalIdKind::DNummer);
    assert_eq!(id.birth_date(), date(1970, 1, 1));

    let day_71 = norwegian_in_range("711270", 100..=199);
    assert_eq!(no(&day_71).unwrap().birth_date(), date(1970, 12, 31));

    let day_72 = norwegian_in_range("721270", 100..=199);
    assert_eq!(problem(no(&day_72)), PersonalIdProblem::BirthDate);
}

#[test]
fn norwegian_century_comes_from_the_individual_number() {
    let cases = [
        ("010100", 0..=499, Some(1900)),
        ("010199", 400..=499, Some(1999)),
        ("010150", 500..=749, None),
        ("010154", 500..=749, None),
        ("010155", 500..=749, Some(1855)),
        ("010199", 700..=749, Some(1899)),
        ("010199", 750..=899, None),
        ("010140", 750..=899, None),
        ("010100", 500..=999, Some(2000)),
        ("010139", 500..=999, Some(2039)),
        ("010139", 900..=999, Some(2039)),
        ("010140", 900..=999, Some(1940)),
        ("010199", 900..=999, Some(1999)),
    ];
    // A `today` late enough for the 2039 cases.
    let late_today = date(2040, 1, 1);
    for (ddmmyy, individuals, year) in cases {
        let raw = norwegian_in_range(ddmmyy, individuals.clone());
        let parsed = PersonalId::parse(Country::No, &raw, late_today);
        match year {
            Some(year) => assert_eq!(
                parsed.unwrap().birth_date(),
                date(year, 1, 1),
                "{ddmmyy} {individuals:?}"
            ),
            None => assert_eq!(
                problem(parsed),
                PersonalIdProblem::IndividualNumber,
                "{ddmmyy} {individuals:?}"
            ),
        }
    }
}

#[test]
fn norwegian_leap_days() {
    let leap_2000 = norwegian_in_range("290200", 500..=999);
    assert_eq!(no(&leap_2000).unwrap().birth_date(), date(2000, 2, 29));
    let not_leap_1900 = norwegian_in_range("290200", 0..=499);
    assert_eq!(problem(no(&not_leap_1900)), PersonalIdProblem::BirthDate);
    let leap_1996 = norwegian_in_range("290296", 0..=499);
    assert_eq!(no(&leap_1996).unwrap().birth_date(), date(1996, 2, 29));
    let not_leap_1997 = norwegian_in_range("290297", 0..=499);
    assert_eq!(problem(no(&not_leap_1997)), PersonalIdProblem::BirthDate);
}

#[test]
fn norwegian_h_numbers_and_impossible_dates_are_rejected() {
    // 0141: H-number (month + 40, health care only); then day 32, month 13, day 00.
    for ddmmyy in ["014170", "320170", "011370", "000170"] {
        let raw = norwegian_in_range(ddmmyy, 100..=199);
        assert_eq!(problem(no(&raw)), PersonalIdProblem::BirthDate, "{raw}");
    }
}

#[test]
fn norwegian_future_birth_date_is_rejected() {
    let raw = norwegian_in_range("010130", 500..=999);
    assert_eq!(problem(no(&raw)), PersonalIdProblem::FutureBirthDate);
}

#[test]
fn norwegian_accepts_a_space_after_the_date_only() {
    assert_eq!(no("311299 56715").unwrap().canonical(), "31129956715");
    assert_eq!(no(" 31129956715 ").unwrap().canonical(), "31129956715");
    for raw in [
        "3112995671",
        "311299567155",
        "311299-56715",
        "3112995671a",
        "31 129956715",
    ] {
        assert!(
            matches!(problem(no(raw)), PersonalIdProblem::Format { .. }),
            "{raw}"
        );
    }
}

#[test]
fn the_country_decides_the_rules() {
    assert!(PersonalId::parse(Country::No, "640823-3234", today()).is_err());
    assert!(PersonalId::parse(Country::Se, "31129956715", today()).is_err());
}
