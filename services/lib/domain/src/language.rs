//! The languages ZRM speaks to people in: English (the fallback), Swedish and Norwegian Bokmål.

use std::str::FromStr;

/// A text's language; [`Language::or_english`] reads a code with English as the fallback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    #[default]
    En,
    Sv,
    Nb,
}

impl Language {
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Sv => "sv",
            Language::Nb => "nb",
        }
    }

    /// The language of a code; English for an unknown or empty one.
    pub fn or_english(code: &str) -> Self {
        code.parse().unwrap_or_default()
    }
}

impl FromStr for Language {
    type Err = ();

    fn from_str(code: &str) -> Result<Self, Self::Err> {
        [Language::En, Language::Sv, Language::Nb]
            .into_iter()
            .find(|language| language.code() == code)
            .ok_or(())
    }
}
