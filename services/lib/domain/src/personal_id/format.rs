//! Display formatting of personal ids as typed or stored. It never rejects input: what
//! it cannot interpret is shown as given. Validation is [`super::PersonalId::parse`].

use chrono::NaiveDate;

use super::century::infer_swedish_birth_year;
use crate::country::Country;

/// Formats a personal id for display.
///
/// Sweden (surrounding whitespace removed first; lengths count characters):
/// - 13 characters: kept.
/// - 12 characters: a dash before the last 4.
/// - 10 characters: century prefix (20, or 19 if the date would be in the future) and a dash
///   before the last 4.
/// - 11 characters: century prefix. `YYMMDD+NNNN` (100 or older) gets the century before that and
///   its `+` becomes `-`, because the 4-digit year already says the age.
/// - Anything else, or a 10/11-character value not starting with six digits: unchanged.
///
/// Norway: unchanged.
pub fn format_personal_id(country: Country, raw: &str, today: NaiveDate) -> String {
    match country {
        Country::Se => format_swedish(raw.trim(), today),
        Country::No => raw.to_owned(),
    }
}

fn format_swedish(text: &str, today: NaiveDate) -> String {
    let characters: Vec<char> = text.chars().collect();
    match characters.len() {
        12 => format!(
            "{}-{}",
            collect(&characters[..8]),
            collect(&characters[8..])
        ),
        10 => match century_of(&characters, false, today) {
            Some(century) => format!(
                "{century}{}-{}",
                collect(&characters[..6]),
                collect(&characters[6..])
            ),
            None => text.to_owned(),
        },
        11 => {
            let hundred_or_older = characters[6] == '+';
            match century_of(&characters, hundred_or_older, today) {
                Some(century) if hundred_or_older => format!(
                    "{century}{}-{}",
                    collect(&characters[..6]),
                    collect(&characters[7..])
                ),
                Some(century) => format!("{century}{text}"),
                None => text.to_owned(),
            }
        }
        _ => text.to_owned(),
    }
}

/// The two century digits for a value starting with `YYMMDD`, or `None` if it does not.
fn century_of(characters: &[char], hundred_or_older: bool, today: NaiveDate) -> Option<String> {
    let mut numbers = [0u32; 3];
    for (index, number) in numbers.iter_mut().enumerate() {
        let tens = characters.get(index * 2)?.to_digit(10)?;
        let ones = characters.get(index * 2 + 1)?.to_digit(10)?;
        *number = tens * 10 + ones;
    }
    let [two_digit_year, month, day] = numbers;
    let year = infer_swedish_birth_year(two_digit_year, month, day, hundred_or_older, today);
    Some(format!("{:02}", year.div_euclid(100)))
}

fn collect(characters: &[char]) -> String {
    characters.iter().collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2024, 6, 15).unwrap()
    }

    fn se(raw: &str) -> String {
        format_personal_id(Country::Se, raw, today())
    }

    #[test]
    fn thirteen_characters_are_kept() {
        assert_eq!(se("19640823-3234"), "19640823-3234");
        assert_eq!(se("20180101-2392"), "20180101-2392");
    }

    #[test]
    fn twelve_characters_get_a_dash_before_the_last_four() {
        assert_eq!(se("196408233234"), "19640823-3234");
        assert_eq!(se("201801012392"), "20180101-2392");
    }

    #[test]
    fn ten_characters_get_century_and_dash() {
        assert_eq!(se("6408233234"), "19640823-3234");
        assert_eq!(se("1801012392"), "20180101-2392");
    }

    #[test]
    fn ten_characters_century_boundary_is_today() {
        // Born today: 20; born tomorrow would be the future, so 19.
        assert_eq!(se("2406159999"), "20240615-9999");
        assert_eq!(se("2406169999"), "19240616-9999");
        assert_eq!(se("0001011234"), "20000101-1234");
    }

    #[test]
    fn eleven_characters_get_the_century_prefix() {
        assert_eq!(se("640823-3234"), "19640823-3234");
        assert_eq!(se("180101-2392"), "20180101-2392");
        assert_eq!(se("240616-9999"), "19240616-9999");
    }

    #[test]
    fn plus_separator_means_a_century_earlier() {
        assert_eq!(se("180101+2392"), "19180101-2392");
        assert_eq!(se("900101+9802"), "18900101-9802");
        // Turning 100 tomorrow would still be written with -, but + there means 1824.
        assert_eq!(se("240616+9999"), "18240616-9999");
    }

    #[test]
    fn samordningsnummer_day_is_compared_as_the_real_day() {
        assert_eq!(se("9008672397"), "19900867-2397");
        // Day 75 is the 15th: today, so 2024.
        assert_eq!(se("2406759999"), "20240675-9999");
        assert_eq!(se("2406769999"), "19240676-9999");
    }

    #[test]
    fn leading_and_trailing_whitespace_is_ignored() {
        assert_eq!(se(" 6408233234 "), "19640823-3234");
    }

    #[test]
    fn other_lengths_and_non_dates_are_unchanged() {
        assert_eq!(se(""), "");
        assert_eq!(se("12345"), "12345");
        assert_eq!(se("19640823-32345"), "19640823-32345");
        assert_eq!(se("abcdef1234"), "abcdef1234");
        assert_eq!(se("ÅÄÖåäöÅÄÖå"), "ÅÄÖåäöÅÄÖå");
    }

    #[test]
    fn twelve_non_ascii_characters_do_not_panic() {
        assert_eq!(se("ååååååååäöäö"), "åååååååå-äöäö");
    }

    #[test]
    fn norway_is_unchanged() {
        for raw in ["31129956715", "311299 56715", " 311299", "whatever"] {
            assert_eq!(format_personal_id(Country::No, raw, today()), raw);
        }
    }
}
