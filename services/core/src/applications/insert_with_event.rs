//! One statement that writes new applications, their applicants, their first history entries and
//! their `core.application.created` events to the outbox, one or many at once:
//!
//! ```sql
//! WITH application AS (INSERT INTO applications (...) OVERRIDING SYSTEM VALUE
//!                      SELECT * FROM unnest($1, ..., $7) RETURNING ...),
//!      applicants AS (INSERT INTO application_applicants (..., application_created_at)
//!                     SELECT applicant.*, application.created_at FROM unnest(...) AS applicant
//!                     JOIN application USING (application_id)),
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
    /// Takes the inserts apart into the statement's columns, moving what they own (the history
    /// details and the events' payloads are not copied).
    pub fn new(inserts: Vec<ApplicationInsert<'_>>) -> Self {
        let count = inserts.len();
        let mut columns = Self {
            application_ids: Vec::with_capacity(count),
            countries: Vec::with_capacity(count),
            loan_purposes: Vec::with_capacity(count),
            amounts: Vec::with_capacity(count),
            assignee_ids: Vec::with_capacity(count),
            lead_ids: Vec::with_capacity(count),
            created_by: Vec::with_capacity(count),
            applicant_application_ids: Vec::new(),
            positions: Vec::new(),
            roles: Vec::new(),
            customer_ids: Vec::new(),
            history_actors: Vec::with_capacity(count),
            history_details: Vec::with_capacity(count),
            event_ids: Vec::with_capacity(count),
            event_types: Vec::with_capacity(count),
            request_ids: Vec::with_capacity(count),
            traceparents: Vec::with_capacity(count),
            tracestates: Vec::with_capacity(count),
            payloads: Vec::with_capacity(count),
            returning: ApplicationRow::as_select(),
        };
        for insert in inserts {
            columns.application_ids.push(insert.application_id);
            columns.countries.push(insert.row.country.to_owned());
            columns
                .loan_purposes
                .push(insert.row.loan_purpose.to_owned());
            columns.amounts.push(insert.row.mortgage_loan_amount);
            columns.assignee_ids.push(insert.row.assignee_id);
            columns.lead_ids.push(insert.row.lead_id);
            columns.created_by.push(insert.row.created_by);
            for applicant in insert.applicants {
                columns
                    .applicant_application_ids
                    .push(applicant.application_id);
                columns.positions.push(applicant.position);
                columns.roles.push(applicant.role.clone());
                columns.customer_ids.push(applicant.customer_id);
            }
            columns
                .history_actors
                .push(insert.row.created_by.to_string());
            columns.history_details.push(insert.history_detail);
            let event = insert.event;
            columns.event_ids.push(event.event_id);
            columns.event_types.push(event.event_type);
            columns.request_ids.push(event.request_id);
            columns.traceparents.push(event.traceparent);
            columns.tracestates.push(event.tracestate);
            columns.payloads.push(event.payload);
        }
        columns
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
             role, customer_id, application_created_at) \
             SELECT applicant.*, application.created_at FROM unnest(",
        );
        out.push_bind_param::<Array<BigInt>, _>(&self.applicant_application_ids)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<SmallInt>, _>(&self.positions)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Text>, _>(&self.roles)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<BigInt>, _>(&self.customer_ids)?;

        out.push_sql(
            ") AS applicant (application_id, position, role, customer_id) \
             JOIN application USING (application_id)), history AS (INSERT INTO application_events (application_id, kind, actor, detail) \
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
