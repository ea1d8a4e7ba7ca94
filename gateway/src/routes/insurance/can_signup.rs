//! `POST /insurance/api/can-signup`: whether a customer can get an insurance of a group now, and
//! every reason not, before anyone fills in a form. The insurance service answers with the same
//! decision its sale makes (`services/insurance/src/insurances/eligibility.rs`), for the
//! customer's country as kdlt has it, so the answer and `create-insurance` never disagree.

use actix_web::{post, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_platform::grpc::common::country_code;
use zrm_proto::insurance::v1::{self as proto, CanSignUpRequest};

use super::desk::customer_country;
use super::types::InsuranceGroup;
use crate::auth::StaffUser;
use crate::clients::INSURANCE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::JsonBody;
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CanSignUpBody {
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub customer_id: i64,
    pub insurance_group: InsuranceGroup,
    /// Ask as for the customer signing up on My Pages (the rule must allow it); absent or false:
    /// a sale by staff.
    #[serde(default)]
    pub self_sign_up: bool,
}

/// Why the customer cannot get the insurance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SignUpRefusal {
    /// Not sold in the customer's country (no rule there; accident insurance in Norway).
    NotOfferedInCountry,
    /// The country's rule has a highest amount of 0: not sold now.
    MaxAmountZero,
    /// Asked as a self sign-up, which the rule does not allow (staff may still sell it).
    RuleForbidsSelfSignUp,
    /// The customer has an insurance of the group that has not ended (`open_insurance_id`).
    AlreadyHasActive,
}

impl SignUpRefusal {
    fn of_proto(raw: i32) -> Result<Self, GatewayError> {
        match proto::SignUpRefusal::try_from(raw) {
            Ok(proto::SignUpRefusal::NotOfferedInCountry) => Ok(Self::NotOfferedInCountry),
            Ok(proto::SignUpRefusal::MaxAmountZero) => Ok(Self::MaxAmountZero),
            Ok(proto::SignUpRefusal::RuleForbidsSelfSignUp) => Ok(Self::RuleForbidsSelfSignUp),
            Ok(proto::SignUpRefusal::AlreadyHasActive) => Ok(Self::AlreadyHasActive),
            Ok(proto::SignUpRefusal::Unspecified) | Err(_) => Err(GatewayError::Internal(format!(
                "insurance: sign-up refusal {raw}"
            ))),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SignUpEligibility {
    pub can_sign_up: bool,
    /// Every reason not, in the order a sale checks them; empty when it can.
    pub reasons: Vec<SignUpRefusal>,
    /// With `ALREADY_HAS_ACTIVE`: the customer's insurance of the group that has not ended.
    pub open_insurance_id: Option<i64>,
    /// `SE` or `NO`: the customer's country, whose rule applies.
    pub country: String,
}

#[utoipa::path(
    tag = "insurance",
    request_body = CanSignUpBody,
    responses(
        (status = 200, description = "Whether the customer can get it, and every reason not", body = SignUpEligibility),
        (status = 400, description = "Not a customer id (`customer_id`) or an insurance group (`insurance_group`)", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not an employee", body = ErrorBody),
        (status = 404, description = "No such customer", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/insurance/api/can-signup")]
pub async fn can_signup(
    _user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<CanSignUpBody>,
) -> Result<web::Json<SignUpEligibility>, GatewayError> {
    let body = body.into_inner();
    let country = customer_country(&state, body.customer_id).await?;
    let decided = state
        .clients
        .insurances()
        .can_sign_up(state.clients.insurance.request(CanSignUpRequest {
            customer_id: body.customer_id.to_string(),
            country,
            group: body.insurance_group.to_proto().into(),
            self_sign_up: body.self_sign_up,
        }))
        .await
        .or_gateway_error(INSURANCE)?;
    Ok(web::Json(SignUpEligibility {
        can_sign_up: decided.can_sign_up,
        reasons: decided
            .reasons
            .into_iter()
            .map(SignUpRefusal::of_proto)
            .collect::<Result<_, _>>()?,
        open_insurance_id: decided.open_insurance_id,
        country: country_code(country).into(),
    }))
}
