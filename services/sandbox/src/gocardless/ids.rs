//! GoCardless-style identifiers: the resource's prefix (`BRQ`, `BRF`, `MD`, `PM`, `RF`, `CU`,
//! `BA`, `EV`, `PO`, `CR`, `MRQ`) and 12 upper-case letters and digits, e.g. `PM00ABC123XYZ9`.

use rand::Rng;

const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

pub fn new_id(prefix: &str) -> String {
    let mut rng = rand::rng();
    let tail: String = (0..12)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect();
    format!("{prefix}{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_carry_their_prefix_and_twelve_characters() {
        let id = new_id("PM");
        assert!(id.starts_with("PM"));
        assert_eq!(id.len(), 14);
        assert!(
            id.bytes()
                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
        );
        assert_ne!(new_id("PM"), new_id("PM"));
    }
}
