//! [`Masked`]: personal data (a personal id, a name, a home address) that never shows in `Debug`
//! output, so logging a request or a result does not leak it.

use std::fmt;

use serde::{Deserialize, Serialize};

#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Masked<T>(pub T);

impl<T> Masked<T> {
    pub fn expose(&self) -> &T {
        &self.0
    }
}

impl<T> fmt::Debug for Masked<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl From<&str> for Masked<String> {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_hides_the_value_and_serde_is_transparent() {
        let id = Masked::from("198203141588");
        assert_eq!(format!("{id:?}"), "***");
        assert_eq!(
            serde_json::to_string(&id).ok().as_deref(),
            Some("\"198203141588\"")
        );
        assert_eq!(id.expose(), "198203141588");
    }
}
