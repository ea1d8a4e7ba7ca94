//! What the body extractors answer on every operation that takes a body, added to the OpenAPI
//! document so no route has to list it: 413 when the body is larger than `http.max_body_bytes`
//! (found by fuzzing: 500 notification ids make a body of more than 64 KiB).

use utoipa::Modify;
use utoipa::openapi::OpenApi;

use crate::auth::access_policy::{document_error, operations_mut};

pub struct BodyLimitResponse;

impl Modify for BodyLimitResponse {
    fn modify(&self, openapi: &mut OpenApi) {
        for item in openapi.paths.paths.values_mut() {
            for (_, operation) in operations_mut(item) {
                if operation.request_body.is_some() {
                    document_error(
                        operation,
                        "413",
                        "The request body is larger than the gateway takes (64 KiB by default)",
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    #[test]
    fn every_operation_with_a_body_documents_413() {
        let document = serde_json::to_value(crate::openapi::document()).unwrap();
        let mut checked = 0;
        for (path, item) in document["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                if operation.get("requestBody").is_some() {
                    checked += 1;
                    assert_eq!(
                        operation["responses"]["413"]["content"]["application/json"]["schema"]["$ref"],
                        "#/components/schemas/ErrorBody",
                        "{method} {path}"
                    );
                }
            }
        }
        assert!(checked > 0);
    }
}
