//! Domain leads → proto messages. Personal ids go out in display form (`19811228-9874`).

use chrono::Utc;
use zrm_domain::{Country, format_personal_id};
use zrm_platform::grpc::common::{capped_page_info, country_of_code};
use zrm_proto::core::v1 as proto;

use crate::leads::model::{Applicant, Lead, LeadPage, ReprocessOutcome, ReprocessResult};

use zrm_platform::grpc::timestamp::to_timestamp as timestamp;

pub fn lead_message(lead: Lead) -> proto::Lead {
    let country = lead.country;
    let (assignee_id, assignee_name) = match lead.assignee {
        Some(assignee) => (Some(assignee.user_id.to_string()), Some(assignee.name)),
        None => (None, None),
    };
    proto::Lead {
        lead_id: lead.lead_id,
        created_at: Some(timestamp(lead.created_at)),
        source: lead.source,
        create_source: Some(proto::CreateSource {
            r#type: lead.create_source.kind,
            error: lead.create_source.error,
        }),
        data: Some(proto::LeadData {
            applicant: Some(applicant_message(country, lead.applicant)),
            co_applicant: lead
                .co_applicant
                .map(|co_applicant| applicant_message(country, co_applicant)),
        }),
        handled: lead.handled,
        reprocessable: lead.reprocessable,
        country: country_of_code(country.code()).into(),
        assignee_id,
        assignee_name,
    }
}

fn applicant_message(country: Country, applicant: Applicant) -> proto::Applicant {
    proto::Applicant {
        pni: format_personal_id(country, &applicant.pni, Utc::now().date_naive()),
        first_name: applicant.first_name,
        last_name: applicant.last_name,
    }
}

pub fn lead_page_message(page: LeadPage) -> proto::ListLeadsResponse {
    proto::ListLeadsResponse {
        leads: page.leads.into_iter().map(lead_message).collect(),
        page: Some(capped_page_info(
            page.page.page,
            page.page.limit,
            page.total,
        )),
    }
}

pub fn reprocess_results_message(
    results: Vec<ReprocessResult>,
) -> proto::ReprocessSubmissionsResponse {
    proto::ReprocessSubmissionsResponse {
        results: results.into_iter().map(reprocess_result_message).collect(),
    }
}

fn reprocess_result_message(result: ReprocessResult) -> proto::ReprocessResult {
    let (status, error) = match result.outcome {
        ReprocessOutcome::Reprocessed => (proto::ReprocessStatus::Reprocessed, None),
        ReprocessOutcome::Skipped(reason) => (proto::ReprocessStatus::Skipped, Some(reason)),
        ReprocessOutcome::Failed(reason) => (proto::ReprocessStatus::Failed, Some(reason)),
    };
    proto::ReprocessResult {
        lead_id: result.lead_id,
        status: status.into(),
        error,
    }
}
