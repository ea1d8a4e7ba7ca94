//! `[sms]`: the 46elks account (`[sms.provider]`), the sender customers see, and how the
//! dispatcher retries.

use std::time::Duration;

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};
use zrm_providers::elks46::Elks46Config;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SmsSettings {
    pub provider: Elks46Config,
    /// The sender: an E.164 number (customers can answer) or a name of 1 to 11 letters and
    /// digits.
    pub from: String,
    /// Where 46elks posts delivery reports (the gateway's webhook, credentials in the URL);
    /// empty: no reports are asked for.
    pub delivery_report_url: String,
    /// Hand-overs before a message is given up as failed.
    pub max_attempts: u32,
    /// The first retry's wait; each next one waits twice as long, up to `retry_max_ms`.
    pub retry_base_ms: u64,
    pub retry_max_ms: u64,
    /// How long a claimed message stays the claimer's before another dispatcher may retry it
    /// (a process that died mid-send).
    pub claim_ms: u64,
    /// Messages one dispatcher round claims.
    pub batch_size: u32,
    /// How often the dispatcher looks for retries that fell due.
    pub poll_ms: u64,
    /// Outgoing SMS one number may be sent in an hour; one more is refused.
    pub max_per_recipient_per_hour: u32,
}

impl SmsSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        let provider = &self.provider;
        scope.require_url(
            &format!("{section}.provider.base_url"),
            &provider.base_url,
            &["http", "https"],
        )?;
        scope.require_non_empty(&format!("{section}.provider.username"), &provider.username)?;
        scope.require_non_empty(&format!("{section}.provider.password"), &provider.password)?;
        if !is_sender(&self.from) {
            return Err(scope.invalid(
                &format!("{section}.from"),
                "an E.164 number (+46…) or a name of 1 to 11 letters and digits",
            ));
        }
        if !self.delivery_report_url.is_empty() {
            scope.require_url(
                &format!("{section}.delivery_report_url"),
                &self.delivery_report_url,
                &["http", "https"],
            )?;
        }
        scope.require_range(
            &format!("{section}.max_per_recipient_per_hour"),
            self.max_per_recipient_per_hour,
            1,
            1_000,
        )?;
        scope.require_range(&format!("{section}.max_attempts"), self.max_attempts, 1, 50)?;
        scope.require_range(
            &format!("{section}.retry_base_ms"),
            self.retry_base_ms,
            10,
            600_000,
        )?;
        scope.require_range(
            &format!("{section}.retry_max_ms"),
            self.retry_max_ms,
            self.retry_base_ms,
            86_400_000,
        )?;
        scope.require_range(
            &format!("{section}.claim_ms"),
            self.claim_ms,
            1_000,
            3_600_000,
        )?;
        scope.require_range(&format!("{section}.batch_size"), self.batch_size, 1, 1_000)?;
        scope.require_range(&format!("{section}.poll_ms"), self.poll_ms, 10, 60_000)
    }

    /// The wait before hand-over number `attempt + 1`, after `attempt` failed ones (from 1).
    pub fn backoff(&self, attempt: u32) -> Duration {
        let doubled = self
            .retry_base_ms
            .saturating_mul(1u64 << attempt.saturating_sub(1).min(30));
        Duration::from_millis(doubled.min(self.retry_max_ms))
    }
}

fn is_sender(from: &str) -> bool {
    match from.strip_prefix('+') {
        Some(digits) => {
            (7..=15).contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_digit())
        }
        // A name needs a letter: digits alone would be a number without its country code.
        None => {
            (1..=11).contains(&from.len())
                && from.chars().all(|c| c.is_ascii_alphanumeric())
                && from.chars().any(|c| c.is_ascii_alphabetic())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sender_is_a_number_or_a_short_name() {
        assert!(is_sender("+46766861004"));
        assert!(is_sender("ZRM"));
        assert!(!is_sender("ZRM Finance AB"));
        assert!(!is_sender("+46-76"));
        assert!(!is_sender("46766861004"));
        assert!(!is_sender(""));
    }
}
