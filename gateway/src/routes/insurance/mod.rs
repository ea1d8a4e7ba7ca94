//! The insurance service's own table (spec 2 §7) under `/insurance/api/…`: the catalogue and
//! rules, selling, listing, reading and cancelling insurances, the links' encrypted ids, the
//! premiums, refunds and cancellation alerts, finance's reports, and the payment providers'
//! webhooks.

pub mod accept_terms;
pub mod billing;
pub mod can_signup;
pub mod catalogue;
pub mod customers;
pub mod desk;
pub mod emails;
pub mod ext_users;
pub mod lookups;
pub mod reports;
pub mod sales_report;
pub mod sales_rows;
pub mod search;
pub mod search_text;
pub mod types;
pub mod vipps_admin;
pub mod webhooks;
pub mod winback;
