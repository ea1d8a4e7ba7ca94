//! An employee's user id given in a body or query: a UUID, else 400 naming the field (core would
//! refuse it too, one hop later and less clearly).

use crate::error::GatewayError;

pub fn user_id(field: &'static str, id: &str) -> Result<(), GatewayError> {
    uuid::Uuid::parse_str(id)
        .map(|_| ())
        .map_err(|_| GatewayError::field(field, "Must be an employee's user id"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn only_a_uuid_is_a_user_id() {
        assert!(user_id("handler_id", "3f1c2b4a-7d6e-4f80-9a1b-2c3d4e5f6a7b").is_ok());
        match user_id("handler_id", "erik").unwrap_err().into_validation() {
            Some((field, detail)) => {
                assert_eq!(field.as_deref(), Some("handler_id"));
                assert_eq!(detail, "Must be an employee's user id");
            }
            None => panic!("not a validation error"),
        }
    }
}
