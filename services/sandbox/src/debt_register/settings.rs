//! `[debt_register]` settings: the client NoGi issued us and its token lifetime.

use serde::Deserialize;
use zrm_platform::config::{ConfigError, Scope};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DebtRegisterSettings {
    pub client_id: String,
    pub client_secret: String,
    /// NoGi answers `expires_in: 3599`.
    pub token_lifetime_seconds: i64,
    /// A consent without a duration is single-use and lives this long (NoGi: 10 minutes).
    pub single_use_minutes: i64,
}

impl DebtRegisterSettings {
    pub fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
        scope.require_non_empty("debt_register.client_id", &self.client_id)?;
        scope.require_non_empty("debt_register.client_secret", &self.client_secret)?;
        scope.require_range(
            "debt_register.token_lifetime_seconds",
            self.token_lifetime_seconds,
            10,
            86_400,
        )?;
        scope.require_range(
            "debt_register.single_use_minutes",
            self.single_use_minutes,
            1,
            1440,
        )
    }
}
