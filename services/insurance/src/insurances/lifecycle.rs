//! An insurance's life as one state machine. The spec names the states (status ACTIVE or
//! INACTIVE with a substatus) but not the transitions; these are the ones an insurer needs:
//!
//! ```text
//! created by staff ─► WAITING_FOR_CUSTOMER_ACCEPTANCE ─(terms accepted)─► WAITING_FOR_BANK
//! self sign-up (terms accepted at once) ─────────────────────────────────► WAITING_FOR_BANK
//! WAITING_FOR_CUSTOMER_ACCEPTANCE ─(discarded: never accepted)─► DISCARDED
//! WAITING_FOR_BANK | INACTIVE_MANDATE ─(mandate active)─► ACTIVE
//! WAITING_FOR_BANK | ACTIVE ─(mandate failed or cancelled)─► INACTIVE_MANDATE
//! INACTIVE_MANDATE ─(new mandate requested)─► WAITING_FOR_BANK
//! ACTIVE ─(cancellation asked)─► PENDING_CANCELLATION ─(period ended)─► CANCELED
//! PENDING_CANCELLATION ─(cancellation withdrawn)─► ACTIVE
//! WAITING_FOR_BANK | INACTIVE_MANDATE ─(cancellation asked)─► CANCELED (nothing to run out)
//! ACTIVE | INACTIVE_MANDATE ─(automatically cancelled: 3 payments missing)─► CANCELED
//! any state not ended ─(customer deceased)─► CANCELED
//! PENDING_CANCELLATION ─(mandate failed)─► CANCELED
//! ```
//!
//! CANCELED and DISCARDED are final: nothing moves an ended insurance (a win-back is a new
//! insurance). The status follows the substatus: ACTIVE while the insurance is in force (ACTIVE,
//! PENDING_CANCELLATION), INACTIVE otherwise.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Substatus {
    WaitingForCustomerAcceptance,
    WaitingForBank,
    InactiveMandate,
    Active,
    PendingCancellation,
    Canceled,
    Discarded,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Active,
    Inactive,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    TermsAccepted,
    Discarded,
    MandateActivated,
    MandateFailed,
    NewMandateRequested,
    CancellationAsked,
    CancellationWithdrawn,
    PeriodEnded,
    AutomaticallyCancelled,
    CustomerDeceased,
}

/// A move the state machine does not have; the text is for people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Not possible while the insurance is {}", .from.label())]
pub struct TransitionRefused {
    pub from: Substatus,
    pub event: Event,
}

impl Substatus {
    pub const ALL: [Substatus; 7] = [
        Self::WaitingForCustomerAcceptance,
        Self::WaitingForBank,
        Self::InactiveMandate,
        Self::Active,
        Self::PendingCancellation,
        Self::Canceled,
        Self::Discarded,
    ];

    /// As stored and as the spec spells it.
    pub fn code(self) -> &'static str {
        match self {
            Self::WaitingForCustomerAcceptance => "WAITING_FOR_CUSTOMER_ACCEPTANCE",
            Self::WaitingForBank => "WAITING_FOR_BANK",
            Self::InactiveMandate => "INACTIVE_MANDATE",
            Self::Active => "ACTIVE",
            Self::PendingCancellation => "PENDING_CANCELLATION",
            Self::Canceled => "CANCELED",
            Self::Discarded => "DISCARDED",
        }
    }

    pub fn of_code(code: &str) -> Option<Self> {
        Self::ALL
            .into_iter()
            .find(|substatus| substatus.code() == code)
    }

    /// The state in words, for the refusal's text.
    pub fn label(self) -> &'static str {
        match self {
            Self::WaitingForCustomerAcceptance => "waiting for the customer's acceptance",
            Self::WaitingForBank => "waiting for the bank",
            Self::InactiveMandate => "without an active mandate",
            Self::Active => "active",
            Self::PendingCancellation => "being cancelled",
            Self::Canceled => "cancelled",
            Self::Discarded => "discarded",
        }
    }

    pub fn status(self) -> Status {
        match self {
            Self::Active | Self::PendingCancellation => Status::Active,
            Self::WaitingForCustomerAcceptance
            | Self::WaitingForBank
            | Self::InactiveMandate
            | Self::Canceled
            | Self::Discarded => Status::Inactive,
        }
    }

    pub fn ended(self) -> bool {
        matches!(self, Self::Canceled | Self::Discarded)
    }

    /// Where `event` takes an insurance in this state.
    pub fn after(self, event: Event) -> Result<Substatus, TransitionRefused> {
        use Event as E;
        use Substatus as S;
        let next = match (self, event) {
            (S::Canceled | S::Discarded, _) => None,
            (_, E::CustomerDeceased) => Some(S::Canceled),
            (S::WaitingForCustomerAcceptance, E::TermsAccepted) => Some(S::WaitingForBank),
            (S::WaitingForCustomerAcceptance, E::Discarded) => Some(S::Discarded),
            (S::WaitingForBank | S::InactiveMandate, E::MandateActivated) => Some(S::Active),
            (S::WaitingForBank | S::Active, E::MandateFailed) => Some(S::InactiveMandate),
            (S::PendingCancellation, E::MandateFailed | E::PeriodEnded) => Some(S::Canceled),
            (S::InactiveMandate, E::NewMandateRequested) => Some(S::WaitingForBank),
            (S::Active, E::CancellationAsked) => Some(S::PendingCancellation),
            (S::WaitingForBank | S::InactiveMandate, E::CancellationAsked) => Some(S::Canceled),
            (S::PendingCancellation, E::CancellationWithdrawn) => Some(S::Active),
            (S::Active | S::InactiveMandate, E::AutomaticallyCancelled) => Some(S::Canceled),
            _ => None,
        };
        next.ok_or(TransitionRefused { from: self, event })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use Event as E;
    use Substatus as S;

    const EVENTS: [Event; 10] = [
        E::TermsAccepted,
        E::Discarded,
        E::MandateActivated,
        E::MandateFailed,
        E::NewMandateRequested,
        E::CancellationAsked,
        E::CancellationWithdrawn,
        E::PeriodEnded,
        E::AutomaticallyCancelled,
        E::CustomerDeceased,
    ];

    /// Every move the machine has, and nothing else.
    const MOVES: [(Substatus, Event, Substatus); 20] = [
        (
            S::WaitingForCustomerAcceptance,
            E::TermsAccepted,
            S::WaitingForBank,
        ),
        (S::WaitingForCustomerAcceptance, E::Discarded, S::Discarded),
        (
            S::WaitingForCustomerAcceptance,
            E::CustomerDeceased,
            S::Canceled,
        ),
        (S::WaitingForBank, E::MandateActivated, S::Active),
        (S::WaitingForBank, E::MandateFailed, S::InactiveMandate),
        (S::WaitingForBank, E::CancellationAsked, S::Canceled),
        (S::WaitingForBank, E::CustomerDeceased, S::Canceled),
        (S::InactiveMandate, E::MandateActivated, S::Active),
        (
            S::InactiveMandate,
            E::NewMandateRequested,
            S::WaitingForBank,
        ),
        (S::InactiveMandate, E::CancellationAsked, S::Canceled),
        (S::InactiveMandate, E::AutomaticallyCancelled, S::Canceled),
        (S::InactiveMandate, E::CustomerDeceased, S::Canceled),
        (S::Active, E::MandateFailed, S::InactiveMandate),
        (S::Active, E::CancellationAsked, S::PendingCancellation),
        (S::Active, E::AutomaticallyCancelled, S::Canceled),
        (S::Active, E::CustomerDeceased, S::Canceled),
        (S::PendingCancellation, E::CancellationWithdrawn, S::Active),
        (S::PendingCancellation, E::PeriodEnded, S::Canceled),
        (S::PendingCancellation, E::MandateFailed, S::Canceled),
        (S::PendingCancellation, E::CustomerDeceased, S::Canceled),
    ];

    #[test]
    fn the_machine_has_exactly_the_documented_moves() {
        for from in S::ALL {
            for event in EVENTS {
                let expected = MOVES
                    .iter()
                    .find(|(f, e, _)| *f == from && *e == event)
                    .map(|(_, _, to)| *to);
                match expected {
                    Some(to) => assert_eq!(from.after(event), Ok(to), "{from:?} + {event:?}"),
                    None => assert_eq!(
                        from.after(event),
                        Err(TransitionRefused { from, event }),
                        "{from:?} + {event:?} must be refused"
                    ),
                }
            }
        }
    }

    #[test]
    fn ended_insurances_stay_ended_and_the_status_follows_the_substatus() {
        let refused = S::Canceled.after(E::CancellationAsked).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "Not possible while the insurance is cancelled"
        );
        assert!(S::Discarded.after(E::CustomerDeceased).is_err());
        assert!(S::Canceled.ended() && S::Discarded.ended() && !S::Active.ended());
        assert_eq!(S::PendingCancellation.status(), Status::Active);
        assert_eq!(S::WaitingForCustomerAcceptance.status(), Status::Inactive);
        for substatus in S::ALL {
            assert_eq!(S::of_code(substatus.code()), Some(substatus));
        }
    }

    #[test]
    fn a_staff_sale_runs_from_acceptance_to_a_cancellation_at_the_period_end() {
        let path = [
            E::TermsAccepted,
            E::MandateActivated,
            E::MandateFailed,
            E::NewMandateRequested,
            E::MandateActivated,
            E::CancellationAsked,
            E::PeriodEnded,
        ];
        let end = path
            .into_iter()
            .try_fold(S::WaitingForCustomerAcceptance, S::after)
            .unwrap();
        assert_eq!(end, S::Canceled);
    }
}
