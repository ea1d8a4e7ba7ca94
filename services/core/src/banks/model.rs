//! Banks as the domain sees them.

use diesel::prelude::*;

use crate::schema::{bank_integrations, banks};

/// The product code of mortgage applications in the coordinates (`MO…`).
pub const MORTGAGE: &str = "MO";

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = banks, check_for_backend(diesel::pg::Pg))]
pub struct Bank {
    pub bank_id: i32,
    pub code: String,
    pub name: String,
    pub country: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = bank_integrations, check_for_backend(diesel::pg::Pg))]
pub struct Integration {
    pub bank_id: i32,
    pub product: String,
    pub kind: String,
    pub contact: Option<String>,
    pub active: bool,
}

/// What integrations to list: one bank's, or filtered by country and product.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IntegrationFilter {
    Bank(i32),
    Where {
        country: Option<String>,
        product: Option<String>,
    },
}
