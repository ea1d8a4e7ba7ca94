//! ZRM sandbox: local simulators of the external providers, speaking each provider's real
//! protocol over HTTP (and SMTP for the e-mail sink). Development and tests only.

pub mod app;
pub mod bankid;
pub mod bankid_no;
pub mod checks;
pub mod clock;
pub mod clock_api;
pub mod credit_check;
pub mod debt_register;
pub mod embedded;
pub mod error;
pub mod faults;
pub mod gocardless;
pub mod home;
pub mod html;
pub mod i18n;
pub mod mail;
pub mod oidc;
pub mod payment_pages;
pub mod pep;
pub mod request_id;
pub mod settings;
pub mod sms;
pub mod staff_idp;
pub mod state;
pub mod telavox;
pub mod valuation;
pub mod vipps;
pub mod webhook_delivery;
