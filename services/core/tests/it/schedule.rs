//! The staff's working days against a real Postgres: an entry replaces the day's one, the free
//! meeting slots follow its hours (none on a day off, some on a planned Saturday), a day's entries
//! by desk and name, and bad input refused with the field named.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_core::meetings::grpc::MeetingGrpc;
use zrm_core::schedule::grpc::ScheduleGrpc;
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::core::v1::meeting_service_server::MeetingService;
use zrm_proto::core::v1::schedule_service_server::ScheduleService;
use zrm_proto::core::v1::{AvailableSlotsRequest, ListScheduleDayRequest, SetScheduleDayRequest};

use crate::support::desk::desk;
use crate::support::leads::field_of;

fn entry(user_id: &str, day: &str, hours: Option<(&str, &str)>) -> Request<SetScheduleDayRequest> {
    Request::new(SetScheduleDayRequest {
        user_id: user_id.to_owned(),
        day: day.to_owned(),
        product: "MO".to_owned(),
        country: Country::Se.into(),
        working: hours.is_some(),
        starts: hours.map(|(starts, _)| starts.to_owned()),
        ends: hours.map(|(_, ends)| ends.to_owned()),
    })
}

/// The UTC hours of a handler's free slots of a Swedish day (winter: local time minus one).
async fn free_hours(meetings: &MeetingGrpc, handler: &str, day: &str) -> Vec<i64> {
    meetings
        .available_slots(Request::new(AvailableSlotsRequest {
            handler_id: String::new(),
            day: day.to_owned(),
            country: Country::Se.into(),
            requested_by: handler.to_owned(),
        }))
        .await
        .unwrap()
        .into_inner()
        .slots
        .iter()
        .map(|slot| slot.starts_at.unwrap().seconds / 3600 % 24)
        .collect()
}

#[tokio::test]
async fn the_free_slots_follow_the_working_day() {
    let desk = desk().await;
    let schedule = ScheduleGrpc::new(desk.core.state.clone());
    let meetings = MeetingGrpc::new(desk.core.state.clone());
    // A Monday in winter, ordinary: 08:00–17:00 Stockholm is 07–15 UTC starts.
    assert_eq!(
        free_hours(&meetings, &desk.erik, "2030-01-07").await,
        [7, 8, 9, 10, 11, 12, 13, 14, 15]
    );

    let short = schedule
        .set_schedule_day(entry(&desk.erik, "2030-01-07", Some(("10:00", "14:00"))))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        (
            short.name.as_str(),
            short.working,
            short.starts.as_deref(),
            short.ends.as_deref()
        ),
        ("Erik Lind", true, Some("10:00"), Some("14:00"))
    );
    assert_eq!(
        free_hours(&meetings, &desk.erik, "2030-01-07").await,
        [9, 10, 11, 12]
    );

    // The day's entry is replaced: a day off has no slots.
    schedule
        .set_schedule_day(entry(&desk.erik, "2030-01-07", None))
        .await
        .unwrap();
    assert!(
        free_hours(&meetings, &desk.erik, "2030-01-07")
            .await
            .is_empty()
    );
    // A planned Saturday is a working day; another employee's day is untouched.
    schedule
        .set_schedule_day(entry(&desk.erik, "2030-01-12", Some(("09:30", "12:30"))))
        .await
        .unwrap();
    assert_eq!(
        free_hours(&meetings, &desk.erik, "2030-01-12").await,
        [8, 9, 10],
        "09:30, 10:30 and 11:30 local"
    );
    assert_eq!(
        free_hours(&meetings, &desk.anna, "2030-01-07").await.len(),
        9
    );
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn a_day_lists_who_works_by_desk_and_name() {
    let desk = desk().await;
    let schedule = ScheduleGrpc::new(desk.core.state.clone());
    for (user, hours) in [
        (&desk.maja, Some(("08:00", "12:00"))),
        (&desk.erik, None),
        (&desk.anna, Some(("12:00", "18:00"))),
    ] {
        schedule
            .set_schedule_day(entry(user, "2030-03-04", hours))
            .await
            .unwrap();
    }
    let mut norway = entry(&desk.erik, "2030-03-05", Some(("08:00", "16:00")));
    norway.get_mut().country = Country::No.into();
    schedule.set_schedule_day(norway).await.unwrap();

    let listed = |country: Country, limit: u32| ListScheduleDayRequest {
        day: "2030-03-04".to_owned(),
        product: "MO".to_owned(),
        country: country.into(),
        page: Some(PageRequest { page: 1, limit }),
    };
    let day = schedule
        .list_schedule_day(Request::new(listed(Country::Se, 5)))
        .await
        .unwrap()
        .into_inner();
    let names: Vec<(&str, bool)> = day
        .days
        .iter()
        .map(|entry| (entry.name.as_str(), entry.working))
        .collect();
    assert_eq!(
        names,
        [
            ("Anna Lindqvist", true),
            ("Erik Lind", false),
            ("Maja Nilsson", true)
        ]
    );
    assert_eq!(day.page.unwrap().total, 3);
    let norway = schedule
        .list_schedule_day(Request::new(listed(Country::No, 5)))
        .await
        .unwrap()
        .into_inner();
    assert!(
        norway.days.is_empty(),
        "Erik works in Norway on the 5th, not the 4th"
    );
    let every_desk = schedule
        .list_schedule_day(Request::new(ListScheduleDayRequest {
            day: "2030-03-05".to_owned(),
            product: String::new(),
            country: Country::Unspecified.into(),
            page: None,
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(every_desk.days.len(), 1);
    assert_eq!(every_desk.days[0].country, i32::from(Country::No));
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn bad_days_hours_and_employees_are_refused() {
    let desk = desk().await;
    let schedule = ScheduleGrpc::new(desk.core.state.clone());
    for (request, field) in [
        (entry(&desk.erik, "2030-02-30", None), "day"),
        (
            entry(&desk.erik, "2030-03-04", Some(("14:00", "10:00"))),
            "ends",
        ),
        (
            entry(&desk.erik, "2030-03-04", Some(("10:15", "12:00"))),
            "starts",
        ),
        (entry("not-a-user", "2030-03-04", None), "user_id"),
    ] {
        let refused = schedule.set_schedule_day(request).await.unwrap_err();
        assert_eq!(refused.code(), Code::InvalidArgument);
        assert_eq!(field_of(&refused), field);
    }
    let mut unknown_product = entry(&desk.erik, "2030-03-04", None);
    unknown_product.get_mut().product = "XX".to_owned();
    let refused = schedule
        .set_schedule_day(unknown_product)
        .await
        .unwrap_err();
    assert_eq!(field_of(&refused), "product");
    let nobody = schedule
        .set_schedule_day(entry(
            "00000000-0000-4000-8000-000000000001",
            "2030-03-04",
            None,
        ))
        .await
        .unwrap_err();
    assert_eq!(nobody.code(), Code::NotFound);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
