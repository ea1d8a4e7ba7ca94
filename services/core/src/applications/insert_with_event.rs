//! One statement that writes new applications, their applicants, their first history entries and
//! their `core.application.created` events to the outbox, one or many at once:
//!
//! ```sql
//! WITH application AS (INSERT INTO applications (...) OVERRIDING SYSTEM VALUE
//!                      SELECT * FROM unnest($1, ..., $7) RETURNING ...),
//!      applicants AS (INSERT INTO application_applicants (...) SELECT * FROM unnest(...)),
//!      history AS (INSERT INTO application_events (...) SELECT ... FROM unnest(...)),
//!      event AS (INSERT INTO zrm_outbox (...) SELECT * FROM unnest(...))
//! SELECT application.*, employees.first_name, employees.last_name
//! FROM application LEFT JOIN employees ON employees.user_id = application.assignee_id
//! ```
//!
//! The ids are drawn beforehand ([`crate::ids::DrawnIds`]), so every part names them. One
//! statement commits all or nothing, as a transaction would, in one round trip; the foreign keys
//! of the applicants and the history are checked at its end, when the application rows exist.
//! Every column is bound as an array, so the text is the same for one application or fifty and
//! diesel prepares it once per connection ([`super::writer`] writes the creates that arrive
//! together in one statement).

use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{Array, BigInt, Binary, Jsonb, Nullable, SmallInt, Text, Uuid};
use zrm_platform::outbox::PendingEvent;

use super::rows::{ApplicantRow, ApplicationRow, NewApplicationRow};

/// One application as the statement writes it.
pub struct ApplicationInsert<'a> {
    pub application_id: i64,
    pub row: NewApplicationRow<'a>,
    pub applicants: &'a [ApplicantRow],
    pub history_detail: serde_json::Value,
    pub event: PendingEvent,
}

/// The statement's columns, one array per column.
pub struct InsertApplicationsWithEvents {
    application_ids: Vec<i64>,
    countries: Vec<String>,
    loan_purposes: Vec<String>,
    amounts: Vec<Option<i64>>,
    assignee_ids: Vec<Option<uuid::Uuid>>,
    lead_ids: Vec<Option<i64>>,
    created_by: Vec<uuid::Uuid>,
    applicant_application_ids: Vec<i64>,
    positions: Vec<i16>,
    roles: Vec<String>,
    customer_ids: Vec<i64>,
    history_actors: Vec<String>,
    history_details: Vec<serde_json::Value>,
    event_ids: Vec<uuid::Uuid>,
    event_types: Vec<String>,
    request_ids: Vec<String>,
    traceparents: Vec<String>,
    tracestates: Vec<String>,
    payloads: Vec<Vec<u8>>,
    returning: diesel::dsl::AsSelect<ApplicationRow, Pg>,
}

impl InsertApplicationsWithEvents {
    pub fn new(inserts: &[ApplicationInsert<'_>]) -> Self {
        let applicants = || inserts.iter().flat_map(|insert| insert.applicants.iter());
        let events = || inserts.iter().map(|insert| &insert.event);
        Self {
            application_ids: inserts.iter().map(|insert| insert.application_id).collect(),
            countries: inserts.iter().map(|i| i.row.country.to_owned()).collect(),
            loan_purposes: inserts
                .iter()
                .map(|i| i.row.loan_purpose.to_owned())
                .collect(),
            amounts: inserts.iter().map(|i| i.row.mortgage_loan_amount).collect(),
            assignee_ids: inserts.iter().map(|i| i.row.assignee_id).collect(),
            lead_ids: inserts.iter().map(|i| i.row.lead_id).collect(),
            created_by: inserts.iter().map(|i| i.row.created_by).collect(),
            applicant_application_ids: applicants().map(|a| a.application_id).collect(),
            positions: applicants().map(|a| a.position).collect(),
            roles: applicants().map(|a| a.role.clone()).collect(),
            customer_ids: applicants().map(|a| a.customer_id).collect(),
            history_actors: inserts
                .iter()
                .map(|i| i.row.created_by.to_string())
                .collect(),
            history_details: inserts.iter().map(|i| i.history_detail.clone()).collect(),
            event_ids: events().map(|event| event.event_id).collect(),
            event_types: events().map(|event| event.event_type.clone()).collect(),
            request_ids: events().map(|event| event.request_id.clone()).collect(),
            traceparents: events().map(|event| event.traceparent.clone()).collect(),
            tracestates: events().map(|event| event.tracestate.clone()).collect(),
            payloads: events().map(|event| event.payload.clone()).collect(),
            returning: ApplicationRow::as_select(),
        }
    }
}

/// The query id of every [`InsertApplicationsWithEvents`] (the statement text never varies).
pub struct InsertApplicationsWithEventsId;

impl QueryId for InsertApplicationsWithEvents {
    type QueryId = InsertApplicationsWithEventsId;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl Query for InsertApplicationsWithEvents {
    type SqlType = (
        diesel::dsl::SqlTypeOf<diesel::dsl::AsSelect<ApplicationRow, Pg>>,
        Nullable<(Text, Text)>,
    );
}

impl QueryFragment<Pg> for InsertApplicationsWithEvents {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql(
            "WITH application AS (INSERT INTO applications (application_id, country, \
             loan_purpose, mortgage_loan_amount, assignee_id, lead_id, created_by) \
             OVERRIDING SYSTEM VALUE SELECT * FROM unnest(",
        );
        out.push_bind_param::<Array<BigInt>, _>(&self.application_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Text>, _>(&self.countries)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Text>, _>(&self.loan_purposes)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Nullable<BigInt>>, _>(&self.amounts)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Nullable<Uuid>>, _>(&self.assignee_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Nullable<BigInt>>, _>(&self.lead_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Uuid>, _>(&self.created_by)?;
        out.push_sql(") RETURNING ");
        self.returning.walk_ast(out.reborrow())?;

        out.push_sql(
            "), applicants AS (INSERT INTO application_applicants (application_id, position, \
             role, customer_id) SELECT * FROM unnest(",
        );
        out.push_bind_param::<Array<BigInt>, _>(&self.applicant_application_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<SmallInt>, _>(&self.positions)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Text>, _>(&self.roles)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<BigInt>, _>(&self.customer_ids)?;

        out.push_sql(
            ")), history AS (INSERT INTO application_events (application_id, kind, actor, detail) \
             SELECT entry.application_id, 'created', entry.actor, entry.detail FROM unnest(",
        );
        out.push_bind_param::<Array<BigInt>, _>(&self.application_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Text>, _>(&self.history_actors)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Jsonb>, _>(&self.history_details)?;
        out.push_sql(
            ") AS entry (application_id, actor, detail)), \
             event AS (INSERT INTO zrm_outbox (event_id, event_type, request_id, traceparent, \
             tracestate, payload) SELECT * FROM unnest(",
        );
        out.push_bind_param::<Array<Uuid>, _>(&self.event_ids)?;
        for texts in [
            &self.event_types,
            &self.request_ids,
            &self.traceparents,
            &self.tracestates,
        ] {
            out.push_sql(", ");
            out.push_bind_param::<Array<Text>, _>(texts)?;
        }
        out.push_sql(", ");
        out.push_bind_param::<Array<Binary>, _>(&self.payloads)?;
        out.push_sql(
            ")) SELECT application.*, employees.first_name, employees.last_name \
             FROM application LEFT JOIN employees ON employees.user_id = application.assignee_id",
        );
        Ok(())
    }
}
