//! Why an insurance was cancelled: the causes staff choose from (`GET /api/cancel-insurance-causes`)
//! and those the service sets itself. The spec does not list them; these are what an insurer's
//! cancellation statistics need to tell apart.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CancelCause {
    CustomerRequest,
    LoanRepaid,
    TooExpensive,
    InsuredElsewhere,
    /// Within the right of withdrawal.
    Regret,
    CustomerDeceased,
    /// Set by the alerts job after three missed payments, never chosen by staff.
    MissingPayments,
    Other,
}

impl CancelCause {
    /// What staff may choose (the service sets `MissingPayments` itself).
    pub const CHOOSABLE: [CancelCause; 7] = [
        Self::CustomerRequest,
        Self::LoanRepaid,
        Self::TooExpensive,
        Self::InsuredElsewhere,
        Self::Regret,
        Self::CustomerDeceased,
        Self::Other,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Self::CustomerRequest => "CUSTOMER_REQUEST",
            Self::LoanRepaid => "LOAN_REPAID",
            Self::TooExpensive => "TOO_EXPENSIVE",
            Self::InsuredElsewhere => "INSURED_ELSEWHERE",
            Self::Regret => "REGRET",
            Self::CustomerDeceased => "CUSTOMER_DECEASED",
            Self::MissingPayments => "MISSING_PAYMENTS",
            Self::Other => "OTHER",
        }
    }

    pub fn of_code(code: &str) -> Option<Self> {
        Self::CHOOSABLE
            .into_iter()
            .chain([Self::MissingPayments])
            .find(|cause| cause.code() == code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_staff_cannot_choose_the_automatic_cause() {
        for cause in CancelCause::CHOOSABLE {
            assert_eq!(CancelCause::of_code(cause.code()), Some(cause));
        }
        assert_eq!(
            CancelCause::of_code("MISSING_PAYMENTS"),
            Some(CancelCause::MissingPayments)
        );
        assert!(!CancelCause::CHOOSABLE.contains(&CancelCause::MissingPayments));
        assert_eq!(CancelCause::of_code("other"), None);
    }
}
