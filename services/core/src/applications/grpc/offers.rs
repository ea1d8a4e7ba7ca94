//! Banks and offers of an application: proto in (validated), domain out as proto.

use std::collections::BTreeSet;

use zrm_platform::grpc::timestamp::to_timestamp as timestamp;
use zrm_proto::core::v1 as proto;

use chrono::{Days, NaiveDate, Utc};

use crate::applications::offers::model::{
    ApplicationBanks, BankCancellation, BankSending, BankStatus, MAX_BANKS_PER_SENDING,
    MAX_CANCEL_REASON_CHARS, MAX_INTEREST_RATE_BP, MAX_OFFER_AMOUNT, MAX_OFFER_CONDITIONS_CHARS,
    MAX_OFFER_VALID_DAYS, NewOffer, Offer, OfferAcceptance, OfferState, OfferTerms, TERM_MONTHS,
};
use crate::banks::grpc::bank_id_from_request;
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;

use super::requests::{application_id_from_request, country_from_request};

pub fn sending_from_request(request: &proto::SendToBanksRequest) -> Result<BankSending, CoreError> {
    let bank_ids: BTreeSet<i32> = request
        .bank_ids
        .iter()
        .map(|id| {
            bank_id_from_request(*id)
                .map_err(|_| CoreError::invalid("bank_ids", "Each must be a bank id"))
        })
        .collect::<Result<_, _>>()?;
    if bank_ids.is_empty() || bank_ids.len() > MAX_BANKS_PER_SENDING {
        return Err(CoreError::invalid(
            "bank_ids",
            format!("Choose 1 to {MAX_BANKS_PER_SENDING} banks"),
        ));
    }
    Ok(BankSending {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        bank_ids: bank_ids.into_iter().collect(),
        sent_by: user_id("sent_by", &request.sent_by)?,
    })
}

pub fn new_offer_from_request(request: &proto::RecordOfferRequest) -> Result<NewOffer, CoreError> {
    Ok(NewOffer {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        bank_id: bank_id_from_request(request.bank_id)?,
        terms: offer_terms(
            request.amount,
            request.interest_rate_bp,
            request.term_months,
            &request.conditions,
            request.valid_until.as_deref(),
        )?,
        recorded_by: user_id("recorded_by", &request.recorded_by)?,
    })
}

/// An offer's terms within the bounds the offers table checks too; the conditions trimmed, the
/// last valid day from today to [`MAX_OFFER_VALID_DAYS`] ahead.
pub fn offer_terms(
    amount: i64,
    interest_rate_bp: i32,
    term_months: i32,
    conditions: &str,
    valid_until: Option<&str>,
) -> Result<OfferTerms, CoreError> {
    if !(1..=MAX_OFFER_AMOUNT).contains(&amount) {
        return Err(CoreError::invalid(
            "amount",
            format!("Must be a whole amount from 1 to {MAX_OFFER_AMOUNT}"),
        ));
    }
    if !(1..=MAX_INTEREST_RATE_BP).contains(&interest_rate_bp) {
        return Err(CoreError::invalid(
            "interest_rate_bp",
            "Must be above 0 and at most 30 percent (3000)",
        ));
    }
    if !TERM_MONTHS.contains(&term_months) {
        return Err(CoreError::invalid(
            "term_months",
            format!(
                "Must be {} to {} months",
                TERM_MONTHS.start(),
                TERM_MONTHS.end()
            ),
        ));
    }
    let conditions = conditions.trim();
    if conditions.chars().count() > MAX_OFFER_CONDITIONS_CHARS || conditions.contains('\0') {
        return Err(CoreError::invalid(
            "conditions",
            format!("Write at most {MAX_OFFER_CONDITIONS_CHARS} characters"),
        ));
    }
    Ok(OfferTerms {
        amount,
        interest_rate_bp,
        term_months,
        conditions: conditions.to_owned(),
        valid_until: valid_until.map(last_valid_day).transpose()?,
    })
}

fn last_valid_day(text: &str) -> Result<NaiveDate, CoreError> {
    let today = Utc::now().date_naive();
    let latest = today + Days::new(MAX_OFFER_VALID_DAYS.unsigned_abs());
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .ok()
        .filter(|day| (today..=latest).contains(day))
        .ok_or_else(|| {
            CoreError::invalid(
                "valid_until",
                format!(
                    "Must be a date (YYYY-MM-DD) from today to {MAX_OFFER_VALID_DAYS} days ahead"
                ),
            )
        })
}

pub fn acceptance_from_request(
    request: &proto::AcceptOfferRequest,
) -> Result<OfferAcceptance, CoreError> {
    if request.offer_id <= 0 {
        return Err(CoreError::invalid("offer_id", "Must be an offer id"));
    }
    Ok(OfferAcceptance {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        offer_id: request.offer_id,
        accepted_by: user_id("accepted_by", &request.accepted_by)?,
    })
}

pub fn cancellation_from_request(
    request: &proto::CancelAtBankRequest,
) -> Result<BankCancellation, CoreError> {
    let reason = request.reason.trim();
    if reason.is_empty()
        || reason.chars().count() > MAX_CANCEL_REASON_CHARS
        || reason.contains('\0')
    {
        return Err(CoreError::invalid(
            "reason",
            format!("Write 1 to {MAX_CANCEL_REASON_CHARS} characters"),
        ));
    }
    Ok(BankCancellation {
        application_id: application_id_from_request(request.application_id)?,
        country: country_from_request(request.country)?,
        bank_id: bank_id_from_request(request.bank_id)?,
        reason: reason.to_owned(),
        cancelled_by: user_id("cancelled_by", &request.cancelled_by)?,
    })
}

pub fn bank_status_message(status: BankStatus) -> proto::BankStatus {
    match status {
        BankStatus::New => proto::BankStatus::New,
        BankStatus::Ongoing => proto::BankStatus::Ongoing,
        BankStatus::Accepted => proto::BankStatus::Accepted,
        BankStatus::Declined => proto::BankStatus::Declined,
        BankStatus::Disbursed => proto::BankStatus::Disbursed,
        BankStatus::Cancelled => proto::BankStatus::Cancelled,
    }
}

fn offer_state_message(state: OfferState) -> proto::OfferState {
    match state {
        OfferState::Open => proto::OfferState::Open,
        OfferState::Accepted => proto::OfferState::Accepted,
        OfferState::Declined => proto::OfferState::Declined,
    }
}

pub fn offer_message(offer: Offer) -> proto::Offer {
    proto::Offer {
        offer_id: offer.row.offer_id,
        application_id: offer.row.application_id,
        bank_id: offer.row.bank_id,
        bank_name: offer.bank_name,
        amount: offer.row.amount,
        interest_rate_bp: offer.row.interest_rate_bp,
        term_months: offer.row.term_months,
        state: offer_state_message(offer.state).into(),
        recorded_by: offer.row.recorded_by,
        created_at: Some(timestamp(offer.row.created_at)),
        conditions: offer.row.conditions,
        valid_until: offer
            .row
            .valid_until
            .map(|day| day.format("%Y-%m-%d").to_string()),
    }
}

pub fn application_banks_message(found: ApplicationBanks) -> proto::ApplicationBanks {
    proto::ApplicationBanks {
        banks: found
            .banks
            .into_iter()
            .map(|bank| proto::ApplicationBank {
                bank_id: bank.bank_id,
                bank_name: bank.bank_name,
                bank_status: bank_status_message(bank.bank_status).into(),
                sent_at: Some(timestamp(bank.sent_at)),
                sent_by: bank.sent_by.to_string(),
            })
            .collect(),
        offers: found.offers.into_iter().map(offer_message).collect(),
    }
}
