//! Diesel rows of `leads` and their conversion to the domain type.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use uuid::Uuid;

use crate::employees::model::full_name;
use crate::error::CoreError;
use crate::schema::leads;

use super::intake::{CheckedSubmission, Submission, SubmittedApplicant};
use super::model::{Applicant, Assignee, CreateSource, Lead, NewLead};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = leads, check_for_backend(diesel::pg::Pg))]
pub struct LeadRow {
    pub lead_id: i64,
    pub created_at: DateTime<Utc>,
    pub source: String,
    pub create_source_type: String,
    pub create_source_error: Option<String>,
    pub country: String,
    pub applicant_pni: String,
    pub applicant_first_name: String,
    pub applicant_last_name: String,
    pub co_applicant_pni: Option<String>,
    pub co_applicant_first_name: Option<String>,
    pub co_applicant_last_name: Option<String>,
    pub handled: bool,
    pub reprocessable: bool,
    pub assignee_id: Option<Uuid>,
}

/// The first and last name of the assignee, from the join on `employees`.
pub type AssigneeNameColumns = Option<(String, String)>;

/// `None` is written as NULL rather than DEFAULT, so the statement's text never varies and diesel
/// keeps it prepared (a varying INSERT is parsed and planned on every call).
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = leads, treat_none_as_default_value = false)]
pub struct NewLeadRow<'a> {
    pub source: &'a str,
    pub create_source_type: &'a str,
    pub create_source_error: Option<&'a str>,
    pub country: &'a str,
    pub applicant_pni: &'a str,
    pub applicant_first_name: &'a str,
    pub applicant_last_name: &'a str,
    pub co_applicant_pni: Option<&'a str>,
    pub co_applicant_first_name: Option<&'a str>,
    pub co_applicant_last_name: Option<&'a str>,
}

impl<'a> From<&'a NewLead> for NewLeadRow<'a> {
    fn from(lead: &'a NewLead) -> Self {
        let co = lead.co_applicant.as_ref();
        NewLeadRow {
            source: &lead.source,
            create_source_type: &lead.create_source.kind,
            create_source_error: lead.create_source.error.as_deref(),
            country: lead.country.code(),
            applicant_pni: &lead.applicant.pni,
            applicant_first_name: &lead.applicant.first_name,
            applicant_last_name: &lead.applicant.last_name,
            co_applicant_pni: co.map(|applicant| applicant.pni.as_str()),
            co_applicant_first_name: co.map(|applicant| applicant.first_name.as_str()),
            co_applicant_last_name: co.map(|applicant| applicant.last_name.as_str()),
        }
    }
}

impl LeadRow {
    /// The submission the lead was created from, as stored, for the intake checks to run again.
    pub fn submission(&self) -> Submission<'_> {
        let co_applicant = match (
            &self.co_applicant_pni,
            &self.co_applicant_first_name,
            &self.co_applicant_last_name,
        ) {
            (Some(pni), Some(first_name), Some(last_name)) => Some(SubmittedApplicant {
                pni,
                first_name,
                last_name,
            }),
            // The table constraint keeps the three columns all set or all null.
            (_, _, _) => None,
        };
        Submission {
            source: &self.source,
            create_source_type: &self.create_source_type,
            country: &self.country,
            applicant: Some(SubmittedApplicant {
                pni: &self.applicant_pni,
                first_name: &self.applicant_first_name,
                last_name: &self.applicant_last_name,
            }),
            co_applicant,
        }
    }
}

/// Reprocessing passed: the submission is written back as checked (trimmed, personal ids
/// canonical) and the creation error cleared.
#[derive(Debug, Clone, AsChangeset)]
#[diesel(table_name = leads, treat_none_as_null = true)]
pub struct LeadReprocessedUpdate<'a> {
    pub source: &'a str,
    pub create_source_type: &'a str,
    pub create_source_error: Option<&'a str>,
    pub applicant_pni: &'a str,
    pub applicant_first_name: &'a str,
    pub applicant_last_name: &'a str,
    pub co_applicant_pni: Option<&'a str>,
    pub co_applicant_first_name: Option<&'a str>,
    pub co_applicant_last_name: Option<&'a str>,
}

impl<'a> From<&'a CheckedSubmission> for LeadReprocessedUpdate<'a> {
    fn from(checked: &'a CheckedSubmission) -> Self {
        let co = checked.co_applicant.as_ref();
        LeadReprocessedUpdate {
            source: &checked.source,
            create_source_type: &checked.create_source_type,
            create_source_error: None,
            applicant_pni: &checked.applicant.pni,
            applicant_first_name: &checked.applicant.first_name,
            applicant_last_name: &checked.applicant.last_name,
            co_applicant_pni: co.map(|applicant| applicant.pni.as_str()),
            co_applicant_first_name: co.map(|applicant| applicant.first_name.as_str()),
            co_applicant_last_name: co.map(|applicant| applicant.last_name.as_str()),
        }
    }
}

/// Reprocessing failed its checks: the failure becomes the creation error; nothing else changes.
#[derive(Debug, Clone, AsChangeset)]
#[diesel(table_name = leads)]
pub struct LeadReprocessFailedUpdate<'a> {
    pub create_source_error: &'a str,
}

pub fn lead_from_row(row: LeadRow, assignee_name: AssigneeNameColumns) -> Result<Lead, CoreError> {
    let country = row
        .country
        .parse()
        .map_err(|error: zrm_domain::error::DomainError| {
            CoreError::from(diesel::result::Error::DeserializationError(Box::new(error)))
        })?;
    let co_applicant = match (
        row.co_applicant_pni,
        row.co_applicant_first_name,
        row.co_applicant_last_name,
    ) {
        (Some(pni), Some(first_name), Some(last_name)) => Some(Applicant {
            pni,
            first_name,
            last_name,
        }),
        // The table constraint keeps the three columns all set or all null.
        (_, _, _) => None,
    };
    let assignee = row.assignee_id.map(|user_id| Assignee {
        user_id,
        name: assignee_name
            .map(|(first, last)| full_name(&first, &last))
            .unwrap_or_default(),
    });
    Ok(Lead {
        lead_id: row.lead_id,
        created_at: row.created_at,
        source: row.source,
        create_source: CreateSource {
            kind: row.create_source_type,
            error: row.create_source_error,
        },
        country,
        applicant: Applicant {
            pni: row.applicant_pni,
            first_name: row.applicant_first_name,
            last_name: row.applicant_last_name,
        },
        co_applicant,
        handled: row.handled,
        reprocessable: row.reprocessable,
        assignee,
    })
}
