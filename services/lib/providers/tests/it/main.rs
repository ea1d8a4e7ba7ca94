//! The provider clients' contract tests, each against the sandbox's simulator of the provider's protocol.
//!
//! One binary for all of them: each test file is a module here, so the shared helpers and
//! the dependencies are compiled and linked once, not once per file (nextest still runs
//! every test in a process of its own).

mod bankid_no_contract;
mod bankid_se_errors;
mod bankid_se_flows;
mod checks_common;
mod common;
mod credit_check_contract;
mod debt_register_contract;
mod elks46_contract;
mod gocardless_contract;
mod gocardless_errors;
mod gocardless_webhooks;
mod oidc_common;
mod oidc_tokens_contract;
mod pep_contract;
mod psp_common;
mod staff_idp_contract;
mod telavox_contract;
mod valuation_contract;
mod vipps_agreements;
mod vipps_charges;
mod vipps_errors;
mod vipps_webhooks;
