//! The request context (request id and W3C trace context) of the work in progress, kept in a
//! task-local so that gRPC calls, outbox rows and log lines made on its behalf carry it without
//! every function passing it along.

use std::future::Future;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestContext {
    pub request_id: String,
    /// W3C `traceparent` of the caller, when it sent one.
    pub traceparent: Option<String>,
    pub tracestate: Option<String>,
    /// The language code the caller reads (negotiated from `Accept-Language` at the edge), for
    /// texts made for them; `None` means English.
    pub language: Option<String>,
}

impl RequestContext {
    pub fn new(
        request_id: String,
        traceparent: Option<String>,
        tracestate: Option<String>,
    ) -> Self {
        Self {
            request_id,
            traceparent: traceparent.filter(|value| is_valid_traceparent(value)),
            tracestate,
            language: None,
        }
    }

    pub fn with_language(mut self, language: Option<&str>) -> Self {
        self.language = language.map(str::to_string);
        self
    }

    /// A context for work that starts here (a timer, a relay batch) rather than from a request.
    pub fn fresh() -> Self {
        Self::new(new_request_id(), None, None)
    }
}

tokio::task_local! {
    static CURRENT: RequestContext;
}

/// Runs `future` with `context` as the current request context.
pub async fn scope<F: Future>(context: RequestContext, future: F) -> F::Output {
    CURRENT.scope(context, future).await
}

/// The current request context, if the caller runs inside [`scope`].
pub fn current() -> Option<RequestContext> {
    CURRENT.try_with(Clone::clone).ok()
}

/// The context to send onwards: the current one, with the trace parent replaced by the current
/// OpenTelemetry span when tracing is exported (so the callee becomes a child of this span).
pub fn outgoing() -> RequestContext {
    let mut context = current().unwrap_or_else(RequestContext::fresh);
    if let Some(traceparent) = crate::telemetry::current_traceparent() {
        context.traceparent = Some(traceparent);
    }
    context
}

pub fn new_request_id() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// Request ids come from clients: keep them short and printable so they are safe in headers and logs.
pub fn sanitize_request_id(value: &str) -> Option<String> {
    let valid = !value.is_empty()
        && value.len() <= 128
        && value
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'));
    valid.then(|| value.to_string())
}

/// `00-<32 hex trace id>-<16 hex span id>-<2 hex flags>` (W3C Trace Context, version 00).
pub fn is_valid_traceparent(value: &str) -> bool {
    let parts: Vec<&str> = value.split('-').collect();
    let hex = |s: &str, len: usize| s.len() == len && s.chars().all(|c| c.is_ascii_hexdigit());
    parts.len() == 4
        && hex(parts[0], 2)
        && hex(parts[1], 32)
        && hex(parts[2], 16)
        && hex(parts[3], 2)
        && parts[1] != "0".repeat(32)
        && parts[2] != "0".repeat(16)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[tokio::test]
    async fn scope_makes_context_current_only_inside() {
        assert!(current().is_none());
        let context = RequestContext::new("req-1".into(), None, None);
        let seen = scope(context.clone(), async { current() }).await;
        assert_eq!(seen, Some(context));
        assert!(current().is_none());
    }

    #[test]
    fn traceparent_validation() {
        assert!(is_valid_traceparent(
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01"
        ));
        assert!(!is_valid_traceparent(
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01"
        ));
        assert!(!is_valid_traceparent("garbage"));
        let context = RequestContext::new("r".into(), Some("garbage".into()), None);
        assert_eq!(context.traceparent, None);
    }

    #[test]
    fn request_ids_are_sanitized() {
        assert_eq!(sanitize_request_id("abc-123"), Some("abc-123".into()));
        assert_eq!(sanitize_request_id("bad id\n"), None);
        assert_eq!(sanitize_request_id(&"x".repeat(129)), None);
        assert_eq!(sanitize_request_id(""), None);
    }
}
