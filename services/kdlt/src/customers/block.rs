//! Manual block and unblock of a customer, with a reason; and whether a customer may be
//! contacted. A block, its audit row and its `kdlt.customer.blocked` event commit together.

use chrono::Utc;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use zrm_proto::kdlt::v1::CustomerBlocked;

use super::model::{Actor, Customer};
use super::register::lock_changeable;
use super::rows::{AuditAction, CustomerRow, NewAuditRow};
use super::storage;
use crate::error::KdltError;
use crate::events::{self, CUSTOMER_BLOCKED};
use crate::schema::customers;
use crate::state::{KdltState, pooled};

/// The longest reason taken.
pub const MAX_REASON: usize = 500;

/// Blocks (`block`) or unblocks the customer; refused when that is already so.
pub async fn set_blocked(
    state: &KdltState,
    customer_id: i64,
    block: bool,
    reason: &str,
    actor: &Actor,
) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    let row = conn
        .transaction::<_, KdltError, _>(async |conn| {
            let current = lock_changeable(conn, customer_id).await?;
            match (block, current.blocked_at.is_some()) {
                (true, true) => {
                    return Err(KdltError::Precondition("The customer is already blocked"));
                }
                (false, false) => {
                    return Err(KdltError::Precondition("The customer is not blocked"));
                }
                _ => {}
            }
            let now = Utc::now();
            let (blocked_at, block_reason) = if block {
                (Some(now), Some(reason))
            } else {
                (None, None)
            };
            let row: CustomerRow = diesel::update(customers::table.find(customer_id))
                .set((
                    customers::blocked_at.eq(blocked_at),
                    customers::block_reason.eq(block_reason),
                    customers::updated_at.eq(now),
                ))
                .returning(CustomerRow::as_returning())
                .get_result(conn)
                .await?;
            let action = if block {
                AuditAction::Blocked
            } else {
                AuditAction::Unblocked
            };
            storage::insert_audit_rows(
                conn,
                &[NewAuditRow::of_field(
                    customer_id,
                    action,
                    "reason",
                    current.block_reason.as_deref(),
                    Some(reason),
                    actor,
                )],
            )
            .await?;
            let event = CustomerBlocked {
                customer_id: customer_id.to_string(),
                blocked: block,
                requested_by: actor.user_id.clone(),
            };
            events::enqueue(conn, CUSTOMER_BLOCKED, &event).await?;
            Ok(row)
        })
        .await?;
    state.outbox.wake();
    Customer::try_from(row)
}

/// The customer as the contact rules see them.
pub async fn blocks_checks(state: &KdltState, customer_id: i64) -> Result<Customer, KdltError> {
    let mut conn = pooled(&state.pool).await?;
    storage::find_customer_by_customer_id(&mut conn, customer_id)
        .await?
        .ok_or(KdltError::CustomerNotFound(customer_id))
        .and_then(Customer::try_from)
}
