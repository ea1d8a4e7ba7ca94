//! A Norwegian customer's debt-register data, shared through Norsk Gjeldsinformasjon's regular
//! consent: the customer gives the consent on NoGi's page and comes back with a code, which
//! [`flow`] exchanges for the debt; the consent and the last data fetched are stored, the data
//! only as long as it is needed ([`job`] deletes it after the retention and follows NoGi's consent
//! feed).

pub mod flow;
pub mod grpc;
pub mod job;
pub mod loans;
pub mod storage;

use chrono::{DateTime, Duration, Utc};

pub use loans::{DebtLoan, LoanType};

/// A consent older than this is stale: the customer is asked for a new one (spec: 90 days). The
/// consents we ask NoGi for last as long.
pub const CONSENT_LIMIT_DAYS: u32 = 90;
/// Data verified within this many days is recent.
pub const RECENT_DATA_DAYS: i64 = 10;
/// The data is deleted this long after it was fetched at the latest (NoGi's terms: stored no
/// longer than needed, at most three months).
pub const RETENTION_DAYS: i64 = 90;

/// The consent NoGi holds for us.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegisterConsent {
    pub customer_id: i64,
    pub provider_consent_id: String,
    pub given_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub active: bool,
    pub checked_at: DateTime<Utc>,
}

/// The debt as NoGi last reported it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DebtData {
    pub customer_id: i64,
    pub verified_at: DateTime<Utc>,
    pub delete_after: DateTime<Utc>,
    pub creditors_answered: u32,
    pub creditors_missing: u32,
    pub loans: Vec<DebtLoan>,
}

/// What the customer's page shows: the consent, the data and the flags derived from them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DebtRegisterView {
    pub consent: Option<RegisterConsent>,
    pub data: Option<DebtData>,
    pub has_consent: bool,
    pub old_consent: bool,
    pub recent_data: bool,
}

impl DebtRegisterView {
    pub fn at(
        consent: Option<RegisterConsent>,
        data: Option<DebtData>,
        now: DateTime<Utc>,
    ) -> Self {
        let has_consent = consent
            .as_ref()
            .is_some_and(|consent| consent.active && consent.expires_at > now);
        let old_consent = consent.as_ref().is_some_and(|consent| {
            consent.given_at + Duration::days(i64::from(CONSENT_LIMIT_DAYS)) < now
        });
        let recent_data = data
            .as_ref()
            .is_some_and(|data| data.verified_at + Duration::days(RECENT_DATA_DAYS) >= now);
        Self {
            consent,
            data,
            has_consent,
            old_consent,
            recent_data,
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn consent(given_days_ago: i64, expires_in_days: i64, active: bool) -> RegisterConsent {
        let now = Utc::now();
        RegisterConsent {
            customer_id: 1,
            provider_consent_id: "c-1".into(),
            given_at: now - Duration::days(given_days_ago),
            expires_at: now + Duration::days(expires_in_days),
            active,
            checked_at: now,
        }
    }

    fn data(verified_days_ago: i64) -> DebtData {
        let verified_at = Utc::now() - Duration::days(verified_days_ago);
        DebtData {
            customer_id: 1,
            verified_at,
            delete_after: verified_at + Duration::days(RETENTION_DAYS),
            creditors_answered: 3,
            creditors_missing: 0,
            loans: Vec::new(),
        }
    }

    #[test]
    fn the_flags_follow_the_consent_limit_and_the_recent_window() {
        let now = Utc::now();
        let fresh = DebtRegisterView::at(Some(consent(1, 89, true)), Some(data(2)), now);
        assert!(fresh.has_consent && !fresh.old_consent && fresh.recent_data);

        let stale = DebtRegisterView::at(Some(consent(91, 30, true)), Some(data(11)), now);
        assert!(stale.has_consent && stale.old_consent && !stale.recent_data);

        let expired = DebtRegisterView::at(Some(consent(10, -1, true)), None, now);
        assert!(!expired.has_consent);
        let revoked = DebtRegisterView::at(Some(consent(10, 80, false)), None, now);
        assert!(!revoked.has_consent);

        let none = DebtRegisterView::at(None, None, now);
        assert!(!none.has_consent && !none.old_consent && !none.recent_data);
    }
}
