//! Domain applications → proto messages. Personal ids go out in display form (`19811228-9874`).

use chrono::Utc;
use zrm_domain::{Choice, Country, Language, format_personal_id};
use zrm_platform::grpc::common::{country_of_code, page_info};
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;

use crate::applications::comments::{Comment, CommentPage};
use crate::applications::incomes::{IncomeKind, IncomeLine, total};
use crate::applications::prefs::FormPrefs;

use super::deactivation::deactivation_message;
use crate::applications::model::{
    ApplicantRole, Application, ApplicationPage, ApplicationStatus, HistoryPage, LoanPurpose,
    Substatus,
};

pub fn substatus_message(substatus: Substatus) -> proto::ApplicationSubstatus {
    match substatus {
        Substatus::Draft => proto::ApplicationSubstatus::Draft,
        Substatus::Complete => proto::ApplicationSubstatus::Complete,
        Substatus::Offered => proto::ApplicationSubstatus::Offered,
        Substatus::Accepted => proto::ApplicationSubstatus::Accepted,
        Substatus::Disbursed => proto::ApplicationSubstatus::Disbursed,
    }
}

fn status_message(status: ApplicationStatus) -> proto::ApplicationStatus {
    match status {
        ApplicationStatus::Active => proto::ApplicationStatus::Active,
        ApplicationStatus::Deactivated => proto::ApplicationStatus::Deactivated,
    }
}

pub fn loan_purpose_message(purpose: LoanPurpose) -> proto::LoanPurpose {
    match purpose {
        LoanPurpose::Refinance => proto::LoanPurpose::Refinance,
        LoanPurpose::PreApproval => proto::LoanPurpose::PreApproval,
        LoanPurpose::Buy => proto::LoanPurpose::Buy,
    }
}

pub fn role_message(role: ApplicantRole) -> proto::ApplicantRole {
    match role {
        ApplicantRole::MainApplicant => proto::ApplicantRole::MainApplicant,
        ApplicantRole::CoApplicant => proto::ApplicantRole::CoApplicant,
        ApplicantRole::Guarantor => proto::ApplicantRole::Guarantor,
    }
}

fn income_kind_message(kind: IncomeKind) -> proto::IncomeKind {
    match kind {
        IncomeKind::Salary => proto::IncomeKind::Salary,
        IncomeKind::Pension => proto::IncomeKind::Pension,
        IncomeKind::SelfEmployment => proto::IncomeKind::SelfEmployment,
        IncomeKind::Rental => proto::IncomeKind::Rental,
        IncomeKind::Benefits => proto::IncomeKind::Benefits,
        IncomeKind::Other => proto::IncomeKind::Other,
    }
}

fn income_message(line: IncomeLine, country: Country) -> proto::IncomeLine {
    proto::IncomeLine {
        customer_id: line.customer_id.to_string(),
        kind: income_kind_message(line.kind).into(),
        amount: line.amount,
        yearly_amount: line.yearly_amount,
        monthly: line.monthly(),
        yearly: line.yearly(),
        used: line.used(country),
    }
}

pub fn application_message(application: Application) -> proto::Application {
    let country = application.country;
    let income_total = total(&application.incomes, country);
    let (assignee_id, assignee_name) = match application.assignee {
        Some(assignee) => (Some(assignee.user_id.to_string()), Some(assignee.name)),
        None => (None, None),
    };
    proto::Application {
        application_id: application.application_id,
        country: country_of_code(country.code()).into(),
        created_at: Some(timestamp(application.created_at)),
        updated_at: Some(timestamp(application.updated_at)),
        version: application.version,
        status: status_message(application.status).into(),
        substatus: substatus_message(application.substatus).into(),
        loan_purpose: loan_purpose_message(application.loan_purpose).into(),
        mortgage_loan_amount: application.mortgage_loan_amount,
        applicants: application
            .applicants
            .into_iter()
            .map(|applicant| {
                let person =
                    applicant
                        .person
                        .unwrap_or_else(|| crate::applications::model::Person {
                            first_name: String::new(),
                            last_name: String::new(),
                            pni: None,
                        });
                proto::ApplicationApplicant {
                    role: role_message(applicant.role).into(),
                    customer_id: applicant.customer_id.to_string(),
                    first_name: person.first_name,
                    last_name: person.last_name,
                    pni: person
                        .pni
                        .map(|pni| format_personal_id(country, &pni, Utc::now().date_naive())),
                }
            })
            .collect(),
        assignee_id,
        assignee_name,
        lead_id: application.lead_id,
        deactivation: application.deactivation.map(deactivation_message),
        incomes: application
            .incomes
            .into_iter()
            .map(|line| income_message(line, country))
            .collect(),
        income_total,
        has_property: application.has_property,
    }
}

pub fn application_page_message(page: ApplicationPage) -> proto::ListApplicationsResponse {
    proto::ListApplicationsResponse {
        applications: page
            .applications
            .into_iter()
            .map(application_message)
            .collect(),
        page: page.page.page,
        limit: page.page.limit,
    }
}

pub fn history_page_message(page: HistoryPage) -> proto::ListApplicationEventsResponse {
    proto::ListApplicationEventsResponse {
        events: page
            .entries
            .into_iter()
            .map(|entry| proto::ApplicationEvent {
                event_id: entry.event_id,
                kind: entry.kind,
                actor: entry.actor,
                at: Some(timestamp(entry.at)),
                detail_json: entry.detail.to_string(),
            })
            .collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
    }
}

pub fn comment_message(comment: Comment) -> proto::ApplicationComment {
    proto::ApplicationComment {
        comment_id: comment.comment_id,
        author: comment.author.to_string(),
        text: comment.body,
        created_at: Some(timestamp(comment.created_at)),
    }
}

pub fn comment_page_message(page: CommentPage) -> proto::ListCommentsResponse {
    proto::ListCommentsResponse {
        comments: page.comments.into_iter().map(comment_message).collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
    }
}

/// A list of choices labelled in `language` (`en`, `sv`, `nb`; anything else gets English).
pub fn choices_message(choices: &[Choice], language: &str) -> proto::Choices {
    let language = language.parse().unwrap_or(Language::En);
    proto::Choices {
        choices: choices
            .iter()
            .map(|choice| proto::Choice {
                value: choice.value.to_owned(),
                label: choice.label(language).to_owned(),
            })
            .collect(),
    }
}

/// A country's form preferences, their choices labelled in `language`.
pub fn prefs_message(prefs: FormPrefs, language: &str) -> proto::ApplicationPrefs {
    let labelled = |choices| choices_message(choices, language).choices;
    proto::ApplicationPrefs {
        country: country_of_code(prefs.country.code()).into(),
        currency: prefs.currency.code().to_owned(),
        loan_types: labelled(prefs.loan_types),
        loan_purposes: labelled(prefs.loan_purposes),
        deactivation_reasons: labelled(prefs.deactivation_reasons),
        applicant_roles: prefs
            .applicant_roles
            .iter()
            .map(|role| role_message(*role).into())
            .collect(),
        substatuses: prefs
            .substatuses
            .into_iter()
            .map(|step| proto::SubstatusStep {
                substatus: substatus_message(step.substatus).into(),
                next: step
                    .next
                    .into_iter()
                    .map(|to| substatus_message(to).into())
                    .collect(),
            })
            .collect(),
        max_applicants: i32::try_from(prefs.max_applicants).unwrap_or(i32::MAX),
        max_mortgage_loan_amount: prefs.max_mortgage_loan_amount,
        max_income_lines: i32::try_from(prefs.max_income_lines).unwrap_or(i32::MAX),
        max_monthly_income: prefs.max_monthly_income,
    }
}
