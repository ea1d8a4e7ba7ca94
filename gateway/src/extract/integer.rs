//! Integers of JSON bodies as JSON Schema (and so the OpenAPI document) defines them: a number
//! without a fractional part, so `5.0` is the integer 5. serde_json alone refuses `5.0` for an
//! `i64`, which made a body the document allows a 400.

use serde::Deserialize;
use serde::de::{Deserializer, Error, SeqAccess, Visitor};
use std::fmt;

/// Deserialises a list of `i64` (`#[serde(deserialize_with = "integers")]`), each element as
/// [`integer`] does; a bad element is reported at its index (`lead_ids[1]`).
pub fn integers<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<i64>, D::Error> {
    deserializer.deserialize_seq(IntegersVisitor)
}

/// Deserialises one `i64` (`#[serde(deserialize_with = "integer")]`): a JSON number without a
/// fractional part, `5.0` included.
pub fn integer<'de, D: Deserializer<'de>>(deserializer: D) -> Result<i64, D::Error> {
    deserializer.deserialize_any(IntegerVisitor)
}

/// As [`integer`] for an optional field (`#[serde(default, deserialize_with = ...)]`): `null` is
/// none.
pub fn optional_integer<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<i64>, D::Error> {
    Option::<Integer>::deserialize(deserializer).map(|value| value.map(|Integer(value)| value))
}

struct IntegerVisitor;

impl Visitor<'_> for IntegerVisitor {
    type Value = i64;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a whole number")
    }

    fn visit_i64<E: Error>(self, value: i64) -> Result<i64, E> {
        Ok(value)
    }

    fn visit_u64<E: Error>(self, value: u64) -> Result<i64, E> {
        i64::try_from(value).map_err(|_| E::custom("number too large"))
    }

    fn visit_f64<E: Error>(self, value: f64) -> Result<i64, E> {
        // i64::MAX is not exactly representable; 2^63 as f64 is the first value out of range.
        const LIMIT: f64 = 9_223_372_036_854_775_808.0;
        if value.fract() != 0.0 || !value.is_finite() {
            return Err(E::custom("Must be a whole number"));
        }
        if !(-LIMIT..LIMIT).contains(&value) {
            return Err(E::custom(if value < 0.0 {
                "number too small"
            } else {
                "number too large"
            }));
        }
        #[allow(clippy::cast_possible_truncation)]
        Ok(value as i64)
    }
}

struct Integer(i64);

impl<'de> serde::Deserialize<'de> for Integer {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(IntegerVisitor).map(Integer)
    }
}

struct IntegersVisitor;

impl<'de> Visitor<'de> for IntegersVisitor {
    type Value = Vec<i64>;

    fn expecting(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str("a list of whole numbers")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<i64>, A::Error> {
        let mut values = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(1024));
        while let Some(Integer(value)) = seq.next_element()? {
            values.push(value);
        }
        Ok(values)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use crate::extract::json::parse;

    #[derive(Debug, serde::Deserialize)]
    struct Ids {
        #[serde(deserialize_with = "integers")]
        ids: Vec<i64>,
    }

    fn ids(body: &str) -> Result<Vec<i64>, (Option<String>, String)> {
        parse::<Ids>(body.as_bytes())
            .map(|parsed| parsed.ids)
            .map_err(|error| error.into_validation().unwrap())
    }

    #[derive(Debug, serde::Deserialize)]
    struct One {
        #[serde(deserialize_with = "integer")]
        id: i64,
    }

    #[test]
    fn one_whole_number_in_any_notation_passes_and_a_fraction_names_its_field() {
        let one = |body: &str| parse::<One>(body.as_bytes()).map(|parsed| parsed.id);
        assert_eq!(one(r#"{"id": 10923353.0}"#).unwrap(), 10_923_353);
        assert_eq!(one(r#"{"id": 7}"#).unwrap(), 7);
        let (field, detail) = one(r#"{"id": 2.5}"#)
            .unwrap_err()
            .into_validation()
            .unwrap();
        assert_eq!(field.as_deref(), Some("id"));
        assert!(detail.contains("whole number"), "{detail}");
    }

    #[test]
    fn whole_numbers_in_any_notation_pass() {
        assert_eq!(
            ids(r#"{"ids": [1, 5.0, -3, 1e3, 9223372036854775807]}"#).unwrap(),
            [1, 5, -3, 1000, i64::MAX]
        );
        assert_eq!(ids(r#"{"ids": []}"#).unwrap(), Vec::<i64>::new());
        // Read exactly (serde_json's float_roundtrip): the default parser made this x.5.
        assert_eq!(
            ids(r#"{"ids": [2251799813685247.0]}"#).unwrap(),
            [2_251_799_813_685_247]
        );
    }

    #[test]
    fn other_values_name_their_index() {
        for (body, detail) in [
            (r#"{"ids": [1, 2.5]}"#, "Must be a whole number"),
            (
                r#"{"ids": [1, "2"]}"#,
                "Invalid type: string \"2\", expected a whole number",
            ),
            (
                r#"{"ids": [1, 9223372036854775808]}"#,
                "Number is out of range",
            ),
            (r#"{"ids": [1, 1e300]}"#, "Number is out of range"),
            (
                r#"{"ids": [1, null]}"#,
                "Invalid type: null, expected a whole number",
            ),
        ] {
            assert_eq!(
                ids(body).unwrap_err(),
                (Some("ids[1]".to_string()), detail.to_string()),
                "{body}"
            );
        }
        assert_eq!(ids(r#"{"ids": 3}"#).unwrap_err().0.as_deref(), Some("ids"));
    }
}
