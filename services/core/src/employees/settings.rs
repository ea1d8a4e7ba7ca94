//! An employee's own settings (the back office's settings drawer), kept across devices: one row
//! per employee in `employee_settings`, the language on `employees` (mails use it too).

use chrono::Utc;
use diesel_async::AsyncConnection;
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::i18n::Language;
use crate::state::pooled;

use super::settings_storage::{self, SettingsChangeRow, SettingsRow};
use super::storage;

pub const SHARE_NAME_CONSENTS: [&str; 3] = ["NO_CONSENT", "INITIALS_ONLY", "FULL_NAMES"];
pub const THEMES: [&str; 3] = ["system", "light", "dark"];
pub const CALENDAR_VIEWS: [&str; 3] = ["dayGridMonth", "appViewWeek", "appViewDay"];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmployeeSettings {
    pub share_name_consent: String,
    pub theme: String,
    pub default_calendar_view: String,
    pub compact: bool,
    pub debug: bool,
    /// The chosen coordinate; empty: the first of the employee's list.
    pub zoordinate: String,
    pub language: Language,
}

/// The fields a save sets; `None` keeps the stored value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub share_name_consent: Option<String>,
    pub theme: Option<String>,
    pub default_calendar_view: Option<String>,
    pub compact: Option<bool>,
    pub debug: Option<bool>,
    pub zoordinate: Option<String>,
    pub language: Option<Language>,
}

/// `value` if it is one of `allowed`, else a validation error naming `field` and the choices.
pub fn one_of(
    field: &'static str,
    value: Option<String>,
    allowed: &[&str],
) -> Result<Option<String>, CoreError> {
    match value {
        Some(value) if !allowed.contains(&value.as_str()) => Err(CoreError::invalid(
            field,
            format!("Must be one of {}", allowed.join(", ")),
        )),
        other => Ok(other),
    }
}

impl SettingsChange {
    fn row(&self) -> SettingsChangeRow<'_> {
        SettingsChangeRow {
            share_name_consent: self.share_name_consent.as_deref(),
            theme: self.theme.as_deref(),
            default_calendar_view: self.default_calendar_view.as_deref(),
            compact: self.compact,
            debug: self.debug,
            zoordinate: self.zoordinate.as_deref(),
            updated_at: Utc::now(),
        }
    }
}

fn settings_of(row: Option<SettingsRow>, language: Language) -> EmployeeSettings {
    let row = row.unwrap_or_default();
    EmployeeSettings {
        share_name_consent: row.share_name_consent,
        theme: row.theme,
        default_calendar_view: row.default_calendar_view,
        compact: row.compact,
        debug: row.debug,
        zoordinate: row.zoordinate,
        language,
    }
}

pub async fn do_get_settings(pool: &DbPool, user_id: Uuid) -> Result<EmployeeSettings, CoreError> {
    let mut conn = pooled(pool).await?;
    let employee = storage::find_employee_by_user_id(&mut conn, user_id)
        .await?
        .ok_or(CoreError::EmployeeNotFound)?;
    let row = settings_storage::find_settings_by_user_id(&mut conn, user_id).await?;
    Ok(settings_of(row, Language::or_english(&employee.language)))
}

/// Saves the change; a coordinate must be one of the employee's own (or empty for the first):
/// any other is refused as not held, whatever its shape.
pub async fn do_save_settings(
    pool: &DbPool,
    user_id: Uuid,
    change: SettingsChange,
) -> Result<EmployeeSettings, CoreError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        let employee = storage::find_employee_by_user_id(conn, user_id)
            .await?
            .ok_or(CoreError::EmployeeNotFound)?;
        if let Some(code) = change.zoordinate.as_deref()
            && !code.is_empty()
            && !employee.zoordinates.iter().any(|own| own == code)
        {
            return Err(CoreError::CoordinateNotHeld(code.to_owned()));
        }
        let language = match change.language {
            Some(language) => {
                storage::update_employee_language_by_user_id(conn, user_id, language.code())
                    .await?;
                language
            }
            None => Language::or_english(&employee.language),
        };
        let row =
            settings_storage::upsert_settings_by_user_id(conn, user_id, &change.row()).await?;
        Ok(settings_of(Some(row), language))
    })
    .await
}
