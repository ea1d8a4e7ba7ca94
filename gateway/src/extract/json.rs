//! `JsonBody<T>`: a JSON request body whose errors name the field (via serde_path_to_error,
//! which actix's own `Json` cannot do: its error handler never sees the path).

use actix_web::dev::Payload;
use actix_web::http::header;
use actix_web::{FromRequest, HttpRequest, web};
use futures_util::future::LocalBoxFuture;
use serde::de::DeserializeOwned;

use super::body::read_limited;
use super::serde_errors::to_validation_error;
use crate::error::GatewayError;

/// Largest accepted JSON body; set as app data, defaults to 64 KiB.
#[derive(Debug, Clone, Copy)]
pub struct JsonBodyLimit(pub usize);

impl Default for JsonBodyLimit {
    fn default() -> Self {
        Self(64 * 1024)
    }
}

#[derive(Debug)]
pub struct JsonBody<T>(pub T);

impl<T> JsonBody<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for JsonBody<T> {
    type Error = GatewayError;
    type Future = LocalBoxFuture<'static, Result<Self, GatewayError>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let body = read(req, payload.take());
        Box::pin(async move { body.await.map(JsonBody) })
    }
}

/// The body read and parsed as [`JsonBody`] does, for a handler that must check something else
/// first: actix polls a handler's extractors together, so a `JsonBody` argument can fail before
/// an asynchronous check (the role, which waits for Redis) has answered.
pub async fn read_json<T: DeserializeOwned + 'static>(
    req: &HttpRequest,
    payload: web::Payload,
) -> Result<T, GatewayError> {
    read(req, payload.into_inner()).await
}

fn read<T: DeserializeOwned + 'static>(
    req: &HttpRequest,
    payload: Payload,
) -> LocalBoxFuture<'static, Result<T, GatewayError>> {
    let content_type_ok = is_json_content_type(req);
    let body = read_limited(req, payload);
    Box::pin(async move {
        if !content_type_ok {
            return Err(GatewayError::bad_request(
                "Content-Type must be application/json",
            ));
        }
        parse(&body.await?)
    })
}

pub fn parse<T: DeserializeOwned>(body: &[u8]) -> Result<T, GatewayError> {
    // Every body of the API is an object; serde would also fill a struct from an array
    // (`[null, null]`, positionally), which no client means.
    if body.iter().find(|byte| !byte.is_ascii_whitespace()) != Some(&b'{') {
        if serde_json::from_slice::<serde::de::IgnoredAny>(body).is_err() {
            return Err(GatewayError::bad_request("Request body is not valid JSON"));
        }
        return Err(GatewayError::bad_request(
            "Request body must be a JSON object",
        ));
    }
    let deserializer = &mut serde_json::Deserializer::from_slice(body);
    let value: T = serde_path_to_error::deserialize(deserializer).map_err(|error| {
        let path = error.path().to_string();
        let inner = error.into_inner();
        if inner.is_syntax() || inner.is_eof() || inner.is_io() {
            GatewayError::bad_request("Request body is not valid JSON")
        } else {
            to_validation_error(&path, &inner.to_string())
        }
    })?;
    Ok(value)
}

/// A body without a content type is read as JSON (curl, simple clients); any other type is refused.
fn is_json_content_type(req: &HttpRequest) -> bool {
    let Some(value) = req.headers().get(header::CONTENT_TYPE) else {
        return true;
    };
    let Ok(value) = value.to_str() else {
        return false;
    };
    let essence = value
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    struct Outer {
        #[allow(dead_code)]
        inner: Inner,
    }

    #[derive(Debug, serde::Deserialize)]
    struct Inner {
        #[allow(dead_code)]
        count: u32,
    }

    #[test]
    fn nested_type_error_names_the_path() {
        let error = parse::<Outer>(br#"{"inner":{"count":"many"}}"#).unwrap_err();
        match error.into_validation() {
            Some((field, _)) => assert_eq!(field.as_deref(), Some("inner.count")),
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn malformed_json_is_a_bad_request_without_field() {
        match parse::<Outer>(b"{\"inner\":")
            .unwrap_err()
            .into_validation()
        {
            Some((field, detail)) => {
                assert_eq!(field, None);
                assert_eq!(detail, "Request body is not valid JSON");
            }
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn only_an_object_is_a_body() {
        // An array would fill `Inner` positionally.
        for (body, expected) in [
            (&b"[7]"[..], "Request body must be a JSON object"),
            (&b" null"[..], "Request body must be a JSON object"),
            (&b"[7"[..], "Request body is not valid JSON"),
        ] {
            match parse::<Inner>(body).unwrap_err().into_validation() {
                Some((field, detail)) => {
                    assert_eq!(field, None);
                    assert_eq!(detail, expected);
                }
                None => panic!("not a validation error"),
            }
        }
        assert!(parse::<Inner>(br#" {"count": 7}"#).is_ok());
    }
}
