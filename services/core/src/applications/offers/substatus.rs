//! A substatus change made by the offer flow (an offer makes a COMPLETE application OFFERED;
//! accepting one makes it ACCEPTED): the row, its history entry and
//! `core.application.status_changed`, inside the caller's transaction.

use chrono::Utc;
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use serde_json::json;
use zrm_platform::outbox;
use zrm_proto::core::v1::ApplicationStatusChanged;

use crate::applications::events::APPLICATION_STATUS_CHANGED;
use crate::applications::grpc::responses::substatus_message;
use crate::applications::history;
use crate::applications::model::Substatus;
use crate::error::CoreError;
use crate::schema::applications;

pub async fn move_substatus(
    conn: &mut AsyncPgConnection,
    application_id: i64,
    from: Substatus,
    to: Substatus,
    actor: &str,
) -> Result<(), CoreError> {
    diesel::update(applications::table.find(application_id))
        .set((
            applications::substatus.eq(to.as_str()),
            applications::updated_at.eq(Utc::now()),
            applications::version.eq(applications::version + 1),
        ))
        .execute(conn)
        .await?;
    history::record(
        conn,
        application_id,
        "status_changed",
        actor.to_owned(),
        json!({"old": from.as_str(), "new": to.as_str()}),
    )
    .await?;
    let event = ApplicationStatusChanged {
        application_id,
        changed_by: actor.to_owned(),
        from: substatus_message(from).into(),
        to: substatus_message(to).into(),
    };
    outbox::enqueue(conn, APPLICATION_STATUS_CHANGED, &event).await?;
    Ok(())
}
