//! `Authorized<P>`: the signed-in employee, admitted by the role requirement the policy `P` names
//! (`RoleRequirement::admits`: a role whose name contains `admin` passes every check; a
//! requirement with several role sets admits a holder of all roles of one set); 403 otherwise.
//! As an extractor, no handler can forget the check. actix polls a handler's extractors
//! together, so a handler that wants the role checked before its body is read takes
//! `web::Payload` and calls `extract::read_json` itself.

use std::marker::PhantomData;

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest};
use futures_util::future::LocalBoxFuture;
use zrm_domain::roles::RoleRequirement;

use super::staff_user::StaffUser;
use crate::error::GatewayError;

/// A named requirement of the shared policy (`policy/named-requirements.json` in `zrm-domain`).
pub trait Policy {
    /// Its key in `policy/named-requirements.json`.
    const NAME: &'static str;
    fn requirement() -> RoleRequirement;
}

/// Reprocessing leads: online admins only (role `online:admin`).
#[derive(Debug)]
pub struct ReprocessLeads;

impl Policy for ReprocessLeads {
    const NAME: &'static str = "reprocess_leads";
    fn requirement() -> RoleRequirement {
        RoleRequirement::reprocess_leads()
    }
}

/// The customer register: the customer roles (`RoleRequirement::customers`).
#[derive(Debug)]
pub struct ManageCustomers;

impl Policy for ManageCustomers {
    const NAME: &'static str = "customers";
    fn requirement() -> RoleRequirement {
        RoleRequirement::customers()
    }
}

/// Writing message templates (`RoleRequirement::template_admin`).
#[derive(Debug)]
pub struct TemplateAdmin;

impl Policy for TemplateAdmin {
    const NAME: &'static str = "template_admin";
    fn requirement() -> RoleRequirement {
        RoleRequirement::template_admin()
    }
}

/// Opening a customer's My Pages as the customer (`RoleRequirement::impersonate_customer`).
#[derive(Debug)]
pub struct ImpersonateCustomer;

impl Policy for ImpersonateCustomer {
    const NAME: &'static str = "impersonate_customer";
    fn requirement() -> RoleRequirement {
        RoleRequirement::impersonate_customer()
    }
}

/// Exporting and erasing a customer (`RoleRequirement::customer_data_admin`).
#[derive(Debug)]
pub struct CustomerDataAdmin;

impl Policy for CustomerDataAdmin {
    const NAME: &'static str = "customer_data_admin";
    fn requirement() -> RoleRequirement {
        RoleRequirement::customer_data_admin()
    }
}

/// Managing internal users (`RoleRequirement::employee_admin`).
#[derive(Debug)]
pub struct EmployeeAdmin;

impl Policy for EmployeeAdmin {
    const NAME: &'static str = "employee_admin";
    fn requirement() -> RoleRequirement {
        RoleRequirement::employee_admin()
    }
}

/// Managing bank-partner users (`RoleRequirement::partner_admin`).
#[derive(Debug)]
pub struct PartnerAdmin;

impl Policy for PartnerAdmin {
    const NAME: &'static str = "partner_admin";
    fn requirement() -> RoleRequirement {
        RoleRequirement::partner_admin()
    }
}

/// Reviewing deactivation requests (`RoleRequirement::mortgage_admin`).
#[derive(Debug)]
pub struct MortgageAdmin;

impl Policy for MortgageAdmin {
    const NAME: &'static str = "mortgage_admin";
    fn requirement() -> RoleRequirement {
        RoleRequirement::mortgage_admin()
    }
}

/// Selling insurances (`RoleRequirement::insurance_sales`).
#[derive(Debug)]
pub struct InsuranceSales;

impl Policy for InsuranceSales {
    const NAME: &'static str = "insurance_sales";
    fn requirement() -> RoleRequirement {
        RoleRequirement::insurance_sales()
    }
}

/// Refunds and the payment providers' admin calls (`RoleRequirement::insurance_admin`).
#[derive(Debug)]
pub struct InsuranceAdmin;

impl Policy for InsuranceAdmin {
    const NAME: &'static str = "insurance_admin";
    fn requirement() -> RoleRequirement {
        RoleRequirement::insurance_admin()
    }
}

/// The insurance admin sales report (`RoleRequirement::insurance_sales_stats`).
#[derive(Debug)]
pub struct InsuranceSalesStats;

impl Policy for InsuranceSalesStats {
    const NAME: &'static str = "insurance_sales_stats";
    fn requirement() -> RoleRequirement {
        RoleRequirement::insurance_sales_stats()
    }
}

#[derive(Debug)]
pub struct Authorized<P> {
    pub user: StaffUser,
    policy: PhantomData<P>,
}

impl<P: Policy + 'static> FromRequest for Authorized<P> {
    type Error = GatewayError;
    type Future = LocalBoxFuture<'static, Result<Self, GatewayError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let user = StaffUser::from_request(req, payload);
        Box::pin(async move {
            let user = user.await?;
            user.require(&P::requirement())?;
            Ok(Self {
                user,
                policy: PhantomData,
            })
        })
    }
}
