//! Diesel rows of `customers` and `customer_audit`, and their conversions to the domain.

use std::fmt;

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use zrm_domain::Country;

use super::model::{Actor, Block, Customer, MASKED, NewCustomer};
use crate::error::KdltError;
use crate::schema::{customer_audit, customers};

#[derive(Clone, Queryable, Selectable)]
#[diesel(table_name = customers, check_for_backend(diesel::pg::Pg))]
pub struct CustomerRow {
    pub customer_id: i64,
    pub country: String,
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_number: Option<String>,
    pub email: Option<String>,
    pub user_id: Option<String>,
    pub sverker_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub blocked_at: Option<DateTime<Utc>>,
    pub block_reason: Option<String>,
    pub erased_at: Option<DateTime<Utc>>,
}

impl fmt::Debug for CustomerRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CustomerRow")
            .field("customer_id", &self.customer_id)
            .field("personal_data", &MASKED)
            .finish_non_exhaustive()
    }
}

impl TryFrom<CustomerRow> for Customer {
    type Error = KdltError;

    fn try_from(row: CustomerRow) -> Result<Self, KdltError> {
        let country: Country = row.country.parse().map_err(|_| {
            KdltError::Corrupt(format!(
                "customer {}: country {:?}",
                row.customer_id, row.country
            ))
        })?;
        Ok(Customer {
            customer_id: row.customer_id,
            country,
            pni: row.pni,
            first_name: row.first_name,
            last_name: row.last_name,
            phone_number: row.phone_number,
            email: row.email,
            user_id: row.user_id,
            sverker_id: row.sverker_id,
            created_at: row.created_at,
            updated_at: row.updated_at,
            block: row.blocked_at.map(|blocked_at| Block {
                reason: row.block_reason.unwrap_or_default(),
                blocked_at,
            }),
            erased_at: row.erased_at,
        })
    }
}

#[derive(Insertable)]
#[diesel(table_name = customers)]
pub struct NewCustomerRow<'a> {
    pub country: &'a str,
    pub pni: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub phone_number: Option<&'a str>,
    pub email: Option<&'a str>,
    pub sverker_id: Option<&'a str>,
}

impl<'a> From<&'a NewCustomer> for NewCustomerRow<'a> {
    fn from(customer: &'a NewCustomer) -> Self {
        Self {
            country: customer.country.code(),
            pni: &customer.pni,
            first_name: &customer.first_name,
            last_name: &customer.last_name,
            phone_number: customer.phone_number.as_deref(),
            email: customer.email.as_deref(),
            sverker_id: customer.sverker_id.as_deref(),
        }
    }
}

/// The fields of an update (`None`: unchanged); `Some(None)` sets NULL.
#[derive(Default, AsChangeset)]
#[diesel(table_name = customers)]
pub struct CustomerUpdate<'a> {
    pub first_name: Option<&'a str>,
    pub last_name: Option<&'a str>,
    pub phone_number: Option<Option<&'a str>>,
    pub email: Option<Option<&'a str>>,
    pub updated_at: Option<DateTime<Utc>>,
}

/// What the audit records; the names are those of the table's check constraint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuditAction {
    Created,
    Updated,
    Viewed,
    ConsentChanged,
    Blocked,
    Unblocked,
    CheckRun,
    DocumentAdded,
    DocumentAttached,
    Exported,
    Erased,
}

impl AuditAction {
    pub const ALL: [AuditAction; 11] = [
        AuditAction::Created,
        AuditAction::Updated,
        AuditAction::Viewed,
        AuditAction::ConsentChanged,
        AuditAction::Blocked,
        AuditAction::Unblocked,
        AuditAction::CheckRun,
        AuditAction::DocumentAdded,
        AuditAction::DocumentAttached,
        AuditAction::Exported,
        AuditAction::Erased,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AuditAction::Created => "created",
            AuditAction::Updated => "updated",
            AuditAction::Viewed => "viewed",
            AuditAction::ConsentChanged => "consent_changed",
            AuditAction::Blocked => "blocked",
            AuditAction::Unblocked => "unblocked",
            AuditAction::CheckRun => "check_run",
            AuditAction::DocumentAdded => "document_added",
            AuditAction::DocumentAttached => "document_attached",
            AuditAction::Exported => "exported",
            AuditAction::Erased => "erased",
        }
    }

    pub fn of_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|action| action.name() == name)
    }
}

#[derive(Insertable)]
#[diesel(table_name = customer_audit)]
pub struct NewAuditRow<'a> {
    pub customer_id: i64,
    pub action: &'static str,
    pub field: Option<&'a str>,
    pub old_value: Option<&'a str>,
    pub new_value: Option<&'a str>,
    pub actor: &'a str,
    pub request_id: &'a str,
    pub reason: Option<&'a str>,
}

impl<'a> NewAuditRow<'a> {
    /// An action with no field, e.g. created, viewed, exported, erased.
    pub fn of(customer_id: i64, action: AuditAction, actor: &'a Actor) -> Self {
        Self {
            customer_id,
            action: action.name(),
            field: None,
            old_value: None,
            new_value: None,
            actor: &actor.user_id,
            request_id: &actor.request_id,
            reason: None,
        }
    }

    pub fn created(customer_id: i64, actor: &'a Actor) -> Self {
        Self::of(customer_id, AuditAction::Created, actor)
    }

    /// A view, with the reason the employee gave for looking the customer up (a search's).
    pub fn viewed(customer_id: i64, reason: Option<&'a str>, actor: &'a Actor) -> Self {
        Self {
            reason,
            ..Self::of(customer_id, AuditAction::Viewed, actor)
        }
    }

    /// An action on a field (or consent, or check) with its old and new values.
    pub fn of_field(
        customer_id: i64,
        action: AuditAction,
        field: &'a str,
        old_value: Option<&'a str>,
        new_value: Option<&'a str>,
        actor: &'a Actor,
    ) -> Self {
        Self {
            customer_id,
            action: action.name(),
            field: Some(field),
            old_value,
            new_value,
            actor: &actor.user_id,
            request_id: &actor.request_id,
            reason: None,
        }
    }

    pub fn changed(
        customer_id: i64,
        field: &'a str,
        old_value: Option<&'a str>,
        new_value: Option<&'a str>,
        actor: &'a Actor,
    ) -> Self {
        Self::of_field(
            customer_id,
            AuditAction::Updated,
            field,
            old_value,
            new_value,
            actor,
        )
    }
}

/// A row of the audit as read back.
#[derive(Clone, Queryable, Selectable)]
#[diesel(table_name = customer_audit, check_for_backend(diesel::pg::Pg))]
pub struct AuditRow {
    pub audit_id: i64,
    pub customer_id: i64,
    pub action: String,
    pub field: Option<String>,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    pub actor: String,
    pub request_id: String,
    pub at: DateTime<Utc>,
    pub reason: Option<String>,
}

impl fmt::Debug for AuditRow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AuditRow")
            .field("audit_id", &self.audit_id)
            .field("customer_id", &self.customer_id)
            .field("action", &self.action)
            .field("field", &self.field)
            .field("values", &MASKED)
            .finish_non_exhaustive()
    }
}
