//! One call to a check's provider, its answer turned into an outcome and a stored result.

use serde_json::json;
use uuid::Uuid;
use zrm_domain::Country;
use zrm_providers::ProviderError;
use zrm_providers::credit_check::{CreditCheck, CreditDecision, CreditReportRequest};
use zrm_providers::credit_check::{IdentityCheckRequest, IdentityStatus};
use zrm_providers::debt_register::{ConsentPurpose, DebtRegister, Loan};
use zrm_providers::pep::{HitCategory, PepScreening, ScreeningRequest, ScreeningStatus};

use super::CheckKind;
use crate::customers::model::Customer;
use crate::state::Providers;

/// The provider's name as people are told it failed.
pub fn provider_of(kind: CheckKind) -> &'static str {
    match kind {
        CheckKind::Id | CheckKind::Credit => "The credit bureau",
        CheckKind::Pep => "The PEP screening",
        CheckKind::ExternallyVerifiedCredits => "The debt register",
    }
}

/// (outcome, result) of the check, or the provider's failure.
pub async fn ask(
    providers: &Providers,
    kind: CheckKind,
    customer: &Customer,
) -> Result<(&'static str, serde_json::Value), ProviderError> {
    match kind {
        CheckKind::Id => id_check(providers, customer).await,
        CheckKind::Credit => credit_check(providers, customer).await,
        CheckKind::Pep => pep_check(providers, customer).await,
        CheckKind::ExternallyVerifiedCredits => debt_register(providers, customer).await,
    }
}

async fn id_check(
    providers: &Providers,
    customer: &Customer,
) -> Result<(&'static str, serde_json::Value), ProviderError> {
    let answer = providers
        .credit
        .identity_check(&IdentityCheckRequest::new(
            customer.country,
            &customer.pni,
            &customer.first_name,
            &customer.last_name,
        ))
        .await?;
    let outcome = match answer.status {
        IdentityStatus::Verified => "verified",
        IdentityStatus::Mismatch => "mismatch",
        IdentityStatus::ProtectedIdentity => "protected_identity",
        IdentityStatus::Deceased => "deceased",
        IdentityStatus::NotFound | IdentityStatus::Unknown => "not_found",
    };
    Ok((outcome, json!({"lookup_id": answer.check_id})))
}

async fn credit_check(
    providers: &Providers,
    customer: &Customer,
) -> Result<(&'static str, serde_json::Value), ProviderError> {
    let report = providers
        .credit
        .credit_report(&CreditReportRequest::new(customer.country, &customer.pni))
        .await?;
    let outcome = match report.decision {
        CreditDecision::Approved => "approved",
        CreditDecision::Declined => "declined",
        CreditDecision::ManualReview | CreditDecision::Unknown => "manual_review",
    };
    let reasons: Vec<_> = report
        .reasons
        .iter()
        .map(|reason| json!({"code": reason.code, "description": reason.description}))
        .collect();
    Ok((
        outcome,
        json!({
            "report_id": report.report_id,
            "score": report.score,
            "risk_class": report.risk_class,
            "payment_remarks": report.payment_remarks,
            "reasons": reasons,
        }),
    ))
}

async fn pep_check(
    providers: &Providers,
    customer: &Customer,
) -> Result<(&'static str, serde_json::Value), ProviderError> {
    let name = format!("{} {}", customer.first_name, customer.last_name);
    let screening = providers
        .pep
        .screen(&ScreeningRequest::by_personal_id(
            name,
            customer.country,
            &customer.pni,
        ))
        .await?;
    let outcome = match screening.status {
        ScreeningStatus::Clear => "clear",
        ScreeningStatus::Hit | ScreeningStatus::Unknown => "hit",
    };
    let hits: Vec<_> = screening
        .hits
        .iter()
        .map(|hit| {
            json!({
                "category": match hit.category {
                    HitCategory::Pep => "pep",
                    HitCategory::Rca => "rca",
                    HitCategory::Sanction => "sanction",
                    HitCategory::Unknown => "unknown",
                },
                "name": hit.name.expose(),
                "details": hit.details,
                "lists": hit.lists,
                "match_score": hit.match_score,
            })
        })
        .collect();
    Ok((
        outcome,
        json!({"screening_id": screening.screening_id, "hits": hits}),
    ))
}

/// A single-use consent registered with NoGi for this lookup (the customer's consent to us is
/// checked before), then the debt it shows.
async fn debt_register(
    providers: &Providers,
    customer: &Customer,
) -> Result<(&'static str, serde_json::Value), ProviderError> {
    debug_assert_eq!(customer.country, Country::No);
    let purpose = ConsentPurpose::Processing;
    let consent = providers
        .debt_register
        .create_consent(&customer.pni, purpose, None, &Uuid::now_v7().to_string())
        .await?;
    let debt = providers
        .debt_register
        .debt(&consent.consent.id, purpose)
        .await?;
    let mut total_balance: i64 = 0;
    let loans: Vec<_> = debt
        .loans
        .iter()
        .map(|entry| {
            let (kind, balance) = match &entry.loan {
                Some(Loan::RepaymentLoan { balance, .. }) => ("repayment_loan", Some(*balance)),
                Some(Loan::CreditFacility {
                    interest_bearing_balance,
                    non_interest_bearing_balance,
                    ..
                }) => (
                    "credit_facility",
                    Some(interest_bearing_balance + non_interest_bearing_balance),
                ),
                Some(Loan::ChargeCard {
                    interest_bearing_balance,
                    non_interest_bearing_balance,
                    ..
                }) => (
                    "charge_card",
                    Some(interest_bearing_balance + non_interest_bearing_balance),
                ),
                None => ("creditor_missing", None),
            };
            total_balance += balance.unwrap_or(0);
            json!({"creditor": entry.creditor_name, "type": kind, "balance_minor_units": balance})
        })
        .collect();
    let outcome = if loans.is_empty() {
        "no_debt"
    } else {
        "debt_found"
    };
    Ok((
        outcome,
        json!({
            "creditors_answered": debt.number_of_creditors_answered,
            "creditors_missing": debt.number_of_creditors_missing,
            "total_balance_minor_units": total_balance,
            "currency": "NOK",
            "loans": loans,
        }),
    ))
}
