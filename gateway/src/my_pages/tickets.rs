//! A customer's sign-in in progress (a ticket), kept in Redis until it is exchanged for a
//! session or expires: the BankID order (Sweden) or the OpenID Connect login (Norway), where the
//! browser goes back to, and how far it got. Several gateway replicas answer the same ticket's
//! polls, so nothing of it lives in a process.

use redis::aio::ConnectionManager;
use serde::{Deserialize, Serialize};
use zrm_providers::oidc::PendingLogin;

use crate::error::GatewayError;
use crate::redis_keys::RedisKeys;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Ticket {
    /// `SE` or `NO`.
    pub country: String,
    pub callback_url: String,
    pub callback_fail_url: String,
    pub order: Order,
    pub progress: Progress,
    /// The employee opening the customer's pages, when this sign-in is an impersonation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub impersonator: Option<Impersonator>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Impersonator {
    pub user_id: String,
    pub name: String,
}

/// What the provider holds for this sign-in.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Order {
    BankIdSe {
        order_ref: String,
        qr_start_token: String,
        /// Secret: never leaves the gateway (the browser gets only the QR data of each second).
        qr_start_secret: String,
        /// Second 0 of the animated QR code (RFC 3339).
        started_at: chrono::DateTime<chrono::Utc>,
    },
    BankIdNo {
        login: PendingLogin,
    },
    /// No provider: an employee with ImpersonateCustomer opened the customer's pages.
    Impersonation,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Progress {
    /// Waiting for the customer; `hint_code` is BankID's last pending hint.
    Pending { hint_code: Option<String> },
    /// Identified: exchanged once for a session.
    Complete { person: Person },
    /// Ended without an identification; `hint_code` says why.
    Failed { hint_code: String },
}

/// The person the provider identified.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Person {
    /// Normalised: 12 digits (Sweden) or 11 (Norway).
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
}

impl std::fmt::Debug for Person {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Person").finish_non_exhaustive()
    }
}

#[derive(Clone)]
pub struct TicketStore {
    redis: ConnectionManager,
    keys: RedisKeys,
    ttl_secs: u64,
}

impl TicketStore {
    pub fn new(redis: ConnectionManager, keys: RedisKeys, ttl_secs: u64) -> Self {
        Self {
            redis,
            keys,
            ttl_secs,
        }
    }

    pub async fn create(&self, ticket_id: &str, ticket: &Ticket) -> Result<(), GatewayError> {
        let mut pipe = redis::pipe();
        pipe.cmd("SET")
            .arg(self.keys.my_pages_ticket(ticket_id))
            .arg(encode(ticket)?)
            .arg("EX")
            .arg(self.ttl_secs)
            .ignore();
        if let Order::BankIdNo { login } = &ticket.order {
            pipe.cmd("SET")
                .arg(self.keys.bankid_no_state(&login.state))
                .arg(ticket_id)
                .arg("EX")
                .arg(self.ttl_secs)
                .ignore();
        }
        let mut redis = self.redis.clone();
        pipe.query_async::<()>(&mut redis)
            .await
            .map_err(GatewayError::redis)
    }

    pub async fn get(&self, ticket_id: &str) -> Result<Option<Ticket>, GatewayError> {
        let mut redis = self.redis.clone();
        let stored: Option<String> = redis::cmd("GET")
            .arg(self.keys.my_pages_ticket(ticket_id))
            .query_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        stored.as_deref().map(decode).transpose()
    }

    /// Writes the ticket's progress, keeping its expiry; a ticket gone meanwhile stays gone.
    pub async fn update(&self, ticket_id: &str, ticket: &Ticket) -> Result<(), GatewayError> {
        let mut redis = self.redis.clone();
        redis::cmd("SET")
            .arg(self.keys.my_pages_ticket(ticket_id))
            .arg(encode(ticket)?)
            .arg("XX")
            .arg("KEEPTTL")
            .query_async::<()>(&mut redis)
            .await
            .map_err(GatewayError::redis)
    }

    /// Removes the ticket and answers it: of two callers, one gets it.
    pub async fn take(&self, ticket_id: &str) -> Result<Option<Ticket>, GatewayError> {
        let mut redis = self.redis.clone();
        let stored: Option<String> = redis::cmd("GETDEL")
            .arg(self.keys.my_pages_ticket(ticket_id))
            .query_async(&mut redis)
            .await
            .map_err(GatewayError::redis)?;
        stored.as_deref().map(decode).transpose()
    }

    /// The ticket a Norwegian login's `state` belongs to; each state is answered once.
    pub async fn take_state(&self, state: &str) -> Result<Option<String>, GatewayError> {
        let mut redis = self.redis.clone();
        redis::cmd("GETDEL")
            .arg(self.keys.bankid_no_state(state))
            .query_async(&mut redis)
            .await
            .map_err(GatewayError::redis)
    }
}

fn encode(ticket: &Ticket) -> Result<String, GatewayError> {
    serde_json::to_string(ticket).map_err(|error| GatewayError::Internal(error.to_string()))
}

fn decode(stored: &str) -> Result<Ticket, GatewayError> {
    serde_json::from_str(stored)
        .map_err(|error| GatewayError::Internal(format!("stored sign-in ticket: {error}")))
}
