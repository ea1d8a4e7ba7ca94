//! Text fields that reach a database. PostgreSQL cannot store the NUL character, so a string
//! holding one is refused here as bad input naming its field (400), not left to fail in a
//! service (500, found by fuzzing `POST /lead/create` and `GET /notification/list`). The
//! document says so with a pattern (`NO_NUL_PATTERN` or one that includes it).

use serde::de::{Deserialize, Deserializer, Error};
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

pub const NO_NUL: &str = "Must not contain NUL characters";

/// What Rust's `str::trim` removes (Unicode White_Space), as a regex character class body. Spelled
/// out because `\s` differs between regex dialects (Python's includes U+001C to U+001F).
const WHITESPACE: &str = r"\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000";

/// The pattern of a text the handler trims and then wants `min_chars..=max_chars` characters
/// long, with no NUL: any surrounding whitespace, then the text from its first to its last
/// non-whitespace character (`min_chars` 0: a blank text too).
pub fn trimmed_text_pattern(min_chars: usize, max_chars: usize) -> String {
    let max = max_chars.max(min_chars).max(1);
    let edge = format!("[^{WHITESPACE}\\u0000]");
    let inner = match (min_chars, max) {
        (_, 1) => edge,
        (0 | 1, _) => format!("{edge}([^\\u0000]{{0,{}}}{edge})?", max - 2),
        (min, _) => format!("{edge}[^\\u0000]{{{},{}}}{edge}", min - 2, max - 2),
    };
    let inner = if min_chars == 0 {
        format!("({inner})?")
    } else {
        format!("({inner})")
    };
    format!("^[{WHITESPACE}]*{inner}[{WHITESPACE}]*$")
}

/// The pattern of a text the handler trims and then matches against `inner` (a regex without
/// anchors), or, with `blank_allowed`, finds blank.
pub fn trimmed_pattern(inner: &str, blank_allowed: bool) -> String {
    let optional = if blank_allowed { "?" } else { "" };
    format!("^[{WHITESPACE}]*({inner}){optional}[{WHITESPACE}]*$")
}

/// A regex character class body of what an e-mail address may not hold: `@`, whitespace and
/// control characters (Unicode Cc).
pub fn not_in_address() -> String {
    format!("@{WHITESPACE}\\u0000-\\u001f\\u007f-\\u009f")
}

/// A string trimmed and then `min_chars..=max_chars` characters long, without NUL.
pub fn trimmed_text_schema(min_chars: usize, max_chars: usize, description: &str) -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .min_length(Some(min_chars))
        .pattern(Some(trimmed_text_pattern(min_chars, max_chars)))
        .description(Some(format!(
            "{description} {min_chars} to {max_chars} characters once surrounding whitespace is \
             removed; no NUL."
        )))
        .into()
}

/// `#[serde(deserialize_with = "crate::extract::text")]`
pub fn text<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    let value = String::deserialize(deserializer)?;
    if value.contains('\0') {
        return Err(D::Error::custom(NO_NUL));
    }
    Ok(value)
}

/// `#[serde(deserialize_with = "crate::extract::texts")]`: a list of texts, none with a NUL.
pub fn texts<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    let values = Vec::<String>::deserialize(deserializer)?;
    if values.iter().any(|value| value.contains('\0')) {
        return Err(D::Error::custom(NO_NUL));
    }
    Ok(values)
}

/// `#[serde(default, deserialize_with = "crate::extract::optional_text")]`
pub fn optional_text<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<String>, D::Error> {
    let value = Option::<String>::deserialize(deserializer)?;
    if value.as_deref().is_some_and(|value| value.contains('\0')) {
        return Err(D::Error::custom(NO_NUL));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    /// The documented pattern says what trimming and counting characters say: checked on edge
    /// cases with a small matcher built on the same definitions (no regex crate in the gateway).
    #[test]
    fn trimmed_text_pattern_is_trim_then_count() {
        assert_eq!(
            trimmed_text_pattern(1, 100),
            r"^[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*([^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u0000]([^\u0000]{0,98}[^\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u0000])?)[\t-\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$"
        );
        assert!(trimmed_text_pattern(6, 8).contains(r"\u0000][^\u0000]{4,6}[^"));
        assert!(trimmed_text_pattern(0, 1000).contains(r"\u0000])?)?["));
        // The class lists exactly the characters `trim` removes.
        let listed = |c: char| {
            matches!(c, '\t'..='\r' | ' ' | '\u{85}' | '\u{a0}' | '\u{1680}' | '\u{2000}'..='\u{200a}'
                | '\u{2028}' | '\u{2029}' | '\u{202f}' | '\u{205f}' | '\u{3000}')
        };
        for c in (0..0x11000).filter_map(char::from_u32) {
            assert_eq!(listed(c), c.is_whitespace(), "{:#x}", c as u32);
        }
    }

    #[derive(Debug, serde::Deserialize)]
    struct Form {
        #[serde(deserialize_with = "text")]
        name: String,
        #[serde(default, deserialize_with = "optional_text")]
        note: Option<String>,
    }

    fn refusal(error: crate::error::GatewayError) -> (Option<String>, String) {
        error.into_validation().unwrap()
    }

    #[test]
    fn nul_is_refused_naming_the_field() {
        let body = crate::extract::json::parse::<Form>(br#"{"name": "a\u0000b"}"#).unwrap_err();
        assert_eq!(refusal(body), (Some("name".into()), NO_NUL.into()));
        let body =
            crate::extract::json::parse::<Form>(br#"{"name": "a", "note": "\u0000"}"#).unwrap_err();
        assert_eq!(refusal(body), (Some("note".into()), NO_NUL.into()));
        let query = crate::extract::query::parse::<Form>("name=a%00").unwrap_err();
        assert_eq!(refusal(query), (Some("name".into()), NO_NUL.into()));
    }

    #[test]
    fn other_text_passes() {
        // An escaped backslash before `u0000` is text, not NUL.
        let form = crate::extract::json::parse::<Form>(
            r#"{"name": "Åsa \\u0000", "note": null}"#.as_bytes(),
        )
        .unwrap();
        assert_eq!(form.name, "Åsa \\u0000");
        assert_eq!(form.note, None);
        let form = crate::extract::query::parse::<Form>("name=x").unwrap();
        assert_eq!((form.name.as_str(), form.note), ("x", None));
    }
}
