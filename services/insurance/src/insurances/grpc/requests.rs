//! Proto requests checked and turned into domain values; each error names its field.

use zrm_domain::{Country, Page};
use zrm_platform::grpc::common::{country_code, page_of};
use zrm_proto::common::v1::PageRequest;
use zrm_proto::insurance::v1 as proto;

use crate::error::InsuranceError;
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::group::InsuranceGroup;
use crate::insurances::lifecycle::Substatus;
use crate::reports::Report;
use crate::winback::outcome::WinbackOutcome;

pub fn page(request: Option<&PageRequest>) -> Result<Page, InsuranceError> {
    let (page, limit) = page_of(request);
    Page::parse(page, limit).map_err(|error| InsuranceError::invalid(error.field, error.detail))
}

pub fn country(raw: i32) -> Result<Country, InsuranceError> {
    country_code(raw)
        .parse()
        .map_err(|_| InsuranceError::invalid("country", "Must be SE or NO"))
}

pub fn optional_country(raw: i32) -> Result<Option<Country>, InsuranceError> {
    if raw == 0 {
        Ok(None)
    } else {
        country(raw).map(Some)
    }
}

pub fn customer_id(raw: &str) -> Result<i64, InsuranceError> {
    raw.trim()
        .parse::<i64>()
        .ok()
        .filter(|id| *id >= 1)
        .ok_or_else(|| {
            InsuranceError::invalid(
                "customer_id",
                "Must be a customer id (a whole number from 1)",
            )
        })
}

/// The scope of a customer's own call; empty: staff, unscoped.
pub fn optional_customer_id(raw: &str) -> Result<Option<i64>, InsuranceError> {
    if raw.trim().is_empty() {
        Ok(None)
    } else {
        customer_id(raw).map(Some)
    }
}

/// The most customers one `ListCustomersInsurances` names: as many as kdlt's `FindCustomerIds`
/// answers for the global search (the gateway's `customers_insurances` takes at most 100).
pub const MAX_CUSTOMER_IDS: usize = 200;

/// 1 to [`MAX_CUSTOMER_IDS`] customer ids, ascending; a repeated id counts once.
pub fn customer_ids(raw: &[String]) -> Result<Vec<i64>, InsuranceError> {
    let ids = raw
        .iter()
        .map(|id| {
            customer_id(id).map_err(|_| {
                InsuranceError::invalid(
                    "customer_ids",
                    "Must be a customer id (a whole number from 1)",
                )
            })
        })
        .collect::<Result<std::collections::BTreeSet<i64>, _>>()?;
    if ids.is_empty() || ids.len() > MAX_CUSTOMER_IDS {
        let max = MAX_CUSTOMER_IDS;
        return Err(InsuranceError::invalid(
            "customer_ids",
            format!("Give 1 to {max} customer ids"),
        ));
    }
    Ok(ids.into_iter().collect())
}

pub fn insurance_id(raw: i64) -> Result<i64, InsuranceError> {
    if raw >= 1 {
        Ok(raw)
    } else {
        Err(InsuranceError::invalid(
            "insurance_id",
            "Must be an insurance id (a whole number from 1)",
        ))
    }
}

pub fn report(raw: i32) -> Result<Report, InsuranceError> {
    let invalid = || InsuranceError::invalid("report", "Unknown report");
    Ok(match proto::Report::try_from(raw).map_err(|_| invalid())? {
        proto::Report::Unspecified => return Err(invalid()),
        proto::Report::InsuranceTypes => Report::InsuranceTypes,
        proto::Report::Signups => Report::Signups,
        proto::Report::Cancellations => Report::Cancellations,
        proto::Report::Payments => Report::Payments,
        proto::Report::Refunds => Report::Refunds,
        proto::Report::Deceased => Report::Deceased,
    })
}

pub fn requested_by(raw: &str) -> Result<String, InsuranceError> {
    let who = raw.trim();
    if who.is_empty() {
        return Err(InsuranceError::invalid("requested_by", "Must not be empty"));
    }
    Ok(who.to_owned())
}

pub fn group(raw: i32) -> Result<InsuranceGroup, InsuranceError> {
    optional_group(raw)?.ok_or_else(|| {
        InsuranceError::invalid(
            "insurance_group",
            "Must be SAFETY_INSURANCE, ACCIDENT_INSURANCE or LIFE_INSURANCE",
        )
    })
}

pub fn optional_group(raw: i32) -> Result<Option<InsuranceGroup>, InsuranceError> {
    match proto::InsuranceGroup::try_from(raw) {
        Ok(proto::InsuranceGroup::Unspecified) => Ok(None),
        Ok(proto::InsuranceGroup::Safety) => Ok(Some(InsuranceGroup::Safety)),
        Ok(proto::InsuranceGroup::Accident) => Ok(Some(InsuranceGroup::Accident)),
        Ok(proto::InsuranceGroup::Life) => Ok(Some(InsuranceGroup::Life)),
        Err(_) => Err(InsuranceError::invalid(
            "insurance_group",
            "Unknown insurance group",
        )),
    }
}

pub fn substatus(raw: i32) -> Result<Substatus, InsuranceError> {
    let substatus = match proto::Substatus::try_from(raw) {
        Ok(proto::Substatus::WaitingForCustomerAcceptance) => {
            Substatus::WaitingForCustomerAcceptance
        }
        Ok(proto::Substatus::WaitingForBank) => Substatus::WaitingForBank,
        Ok(proto::Substatus::InactiveMandate) => Substatus::InactiveMandate,
        Ok(proto::Substatus::Active) => Substatus::Active,
        Ok(proto::Substatus::Canceled) => Substatus::Canceled,
        Ok(proto::Substatus::PendingCancellation) => Substatus::PendingCancellation,
        Ok(proto::Substatus::Discarded) => Substatus::Discarded,
        Ok(proto::Substatus::Unspecified) | Err(_) => {
            return Err(InsuranceError::invalid("substatus", "Unknown substatus"));
        }
    };
    Ok(substatus)
}

/// A cause staff may choose.
pub fn cancel_cause(raw: i32) -> Result<CancelCause, InsuranceError> {
    let cause = match proto::CancelCause::try_from(raw) {
        Ok(proto::CancelCause::CustomerRequest) => CancelCause::CustomerRequest,
        Ok(proto::CancelCause::LoanRepaid) => CancelCause::LoanRepaid,
        Ok(proto::CancelCause::TooExpensive) => CancelCause::TooExpensive,
        Ok(proto::CancelCause::InsuredElsewhere) => CancelCause::InsuredElsewhere,
        Ok(proto::CancelCause::Regret) => CancelCause::Regret,
        Ok(proto::CancelCause::CustomerDeceased) => CancelCause::CustomerDeceased,
        Ok(proto::CancelCause::Other) => CancelCause::Other,
        Ok(proto::CancelCause::MissingPayments | proto::CancelCause::Unspecified) | Err(_) => {
            return Err(InsuranceError::invalid(
                "cause",
                "Choose one of the cancel causes",
            ));
        }
    };
    Ok(cause)
}

pub fn winback_outcome(raw: i32) -> Result<WinbackOutcome, InsuranceError> {
    match proto::WinbackOutcome::try_from(raw) {
        Ok(proto::WinbackOutcome::WonBack) => Ok(WinbackOutcome::WonBack),
        Ok(proto::WinbackOutcome::NotInterested) => Ok(WinbackOutcome::NotInterested),
        Ok(proto::WinbackOutcome::CallBackLater) => Ok(WinbackOutcome::CallBackLater),
        Ok(proto::WinbackOutcome::NoAnswer) => Ok(WinbackOutcome::NoAnswer),
        Ok(proto::WinbackOutcome::Unspecified) | Err(_) => Err(InsuranceError::invalid(
            "outcome",
            "Choose what came of the call",
        )),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn bad_values_name_their_field() {
        let field = |error: InsuranceError| match error {
            InsuranceError::InvalidArgument { field, .. } => field,
            InsuranceError::NotFound(_)
            | InsuranceError::PaymentNotFound(_)
            | InsuranceError::UserNotFound(_)
            | InsuranceError::Clock(_)
            | InsuranceError::AlreadyInsured
            | InsuranceError::Precondition(_)
            | InsuranceError::Provider { .. }
            | InsuranceError::Peer { .. }
            | InsuranceError::Corrupt(_)
            | InsuranceError::Storage(_) => "not a field",
        };
        assert_eq!(field(customer_id("0").unwrap_err()), "customer_id");
        assert_eq!(field(insurance_id(-3).unwrap_err()), "insurance_id");
        assert_eq!(field(group(0).unwrap_err()), "insurance_group");
        assert_eq!(field(group(99).unwrap_err()), "insurance_group");
        assert_eq!(
            field(cancel_cause(proto::CancelCause::MissingPayments as i32).unwrap_err()),
            "cause"
        );
        assert_eq!(field(country(0).unwrap_err()), "country");
        assert_eq!(field(customer_ids(&[]).unwrap_err()), "customer_ids");
        let bad = ["7".to_owned(), "0".to_owned()];
        assert_eq!(field(customer_ids(&bad).unwrap_err()), "customer_ids");
        assert_eq!(optional_customer_id(" ").ok(), Some(None));
        assert_eq!(
            group(proto::InsuranceGroup::Life as i32).ok(),
            Some(InsuranceGroup::Life)
        );
        assert_eq!(field(winback_outcome(0).unwrap_err()), "outcome");
        assert_eq!(
            winback_outcome(proto::WinbackOutcome::NoAnswer as i32).ok(),
            Some(WinbackOutcome::NoAnswer)
        );
    }

    fn ids(values: &[&str]) -> Vec<String> {
        values.iter().map(|value| (*value).to_owned()).collect()
    }

    #[test]
    fn takes_ids_once_each() {
        let customers = customer_ids(&ids(&["42", " 7", "42"])).unwrap();
        assert_eq!(customers, vec![7, 42]);
    }

    #[test]
    fn refuses_an_empty_list_and_values_that_are_no_ids_naming_the_field() {
        for raw in [
            ids(&[]),
            ids(&["0"]),
            ids(&["-3"]),
            ids(&["abc"]),
            ids(&["7", ""]),
        ] {
            let Err(InsuranceError::InvalidArgument { field, .. }) = customer_ids(&raw) else {
                panic!("{raw:?} was taken");
            };
            assert_eq!(field, "customer_ids", "{raw:?}");
        }
    }

    #[test]
    fn takes_up_to_two_hundred_customers() {
        let most: Vec<String> = (1..=200).map(|id| id.to_string()).collect();
        assert_eq!(customer_ids(&most).unwrap().len(), 200);
        let over: Vec<String> = (1..=201).map(|id| id.to_string()).collect();
        assert!(matches!(
            customer_ids(&over),
            Err(InsuranceError::InvalidArgument {
                field: "customer_ids",
                ..
            })
        ));
    }
}
