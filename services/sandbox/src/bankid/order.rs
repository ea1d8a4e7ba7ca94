//! One BankID order and its state machine. Pure: the caller passes the time.
//!
//! created ─(QR scan / autostart)→ pending … → complete | failed. Scripted persons move along a
//! timeline by themselves; everyone else moves when the control API (or the page) acts.

use chrono::{DateTime, TimeDelta, Utc};
use uuid::Uuid;

use super::hints::{FailedHint, PendingHint};
use super::persons::{Behaviour, Holder};

/// Time between two steps of a scripted person (ActiveLogin's simulator uses the same rhythm).
pub const SCRIPT_STEP_SECONDS: i64 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrderKind {
    Auth,
    Sign,
    PhoneAuth,
    PhoneSign,
}

impl OrderKind {
    pub fn is_phone(self) -> bool {
        matches!(self, Self::PhoneAuth | Self::PhoneSign)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Auth => "auth",
            Self::Sign => "sign",
            Self::PhoneAuth => "phone/auth",
            Self::PhoneSign => "phone/sign",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timing {
    pub pickup_timeout: TimeDelta,
    pub lifetime: TimeDelta,
    pub complete_retention: TimeDelta,
    pub failed_retention: TimeDelta,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    Pending(PendingHint),
    Failed(FailedHint),
    Complete(Holder),
}

/// What the relying party asked for, already validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderRequest {
    pub kind: OrderKind,
    pub end_user_ip: Option<String>,
    /// `requirement.personalNumber` of auth/sign, or `personalNumber` of phone orders.
    pub personal_number: Option<String>,
    pub mrtd: bool,
    pub return_risk: bool,
    pub user_visible_data: Option<String>,
    pub user_non_visible_data: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StartTokens {
    pub auto_start_token: Uuid,
    pub qr_start_token: Uuid,
    pub qr_start_secret: Uuid,
}

/// A user action in the simulated app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AppAction {
    /// The app was started with the autostart token (or got the phone order's notification).
    Open,
    /// The QR code was scanned (the caller has checked it).
    Scan,
    /// After autostart: the user picked their BankID.
    Identify,
    ConfirmCall,
    DeclineCall,
    ScanMrtd,
    /// The user entered the security code as `holder`.
    Sign(Holder),
    Cancel,
    Fail(FailedHint),
    /// Everything from here to the end, as `holder` (the page's one button).
    Approve(Holder),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    pub order_ref: Uuid,
    pub tokens: Option<StartTokens>,
    pub request: OrderRequest,
    /// Set when the order named a scripted person at start; cleared once a tester acts.
    pub script: Option<Holder>,
    pub created_at: DateTime<Utc>,
    pub state: State,
    pub final_at: Option<DateTime<Utc>>,
    pub final_collected: bool,
}

impl Order {
    pub fn new(
        request: OrderRequest,
        tokens: Option<StartTokens>,
        script: Option<Holder>,
        now: DateTime<Utc>,
    ) -> Self {
        Self {
            order_ref: Uuid::new_v4(),
            tokens,
            script: script.filter(|h| h.behaviour.is_automatic()),
            request,
            created_at: now,
            state: State::Pending(PendingHint::OutstandingTransaction),
            final_at: None,
            final_collected: false,
        }
    }

    pub fn is_pending(&self) -> bool {
        matches!(self.state, State::Pending(_))
    }

    /// Brings the state up to `now`: the script's timeline, then the timeouts.
    pub fn refresh(&mut self, now: DateTime<Utc>, timing: &Timing) {
        if self.final_at.is_some() {
            return;
        }
        if let Some(holder) = self.script.clone() {
            let (state, since) = self.scripted_state(&holder, now);
            self.set(state, since);
            if self.final_at.is_some() {
                return;
            }
        }
        if let State::Pending(hint) = self.state {
            let pickup_deadline = self.created_at + timing.pickup_timeout;
            let life_deadline = self.created_at + timing.lifetime;
            match hint {
                PendingHint::NoClient if now >= pickup_deadline => {
                    self.set(State::Failed(FailedHint::StartFailed), pickup_deadline);
                }
                PendingHint::OutstandingTransaction if now >= pickup_deadline => {
                    self.set(
                        State::Failed(FailedHint::ExpiredTransaction),
                        pickup_deadline,
                    );
                }
                PendingHint::OutstandingTransaction
                | PendingHint::NoClient
                | PendingHint::Started
                | PendingHint::UserMrtd
                | PendingHint::UserCallConfirm
                | PendingHint::UserSign => {
                    if now >= life_deadline {
                        self.set(State::Failed(FailedHint::ExpiredTransaction), life_deadline);
                    }
                }
            }
        }
    }

    /// True once a final order is past its retention: `/collect` no longer knows it.
    pub fn is_gone(&self, now: DateTime<Utc>, timing: &Timing) -> bool {
        let retention = match self.state {
            State::Complete(_) => timing.complete_retention,
            State::Failed(_) => timing.failed_retention,
            State::Pending(_) => return false,
        };
        self.final_at.is_some_and(|at| now > at + retention)
    }

    fn set(&mut self, state: State, since: DateTime<Utc>) {
        let is_final = !matches!(state, State::Pending(_));
        self.state = state;
        if is_final {
            self.final_at = Some(since);
        }
    }

    /// The hint after the app has the order and the user has picked their BankID.
    fn identified_hint(&self) -> PendingHint {
        if self.request.mrtd {
            PendingHint::UserMrtd
        } else {
            PendingHint::UserSign
        }
    }

    /// The state a scripted person has reached at `now`, and since when.
    fn scripted_state(&self, holder: &Holder, now: DateTime<Utc>) -> (State, DateTime<Utc>) {
        let phone = self.request.kind.is_phone();
        let opened = if phone {
            PendingHint::UserCallConfirm
        } else {
            PendingHint::Started
        };
        let mut steps = vec![State::Pending(PendingHint::OutstandingTransaction)];
        match holder.behaviour {
            Behaviour::NoClient => steps.push(State::Pending(PendingHint::NoClient)),
            Behaviour::NotSupported => steps.push(State::Failed(FailedHint::NotSupportedByUserApp)),
            Behaviour::DeclinesCall if phone => {
                steps.push(State::Pending(opened));
                steps.push(State::Failed(FailedHint::UserDeclinedCall));
            }
            Behaviour::Manual
            | Behaviour::AutoComplete
            | Behaviour::AutoCancel
            | Behaviour::CertificateError
            | Behaviour::RiskBlocked
            | Behaviour::DeclinesCall => {
                steps.push(State::Pending(opened));
                if self.request.mrtd {
                    steps.push(State::Pending(PendingHint::UserMrtd));
                }
                steps.push(State::Pending(PendingHint::UserSign));
                steps.push(outcome(holder, self.request.kind));
            }
        }
        let elapsed_steps = ((now - self.created_at).num_seconds() / SCRIPT_STEP_SECONDS).max(0);
        let index = usize::try_from(elapsed_steps)
            .unwrap_or(usize::MAX)
            .min(steps.len() - 1);
        let since = self.created_at
            + TimeDelta::seconds(SCRIPT_STEP_SECONDS * i64::try_from(index).unwrap_or(i64::MAX));
        (steps.swap_remove(index), since)
    }

    /// Applies a user action; an action that does not fit the current state is refused.
    pub fn apply(&mut self, action: AppAction, now: DateTime<Utc>) -> Result<(), String> {
        let State::Pending(hint) = self.state.clone() else {
            return Err(format!("the order is already {}", self.status_name()));
        };
        let phone = self.request.kind.is_phone();
        let next = match (&action, hint) {
            (AppAction::Open, PendingHint::OutstandingTransaction | PendingHint::NoClient) => {
                State::Pending(if phone {
                    PendingHint::UserCallConfirm
                } else {
                    PendingHint::Started
                })
            }
            (AppAction::Scan, PendingHint::OutstandingTransaction) if !phone => {
                State::Pending(self.identified_hint())
            }
            (AppAction::Identify, PendingHint::Started)
            | (AppAction::ConfirmCall, PendingHint::UserCallConfirm) => {
                State::Pending(self.identified_hint())
            }
            (AppAction::DeclineCall, PendingHint::UserCallConfirm) => {
                State::Failed(FailedHint::UserDeclinedCall)
            }
            (AppAction::ScanMrtd, PendingHint::UserMrtd) => State::Pending(PendingHint::UserSign),
            (AppAction::Sign(holder), PendingHint::UserSign) | (AppAction::Approve(holder), _) => {
                self.check_holder(holder)?;
                outcome(holder, self.request.kind)
            }
            (AppAction::Cancel, _) => State::Failed(FailedHint::UserCancel),
            (AppAction::Fail(failed), _) => State::Failed(*failed),
            (
                AppAction::Open
                | AppAction::Scan
                | AppAction::Identify
                | AppAction::ConfirmCall
                | AppAction::DeclineCall
                | AppAction::ScanMrtd
                | AppAction::Sign(_),
                _,
            ) => {
                return Err(format!(
                    "{action:?} does not apply to a {} order in state pending/{}",
                    self.request.kind.as_str(),
                    hint.as_str()
                ));
            }
        };
        self.script = None;
        self.set(next, now);
        Ok(())
    }

    fn check_holder(&self, holder: &Holder) -> Result<(), String> {
        match &self.request.personal_number {
            Some(required) if *required != holder.personal_number => Err(format!(
                "the order requires personal number {required}, not {}",
                holder.personal_number
            )),
            Some(_) | None => Ok(()),
        }
    }

    /// The relying party started a new order for the same person.
    pub fn cancel_for_new_order(&mut self, now: DateTime<Utc>) {
        self.script = None;
        self.set(State::Failed(FailedHint::Cancelled), now);
    }

    pub fn status_name(&self) -> &'static str {
        match self.state {
            State::Pending(_) => "pending",
            State::Failed(_) => "failed",
            State::Complete(_) => "complete",
        }
    }

    pub fn hint_code(&self) -> Option<&'static str> {
        match &self.state {
            State::Pending(hint) => Some(hint.as_str()),
            State::Failed(hint) => Some(hint.as_str()),
            State::Complete(_) => None,
        }
    }
}

/// How an order ends once `holder` has entered their security code.
fn outcome(holder: &Holder, kind: OrderKind) -> State {
    match holder.behaviour {
        Behaviour::Manual | Behaviour::AutoComplete => State::Complete(holder.clone()),
        Behaviour::AutoCancel => State::Failed(FailedHint::UserCancel),
        Behaviour::CertificateError => State::Failed(FailedHint::CertificateErr),
        Behaviour::RiskBlocked => State::Failed(FailedHint::TransactionRiskBlocked),
        Behaviour::NotSupported => State::Failed(FailedHint::NotSupportedByUserApp),
        Behaviour::NoClient => State::Failed(FailedHint::StartFailed),
        Behaviour::DeclinesCall if kind.is_phone() => State::Failed(FailedHint::UserDeclinedCall),
        Behaviour::DeclinesCall => State::Failed(FailedHint::UserCancel),
    }
}

#[cfg(test)]
#[path = "order_tests.rs"]
mod tests;
