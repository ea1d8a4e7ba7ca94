//! Every Redis key the gateway uses, in one place. All start with the configured prefix
//! (`zrm:` in the stack; a random one per test).

use sha2::{Digest, Sha256};

#[derive(Debug, Clone)]
pub struct RedisKeys {
    prefix: String,
}

impl RedisKeys {
    pub fn new(prefix: impl Into<String>) -> Self {
        Self {
            prefix: prefix.into(),
        }
    }

    /// Present (with a TTL until the token's expiry) once a token is revoked.
    pub fn revoked_token(&self, jti: &str) -> String {
        format!("{}auth:revoked:{jti}", self.prefix)
    }

    /// Present (with a TTL of one token lifetime) once an administrator ended a person's
    /// sessions: holds the time (seconds since the epoch); tokens issued until then are refused.
    pub fn sessions_ended(&self, user_id: &str) -> String {
        format!("{}auth:sessions-ended:{user_id}", self.prefix)
    }

    /// The pub/sub channel announcing each revocation to every replica's mirror.
    pub fn revocations_channel(&self) -> String {
        format!("{}auth:revocations", self.prefix)
    }

    /// The account is hashed so no e-mail address sits in Redis.
    pub fn login_attempts_by_account(&self, email: &str) -> String {
        let normalized = email.trim().to_lowercase();
        format!(
            "{}auth:attempts:account:{}",
            self.prefix,
            hex::encode(Sha256::digest(normalized.as_bytes()))
        )
    }

    pub fn login_attempts_by_address(&self, address: &str) -> String {
        format!("{}auth:attempts:address:{address}", self.prefix)
    }

    pub fn otp_attempts_by_session(&self, session_id: &str) -> String {
        format!(
            "{}auth:attempts:otp:{}",
            self.prefix,
            hex::encode(Sha256::digest(session_id.as_bytes()))
        )
    }

    /// A started identity-provider sign-in (state, nonce, PKCE verifier) until its callback.
    pub fn staff_idp_login(&self, state: &str) -> String {
        format!(
            "{}auth:idp:{}",
            self.prefix,
            hex::encode(Sha256::digest(state.as_bytes()))
        )
    }

    /// A customer's sign-in to My Pages in progress (the ticket id is random and unguessable).
    pub fn my_pages_ticket(&self, ticket_id: &str) -> String {
        format!("{}mypages:ticket:{ticket_id}", self.prefix)
    }

    /// The ticket of a started BankID Norway login, by the login's `state`.
    pub fn bankid_no_state(&self, state: &str) -> String {
        format!(
            "{}mypages:bankid-no:{}",
            self.prefix,
            hex::encode(Sha256::digest(state.as_bytes()))
        )
    }

    /// A debt-register consent the customer was sent to give, by the `state` NoGi echoes back.
    pub fn debt_register_consent(&self, state: &str) -> String {
        format!(
            "{}mypages:debt-register:{}",
            self.prefix,
            hex::encode(Sha256::digest(state.as_bytes()))
        )
    }

    /// The reference numbers of the applications a user opened last, most recent first.
    pub fn recent_applications(&self, user_id: &str) -> String {
        format!("{}recent:applications:{user_id}", self.prefix)
    }

    /// The pub/sub channel of notification pushes (`zrm:push:notifications` in the stack).
    pub fn channel(&self, name: &str) -> String {
        format!("{}{name}", self.prefix)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn account_keys_ignore_case_and_hide_the_address() {
        let keys = RedisKeys::new("zrm:");
        let key = keys.login_attempts_by_account(" Anna@ZRM.example ");
        assert_eq!(key, keys.login_attempts_by_account("anna@zrm.example"));
        assert!(key.starts_with("zrm:auth:attempts:account:"));
        assert!(!key.contains("anna"));
    }

    #[test]
    fn revoked_key_matches_the_documented_name() {
        assert_eq!(
            RedisKeys::new("zrm:").revoked_token("abc"),
            "zrm:auth:revoked:abc"
        );
        assert_eq!(
            RedisKeys::new("zrm:").channel("push:notifications"),
            "zrm:push:notifications"
        );
    }
}
