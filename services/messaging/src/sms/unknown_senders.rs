//! Incoming SMS from numbers no customer is known for wait among the unknown senders until an
//! employee attaches the number to a customer; every waiting SMS of the number then joins that
//! customer's conversation.

use crate::error::MessagingError;
use crate::state::{MessagingState, pooled};

use super::storage;

pub async fn attach_unknown_sender(
    state: &MessagingState,
    phone_number: &str,
    customer_id: i64,
    attached_by: &str,
) -> Result<u32, MessagingError> {
    // Unknown to kdlt is NOT_FOUND before anything changes.
    state.customers.confirm_exists(customer_id).await?;
    let mut conn = pooled(&state.pool).await?;
    let attached = storage::attach_number_to_customer(&mut conn, phone_number, customer_id).await?;
    if attached == 0 {
        return Err(MessagingError::NotFound(
            "No SMS from this number waits for a customer",
        ));
    }
    tracing::info!(
        customer_id,
        attached,
        attached_by,
        "unknown sender attached"
    );
    Ok(u32::try_from(attached).unwrap_or(u32::MAX))
}
