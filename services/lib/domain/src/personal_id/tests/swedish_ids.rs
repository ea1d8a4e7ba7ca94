#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use crate::personal_id::PersonalIdKind;

#[test]
fn swedish_reference_examples_are_valid() {
    // The R package sweidnumbr's example and Skatteverket's test personnummer.
    let cases = [
        ("640823-3234", "196408233234", date(1964, 8, 23)),
        ("189001019802", "189001019802", date(1890, 1, 1)),
        ("198501139995", "198501139995", date(1985, 1, 13)),
        ("199006032396", "199006032396", date(1990, 6, 3)),
        ("201801012392", "201801012392", date(2018, 1, 1)),
        ("201801022383", "201801022383", date(2018, 1, 2)),
        // Skatteverket's long-standing test person Tolvan Tolvansson.
        ("19121212-1212", "191212121212", date(1912, 12, 12)),
    ];
    for (raw, canonical, birth_date) in cases {
        let id = se(raw).unwrap();
        assert_eq!(id.canonical(), canonical, "{raw}");
        assert_eq!(id.birth_date(), birth_date, "{raw}");
        assert_eq!(id.kind(), PersonalIdKind::Personnummer, "{raw}");
        assert!(!id.is_synthetic());
    }
}

#[test]
fn swedish_samordningsnummer_are_valid_with_day_plus_sixty() {
    let skatteverket_example = se("701063-2391").unwrap();
    assert_eq!(skatteverket_example.canonical(), "197010632391");
    assert_eq!(skatteverket_example.birth_date(), date(1970, 10, 3));
    assert_eq!(
        skatteverket_example.kind(),
        PersonalIdKind::Samordningsnummer
    );

    let test_data = se("199008672397").unwrap();
    assert_eq!(test_data.birth_date(), date(1990, 8, 7));
    assert_eq!(test_data.kind(), PersonalIdKind::Samordningsnummer);
}

#[test]
fn swedish_wrong_check_digit_is_rejected() {
    assert_eq!(problem(se("640823-3230")), PersonalIdProblem::CheckDigit);
    assert_eq!(problem(se("196408233235")), PersonalIdProblem::CheckDigit);
    assert_eq!(problem(se("701063-2390")), PersonalIdProblem::CheckDigit);
}

#[test]
fn every_swedish_input_shape_gives_the_same_id() {
    for raw in [
        "6408233234",
        "640823-3234",
        "196408233234",
        "19640823-3234",
        "  640823-3234\n",
    ] {
        let id = se(raw).unwrap();
        assert_eq!(id.canonical(), "196408233234", "{raw:?}");
        assert_eq!(id.display(), "19640823-3234", "{raw:?}");
    }
}

#[test]
fn swedish_plus_separator_means_a_hundred_or_older() {
    let id = se("180101+2392").unwrap();
    assert_eq!(id.canonical(), "191801012392");
    assert_eq!(id.birth_date(), date(1918, 1, 1));
    let without_plus = se("180101-2392").unwrap();
    assert_eq!(without_plus.birth_date(), date(2018, 1, 1));
}

#[test]
fn swedish_short_form_century_boundary_is_today() {
    let born_today = swedish_with_check_digit("240615123");
    assert_eq!(se(&born_today).unwrap().birth_date(), date(2024, 6, 15));
    let born_tomorrow = swedish_with_check_digit("240616123");
    assert_eq!(se(&born_tomorrow).unwrap().birth_date(), date(1924, 6, 16));
}

#[test]
fn swedish_leap_days() {
    let leap_2000 = swedish_with_check_digit("000229123");
    assert_eq!(se(&leap_2000).unwrap().birth_date(), date(2000, 2, 29));
    assert_eq!(
        se(&format!("20{leap_2000}")).unwrap().birth_date(),
        date(2000, 2, 29)
    );
    // 1900 was not a leap year: the + form points there and fails.
    let plus = format!("{}+{}", &leap_2000[..6], &leap_2000[6..]);
    assert_eq!(problem(se(&plus)), PersonalIdProblem::BirthDate);
    assert_eq!(
        problem(se(&format!("19{leap_2000}"))),
        PersonalIdProblem::BirthDate
    );

    let leap_2024 = swedish_with_check_digit("240229123");
    assert_eq!(se(&leap_2024).unwrap().birth_date(), date(2024, 2, 29));
    let not_leap_2023 = swedish_with_check_digit("230229123");
    assert_eq!(problem(se(&not_leap_2023)), PersonalIdProblem::BirthDate);
    // Samordningsnummer for 29 February: day 89.
    let coordination_leap = swedish_with_check_digit("240289123");
    assert_eq!(
        se(&coordination_leap).unwrap().birth_date(),
        date(2024, 2, 29)
    );
    let coordination_not_leap = swedish_with_check_digit("230289123");
    assert_eq!(
        problem(se(&coordination_not_leap)),
        PersonalIdProblem::BirthDate
    );
}

#[test]
fn swedish_impossible_dates_are_rejected_even_with_a_valid_check_digit() {
    for first_nine in [
        "641323323",
        "640832323",
        "640800323",
        "640023323",
        "640892323",
    ] {
        let raw = swedish_with_check_digit(first_nine);
        assert_eq!(problem(se(&raw)), PersonalIdProblem::BirthDate, "{raw}");
    }
    // 12-digit forms before 1800 are not issued.
    let old = format!("17{}", swedish_with_check_digit("991231123"));
    assert_eq!(problem(se(&old)), PersonalIdProblem::BirthDate);
}

#[test]
fn swedish_future_birth_date_is_rejected() {
    let future = format!("20{}", swedish_with_check_digit("300101123"));
    assert_eq!(problem(se(&future)), PersonalIdProblem::FutureBirthDate);
}

#[test]
fn swedish_malformed_input_names_the_expected_format() {
    for raw in [
        "",
        "640823323",
        "64082332345",
        "640823/3234",
        "6408a33234",
        "19640823+3234",
        "19640823 3234",
        "1964-08-23-3234",
        "640823—3234",
    ] {
        let error = se(raw).unwrap_err();
        assert!(
            matches!(
                error,
                DomainError::InvalidPersonalId {
                    country: Country::Se,
                    problem: PersonalIdProblem::Format { .. }
                }
            ),
            "{raw:?}: {error:?}"
        );
        assert!(error.to_string().contains("YYMMDD-NNNN"), "{error}");
    }
}

#[test]
fn error_messages_do_not_echo_the_number() {
    let error = se("640823-3230").unwrap_err();
    let message = error.to_string();
    assert!(!message.contains("640823"), "{message}");
    assert!(message.contains("check digit"), "{message}");
}

#[test]
fn debug_masks_all_but_the_last_two_digits() {
    assert_eq!(
        format!("{:?}", se("640823-3234").unwrap()),
        "PersonalId(SE ********-**34)"
    );
    assert_eq!(
        format!("{:?}", no("31129956715").unwrap()),
        "PersonalId(NO *********15)"
    );
}
