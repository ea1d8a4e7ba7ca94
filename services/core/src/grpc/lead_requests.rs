//! Validation of lead requests: proto in, domain input out, errors naming the field as the REST
//! contract spells it (`data.applicant.pni`).

use chrono::Utc;
use uuid::Uuid;
use zrm_domain::{Country, PersonalId};
use zrm_proto::core::v1::{
    Applicant as ApplicantMessage, AssignLeadRequest, CreateLeadRequest, ListLeadsRequest,
};

use crate::error::CoreError;
use crate::leads::model::{Applicant, CreateSource, LeadAssignment, LeadListFilter, NewLead};
use zrm_domain::Page;

const MAX_NAME: usize = 100;
const MAX_SOURCE: usize = 100;
const MAX_ERROR_TEXT: usize = 1_000;

pub fn new_lead_from_request(request: CreateLeadRequest) -> Result<NewLead, CoreError> {
    let source = required_text("source", &request.source, "Source is required", MAX_SOURCE)?;
    let country: Country = request
        .country
        .parse()
        .map_err(|_| CoreError::invalid("country", "Country must be SE or NO"))?;
    let create_source = request.create_source.unwrap_or_default();
    let kind = required_text(
        "create_source.type",
        &create_source.r#type,
        "Create source type is required",
        MAX_SOURCE,
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
    let data = request.data.unwrap_or_default();
    let applicant = data
        .applicant
        .ok_or_else(|| CoreError::invalid("data.applicant", "Applicant is required"))?;
    let applicant = applicant_from_message(country, &applicant, ApplicantFields::MAIN)?;
    let co_applicant = data
        .co_applicant
        .map(|co| applicant_from_message(country, &co, ApplicantFields::CO))
        .transpose()?;
    Ok(NewLead {
        source,
        create_source: CreateSource { kind, error },
        country,
        applicant,
        co_applicant,
    })
}

/// Field names of one applicant, as the REST contract spells them.
struct ApplicantFields {
    pni: &'static str,
    first_name: &'static str,
    last_name: &'static str,
}

impl ApplicantFields {
    const MAIN: Self = ApplicantFields {
        pni: "data.applicant.pni",
        first_name: "data.applicant.first_name",
        last_name: "data.applicant.last_name",
    };
    const CO: Self = ApplicantFields {
        pni: "data.co_applicant.pni",
        first_name: "data.co_applicant.first_name",
        last_name: "data.co_applicant.last_name",
    };
}

fn applicant_from_message(
    country: Country,
    message: &ApplicantMessage,
    fields: ApplicantFields,
) -> Result<Applicant, CoreError> {
    if message.pni.trim().is_empty() {
        return Err(CoreError::invalid(
            fields.pni,
            "Personal id number is required",
        ));
    }
    let pni = PersonalId::parse(country, &message.pni, Utc::now().date_naive()).map_err(|_| {
        CoreError::invalid(
            fields.pni,
            format!("Not a valid personal id number for {country}"),
        )
    })?;
    Ok(Applicant {
        pni: pni.canonical().to_owned(),
        first_name: required_text(
            fields.first_name,
            &message.first_name,
            "First name is required",
            MAX_NAME,
        )?,
        last_name: required_text(
            fields.last_name,
            &message.last_name,
            "Last name is required",
            MAX_NAME,
        )?,
    })
}

fn required_text(
    field: &'static str,
    value: &str,
    missing: &str,
    max_chars: usize,
) -> Result<String, CoreError> {
    let value = value.trim();
    if value.is_empty() {
        return Err(CoreError::invalid(field, missing));
    }
    if value.chars().count() > max_chars {
        return Err(CoreError::invalid(
            field,
            format!("Must be at most {max_chars} characters"),
        ));
    }
    Ok(value.to_owned())
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
    let page = Page::parse(request.page, request.limit)?;
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

pub fn user_id(field: &'static str, value: &str) -> Result<Uuid, CoreError> {
    if value.trim().is_empty() {
        return Err(CoreError::invalid(field, "User id is required"));
    }
    Uuid::parse_str(value.trim()).map_err(|_| CoreError::invalid(field, "Must be a valid user id"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

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
            country: country.into(),
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
        let lead = new_lead_from_request(request("19811228-9874", "se")).unwrap();
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
