//! The declared access policy: for every operation of the OpenAPI document, keyed by its method
//! and path template exactly as the document spells them, who may call it. The route handlers
//! enforce it (`StaffUser`, `Authorized<P>`, `SignedIn`, the websocket token); this table says
//! what they are meant to do, so it can be checked from outside:
//!
//! - [`AccessExtension`] publishes each row in `/openapi.json` as the operation extension
//!   `x-zrm-access` (see [`Access::to_json`] for its shape);
//! - the unit tests below fail when an operation of the document has no row, when a row names
//!   no operation, or when a row disagrees with the operation's declared `security`;
//! - `tests/stack_authorization.rs` reads the extension from a running gateway and calls every
//!   operation as every kind of caller, expecting 401, 403 or neither as the row says.
//!
//! A route added later without a row here fails the unit test, and the stack test covers it
//! once it has one: no new test is needed per route.

use serde_json::{Value, json};
use utoipa::Modify;
use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, ResponseBuilder};
use zrm_domain::roles::RoleRequirement;

use super::authorized::{
    CustomerDataAdmin, EmployeeAdmin, ImpersonateCustomer, InsuranceAdmin, InsuranceSales,
    InsuranceSalesStats, ManageCustomers, MortgageAdmin, PartnerAdmin, Policy, ReprocessLeads,
    TemplateAdmin,
};

/// The name of the operation extension holding a row.
pub const EXTENSION: &str = "x-zrm-access";

/// Who may call an operation.
#[derive(Debug, Clone, Copy)]
pub enum Access {
    /// Anyone, with or without credentials (sign-in, health, metrics).
    Public,
    /// A caller presenting the credential of one of these principals; no or a bad credential is
    /// 401, a valid one of a principal not listed (or not meeting its requirement) is 403.
    SignedIn(&'static [Principal]),
    /// The websocket: anyone may open it, and the short-lived token of `GET /notification/ws-token`
    /// in the query string (browsers cannot set headers on a websocket) is checked after the
    /// upgrade; a missing, invalid or expired one closes the socket with 1008.
    WebSocket(&'static [Principal]),
    /// A provider calling its webhook (named here) with the HTTP Basic credentials of the
    /// webhook URL it was given; no or other credentials (a person's token too) are 401.
    ProviderWebhook(&'static str),
    /// A provider calling its webhook (named here) with the body signed by the secret we share
    /// with it (GoCardless's `Webhook-Signature`, the Vipps Webhooks API's HMAC); an unsigned or
    /// wrongly signed call (a person's token too) is 401.
    SignedWebhook(&'static str),
}

/// A kind of caller.
#[derive(Debug, Clone, Copy)]
pub enum Principal {
    /// Any signed-in employee (back office), whatever their roles.
    Staff,
    /// A signed-in employee meeting a named role requirement of the shared policy.
    StaffWith(NamedRequirement),
    /// A signed-in bank partner (bank-partner portal).
    BankPartner,
    /// A signed-in customer (My Pages).
    Customer,
    /// An affiliate calling with its API key (no route admits one yet).
    AffiliateKey,
}

/// A named requirement of `policy/named-requirements.json` (zrm-domain), the same the handler's
/// `Authorized<P>` checks.
#[derive(Debug, Clone, Copy)]
pub struct NamedRequirement {
    pub name: &'static str,
    pub requirement: fn() -> RoleRequirement,
}

impl NamedRequirement {
    pub const fn of<P: Policy>() -> Self {
        Self {
            name: P::NAME,
            requirement: P::requirement,
        }
    }
}

const STAFF: &[Principal] = &[Principal::Staff];
const CUSTOMER_STAFF: &[Principal] = &[Principal::StaffWith(
    NamedRequirement::of::<ManageCustomers>(),
)];

/// Bank partners only, each scoped to their own bank by the token (a partner of another bank
/// gets 404 for an application not sent to theirs: `tests/stack_bank_portal.rs`).
const BANK_PARTNERS: &[Principal] = &[Principal::BankPartner];

const MORTGAGE_ADMINS: &[Principal] =
    &[Principal::StaffWith(NamedRequirement::of::<MortgageAdmin>())];

const EMPLOYEE_ADMINS: &[Principal] =
    &[Principal::StaffWith(NamedRequirement::of::<EmployeeAdmin>())];

const TEMPLATE_ADMINS: &[Principal] =
    &[Principal::StaffWith(NamedRequirement::of::<TemplateAdmin>())];

/// Customers on their own pages (the rows are theirs by the token).
const CUSTOMERS: &[Principal] = &[Principal::Customer];

const IMPERSONATORS: &[Principal] = &[Principal::StaffWith(NamedRequirement::of::<
    ImpersonateCustomer,
>())];

const INSURANCE_SELLERS: &[Principal] = &[Principal::StaffWith(NamedRequirement::of::<
    InsuranceSales,
>())];

const INSURANCE_ADMINS: &[Principal] = &[Principal::StaffWith(NamedRequirement::of::<
    InsuranceAdmin,
>())];

/// ZakerReadSalesStats: the insurance admin sales report.
const INSURANCE_SALES_READERS: &[Principal] = &[Principal::StaffWith(NamedRequirement::of::<
    InsuranceSalesStats,
>())];

/// The insurance service's register of staff members: the employee administration or the
/// insurance administration.
const INSURANCE_USER_ADMINS: &[Principal] = &[
    Principal::StaffWith(NamedRequirement::of::<EmployeeAdmin>()),
    Principal::StaffWith(NamedRequirement::of::<InsuranceAdmin>()),
];

const PARTNER_ADMINS: &[Principal] =
    &[Principal::StaffWith(NamedRequirement::of::<PartnerAdmin>())];

const CUSTOMER_DATA_ADMINS: &[Principal] = &[Principal::StaffWith(NamedRequirement::of::<
    CustomerDataAdmin,
>())];

/// Every operation: (method, path template, access). Methods in upper case.
pub const ACCESS_POLICY: &[(&str, &str, Access)] = &[
    ("GET", "/healthz", Access::Public),
    ("GET", "/readyz", Access::Public),
    ("GET", "/metrics", Access::Public),
    ("GET", "/docs", Access::Public),
    ("POST", "/employee/login", Access::Public),
    ("POST", "/employee/login/validate", Access::Public),
    ("POST", "/bank/login", Access::Public),
    ("POST", "/bank/login/validate", Access::Public),
    (
        "POST",
        "/auth/logout",
        Access::SignedIn(&[
            Principal::Staff,
            Principal::BankPartner,
            Principal::Customer,
        ]),
    ),
    ("POST", "/my-pages/id-login", Access::Public),
    ("GET", "/my-pages/id-login/qr-code", Access::Public),
    ("POST", "/my-pages/id-login/cancel", Access::Public),
    ("POST", "/my-pages/id-login/exchange", Access::Public),
    ("GET", "/auth/bankid/no/callback", Access::Public),
    ("GET", "/my-pages/me", Access::SignedIn(CUSTOMERS)),
    ("GET", "/my-pages/consents", Access::SignedIn(CUSTOMERS)),
    ("POST", "/my-pages/consents", Access::SignedIn(CUSTOMERS)),
    (
        "GET",
        "/my-pages/debt-register",
        Access::SignedIn(CUSTOMERS),
    ),
    ("GET", "/my-pages/id-check", Access::SignedIn(CUSTOMERS)),
    ("GET", "/my-pages/insurances", Access::SignedIn(CUSTOMERS)),
    (
        "GET",
        "/my-pages/insurances/{id}",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "GET",
        "/my-pages/insurance/by-encrypted-id",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/my-pages/insurance/confirm-terms",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/my-pages/insurance/sign-up",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/insurance/api/accept-terms",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/my-pages/insurances/{id}/new-mandate",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "GET",
        "/insurance/api/insurance-statuses",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/insurance/api/insurance-types",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/insurance/api/cancel-insurance-causes",
        Access::SignedIn(STAFF),
    ),
    ("GET", "/insurance/api/rules", Access::SignedIn(STAFF)),
    (
        "POST",
        "/insurance/api/create-insurance",
        Access::SignedIn(INSURANCE_SELLERS),
    ),
    ("GET", "/insurance/api/insurances", Access::SignedIn(STAFF)),
    ("GET", "/insurance/api/search", Access::SignedIn(STAFF)),
    (
        "GET",
        "/insurance/api/get_insurances_by_customer_id",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/insurance/api/insurance/slim/{id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/insurance/api/insurance/{id}/events",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/insurance/api/insurance/{id}/payments",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/insurance/api/refund",
        Access::SignedIn(INSURANCE_ADMINS),
    ),
    (
        "GET",
        "/insurance/api/cancellation-alerts",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/insurance/api/reports/{report}",
        Access::SignedIn(INSURANCE_ADMINS),
    ),
    (
        "GET",
        "/insurance/api/admin/sales-report",
        Access::SignedIn(INSURANCE_SALES_READERS),
    ),
    (
        "GET",
        "/insurance/api/admin/vipps/last-charge/{id}",
        Access::SignedIn(INSURANCE_ADMINS),
    ),
    (
        "PUT",
        "/insurance/api/admin/vipps/cancel/mandate/{id}/{agreement_id}",
        Access::SignedIn(INSURANCE_ADMINS),
    ),
    (
        "GET",
        "/insurance/api/insurance/encrypted_id",
        Access::SignedIn(STAFF),
    ),
    (
        "PUT",
        "/insurance/api/cancel-insurance",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/insurance/api/resend-invitation-email",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/insurance/api/request-new-mandate-email",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/insurance/api/resend-email",
        Access::SignedIn(STAFF),
    ),
    ("GET", "/insurance/api/health", Access::Public),
    (
        "GET",
        "/insurance/api/my-insurances/slim",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/insurance/api/insurances-list-inactive",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/insurance/api/max-amount/{insurance_group}/{customer_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/insurance/api/customers_insurances",
        Access::SignedIn(STAFF),
    ),
    ("POST", "/insurance/api/can-signup", Access::SignedIn(STAFF)),
    (
        "POST",
        "/insurance/api/ext_users/create",
        Access::SignedIn(INSURANCE_USER_ADMINS),
    ),
    (
        "POST",
        "/insurance/api/ext_users/delete",
        Access::SignedIn(INSURANCE_USER_ADMINS),
    ),
    (
        "GET",
        "/insurance/api/winbackable",
        Access::SignedIn(INSURANCE_SELLERS),
    ),
    (
        "POST",
        "/insurance/api/winback_feedback",
        Access::SignedIn(INSURANCE_SELLERS),
    ),
    (
        "GET",
        "/insurance/api/mandate-link",
        Access::SignedIn(STAFF),
    ),
    // The link e-mailed to the customer: its encrypted, expiring id is the credential.
    ("GET", "/insurance/api/request-new-mandate", Access::Public),
    (
        "POST",
        "/insurance/api/go-cardless-notification/",
        Access::SignedWebhook("gocardless"),
    ),
    (
        "POST",
        "/insurance/api/vipps-notification",
        Access::SignedWebhook("vipps"),
    ),
    (
        "POST",
        "/my-pages/debt-register/consent",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/my-pages/debt-register/consent/complete",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "DELETE",
        "/my-pages/debt-register/consent",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/my-pages/debt-register/renew",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/my-pages/debt-register/check-consent",
        Access::SignedIn(CUSTOMERS),
    ),
    (
        "POST",
        "/customer/impersonate",
        Access::SignedIn(IMPERSONATORS),
    ),
    ("GET", "/my-pages/content-settings", Access::Public),
    ("GET", "/employee/me", Access::SignedIn(STAFF)),
    ("POST", "/employee/idp/login", Access::Public),
    ("POST", "/employee/idp/callback", Access::Public),
    ("GET", "/employee/my-settings", Access::SignedIn(STAFF)),
    (
        "GET",
        "/employee/{user_id}",
        Access::SignedIn(EMPLOYEE_ADMINS),
    ),
    ("POST", "/employee/my-settings", Access::SignedIn(STAFF)),
    ("GET", "/employee/all", Access::SignedIn(STAFF)),
    ("GET", "/employee/roles", Access::SignedIn(EMPLOYEE_ADMINS)),
    (
        "GET",
        "/employee/zoordinates",
        Access::SignedIn(EMPLOYEE_ADMINS),
    ),
    (
        "POST",
        "/employee/search",
        Access::SignedIn(EMPLOYEE_ADMINS),
    ),
    ("POST", "/employee/by_zoordinates", Access::SignedIn(STAFF)),
    (
        "GET",
        "/employee/get_sverker_users",
        Access::SignedIn(STAFF),
    ),
    ("POST", "/employee/", Access::SignedIn(EMPLOYEE_ADMINS)),
    (
        "PUT",
        "/employee/{user_id}",
        Access::SignedIn(EMPLOYEE_ADMINS),
    ),
    (
        "PATCH",
        "/employee/actions/block-or-unblock/{user_id}",
        Access::SignedIn(EMPLOYEE_ADMINS),
    ),
    (
        "GET",
        "/employee/{user_id}/changes",
        Access::SignedIn(EMPLOYEE_ADMINS),
    ),
    ("GET", "/partner/users", Access::SignedIn(PARTNER_ADMINS)),
    ("POST", "/partner/users", Access::SignedIn(PARTNER_ADMINS)),
    (
        "GET",
        "/partner/users/{user_id}",
        Access::SignedIn(PARTNER_ADMINS),
    ),
    (
        "PUT",
        "/partner/users/{user_id}",
        Access::SignedIn(PARTNER_ADMINS),
    ),
    (
        "POST",
        "/partner/users/{user_id}/password-link",
        Access::SignedIn(PARTNER_ADMINS),
    ),
    // The e-mailed single-use link is the credential.
    ("POST", "/partner/set-password", Access::Public),
    (
        "POST",
        "/webhooks/46elks/sms-status",
        Access::ProviderWebhook("46elks"),
    ),
    (
        "POST",
        "/webhooks/46elks/sms-inbound",
        Access::ProviderWebhook("46elks"),
    ),
    ("POST", "/lead/create", Access::SignedIn(STAFF)),
    ("GET", "/lead/search/{text}", Access::SignedIn(STAFF)),
    ("GET", "/application/search/{text}", Access::SignedIn(STAFF)),
    ("POST", "/application/create", Access::SignedIn(STAFF)),
    ("POST", "/application/get", Access::SignedIn(STAFF)),
    ("POST", "/application/search2", Access::SignedIn(STAFF)),
    ("GET", "/application/get/mine", Access::SignedIn(STAFF)),
    (
        "POST",
        "/application/update/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/application/assign/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/get_app_events/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/application/comment/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/comment/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/loan-types/{country}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/deactivation-reasons",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/application/deactivate/{application_id}",
        Access::SignedIn(STAFF),
    ),
    ("POST", "/application/reactivate", Access::SignedIn(STAFF)),
    (
        "POST",
        "/application/send_to_banks/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/banks/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/application/offer/{application_id}",
        Access::SignedIn(STAFF),
    ),
    ("POST", "/application/accept_offer", Access::SignedIn(STAFF)),
    ("POST", "/application/cancel", Access::SignedIn(STAFF)),
    (
        "POST",
        "/application/comment_to_bank",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/application/document_to_bank",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/bank_messages/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/application/aml/review",
        Access::SignedIn(MORTGAGE_ADMINS),
    ),
    (
        "GET",
        "/application/aml/reviews/{application_id}",
        Access::SignedIn(STAFF),
    ),
    ("POST", "/application/invite", Access::SignedIn(STAFF)),
    ("GET", "/application/prefs", Access::SignedIn(STAFF)),
    (
        "POST",
        "/application/invite/{invitation_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/invites/{application_id}",
        Access::SignedIn(STAFF),
    ),
    ("POST", "/application/left_to_live", Access::SignedIn(STAFF)),
    ("POST", "/application/gets", Access::SignedIn(STAFF)),
    ("POST", "/application/v2/gets", Access::SignedIn(STAFF)),
    ("POST", "/application/search", Access::SignedIn(STAFF)),
    ("GET", "/application/get/recent", Access::SignedIn(STAFF)),
    (
        "GET",
        "/application/documents/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/application/documents/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/application/documents/{application_id}/{customer_id}/{document_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/property/get/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/property/create/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "PUT",
        "/property/update/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/property/valuation/{application_id}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/mortgage/kalp/settings/{country}",
        Access::SignedIn(STAFF),
    ),
    (
        "PUT",
        "/mortgage/kalp/settings/{country}",
        Access::SignedIn(MORTGAGE_ADMINS),
    ),
    ("GET", "/mortgage/taxes/{country}", Access::SignedIn(STAFF)),
    ("POST", "/mortgage/tax-calculation", Access::SignedIn(STAFF)),
    ("GET", "/bank/all", Access::SignedIn(STAFF)),
    ("GET", "/bank/all_integrations", Access::SignedIn(STAFF)),
    ("POST", "/bank/get", Access::SignedIn(STAFF)),
    ("POST", "/bank/get_integrations", Access::SignedIn(STAFF)),
    (
        "POST",
        "/bank/applications",
        Access::SignedIn(BANK_PARTNERS),
    ),
    (
        "GET",
        "/bank/application/{application_id}",
        Access::SignedIn(BANK_PARTNERS),
    ),
    (
        "POST",
        "/bank/application/{application_id}/take_up",
        Access::SignedIn(BANK_PARTNERS),
    ),
    (
        "POST",
        "/bank/application/{application_id}/reject",
        Access::SignedIn(BANK_PARTNERS),
    ),
    (
        "POST",
        "/bank/application/{application_id}/offer",
        Access::SignedIn(BANK_PARTNERS),
    ),
    (
        "POST",
        "/bank/application/{application_id}/comment",
        Access::SignedIn(BANK_PARTNERS),
    ),
    (
        "POST",
        "/bank/application/{application_id}/disburse",
        Access::SignedIn(BANK_PARTNERS),
    ),
    (
        "GET",
        "/bank/application/{application_id}/documents/{customer_id}/{document_id}",
        Access::SignedIn(BANK_PARTNERS),
    ),
    ("POST", "/meeting/create", Access::SignedIn(STAFF)),
    ("POST", "/meeting/update/{id}", Access::SignedIn(STAFF)),
    ("DELETE", "/meeting/cancel/{id}", Access::SignedIn(STAFF)),
    ("GET", "/meeting/get/{id}", Access::SignedIn(STAFF)),
    ("POST", "/meeting/get", Access::SignedIn(STAFF)),
    ("POST", "/meeting/mine", Access::SignedIn(STAFF)),
    ("POST", "/meeting/all", Access::SignedIn(MORTGAGE_ADMINS)),
    ("POST", "/schedule", Access::SignedIn(STAFF)),
    ("GET", "/schedule/{day}", Access::SignedIn(STAFF)),
    (
        "GET",
        "/schedule/{day}/{product}/{country}",
        Access::SignedIn(STAFF),
    ),
    ("GET", "/meeting/available/{day}", Access::SignedIn(STAFF)),
    (
        "POST",
        "/application/deactivation_reviews/mortgage",
        Access::SignedIn(MORTGAGE_ADMINS),
    ),
    (
        "POST",
        "/application/deactivation_reviews/mortgage/{request_id}",
        Access::SignedIn(MORTGAGE_ADMINS),
    ),
    ("GET", "/lead/list", Access::SignedIn(STAFF)),
    ("GET", "/lead/list/mine", Access::SignedIn(STAFF)),
    ("GET", "/lead/get/{id}", Access::SignedIn(STAFF)),
    ("POST", "/lead/assign/{id}", Access::SignedIn(STAFF)),
    ("POST", "/lead/handle/{id}", Access::SignedIn(STAFF)),
    ("POST", "/lead/unhandle/{id}", Access::SignedIn(STAFF)),
    (
        "POST",
        "/lead/convert_and_mark_handled/{id}",
        Access::SignedIn(STAFF),
    ),
    ("POST", "/application/duplicate", Access::SignedIn(STAFF)),
    (
        "POST",
        "/lead/reprocess-submissions",
        Access::SignedIn(&[Principal::StaffWith(
            NamedRequirement::of::<ReprocessLeads>(),
        )]),
    ),
    ("POST", "/customer/create", Access::SignedIn(CUSTOMER_STAFF)),
    ("POST", "/customer/get", Access::SignedIn(CUSTOMER_STAFF)),
    ("POST", "/customer/update", Access::SignedIn(CUSTOMER_STAFF)),
    ("POST", "/customer/search", Access::SignedIn(CUSTOMER_STAFF)),
    ("GET", "/customer/name/{id}", Access::SignedIn(STAFF)),
    ("POST", "/customer/name/by-pni", Access::SignedIn(STAFF)),
    ("GET", "/customer/list", Access::SignedIn(CUSTOMER_STAFF)),
    ("POST", "/customer/gets", Access::SignedIn(CUSTOMER_STAFF)),
    (
        "POST",
        "/customer/delete",
        Access::SignedIn(CUSTOMER_DATA_ADMINS),
    ),
    (
        "GET",
        "/customer/export/{id}",
        Access::SignedIn(CUSTOMER_DATA_ADMINS),
    ),
    (
        "POST",
        "/customer/pnis-to-ids",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/phones-to-ids",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/duplicate-emails",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/valid-emails",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "GET",
        "/customer/last-updated",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "GET",
        "/customer/employment-types/{country}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/customer/housing-types/{country}",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/customer/consents",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/update_consents",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/debt-register/renew",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    ("POST", "/customer/block", Access::SignedIn(CUSTOMER_STAFF)),
    (
        "POST",
        "/customer/unblock",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    ("POST", "/customer/blocks-checks", Access::SignedIn(STAFF)),
    // Advisors write to their customers and read the conversations; any employee may attach an
    // unknown sender to the customer it turns out to be.
    ("POST", "/message/send/sms", Access::SignedIn(STAFF)),
    ("POST", "/message/by-customer", Access::SignedIn(STAFF)),
    (
        "GET",
        "/message/by-application/{application_id_or_lead_id}",
        Access::SignedIn(STAFF),
    ),
    // The signed-in employee's own: the user id comes from the token.
    ("GET", "/message/by-user", Access::SignedIn(STAFF)),
    (
        "GET",
        "/message/conversations/stream",
        Access::SignedIn(STAFF),
    ),
    // Each employee's own list: the user id comes from the token.
    ("GET", "/message/conversations", Access::SignedIn(STAFF)),
    ("POST", "/message/conversations", Access::SignedIn(STAFF)),
    (
        "GET",
        "/message/sms/unknown-sender",
        Access::SignedIn(STAFF),
    ),
    (
        "POST",
        "/message/sms/unknown-sender/attach",
        Access::SignedIn(STAFF),
    ),
    // Templates: every employee reads them, previews a text and sends one to a customer; only
    // TemplateAdmins write them and upload their attachments.
    (
        "GET",
        "/message/template/link-vars",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/message/template/list/{type}",
        Access::SignedIn(STAFF),
    ),
    (
        "GET",
        "/message/template/{type}/{country}/{product}/{event}",
        Access::SignedIn(STAFF),
    ),
    (
        "DELETE",
        "/message/template/{type}/{country}/{product}/{event}",
        Access::SignedIn(TEMPLATE_ADMINS),
    ),
    (
        "POST",
        "/message/template/add",
        Access::SignedIn(TEMPLATE_ADMINS),
    ),
    ("POST", "/message/template/preview", Access::SignedIn(STAFF)),
    ("POST", "/message/send/template", Access::SignedIn(STAFF)),
    (
        "POST",
        "/message/attachments/upload",
        Access::SignedIn(TEMPLATE_ADMINS),
    ),
    ("GET", "/message/attachments/all", Access::SignedIn(STAFF)),
    (
        "GET",
        "/customer/audit/{id}",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/id-check",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/credit-check",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/pep-check",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/customer/externally-verified-credits",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "GET",
        "/customer/checks/{id}",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    ("GET", "/document/types", Access::SignedIn(STAFF)),
    (
        "GET",
        "/document/list/{customer_id}",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "GET",
        "/document/attached/{application_id}",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    ("POST", "/document/save", Access::SignedIn(CUSTOMER_STAFF)),
    (
        "GET",
        "/document/get/meta/{customer_id}/{document_id}",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "GET",
        "/document/get/{customer_id}/{document_id}",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    (
        "POST",
        "/document/attach/{application_id}",
        Access::SignedIn(CUSTOMER_STAFF),
    ),
    ("GET", "/notification/list", Access::SignedIn(STAFF)),
    ("POST", "/notification/acknowledge", Access::SignedIn(STAFF)),
    ("GET", "/notification/ws-token", Access::SignedIn(STAFF)),
    ("GET", "/notification/ws", Access::WebSocket(STAFF)),
];

/// The row of an operation.
pub fn access_of(method: &str, path: &str) -> Option<Access> {
    ACCESS_POLICY
        .iter()
        .find(|(row_method, row_path, _)| {
            row_method.eq_ignore_ascii_case(method) && *row_path == path
        })
        .map(|(_, _, access)| *access)
}

impl Access {
    /// Needs no credential at the HTTP level (the document's `security: [{}]`).
    pub fn is_public_over_http(self) -> bool {
        matches!(self, Access::Public | Access::WebSocket(_))
    }

    /// The published form:
    /// `{"public": true, "principals": []}` for a public operation, else
    /// `{"public": false, "principals": [{"kind", "credential", "requirement"?, "role_sets"?, "provider"?}]}`
    /// with `kind` one of `staff`, `bank_partner`, `customer`, `affiliate_key`, `provider`;
    /// `credential` `bearer` (an access token of the principal's platform), `api_key`,
    /// `ws_token` (the websocket's query token), `basic` (a provider's webhook credentials) or
    /// `signature` (a provider's signed webhook body);
    /// for a staff role requirement its name and role sets (any one set held in full admits; a
    /// role containing `admin` passes every requirement); for a provider its name.
    pub fn to_json(self) -> Value {
        match self {
            Access::Public => json!({"public": true, "principals": []}),
            Access::SignedIn(principals) => json!({
                "public": false,
                "principals": principals.iter().map(|principal| principal.to_json(None)).collect::<Vec<_>>(),
            }),
            Access::WebSocket(principals) => json!({
                "public": false,
                "principals": principals.iter().map(|principal| principal.to_json(Some("ws_token"))).collect::<Vec<_>>(),
            }),
            Access::ProviderWebhook(provider) => json!({
                "public": false,
                "principals": [{"kind": "provider", "credential": "basic", "provider": provider}],
            }),
            Access::SignedWebhook(provider) => json!({
                "public": false,
                "principals": [{"kind": "provider", "credential": "signature", "provider": provider}],
            }),
        }
    }
}

impl Principal {
    pub fn kind(self) -> &'static str {
        match self {
            Principal::Staff | Principal::StaffWith(_) => "staff",
            Principal::BankPartner => "bank_partner",
            Principal::Customer => "customer",
            Principal::AffiliateKey => "affiliate_key",
        }
    }

    fn credential(self) -> &'static str {
        match self {
            Principal::Staff
            | Principal::StaffWith(_)
            | Principal::BankPartner
            | Principal::Customer => "bearer",
            Principal::AffiliateKey => "api_key",
        }
    }

    fn to_json(self, credential: Option<&'static str>) -> Value {
        let mut value = json!({
            "kind": self.kind(),
            "credential": credential.unwrap_or(self.credential()),
        });
        if let (Principal::StaffWith(named), Some(object)) = (self, value.as_object_mut()) {
            object.insert("requirement".into(), named.name.into());
            object.insert("role_sets".into(), json!((named.requirement)().sets()));
        }
        value
    }
}

/// The operations of a path item with their methods in upper case.
pub fn operations_mut(item: &mut PathItem) -> Vec<(String, &mut Operation)> {
    let PathItem {
        get,
        put,
        post,
        delete,
        options,
        head,
        patch,
        trace,
        query,
        additional_operations,
        ..
    } = item;
    let fixed = [
        ("GET", get),
        ("PUT", put),
        ("POST", post),
        ("DELETE", delete),
        ("OPTIONS", options),
        ("HEAD", head),
        ("PATCH", patch),
        ("TRACE", trace),
        ("QUERY", query),
    ];
    fixed
        .into_iter()
        .filter_map(|(method, operation)| {
            operation
                .as_mut()
                .map(|operation| (method.to_string(), operation))
        })
        .chain(
            additional_operations
                .iter_mut()
                .map(|(method, operation)| (method.to_ascii_uppercase(), operation)),
        )
        .collect()
}

/// Publishes each operation's row as `x-zrm-access`, and the answers the row implies when the
/// operation does not document them itself: 401 (no, a bad, expired or revoked credential) and
/// 403 (a signed-in caller the row does not admit) for an operation that needs a credential. An
/// operation without a row gets nothing (the unit test and the stack test fail on it).
pub struct AccessExtension;

impl Modify for AccessExtension {
    fn modify(&self, openapi: &mut OpenApi) {
        for (path, item) in openapi.paths.paths.iter_mut() {
            for (method, operation) in operations_mut(item) {
                let Some(access) = access_of(&method, path) else {
                    continue;
                };
                operation
                    .extensions
                    .get_or_insert_with(Default::default)
                    .insert(EXTENSION.to_string(), access.to_json());
                match access {
                    Access::SignedIn(_) => {
                        document_error(
                            operation,
                            "401",
                            "Not signed in: no, a bad, an expired or a revoked token",
                        );
                        document_error(
                            operation,
                            "403",
                            "Signed in, but not allowed: a kind of user or a role this operation does not admit",
                        );
                    }
                    Access::ProviderWebhook(_) => {
                        document_error(operation, "401", "No or wrong webhook credentials")
                    }
                    Access::SignedWebhook(_) => {
                        document_error(operation, "401", "No or wrong webhook signature")
                    }
                    Access::Public | Access::WebSocket(_) => {}
                }
            }
        }
    }
}

/// Adds an error response (the `ErrorBody`) unless the operation documents that status.
pub fn document_error(operation: &mut Operation, status: &str, description: &str) {
    operation
        .responses
        .responses
        .entry(status.to_string())
        .or_insert_with(|| {
            ResponseBuilder::new()
                .description(description)
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some(Ref::from_schema_name("ErrorBody")))
                        .build(),
                )
                .build()
                .into()
        });
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use std::collections::BTreeSet;

    use super::*;

    const NAMED_REQUIREMENTS: &str =
        include_str!("../../../services/lib/domain/policy/named-requirements.json");

    /// Every (method, path) of the served document, with its operation as JSON.
    fn document_operations() -> Vec<(String, String, Value)> {
        let document = serde_json::to_value(crate::openapi::document()).unwrap();
        let mut operations = Vec::new();
        for (path, item) in document["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                if [
                    "get", "put", "post", "delete", "options", "head", "patch", "trace", "query",
                ]
                .contains(&method.as_str())
                {
                    operations.push((method.to_uppercase(), path.clone(), operation.clone()));
                }
            }
        }
        operations
    }

    #[test]
    fn every_operation_has_a_row_and_every_row_an_operation() {
        let documented: BTreeSet<(String, String)> = document_operations()
            .into_iter()
            .map(|(method, path, _)| (method, path))
            .collect();
        let declared: BTreeSet<(String, String)> = ACCESS_POLICY
            .iter()
            .map(|(method, path, _)| (method.to_string(), path.to_string()))
            .collect();
        let without_row: Vec<_> = documented.difference(&declared).collect();
        let without_operation: Vec<_> = declared.difference(&documented).collect();
        assert!(
            without_row.is_empty() && without_operation.is_empty(),
            "operations of the OpenAPI document without a row in ACCESS_POLICY: {without_row:?}; \
             rows of ACCESS_POLICY naming no operation of the document: {without_operation:?}"
        );
        assert_eq!(
            declared.len(),
            ACCESS_POLICY.len(),
            "an operation has two rows"
        );
    }

    #[test]
    fn the_document_publishes_each_row() {
        for (method, path, operation) in document_operations() {
            let access = access_of(&method, &path).unwrap();
            assert_eq!(operation[EXTENSION], access.to_json(), "{method} {path}");
        }
    }

    /// The document's `security` is what clients (and the fuzzer's `ignored_auth` check) go by:
    /// public operations declare `security: [{}]`, the others the bearer scheme.
    #[test]
    fn declared_security_agrees_with_the_rows() {
        let document = serde_json::to_value(crate::openapi::document()).unwrap();
        let global = document["security"].clone();
        for (method, path, operation) in document_operations() {
            let access = access_of(&method, &path).unwrap();
            let security = operation.get("security").cloned().unwrap_or(global.clone());
            let anonymous_allowed = security
                .as_array()
                .unwrap()
                .iter()
                .any(|requirement| requirement.as_object().is_some_and(|o| o.is_empty()));
            assert_eq!(
                anonymous_allowed,
                access.is_public_over_http(),
                "{method} {path}: security {security} vs {access:?}"
            );
        }
    }

    #[test]
    fn operations_needing_a_credential_document_401_and_403() {
        for (method, path, operation) in document_operations() {
            if let Some(Access::SignedIn(_)) = access_of(&method, &path) {
                for status in ["401", "403"] {
                    assert_eq!(
                        operation["responses"][status]["content"]["application/json"]["schema"]["$ref"],
                        "#/components/schemas/ErrorBody",
                        "{method} {path} {status}"
                    );
                }
            }
        }
    }

    #[test]
    fn named_requirements_are_the_shared_ones() {
        let shared: serde_json::Map<String, Value> =
            serde_json::from_str(NAMED_REQUIREMENTS).unwrap();
        for (method, path, access) in ACCESS_POLICY {
            let (Access::SignedIn(principals) | Access::WebSocket(principals)) = access else {
                continue;
            };
            for principal in *principals {
                if let Principal::StaffWith(named) = principal {
                    let sets = shared.get(named.name).unwrap_or_else(|| {
                        panic!("{method} {path}: {} is not a named requirement", named.name)
                    });
                    assert_eq!(
                        *sets,
                        json!((named.requirement)().sets()),
                        "{method} {path}: {}",
                        named.name
                    );
                }
            }
        }
    }

    #[test]
    fn published_shape() {
        assert_eq!(
            access_of("POST", "/lead/reprocess-submissions")
                .unwrap()
                .to_json(),
            json!({"public": false, "principals": [{
                "kind": "staff", "credential": "bearer",
                "requirement": "reprocess_leads", "role_sets": [["online:admin"]],
            }]})
        );
        assert_eq!(
            access_of("post", "/auth/logout").unwrap().to_json(),
            json!({"public": false, "principals": [
                {"kind": "staff", "credential": "bearer"},
                {"kind": "bank_partner", "credential": "bearer"},
                {"kind": "customer", "credential": "bearer"},
            ]})
        );
        assert_eq!(
            access_of("GET", "/notification/ws").unwrap().to_json(),
            json!({"public": false, "principals": [{"kind": "staff", "credential": "ws_token"}]})
        );
        assert_eq!(
            access_of("POST", "/webhooks/46elks/sms-inbound")
                .unwrap()
                .to_json(),
            json!({"public": false, "principals": [
                {"kind": "provider", "credential": "basic", "provider": "46elks"},
            ]})
        );
        assert_eq!(
            access_of("GET", "/healthz").unwrap().to_json(),
            json!({"public": true, "principals": []})
        );
        assert_eq!(
            Principal::Customer.to_json(None),
            json!({"kind": "customer", "credential": "bearer"})
        );
        assert_eq!(
            Principal::AffiliateKey.to_json(None),
            json!({"kind": "affiliate_key", "credential": "api_key"})
        );
        assert!(access_of("GET", "/lead/get/42").is_none());
    }
}
