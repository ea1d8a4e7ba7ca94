//! Domain customers as proto messages.

use prost_types::Timestamp;
use zrm_domain::Page;
use zrm_platform::db::capped::Total;
use zrm_platform::grpc::common::{capped_page_info, country_of_code};
use zrm_proto::kdlt::v1 as proto;

use crate::checks::Check;
use crate::checks::run::proto_kind;
use crate::consents::Consents;
use crate::customers::lookup::IdMatch;
use crate::customers::model::Customer;
use crate::customers::options::Choice;
use crate::customers::rows::{AuditAction, AuditRow};
use crate::error::KdltError;

pub fn timestamp(at: chrono::DateTime<chrono::Utc>) -> Timestamp {
    Timestamp {
        seconds: at.timestamp(),
        nanos: i32::try_from(at.timestamp_subsec_nanos()).unwrap_or(0),
    }
}

pub fn customer(customer: Customer) -> proto::Customer {
    proto::Customer {
        customer_id: customer.customer_id.to_string(),
        pni: customer.pni,
        first_name: customer.first_name,
        last_name: customer.last_name,
        phone_number: customer.phone_number.unwrap_or_default(),
        email: customer.email.unwrap_or_default(),
        user_id: customer.user_id,
        sverker_id: customer.sverker_id,
        country: country_of_code(customer.country.code()).into(),
        created_at: Some(timestamp(customer.created_at)),
        updated_at: Some(timestamp(customer.updated_at)),
        block: customer.block.map(|block| proto::Block {
            reason: block.reason,
            blocked_at: Some(timestamp(block.blocked_at)),
        }),
        erased_at: customer.erased_at.map(timestamp),
    }
}

pub fn block_state(customer: &Customer) -> proto::BlockState {
    proto::BlockState {
        customer_id: customer.customer_id.to_string(),
        blocked: customer.block.is_some(),
        reason: customer.block.as_ref().map(|block| block.reason.clone()),
        erased: customer.erased_at.is_some(),
        may_contact: customer.may_be_contacted(),
    }
}

pub fn consents(consents: Consents) -> proto::Consents {
    proto::Consents {
        customer_id: consents.customer_id.to_string(),
        marketing: Some(proto::MarketingConsents {
            customer_club_marketing: consents.customer_club_marketing,
            email_marketing: consents.email_marketing,
            sms_marketing: consents.sms_marketing,
            consents_popup_dismissed_at: consents.consents_popup_dismissed_at.map(timestamp),
        }),
        debt_register: Some(proto::DebtRegisterConsent {
            given: consents.debt_register_given,
            given_at: consents.debt_register_given_at.map(timestamp),
            renewed_at: consents.debt_register_renewed_at.map(timestamp),
        }),
        updated_at: consents.updated_at.map(timestamp),
    }
}

fn audit_action(action: AuditAction) -> proto::AuditAction {
    match action {
        AuditAction::Created => proto::AuditAction::Created,
        AuditAction::Updated => proto::AuditAction::Updated,
        AuditAction::Viewed => proto::AuditAction::Viewed,
        AuditAction::ConsentChanged => proto::AuditAction::ConsentChanged,
        AuditAction::Blocked => proto::AuditAction::Blocked,
        AuditAction::Unblocked => proto::AuditAction::Unblocked,
        AuditAction::CheckRun => proto::AuditAction::CheckRun,
        AuditAction::DocumentAdded => proto::AuditAction::DocumentAdded,
        AuditAction::DocumentAttached => proto::AuditAction::DocumentAttached,
        AuditAction::Exported => proto::AuditAction::Exported,
        AuditAction::Erased => proto::AuditAction::Erased,
    }
}

pub fn audit_entry(row: AuditRow) -> Result<proto::AuditEntry, KdltError> {
    let action = AuditAction::of_name(&row.action).ok_or_else(|| {
        KdltError::Corrupt(format!("audit {}: action {:?}", row.audit_id, row.action))
    })?;
    Ok(proto::AuditEntry {
        audit_id: row.audit_id.to_string(),
        action: audit_action(action).into(),
        field: row.field,
        old_value: row.old_value,
        new_value: row.new_value,
        actor: row.actor,
        request_id: row.request_id,
        at: Some(timestamp(row.at)),
        reason: row.reason,
    })
}

pub fn id_matches(matches: Vec<IdMatch>) -> Vec<proto::IdMatch> {
    matches
        .into_iter()
        .map(|found| proto::IdMatch {
            value: found.value,
            customer_ids: found.customer_ids.iter().map(i64::to_string).collect(),
        })
        .collect()
}

pub fn options(choices: &[Choice], language: zrm_domain::Language) -> proto::Options {
    proto::Options {
        options: choices
            .iter()
            .map(|choice| proto::Option {
                value: choice.value.to_owned(),
                label: choice.label(language).to_owned(),
            })
            .collect(),
    }
}

pub fn check(check: Check) -> proto::Check {
    proto::Check {
        check_id: check.check_id.to_string(),
        customer_id: check.customer_id.to_string(),
        kind: proto_kind(check.kind).into(),
        status: if check.completed {
            proto::CheckStatus::Completed
        } else {
            proto::CheckStatus::Failed
        }
        .into(),
        outcome: check.outcome,
        result_json: check.result.to_string(),
        error: check.error,
        requested_by: check.requested_by,
        checked_at: Some(timestamp(check.checked_at)),
    }
}

pub fn customer_page(customers: Vec<Customer>, page: Page, total: Total) -> proto::CustomerPage {
    proto::CustomerPage {
        customers: customers.into_iter().map(customer).collect(),
        page: Some(capped_page_info(page.page, page.limit, total)),
    }
}

pub fn customer_name(
    (customer_id, first_name, last_name): (i64, String, String),
) -> proto::CustomerName {
    proto::CustomerName {
        customer_id: customer_id.to_string(),
        first_name,
        last_name,
    }
}
