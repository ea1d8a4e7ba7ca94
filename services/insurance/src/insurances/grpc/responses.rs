//! Domain values turned into proto messages.

use zrm_platform::grpc::common::country_of_code;
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::common::v1::Money as ProtoMoney;
use zrm_proto::insurance::v1 as proto;

use crate::insurances::amount::Money;
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::customer_mail::MailSent;
use crate::insurances::eligibility::Refusal;
use crate::insurances::group::InsuranceGroup;
use crate::insurances::lifecycle::{Status, Substatus};
use crate::insurances::model::{Insurance, MandateRef, PaymentProvider};
use crate::insurances::rules::Rule;
use crate::insurances::storage::EventRow;
use crate::winback::outcome::WinbackOutcome;
use crate::winback::storage::Feedback;

pub fn refusal(refusal: Refusal) -> proto::SignUpRefusal {
    match refusal {
        Refusal::NotOfferedInCountry => proto::SignUpRefusal::NotOfferedInCountry,
        Refusal::MaxAmountZero => proto::SignUpRefusal::MaxAmountZero,
        Refusal::RuleForbidsSelfSignUp => proto::SignUpRefusal::RuleForbidsSelfSignUp,
        Refusal::AlreadyHasActive => proto::SignUpRefusal::AlreadyHasActive,
    }
}

pub fn money(money: Money) -> ProtoMoney {
    ProtoMoney {
        minor_units: money.minor,
        currency: money.currency().to_owned(),
    }
}

pub fn group(group: InsuranceGroup) -> proto::InsuranceGroup {
    match group {
        InsuranceGroup::Safety => proto::InsuranceGroup::Safety,
        InsuranceGroup::Accident => proto::InsuranceGroup::Accident,
        InsuranceGroup::Life => proto::InsuranceGroup::Life,
    }
}

pub fn substatus(substatus: Substatus) -> proto::Substatus {
    match substatus {
        Substatus::WaitingForCustomerAcceptance => proto::Substatus::WaitingForCustomerAcceptance,
        Substatus::WaitingForBank => proto::Substatus::WaitingForBank,
        Substatus::InactiveMandate => proto::Substatus::InactiveMandate,
        Substatus::Active => proto::Substatus::Active,
        Substatus::PendingCancellation => proto::Substatus::PendingCancellation,
        Substatus::Canceled => proto::Substatus::Canceled,
        Substatus::Discarded => proto::Substatus::Discarded,
    }
}

pub fn status(status: Status) -> proto::InsuranceStatus {
    match status {
        Status::Active => proto::InsuranceStatus::Active,
        Status::Inactive => proto::InsuranceStatus::Inactive,
    }
}

pub fn cancel_cause(cause: CancelCause) -> proto::CancelCause {
    match cause {
        CancelCause::CustomerRequest => proto::CancelCause::CustomerRequest,
        CancelCause::LoanRepaid => proto::CancelCause::LoanRepaid,
        CancelCause::TooExpensive => proto::CancelCause::TooExpensive,
        CancelCause::InsuredElsewhere => proto::CancelCause::InsuredElsewhere,
        CancelCause::Regret => proto::CancelCause::Regret,
        CancelCause::CustomerDeceased => proto::CancelCause::CustomerDeceased,
        CancelCause::MissingPayments => proto::CancelCause::MissingPayments,
        CancelCause::Other => proto::CancelCause::Other,
    }
}

pub fn provider(provider: PaymentProvider) -> proto::PaymentProvider {
    match provider {
        PaymentProvider::GoCardless => proto::PaymentProvider::Gocardless,
        PaymentProvider::Vipps => proto::PaymentProvider::Vipps,
    }
}

fn mandate(mandate: MandateRef) -> proto::Mandate {
    proto::Mandate {
        provider: provider(mandate.provider).into(),
        reference: mandate.reference.unwrap_or_default(),
        provider_status: mandate.status,
        updated_at: Some(to_timestamp(mandate.updated_at)),
    }
}

pub fn insurance(insurance: Insurance) -> proto::Insurance {
    proto::Insurance {
        insurance_id: insurance.insurance_id,
        customer_id: insurance.customer_id.to_string(),
        group: group(insurance.group).into(),
        status: status(insurance.substatus.status()).into(),
        substatus: substatus(insurance.substatus).into(),
        country: country_of_code(insurance.country.code()).into(),
        insured_amount: Some(money(insurance.insured)),
        premium: Some(money(insurance.premium)),
        product_code: insurance.product_code,
        date_created: Some(to_timestamp(insurance.date_created)),
        signup_date: insurance.signup_date.map(to_timestamp),
        cancelled_at: insurance.cancelled_at.map(to_timestamp),
        cancel_cause: insurance
            .cancel_cause
            .map_or(proto::CancelCause::Unspecified, cancel_cause)
            .into(),
        mandate: insurance.mandate.map(mandate),
        created_by: if insurance.self_sign_up {
            String::new()
        } else {
            insurance.created_by
        },
        email: insurance.email,
        phone_number: insurance.phone_number,
        // Filled from the register where a response names sellers (`names.rs`).
        created_by_name: String::new(),
    }
}

pub fn rule(rule: Rule, premium_rate_ppm: i64) -> proto::InsuranceRule {
    proto::InsuranceRule {
        group: group(rule.group).into(),
        country: country_of_code(rule.country.code()).into(),
        max_amount: rule.max_amount,
        customer_can_self_sign_up: rule.allows_self_sign_up(),
        default_amount: rule.default_amount,
        min_amount: rule.min_amount,
        amount_step: rule.step,
        premium_rate_ppm,
    }
}

pub fn event(row: EventRow) -> proto::InsuranceEvent {
    proto::InsuranceEvent {
        event_id: row.event_id,
        event_type: row.event_type,
        occurred_at: Some(to_timestamp(row.occurred_at)),
        actor: row.actor,
        detail_json: row.detail.to_string(),
        // Filled from the register (`names.rs`).
        actor_name: String::new(),
    }
}

pub fn mail_sent(sent: MailSent) -> proto::InvitationSent {
    proto::InvitationSent {
        sent_to: sent.sent_to,
        sent_at: Some(to_timestamp(sent.sent_at)),
        link_expires_at: Some(to_timestamp(sent.link_expires_at)),
        purpose: sent.purpose.to_owned(),
    }
}

fn winback_outcome(outcome: WinbackOutcome) -> proto::WinbackOutcome {
    match outcome {
        WinbackOutcome::WonBack => proto::WinbackOutcome::WonBack,
        WinbackOutcome::NotInterested => proto::WinbackOutcome::NotInterested,
        WinbackOutcome::CallBackLater => proto::WinbackOutcome::CallBackLater,
        WinbackOutcome::NoAnswer => proto::WinbackOutcome::NoAnswer,
    }
}

pub fn winbackable(insurance: Insurance, feedback: Option<Feedback>) -> proto::Winbackable {
    proto::Winbackable {
        insurance: Some(self::insurance(insurance)),
        feedback: feedback.map(|feedback| proto::WinbackFeedback {
            outcome: winback_outcome(feedback.outcome).into(),
            comment: feedback.comment,
            recorded_by: feedback.recorded_by,
            recorded_at: Some(to_timestamp(feedback.recorded_at)),
        }),
    }
}
