//! OIDC core shared by the BankID Norway and staff identity provider simulators.

pub mod keys;
