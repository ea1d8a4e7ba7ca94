//! `POST /customer/impersonate`: an employee with ImpersonateCustomer opens a customer's My Pages
//! as the customer. The gateway makes a sign-in ticket that is complete at once and names the
//! employee; the app's callback page exchanges it (once) for a short-lived customer session
//! marked with the impersonator, whose banner shows both, whose calls kdlt audits under the
//! employee, and which cannot give consents on the customer's behalf.

use actix_web::{post, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use zrm_platform::grpc::common::country_code;
use zrm_proto::kdlt::v1::GetCustomerRequest;

use super::types::CustomerIdRequest;
use crate::auth::{Authorized, ImpersonateCustomer};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::my_pages::tickets::{Impersonator, Person};
use crate::state::AppState;

#[derive(Debug, Serialize, ToSchema)]
pub struct Impersonation {
    /// Open this in a new tab: the customer's My Pages, signed in as them.
    pub url: String,
    /// The link works once, until then.
    pub expires_at: DateTime<Utc>,
}

#[utoipa::path(
    tag = "customer",
    request_body = CustomerIdRequest,
    responses(
        (status = 200, description = "The link that opens the customer's My Pages", body = Impersonation),
        (status = 400, description = "Invalid input (field `customer_id`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not ImpersonateCustomer", body = ErrorBody),
        (status = 404, description = "Unknown customer", body = ErrorBody),
        (status = 409, description = "The customer was erased", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/customer/impersonate")]
pub async fn impersonate_customer(
    authorized: Authorized<ImpersonateCustomer>,
    state: web::Data<AppState>,
    body: JsonBody<CustomerIdRequest>,
) -> Result<web::Json<Impersonation>, GatewayError> {
    let customer_id = body.into_inner().customer_id;
    let employee = authorized.user;
    let customer = state
        .clients
        .customers()
        .get_customer(state.clients.kdlt.request(GetCustomerRequest {
            customer_id: customer_id.to_string(),
            requested_by: employee.user_id.clone(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    if customer.erased_at.is_some() {
        return Err(GatewayError::Conflict(
            "This customer was erased from the register".into(),
        ));
    }
    let country = country_code(customer.country).to_owned();
    let settings = &state.settings.my_pages;
    let app = if country == "NO" {
        &settings.app_url_no
    } else {
        &settings.app_url_se
    };
    let callback = format!("{}/auth/callback", app.trim_end_matches('/'));
    let url = state
        .customer_sign_in
        .impersonate(
            country,
            Person {
                pni: customer.pni,
                first_name: customer.first_name,
                last_name: customer.last_name,
            },
            Impersonator {
                user_id: employee.user_id.clone(),
                name: employee.name.clone(),
            },
            &callback,
        )
        .await?;
    tracing::info!(customer_id, employee = %employee.user_id, "impersonation link made");
    let ttl = chrono::Duration::seconds(i64::try_from(settings.ticket_ttl_secs).unwrap_or(600));
    Ok(web::Json(Impersonation {
        url,
        expires_at: Utc::now() + ttl,
    }))
}
