//! Argon2id password hashes (PHC strings). Hashing costs tens of milliseconds of CPU on purpose,
//! so it runs on the blocking pool, never on the async workers.

use argon2::Argon2;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};

use crate::error::CoreError;

/// A hash of a throw-away string with the default parameters. Unknown accounts are verified
/// against it, so a wrong e-mail costs as much time as a wrong password and timing does not
/// reveal which e-mails have accounts. A test keeps its parameters equal to the defaults.
const TIMING_EQUALISER_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$yNCtieevrrtx/6SLHCHtWw$\
                                     +J0n0P/cRsXVPSFdfcyQE342n65gJNAcbxWVDkpTpac";

pub fn hash_password_blocking(password: &str) -> Result<String, CoreError> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|error| CoreError::PasswordHashing(error.to_string()))
}

pub async fn hash_password(password: String) -> Result<String, CoreError> {
    tokio::task::spawn_blocking(move || hash_password_blocking(&password)).await?
}

/// True when `password` matches `stored_hash`. Without a stored hash (unknown account, or an
/// account that signs in through the identity provider) the same work is done and false returned.
pub async fn verify_password(
    password: String,
    stored_hash: Option<String>,
) -> Result<bool, CoreError> {
    tokio::task::spawn_blocking(move || match stored_hash {
        Some(hash) => verify_blocking(&password, &hash),
        None => {
            verify_blocking(&password, TIMING_EQUALISER_HASH);
            false
        }
    })
    .await
    .map_err(CoreError::from)
}

fn verify_blocking(password: &str, hash: &str) -> bool {
    match Argon2::default().verify_password(password.as_bytes(), hash) {
        Ok(()) => true,
        Err(argon2::password_hash::Error::PasswordInvalid) => false,
        Err(error) => {
            // A malformed stored hash must not sign anyone in; it is worth a look, though.
            tracing::warn!(%error, "stored password hash could not be verified");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use argon2::password_hash::phc::PasswordHash;

    use super::*;

    #[tokio::test]
    async fn verifies_the_right_password_only() {
        let hash = hash_password("demo-admin-1".to_owned()).await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(
            verify_password("demo-admin-1".to_owned(), Some(hash.clone()))
                .await
                .unwrap()
        );
        assert!(
            !verify_password("demo-admin-2".to_owned(), Some(hash))
                .await
                .unwrap()
        );
    }

    #[tokio::test]
    async fn unknown_accounts_and_garbage_hashes_never_pass() {
        assert!(!verify_password("anything".to_owned(), None).await.unwrap());
        assert!(
            !verify_password("anything".to_owned(), Some("not-a-phc-string".to_owned()))
                .await
                .unwrap()
        );
    }

    #[test]
    fn timing_equaliser_uses_the_parameters_of_real_hashes() {
        let real = hash_password_blocking("x").unwrap();
        let real = PasswordHash::new(&real).unwrap();
        let equaliser = PasswordHash::new(TIMING_EQUALISER_HASH).unwrap();
        assert_eq!(equaliser.algorithm, real.algorithm);
        assert_eq!(equaliser.version, real.version);
        assert_eq!(equaliser.params, real.params);
    }
}
