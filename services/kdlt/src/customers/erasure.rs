//! Export (everything kdlt holds on a customer, as one JSON document, documents as metadata) and
//! erasure on request (personal data replaced, documents deleted; the audit keeps who erased and
//! when, with the personal values it held blanked; `kdlt.customer.anonymized` lets other services
//! follow).

use chrono::Utc;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use serde_json::{Value, json};
use zrm_proto::kdlt::v1::CustomerAnonymized;

use super::model::{Actor, Customer};
use super::register::lock_changeable;
use super::rows::{AuditAction, AuditRow, CustomerRow, NewAuditRow};
use super::storage;
use crate::checks::storage as checks;
use crate::consents::storage as consents;
use crate::documents::storage as documents;
use crate::error::KdltError;
use crate::events::{self, CUSTOMER_ANONYMIZED};
use crate::schema::{customer_audit, customer_checks, customer_consents, customers};
use crate::state::{KdltState, pooled};

/// The stored personal id of an erased customer: unique, and no personal id of any country.
fn erased_pni(customer_id: i64) -> String {
    format!("erased-{customer_id}")
}

/// Audit actions whose old and new values may hold personal data (a changed name, a block's
/// reason); the erasure blanks them.
const PERSONAL_VALUE_ACTIONS: [AuditAction; 3] = [
    AuditAction::Updated,
    AuditAction::Blocked,
    AuditAction::Unblocked,
];

pub async fn erase_customer(
    state: &KdltState,
    customer_id: i64,
    actor: &Actor,
) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let row = conn
        .transaction::<_, KdltError, _>(async |conn| {
            lock_changeable(conn, customer_id).await?;
            let now = Utc::now();
            let row: CustomerRow = diesel::update(customers::table.find(customer_id))
                .set((
                    customers::pni.eq(erased_pni(customer_id)),
                    customers::first_name.eq(""),
                    customers::last_name.eq(""),
                    customers::phone_number.eq(None::<String>),
                    customers::email.eq(None::<String>),
                    customers::user_id.eq(None::<String>),
                    customers::sverker_id.eq(None::<String>),
                    customers::block_reason.eq(None::<String>),
                    customers::blocked_at.eq(None::<chrono::DateTime<Utc>>),
                    customers::erased_at.eq(now),
                    customers::updated_at.eq(now),
                ))
                .returning(CustomerRow::as_returning())
                .get_result(conn)
                .await?;
            blank_personal_values(conn, customer_id).await?;
            // Consents end with the customer; the results of checks may name them.
            diesel::update(customer_consents::table.find(customer_id))
                .set((
                    customer_consents::customer_club_marketing.eq(false),
                    customer_consents::email_marketing.eq(false),
                    customer_consents::sms_marketing.eq(false),
                    customer_consents::debt_register_given.eq(false),
                    customer_consents::updated_at.eq(now),
                ))
                .execute(conn)
                .await?;
            documents::delete_documents_by_customer_id(conn, customer_id).await?;
            crate::debt_register::storage::delete_all(conn, customer_id).await?;
            diesel::update(
                customer_checks::table.filter(customer_checks::customer_id.eq(customer_id)),
            )
            .set(customer_checks::result.eq(json!({})))
            .execute(conn)
            .await?;
            storage::insert_audit_rows(
                conn,
                &[NewAuditRow::of(customer_id, AuditAction::Erased, actor)],
            )
            .await?;
            let event = CustomerAnonymized {
                customer_id: customer_id.to_string(),
            };
            events::enqueue(conn, CUSTOMER_ANONYMIZED, &event).await?;
            Ok(row)
        })
        .await?;
    state.outbox.wake();
    tracing::info!(customer_id, erased_by = %actor.user_id, "customer erased");
    Customer::try_from(row)
}

/// The audit is append-only; its trigger lets the erasure (and nothing else) blank values, in
/// this transaction only.
async fn blank_personal_values(
    conn: &mut AsyncPgConnection,
    customer_id: i64,
) -> Result<(), KdltError> {
    diesel::sql_query("SELECT set_config('zrm.erasing', 'on', true)")
        .execute(conn)
        .await?;
    let actions: Vec<&str> = PERSONAL_VALUE_ACTIONS.iter().map(|a| a.name()).collect();
    diesel::update(
        customer_audit::table
            .filter(customer_audit::customer_id.eq(customer_id))
            .filter(customer_audit::action.eq_any(actions)),
    )
    .set((
        customer_audit::old_value.eq(None::<String>),
        customer_audit::new_value.eq(None::<String>),
    ))
    .execute(conn)
    .await?;
    diesel::sql_query("SELECT set_config('zrm.erasing', 'off', true)")
        .execute(conn)
        .await?;
    Ok(())
}

/// Everything kdlt holds on the customer, the export itself audited first.
pub async fn export_customer(
    state: &KdltState,
    customer_id: i64,
    actor: &Actor,
) -> Result<String, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let document = conn
        .transaction::<_, KdltError, _>(async |conn| {
            let row = storage::find_customer_by_customer_id(conn, customer_id)
                .await?
                .ok_or(KdltError::CustomerNotFound(customer_id))?;
            storage::insert_audit_rows(
                conn,
                &[NewAuditRow::of(customer_id, AuditAction::Exported, actor)],
            )
            .await?;
            let consents = consents::find_consents(conn, customer_id).await?;
            let checks = checks::find_all_checks_by_customer_id(conn, customer_id).await?;
            let audit = storage::find_all_audit_rows_by_customer_id(conn, customer_id).await?;
            let files = documents::find_all_documents_by_customer_id(conn, customer_id).await?;
            Ok(json!({
                "exported_at": Utc::now(),
                "exported_by": actor.user_id,
                "customer": customer_json(Customer::try_from(row)?),
                "consents": consents.map(|c| c.to_json()),
                "checks": checks.into_iter().map(|c| c.to_json()).collect::<Vec<_>>(),
                "documents": files.iter().map(|d| json!({
                    "document_id": d.document_id,
                    "document_type": d.document_type,
                    "file_name": d.file_name,
                    "content_type": d.content_type,
                    "size_bytes": d.size_bytes,
                    "sha256": d.sha256,
                    "application_id": d.application_id,
                    "uploaded_by": d.uploaded_by,
                    "uploaded_at": d.uploaded_at,
                })).collect::<Vec<_>>(),
                "audit": audit.iter().map(audit_json).collect::<Vec<_>>(),
            }))
        })
        .await?;
    serde_json::to_string_pretty(&document)
        .map_err(|error| KdltError::Corrupt(format!("export of customer {customer_id}: {error}")))
}

fn customer_json(customer: Customer) -> Value {
    json!({
        "customer_id": customer.customer_id,
        "country": customer.country.code(),
        "pni": customer.pni,
        "first_name": customer.first_name,
        "last_name": customer.last_name,
        "phone_number": customer.phone_number,
        "email": customer.email,
        "user_id": customer.user_id,
        "sverker_id": customer.sverker_id,
        "created_at": customer.created_at,
        "updated_at": customer.updated_at,
        "blocked": customer.block.as_ref().map(|block| json!({
            "reason": block.reason,
            "blocked_at": block.blocked_at,
        })),
        "erased_at": customer.erased_at,
    })
}

fn audit_json(row: &AuditRow) -> Value {
    json!({
        "audit_id": row.audit_id,
        "action": row.action,
        "field": row.field,
        "old_value": row.old_value,
        "new_value": row.new_value,
        "actor": row.actor,
        "request_id": row.request_id,
        "at": row.at,
        "reason": row.reason,
    })
}
