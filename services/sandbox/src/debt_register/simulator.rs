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
    ConsentEvents,
}

impl TokenScope {
    pub fn parse(scope: &str) -> Option<Self> {
        match scope {
            "consent.create" => Some(Self::ConsentCreate),
            "debt.unsecured.presentation" => Some(Self::Debt(Purpose::Presentation)),
            "debt.unsecured.processing" => Some(Self::Debt(Purpose::Processing)),
            "client.access.consent.events" => Some(Self::ConsentEvents),
            _ => None,
        }
    }

    /// The audience a token for this scope must name (path of NoGi's API).
    pub fn audience_path(self) -> &'static str {
        match self {
            Self::Debt(_) => "/v1/debt",
            Self::ConsentCreate => "/v1/consent/agreement",
            Self::ConsentEvents => "/feed/v1/consent",
        }
    }
}

/// A code issued by the consent page, redeemed once at the token endpoint.
#[derive(Debug, Clone)]
pub struct AuthCode {
    pub consent_id: String,
    pub redirect_uri: String,
    /// `openid` was the last scope asked for: the token answer carries an ID token.
    pub openid: bool,
    expires_at: DateTime<Utc>,
}

/// One entry of the consent feed (`/feed/v1/consent`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedEvent {
    pub sequence_nr: i64,
    pub event_id: String,
    pub consent_id: String,
    pub timestamp: DateTime<Utc>,
    /// `SAMTYKKE_OPPRETTET` or `SAMTYKKE_ARKIVERT`.
    pub created: bool,
    pub scope: String,
    pub external_consent_id: Option<String>,
}

/// A code lives this long (NoGi does not say; OAuth 2.0 recommends at most 10 minutes).
const CODE_LIFETIME_SECONDS: i64 = 60;
/// The feed keeps the last 7 days.
const FEED_DAYS: i64 = 7;

#[derive(Debug, Default)]
struct Inner {
    tokens: HashMap<String, (TokenScope, DateTime<Utc>)>,
    /// Auth-code tokens: the consent is in the token's context.
    consent_tokens: HashMap<String, (String, DateTime<Utc>)>,
    codes: HashMap<String, AuthCode>,
    feed: Vec<FeedEvent>,
    last_sequence_nr: i64,
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

pub(crate) fn random_id() -> String {
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
        Self::record(&mut inner, &consent, true, now);
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
        let now = self.clock.now();
        match inner.consents.iter_mut().find(|c| c.id == id) {
            Some(consent) => {
                let newly = !consent.revoked;
                consent.revoked = true;
                let consent = consent.clone();
                if newly {
                    Self::record(&mut inner, &consent, false, now);
                }
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

    /// Uses the consent of an auth-code token for its own purpose.
    pub fn use_consent_in_context(&self, id: &str) -> Option<(Consent, Vec<CreditorLoan>)> {
        let purpose = self.consent(id)?.purpose;
        self.use_consent(id, purpose)
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

    /// Sequence numbers grow but are not contiguous, as NoGi warns.
    fn record(inner: &mut Inner, consent: &Consent, created: bool, now: DateTime<Utc>) {
        inner.last_sequence_nr += 1 + i64::from(rand::rng().next_u32() % 7);
        let event = FeedEvent {
            sequence_nr: inner.last_sequence_nr,
            event_id: random_id(),
            consent_id: consent.id.clone(),
            timestamp: now,
            created,
            scope: consent.scope.clone(),
            external_consent_id: consent.client_consent_id.clone(),
        };
        // NoGi keeps a week of events; so does the simulator, rather than everything it ever saw.
        let oldest = now - TimeDelta::days(FEED_DAYS);
        inner.feed.retain(|kept| kept.timestamp >= oldest);
        inner.feed.push(event);
    }

    /// Events from `from` (inclusive), at most `limit`, of the last 7 days.
    pub fn feed(&self, from: i64, limit: usize) -> Vec<FeedEvent> {
        let oldest = self.clock.now() - TimeDelta::days(FEED_DAYS);
        self.lock()
            .feed
            .iter()
            .filter(|e| e.sequence_nr >= from && e.timestamp >= oldest)
            .take(limit)
            .cloned()
            .collect()
    }

    /// The first and last sequence numbers the feed still holds.
    pub fn feed_bounds(&self) -> (i64, i64) {
        let kept = self.feed(0, usize::MAX);
        match (kept.first(), kept.last()) {
            (Some(first), Some(last)) => (first.sequence_nr, last.sequence_nr),
            _ => {
                let last = self.lock().last_sequence_nr;
                (last, last)
            }
        }
    }

    /// The consent page's code for a consent just given.
    pub fn issue_code(&self, consent_id: &str, redirect_uri: &str, openid: bool) -> String {
        let code = random_id();
        let expires_at = self.clock.now() + TimeDelta::seconds(CODE_LIFETIME_SECONDS);
        self.lock().codes.insert(
            code.clone(),
            AuthCode {
                consent_id: consent_id.to_owned(),
                redirect_uri: redirect_uri.to_owned(),
                openid,
                expires_at,
            },
        );
        code
    }

    /// Spends a code; `None` when unknown, expired, spent or sent with another redirect URI.
    pub fn redeem_code(&self, code: &str, redirect_uri: &str) -> Option<AuthCode> {
        let now = self.clock.now();
        let found = self.lock().codes.remove(code)?;
        (found.redirect_uri == redirect_uri && now < found.expires_at).then_some(found)
    }

    pub fn issue_consent_token(&self, consent_id: &str) -> (String, i64) {
        let token = random_id();
        let lifetime = self.settings.token_lifetime_seconds;
        let expires = self.clock.now() + TimeDelta::seconds(lifetime);
        self.lock()
            .consent_tokens
            .insert(token.clone(), (consent_id.to_owned(), expires));
        (token, lifetime)
    }

    /// The consent in a live auth-code token's context.
    pub fn token_consent(&self, token: &str) -> Option<String> {
        let now = self.clock.now();
        self.lock()
            .consent_tokens
            .get(token)
            .filter(|(_, expires)| now < *expires)
            .map(|(consent, _)| consent.clone())
    }
}
