//! Vipps-style identifiers: agreements `agr_` and charges `chr-` followed by 7 letters and
//! digits (e.g. `agr_TGSuPyV`, `chr-4assY8f`).

use rand::Rng;

const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn tail() -> String {
    let mut rng = rand::rng();
    (0..7)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect()
}

pub fn agreement_id() -> String {
    format!("agr_{}", tail())
}

pub fn charge_id() -> String {
    format!("chr-{}", tail())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_have_the_vipps_prefixes() {
        let agreement = agreement_id();
        assert!(agreement.starts_with("agr_") && agreement.len() == 11);
        let charge = charge_id();
        assert!(charge.starts_with("chr-") && charge.len() == 11);
        assert_ne!(charge_id(), charge_id());
    }
}
