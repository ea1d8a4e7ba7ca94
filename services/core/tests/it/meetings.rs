//! Meetings against a real Postgres: booking for an application, no double booking of a handler
//! (the refusal names the meeting in the way), moving and cancelling (which frees the time), the
//! tables' next and latest meeting, a handler's free slots of a day in the country's time zone,
//! and bad input.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::{DateTime, Duration, TimeZone, Utc};
use tonic::{Code, Request};
use zrm_core::meetings::grpc::MeetingGrpc;
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::meeting_service_server::MeetingService;
use zrm_proto::core::v1::{
    AvailableSlotsRequest, CancelMeetingRequest, CreateMeetingRequest, MeetingKind,
    MeetingSummariesRequest, UpdateMeetingRequest,
};

use crate::support::desk::{create, desk};
use crate::support::leads::field_of;

fn booking(
    application_id: i64,
    by: &str,
    start: DateTime<Utc>,
    minutes: i64,
) -> CreateMeetingRequest {
    CreateMeetingRequest {
        application_id: Some(application_id),
        lead_id: None,
        country: Country::Se.into(),
        handler_id: String::new(),
        starts_at: Some(to_timestamp(start)),
        ends_at: Some(to_timestamp(start + Duration::minutes(minutes))),
        kind: MeetingKind::Phone.into(),
        note: " Call about payslips ".to_owned(),
        created_by: by.to_owned(),
    }
}

#[tokio::test]
async fn a_handler_is_never_double_booked_and_a_cancelled_meeting_frees_the_time() {
    let desk = desk().await;
    let meetings = MeetingGrpc::new(desk.core.state.clone());
    let application = create(&desk).await;
    // A Monday in winter: 10:00 in Stockholm is 09:00 UTC.
    let ten = Utc.with_ymd_and_hms(2030, 1, 7, 9, 0, 0).unwrap();
    let booked = meetings
        .create_meeting(Request::new(booking(
            application.application_id,
            &desk.erik,
            ten,
            60,
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(booked.handler_id, desk.erik);
    assert_eq!(booked.handler_name, "Erik Lind");
    assert_eq!(booked.note.as_deref(), Some("Call about payslips"));

    // Half an hour later overlaps: refused, naming the meeting in the way.
    let overlap = meetings
        .create_meeting(Request::new(booking(
            application.application_id,
            &desk.erik,
            ten + Duration::minutes(30),
            60,
        )))
        .await
        .unwrap_err();
    assert_eq!(overlap.code(), Code::AlreadyExists);
    assert_eq!(
        overlap.message(),
        "The handler already has a meeting from 2030-01-07 09:00 to 10:00 UTC"
    );
    // Another handler is free then; right after Erik's meeting Erik is free too.
    let mut anna = booking(application.application_id, &desk.erik, ten, 60);
    anna.handler_id = desk.anna.clone();
    meetings.create_meeting(Request::new(anna)).await.unwrap();
    let after = meetings
        .create_meeting(Request::new(booking(
            application.application_id,
            &desk.erik,
            ten + Duration::hours(1),
            30,
        )))
        .await
        .unwrap()
        .into_inner();

    // Free slots of Erik's Monday: 08:00–17:00 Stockholm time without 10:00 and 11:00.
    let slots = meetings
        .available_slots(Request::new(AvailableSlotsRequest {
            handler_id: String::new(),
            day: "2030-01-07".to_owned(),
            country: Country::Se.into(),
            requested_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner()
        .slots;
    let hours: Vec<i64> = slots
        .iter()
        .map(|slot| slot.starts_at.unwrap().seconds / 3600 % 24)
        .collect();
    assert_eq!(hours, [7, 8, 11, 12, 13, 14, 15]);
    let saturday = meetings
        .available_slots(Request::new(AvailableSlotsRequest {
            handler_id: String::new(),
            day: "2030-01-12".to_owned(),
            country: Country::Se.into(),
            requested_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(saturday.slots.is_empty());

    // Moving the first onto the second is refused; cancelling the second frees the time.
    let onto = meetings
        .update_meeting(Request::new(UpdateMeetingRequest {
            meeting_id: booked.meeting_id,
            starts_at: Some(to_timestamp(ten + Duration::minutes(60))),
            ends_at: Some(to_timestamp(ten + Duration::minutes(120))),
            updated_by: desk.erik.clone(),
            ..UpdateMeetingRequest::default()
        }))
        .await
        .unwrap_err();
    assert_eq!(onto.code(), Code::AlreadyExists);
    let cancelled = meetings
        .cancel_meeting(Request::new(CancelMeetingRequest {
            meeting_id: after.meeting_id,
            cancelled_by: desk.erik.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(cancelled.cancelled);
    let moved = meetings
        .update_meeting(Request::new(UpdateMeetingRequest {
            meeting_id: booked.meeting_id,
            starts_at: Some(to_timestamp(ten + Duration::minutes(60))),
            ends_at: Some(to_timestamp(ten + Duration::minutes(120))),
            kind: MeetingKind::Video.into(),
            updated_by: desk.erik.clone(),
            ..UpdateMeetingRequest::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(moved.kind(), MeetingKind::Video);
    let again = meetings
        .cancel_meeting(Request::new(CancelMeetingRequest {
            meeting_id: after.meeting_id,
            cancelled_by: desk.erik.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::FailedPrecondition);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn summaries_give_the_next_meeting_and_the_latest_start() {
    let desk = desk().await;
    let meetings = MeetingGrpc::new(desk.core.state.clone());
    let application = create(&desk).await;
    let without = create(&desk).await;
    let now = Utc::now();
    let past = now - Duration::days(3);
    let soon = now + Duration::days(1);
    let later = now + Duration::days(5);
    for start in [later, past, soon] {
        meetings
            .create_meeting(Request::new(booking(
                application.application_id,
                &desk.erik,
                start,
                30,
            )))
            .await
            .unwrap();
    }
    let summaries = meetings
        .meeting_summaries(Request::new(MeetingSummariesRequest {
            application_ids: vec![application.application_id, without.application_id],
            lead_ids: vec![],
        }))
        .await
        .unwrap()
        .into_inner()
        .summaries;
    assert_eq!(summaries.len(), 1);
    let summary = &summaries[0];
    assert_eq!(summary.application_id, Some(application.application_id));
    let next = summary.next.as_ref().unwrap();
    assert_eq!(next.starts_at.unwrap().seconds, soon.timestamp());
    assert_eq!(next.handler_name, "Erik Lind");
    assert_eq!(summary.latest_start.unwrap().seconds, later.timestamp());
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn bad_bookings_name_the_field_and_write_nothing() {
    let desk = desk().await;
    let meetings = MeetingGrpc::new(desk.core.state.clone());
    let application = create(&desk).await;
    let start = Utc.with_ymd_and_hms(2030, 1, 7, 9, 0, 0).unwrap();
    let cases = [
        (
            booking(application.application_id, &desk.erik, start, 5),
            Code::InvalidArgument,
            "end",
        ),
        (
            booking(application.application_id, &desk.erik, start, 9 * 60),
            Code::InvalidArgument,
            "end",
        ),
        (
            CreateMeetingRequest {
                kind: 0,
                ..booking(application.application_id, &desk.erik, start, 30)
            },
            Code::InvalidArgument,
            "kind",
        ),
        (
            CreateMeetingRequest {
                application_id: None,
                ..booking(application.application_id, &desk.erik, start, 30)
            },
            Code::InvalidArgument,
            "application_id",
        ),
        (
            CreateMeetingRequest {
                country: Country::No.into(),
                ..booking(application.application_id, &desk.erik, start, 30)
            },
            Code::NotFound,
            "",
        ),
        (
            CreateMeetingRequest {
                handler_id: uuid::Uuid::new_v4().to_string(),
                ..booking(application.application_id, &desk.erik, start, 30)
            },
            Code::NotFound,
            "",
        ),
    ];
    for (request, code, field) in cases {
        let refused = meetings
            .create_meeting(Request::new(request))
            .await
            .unwrap_err();
        assert_eq!(
            (refused.code(), field_of(&refused)),
            (code, field),
            "{}",
            refused.message()
        );
    }
    let summaries = meetings
        .meeting_summaries(Request::new(MeetingSummariesRequest {
            application_ids: vec![application.application_id],
            lead_ids: vec![],
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(summaries.summaries.is_empty());
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn a_change_naming_no_field_leaves_the_meeting_as_it_is() {
    let desk = desk().await;
    let meetings = MeetingGrpc::new(desk.core.state.clone());
    let application = create(&desk).await;
    let start = Utc.with_ymd_and_hms(2030, 1, 8, 9, 0, 0).unwrap();
    let booked = meetings
        .create_meeting(Request::new(booking(
            application.application_id,
            &desk.erik,
            start,
            45,
        )))
        .await
        .unwrap()
        .into_inner();
    let unchanged = meetings
        .update_meeting(Request::new(UpdateMeetingRequest {
            meeting_id: booked.meeting_id,
            updated_by: desk.erik.clone(),
            ..UpdateMeetingRequest::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(unchanged, booked);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
