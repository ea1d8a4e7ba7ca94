//! Keeps the insurance service's register of staff members (`/insurance/api/ext_users/…`) in
//! step with the people saved here: a person created or updated is registered with their
//! current name and e-mail address, a deactivated one is deactivated there. Bank partners sell
//! no insurance and are left out. The register only names the ids the insurance service
//! records, so this never fails the employee's save: core has already saved it, and a failure
//! is logged (the next save of the person, or an administrator's `ext_users/create`, repairs it).

use tonic::Code;
use zrm_proto::insurance::v1::{DeactivateInsuranceUserRequest, UpsertInsuranceUserRequest};

use super::types::User;
use crate::state::AppState;

pub async fn sync(state: &AppState, user: &User, actor_id: &str) {
    if user.is_bank_partner() {
        return;
    }
    let outcome = if user.deactivated {
        let request = DeactivateInsuranceUserRequest {
            user_id: user.user_id.clone(),
            requested_by: actor_id.to_owned(),
        };
        match state
            .clients
            .insurances()
            .deactivate_insurance_user(state.clients.insurance.request(request))
            .await
        {
            Ok(_) => Ok(()),
            // Never registered: nothing to deactivate.
            Err(status) if status.code() == Code::NotFound => Ok(()),
            Err(status) => Err(status),
        }
    } else {
        let request = UpsertInsuranceUserRequest {
            user_id: user.user_id.clone(),
            name: user.name.clone(),
            email: user.email.clone(),
            requested_by: actor_id.to_owned(),
        };
        state
            .clients
            .insurances()
            .upsert_insurance_user(state.clients.insurance.request(request))
            .await
            .map(drop)
    };
    if let Err(status) = outcome {
        tracing::warn!(
            user_id = %user.user_id,
            error = %status,
            "the insurance service's register of staff members was not updated"
        );
    }
}
