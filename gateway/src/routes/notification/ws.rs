//! `GET /notification/ws?token=`: the live notification socket. The token is checked after the
//! upgrade so a browser learns why it was refused: an expired or invalid token closes the socket
//! with 1008 and a reason starting `TOKEN_EXPIRED` (the client fetches a new token). A valid one
//! registers the session for its user until the socket closes.

use actix_web::{HttpRequest, HttpResponse, get, web};
use actix_ws::{CloseCode, CloseReason, Message, MessageStream, Session};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use zrm_domain::Language;

use crate::auth::TokenError;
use crate::error::{ErrorBody, GatewayError};
use crate::http_metrics::GatewayMetrics;
use crate::push::{Outbound, Registration};
use crate::state::AppState;

pub const TOKEN_EXPIRED_REASON: &str = "TOKEN_EXPIRED";
/// Largest frame a client may send; it has nothing to say beyond pings.
const MAX_CLIENT_FRAME: usize = 4 * 1024;

fn token_from_query(query: &str) -> Option<String> {
    form_urlencoded::parse(query.as_bytes())
        .find(|(name, _)| name == "token")
        .map(|(_, value)| value.into_owned())
        .filter(|token| !token.is_empty())
}

fn refusal(error: Option<TokenError>) -> CloseReason {
    let why = match error {
        None => "token missing",
        Some(TokenError::Expired) => "token expired",
        Some(TokenError::Invalid(_) | TokenError::Signing(_)) => "token invalid",
    };
    CloseReason {
        code: CloseCode::Policy,
        description: Some(format!("{TOKEN_EXPIRED_REASON}: {why}")),
    }
}

#[utoipa::path(
    tag = "notification",
    params(("token" = String, Query, description = "Token from /notification/ws-token")),
    responses(
        (status = 101, description = "Websocket. Server frames: `{\"kind\":\"notification\",\"notification\":Notification}`. \
            An expired or invalid token closes with 1008 and a reason starting TOKEN_EXPIRED."),
        (status = 400, description = "Not a websocket upgrade", body = ErrorBody),
    ),
    security(()),
)]
#[get("/notification/ws")]
pub async fn notification_ws(
    req: HttpRequest,
    body: web::Payload,
    state: web::Data<AppState>,
) -> Result<HttpResponse, GatewayError> {
    let verified = match token_from_query(req.query_string()) {
        Some(token) => state.tokens.verify_ws(&token).map_err(Some),
        None => Err(None),
    };
    let (response, session, messages) = actix_ws::handle(&req, body).map_err(|error| {
        GatewayError::bad_request(format!("Expected a websocket upgrade: {error}"))
    })?;
    match verified {
        Err(error) => {
            actix_web::rt::spawn(async move {
                let _ = session.close(Some(refusal(error))).await;
            });
        }
        Ok(claims) => {
            let language = claims
                .lang
                .as_deref()
                .map_or(Language::En, Language::or_english);
            let (registration, outbound) = state.sessions.register_in(&claims.sub, language);
            let push = &state.settings.push;
            let keepalive = Keepalive {
                ping_every: Duration::from_secs(push.ping_interval_secs),
                client_timeout: Duration::from_secs(push.client_timeout_secs),
            };
            let messages = messages.max_frame_size(MAX_CLIENT_FRAME);
            actix_web::rt::spawn(run_session(
                session,
                messages,
                outbound,
                registration,
                keepalive,
                state.metrics.clone(),
            ));
        }
    }
    Ok(response)
}

struct Keepalive {
    ping_every: Duration,
    client_timeout: Duration,
}

async fn run_session(
    mut session: Session,
    mut messages: MessageStream,
    mut outbound: mpsc::Receiver<Outbound>,
    registration: Registration,
    keepalive: Keepalive,
    metrics: GatewayMetrics,
) {
    metrics.session_opened();
    tracing::debug!(user_id = registration.user_id(), "websocket session opened");
    let mut last_heard = Instant::now();
    let mut ping = tokio::time::interval(keepalive.ping_every);
    ping.tick().await;
    let close_reason = loop {
        tokio::select! {
            message = messages.recv() => match message {
                Some(Ok(Message::Ping(bytes))) => {
                    last_heard = Instant::now();
                    if session.pong(&bytes).await.is_err() {
                        break None;
                    }
                }
                Some(Ok(Message::Pong(_) | Message::Text(_) | Message::Binary(_) | Message::Continuation(_) | Message::Nop)) => {
                    last_heard = Instant::now();
                }
                Some(Ok(Message::Close(reason))) => break reason,
                Some(Err(error)) => {
                    tracing::debug!(%error, "websocket protocol error");
                    break Some(CloseReason { code: CloseCode::Protocol, description: None });
                }
                None => break None,
            },
            item = outbound.recv() => match item {
                Some(Outbound::Text(text)) => {
                    if session.text(text.to_string()).await.is_err() {
                        break None;
                    }
                }
                Some(Outbound::Close(code, reason)) => {
                    break Some(CloseReason { code: CloseCode::from(code), description: Some(reason) });
                }
                // The registry forgot this session because it fell behind.
                None => break Some(CloseReason { code: CloseCode::Again, description: Some("Too far behind; reconnect".into()) }),
            },
            _ = ping.tick() => {
                if last_heard.elapsed() > keepalive.client_timeout {
                    break Some(CloseReason { code: CloseCode::Away, description: Some("No answer to pings".into()) });
                }
                if session.ping(b"").await.is_err() {
                    break None;
                }
            }
        }
    };
    tracing::debug!(user_id = registration.user_id(), "websocket session closed");
    drop(registration);
    metrics.session_closed();
    let _ = session.close(close_reason).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_is_read_from_the_query() {
        assert_eq!(
            token_from_query("token=abc.def&x=1").as_deref(),
            Some("abc.def")
        );
        assert_eq!(token_from_query("token="), None);
        assert_eq!(token_from_query(""), None);
    }

    #[test]
    fn refusals_start_with_token_expired() {
        for error in [
            None,
            Some(TokenError::Expired),
            Some(TokenError::Invalid("x".into())),
        ] {
            let reason = refusal(error);
            assert_eq!(reason.code, CloseCode::Policy);
            assert!(
                reason
                    .description
                    .unwrap_or_default()
                    .starts_with("TOKEN_EXPIRED")
            );
        }
    }
}
