//! `payment_provider_events`: each webhook event of a provider, kept once by its id.

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};

use crate::insurances::model::PaymentProvider;
use crate::schema::payment_provider_events;

pub struct NewProviderEvent<'a> {
    pub provider: PaymentProvider,
    pub event_id: &'a str,
    pub insurance_id: Option<i64>,
    pub resource_type: &'a str,
    pub action: &'a str,
    pub occurred_at: DateTime<Utc>,
    pub body: &'a serde_json::Value,
}

pub async fn seen(
    conn: &mut AsyncPgConnection,
    provider: PaymentProvider,
    event_id: &str,
) -> QueryResult<bool> {
    use payment_provider_events::dsl as p;
    diesel::select(diesel::dsl::exists(
        p::payment_provider_events.find((provider.code(), event_id)),
    ))
    .get_result(conn)
    .await
}

/// Keeps the event; `false` when it was kept before (a replay).
pub async fn insert(
    conn: &mut AsyncPgConnection,
    event: &NewProviderEvent<'_>,
    received_at: DateTime<Utc>,
) -> QueryResult<bool> {
    use payment_provider_events::dsl as p;
    let inserted = diesel::insert_into(p::payment_provider_events)
        .values((
            p::provider.eq(event.provider.code()),
            p::provider_event_id.eq(event.event_id),
            p::insurance_id.eq(event.insurance_id),
            p::resource_type.eq(event.resource_type),
            p::action.eq(event.action),
            p::occurred_at.eq(event.occurred_at),
            p::received_at.eq(received_at),
            p::body.eq(event.body),
        ))
        .on_conflict_do_nothing()
        .execute(conn)
        .await?;
    Ok(inserted == 1)
}
