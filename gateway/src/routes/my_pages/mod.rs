//! My Pages, the customers' own area: sign-in with BankID, the session, the marketing consents,
//! the Norwegian debt register, the footer's content.

pub mod consents;
pub mod content;
pub mod debt_register;
pub mod id_login;
pub mod insurance;
pub mod session;
pub mod types;
