//! Queries on `employee_settings` (one row per employee, by primary key).

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use uuid::Uuid;

use crate::schema::employee_settings;

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = employee_settings, check_for_backend(diesel::pg::Pg))]
pub struct SettingsRow {
    pub share_name_consent: String,
    pub theme: String,
    pub default_calendar_view: String,
    pub compact: bool,
    pub debug: bool,
    pub zoordinate: String,
}

impl Default for SettingsRow {
    /// The column defaults of the migration: what an employee who never saved has.
    fn default() -> Self {
        Self {
            share_name_consent: "NO_CONSENT".to_owned(),
            theme: "system".to_owned(),
            default_calendar_view: "appViewWeek".to_owned(),
            compact: false,
            debug: false,
            zoordinate: String::new(),
        }
    }
}

/// The fields a save sets (`None`: left as stored, or the column default on the first save).
#[derive(Debug, Clone, Insertable, AsChangeset)]
#[diesel(table_name = employee_settings)]
pub struct SettingsChangeRow<'a> {
    pub share_name_consent: Option<&'a str>,
    pub theme: Option<&'a str>,
    pub default_calendar_view: Option<&'a str>,
    pub compact: Option<bool>,
    pub debug: Option<bool>,
    pub zoordinate: Option<&'a str>,
    pub updated_at: DateTime<Utc>,
}

pub async fn find_settings_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
) -> QueryResult<Option<SettingsRow>> {
    employee_settings::table
        .find(user_id)
        .select(SettingsRow::as_select())
        .first(conn)
        .await
        .optional()
}

/// Inserts the row or changes the set fields of the existing one: an unset field takes the
/// column default on insert and keeps the stored value on update (diesel leaves `None` out of
/// both the INSERT and the SET).
pub async fn upsert_settings_by_user_id(
    conn: &mut AsyncPgConnection,
    user_id: Uuid,
    change: &SettingsChangeRow<'_>,
) -> QueryResult<SettingsRow> {
    diesel::insert_into(employee_settings::table)
        .values((employee_settings::user_id.eq(user_id), change))
        .on_conflict(employee_settings::user_id)
        .do_update()
        .set(change)
        .returning(SettingsRow::as_returning())
        .get_result(conn)
        .await
}
