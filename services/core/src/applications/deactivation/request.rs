//! Step one: asking for a deactivation. The request and its history entry commit together, under
//! the application's row lock, so two requests for one application queue and the second sees the
//! first.

use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_platform::db::DbPool;

use crate::applications::history;
use crate::applications::model::ApplicationStatus;
use crate::applications::options::DEACTIVATION_REASONS;
use crate::applications::storage as applications;
use crate::error::CoreError;
use crate::state::pooled;

use super::model::{DeactivationRequest, NewDeactivationRequest};
use super::rows::{NewDeactivationRow, request_from_row};
use super::storage;

/// At most this many characters in a note (the migration checks the same).
pub const MAX_NOTE_CHARS: usize = 2000;

/// The reason exactly as listed by `DeactivationReasons` (the gateway's document lists the values).
pub fn deactivation_reason(raw: &str) -> Result<&'static str, CoreError> {
    DEACTIVATION_REASONS
        .iter()
        .find(|choice| choice.value == raw)
        .map(|choice| choice.value)
        .ok_or_else(|| {
            let values: Vec<&str> = DEACTIVATION_REASONS.iter().map(|c| c.value).collect();
            CoreError::invalid("reason", format!("Must be one of {}", values.join(", ")))
        })
}

/// A note trimmed; empty is none; at most [`MAX_NOTE_CHARS`] characters.
pub fn optional_note(raw: &str) -> Result<Option<String>, CoreError> {
    let note = raw.trim();
    if note.chars().count() > MAX_NOTE_CHARS || note.contains('\0') {
        return Err(CoreError::invalid(
            "note",
            format!("Write at most {MAX_NOTE_CHARS} characters"),
        ));
    }
    Ok((!note.is_empty()).then(|| note.to_owned()))
}

pub async fn do_request_deactivation(
    pool: &DbPool,
    new: NewDeactivationRequest,
) -> Result<DeactivationRequest, CoreError> {
    let mut conn = pooled(pool).await?;
    conn.transaction::<_, CoreError, _>(async |conn| {
        let application =
            applications::find_application_by_application_id_for_update(conn, new.application_id)
                .await?
                .filter(|row| row.country == new.country.code())
                .ok_or(CoreError::ApplicationNotFound)?;
        if application.status == ApplicationStatus::Deactivated.as_str() {
            return Err(CoreError::ApplicationDeactivated);
        }
        if storage::find_pending_request_id_by_application_id(conn, new.application_id)
            .await?
            .is_some()
        {
            return Err(CoreError::DeactivationPending);
        }
        let row = storage::insert_request(
            conn,
            &NewDeactivationRow {
                application_id: new.application_id,
                reason: new.reason,
                note: new.note.as_deref(),
                requested_by: new.requested_by,
            },
        )
        .await?;
        history::record(
            conn,
            new.application_id,
            "deactivation_requested",
            new.requested_by.to_string(),
            json!({"request_id": row.request_id, "reason": new.reason, "note": new.note}),
        )
        .await?;
        request_from_row(row, &application.country)
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_must_be_one_of_the_list() {
        assert_eq!(deactivation_reason("duplicate").ok(), Some("duplicate"));
        assert!(deactivation_reason(" duplicate").is_err());
        let refused = deactivation_reason("bored")
            .err()
            .map(|error| error.to_string())
            .unwrap_or_default();
        assert!(refused.starts_with("reason: Must be one of customer_withdrew, declined_by_banks"));
    }

    #[test]
    fn a_note_is_trimmed_optional_and_bounded() {
        assert_eq!(optional_note("  ").ok(), Some(None));
        assert_eq!(
            optional_note(" Asked twice ").ok(),
            Some(Some("Asked twice".to_owned()))
        );
        assert!(optional_note(&"x".repeat(MAX_NOTE_CHARS + 1)).is_err());
    }
}
