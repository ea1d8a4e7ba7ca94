//! Mortgage application routes (core's `ApplicationService`). Applications are named by their
//! reference number (`MOSE1001`: product, country, number) in every path and body.

pub mod aml;
pub mod assign;
pub mod bank_messages;
pub mod bank_types;
pub mod banks;
pub mod comments;
pub mod create;
pub mod deactivate;
pub mod deactivation_reviews;
pub mod deactivation_types;
pub mod documents;
pub mod duplicate;
pub mod events;
pub mod get;
pub mod income_types;
pub mod invitations;
pub mod left_to_live;
pub mod list;
pub mod lookup;
pub mod options;
pub mod prefs;
pub mod reactivate;
pub mod reference;
pub mod search;
pub mod types;
pub mod update;
