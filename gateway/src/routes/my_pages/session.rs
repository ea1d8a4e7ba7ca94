//! The customer's session: `POST /my-pages/id-login/exchange` turns an identified sign-in's
//! ticket into the session (once), making the person a kdlt customer on their first sign-in;
//! `GET /my-pages/me` is the signed-in customer and what kdlt holds on them. Signing out is
//! `POST /auth/logout`, as on every platform.

use actix_web::{get, post, web};
use tonic::Code;
use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::kdlt::v1::{
    CreateCustomerRequest, Customer, GetCustomerRequest, GetCustomersRequest, PnisToIdsRequest,
};

use super::id_login::ticket_id;
use super::types::{CustomerSession, Me, MyCustomer, SessionUser, TicketBody};
use crate::auth::{CustomerClaim, CustomerUser, token_error};
use crate::clients::KDLT;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::{GrpcResultExt, status_to_error};
use crate::my_pages::tickets::Person;
use crate::state::AppState;

/// Who kdlt's audit names for a customer created by their own first sign-in.
const SIGN_IN: &str = "my-pages:bankid";

#[utoipa::path(
    tag = "my-pages",
    request_body = TicketBody,
    responses(
        (status = 200, description = "Signed in", body = CustomerSession),
        (status = 400, description = "Not a ticket id (field `ticket_id`)", body = ErrorBody),
        (status = 401, description = "Unknown, pending, failed, expired or already exchanged ticket", body = ErrorBody),
        (status = 409, description = "The customer was erased from the register", body = ErrorBody),
        (status = 503, description = "A dependency is down", body = ErrorBody),
    ),
    security(()),
)]
#[post("/my-pages/id-login/exchange")]
pub async fn exchange(
    state: web::Data<AppState>,
    body: JsonBody<TicketBody>,
) -> Result<web::Json<CustomerSession>, GatewayError> {
    let body = body.into_inner();
    let id = ticket_id(&body.ticket_id)?.to_owned();
    let exchanged = state.customer_sign_in.exchange(&id).await?;
    let (country, person) = (exchanged.country, exchanged.person);
    let customer = customer_of(&state, &country, &person).await?;
    if customer.erased_at.is_some() {
        return Err(GatewayError::Conflict(
            "This customer was erased from the register".into(),
        ));
    }
    let claim = CustomerClaim {
        country,
        pni: customer.pni.clone(),
        first_name: customer.first_name.clone(),
        last_name: customer.last_name.clone(),
        ticket_id: id,
        impersonator_id: exchanged
            .impersonator
            .as_ref()
            .map(|who| who.user_id.clone()),
        impersonator_name: exchanged.impersonator.map(|who| who.name),
    };
    let (issued, claims) = state
        .tokens
        .issue_customer(&customer.customer_id, claim.clone())
        .map_err(token_error)?;
    match &claim.impersonator_id {
        Some(employee) => {
            tracing::info!(customer_id = %customer.customer_id, impersonator = %employee, "customer's pages opened by an employee");
        }
        None => {
            tracing::info!(customer_id = %customer.customer_id, "customer signed in with BankID")
        }
    }
    Ok(web::Json(CustomerSession {
        token: issued.token,
        expires_at: issued.expires_at,
        user: SessionUser::of(customer.customer_id, claim, claims.exp),
    }))
}

/// The kdlt customer of the identified person in `country`: found by personal id, or created
/// on their first sign-in (of two first sign-ins at once, one creates and the other finds).
async fn customer_of(
    state: &AppState,
    country: &str,
    person: &Person,
) -> Result<Customer, GatewayError> {
    if let Some(customer) = find(state, country, &person.pni).await? {
        return Ok(customer);
    }
    let request = CreateCustomerRequest {
        country: country_of_code(country).into(),
        pni: person.pni.clone(),
        first_name: person.first_name.clone(),
        last_name: person.last_name.clone(),
        requested_by: SIGN_IN.to_owned(),
        ..CreateCustomerRequest::default()
    };
    match state
        .clients
        .customers()
        .create_customer(state.clients.kdlt.request(request))
        .await
    {
        Ok(created) => Ok(created.into_inner()),
        Err(status) if status.code() == Code::AlreadyExists => find(state, country, &person.pni)
            .await?
            .ok_or_else(|| status_to_error(KDLT, status)),
        Err(status) => Err(status_to_error(KDLT, status)),
    }
}

async fn find(
    state: &AppState,
    country: &str,
    pni: &str,
) -> Result<Option<Customer>, GatewayError> {
    let matches = state
        .clients
        .customers()
        .pnis_to_ids(state.clients.kdlt.request(PnisToIdsRequest {
            pnis: vec![pni.to_owned()],
        }))
        .await
        .or_gateway_error(KDLT)?;
    let customer_ids: Vec<String> = matches
        .matches
        .into_iter()
        .flat_map(|found| found.customer_ids)
        .collect();
    if customer_ids.is_empty() {
        return Ok(None);
    }
    let customers = state
        .clients
        .customers()
        .get_customers(state.clients.kdlt.request(GetCustomersRequest {
            customer_ids,
            requested_by: String::new(),
        }))
        .await
        .or_gateway_error(KDLT)?;
    Ok(customers
        .customers
        .into_iter()
        .find(|customer| country_code(customer.country) == country))
}

#[utoipa::path(
    tag = "my-pages",
    responses(
        (status = 200, description = "The signed-in customer", body = Me),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a customer's session", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/my-pages/me")]
pub async fn my_pages_me(
    user: CustomerUser,
    state: web::Data<AppState>,
) -> Result<web::Json<Me>, GatewayError> {
    let request = GetCustomerRequest {
        customer_id: user.customer_id.clone(),
        requested_by: user.acting_as(),
    };
    let customer = state
        .clients
        .customers()
        .get_customer(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let customer_id = customer.customer_id.parse().map_err(|_| {
        GatewayError::Internal(format!("kdlt customer id {:?}", customer.customer_id))
    })?;
    let non_empty = |text: String| (!text.is_empty()).then_some(text);
    Ok(web::Json(Me {
        user: SessionUser::of(user.customer_id, user.customer, user.token_expires_at),
        customer: MyCustomer {
            customer_id,
            country: country_code(customer.country).to_owned(),
            pni: customer.pni,
            first_name: customer.first_name,
            last_name: customer.last_name,
            phone_number: non_empty(customer.phone_number),
            email: non_empty(customer.email),
        },
    }))
}
