//! What a completed staff login tells us.

use zrm_domain::Coordinates;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaffIdentity {
    /// The provider's `sub`.
    pub user_id: String,
    pub email: String,
    /// `name`, else given and family name, else the e-mail.
    pub name: String,
    pub given_name: Option<String>,
    pub family_name: Option<String>,
    pub roles: Vec<String>,
    pub zoordinates: Vec<Coordinates>,
}
