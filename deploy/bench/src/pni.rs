//! Valid Swedish personal ids (12 digits, Luhn check digit) and names for created leads.

use rand::Rng;

const FIRST_NAMES: &[&str] = &[
    "Anna", "Erik", "Maja", "Lars", "Karin", "Johan", "Elin", "Anders", "Sara", "Per", "Ida",
    "Nils", "Emma", "Olof", "Linnea", "Gustav",
];
const LAST_NAMES: &[&str] = &[
    "Svensson",
    "Lind",
    "Andersson",
    "Johansson",
    "Karlsson",
    "Nilsson",
    "Eriksson",
    "Larsson",
    "Olsson",
    "Persson",
    "Berg",
    "Holm",
];

/// Luhn check digit over the nine digits YYMMDDNNN, completing a 10-digit personnummer.
pub fn luhn_check_digit(nine_digits: &str) -> Option<u32> {
    let mut sum = 0;
    for (index, ch) in nine_digits.chars().enumerate() {
        let digit = ch.to_digit(10)?;
        let weighted = if index % 2 == 0 { digit * 2 } else { digit };
        sum += weighted / 10 + weighted % 10;
    }
    Some((10 - sum % 10) % 10)
}

/// A random valid personal id `YYYYMMDDNNNC` born 1940–2004.
pub fn random_swedish() -> String {
    let mut rng = rand::rng();
    let year: u32 = rng.random_range(1940..=2004);
    let month: u32 = rng.random_range(1..=12);
    let day: u32 = rng.random_range(1..=28);
    let serial: u32 = rng.random_range(0..=999);
    let short = format!("{:02}{month:02}{day:02}{serial:03}", year % 100);
    let check = luhn_check_digit(&short).unwrap_or(0);
    format!("{year}{month:02}{day:02}{serial:03}{check}")
}

pub fn random_name() -> (&'static str, &'static str) {
    let mut rng = rand::rng();
    let first = FIRST_NAMES[rng.random_range(0..FIRST_NAMES.len())];
    let last = LAST_NAMES[rng.random_range(0..LAST_NAMES.len())];
    (first, last)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn check_digit_of_the_spec_example() {
        // 19811228-9874 is the example of the REST contract.
        assert_eq!(luhn_check_digit("811228987"), Some(4));
    }

    #[test]
    fn random_ids_are_twelve_digits_with_a_valid_check_digit() {
        for _ in 0..200 {
            let pni = random_swedish();
            assert_eq!(pni.len(), 12, "{pni}");
            let check = pni[11..].parse::<u32>().unwrap();
            assert_eq!(luhn_check_digit(&pni[2..11]), Some(check), "{pni}");
        }
    }

    #[test]
    fn non_digits_have_no_check_digit() {
        assert_eq!(luhn_check_digit("81122898x"), None);
    }
}
