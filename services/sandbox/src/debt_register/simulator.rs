//! The simulated register: access tokens, consents and each person's debt, in memory.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, TimeDelta, Utc};
use rand::RngCore;

use super::model::{Consent, CreditorLoan, Purpose};
use super::persons::seeded_loans;
use super::settings::DebtRegisterSettings;
use crate::clock::Clock;

/// What a client-credentials token may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenScope {
    Debt(Purpose),
    ConsentCreate,
}

impl TokenScope {
    pub fn parse(scope: &str) -> Option<Self> {
        match scope {
            "consent.create" => Some(Self::ConsentCreate),
            "debt.unsecured.presentation" => Some(Self::Debt(Purpose::Presentation)),
            "debt.unsecured.processing" => Some(Self::Debt(Purpose::Processing)),
            _ => None,
        }
    }

    /// The audience a token for this scope must name (path of NoGi's API).
    pub fn audience_path(self) -> &'static str {
        match self {
            Self::Debt(_) => "/v1/debt",
            Self::ConsentCreate => "/v1/consent/agreement",
        }
    }
}

#[derive(Debug, Default)]
struct Inner {
    tokens: HashMap<String, (TokenScope, DateTime<Utc>)>,
    /// Newest first.
    consents: Vec<Consent>,
    /// Debt added through the control API, on top of the seeded debt.
    added: HashMap<String, Vec<CreditorLoan>>,
}

#[derive(Debug)]
pub struct DebtRegisterSimulator {
    pub settings: DebtRegisterSettings,
    clock: Clock,
    inner: Mutex<Inner>,
}

pub enum Grant {
    Created(Consent),
    Duplicate,
}

fn random_id() -> String {
    let mut bytes = [0u8; 20];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

impl DebtRegisterSimulator {
    pub fn new(clock: Clock, settings: &DebtRegisterSettings) -> Self {
        Self {
            settings: settings.clone(),
            clock,
            inner: Mutex::new(Inner::default()),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        // Plain data behind the lock: a poisoned lock is still consistent.
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    pub fn issue_token(&self, scope: TokenScope) -> (String, i64) {
        let token = random_id();
        let lifetime = self.settings.token_lifetime_seconds;
        let expires = self.clock.now() + TimeDelta::seconds(lifetime);
        self.lock().tokens.insert(token.clone(), (scope, expires));
        (token, lifetime)
    }

    /// The scope of a live token.
    pub fn token_scope(&self, token: &str) -> Option<TokenScope> {
        let now = self.clock.now();
        self.lock()
            .tokens
            .get(token)
            .filter(|(_, expires)| now < *expires)
            .map(|(scope, _)| *scope)
    }

    /// A consent given by the person (integrated consent, the page, or the control API).
    /// `days`: `None` = single use for `single_use_minutes`; more than the purpose allows is clamped.
    pub fn grant(
        &self,
        nin: &str,
        purpose: Purpose,
        days: Option<i64>,
        client_consent_id: Option<String>,
    ) -> Grant {
        let now = self.clock.now();
        let mut inner = self.lock();
        if let Some(wanted) = &client_consent_id
            && inner
                .consents
                .iter()
                .any(|c| c.client_consent_id.as_ref() == Some(wanted))
        {
            return Grant::Duplicate;
        }
        let days = days.map(|d| d.clamp(1, purpose.max_days()));
        let (scope, expires_at) = match days {
            Some(d) => (format!("{}.{d}", purpose.scope()), now + TimeDelta::days(d)),
            None => (
                purpose.scope().to_owned(),
                now + TimeDelta::minutes(self.settings.single_use_minutes),
            ),
        };
        let consent = Consent {
            id: random_id(),
            nin: nin.to_owned(),
            purpose,
            scope,
            client_consent_id,
            created_at: now,
            expires_at,
            single_use: days.is_none(),
            used: false,
            revoked: false,
        };
        inner.consents.insert(0, consent.clone());
        Grant::Created(consent)
    }

    pub fn consent(&self, id: &str) -> Option<Consent> {
        self.lock().consents.iter().find(|c| c.id == id).cloned()
    }

    pub fn consents(&self, offset: usize, limit: usize) -> Vec<Consent> {
        self.lock()
            .consents
            .iter()
            .skip(offset)
            .take(limit)
            .cloned()
            .collect()
    }

    /// Revoked by us or withdrawn by the person; `false` when there is no such consent.
    pub fn revoke(&self, id: &str) -> bool {
        let mut inner = self.lock();
        match inner.consents.iter_mut().find(|c| c.id == id) {
            Some(consent) => {
                consent.revoked = true;
                true
            }
            None => false,
        }
    }

    /// Uses the consent for a lookup: its debt, or `None` when it is not (any longer) active or
    /// was given for another purpose than the token's.
    pub fn use_consent(&self, id: &str, purpose: Purpose) -> Option<(Consent, Vec<CreditorLoan>)> {
        let now = self.clock.now();
        let mut inner = self.lock();
        let consent = inner
            .consents
            .iter_mut()
            .find(|c| c.id == id && c.purpose == purpose && c.is_active(now))?;
        consent.used = true;
        let consent = consent.clone();
        let loans = Self::loans_of(&inner, &consent.nin);
        Some((consent, loans))
    }

    fn loans_of(inner: &Inner, nin: &str) -> Vec<CreditorLoan> {
        let mut loans = seeded_loans(nin);
        loans.extend(inner.added.get(nin).into_iter().flatten().cloned());
        loans
    }

    pub fn loans(&self, nin: &str) -> Vec<CreditorLoan> {
        Self::loans_of(&self.lock(), nin)
    }

    pub fn add_loan(&self, nin: &str, loan: CreditorLoan) {
        self.lock()
            .added
            .entry(nin.to_owned())
            .or_default()
            .push(loan);
    }
}
