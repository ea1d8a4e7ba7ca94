//! `BankPartner`: the signed-in bank partner, taken as a handler argument by every route of the
//! portal. A valid, unexpired, unrevoked access token is required (else 401) and it must be the
//! bank platform's (a staff token: 403). The bank a request works on comes from the token only:
//! the client names the country and product it picked from the partner's banks, and
//! [`BankPartner::bank_for`] finds that bank among the token's, or refuses.

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;

use super::staff_user::{bearer_token, verified_claims};
use super::tokens::{BANK_PLATFORM, BankClaim};
use crate::error::GatewayError;
use crate::state::AppState;

/// A signed-in staff member (or anyone not a bank partner) on a bank route.
pub const BANK_PARTNERS_ONLY: &str = "This is for bank partners only";

#[derive(Debug, Clone)]
pub struct BankPartner {
    pub user_id: String,
    pub name: String,
    pub banks: Vec<BankClaim>,
}

impl BankPartner {
    /// The id of the partner's bank for this country and product (`SE`, `mortgage`); 403 naming
    /// `field` when it is not one of theirs.
    pub fn bank_for(
        &self,
        country: &str,
        product: &str,
        field: &'static str,
    ) -> Result<i32, GatewayError> {
        self.banks
            .iter()
            .find(|bank| bank.country == country && bank.product == product)
            .map(|bank| bank.bank_id)
            .ok_or_else(|| {
                GatewayError::Forbidden(format!(
                    "{field}: you work for no bank with {country} {product}"
                ))
            })
    }
}

impl FromRequest for BankPartner {
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
            if claims.platform != BANK_PLATFORM {
                return Err(GatewayError::Forbidden(BANK_PARTNERS_ONLY.to_string()));
            }
            tracing::Span::current().record("user_id", claims.sub.as_str());
            Ok(BankPartner {
                user_id: claims.sub,
                name: claims.name,
                banks: claims.banks,
            })
        })
    }
}
