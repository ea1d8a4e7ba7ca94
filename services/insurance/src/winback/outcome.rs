//! What came of a call to win a customer back. The spec names winback feedback but not its
//! values; these are what a sales team's follow-up needs to tell apart.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WinbackOutcome {
    /// The customer takes the insurance again (staff sell it anew).
    WonBack,
    NotInterested,
    CallBackLater,
    NoAnswer,
}

impl WinbackOutcome {
    pub const ALL: [Self; 4] = [
        Self::WonBack,
        Self::NotInterested,
        Self::CallBackLater,
        Self::NoAnswer,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Self::WonBack => "WON_BACK",
            Self::NotInterested => "NOT_INTERESTED",
            Self::CallBackLater => "CALL_BACK_LATER",
            Self::NoAnswer => "NO_ANSWER",
        }
    }

    pub fn of_code(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|outcome| outcome.code() == code)
    }

    /// Whether it takes the insurance off the list: the customer answered, yes or no.
    pub fn closes(self) -> bool {
        matches!(self, Self::WonBack | Self::NotInterested)
    }

    /// The codes that keep an insurance on the list.
    pub fn open_codes() -> Vec<&'static str> {
        Self::ALL
            .into_iter()
            .filter(|outcome| !outcome.closes())
            .map(Self::code)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_only_an_answer_closes() {
        for outcome in WinbackOutcome::ALL {
            assert_eq!(WinbackOutcome::of_code(outcome.code()), Some(outcome));
        }
        assert_eq!(WinbackOutcome::of_code("MAYBE"), None);
        assert_eq!(
            WinbackOutcome::open_codes(),
            vec!["CALL_BACK_LATER", "NO_ANSWER"]
        );
    }
}
