//! The role rule, shared with the front ends through
//! `policy/role-rule-vectors.json`, which both sides run as tests so menus and APIs never
//! disagree.
//!
//! - A user holding any role whose name contains "admin" (in any letter case, so that both
//!   `employee:admin` and the screen name `OnlineAdmin` count) passes every role check.
//! - A requirement with several role sets admits a user holding all roles of at least one set.
//! - A requirement with no sets admits everyone; so does a set with no roles.
//!
//! Role names are otherwise compared exactly.

use serde::{Deserialize, Serialize};

const ADMIN_MARKER: &str = "admin";

/// The online admin role (shown as OnlineAdmin on screens).
pub const ONLINE_ADMIN: &str = "online:admin";

/// Reading the insurance sales report (shown as ZakerReadSalesStats on screens).
pub const INSURANCE_SALES_STATS: &str = "zaker:read-sales-stats";

/// The roles that reach the customer register, any one of them.
const CUSTOMER_ROLES: [&str; 9] = [
    "kdlt:admin",
    "developer",
    "admin",
    "impersonate-customer",
    "mb:admin",
    "data:admin",
    "affiliate:admin",
    "dialmaker:admin",
    "mortgage:admin",
];

/// What a route or screen requires: any one of several role sets, each needed in full.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RoleRequirement {
    sets: Vec<Vec<String>>,
}

impl RoleRequirement {
    /// Admits everyone.
    pub fn anyone() -> Self {
        RoleRequirement { sets: Vec::new() }
    }

    /// Admits a holder of all roles of at least one of `sets`.
    pub fn any_of_sets<S, R>(sets: S) -> Self
    where
        S: IntoIterator<Item = R>,
        R: IntoIterator,
        R::Item: Into<String>,
    {
        RoleRequirement {
            sets: sets
                .into_iter()
                .map(|set| set.into_iter().map(Into::into).collect())
                .collect(),
        }
    }

    /// Admits a holder of all of `roles`.
    pub fn all_of<R>(roles: R) -> Self
    where
        R: IntoIterator,
        R::Item: Into<String>,
    {
        Self::any_of_sets([roles])
    }

    /// Admits a holder of any one of `roles` (one single-role set each).
    pub fn any_of<R>(roles: R) -> Self
    where
        R: IntoIterator,
        R::Item: Into<String>,
    {
        Self::any_of_sets(roles.into_iter().map(|role| [role]))
    }

    /// Reprocessing leads (the selection column, the reprocess buttons and
    /// `POST /lead/reprocess-submissions`) is for online admins. The front ends hold the same
    /// requirement; `policy/named-requirements.json` is checked against both.
    pub fn reprocess_leads() -> Self {
        Self::all_of([ONLINE_ADMIN])
    }

    /// The customer register (the Customers screens and the `/customer/...` routes): KdltAdmin,
    /// Developer, Admin, ImpersonateCustomer, MbAdmin, DataAdmin, AffiliateAdmin, DialmakerAdmin
    /// or MortgageAdmin.
    pub fn customers() -> Self {
        Self::any_of(CUSTOMER_ROLES)
    }

    /// Exporting and erasing a customer: KdltAdmin, Admin or DataAdmin (and, by the role rule,
    /// any admin role).
    pub fn customer_data_admin() -> Self {
        Self::any_of(["kdlt:admin", "admin", "data:admin"])
    }

    /// Reviewing deactivation requests of mortgage applications (the four-eyes inbox): MortgageAdmin
    /// (and, by the role rule, any admin role).
    pub fn mortgage_admin() -> Self {
        Self::all_of(["mortgage:admin"])
    }

    /// Writing message templates and uploading their attachments: TemplateAdmin (and any admin
    /// role).
    pub fn template_admin() -> Self {
        Self::all_of(["template:admin"])
    }

    /// Opening a customer's My Pages as the customer (impersonation): ImpersonateCustomer (and any
    /// admin role).
    pub fn impersonate_customer() -> Self {
        Self::all_of(["impersonate-customer"])
    }

    /// Managing internal users: EmployeeAdmin (and any admin role).
    pub fn employee_admin() -> Self {
        Self::all_of(["employee:admin"])
    }

    /// Selling insurances (creating one for a customer): ZakerInsuranceCreate (and any admin role,
    /// InsuranceAdmin among them).
    pub fn insurance_sales() -> Self {
        Self::all_of(["zaker:insurance:create"])
    }

    /// Money back to customers and the payment providers' admin calls (refunds): InsuranceAdmin
    /// (`insurance:admin`; being an admin role, any admin role passes too).
    pub fn insurance_admin() -> Self {
        Self::all_of(["insurance:admin"])
    }

    /// The insurance admin sales report (`/insurance/admin-sales-report`, spec 2 §6's
    /// "{product}SakerReadSalesStats" for the savings-and-insurance product Zaker):
    /// ZakerReadSalesStats, stored as `zaker:read-sales-stats` like `zaker:insurance:create` (and
    /// any admin role).
    pub fn insurance_sales_stats() -> Self {
        Self::all_of([INSURANCE_SALES_STATS])
    }

    /// Managing bank-partner users: PartnerAdmin (and any admin role).
    pub fn partner_admin() -> Self {
        Self::all_of(["partner:admin"])
    }

    pub fn sets(&self) -> &[Vec<String>] {
        &self.sets
    }

    pub fn admits(&self, user_roles: &[String]) -> bool {
        if user_roles.iter().any(|role| is_admin_role(role)) {
            return true;
        }
        if self.sets.is_empty() {
            return true;
        }
        self.sets
            .iter()
            .any(|set| set.iter().all(|required| user_roles.contains(required)))
    }
}

/// Every role an administrator can give, as spec 1 §4 names them (the identity provider may
/// carry others, which sign-ins keep). Screens show them by their screen names.
pub const KNOWN_ROLES: [&str; 25] = [
    "employee:admin",
    "partner:admin",
    "mortgage:admin",
    "legal:admin",
    INSURANCE_SALES_STATS,
    "zaker:insurance:create",
    "admin",
    "impersonate-customer",
    "REMOTE_ACCESS",
    "READ_BLANCO_SALES_STATS",
    "READ_MORTGAGE_SALES_STATS",
    "insurance:admin",
    "online:admin",
    "mb:admin",
    "kdlt:admin",
    "data:admin",
    "template:admin",
    "affiliate:admin",
    "developer",
    "tm-campaign:admin",
    "tm-campaign:read",
    "dialmaker:admin",
    "team-lead",
    "mailmaker:admin",
    "leadtaker:admin",
];

/// True when an administrator may give `role`.
pub fn is_known_role(role: &str) -> bool {
    KNOWN_ROLES.contains(&role)
}

/// True when the role name contains "admin" in any letter case.
pub fn is_admin_role(role: &str) -> bool {
    role.to_ascii_lowercase().contains(ADMIN_MARKER)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn roles(names: &[&str]) -> Vec<String> {
        names.iter().map(|name| (*name).to_owned()).collect()
    }

    #[test]
    fn constructors_build_the_expected_sets() {
        assert!(RoleRequirement::anyone().sets().is_empty());
        assert_eq!(
            RoleRequirement::all_of(["a", "b"]).sets(),
            [roles(&["a", "b"])]
        );
        assert_eq!(
            RoleRequirement::any_of(["a", "b"]).sets(),
            [roles(&["a"]), roles(&["b"])]
        );
        assert_eq!(
            RoleRequirement::any_of_sets([vec!["a", "b"], vec!["c"]]).sets(),
            [roles(&["a", "b"]), roles(&["c"])]
        );
    }

    #[test]
    fn customers_search_tab_admits_any_of_its_roles() {
        let customers_tab =
            RoleRequirement::any_of(["kdlt:admin", "developer", "admin", "impersonate-customer"]);
        assert!(customers_tab.admits(&roles(&["developer"])));
        assert!(customers_tab.admits(&roles(&["impersonate-customer"])));
        assert!(!customers_tab.admits(&roles(&["team-lead"])));
        assert!(!customers_tab.admits(&[]));
    }

    #[test]
    fn admin_marker_is_case_insensitive_and_anywhere_in_the_name() {
        assert!(is_admin_role("admin"));
        assert!(is_admin_role("online:admin"));
        assert!(is_admin_role("OnlineAdmin"));
        assert!(is_admin_role("ADMIN"));
        assert!(!is_admin_role("adm"));
        assert!(!is_admin_role(""));
        assert!(!is_admin_role("team-lead"));
    }

    #[test]
    fn serde_is_the_bare_list_of_sets() {
        let requirement: RoleRequirement = serde_json::from_str(r#"[["a","b"],["c"]]"#).unwrap();
        assert_eq!(
            requirement,
            RoleRequirement::any_of_sets([vec!["a", "b"], vec!["c"]])
        );
        assert_eq!(
            serde_json::to_string(&requirement).unwrap(),
            r#"[["a","b"],["c"]]"#
        );
    }
}
