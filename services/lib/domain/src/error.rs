//! The one error type of this crate. Messages name what is wrong but never echo a personal id,
//! because errors end up in logs.

use thiserror::Error;

use crate::coordinates::CoordinatePart;
use crate::country::Country;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DomainError {
    #[error("unknown country {value:?}: expected SE or NO")]
    UnknownCountry { value: String },

    #[error("unknown currency {value:?}: expected EUR, SEK or NOK")]
    UnknownCurrency { value: String },

    #[error("unknown product code {value:?}: expected one of MO, UL, CC, LI, AI, ZL")]
    UnknownProduct { value: String },

    #[error("invalid {country} personal id: {problem}")]
    InvalidPersonalId {
        country: Country,
        problem: PersonalIdProblem,
    },

    #[error("cannot generate a {country} personal id for that birth date: {reason}")]
    BirthDateOutOfRange {
        country: Country,
        reason: &'static str,
    },

    #[error("invalid {country} postal code: expected {expected}")]
    InvalidPostalCode {
        country: Country,
        expected: &'static str,
    },

    #[error("invalid coordinates: {problem}")]
    InvalidCoordinates { problem: CoordinatesProblem },
}

/// Why a personal id was rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PersonalIdProblem {
    #[error("expected {expected}")]
    Format { expected: &'static str },
    #[error("the check digit does not match")]
    CheckDigit,
    #[error("the digits do not form a real birth date")]
    BirthDate,
    #[error("the birth date is in the future")]
    FutureBirthDate,
    #[error("the individual number does not belong to any century for this birth year")]
    IndividualNumber,
}

/// Why a coordinate code (zoordinates) was rejected.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CoordinatesProblem {
    #[error("expected 10 characters (five 2-character parts), got {actual}")]
    Length { actual: usize },
    #[error("the {part} part must be two letters or digits")]
    Characters { part: CoordinatePart },
    #[error("unknown product {code:?}: expected one of MO, UL, CC, LI, AI, ZL")]
    UnknownProduct { code: String },
    #[error("unknown country {code:?}: expected SE or NO")]
    UnknownCountry { code: String },
}
