use std::collections::BTreeSet;

use super::*;
use crate::{Country, PersonalId};

fn values(text: &str) -> Vec<&str> {
    let mut names: Vec<&str> = pieces_of(text)
        .into_iter()
        .filter_map(|piece| match piece {
            Piece::Value(name) => Some(name),
            Piece::Literal(_) => None,
        })
        .collect();
    names.sort_unstable();
    names
}

fn pieces_of(text: &str) -> Vec<Piece> {
    // The catalogue's texts are 'static; a test's own strings are leaked for the same shape.
    pieces(Box::leak(text.to_string().into_boxed_str()))
}

#[test]
fn both_languages_translate_the_same_texts_with_the_same_values() {
    for (name, texts) in [("sv", sv::TEXTS), ("nb", nb::TEXTS)] {
        let keys: BTreeSet<&str> = texts.iter().map(|(english, _)| *english).collect();
        assert_eq!(keys.len(), texts.len(), "{name} holds a text twice");
        for (english, translation) in texts {
            assert_eq!(values(english), values(translation), "{name}: {english}");
            assert!(!translation.trim().is_empty(), "{name}: {english}");
        }
    }
    let swedish: BTreeSet<&str> = sv::TEXTS.iter().map(|(english, _)| *english).collect();
    let norwegian: BTreeSet<&str> = nb::TEXTS.iter().map(|(english, _)| *english).collect();
    assert_eq!(
        swedish.symmetric_difference(&norwegian).collect::<Vec<_>>(),
        Vec::<&&str>::new()
    );
}

#[test]
fn a_known_text_is_translated_and_english_stays_as_written() {
    assert_eq!(
        translate("Lead not found", Language::Sv),
        "Leadet hittades inte"
    );
    assert_eq!(translate("Lead not found", Language::En), "Lead not found");
    assert_ne!(translate("Lead not found", Language::Nb), "Lead not found");
}

#[test]
fn an_unknown_text_stays_english() {
    let text = "A text nobody wrote into the catalogue";
    assert_eq!(translate(text, Language::Sv), text);
    assert_eq!(translate(text, Language::Nb), text);
}

#[test]
fn values_are_carried_into_the_translation() {
    assert_eq!(
        translate("Must be at most 255 characters", Language::Sv),
        "Måste vara högst 255 tecken"
    );
    assert_eq!(
        translate("Must be 1 to 400 characters", Language::Sv),
        "Måste vara 1 till 400 tecken",
        "the template with more fixed text wins over `Must be 1 to {{max}}`"
    );
    assert_eq!(
        translate(
            "An application cannot go from NEW to DISBURSED",
            Language::Sv
        ),
        "En ansökan kan inte gå från NEW till DISBURSED"
    );
    assert_eq!(
        translate(
            "Customer 17 (applicants[1]) is not in the customer register",
            Language::Sv
        ),
        "Kund 17 (applicants[1]) finns inte i kundregistret"
    );
}

#[test]
fn a_value_that_is_itself_a_text_is_translated_too() {
    assert_eq!(
        translate(
            "Too many failed attempts; try again in 9 minutes",
            Language::Sv
        ),
        "För många misslyckade försök; försök igen om 9 minuter"
    );
    assert_eq!(
        translate(
            "The application is DECLINED at your bank, so it cannot be taken up",
            Language::Sv
        ),
        "Ansökan har status DECLINED hos er bank, så den kan inte tas upp"
    );
}

#[test]
fn every_personal_id_refusal_reads_in_both_languages() {
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 27).unwrap_or_default();
    let refused = [
        (Country::Se, "19900101-0000"),
        (Country::Se, "abc"),
        (Country::Se, "19901301-0008"),
        (Country::No, "0101"),
        (Country::No, "01019012345"),
    ];
    for (country, raw) in refused {
        let Err(error) = PersonalId::parse(country, raw, today) else {
            panic!("{raw} should be refused");
        };
        let english = error.to_string();
        for language in [Language::Sv, Language::Nb] {
            let translated = translate(&english, language);
            assert_ne!(translated, english, "{language:?}: {english}");
            assert!(
                !translated.contains("expected") && !translated.contains("digit"),
                "{language:?}: {translated} keeps English inside"
            );
        }
    }
}

#[test]
fn braces_that_are_not_values_stay_text() {
    assert_eq!(
        pieces_of("Use {} or {Name} as {count}"),
        vec![
            Piece::Literal("Use {} or {Name} as "),
            Piece::Value("count")
        ]
    );
}

#[test]
fn notification_texts_read_in_the_recipients_language() {
    assert_eq!(
        translate("Erik Lind commented on application MOSE1001", Language::Sv),
        "Erik Lind kommenterade ansökan MOSE1001"
    );
    assert_eq!(
        translate(
            "Application MONO7 (Kari Nordmann) was assigned to you",
            Language::Nb
        ),
        "Søknad MONO7 (Kari Nordmann) er tildelt deg"
    );
    assert_eq!(
        translate("New SMS from +46701234567 about lead 42", Language::Sv),
        "Nytt sms från +46701234567 om lead 42"
    );
    assert_eq!(
        translate("Internal comment", Language::Nb),
        "Intern kommentar"
    );
}
