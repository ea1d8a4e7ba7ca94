//! `GET /message/conversations/stream`: server-sent events of every SMS sent, delivered, failed or
//! received, for the back office's chat windows (each reads its conversation again when an event
//! names its customer or number). The client sends the bearer token, the request id and the
//! coordinates as headers (a fetch-based reader: `EventSource` cannot send headers), and
//! `Accept: text/event-stream`. The stream sends `retry`, a comment every 15 s so proxies keep it
//! open, `event: resync` when events may have been missed, and `event: expired` just before the
//! token expires, then ends: the client reconnects with its renewed token.

use std::sync::Arc;
use std::time::Duration;

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, web};
use bytes::Bytes;
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::{broadcast, watch};
use tokio::time::{Instant, Interval};

use crate::auth::StaffUser;
use crate::error::{ErrorBody, GatewayError};
use crate::sms_feed::RESYNC_FRAME;
use crate::state::AppState;

pub const EVENT_STREAM: &str = "text/event-stream";
const HEARTBEAT: Duration = Duration::from_secs(15);
const OPENING: &str = "retry: 3000\n: connected\n\n";
const KEEPALIVE: &str = ": keepalive\n\n";
pub const EXPIRED_FRAME: &str = "event: expired\ndata: {}\n\n";

struct Stream {
    frames: broadcast::Receiver<Arc<str>>,
    open: watch::Receiver<bool>,
    heartbeat: Interval,
    expires: Instant,
    opened: bool,
    done: bool,
}

impl Stream {
    async fn next(mut self) -> Option<(Result<Bytes, actix_web::Error>, Self)> {
        if self.done || !*self.open.borrow() {
            return None;
        }
        if !self.opened {
            self.opened = true;
            return Some((Ok(Bytes::from_static(OPENING.as_bytes())), self));
        }
        let frame: Bytes = tokio::select! {
            frame = self.frames.recv() => match frame {
                Ok(frame) => Bytes::copy_from_slice(frame.as_bytes()),
                Err(RecvError::Lagged(_)) => Bytes::from_static(RESYNC_FRAME.as_bytes()),
                Err(RecvError::Closed) => return None,
            },
            _ = self.heartbeat.tick() => Bytes::from_static(KEEPALIVE.as_bytes()),
            _ = self.open.changed() => return None,
            () = tokio::time::sleep_until(self.expires) => {
                self.done = true;
                Bytes::from_static(EXPIRED_FRAME.as_bytes())
            }
        };
        Some((Ok(frame), self))
    }
}

fn accepts_event_stream(request: &HttpRequest) -> bool {
    request
        .headers()
        .get_all(header::ACCEPT)
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|item| {
            item.split(';')
                .next()
                .is_some_and(|kind| kind.trim().eq_ignore_ascii_case(EVENT_STREAM))
        })
}

#[utoipa::path(
    tag = "message",
    responses(
        (status = 200, description = "`text/event-stream`: `event: sms` with a `SmsStreamEvent` as data, `event: resync`, `event: expired`, and keep-alive comments", body = crate::sms_feed::SmsStreamEvent, content_type = "text/event-stream"),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 406, description = "The request does not accept `text/event-stream`", body = ErrorBody),
    ),
)]
#[get("/message/conversations/stream")]
pub async fn conversations_stream(
    user: StaffUser,
    state: web::Data<AppState>,
    request: HttpRequest,
) -> Result<HttpResponse, GatewayError> {
    if !accepts_event_stream(&request) {
        return Err(GatewayError::NotAcceptable(
            "This stream answers Accept: text/event-stream only".into(),
        ));
    }
    let (frames, open) = state.sms_feed.subscribe();
    let seconds_left = user.token_expires_at - chrono::Utc::now().timestamp();
    // Ends a few seconds before the token does, so the client renews it first.
    let expires = Instant::now()
        + Duration::from_secs(u64::try_from(seconds_left.saturating_sub(5)).unwrap_or_default());
    let mut heartbeat = tokio::time::interval(HEARTBEAT);
    heartbeat.reset();
    let stream = Stream {
        frames,
        open,
        heartbeat,
        expires,
        opened: false,
        done: false,
    };
    Ok(HttpResponse::Ok()
        .content_type(EVENT_STREAM)
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        // nginx ingress would otherwise buffer the events.
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(futures_util::stream::unfold(stream, Stream::next)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn only_a_request_accepting_events_gets_the_stream() {
        let asks = |accept: &str| {
            accepts_event_stream(
                &TestRequest::default()
                    .insert_header((header::ACCEPT, accept))
                    .to_http_request(),
            )
        };
        assert!(asks("text/event-stream"));
        assert!(asks("application/json, Text/Event-Stream;q=0.9"));
        assert!(!asks("*/*"));
        assert!(!accepts_event_stream(
            &TestRequest::default().to_http_request()
        ));
    }
}
