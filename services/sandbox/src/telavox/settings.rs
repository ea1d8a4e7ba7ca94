//! `[telavox]` settings: how the simulated people on the line behave in time.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TelavoxSettings {
    /// A dialled number that answers does so this long after the dial.
    pub answer_after_seconds: i64,
    /// A call nobody answers stops ringing after this (incoming: missed).
    pub ring_timeout_seconds: i64,
}

impl TelavoxSettings {
    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_range(
            "telavox.answer_after_seconds",
            self.answer_after_seconds,
            0,
            3600,
        )?;
        scope.require_range(
            "telavox.ring_timeout_seconds",
            self.ring_timeout_seconds,
            self.answer_after_seconds.max(1),
            3600,
        )
    }
}
