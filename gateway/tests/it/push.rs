//! Live notifications: websocket token checks (1008 TOKEN_EXPIRED), and the Redis fan-out that
//! delivers every push to every session of its user across replicas.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use futures_util::StreamExt;
use prost::Message as _;
use redis::AsyncCommands;
use serde_json::Value;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;
use zrm_gateway::push::Outbound;
use zrm_gateway::settings::Settings;
use zrm_proto::notifications::v1::{Notification, NotificationData, PushMessage};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn push_for(user_id: &str, lead_id: i64) -> Vec<u8> {
    PushMessage {
        notification: Some(Notification {
            notification_id: uuid::Uuid::new_v4().to_string(),
            r#type: "lead_assigned".into(),
            status: zrm_proto::notifications::v1::NotificationStatus::Created.into(),
            data: Some(NotificationData {
                application_id: None,
                lead_id: Some(lead_id),
                message: format!("Lead {lead_id} (Anna Svensson) was assigned to you"),
            }),
            title: "Lead assigned".into(),
            to: user_id.into(),
            created_at: Some(prost_types::Timestamp {
                seconds: 1_700_000_000,
                nanos: 0,
            }),
        }),
    }
    .encode_to_vec()
}

async fn publish(settings: &Settings, payload: Vec<u8>) -> usize {
    let mut redis = zrm_platform::redis::connect(&settings.redis).await.unwrap();
    let channel = format!("{}{}", settings.redis.key_prefix, settings.push.channel);
    redis.publish(channel, payload).await.unwrap()
}

async fn connect(url: &str) -> Socket {
    tokio_tungstenite::connect_async(url).await.unwrap().0
}

/// The next text frame, skipping pings; panics on close or after `within`.
async fn next_text(socket: &mut Socket, within: Duration) -> Value {
    let deadline = Instant::now() + within;
    loop {
        let remaining = deadline.saturating_duration_since(Instant::now());
        let message = tokio::time::timeout(remaining, socket.next())
            .await
            .expect("a frame in time")
            .unwrap()
            .unwrap();
        match message {
            Message::Text(text) => return serde_json::from_str(text.as_str()).unwrap(),
            Message::Ping(_) | Message::Pong(_) | Message::Frame(_) => {}
            Message::Binary(_) | Message::Close(_) => panic!("unexpected {message:?}"),
        }
    }
}

async fn close_frame(socket: &mut Socket) -> (u16, String) {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(5), socket.next())
            .await
            .expect("close in time")
            .unwrap()
            .unwrap();
        if let Message::Close(frame) = message {
            let frame = frame.expect("a close frame with a reason");
            return (u16::from(frame.code), frame.reason.to_string());
        }
    }
}

async fn wait_for_sessions(state: &zrm_gateway::state::AppState, user_id: &str, expected: usize) {
    let deadline = Instant::now() + Duration::from_secs(5);
    while state.sessions.session_count(user_id) != expected {
        assert!(
            Instant::now() < deadline,
            "{user_id} has {} sessions, expected {expected}",
            state.sessions.session_count(user_id)
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[actix_web::test]
async fn expired_ws_token_closes_with_1008_token_expired() {
    let mut settings = common::settings();
    settings.auth.ws_token_lifetime_secs = 1;
    let replica = common::Replica::start(settings).await;
    let access = common::access_token(&replica.state, &common::user_id());
    let response = reqwest::Client::new()
        .get(replica.http_url("/notification/ws-token"))
        .bearer_auth(&access.token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let token = body["token"].as_str().unwrap().to_string();
    assert!(body["expires_at"].is_string());

    tokio::time::sleep(Duration::from_millis(2100)).await;
    let mut socket = connect(&replica.ws_url(&token)).await;
    let (code, reason) = close_frame(&mut socket).await;
    assert_eq!(code, 1008);
    assert!(reason.starts_with("TOKEN_EXPIRED"), "{reason}");
    replica.stop().await;
}

#[actix_web::test]
async fn missing_or_foreign_tokens_close_with_1008() {
    let replica = common::Replica::start(common::settings()).await;
    let access = common::access_token(&replica.state, "u-1");
    for url in [
        format!("ws://{}/notification/ws", replica.address),
        replica.ws_url("garbage"),
        replica.ws_url(&access.token),
    ] {
        let mut socket = connect(&url).await;
        let (code, reason) = close_frame(&mut socket).await;
        assert_eq!(code, 1008, "{url}");
        assert!(reason.starts_with("TOKEN_EXPIRED"), "{reason}");
    }
    let plain = reqwest::get(replica.http_url("/notification/ws?token=x"))
        .await
        .unwrap();
    assert_eq!(plain.status(), 400, "a plain GET is not an upgrade");
    replica.stop().await;
}

#[actix_web::test]
async fn a_push_reaches_every_session_of_the_user_across_replicas() {
    let settings = common::settings();
    let first = common::Replica::start(settings.clone()).await;
    let second = common::Replica::start(settings.clone()).await;
    let user = common::user_id();
    let other_user = common::user_id();
    let user_token = first.state.tokens.issue_ws(&user).unwrap().token;
    let other_token = first.state.tokens.issue_ws(&other_user).unwrap().token;

    let mut on_first = connect(&first.ws_url(&user_token)).await;
    let mut on_second = connect(&second.ws_url(&user_token)).await;
    let mut second_tab = connect(&second.ws_url(&user_token)).await;
    let mut bystander = connect(&first.ws_url(&other_token)).await;
    wait_for_sessions(&first.state, &user, 1).await;
    wait_for_sessions(&second.state, &user, 2).await;
    wait_for_sessions(&first.state, &other_user, 1).await;

    let published = Instant::now();
    assert_eq!(
        publish(&settings, push_for(&user, 123)).await,
        2,
        "one subscription per replica"
    );
    for socket in [&mut on_first, &mut on_second, &mut second_tab] {
        let frame = next_text(socket, Duration::from_secs(2)).await;
        assert_eq!(frame["kind"], "notification");
        let notification = &frame["notification"];
        assert_eq!(notification["to"], user.as_str());
        assert_eq!(notification["type"], "lead_assigned");
        assert_eq!(notification["title"], "Lead assigned");
        assert_eq!(notification["data"]["lead_id"], 123);
        assert!(notification["data"]["application_id"].is_null());
        assert_eq!(notification["created_at"], "2023-11-14T22:13:20Z");
    }
    let latency = published.elapsed();
    eprintln!("push reached 3 sessions on 2 replicas in {latency:?}");
    assert!(
        latency < Duration::from_millis(500),
        "push took {latency:?}"
    );
    assert!(
        tokio::time::timeout(Duration::from_millis(300), bystander.next())
            .await
            .is_err(),
        "another user's session receives nothing"
    );

    on_first.close(None).await.unwrap();
    wait_for_sessions(&first.state, &user, 0).await;
    wait_for_sessions(&second.state, &user, 2).await;
    first.stop().await;
    second.stop().await;
}

#[actix_web::test]
async fn two_registries_on_one_channel_each_deliver_to_their_own_sessions() {
    let settings = common::settings();
    let first = common::state(settings.clone()).await;
    let second = common::state(settings.clone()).await;
    let shutdown = zrm_platform::shutdown::Shutdown::new();
    for state in [&first, &second] {
        let fanout = state.push_fanout();
        let mut subscribed = fanout.subscribed();
        tokio::spawn(fanout.run(shutdown.clone()));
        subscribed.wait_for(|subscribed| *subscribed).await.unwrap();
    }
    let user = common::user_id();
    let (_first_registration, mut first_queue) = first.sessions.register(&user);
    let (_second_registration, mut second_queue) = second.sessions.register(&user);

    assert_eq!(
        publish(&settings, b"not a protobuf message \xff".to_vec()).await,
        2
    );
    assert_eq!(publish(&settings, push_for(&user, 7)).await, 2);
    for queue in [&mut first_queue, &mut second_queue] {
        let Outbound::Text(text) = tokio::time::timeout(Duration::from_secs(2), queue.recv())
            .await
            .unwrap()
            .unwrap()
        else {
            panic!("expected a text frame");
        };
        let frame: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            frame["notification"]["data"]["lead_id"], 7,
            "the undecodable message was skipped"
        );
    }
    shutdown.trigger();
}

#[actix_web::test]
async fn shutdown_closes_sessions_with_going_away() {
    let replica = common::Replica::start(common::settings()).await;
    let user = common::user_id();
    let token = replica.state.tokens.issue_ws(&user).unwrap().token;
    let mut socket = connect(&replica.ws_url(&token)).await;
    wait_for_sessions(&replica.state, &user, 1).await;
    replica
        .state
        .sessions
        .close_all(zrm_gateway::push::CLOSE_GOING_AWAY, "Server restarting");
    let (code, reason) = close_frame(&mut socket).await;
    assert_eq!(code, 1001);
    assert_eq!(reason, "Server restarting");
    wait_for_sessions(&replica.state, &user, 0).await;
    replica.stop().await;
}
