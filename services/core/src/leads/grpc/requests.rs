//! Validation of lead requests: proto in, domain input out, errors naming the field as the REST
//! contract spells it (`data.applicant.pni`).

use chrono::Utc;
use uuid::Uuid;
use zrm_domain::parse_reprocess_lead_ids;
use zrm_proto::core::v1::{
    Applicant as ApplicantMessage, AssignLeadRequest, CreateLeadRequest, ListLeadsRequest,
    ReprocessSubmissionsRequest,
};

use crate::error::CoreError;
use crate::leads::intake::{Submission, SubmittedApplicant, check_submission};
use crate::leads::model::{
    CreateSource, LeadAssignment, LeadListFilter, LeadReprocessing, NewLead,
};
use zrm_domain::Page;
use zrm_platform::grpc::common::{country_code, page_of};

const MAX_ERROR_TEXT: usize = 1_000;

/// The intake checks of [`check_submission`], plus the creation error a source may report.
pub fn new_lead_from_request(request: CreateLeadRequest) -> Result<NewLead, CoreError> {
    let create_source = request.create_source.unwrap_or_default();
    let data = request.data.unwrap_or_default();
    let checked = check_submission(
        &Submission {
            source: &request.source,
            create_source_type: &create_source.r#type,
            country: country_code(request.country),
            applicant: data.applicant.as_ref().map(submitted),
            co_applicant: data.co_applicant.as_ref().map(submitted),
        },
        Utc::now().date_naive(),
    )?;
    let error = match create_source.error.as_deref().map(str::trim) {
        Some("") | None => None,
        Some(text) if text.chars().count() > MAX_ERROR_TEXT => {
            return Err(CoreError::invalid(
                "create_source.error",
                format!("Must be at most {MAX_ERROR_TEXT} characters"),
            ));
        }
        Some(text) => Some(text.to_owned()),
    };
    Ok(NewLead {
        source: checked.source,
        create_source: CreateSource {
            kind: checked.create_source_type,
            error,
        },
        country: checked.country,
        applicant: checked.applicant,
        co_applicant: checked.co_applicant,
    })
}

fn submitted(applicant: &ApplicantMessage) -> SubmittedApplicant<'_> {
    SubmittedApplicant {
        pni: &applicant.pni,
        first_name: &applicant.first_name,
        last_name: &applicant.last_name,
    }
}

pub fn lead_id_from_request(lead_id: i64) -> Result<i64, CoreError> {
    if lead_id <= 0 {
        return Err(CoreError::invalid(
            "id",
            "Lead id must be a positive number",
        ));
    }
    Ok(lead_id)
}

pub fn lead_list_from_request(
    request: &ListLeadsRequest,
) -> Result<(LeadListFilter, Page), CoreError> {
    let (page, limit) = page_of(request.page.as_ref());
    let page = Page::parse(page, limit)?;
    let assignee_id = request
        .assignee_id
        .as_deref()
        .map(|id| user_id("assignee_id", id))
        .transpose()?;
    Ok((
        LeadListFilter {
            include_failed: request.include_failed,
            include_handled: request.include_handled,
            unassigned_only: request.unassigned_only,
            assignee_id,
            country: request
                .country
                .map(crate::applications::grpc::requests::country_from_request)
                .transpose()?,
        },
        page,
    ))
}

pub fn lead_assignment_from_request(
    request: &AssignLeadRequest,
) -> Result<LeadAssignment, CoreError> {
    Ok(LeadAssignment {
        lead_id: lead_id_from_request(request.lead_id)?,
        assignee_id: user_id("assignee_id", &request.assignee_id)?,
        assigned_by: user_id("assigned_by", &request.assigned_by)?,
    })
}

pub fn lead_reprocessing_from_request(
    request: &ReprocessSubmissionsRequest,
) -> Result<LeadReprocessing, CoreError> {
    let lead_ids = parse_reprocess_lead_ids(&request.lead_ids)
        .map_err(|error| CoreError::invalid(error.field, error.detail))?;
    Ok(LeadReprocessing {
        lead_ids,
        requested_by: user_id("requested_by", &request.requested_by)?,
    })
}

pub fn user_id(field: &'static str, value: &str) -> Result<Uuid, CoreError> {
    if value.trim().is_empty() {
        return Err(CoreError::invalid(field, "User id is required"));
    }
    Uuid::parse_str(value.trim()).map_err(|_| CoreError::invalid(field, "Must be a valid user id"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use zrm_domain::Country;
    use zrm_proto::core::v1::{CreateSource as CreateSourceMessage, LeadData};

    use super::*;

    fn request(pni: &str, country: &str) -> CreateLeadRequest {
        CreateLeadRequest {
            source: "ONLINE_LEAD".into(),
            create_source: Some(CreateSourceMessage {
                r#type: "online_form".into(),
                error: None,
            }),
            data: Some(LeadData {
                applicant: Some(ApplicantMessage {
                    pni: pni.into(),
                    first_name: " Anna ".into(),
                    last_name: "Svensson".into(),
                }),
                co_applicant: None,
            }),
            country: zrm_platform::grpc::common::country_of_code(country).into(),
        }
    }

    fn field_of(error: CoreError) -> &'static str {
        let CoreError::InvalidArgument { field, .. } = error else {
            panic!("expected a validation error, got {error:?}");
        };
        field
    }

    #[test]
    fn valid_request_is_normalised() {
        let lead = new_lead_from_request(request("19811228-9874", "SE")).unwrap();
        assert_eq!(lead.country, Country::Se);
        assert_eq!(lead.applicant.pni, "198112289874");
        assert_eq!(lead.applicant.first_name, "Anna");
        assert_eq!(lead.create_source.error, None);
    }

    #[test]
    fn invalid_personal_id_names_its_field() {
        let error = new_lead_from_request(request("198112289875", "SE")).unwrap_err();
        assert_eq!(field_of(error), "data.applicant.pni");
        // A valid Swedish number is not a Norwegian one.
        let error = new_lead_from_request(request("198112289874", "NO")).unwrap_err();
        assert_eq!(field_of(error), "data.applicant.pni");
    }

    #[test]
    fn other_fields_are_checked() {
        assert_eq!(
            field_of(new_lead_from_request(request("198112289874", "DK")).unwrap_err()),
            "country"
        );
        let mut no_source = request("198112289874", "SE");
        no_source.source = "  ".into();
        assert_eq!(
            field_of(new_lead_from_request(no_source).unwrap_err()),
            "source"
        );
        let mut long_name = request("198112289874", "SE");
        if let Some(applicant) = long_name.data.as_mut().and_then(|d| d.applicant.as_mut()) {
            applicant.last_name = "x".repeat(101);
        }
        assert_eq!(
            field_of(new_lead_from_request(long_name).unwrap_err()),
            "data.applicant.last_name"
        );
        let mut bad_co = request("198112289874", "SE");
        if let Some(data) = bad_co.data.as_mut() {
            data.co_applicant = Some(ApplicantMessage {
                pni: "123".into(),
                first_name: "Erik".into(),
                last_name: "Lind".into(),
            });
        }
        assert_eq!(
            field_of(new_lead_from_request(bad_co).unwrap_err()),
            "data.co_applicant.pni"
        );
    }

    #[test]
    fn reprocessing_needs_one_to_a_hundred_ids_and_a_user() {
        let request = |lead_ids: Vec<i64>| ReprocessSubmissionsRequest {
            lead_ids,
            requested_by: Uuid::new_v4().to_string(),
        };
        let accepted = lead_reprocessing_from_request(&request(vec![7, 5, 7])).unwrap();
        assert_eq!(accepted.lead_ids, vec![7, 5]);
        for ids in [vec![], (1..=101).collect(), vec![0]] {
            assert_eq!(
                field_of(lead_reprocessing_from_request(&request(ids)).unwrap_err()),
                "lead_ids"
            );
        }
        let mut anonymous = request(vec![1]);
        anonymous.requested_by = String::new();
        assert_eq!(
            field_of(lead_reprocessing_from_request(&anonymous).unwrap_err()),
            "requested_by"
        );
    }

    #[test]
    fn assignment_needs_user_ids() {
        let request = AssignLeadRequest {
            lead_id: 1,
            assignee_id: "not-a-uuid".into(),
            assigned_by: Uuid::new_v4().to_string(),
        };
        assert_eq!(
            field_of(lead_assignment_from_request(&request).unwrap_err()),
            "assignee_id"
        );
    }
}
