//! Scripted outcomes by the agreement's phone number (`phoneNumber` when drafting, or the number
//! the user accepts with), so tests and people trying the product can pick what the user and
//! their card do. Any other number waits for the page and pays well.

use chrono::TimeDelta;

use super::texts::VippsText;

/// How long a scripted user takes to answer in the app.
pub const SCRIPTED_ANSWER_AFTER: TimeDelta = TimeDelta::seconds(5);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PhoneScript {
    /// Waits for the page or the control API; every charge succeeds.
    Manual,
    /// Accepts in the app by itself after 5 s.
    AcceptsByItself,
    /// Rejects in the app by itself after 5 s.
    RejectsByItself,
    /// Every charge attempt fails (`user_action_required`); an initial charge fails too.
    ChargesFail,
    /// The first attempt of each charge fails, the retry a day later succeeds.
    FirstAttemptFails,
}

pub struct ScriptedPhone {
    pub phone_number: &'static str,
    pub script: PhoneScript,
}

pub const SCRIPTED_PHONES: [ScriptedPhone; 4] = [
    ScriptedPhone {
        phone_number: "4790000001",
        script: PhoneScript::AcceptsByItself,
    },
    ScriptedPhone {
        phone_number: "4790000002",
        script: PhoneScript::ChargesFail,
    },
    ScriptedPhone {
        phone_number: "4790000003",
        script: PhoneScript::FirstAttemptFails,
    },
    ScriptedPhone {
        phone_number: "4790000004",
        script: PhoneScript::RejectsByItself,
    },
];

impl PhoneScript {
    pub fn for_phone(phone: Option<&str>) -> Self {
        phone
            .and_then(|p| SCRIPTED_PHONES.iter().find(|s| s.phone_number == p))
            .map_or(Self::Manual, |s| s.script)
    }

    /// Whether charge attempt number `attempt` (1-based) succeeds.
    pub fn attempt_succeeds(self, attempt: u32) -> bool {
        match self {
            Self::ChargesFail => false,
            Self::FirstAttemptFails => attempt > 1,
            Self::Manual | Self::AcceptsByItself | Self::RejectsByItself => true,
        }
    }

    pub fn text(self) -> VippsText {
        match self {
            Self::Manual => VippsText::ScriptManual,
            Self::AcceptsByItself => VippsText::ScriptAccepts,
            Self::RejectsByItself => VippsText::ScriptRejects,
            Self::ChargesFail => VippsText::ScriptChargesFail,
            Self::FirstAttemptFails => VippsText::ScriptFirstAttemptFails,
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Self::Manual => "waits for the page; charges succeed",
            Self::AcceptsByItself => "accepts by itself after 5 s; charges succeed",
            Self::RejectsByItself => "rejects by itself after 5 s",
            Self::ChargesFail => "every charge fails (user_action_required)",
            Self::FirstAttemptFails => "first charge attempt fails, the retry succeeds",
        }
    }
}
