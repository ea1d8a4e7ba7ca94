//! Where a premium payment is, from the provider's own status word: asked for and not yet
//! decided (PENDING), collected (COLLECTED), or not collected — failed, cancelled, charged back —
//! which is a missed payment (MISSED). A collected payment can be refunded; missed ones count
//! towards the cancellation alerts.

use zrm_providers::gocardless::PaymentStatus;
use zrm_providers::vipps::ChargeStatus;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentState {
    Pending,
    Collected,
    Missed,
}

impl PaymentState {
    pub fn code(self) -> &'static str {
        match self {
            Self::Pending => "PENDING",
            Self::Collected => "COLLECTED",
            Self::Missed => "MISSED",
        }
    }

    pub fn of_code(code: &str) -> Option<Self> {
        [Self::Pending, Self::Collected, Self::Missed]
            .into_iter()
            .find(|state| state.code() == code)
    }

    pub fn of_gocardless(status: &PaymentStatus) -> Self {
        match status {
            PaymentStatus::Confirmed | PaymentStatus::PaidOut => Self::Collected,
            PaymentStatus::Failed
            | PaymentStatus::Cancelled
            | PaymentStatus::CustomerApprovalDenied
            | PaymentStatus::ChargedBack => Self::Missed,
            PaymentStatus::PendingCustomerApproval
            | PaymentStatus::PendingSubmission
            | PaymentStatus::Submitted
            | PaymentStatus::Unknown(_) => Self::Pending,
        }
    }

    pub fn of_vipps(status: &ChargeStatus) -> Self {
        match status {
            ChargeStatus::Charged
            | ChargeStatus::Refunded
            | ChargeStatus::PartiallyRefunded
            | ChargeStatus::PartiallyCaptured => Self::Collected,
            ChargeStatus::Failed | ChargeStatus::Cancelled => Self::Missed,
            ChargeStatus::Pending
            | ChargeStatus::Due
            | ChargeStatus::Processing
            | ChargeStatus::Indeterminate
            | ChargeStatus::Reserved
            | ChargeStatus::Unknown(_) => Self::Pending,
        }
    }
}

/// How many of the latest decided payments in a row were missed (newest first; a newest one still
/// pending does not break the run), and the period the run began with (its oldest missed one):
/// what the alerts are raised for, once per run.
pub fn missed_run<T: Copy>(newest_first: &[(PaymentState, T)]) -> (usize, Option<T>) {
    let run: Vec<T> = newest_first
        .iter()
        .skip_while(|(state, _)| *state == PaymentState::Pending)
        .take_while(|(state, _)| *state == PaymentState::Missed)
        .map(|(_, period)| *period)
        .collect();
    (run.len(), run.last().copied())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn provider_words_map_to_pending_collected_or_missed() {
        assert_eq!(
            PaymentState::of_gocardless(&PaymentStatus::PaidOut),
            PaymentState::Collected
        );
        assert_eq!(
            PaymentState::of_gocardless(&PaymentStatus::ChargedBack),
            PaymentState::Missed
        );
        assert_eq!(
            PaymentState::of_gocardless(&PaymentStatus::parse("new_word")),
            PaymentState::Pending
        );
        assert_eq!(
            PaymentState::of_vipps(&ChargeStatus::PartiallyRefunded),
            PaymentState::Collected
        );
        assert_eq!(
            PaymentState::of_vipps(&ChargeStatus::Failed),
            PaymentState::Missed
        );
        assert_eq!(
            PaymentState::of_vipps(&ChargeStatus::Due),
            PaymentState::Pending
        );
        for state in [
            PaymentState::Pending,
            PaymentState::Collected,
            PaymentState::Missed,
        ] {
            assert_eq!(PaymentState::of_code(state.code()), Some(state));
        }
    }

    #[test]
    fn a_run_of_missed_payments_counts_from_the_newest_and_starts_at_its_oldest() {
        use PaymentState::{Collected, Missed, Pending};
        assert_eq!(missed_run::<u8>(&[]), (0, None));
        assert_eq!(missed_run(&[(Pending, 4), (Missed, 3)]), (1, Some(3)));
        assert_eq!(missed_run(&[(Collected, 4), (Missed, 3)]), (0, None));
        assert_eq!(
            missed_run(&[(Missed, 4), (Missed, 3), (Collected, 2), (Missed, 1)]),
            (2, Some(3))
        );
        assert_eq!(
            missed_run(&[(Missed, 5), (Missed, 4), (Missed, 3), (Collected, 2)]),
            (3, Some(3))
        );
    }
}
