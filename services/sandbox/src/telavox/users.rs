//! The seeded Telavox users (one extension each) and their starting tokens, and the numbers
//! whose simulated callee behaves in a scripted way.

use super::model::Callee;

pub struct SeedUser {
    pub extension: &'static str,
    pub name: &'static str,
    pub email: &'static str,
    pub mobile: &'static str,
    /// A fixed starting token, so the local stack can be configured without the page; renewing
    /// replaces it.
    pub token: &'static str,
}

pub const SEED_USERS: [SeedUser; 3] = [
    SeedUser {
        extension: "1001",
        name: "Erik Lind",
        email: "erik.sales@zrm.example",
        mobile: "+46701110001",
        token: "sandbox-telavox-token-1001",
    },
    SeedUser {
        extension: "1002",
        name: "Maja Nilsson",
        email: "maja.team@zrm.example",
        mobile: "+46701110002",
        token: "sandbox-telavox-token-1002",
    },
    SeedUser {
        extension: "1003",
        name: "Anna Lindqvist",
        email: "anna.online@zrm.example",
        mobile: "+46701110003",
        token: "sandbox-telavox-token-1003",
    },
];

pub struct ScriptedNumber {
    pub number: &'static str,
    pub callee: Callee,
}

/// Any other number answers after `answer_after_seconds` and stays on the line until hung up.
pub const SCRIPTED_NUMBERS: [ScriptedNumber; 3] = [
    ScriptedNumber {
        number: "+46700000010",
        callee: Callee::NoAnswer,
    },
    ScriptedNumber {
        number: "+46700000011",
        callee: Callee::AnswersThenHangsUp { after_seconds: 60 },
    },
    ScriptedNumber {
        number: "+4790000010",
        callee: Callee::NoAnswer,
    },
];

pub fn callee_for(number: &str) -> Callee {
    SCRIPTED_NUMBERS
        .iter()
        .find(|s| s.number == number)
        .map_or(Callee::Answers, |s| s.callee)
}
