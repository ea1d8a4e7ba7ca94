//! `CustomerUser`: the signed-in customer, taken as a handler argument by every My Pages route.
//! A valid, unexpired, unrevoked access token is required (else 401) and it must be a customer's
//! (a staff or bank partner token: 403). Whose rows a call reaches comes from the token only.

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;

use super::staff_user::{bearer_token, verified_claims};
use super::tokens::{CUSTOMER_PLATFORM, CustomerClaim};
use crate::error::GatewayError;
use crate::state::AppState;

pub const CUSTOMERS_ONLY: &str = "This is for customers only";

#[derive(Debug, Clone)]
pub struct CustomerUser {
    /// The kdlt customer id.
    pub customer_id: String,
    pub customer: CustomerClaim,
    pub token_id: String,
    /// Seconds since the epoch.
    pub token_expires_at: i64,
}

impl CustomerUser {
    /// Who a change made in this session is attributed to: the impersonating employee when
    /// there is one, else the customer.
    pub fn acting_as(&self) -> String {
        match &self.customer.impersonator_id {
            Some(employee) => employee.clone(),
            None => format!("customer:{}", self.customer_id),
        }
    }
}

impl FromRequest for CustomerUser {
    type Error = GatewayError;
    type Future = LocalBoxFuture<'static, Result<Self, GatewayError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let token = bearer_token(req);
        Box::pin(async move {
            let claims = verified_claims(state, token, |state, token| {
                state.tokens.verify_access_any(token)
            })
            .await?;
            let customer = match (claims.platform.as_str(), claims.customer) {
                (CUSTOMER_PLATFORM, Some(customer)) => customer,
                _ => return Err(GatewayError::Forbidden(CUSTOMERS_ONLY.to_string())),
            };
            tracing::Span::current().record("user_id", claims.sub.as_str());
            Ok(CustomerUser {
                customer_id: claims.sub,
                customer,
                token_id: claims.jti,
                token_expires_at: claims.exp,
            })
        })
    }
}
