//! Reading and changing a customer's consents. A change, its audit rows (one per consent that
//! changed, old and new value) and its event commit together.

use chrono::{DateTime, Utc};
use diesel_async::{AsyncConnection, AsyncPgConnection};
use zrm_domain::Country;
use zrm_proto::kdlt::v1::ConsentChanged;

use super::storage::{ConsentsRow, find_consents, upsert_consents};
use super::{ConsentChanges, Consents};
use crate::customers::model::Actor;
use crate::customers::register::{audit_views, lock_changeable};
use crate::customers::rows::{AuditAction, NewAuditRow};
use crate::customers::storage::{find_customer_by_customer_id, insert_audit_rows};
use crate::error::KdltError;
use crate::events::{self, CONSENT_CHANGED};
use crate::state::{KdltState, pooled};

pub async fn get_consents(
    state: &KdltState,
    customer_id: i64,
    viewer: Option<&Actor>,
) -> Result<Consents, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    find_customer_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))?;
    let consents = find_consents(&mut conn, customer_id)
        .await?
        .unwrap_or_else(|| Consents::withheld(customer_id));
    audit_views(&mut conn, &[customer_id], viewer).await?;
    Ok(consents)
}

/// One consent's change: its name, old and new value as the audit shows them.
type Change = (&'static str, String, String);

fn flag(name: &'static str, current: &mut bool, asked: Option<bool>, changes: &mut Vec<Change>) {
    if let Some(value) = asked.filter(|value| value != current) {
        changes.push((name, current.to_string(), value.to_string()));
        *current = value;
    }
}

fn time(at: Option<DateTime<Utc>>) -> String {
    at.map(|at| at.to_rfc3339()).unwrap_or_default()
}

/// The consents after the changes, and what changed; refuses what the rules do not allow.
pub fn apply(
    mut consents: Consents,
    country: Country,
    asked: &ConsentChanges,
    now: DateTime<Utc>,
) -> Result<(Consents, Vec<Change>), KdltError> {
    let mut changes = Vec::new();
    flag(
        "customer_club_marketing",
        &mut consents.customer_club_marketing,
        asked.customer_club_marketing,
        &mut changes,
    );
    flag(
        "email_marketing",
        &mut consents.email_marketing,
        asked.email_marketing,
        &mut changes,
    );
    flag(
        "sms_marketing",
        &mut consents.sms_marketing,
        asked.sms_marketing,
        &mut changes,
    );
    if asked.popup_dismissed {
        changes.push((
            "consents_popup_dismissed_at",
            time(consents.consents_popup_dismissed_at),
            time(Some(now)),
        ));
        consents.consents_popup_dismissed_at = Some(now);
    }
    if asked.debt_register_given == Some(true) && country != Country::No {
        return Err(KdltError::Precondition(
            "The debt-register consent is for Norwegian customers only",
        ));
    }
    let was_given = consents.debt_register_given;
    flag(
        "debt_register",
        &mut consents.debt_register_given,
        asked.debt_register_given,
        &mut changes,
    );
    if consents.debt_register_given && !was_given {
        consents.debt_register_given_at = Some(now);
        consents.debt_register_renewed_at = None;
    }
    if asked.debt_register_renewed {
        if !consents.debt_register_given {
            return Err(KdltError::Precondition(
                "No debt-register consent is given to renew",
            ));
        }
        changes.push((
            "debt_register_renewed_at",
            time(consents.debt_register_renewed_at),
            time(Some(now)),
        ));
        consents.debt_register_renewed_at = Some(now);
    }
    Ok((consents, changes))
}

pub async fn update_consents(
    state: &KdltState,
    customer_id: i64,
    asked: &ConsentChanges,
    actor: &Actor,
) -> Result<Consents, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let (consents, changed) = conn
        .transaction::<_, KdltError, _>(async |conn| {
            change_in(conn, customer_id, asked, actor).await
        })
        .await?;
    if changed {
        state.outbox.wake();
    }
    Ok(consents)
}

/// The change inside the caller's transaction (which wakes the outbox after committing when
/// this answers `true`): the consents as they then stand, and whether any changed.
pub async fn change_in(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
    asked: &ConsentChanges,
    actor: &Actor,
) -> Result<(Consents, bool), KdltError> {
    let customer = lock_changeable(conn, customer_id).await?;
    let country: Country = customer
        .country
        .parse()
        .map_err(|_| KdltError::Corrupt(format!("customer {customer_id}: country")))?;
    let current = find_consents(conn, customer_id)
        .await?
        .unwrap_or_else(|| Consents::withheld(customer_id));
    let now = Utc::now();
    let (next, changes) = apply(current.clone(), country, asked, now)?;
    if changes.is_empty() {
        return Ok((current, false));
    }
    let saved = upsert_consents(conn, &ConsentsRow::of(&next, now)).await?;
    let audit: Vec<NewAuditRow<'_>> = changes
        .iter()
        .map(|(name, old, new)| {
            NewAuditRow::of_field(
                customer_id,
                AuditAction::ConsentChanged,
                name,
                Some(old.as_str()),
                Some(new.as_str()),
                actor,
            )
        })
        .collect();
    insert_audit_rows(conn, &audit).await?;
    let event = ConsentChanged {
        customer_id: customer_id.to_string(),
        consents: changes
            .iter()
            .map(|(name, ..)| (*name).to_owned())
            .collect(),
    };
    events::enqueue(conn, CONSENT_CHANGED, &event).await?;
    Ok((saved, true))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn only_what_differs_is_a_change_and_the_debt_register_is_norwegian() {
        let now = Utc::now();
        let asked = ConsentChanges {
            email_marketing: Some(true),
            sms_marketing: Some(false),
            ..ConsentChanges::default()
        };
        let (consents, changes) = apply(Consents::withheld(1), Country::Se, &asked, now).unwrap();
        assert!(consents.email_marketing);
        assert_eq!(
            changes,
            vec![("email_marketing", "false".into(), "true".into())]
        );

        let give = ConsentChanges {
            debt_register_given: Some(true),
            ..ConsentChanges::default()
        };
        assert!(apply(Consents::withheld(1), Country::Se, &give, now).is_err());
        let (given, _) = apply(Consents::withheld(1), Country::No, &give, now).unwrap();
        assert_eq!(given.debt_register_given_at, Some(now));

        let renew = ConsentChanges {
            debt_register_renewed: true,
            ..ConsentChanges::default()
        };
        assert!(apply(Consents::withheld(1), Country::No, &renew, now).is_err());
        let (renewed, changes) = apply(given, Country::No, &renew, now).unwrap();
        assert_eq!(renewed.debt_register_renewed_at, Some(now));
        assert_eq!(changes[0].0, "debt_register_renewed_at");
    }
}
