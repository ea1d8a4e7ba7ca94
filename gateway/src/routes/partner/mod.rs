//! Bank-partner users, managed by a PartnerAdmin (`/partner/users…`), and the public
//! `/partner/set-password` a new partner's e-mailed link leads to. Partners are core employees
//! with at least one bank; these routes only ever reach partners.

pub mod set_password;
pub mod types;
pub mod users;
