//! `LIKE` patterns of user text: `%`, `_` and `\` in the text match themselves.

/// Matches values containing `text`.
pub fn containing(text: &str) -> String {
    format!("%{}%", escaped(text))
}

/// Matches values starting with `text`.
pub fn starting_with(text: &str) -> String {
    format!("{}%", escaped(text))
}

fn escaped(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards_in_the_text_are_literal() {
        assert_eq!(containing("50%_a\\b"), "%50\\%\\_a\\\\b%");
        assert_eq!(starting_with("ann"), "ann%");
    }
}
