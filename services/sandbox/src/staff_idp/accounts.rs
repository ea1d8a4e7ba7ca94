//! The staff accounts the identity provider knows: from `[[staff_idp.accounts]]`, changeable
//! through the control API (e.g. to use the user ids the core service seeded).

use std::str::FromStr;
use std::sync::{PoisonError, RwLock};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use zrm_domain::Coordinates;

const MAX_ACCOUNTS: usize = 1000;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaffAccount {
    pub email: String,
    pub given_name: String,
    pub family_name: String,
    #[serde(default)]
    pub roles: Vec<String>,
    /// Coordinate codes (zoordinates, five 2-character parts), 10 characters each.
    #[serde(default)]
    pub zoordinates: Vec<String>,
    /// The `sub` the provider issues; empty: a stable id derived from the e-mail.
    #[serde(default)]
    pub user_id: String,
}

impl StaffAccount {
    /// A problem with the account as (field, message).
    pub fn check(&self) -> Result<(), (&'static str, String)> {
        let email = self.email.trim();
        let well_formed = email
            .split_once('@')
            .is_some_and(|(local, domain)| !local.is_empty() && domain.contains('.'));
        if !well_formed {
            return Err(("email", format!("not an e-mail address: {email:?}")));
        }
        if self.given_name.trim().is_empty() || self.family_name.trim().is_empty() {
            return Err((
                "given_name",
                "given_name and family_name are required".into(),
            ));
        }
        if let Some(role) = self.roles.iter().find(|r| r.trim().is_empty()) {
            return Err(("roles", format!("empty role name {role:?}")));
        }
        for code in &self.zoordinates {
            Coordinates::from_str(code).map_err(|e| ("zoordinates", format!("{code:?}: {e}")))?;
        }
        Ok(())
    }

    /// The `sub` claim: the configured user id, or a UUID derived from the e-mail.
    pub fn subject(&self) -> String {
        if !self.user_id.trim().is_empty() {
            return self.user_id.trim().to_owned();
        }
        let digest = Sha256::digest(format!(
            "zrm-staff-idp:{}",
            self.email.trim().to_lowercase()
        ));
        let mut bytes = [0u8; 16];
        bytes.copy_from_slice(&digest[..16]);
        uuid::Builder::from_custom_bytes(bytes)
            .into_uuid()
            .to_string()
    }

    pub fn name(&self) -> String {
        format!("{} {}", self.given_name, self.family_name)
    }

    fn same_email(&self, email: &str) -> bool {
        self.email.trim().eq_ignore_ascii_case(email.trim())
    }
}

/// Checks a whole list (settings): every account valid, no e-mail twice.
pub fn check_all(accounts: &[StaffAccount]) -> Result<(), (&'static str, String)> {
    if accounts.len() > MAX_ACCOUNTS {
        return Err(("accounts", format!("at most {MAX_ACCOUNTS} accounts")));
    }
    for (i, account) in accounts.iter().enumerate() {
        account.check()?;
        if accounts[..i].iter().any(|a| a.same_email(&account.email)) {
            return Err(("email", format!("{} is listed twice", account.email)));
        }
    }
    Ok(())
}

#[derive(Debug)]
pub struct StaffDirectory {
    accounts: RwLock<Vec<StaffAccount>>,
}

impl StaffDirectory {
    pub fn new(accounts: Vec<StaffAccount>) -> Self {
        Self {
            accounts: RwLock::new(accounts),
        }
    }

    pub fn list(&self) -> Vec<StaffAccount> {
        self.accounts
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    pub fn find(&self, email: &str) -> Option<StaffAccount> {
        self.accounts
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .find(|a| a.same_email(email))
            .cloned()
    }

    /// Adds the account or replaces the one with the same e-mail; true when it was new.
    pub fn upsert(&self, account: StaffAccount) -> Result<bool, (&'static str, String)> {
        account.check()?;
        let mut accounts = self
            .accounts
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(existing) = accounts.iter_mut().find(|a| a.same_email(&account.email)) {
            *existing = account;
            return Ok(false);
        }
        if accounts.len() >= MAX_ACCOUNTS {
            return Err(("accounts", format!("at most {MAX_ACCOUNTS} accounts")));
        }
        accounts.push(account);
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use uuid::Uuid;

    fn account(email: &str) -> StaffAccount {
        StaffAccount {
            email: email.into(),
            given_name: "Erik".into(),
            family_name: "Lind".into(),
            roles: vec![],
            zoordinates: vec!["MOSESTFTSA".into()],
            user_id: String::new(),
        }
    }

    #[test]
    fn derived_subjects_are_stable_uuids_and_configured_ids_win() {
        let a = account("Erik.Sales@zrm.example");
        assert_eq!(a.subject(), account("erik.sales@zrm.example").subject());
        assert!(Uuid::parse_str(&a.subject()).is_ok());
        let mut b = a.clone();
        b.user_id = "0b1c7e0e-0000-4000-8000-000000000001".into();
        assert_eq!(b.subject(), "0b1c7e0e-0000-4000-8000-000000000001");
    }

    #[test]
    fn bad_accounts_name_the_field() {
        let mut bad = account("erik");
        assert_eq!(bad.check().unwrap_err().0, "email");
        bad = account("erik@zrm.example");
        bad.zoordinates = vec!["MOSE".into()];
        assert_eq!(bad.check().unwrap_err().0, "zoordinates");
        let twice = [account("a@zrm.example"), account("A@zrm.example")];
        assert_eq!(check_all(&twice).unwrap_err().0, "email");
    }

    #[test]
    fn upsert_replaces_by_email() {
        let directory = StaffDirectory::new(vec![account("a@zrm.example")]);
        let mut changed = account("A@ZRM.example");
        changed.roles = vec!["team-lead".into()];
        assert!(!directory.upsert(changed).unwrap());
        assert_eq!(
            directory.find("a@zrm.example").unwrap().roles,
            vec!["team-lead"]
        );
        assert!(directory.upsert(account("b@zrm.example")).unwrap());
        assert_eq!(directory.list().len(), 2);
    }
}
