//! The `core.lead.assigned` and application-work consumers on a real broker, database and Redis.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use prost::Message as _;
use uuid::Uuid;
use zrm_notifications::app::{application_work_consumer, lead_assigned_consumer};
use zrm_notifications::notifications::application_work::{
    APPLICATION_ASSIGNED, APPLICATION_COMMENTED, APPLICATION_WORK_QUEUE,
    APPLICATION_WORK_ROUTING_KEYS,
};
use zrm_notifications::notifications::events::{LEAD_ASSIGNED_QUEUE, LEAD_ASSIGNED_ROUTING_KEY};
use zrm_notifications::notifications::rows::NotificationRow;
use zrm_notifications::schema::notifications;
use zrm_platform::bus::{Outcome, declare_queue};
use zrm_platform::shutdown::Shutdown;
use zrm_platform::testing::TestVhost;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::{ApplicationAssigned, ApplicationCommented};

use crate::support::{Harness, envelope, lead_assigned_event, next_push, publish};

async fn stored(harness: &Harness) -> Vec<NotificationRow> {
    let mut conn = harness.db.pool.get().await.unwrap();
    notifications::table
        .select(NotificationRow::as_select())
        .order(notifications::created_at.asc())
        .load(&mut conn)
        .await
        .unwrap()
}

/// The queue exists and is bound before anything is published, as it would be in production.
async fn declare(vhost: &TestVhost) {
    declare_bound(vhost, LEAD_ASSIGNED_QUEUE, &[LEAD_ASSIGNED_ROUTING_KEY]).await;
}

async fn declare_bound(vhost: &TestVhost, queue: &str, routing_keys: &[&str]) {
    let connection = zrm_platform::bus::connect(&vhost.settings).await.unwrap();
    let channel = connection.create_channel().await.unwrap();
    let keys: Vec<String> = routing_keys.iter().map(|key| (*key).to_owned()).collect();
    declare_queue(&channel, queue, &keys, &vhost.settings)
        .await
        .unwrap();
    connection.close(0, "declared".into()).await.unwrap();
}

fn core_event(event_type: &str, payload: Vec<u8>) -> zrm_platform::bus::Event {
    let event_id = Uuid::now_v7();
    zrm_platform::bus::Event {
        event_id,
        event_type: event_type.into(),
        occurred_at: chrono::Utc::now(),
        request_id: format!("req-{event_id}"),
        traceparent: String::new(),
        tracestate: String::new(),
        payload,
    }
}

#[tokio::test]
async fn the_assignee_is_told_of_an_assignment_and_of_a_colleagues_comment() {
    let harness = Harness::start().await;
    let vhost = TestVhost::create().unwrap();
    declare_bound(
        &vhost,
        APPLICATION_WORK_QUEUE,
        &APPLICATION_WORK_ROUTING_KEYS,
    )
    .await;
    let mut pushes = harness.subscribe().await;
    let shutdown = Shutdown::new();
    let consumer = application_work_consumer(harness.pusher().await).spawn(
        harness.db.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );
    let assignee = Uuid::new_v4();
    let comment = |author: Uuid, comment_id: i64| {
        core_event(
            APPLICATION_COMMENTED,
            ApplicationCommented {
                application_id: 1001,
                comment_id,
                author: author.to_string(),
                country: Country::Se.into(),
                assignee_id: Some(assignee.to_string()),
                author_name: "Erik Lind".into(),
            }
            .encode_to_vec(),
        )
    };
    let assigned = core_event(
        APPLICATION_ASSIGNED,
        ApplicationAssigned {
            application_id: 1001,
            assignee_id: assignee.to_string(),
            assigned_by: Uuid::new_v4().to_string(),
            applicant_name: "Maja Ekström".into(),
            country: Country::Se.into(),
        }
        .encode_to_vec(),
    );
    // The assignee's own comment tells nobody; a colleague's tells the assignee.
    publish(
        &vhost.settings,
        &[assigned, comment(assignee, 1), comment(Uuid::new_v4(), 2)],
    )
    .await;
    let first = next_push(&mut pushes).await.notification.unwrap();
    assert_eq!(first.r#type, "application_assigned");
    assert_eq!(first.to, assignee.to_string());
    assert_eq!(
        first.data.unwrap().message,
        "Application MOSE1001 (Maja Ekström) was assigned to you"
    );
    let second = next_push(&mut pushes).await.notification.unwrap();
    assert_eq!(second.r#type, "internal_comment");
    assert_eq!(second.title, "Internal comment");
    let data = second.data.unwrap();
    assert_eq!(data.message, "Erik Lind commented on application MOSE1001");
    assert_eq!(data.application_id.as_deref(), Some("MOSE1001"));
    assert_eq!(stored(&harness).await.len(), 2);

    shutdown.trigger();
    consumer.await.unwrap();
    vhost.cleanup().unwrap();
    harness.cleanup().await;
}

#[tokio::test]
async fn an_assignment_event_is_stored_once_and_pushed() {
    let harness = Harness::start().await;
    let vhost = TestVhost::create().unwrap();
    declare(&vhost).await;
    let mut pushes = harness.subscribe().await;
    let shutdown = Shutdown::new();
    let consumer = lead_assigned_consumer(harness.pusher().await).spawn(
        harness.db.pool.clone(),
        vhost.settings.clone(),
        shutdown.clone(),
    );

    let assignee = Uuid::new_v4();
    let event = lead_assigned_event(Uuid::now_v7(), 123, assignee, "Anna Svensson");
    publish(&vhost.settings, std::slice::from_ref(&event)).await;

    let push = next_push(&mut pushes).await;
    let notification = push.notification.unwrap();
    assert_eq!(notification.to, assignee.to_string());
    assert_eq!(notification.r#type, "lead_assigned");
    assert_eq!(
        notification.status,
        i32::from(zrm_proto::notifications::v1::NotificationStatus::Created)
    );
    assert_eq!(notification.title, "Lead assigned");
    let data = notification.data.unwrap();
    assert_eq!(data.lead_id, Some(123));
    assert_eq!(data.application_id, None);
    assert_eq!(data.message, "Lead 123 (Anna Svensson) was assigned to you");

    let rows = stored(&harness).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(
        rows[0].notification_id.to_string(),
        notification.notification_id
    );
    assert_eq!(rows[0].to_user_id, assignee);

    // The same event delivered again (a relay re-publish) is dropped; a later one still arrives,
    // and since one consumer settles in order, the duplicate was handled before it.
    let later = lead_assigned_event(Uuid::now_v7(), 124, assignee, "Nils Nilsson");
    publish(&vhost.settings, &[event, later]).await;
    let push = next_push(&mut pushes).await;
    assert_eq!(push.notification.unwrap().data.unwrap().lead_id, Some(124));
    let rows = stored(&harness).await;
    assert_eq!(
        rows.iter().map(|row| row.lead_id).collect::<Vec<_>>(),
        vec![Some(123), Some(124)]
    );

    shutdown.trigger();
    consumer.await.unwrap();
    vhost.cleanup().unwrap();
    harness.cleanup().await;
}

#[tokio::test]
async fn duplicates_and_poison_are_recognised_per_delivery() {
    let harness = Harness::start().await;
    let consumer = lead_assigned_consumer(harness.pusher().await);
    let event = lead_assigned_event(Uuid::now_v7(), 7, Uuid::new_v4(), "Kari Nordmann");

    assert_eq!(
        consumer.process(&harness.db.pool, &envelope(&event)).await,
        Outcome::Processed
    );
    assert_eq!(
        consumer.process(&harness.db.pool, &envelope(&event)).await,
        Outcome::Duplicate
    );
    assert_eq!(stored(&harness).await.len(), 1);

    let mut broken = lead_assigned_event(Uuid::now_v7(), 8, Uuid::new_v4(), "x");
    broken.payload = vec![0xff, 0xff, 0xff];
    assert_eq!(
        consumer.process(&harness.db.pool, &envelope(&broken)).await,
        Outcome::DeadLettered
    );
    let mut nobody = lead_assigned_event(Uuid::now_v7(), 9, Uuid::new_v4(), "x");
    nobody.payload = zrm_proto::core::v1::LeadAssigned {
        lead_id: 9,
        assignee_id: "not-a-user".into(),
        ..Default::default()
    }
    .encode_to_vec();
    assert_eq!(
        consumer.process(&harness.db.pool, &envelope(&nobody)).await,
        Outcome::DeadLettered
    );
    assert_eq!(stored(&harness).await.len(), 1);
    harness.cleanup().await;
}
