//! The outbox part of core's one-statement inserts of one row (`leads/insert_with_event.rs`):
//! `event AS (INSERT INTO zrm_outbox (...) VALUES (...))`,
//! a common table expression written in the same statement as the row it announces.

use diesel::QueryResult;
use diesel::pg::Pg;
use diesel::query_builder::AstPass;
use diesel::sql_types::{Binary, Text, Uuid};
use zrm_platform::outbox::PendingEvent;

pub fn push_outbox_insert<'b>(
    mut out: AstPass<'_, 'b, Pg>,
    event: &'b PendingEvent,
) -> QueryResult<()> {
    out.push_sql(
        "event AS (INSERT INTO zrm_outbox (event_id, event_type, request_id, traceparent, \
         tracestate, payload) VALUES (",
    );
    out.push_bind_param::<Uuid, _>(&event.event_id)?;
    for text in [
        &event.event_type,
        &event.request_id,
        &event.traceparent,
        &event.tracestate,
    ] {
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(text)?;
    }
    out.push_sql(", ");
    out.push_bind_param::<Binary, _>(&event.payload)?;
    out.push_sql("))");
    Ok(())
}
