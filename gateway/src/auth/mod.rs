//! Who is calling: token issuance and checks, revocation, and the extractors handlers take.

pub mod access_policy;
mod authorized;
mod bank_partner;
mod customer_user;
mod revocation;
mod revocation_mirror;
pub mod staff_idp;
mod staff_user;
mod tokens;
mod verified_tokens;

pub use access_policy::AccessExtension;
pub use authorized::{
    Authorized, CustomerDataAdmin, EmployeeAdmin, ImpersonateCustomer, InsuranceAdmin,
    InsuranceSales, InsuranceSalesStats, ManageCustomers, MortgageAdmin, PartnerAdmin, Policy,
    ReprocessLeads, TemplateAdmin,
};
pub use bank_partner::{BANK_PARTNERS_ONLY, BankPartner};
pub use customer_user::{CUSTOMERS_ONLY, CustomerUser};
pub use revocation::RevocationStore;
pub use revocation_mirror::RevocationMirror;
pub use staff_user::{
    STAFF_ONLY, SignedIn, StaffUser, TOKEN_EXPIRED, TOKEN_INVALID, TOKEN_MISSING, TOKEN_REVOKED,
    ZOORDINATES_HEADER, token_error,
};
pub use tokens::{
    AccessClaims, BANK_PLATFORM, BankClaim, CUSTOMER_PLATFORM, CustomerClaim, EMPLOYEE_PLATFORM,
    IssuedToken, TokenError, TokenPlatform, TokenService, TokenSubject, WS_TOKEN_KIND, WsClaims,
};
