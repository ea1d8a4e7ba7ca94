//! Texts the servers make for people (error details above all) in the reader's language.
//!
//! The services and the gateway write their texts in English, each in one place (an error's
//! message, a validation rule); this catalogue translates them the gettext way, with the English
//! text as the key, so a text reads the same in every service and no call site carries three
//! languages. A text with values in it (`Must be at most 100 characters`) is found through its
//! template (`Must be at most {max} characters`): the values are taken out, translated
//! themselves when the catalogue knows them (a nested reason such as a personal id's problem),
//! and put into the translation. A text the catalogue does not know stays English; the gateway's
//! `server_texts` test keeps every text the code makes for people in the catalogue.

mod nb;
mod sv;

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::LazyLock;

use crate::Language;

/// `text` in `language`; English (the text itself) when the catalogue does not know it.
pub fn translate(text: &str, language: Language) -> Cow<'_, str> {
    let catalogue = match language {
        Language::En => return Cow::Borrowed(text),
        Language::Sv => &*SWEDISH,
        Language::Nb => &*NORWEGIAN,
    };
    catalogue
        .translate(text, language)
        .map_or(Cow::Borrowed(text), Cow::Owned)
}

/// Every English key of the catalogue, texts and templates.
pub fn keys() -> impl Iterator<Item = &'static str> {
    sv::TEXTS.iter().map(|(english, _)| *english)
}

static SWEDISH: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::new(sv::TEXTS));
static NORWEGIAN: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::new(nb::TEXTS));

struct Catalogue {
    exact: HashMap<&'static str, &'static str>,
    /// The most specific (longest literal part) first, so `The application is {status}…` is
    /// tried before a template that is mostly a value.
    templates: Vec<Template>,
}

struct Template {
    pieces: Vec<Piece>,
    translation: &'static str,
}

#[derive(Debug, PartialEq, Eq)]
enum Piece {
    Literal(&'static str),
    Value(&'static str),
}

impl Catalogue {
    fn new(entries: &'static [(&'static str, &'static str)]) -> Self {
        let mut exact = HashMap::new();
        let mut templates = Vec::new();
        for (english, translation) in entries {
            let pieces = pieces(english);
            if pieces.iter().any(|piece| matches!(piece, Piece::Value(_))) {
                templates.push(Template {
                    pieces,
                    translation,
                });
            } else {
                exact.insert(*english, *translation);
            }
        }
        templates.sort_by_key(|template| std::cmp::Reverse(literal_length(&template.pieces)));
        Self { exact, templates }
    }

    fn translate(&self, text: &str, language: Language) -> Option<String> {
        if let Some(translation) = self.exact.get(text) {
            return Some((*translation).to_string());
        }
        self.templates.iter().find_map(|template| {
            let mut values = Vec::new();
            bind(&template.pieces, text, &mut values)
                .then(|| fill(template.translation, &values, language))
        })
    }
}

/// `Must be at most {max} characters` → literal, value `max`, literal. A brace that does not
/// enclose a value name is part of the text.
fn pieces(template: &'static str) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut literal_start = 0;
    let mut search_from = 0;
    while let Some(open) = template[search_from..]
        .find('{')
        .map(|open| search_from + open)
    {
        let close = template[open..].find('}').map(|close| open + close);
        let Some(close) = close.filter(|close| is_value_name(&template[open + 1..*close])) else {
            search_from = open + 1;
            continue;
        };
        if open > literal_start {
            pieces.push(Piece::Literal(&template[literal_start..open]));
        }
        pieces.push(Piece::Value(&template[open + 1..close]));
        literal_start = close + 1;
        search_from = literal_start;
    }
    if literal_start < template.len() {
        pieces.push(Piece::Literal(&template[literal_start..]));
    }
    pieces
}

fn is_value_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

fn literal_length(pieces: &[Piece]) -> usize {
    pieces
        .iter()
        .map(|piece| match piece {
            Piece::Literal(literal) => literal.len(),
            Piece::Value(_) => 0,
        })
        .sum()
}

/// Matches `text` against `pieces`, each value taking the fewest characters (at least one) that
/// let the rest match.
fn bind<'t>(pieces: &[Piece], text: &'t str, values: &mut Vec<(&'static str, &'t str)>) -> bool {
    match pieces.split_first() {
        None => text.is_empty(),
        Some((Piece::Literal(literal), rest)) => text
            .strip_prefix(literal)
            .is_some_and(|after| bind(rest, after, values)),
        Some((Piece::Value(name), rest)) => {
            let ends = text
                .char_indices()
                .map(|(index, _)| index)
                .chain(std::iter::once(text.len()));
            for end in ends.filter(|end| *end > 0) {
                values.push((name, &text[..end]));
                if bind(rest, &text[end..], values) {
                    return true;
                }
                values.pop();
            }
            false
        }
    }
}

fn fill(translation: &str, values: &[(&str, &str)], language: Language) -> String {
    let mut filled = translation.to_string();
    for (name, value) in values {
        let value = translate(value, language);
        filled = filled.replace(&format!("{{{name}}}"), &value);
    }
    filled
}

#[cfg(test)]
mod tests;
