//! Conversions of the employee administration's requests and answers: profiles in, change
//! results and audit entries out.

use uuid::Uuid;
use zrm_platform::grpc::common::{country_code, page_info};
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;

use crate::employees::administration::ChangeOutcome;
use crate::employees::changes::EmployeeChangePage;
use crate::employees::model::Bank;
use crate::employees::profile::{EmployeeProfile, RawProfile};
use crate::error::CoreError;

use super::requests::employee_message;

pub fn profile_from_request(
    profile: Option<proto::EmployeeProfile>,
) -> Result<EmployeeProfile, CoreError> {
    let profile = profile.ok_or_else(|| CoreError::invalid("profile", "Profile is required"))?;
    let mut banks = Vec::with_capacity(profile.banks.len());
    for bank in profile.banks {
        let country = country_code(bank.country);
        if country.is_empty() {
            return Err(CoreError::invalid("banks", "The country must be SE or NO"));
        }
        banks.push(Bank {
            country: country.to_owned(),
            product: bank.product,
            bank_id: bank.bank_id,
        });
    }
    EmployeeProfile::parse(RawProfile {
        first_name: profile.first_name,
        last_name: profile.last_name,
        email: profile.email,
        phone_number: profile.phone_number,
        language: profile.language,
        roles: profile.roles,
        zoordinates: profile.zoordinates,
        banks,
        telephony_ids: profile.telephony_ids,
        sverker_id: profile.sverker_id,
    })
}

pub fn actor_id(value: &str) -> Result<Uuid, CoreError> {
    Uuid::parse_str(value.trim()).map_err(|_| CoreError::invalid("actor_id", "Must be a UUID"))
}

pub fn change_result_message(outcome: ChangeOutcome) -> proto::EmployeeChangeResult {
    proto::EmployeeChangeResult {
        employee: Some(employee_message(outcome.employee)),
        access_changed: outcome.access_changed,
    }
}

pub fn change_page_message(page: EmployeeChangePage) -> proto::ListEmployeeChangesResponse {
    proto::ListEmployeeChangesResponse {
        changes: page
            .changes
            .into_iter()
            .map(|change| proto::EmployeeChange {
                change_id: change.change_id,
                user_id: change.user_id.to_string(),
                changed_by: change
                    .changed_by
                    .map(|id| id.to_string())
                    .unwrap_or_default(),
                changed_by_name: change.changed_by_name,
                changed_at: Some(timestamp(change.changed_at)),
                kind: change.kind,
                before_json: change.before.map(|value| value.to_string()),
                after_json: change.after.to_string(),
            })
            .collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
    }
}

/// 1 to 50 valid coordinate codes, upper case.
pub fn zoordinates_from_request(codes: &[String]) -> Result<Vec<String>, CoreError> {
    if codes.is_empty() || codes.len() > 50 {
        return Err(CoreError::invalid(
            "zoordinates",
            "Give 1 to 50 coordinates",
        ));
    }
    codes
        .iter()
        .map(|code| {
            code.trim()
                .parse::<zrm_domain::Coordinates>()
                .map(|coordinates| coordinates.to_string())
                .map_err(|e| {
                    CoreError::invalid("zoordinates", format!("{code:?} is not a coordinate: {e}"))
                })
        })
        .collect()
}
