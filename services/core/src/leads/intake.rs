//! The intake checks of a lead submission: what a new lead must pass when it is created, and
//! what reprocessing runs again on a stored one. Failures are `InvalidArgument`s naming the field
//! as the REST contract spells it (`data.applicant.pni`) and never echo a personal id.

use chrono::NaiveDate;
use zrm_domain::{Country, PersonalId};

use crate::error::CoreError;

use super::model::Applicant;

pub const MAX_NAME: usize = 100;
pub const MAX_SOURCE: usize = 100;

/// A submission as it arrived (or as it was stored): nothing checked yet.
#[derive(Debug, Clone, Copy)]
pub struct Submission<'a> {
    pub source: &'a str,
    pub create_source_type: &'a str,
    pub country: &'a str,
    pub applicant: Option<SubmittedApplicant<'a>>,
    pub co_applicant: Option<SubmittedApplicant<'a>>,
}

#[derive(Debug, Clone, Copy)]
pub struct SubmittedApplicant<'a> {
    pub pni: &'a str,
    pub first_name: &'a str,
    pub last_name: &'a str,
}

/// A submission that passed: trimmed texts, the country parsed, personal ids canonical.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckedSubmission {
    pub source: String,
    pub create_source_type: String,
    pub country: Country,
    pub applicant: Applicant,
    pub co_applicant: Option<Applicant>,
}

/// Personal ids are checked against `today` (a birth date after it is refused).
pub fn check_submission(
    submission: &Submission<'_>,
    today: NaiveDate,
) -> Result<CheckedSubmission, CoreError> {
    let source = required_text(
        "source",
        submission.source,
        "Source is required",
        MAX_SOURCE,
    )?;
    let country: Country = submission
        .country
        .parse()
        .map_err(|_| CoreError::invalid("country", "Country must be SE or NO"))?;
    let create_source_type = required_text(
        "create_source.type",
        submission.create_source_type,
        "Create source type is required",
        MAX_SOURCE,
    )?;
    let applicant = submission
        .applicant
        .ok_or_else(|| CoreError::invalid("data.applicant", "Applicant is required"))?;
    let applicant = check_applicant(country, &applicant, ApplicantFields::MAIN, today)?;
    let co_applicant = submission
        .co_applicant
        .map(|co| check_applicant(country, &co, ApplicantFields::CO, today))
        .transpose()?;
    Ok(CheckedSubmission {
        source,
        create_source_type,
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

fn check_applicant(
    country: Country,
    applicant: &SubmittedApplicant<'_>,
    fields: ApplicantFields,
    today: NaiveDate,
) -> Result<Applicant, CoreError> {
    if applicant.pni.trim().is_empty() {
        return Err(CoreError::invalid(
            fields.pni,
            "Personal id number is required",
        ));
    }
    let pni = PersonalId::parse(country, applicant.pni, today).map_err(|_| {
        CoreError::invalid(
            fields.pni,
            format!("Not a valid personal id number for {country}"),
        )
    })?;
    Ok(Applicant {
        pni: pni.canonical().to_owned(),
        first_name: required_text(
            fields.first_name,
            applicant.first_name,
            "First name is required",
            MAX_NAME,
        )?,
        last_name: required_text(
            fields.last_name,
            applicant.last_name,
            "Last name is required",
            MAX_NAME,
        )?,
    })
}

pub fn required_text(
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

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 1, 1).unwrap()
    }

    fn submission<'a>(pni: &'a str, first_name: &'a str) -> Submission<'a> {
        Submission {
            source: "ONLINE_LEAD",
            create_source_type: "online_form",
            country: "SE",
            applicant: Some(SubmittedApplicant {
                pni,
                first_name,
                last_name: "Svensson",
            }),
            co_applicant: None,
        }
    }

    #[test]
    fn a_valid_submission_is_normalised() {
        let checked = check_submission(&submission("19811228-9874", " Anna "), today()).unwrap();
        assert_eq!(checked.applicant.pni, "198112289874");
        assert_eq!(checked.applicant.first_name, "Anna");
        assert_eq!(checked.country, Country::Se);
    }

    #[test]
    fn failures_name_the_field_without_the_number() {
        let error = check_submission(&submission("198112289875", "Anna"), today()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "data.applicant.pni: Not a valid personal id number for SE"
        );
        let error = check_submission(&submission("198112289874", " "), today()).unwrap_err();
        assert_eq!(
            error.to_string(),
            "data.applicant.first_name: First name is required"
        );
    }
}
