//! Employees (internal users) and their password + one-time-code sign-in.

pub mod code_mail;
pub mod directory;
pub mod grpc;
pub mod identity_sign_in;
pub mod login;
pub mod model;
pub mod one_time_code;
pub mod password;
pub mod rows;
pub mod settings;
pub mod settings_storage;
pub mod storage;
