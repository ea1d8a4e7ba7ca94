//! A choice a form offers: the value stored and its label in each of the product's languages.
//! Services keep their lists of choices as constants of this type, so every label exists in en,
//! sv and nb at compile time.

use crate::Language;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub value: &'static str,
    /// (en, sv, nb)
    labels: (&'static str, &'static str, &'static str),
}

impl Choice {
    pub fn label(&self, language: Language) -> &'static str {
        match language {
            Language::En => self.labels.0,
            Language::Sv => self.labels.1,
            Language::Nb => self.labels.2,
        }
    }
}

pub const fn choice(
    value: &'static str,
    en: &'static str,
    sv: &'static str,
    nb: &'static str,
) -> Choice {
    Choice {
        value,
        labels: (en, sv, nb),
    }
}

/// Every value once, every label present in each language (a check for lists of choices).
pub fn check_choices(choices: &[Choice]) -> Result<(), String> {
    let mut values = std::collections::HashSet::new();
    for choice in choices {
        if !values.insert(choice.value) {
            return Err(format!("{} is listed twice", choice.value));
        }
        for language in [Language::En, Language::Sv, Language::Nb] {
            if choice.label(language).trim().is_empty() {
                return Err(format!("{} has no {language:?} label", choice.value));
            }
        }
    }
    Ok(())
}
