//! Money display in the Swedish style with a "kr" suffix, used for SEK and NOK alike (Norway
//! shares the Swedish locale formatting).
//!
//! The output matches `Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' })` as
//! checked with Node 20 (ICU 78): digits grouped by three with NO-BREAK SPACE (U+00A0), a decimal
//! comma, U+00A0 before "kr", and MINUS SIGN (U+2212) for negative amounts. Rounding to whole
//! kronor is half away from zero, like Intl's default `halfExpand`, and a negative amount that
//! rounds to zero keeps its sign ("−0 kr") as Intl does, so the front ends and the services
//! print the same text.

/// How many decimals to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decimals {
    /// Always two decimals: "12 345,00 kr".
    Always,
    /// Rounded to whole kronor: "12 346 kr".
    Never,
    /// Two decimals unless the amount is whole ("12 345 kr", "12 345,50 kr"), like Intl's
    /// `trailingZeroDisplay: 'stripIfInteger'`.
    StripIfInteger,
}

const GROUP_SEPARATOR: char = '\u{00A0}';
const MINUS_SIGN: char = '\u{2212}';
const SUFFIX: &str = "\u{00A0}kr";

/// Formats an amount given in minor units (öre/øre), e.g. 1234567 → "12 345,67 kr".
pub fn format_money(minor: i64, decimals: Decimals) -> String {
    let magnitude = minor.unsigned_abs();
    let whole = magnitude / 100;
    let fraction = magnitude % 100;
    let (whole, fraction) = match decimals {
        Decimals::Always => (whole, Some(fraction)),
        Decimals::Never => (whole + u64::from(fraction >= 50), None),
        Decimals::StripIfInteger => (whole, (fraction != 0).then_some(fraction)),
    };

    let mut text = String::new();
    if minor < 0 {
        text.push(MINUS_SIGN);
    }
    text.push_str(&group_thousands(whole));
    if let Some(fraction) = fraction {
        text.push_str(&format!(",{fraction:02}"));
    }
    text.push_str(SUFFIX);
    text
}

fn group_thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3 * 2);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(GROUP_SEPARATOR);
        }
        grouped.push(digit);
    }
    grouped
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    /// Writes expectations readably: `_` for U+00A0 and `-` for U+2212.
    fn expected(readable: &str) -> String {
        readable.replace('_', "\u{00A0}").replace('-', "\u{2212}")
    }

    #[test]
    fn two_decimals_match_intl_sv_se() {
        let cases = [
            (1_234_567, "12_345,67_kr"),
            (-1_234_567, "-12_345,67_kr"),
            (0, "0,00_kr"),
            (123_456_780, "1_234_567,80_kr"),
            (99_950, "999,50_kr"),
            (123_400, "1_234,00_kr"),
            (100_000, "1_000,00_kr"),
            (5, "0,05_kr"),
            (-100, "-1,00_kr"),
        ];
        for (minor, readable) in cases {
            assert_eq!(
                format_money(minor, Decimals::Always),
                expected(readable),
                "{minor}"
            );
        }
    }

    #[test]
    fn whole_kronor_round_half_away_from_zero() {
        let cases = [
            (1_234_567, "12_346_kr"),
            (1_234_550, "12_346_kr"),
            (1_234_549, "12_345_kr"),
            (-1_234_550, "-12_346_kr"),
            (50, "1_kr"),
            (49, "0_kr"),
            (-40, "-0_kr"),
            (123_400, "1_234_kr"),
            (99_900, "999_kr"),
            (99_950, "1_000_kr"),
            (0, "0_kr"),
        ];
        for (minor, readable) in cases {
            assert_eq!(
                format_money(minor, Decimals::Never),
                expected(readable),
                "{minor}"
            );
        }
    }

    #[test]
    fn strip_if_integer_drops_only_zero_decimals() {
        assert_eq!(
            format_money(1_234_500, Decimals::StripIfInteger),
            expected("12_345_kr")
        );
        assert_eq!(
            format_money(1_234_550, Decimals::StripIfInteger),
            expected("12_345,50_kr")
        );
        assert_eq!(
            format_money(-1_234_501, Decimals::StripIfInteger),
            expected("-12_345,01_kr")
        );
    }

    #[test]
    fn extreme_values_do_not_overflow() {
        assert_eq!(
            format_money(i64::MAX, Decimals::Always),
            expected("92_233_720_368_547_758,07_kr")
        );
        assert_eq!(
            format_money(i64::MIN, Decimals::Always),
            expected("-92_233_720_368_547_758,08_kr")
        );
        assert_eq!(
            format_money(i64::MIN, Decimals::Never),
            expected("-92_233_720_368_547_758_kr")
        );
    }

    #[test]
    fn uses_no_break_spaces_and_the_minus_sign() {
        let text = format_money(-123_456_789, Decimals::Always);
        assert!(!text.contains(' '));
        assert!(!text.contains('-'));
        assert_eq!(text.matches('\u{00A0}').count(), 3);
        assert!(text.starts_with('\u{2212}'));
    }
}
