//! The one place where a service's `tonic::Status` becomes a [`GatewayError`].
//!
//! Services name the field of an `InvalidArgument` either in the `x-zrm-field` metadata entry or
//! as a `field: detail` prefix of the message (`data.applicant.pni: Invalid personal id`).
//! Client-facing messages (4xx) are passed through; anything else is logged and hidden.

use tonic::{Code, Status};

use crate::error::GatewayError;

pub use zrm_platform::grpc::status::FIELD_METADATA_KEY;

pub fn status_to_error(service: &'static str, status: Status) -> GatewayError {
    let message = status.message().to_string();
    match status.code() {
        Code::InvalidArgument | Code::OutOfRange => invalid_argument(&status),
        Code::NotFound => GatewayError::NotFound(or_default(message, "Not found")),
        Code::Unauthenticated => {
            GatewayError::Unauthenticated(or_default(message, "Not authenticated"))
        }
        Code::PermissionDenied => GatewayError::Forbidden(or_default(message, "Not allowed")),
        Code::AlreadyExists | Code::FailedPrecondition | Code::Aborted => {
            GatewayError::Conflict(or_default(message, "Conflict"))
        }
        Code::ResourceExhausted => {
            GatewayError::QuotaExhausted(or_default(message, "Too many requests; try again later"))
        }
        Code::Unavailable | Code::DeadlineExceeded => GatewayError::Unavailable {
            dependency: service,
            cause: format!("{}: {message}", status.code()),
        },
        Code::Ok
        | Code::Cancelled
        | Code::Unknown
        | Code::Unimplemented
        | Code::Internal
        | Code::DataLoss => {
            GatewayError::Internal(format!("{service} answered {}: {message}", status.code()))
        }
    }
}

fn or_default(message: String, default: &str) -> String {
    if message.trim().is_empty() {
        default.to_string()
    } else {
        message
    }
}

fn invalid_argument(status: &Status) -> GatewayError {
    let message = status.message();
    if let Some(field) = status
        .metadata()
        .get(FIELD_METADATA_KEY)
        .and_then(|value| value.to_str().ok())
    {
        return GatewayError::field(field, or_default(message.to_string(), "Invalid value"));
    }
    match message.split_once(": ") {
        Some((field, detail)) if looks_like_field_path(field) && !detail.trim().is_empty() => {
            GatewayError::field(field, detail)
        }
        Some(_) | None => {
            GatewayError::bad_request(or_default(message.to_string(), "Invalid request"))
        }
    }
}

/// `email`, `data.applicant.pni`, `items[2].amount`: lower-case identifiers joined by dots.
fn looks_like_field_path(candidate: &str) -> bool {
    !candidate.is_empty()
        && candidate
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_lowercase())
        && candidate.chars().all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '_' | '.' | '[' | ']')
        })
}

/// Turns the result of a gRPC call into the message or a [`GatewayError`].
pub trait GrpcResultExt<T> {
    fn or_gateway_error(self, service: &'static str) -> Result<T, GatewayError>;
}

impl<T> GrpcResultExt<T> for Result<tonic::Response<T>, Status> {
    fn or_gateway_error(self, service: &'static str) -> Result<T, GatewayError> {
        self.map(tonic::Response::into_inner)
            .map_err(|status| status_to_error(service, status))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use actix_web::ResponseError;
    use actix_web::http::StatusCode;

    fn status_of(status: Status) -> StatusCode {
        status_to_error("core", status).status_code()
    }

    #[test]
    fn codes_map_to_http_statuses() {
        assert_eq!(
            status_of(Status::invalid_argument("bad")),
            StatusCode::BAD_REQUEST
        );
        assert_eq!(
            status_of(Status::not_found("Lead not found")),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            status_of(Status::unauthenticated("no")),
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            status_of(Status::permission_denied("no")),
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            status_of(Status::already_exists("dup")),
            StatusCode::CONFLICT
        );
        assert_eq!(
            status_of(Status::failed_precondition("state")),
            StatusCode::CONFLICT
        );
        assert_eq!(
            status_of(Status::resource_exhausted("slow down")),
            StatusCode::TOO_MANY_REQUESTS
        );
        assert_eq!(
            status_of(Status::unavailable("down")),
            StatusCode::SERVICE_UNAVAILABLE
        );
        assert_eq!(
            status_of(Status::deadline_exceeded("slow")),
            StatusCode::SERVICE_UNAVAILABLE
        );
        assert_eq!(
            status_of(Status::internal("boom")),
            StatusCode::INTERNAL_SERVER_ERROR
        );
        assert_eq!(
            status_of(Status::unknown("boom")),
            StatusCode::INTERNAL_SERVER_ERROR
        );
    }

    #[test]
    fn internal_messages_are_not_shown() {
        let error = status_to_error(
            "core",
            Status::internal("relation \"leads\" does not exist"),
        );
        assert_eq!(error.detail(), crate::error::INTERNAL_DETAIL);
    }

    #[test]
    fn field_is_taken_from_the_message_prefix() {
        let error = status_to_error(
            "core",
            Status::invalid_argument("data.applicant.pni: Invalid personal id"),
        );
        match error.into_validation() {
            Some((field, detail)) => {
                assert_eq!(field.as_deref(), Some("data.applicant.pni"));
                assert_eq!(detail, "Invalid personal id");
            }
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn field_is_taken_from_metadata() {
        let mut status = Status::invalid_argument("Must be one of read, received, deleted");
        status
            .metadata_mut()
            .insert(FIELD_METADATA_KEY, "action".parse().unwrap());
        match status_to_error("notifications", status).into_validation() {
            Some((field, detail)) => {
                assert_eq!(field.as_deref(), Some("action"));
                assert_eq!(detail, "Must be one of read, received, deleted");
            }
            None => panic!("not a validation error"),
        }
    }

    #[test]
    fn sentences_are_not_mistaken_for_fields() {
        match status_to_error(
            "core",
            Status::invalid_argument("Lead 12: cannot be assigned"),
        )
        .into_validation()
        {
            Some((field, detail)) => {
                assert_eq!(field, None);
                assert_eq!(detail, "Lead 12: cannot be assigned");
            }
            None => panic!("not a validation error"),
        }
    }
}
