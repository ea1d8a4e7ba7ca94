//! The customer's side of the debt register: begin the consent on NoGi's page, complete it with
//! the code NoGi sends back, read, renew the data, check the consent, withdraw. NoGi is asked with
//! no database connection held; what it answered then commits with its audit row and, where the
//! customer's consent changes, the consent's change and event.

use chrono::{DateTime, Duration, Utc};
use diesel_async::{AsyncConnection, AsyncPgConnection};
use zrm_domain::Country;
use zrm_providers::ProviderError;
use zrm_providers::debt_register::{ConsentPurpose, DebtInformation, DebtRegister};

use super::storage;
use super::{CONSENT_LIMIT_DAYS, DebtData, DebtRegisterView, RETENTION_DAYS, RegisterConsent};
use crate::consents::ConsentChanges;
use crate::consents::change::change_in;
use crate::consents::storage::find_consents;
use crate::customers::model::{Actor, Customer};
use crate::customers::register::audit_views;
use crate::customers::rows::{AuditAction, NewAuditRow};
use crate::customers::storage::{find_customer_by_customer_id, insert_audit_rows};
use crate::error::KdltError;
use crate::state::{KdltState, pooled};

/// The consents we hold are for showing the customer their debt and making offers from it.
const PURPOSE: ConsentPurpose = ConsentPurpose::Presentation;
const PROVIDER: &str = "The debt register";
/// The audit's field of a fetch of the data.
const AUDIT_FIELD: &str = "debt_register_data";

const NO_CONSENT: &str = "No active debt-register consent: give one first";
const CONSENT_ENDED: &str =
    "The debt register no longer honours the consent (expired or withdrawn): give a new one";

fn provider(error: ProviderError) -> KdltError {
    KdltError::Provider {
        provider: PROVIDER,
        source: Box::new(error),
    }
}

/// NoGi's answer that the consent is spent, expired or revoked.
fn consent_refused(error: &ProviderError) -> bool {
    matches!(
        error,
        ProviderError::NorskGjeld {
            status: 403 | 404,
            ..
        }
    )
}

/// The customer, when the debt register may be used for them.
async fn norwegian_customer(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> Result<Customer, KdltError> {
    let customer: Customer = find_customer_by_customer_id(conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))?
        .try_into()?;
    if customer.erased_at.is_some() {
        return Err(KdltError::CustomerErased(customer_id));
    }
    if customer.country != Country::No {
        return Err(KdltError::Precondition(
            "The debt register holds Norwegian customers only",
        ));
    }
    Ok(customer)
}

async fn view_of(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> Result<DebtRegisterView, KdltError> {
    let consent = storage::find_consent(conn, customer_id).await?;
    let data = storage::find_data(conn, customer_id).await?;
    Ok(DebtRegisterView::at(consent, data, Utc::now()))
}

fn checked_redirect_uri(raw: &str) -> Result<&str, KdltError> {
    let uri = raw.trim();
    let absolute = (uri.starts_with("https://") || uri.starts_with("http://"))
        && uri.len() <= 2048
        && !uri.contains(char::is_whitespace);
    if absolute {
        Ok(uri)
    } else {
        Err(KdltError::invalid(
            "redirect_uri",
            "Must be an absolute http(s) URL",
        ))
    }
}

/// NoGi's consent page for the customer, coming back to `redirect_uri` with `state`.
pub async fn begin(
    state: &KdltState,
    customer_id: i64,
    state_token: &str,
    redirect_uri: &str,
) -> Result<String, KdltError> {
    let redirect_uri = checked_redirect_uri(redirect_uri)?;
    let state_token = state_token.trim();
    if state_token.is_empty() || state_token.len() > 256 {
        return Err(KdltError::invalid("state", "Must be 1 to 256 characters"));
    }
    let mut conn = pooled(&state.pool).await?;
    norwegian_customer(&mut conn, customer_id).await?;
    Ok(state.providers.debt_register.consent_page_url(
        PURPOSE,
        Some(CONSENT_LIMIT_DAYS),
        state_token,
        redirect_uri,
    ))
}

fn data_of(customer_id: i64, debt: &DebtInformation, now: DateTime<Utc>) -> DebtData {
    DebtData {
        customer_id,
        verified_at: now,
        delete_after: now + Duration::days(RETENTION_DAYS),
        creditors_answered: debt.number_of_creditors_answered,
        creditors_missing: debt.number_of_creditors_missing,
        loans: super::loans::of(debt),
    }
}

/// Stores a fetch of the data with its audit row (inside the caller's transaction).
async fn store_data(
    conn: &mut AsyncPgConnection,
    data: &DebtData,
    actor: &Actor,
) -> Result<(), KdltError> {
    storage::upsert_data(conn, data).await?;
    let outcome = if data.loans.is_empty() {
        "no_debt"
    } else {
        "debt_found"
    };
    insert_audit_rows(
        conn,
        &[NewAuditRow::of_field(
            data.customer_id,
            AuditAction::CheckRun,
            AUDIT_FIELD,
            None,
            Some(outcome),
            actor,
        )],
    )
    .await?;
    Ok(())
}

fn digits(pni: &str) -> String {
    pni.chars().filter(char::is_ascii_digit).collect()
}

/// Exchanges NoGi's code, makes sure the person who consented is the customer, fetches the debt
/// and stores the consent and the data; the customer's debt-register consent is then given (or
/// renewed, when one was given before).
pub async fn complete(
    state: &KdltState,
    customer_id: i64,
    code: &str,
    redirect_uri: &str,
    actor: &Actor,
) -> Result<DebtRegisterView, KdltError> {
    let code = code.trim();
    if code.is_empty() || code.len() > 512 {
        return Err(KdltError::invalid("code", "Must be 1 to 512 characters"));
    }
    let redirect_uri = checked_redirect_uri(redirect_uri)?;
    let customer = {
        let mut conn = pooled(&state.pool).await?;
        norwegian_customer(&mut conn, customer_id).await?
    };
    let nogi = &state.providers.debt_register;
    let consent = match nogi.exchange_code(code, redirect_uri).await {
        Ok(consent) => consent,
        Err(ProviderError::NorskGjeld { status: 400, .. }) => {
            return Err(KdltError::invalid(
                "code",
                "The consent's code is unknown, expired or already used: give the consent again",
            ));
        }
        Err(error) => return Err(provider(error)),
    };
    if digits(&consent.pid) != digits(&customer.pni) {
        // Someone else logged in at NoGi: their consent is of no use to us and is given back.
        if let Err(error) = nogi.revoke(&consent.consent_id, PURPOSE).await {
            tracing::warn!(%error, "revoking another person's debt-register consent failed");
        }
        return Err(KdltError::NotTheCustomer);
    }
    let debt = nogi
        .debt_in_context(&consent.access_token)
        .await
        .map_err(provider)?;
    let now = Utc::now();
    let expires_at = debt
        .consent
        .as_ref()
        .and_then(|given| DateTime::from_timestamp(given.exp, 0))
        .unwrap_or_else(|| now + Duration::days(i64::from(CONSENT_LIMIT_DAYS)));
    let stored = RegisterConsent {
        customer_id,
        provider_consent_id: consent.consent_id.clone(),
        given_at: now,
        expires_at,
        active: true,
        checked_at: now,
    };
    let data = data_of(customer_id, &debt, now);
    let mut conn = pooled(&state.pool).await?;
    let (view, replaced) = conn
        .transaction::<_, KdltError, _>(async |conn| {
            let earlier = storage::find_consent(conn, customer_id).await?;
            let given_before = find_consents(conn, customer_id)
                .await?
                .is_some_and(|consents| consents.debt_register_given);
            let asked = if given_before {
                ConsentChanges {
                    debt_register_renewed: true,
                    ..ConsentChanges::default()
                }
            } else {
                ConsentChanges {
                    debt_register_given: Some(true),
                    ..ConsentChanges::default()
                }
            };
            change_in(conn, customer_id, &asked, actor).await?;
            storage::upsert_consent(conn, &stored).await?;
            store_data(conn, &data, actor).await?;
            let replaced = earlier.filter(|earlier| {
                earlier.active && earlier.provider_consent_id != consent.consent_id
            });
            Ok((view_of(conn, customer_id).await?, replaced))
        })
        .await?;
    state.outbox.wake();
    if let Some(replaced) = replaced {
        // The new consent supersedes the old: NoGi is told, so only one stays active.
        if let Err(error) = nogi.revoke(&replaced.provider_consent_id, PURPOSE).await {
            tracing::warn!(%error, "revoking the replaced debt-register consent failed");
        }
    }
    Ok(view)
}

pub async fn get(
    state: &KdltState,
    customer_id: i64,
    viewer: Option<&Actor>,
) -> Result<DebtRegisterView, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    norwegian_customer(&mut conn, customer_id).await?;
    let view = view_of(&mut conn, customer_id).await?;
    audit_views(&mut conn, &[customer_id], viewer).await?;
    Ok(view)
}

/// The stored consent, when it is active and unexpired.
async fn active_consent(state: &KdltState, customer_id: i64) -> Result<RegisterConsent, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    norwegian_customer(&mut conn, customer_id).await?;
    let view = view_of(&mut conn, customer_id).await?;
    match view.consent {
        Some(consent) if view.has_consent => Ok(consent),
        _ => Err(KdltError::Precondition(NO_CONSENT)),
    }
}

async fn mark_inactive(state: &KdltState, customer_id: i64) -> Result<(), KdltError> {
    let mut conn = pooled(&state.pool).await?;
    storage::set_consent_state(&mut conn, customer_id, false, None, Utc::now()).await?;
    Ok(())
}

/// Fetches the debt again under the stored consent.
pub async fn renew(
    state: &KdltState,
    customer_id: i64,
    actor: &Actor,
) -> Result<DebtRegisterView, KdltError> {
    let consent = active_consent(state, customer_id).await?;
    let debt = match state
        .providers
        .debt_register
        .debt(&consent.provider_consent_id, PURPOSE)
        .await
    {
        Ok(debt) => debt,
        Err(error) if consent_refused(&error) => {
            mark_inactive(state, customer_id).await?;
            return Err(KdltError::Precondition(CONSENT_ENDED));
        }
        Err(error) => return Err(provider(error)),
    };
    let now = Utc::now();
    let data = data_of(customer_id, &debt, now);
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, KdltError, _>(async |conn| {
        storage::set_consent_state(conn, customer_id, true, None, now).await?;
        store_data(conn, &data, actor).await?;
        view_of(conn, customer_id).await
    })
    .await
}

/// Asks NoGi whether the stored consent still stands, and records the answer.
pub async fn check_consent(
    state: &KdltState,
    customer_id: i64,
) -> Result<DebtRegisterView, KdltError> {
    let consent = {
        let mut conn = pooled(&state.pool).await?;
        norwegian_customer(&mut conn, customer_id).await?;
        storage::find_consent(&mut conn, customer_id)
            .await?
            .ok_or(KdltError::Precondition(NO_CONSENT))?
    };
    let (active, expires_at) = match state
        .providers
        .debt_register
        .consent_status(&consent.provider_consent_id, PURPOSE)
        .await
    {
        Ok(status) => (status.active, Some(status.expires_at)),
        Err(error) if consent_refused(&error) => (false, None),
        Err(error) => return Err(provider(error)),
    };
    let mut conn = pooled(&state.pool).await?;
    storage::set_consent_state(&mut conn, customer_id, active, expires_at, Utc::now()).await?;
    view_of(&mut conn, customer_id).await
}

/// Revokes the consent at NoGi, deletes the consent and the data, and withdraws the customer's
/// debt-register consent. When NoGi cannot be reached nothing changes (the customer tries again).
pub async fn withdraw(
    state: &KdltState,
    customer_id: i64,
    actor: &Actor,
) -> Result<DebtRegisterView, KdltError> {
    let consent = {
        let mut conn = pooled(&state.pool).await?;
        norwegian_customer(&mut conn, customer_id).await?;
        storage::find_consent(&mut conn, customer_id).await?
    };
    if let Some(consent) = consent.filter(|consent| consent.active) {
        match state
            .providers
            .debt_register
            .revoke(&consent.provider_consent_id, PURPOSE)
            .await
        {
            Ok(()) => {}
            Err(error) if consent_refused(&error) => {}
            Err(error) => return Err(provider(error)),
        }
    }
    let mut conn = pooled(&state.pool).await?;
    let view = conn
        .transaction::<_, KdltError, _>(async |conn| {
            storage::delete_all(conn, customer_id).await?;
            let asked = ConsentChanges {
                debt_register_given: Some(false),
                ..ConsentChanges::default()
            };
            change_in(conn, customer_id, &asked, actor).await?;
            view_of(conn, customer_id).await
        })
        .await?;
    state.outbox.wake();
    Ok(view)
}
