//! Routing keys of the events kdlt publishes (`zrm.kdlt.v1` event messages), written to the
//! outbox in the transaction of the change they announce.

use diesel_async::AsyncPgConnection;
use prost::Message;
use zrm_platform::outbox;

use crate::error::KdltError;

pub const CUSTOMER_CREATED: &str = "kdlt.customer.created";
pub const CUSTOMER_UPDATED: &str = "kdlt.customer.updated";
pub const CUSTOMER_BLOCKED: &str = "kdlt.customer.blocked";
pub const CUSTOMER_ANONYMIZED: &str = "kdlt.customer.anonymized";
pub const CHECK_COMPLETED: &str = "kdlt.check.completed";
pub const CONSENT_CHANGED: &str = "kdlt.consent.changed";

/// Writes the event to the outbox; call inside the change's transaction, and wake the relay
/// after the commit.
pub async fn enqueue<M: Message>(
    conn: &mut AsyncPgConnection,
    event_type: &str,
    event: &M,
) -> Result<(), KdltError> {
    outbox::enqueue(conn, event_type, event)
        .await
        .map(drop)
        .map_err(|error| KdltError::Storage(error.into()))
}
