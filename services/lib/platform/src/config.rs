//! Typed configuration: the service's defaults (a TOML text compiled in), then environment
//! variables `ZRM_<SERVICE>__SECTION__KEY`. Unknown keys are rejected (settings structs use
//! `#[serde(deny_unknown_fields)]`) and every value is validated at start; any error names the
//! environment variable to fix.

use serde::de::DeserializeOwned;

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{variable}: {reason}")]
    Invalid { variable: String, reason: String },
    #[error("{0}")]
    Source(String),
}

/// Names environment variables for the keys of one service's settings.
#[derive(Debug, Clone)]
pub struct Scope {
    prefix: String,
}

impl Scope {
    pub fn new(service: &str) -> Self {
        Self {
            prefix: format!("ZRM_{}", service.to_uppercase().replace('-', "_")),
        }
    }

    /// `database.url` → `ZRM_CORE__DATABASE__URL`.
    pub fn variable(&self, key: &str) -> String {
        let mut name = self.prefix.clone();
        for part in key.split('.') {
            name.push_str("__");
            name.push_str(&part.to_uppercase());
        }
        name
    }

    pub fn invalid(&self, key: &str, reason: impl Into<String>) -> ConfigError {
        ConfigError::Invalid {
            variable: self.variable(key),
            reason: reason.into(),
        }
    }

    pub fn require_non_empty(&self, key: &str, value: &str) -> Result<(), ConfigError> {
        if value.trim().is_empty() {
            return Err(self.invalid(key, "must not be empty"));
        }
        Ok(())
    }

    pub fn require_url(&self, key: &str, value: &str, schemes: &[&str]) -> Result<(), ConfigError> {
        let scheme = value.split_once("://").map(|(scheme, _)| scheme);
        match scheme {
            Some(scheme) if schemes.contains(&scheme) => Ok(()),
            Some(_) | None => Err(self.invalid(
                key,
                format!("must be a URL starting with {}://", schemes.join(":// or ")),
            )),
        }
    }

    pub fn require_range<T: PartialOrd + std::fmt::Display>(
        &self,
        key: &str,
        value: T,
        min: T,
        max: T,
    ) -> Result<(), ConfigError> {
        if value < min || value > max {
            return Err(self.invalid(key, format!("must be between {min} and {max}, got {value}")));
        }
        Ok(())
    }
}

/// Checks a loaded settings value beyond what its types say.
pub trait Validate {
    fn validate(&self, scope: &Scope) -> Result<(), ConfigError>;
}

/// Loads `T` from the defaults and the environment, then validates it.
pub fn load<T: DeserializeOwned + Validate>(
    service: &str,
    defaults_toml: &str,
) -> Result<T, ConfigError> {
    load_from(service, defaults_toml, std::env::vars())
}

/// As [`load`], with the environment given (for tests).
pub fn load_from<T, I>(service: &str, defaults_toml: &str, env: I) -> Result<T, ConfigError>
where
    T: DeserializeOwned + Validate,
    I: IntoIterator<Item = (String, String)>,
{
    let scope = Scope::new(service);
    let variables: std::collections::HashMap<String, String> = env
        .into_iter()
        .filter(|(name, _)| name.starts_with(&format!("{}__", scope.prefix)))
        .collect();
    let built = ::config::Config::builder()
        .add_source(::config::File::from_str(
            defaults_toml,
            ::config::FileFormat::Toml,
        ))
        .add_source(
            ::config::Environment::with_prefix(&scope.prefix)
                .prefix_separator("__")
                .separator("__")
                .try_parsing(true)
                .source(Some(variables)),
        )
        .build()
        .map_err(|error| describe(&scope, error))?;
    let settings: T = built
        .try_deserialize()
        .map_err(|error| describe(&scope, error))?;
    settings.validate(&scope)?;
    Ok(settings)
}

/// Loads the settings or stops the process with a message naming the variable (exit code 2).
pub fn load_or_exit<T: DeserializeOwned + Validate>(service: &str, defaults_toml: &str) -> T {
    match load(service, defaults_toml) {
        Ok(settings) => settings,
        Err(error) => {
            eprintln!("zrm-{service}: invalid configuration: {error}");
            std::process::exit(2);
        }
    }
}

// `config::ConfigError` is `#[non_exhaustive]`, so a catch-all arm is required.
#[allow(clippy::wildcard_enum_match_arm)]
fn describe(scope: &Scope, error: ::config::ConfigError) -> ConfigError {
    match error {
        ::config::ConfigError::Type {
            key: Some(key),
            unexpected,
            expected,
            ..
        } => scope.invalid(&key, format!("expected {expected}, got {unexpected}")),
        ::config::ConfigError::NotFound(key) => scope.invalid(&key, "is required"),
        ::config::ConfigError::Message(message) => ConfigError::Source(format!(
            "{message} (environment variables of this service start with {}__)",
            scope.prefix
        )),
        other => ConfigError::Source(other.to_string()),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Settings {
        database: Database,
    }

    #[derive(Debug, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Database {
        url: String,
        pool_size: u32,
    }

    impl Validate for Settings {
        fn validate(&self, scope: &Scope) -> Result<(), ConfigError> {
            scope.require_url("database.url", &self.database.url, &["postgres"])?;
            scope.require_range("database.pool_size", self.database.pool_size, 1, 100)
        }
    }

    const DEFAULTS: &str = "[database]\nurl = \"postgres://127.0.0.1/x\"\npool_size = 4\n";

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn defaults_are_overridden_by_environment() {
        let settings: Settings = load_from(
            "core",
            DEFAULTS,
            env(&[("ZRM_CORE__DATABASE__POOL_SIZE", "9")]),
        )
        .unwrap();
        assert_eq!(settings.database.pool_size, 9);
        assert_eq!(settings.database.url, "postgres://127.0.0.1/x");
    }

    #[test]
    fn other_services_variables_are_ignored() {
        let settings: Settings = load_from(
            "core",
            DEFAULTS,
            env(&[("ZRM_KDLT__DATABASE__POOL_SIZE", "9")]),
        )
        .unwrap();
        assert_eq!(settings.database.pool_size, 4);
    }

    #[test]
    fn invalid_value_names_the_variable() {
        let error = load_from::<Settings, _>(
            "core",
            DEFAULTS,
            env(&[("ZRM_CORE__DATABASE__URL", "mysql://x")]),
        )
        .unwrap_err()
        .to_string();
        assert!(error.starts_with("ZRM_CORE__DATABASE__URL:"), "{error}");
    }

    #[test]
    fn wrong_type_names_the_variable() {
        let error = load_from::<Settings, _>(
            "core",
            DEFAULTS,
            env(&[("ZRM_CORE__DATABASE__POOL_SIZE", "many")]),
        )
        .unwrap_err()
        .to_string();
        assert!(error.contains("ZRM_CORE__DATABASE__POOL_SIZE"), "{error}");
    }

    #[test]
    fn out_of_range_value_is_rejected() {
        let error = load_from::<Settings, _>(
            "core",
            DEFAULTS,
            env(&[("ZRM_CORE__DATABASE__POOL_SIZE", "0")]),
        )
        .unwrap_err()
        .to_string();
        assert!(
            error.contains("ZRM_CORE__DATABASE__POOL_SIZE: must be between 1 and 100"),
            "{error}"
        );
    }

    #[test]
    fn unknown_key_is_rejected() {
        let error = load_from::<Settings, _>(
            "core",
            DEFAULTS,
            env(&[("ZRM_CORE__DATABSE__URL", "postgres://y")]),
        )
        .unwrap_err()
        .to_string();
        assert!(error.contains("databse"), "{error}");
    }

    #[test]
    fn missing_value_is_reported() {
        let error = load_from::<Settings, _>("core", "[database]\npool_size = 2\n", env(&[]))
            .unwrap_err()
            .to_string();
        assert_eq!(error, "ZRM_CORE__DATABASE__URL: is required");
    }
}
