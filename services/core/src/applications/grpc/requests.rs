//! Validation of application requests: proto in, domain input out, errors naming the field as
//! the REST contract spells it (`applicants[1].customer_id`).

use std::collections::HashSet;

use zrm_domain::{Country, Page};
use zrm_platform::grpc::common::{country_code, page_of};
use zrm_proto::core::v1 as proto;

use crate::applications::from_lead::Conversion;
use crate::applications::incomes::{IncomeKind, IncomeLine};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;

use crate::applications::model::{
    ApplicantRole, ApplicationAssignment, ApplicationChange, ApplicationFilter, ApplicationStatus,
    LoanPurpose, MAX_APPLICANTS, MAX_MORTGAGE_LOAN_AMOUNT, NewApplication, Substatus,
};

pub fn country_from_request(value: i32) -> Result<Country, CoreError> {
    country_code(value)
        .parse()
        .map_err(|_| CoreError::invalid("country", "Must be SE or NO"))
}

pub fn application_id_from_request(application_id: i64) -> Result<i64, CoreError> {
    if application_id <= 0 {
        return Err(CoreError::invalid(
            "application_id",
            "Must be an application id",
        ));
    }
    Ok(application_id)
}

/// At most this many applications are fetched by id at once.
pub const MAX_APPLICATIONS_BY_ID: usize = 100;

pub fn keys_from_request(
    request: &proto::GetApplicationsRequest,
) -> Result<Vec<(i64, Country)>, CoreError> {
    if request.applications.len() > MAX_APPLICATIONS_BY_ID {
        return Err(CoreError::invalid(
            "application_ids",
            format!("At most {MAX_APPLICATIONS_BY_ID} applications at once"),
        ));
    }
    request
        .applications
        .iter()
        .map(|key| {
            Ok((
                application_id_from_request(key.application_id)?,
                country_from_request(key.country)?,
            ))
        })
        .collect()
}

pub fn customer_id_from_request(customer_id: i64) -> Result<i64, CoreError> {
    if customer_id <= 0 {
        return Err(CoreError::invalid("customer_id", "Must be a customer id"));
    }
    Ok(customer_id)
}

fn loan_purpose(value: i32) -> Option<LoanPurpose> {
    match proto::LoanPurpose::try_from(value).ok()? {
        proto::LoanPurpose::Refinance => Some(LoanPurpose::Refinance),
        proto::LoanPurpose::PreApproval => Some(LoanPurpose::PreApproval),
        proto::LoanPurpose::Buy => Some(LoanPurpose::Buy),
        proto::LoanPurpose::Unspecified => None,
    }
}

fn substatus(value: i32) -> Option<Substatus> {
    match proto::ApplicationSubstatus::try_from(value).ok()? {
        proto::ApplicationSubstatus::Draft => Some(Substatus::Draft),
        proto::ApplicationSubstatus::Complete => Some(Substatus::Complete),
        proto::ApplicationSubstatus::Offered => Some(Substatus::Offered),
        proto::ApplicationSubstatus::Accepted => Some(Substatus::Accepted),
        proto::ApplicationSubstatus::Disbursed => Some(Substatus::Disbursed),
        proto::ApplicationSubstatus::Unspecified => None,
    }
}

fn status(value: i32) -> Option<ApplicationStatus> {
    match proto::ApplicationStatus::try_from(value).ok()? {
        proto::ApplicationStatus::Active => Some(ApplicationStatus::Active),
        proto::ApplicationStatus::Deactivated => Some(ApplicationStatus::Deactivated),
        proto::ApplicationStatus::Unspecified => None,
    }
}

fn role(value: i32) -> Option<ApplicantRole> {
    match proto::ApplicantRole::try_from(value).ok()? {
        proto::ApplicantRole::MainApplicant => Some(ApplicantRole::MainApplicant),
        proto::ApplicantRole::CoApplicant => Some(ApplicantRole::CoApplicant),
        proto::ApplicantRole::Guarantor => Some(ApplicantRole::Guarantor),
        proto::ApplicantRole::Unspecified => None,
    }
}

fn amount(value: Option<i64>) -> Result<Option<i64>, CoreError> {
    match value {
        Some(amount) if !(1..=MAX_MORTGAGE_LOAN_AMOUNT).contains(&amount) => {
            Err(CoreError::invalid(
                "mortgage_loan_amount",
                format!("Must be a whole amount from 1 to {MAX_MORTGAGE_LOAN_AMOUNT}"),
            ))
        }
        other => Ok(other),
    }
}

fn item(index: usize, name: &str, detail: &str) -> CoreError {
    CoreError::InvalidItem {
        field: format!("applicants[{index}].{name}"),
        detail: detail.to_owned(),
    }
}

pub fn new_application_from_request(
    request: &proto::CreateApplicationRequest,
) -> Result<NewApplication, CoreError> {
    let country = country_from_request(request.country)?;
    let loan_purpose = loan_purpose(request.loan_purpose).ok_or_else(|| {
        CoreError::invalid("loan_purpose", "Must be REFINANCE, PRE_APPROVAL or BUY")
    })?;
    if request.applicants.is_empty() || request.applicants.len() > MAX_APPLICANTS {
        return Err(CoreError::invalid(
            "applicants",
            format!("Give 1 to {MAX_APPLICANTS} applicants, one of them the main applicant"),
        ));
    }
    let mut seen = HashSet::new();
    let mut applicants = Vec::with_capacity(request.applicants.len());
    for (index, applicant) in request.applicants.iter().enumerate() {
        let role = role(applicant.role).ok_or_else(|| {
            item(
                index,
                "role",
                "Must be MAIN_APPLICANT, CO_APPLICANT or GUARANTOR",
            )
        })?;
        let customer_id = applicant
            .customer_id
            .trim()
            .parse::<i64>()
            .ok()
            .filter(|id| *id >= 1)
            .ok_or_else(|| item(index, "customer_id", "Must be a customer id"))?;
        if !seen.insert(customer_id) {
            return Err(item(
                index,
                "customer_id",
                "The same customer is on the application twice",
            ));
        }
        applicants.push((role, customer_id));
    }
    let mains = applicants
        .iter()
        .filter(|(role, _)| *role == ApplicantRole::MainApplicant)
        .count();
    if mains != 1 {
        return Err(CoreError::invalid(
            "applicants",
            "An application has exactly one main applicant",
        ));
    }
    let lead_id = match request.lead_id {
        Some(id) if id <= 0 => return Err(CoreError::invalid("lead_id", "Must be a lead id")),
        other => other,
    };
    Ok(NewApplication {
        country,
        loan_purpose,
        mortgage_loan_amount: amount(request.mortgage_loan_amount)?,
        applicants,
        lead_id,
        created_by: user_id("created_by", &request.created_by)?,
        duplicate_of: None,
    })
}

pub fn conversion_from_request(
    request: &proto::ConvertLeadRequest,
) -> Result<Conversion, CoreError> {
    if request.lead_id <= 0 {
        return Err(CoreError::invalid("lead_id", "Must be a lead id"));
    }
    Ok(Conversion {
        lead_id: request.lead_id,
        loan_purpose: loan_purpose(request.loan_purpose).ok_or_else(|| {
            CoreError::invalid("loan_purpose", "Must be REFINANCE, PRE_APPROVAL or BUY")
        })?,
        mortgage_loan_amount: amount(request.mortgage_loan_amount)?,
        converted_by: user_id("converted_by", &request.converted_by)?,
    })
}

/// The page asked for; a call that names none gets the first page of the default size.
pub fn page_from_request(
    page: Option<&zrm_proto::common::v1::PageRequest>,
) -> Result<Page, CoreError> {
    match page {
        Some(_) => {
            let (page, limit) = page_of(page);
            Ok(Page::parse(page, limit)?)
        }
        None => Ok(Page::parse_or_default(None, None)?),
    }
}

pub fn filter_from_request(
    request: &proto::ListApplicationsRequest,
) -> Result<(ApplicationFilter, Page), CoreError> {
    let page = page_from_request(request.page.as_ref())?;
    let statuses = request
        .statuses
        .iter()
        .map(|value| status(*value).ok_or_else(|| CoreError::invalid("statuses", "Unknown status")))
        .collect::<Result<Vec<_>, _>>()?;
    let substatuses = request
        .substatuses
        .iter()
        .map(|value| {
            substatus(*value).ok_or_else(|| CoreError::invalid("substatuses", "Unknown substatus"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let assignee_id = request
        .assignee_id
        .as_deref()
        .map(|id| user_id("assignee_id", id))
        .transpose()?;
    Ok((
        ApplicationFilter {
            statuses,
            substatuses,
            unassigned_only: request.unassigned_only,
            assignee_id,
            country: request.country.map(country_from_request).transpose()?,
        },
        page,
    ))
}

pub fn change_from_request(
    request: &proto::UpdateApplicationRequest,
) -> Result<ApplicationChange, CoreError> {
    if request.version < 1 {
        return Err(CoreError::invalid(
            "version",
            "Must be the version you read",
        ));
    }
    let loan_purpose = request
        .loan_purpose
        .map(|value| {
            loan_purpose(value).ok_or_else(|| {
                CoreError::invalid("loan_purpose", "Must be REFINANCE, PRE_APPROVAL or BUY")
            })
        })
        .transpose()?;
    let substatus = request
        .substatus
        .map(|value| {
            substatus(value).ok_or_else(|| CoreError::invalid("substatus", "Unknown substatus"))
        })
        .transpose()?;
    Ok(ApplicationChange {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        version: request.version,
        loan_purpose,
        mortgage_loan_amount: amount(request.mortgage_loan_amount)?,
        substatus,
        incomes: request
            .incomes
            .as_ref()
            .map(|lines| income_lines(&lines.lines))
            .transpose()?,
        requested_by: user_id("requested_by", &request.requested_by)?,
    })
}

fn income_kind(value: i32) -> Option<IncomeKind> {
    match proto::IncomeKind::try_from(value).ok()? {
        proto::IncomeKind::Salary => Some(IncomeKind::Salary),
        proto::IncomeKind::Pension => Some(IncomeKind::Pension),
        proto::IncomeKind::SelfEmployment => Some(IncomeKind::SelfEmployment),
        proto::IncomeKind::Rental => Some(IncomeKind::Rental),
        proto::IncomeKind::Benefits => Some(IncomeKind::Benefits),
        proto::IncomeKind::Other => Some(IncomeKind::Other),
        proto::IncomeKind::Unspecified => None,
    }
}

/// The lines' shape (a customer id, a kind); amounts and applicants are checked by the update.
fn income_lines(lines: &[proto::IncomeLine]) -> Result<Vec<IncomeLine>, CoreError> {
    lines
        .iter()
        .enumerate()
        .map(|(index, line)| {
            Ok(IncomeLine {
                customer_id: line
                    .customer_id
                    .trim()
                    .parse::<i64>()
                    .ok()
                    .filter(|id| *id >= 1)
                    .ok_or_else(|| CoreError::InvalidItem {
                        field: format!("incomes[{index}].customer_id"),
                        detail: "Must be a customer id".to_owned(),
                    })?,
                kind: income_kind(line.kind).ok_or_else(|| CoreError::InvalidItem {
                    field: format!("incomes[{index}].kind"),
                    detail: "Must be an income kind".to_owned(),
                })?,
                amount: line.amount,
                yearly_amount: line.yearly_amount,
            })
        })
        .collect()
}

pub fn assignment_from_request(
    request: &proto::AssignApplicationRequest,
) -> Result<ApplicationAssignment, CoreError> {
    Ok(ApplicationAssignment {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        assignee_id: user_id("assignee_id", &request.assignee_id)?,
        assigned_by: user_id("assigned_by", &request.assigned_by)?,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    const USER: &str = "6f1c7a1e-8d2b-4c59-9a52-2f0d2d1d3b4a";

    fn request(applicants: Vec<(proto::ApplicantRole, &str)>) -> proto::CreateApplicationRequest {
        proto::CreateApplicationRequest {
            country: zrm_proto::common::v1::Country::Se.into(),
            loan_purpose: proto::LoanPurpose::Buy.into(),
            mortgage_loan_amount: Some(2_500_000),
            applicants: applicants
                .into_iter()
                .map(|(role, id)| proto::NewApplicant {
                    role: role.into(),
                    customer_id: id.to_owned(),
                })
                .collect(),
            lead_id: None,
            created_by: USER.to_owned(),
        }
    }

    fn field(error: CoreError) -> String {
        if let CoreError::InvalidItem { field, .. } = error {
            return field;
        }
        let CoreError::InvalidArgument { field, .. } = error else {
            panic!("expected a validation error, got {error:?}");
        };
        field.to_owned()
    }

    #[test]
    fn a_valid_request_keeps_the_applicants_in_order() {
        let new = new_application_from_request(&request(vec![
            (proto::ApplicantRole::MainApplicant, "7"),
            (proto::ApplicantRole::CoApplicant, " 9 "),
        ]))
        .unwrap();
        assert_eq!(
            new.applicants,
            vec![
                (ApplicantRole::MainApplicant, 7),
                (ApplicantRole::CoApplicant, 9)
            ]
        );
        assert_eq!(new.mortgage_loan_amount, Some(2_500_000));
    }

    #[test]
    fn applicants_are_checked_one_by_one_and_as_a_whole() {
        let bad_id = request(vec![
            (proto::ApplicantRole::MainApplicant, "7"),
            (proto::ApplicantRole::CoApplicant, "x"),
        ]);
        assert_eq!(
            field(new_application_from_request(&bad_id).unwrap_err()),
            "applicants[1].customer_id"
        );
        let twice = request(vec![
            (proto::ApplicantRole::MainApplicant, "7"),
            (proto::ApplicantRole::Guarantor, "7"),
        ]);
        assert_eq!(
            field(new_application_from_request(&twice).unwrap_err()),
            "applicants[1].customer_id"
        );
        let no_main = request(vec![(proto::ApplicantRole::CoApplicant, "7")]);
        assert_eq!(
            field(new_application_from_request(&no_main).unwrap_err()),
            "applicants"
        );
        let two_mains = request(vec![
            (proto::ApplicantRole::MainApplicant, "7"),
            (proto::ApplicantRole::MainApplicant, "8"),
        ]);
        assert_eq!(
            field(new_application_from_request(&two_mains).unwrap_err()),
            "applicants"
        );
        assert_eq!(
            field(new_application_from_request(&request(vec![])).unwrap_err()),
            "applicants"
        );
    }

    #[test]
    fn amounts_are_whole_and_in_range() {
        let mut too_much = request(vec![(proto::ApplicantRole::MainApplicant, "7")]);
        too_much.mortgage_loan_amount = Some(MAX_MORTGAGE_LOAN_AMOUNT + 1);
        assert_eq!(
            field(new_application_from_request(&too_much).unwrap_err()),
            "mortgage_loan_amount"
        );
        let mut zero = request(vec![(proto::ApplicantRole::MainApplicant, "7")]);
        zero.mortgage_loan_amount = Some(0);
        assert_eq!(
            field(new_application_from_request(&zero).unwrap_err()),
            "mortgage_loan_amount"
        );
    }
}
