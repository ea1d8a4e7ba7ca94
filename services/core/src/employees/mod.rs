//! Employees (internal users and bank partners): sign-in, the directory, the administration
//! and its audit, settings.

pub mod administration;
pub mod changes;
pub mod code_mail;
pub mod directory;
pub mod grpc;
pub mod identity_sign_in;
pub mod login;
pub mod model;
pub mod one_time_code;
pub mod partner_password;
pub mod password;
pub mod profile;
pub mod rows;
pub mod settings;
pub mod settings_storage;
pub mod storage;
