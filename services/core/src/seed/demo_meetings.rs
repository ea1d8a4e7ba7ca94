//! Demo meetings, so the calendars and the tables' "next meeting" show a working desk: each
//! staff member meets the newest active applications at 09:00, 11:00 and 14:00 (local time of
//! the application's country) on the working days ahead. Slots of one handler never overlap, so
//! the no-double-booking constraint holds; seeding again adds nothing once meetings exist.

use diesel::sql_types::{Array, Integer};
use diesel_async::RunQueryDsl;
use uuid::Uuid;
use zrm_platform::db::DbPool;

use crate::error::CoreError;
use crate::state::pooled;

/// The newest active applications the meetings are about.
const CANDIDATES: i32 = 500;

/// Meetings for `staff` on the weekdays of the next `days` days; the number inserted (0 when
/// there were meetings already or no active application).
pub async fn seed_demo_meetings(
    pool: &DbPool,
    staff: &[Uuid],
    days: u64,
) -> Result<u64, CoreError> {
    let mut conn = pooled(pool).await?;
    let days = i32::try_from(days).unwrap_or(i32::MAX);
    let inserted = diesel::sql_query(
        "WITH newest AS (
             SELECT application_id, country FROM applications WHERE status = 'ACTIVE'
             ORDER BY created_at DESC, application_id DESC LIMIT $3),
         candidates AS (SELECT row_number() OVER () AS n, application_id, country FROM newest),
         total AS (SELECT count(*) AS c FROM candidates),
         slots AS (
             SELECT handler.user_id, handler.n AS handler_n, day::date AS day, hours.hour
             FROM unnest($1::uuid[]) WITH ORDINALITY AS handler (user_id, n)
             CROSS JOIN generate_series(current_date + 1, current_date + $2, interval '1 day') AS day
             CROSS JOIN (VALUES (9), (11), (14)) AS hours (hour)
             WHERE extract(isodow FROM day) < 6)
         INSERT INTO meetings (application_id, country, handler_id, starts_at, ends_at, kind,
                               created_by)
         SELECT c.application_id, c.country, s.user_id, start.at, start.at + interval '45 minutes',
                (ARRAY['PHONE', 'VIDEO', 'OFFICE'])[1 + s.hour % 3], s.user_id
         FROM slots s
         JOIN total t ON t.c > 0
         JOIN candidates c
           ON c.n = 1 + (s.handler_n * 7 + extract(doy FROM s.day)::int * 3 + s.hour) % t.c
         CROSS JOIN LATERAL (
             SELECT (s.day + make_time(s.hour, 0, 0)) AT TIME ZONE
                    CASE c.country WHEN 'NO' THEN 'Europe/Oslo' ELSE 'Europe/Stockholm' END AS at
         ) start
         WHERE NOT EXISTS (SELECT 1 FROM meetings)",
    )
    .bind::<Array<diesel::sql_types::Uuid>, _>(staff)
    .bind::<Integer, _>(days)
    .bind::<Integer, _>(CANDIDATES)
    .execute(&mut conn)
    .await?;
    Ok(u64::try_from(inserted).unwrap_or_default())
}
