//! `QueryParams<T>`: the query string, with errors naming the parameter.

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest};
use serde::de::DeserializeOwned;
use std::future::{Ready, ready};

use super::serde_errors::to_validation_error;
use crate::error::GatewayError;

#[derive(Debug)]
pub struct QueryParams<T>(pub T);

impl<T> QueryParams<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T: DeserializeOwned> FromRequest for QueryParams<T> {
    type Error = GatewayError;
    type Future = Ready<Result<Self, GatewayError>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(parse(req.query_string()).map(QueryParams))
    }
}

pub fn parse<T: DeserializeOwned>(query: &str) -> Result<T, GatewayError> {
    parse_encoded(query.as_bytes())
}

/// URL-encoded pairs (a query string or a form body) into `T`.
pub fn parse_encoded<T: DeserializeOwned>(encoded: &[u8]) -> Result<T, GatewayError> {
    let deserializer = serde_urlencoded::Deserializer::new(form_urlencoded::parse(encoded));
    serde_path_to_error::deserialize(deserializer).map_err(|error| {
        let path = error.path().to_string();
        to_validation_error(&path, &error.into_inner().to_string())
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    struct Paging {
        page: Option<u32>,
        #[serde(default)]
        flag: bool,
    }

    #[test]
    fn parses_typed_values() {
        let paging: Paging = parse("page=3&flag=true").unwrap();
        assert_eq!(paging.page, Some(3));
        assert!(paging.flag);
    }

    #[test]
    fn bad_number_names_the_parameter() {
        match parse::<Paging>("page=abc").unwrap_err().into_validation() {
            Some((field, detail)) => {
                assert_eq!(field.as_deref(), Some("page"));
                assert_eq!(detail, "Must be a whole number");
            }
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn bad_boolean_names_the_parameter() {
        match parse::<Paging>("flag=maybe").unwrap_err().into_validation() {
            Some((field, _)) => assert_eq!(field.as_deref(), Some("flag")),
            None => panic!("not a validation error"),
        }
    }
}
