//! Turns a deserialisation failure with its path into a field-naming validation error.

use crate::error::GatewayError;

/// `path` is where the error happened (`.` for the root), `message` serde's text.
pub fn to_validation_error(path: &str, message: &str) -> GatewayError {
    let message = strip_position(message);
    let parent = (path != ".").then_some(path);
    if let Some(name) = quoted_after(message, "missing field `") {
        return GatewayError::field(join(parent, name), "This field is required");
    }
    if let Some(name) = quoted_after(message, "unknown field `") {
        // The path of an unknown field already ends at the field itself.
        let field = match parent {
            Some(path) if path == name || path.ends_with(&format!(".{name}")) => path.to_string(),
            other => join(other, name),
        };
        return GatewayError::field(field, "Unknown field");
    }
    let detail = friendly(message);
    match parent {
        Some(field) => GatewayError::field(field, detail),
        None => GatewayError::bad_request(detail),
    }
}

fn join(parent: Option<&str>, name: &str) -> String {
    match parent {
        Some(parent) => format!("{parent}.{name}"),
        None => name.to_string(),
    }
}

fn quoted_after<'a>(message: &'a str, prefix: &str) -> Option<&'a str> {
    message.strip_prefix(prefix)?.split('`').next()
}

/// serde_json appends ` at line 1 column 12`, which means nothing to a form.
fn strip_position(message: &str) -> &str {
    match message.rfind(" at line ") {
        Some(index) => &message[..index],
        None => message,
    }
}

fn friendly(message: &str) -> String {
    if message.contains("invalid digit") || message.contains("cannot parse integer") {
        return "Must be a whole number".to_string();
    }
    if message.contains("number too large") || message.contains("number too small") {
        return "Number is out of range".to_string();
    }
    if message.contains("`true` or `false`") {
        return "Must be true or false".to_string();
    }
    let mut chars = message.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => "Invalid value".to_string(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn parts(error: GatewayError) -> (Option<String>, String) {
        match error.into_validation() {
            Some((field, detail)) => (field, detail),
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn missing_field_is_named_with_its_parent() {
        let (field, detail) = parts(to_validation_error(
            "data.applicant",
            "missing field `pni` at line 1 column 40",
        ));
        assert_eq!(field.as_deref(), Some("data.applicant.pni"));
        assert_eq!(detail, "This field is required");
    }

    #[test]
    fn unknown_fields_are_named_once() {
        // serde_path_to_error's path of an unknown field ends at the field itself.
        for (path, expected) in [
            ("colour", "colour"),
            ("data.colour", "data.colour"),
            (".", "colour"),
        ] {
            let (field, detail) = parts(to_validation_error(
                path,
                "unknown field `colour`, expected one of `theme` at line 1 column 9",
            ));
            assert_eq!(field.as_deref(), Some(expected), "{path}");
            assert_eq!(detail, "Unknown field");
        }
    }

    #[test]
    fn type_errors_lose_the_position() {
        let (field, detail) = parts(to_validation_error(
            "email",
            "invalid type: integer `5`, expected a string at line 1 column 11",
        ));
        assert_eq!(field.as_deref(), Some("email"));
        assert_eq!(detail, "Invalid type: integer `5`, expected a string");
    }

    #[test]
    fn root_errors_have_no_field() {
        let (field, _) = parts(to_validation_error(
            ".",
            "invalid type: string \"x\", expected struct Login",
        ));
        assert_eq!(field, None);
    }

    #[test]
    fn number_errors_read_well() {
        let (field, detail) = parts(to_validation_error("page", "invalid digit found in string"));
        assert_eq!(field.as_deref(), Some("page"));
        assert_eq!(detail, "Must be a whole number");
    }
}
