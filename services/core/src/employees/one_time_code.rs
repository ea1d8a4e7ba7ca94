//! The 6-digit one-time code of the password sign-in. Only `sha256(code || session id)` is
//! stored, so a copy of the table does not hand out live codes.

use rand::Rng;
use sha2::{Digest, Sha256};
use uuid::Uuid;

pub fn generate_one_time_code() -> String {
    // ThreadRng is a CSPRNG seeded from the operating system.
    format!("{:06}", rand::rng().random_range(0..1_000_000u32))
}

pub fn one_time_code_hash(code: &str, session_id: Uuid) -> String {
    let mut hasher = Sha256::new();
    hasher.update(code.as_bytes());
    hasher.update(session_id.to_string().as_bytes());
    hex::encode(hasher.finalize())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_six_digits() {
        for _ in 0..200 {
            let code = generate_one_time_code();
            assert_eq!(code.len(), 6);
            assert!(code.chars().all(|c| c.is_ascii_digit()));
        }
    }

    #[test]
    fn hash_binds_the_code_to_its_session() {
        let session = Uuid::new_v4();
        let hash = one_time_code_hash("123456", session);
        assert_eq!(hash, one_time_code_hash("123456", session));
        assert_ne!(hash, one_time_code_hash("123457", session));
        assert_ne!(hash, one_time_code_hash("123456", Uuid::new_v4()));
        assert_eq!(hash.len(), 64);
    }
}
