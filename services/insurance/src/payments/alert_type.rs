//! The cancellation alerts (spec: MISSING_2_PAYMENTS, MISSING_3_PAYMENTS, AUTOMATICALLY_CANCELED,
//! INACTIVE_MANDATE): what staff follow up before an insurance is lost. Two missed payments in a
//! row warn; three warn again and cancel the insurance (AUTOMATICALLY_CANCELED); a mandate that
//! stopped taking payments warns once per time it stopped.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AlertType {
    Missing2Payments,
    Missing3Payments,
    AutomaticallyCanceled,
    InactiveMandate,
}

impl AlertType {
    pub const ALL: [AlertType; 4] = [
        Self::Missing2Payments,
        Self::Missing3Payments,
        Self::AutomaticallyCanceled,
        Self::InactiveMandate,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Self::Missing2Payments => "MISSING_2_PAYMENTS",
            Self::Missing3Payments => "MISSING_3_PAYMENTS",
            Self::AutomaticallyCanceled => "AUTOMATICALLY_CANCELED",
            Self::InactiveMandate => "INACTIVE_MANDATE",
        }
    }

    pub fn of_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|alert| alert.code() == code)
    }

    /// The alerts a run of `missed` payments in a row raises.
    pub fn of_missed_run(missed: usize) -> Vec<Self> {
        match missed {
            0 | 1 => Vec::new(),
            2 => vec![Self::Missing2Payments],
            _ => vec![Self::Missing2Payments, Self::Missing3Payments],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_missed_warn_and_three_warn_again() {
        assert!(AlertType::of_missed_run(1).is_empty());
        assert_eq!(
            AlertType::of_missed_run(2),
            vec![AlertType::Missing2Payments]
        );
        assert_eq!(
            AlertType::of_missed_run(4),
            vec![AlertType::Missing2Payments, AlertType::Missing3Payments]
        );
        for alert in AlertType::ALL {
            assert_eq!(AlertType::of_code(alert.code()), Some(alert));
        }
    }
}
