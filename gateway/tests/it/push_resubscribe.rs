//! The push subscription survives Redis dropping it: the gateway reaches Redis through a TCP
//! proxy owned by the test, which cuts every connection; the fan-out resubscribes and pushes
//! flow again.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use prost::Message as _;
use redis::AsyncCommands;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinHandle;
use zrm_gateway::push::Outbound;
use zrm_proto::notifications::v1::{Notification, PushMessage};

/// Forwards local connections to Redis; `cut` drops all of them.
struct Proxy {
    port: u16,
    connections: Arc<Mutex<Vec<JoinHandle<()>>>>,
}

impl Proxy {
    async fn start(upstream: &'static str) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let connections: Arc<Mutex<Vec<JoinHandle<()>>>> = Arc::default();
        let tracked = connections.clone();
        tokio::spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let connection = tokio::spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
                tracked.lock().unwrap().push(connection);
            }
        });
        Self { port, connections }
    }

    fn cut(&self) {
        for connection in self.connections.lock().unwrap().drain(..) {
            connection.abort();
        }
    }
}

fn push_for(user_id: &str) -> Vec<u8> {
    PushMessage {
        notification: Some(Notification {
            notification_id: uuid::Uuid::new_v4().to_string(),
            r#type: "lead_assigned".into(),
            to: user_id.into(),
            ..Notification::default()
        }),
    }
    .encode_to_vec()
}

#[actix_web::test]
async fn fanout_resubscribes_after_redis_drops_the_connection() {
    let proxy = Proxy::start("127.0.0.1:6379").await;
    let direct = common::settings();
    let mut through_proxy = direct.clone();
    through_proxy.redis.url = format!("redis://127.0.0.1:{}", proxy.port);
    let state = common::state(through_proxy).await;
    let shutdown = zrm_platform::shutdown::Shutdown::new();
    let fanout = state.push_fanout();
    let mut subscribed = fanout.subscribed();
    tokio::spawn(fanout.run(shutdown.clone()));
    subscribed.wait_for(|subscribed| *subscribed).await.unwrap();

    let user = common::user_id();
    let (_registration, mut queue) = state.sessions.register(&user);
    let mut publisher = zrm_platform::redis::connect(&direct.redis).await.unwrap();
    let channel = format!("{}{}", direct.redis.key_prefix, direct.push.channel);

    proxy.cut();
    tokio::time::timeout(
        Duration::from_secs(5),
        subscribed.wait_for(|subscribed| !*subscribed),
    )
    .await
    .expect("the drop is noticed")
    .unwrap();
    tokio::time::timeout(
        Duration::from_secs(5),
        subscribed.wait_for(|subscribed| *subscribed),
    )
    .await
    .expect("resubscribed")
    .unwrap();

    let receivers: usize = publisher.publish(&channel, push_for(&user)).await.unwrap();
    assert_eq!(receivers, 1);
    let delivered = tokio::time::timeout(Duration::from_secs(2), queue.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(matches!(delivered, Outbound::Text(text) if text.contains(user.as_str())));
    shutdown.trigger();
}
