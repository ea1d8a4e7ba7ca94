//! One statement that writes a new application, its applicants, its first history entry and its
//! `core.application.created` event to the outbox:
//!
//! ```sql
//! WITH application AS (INSERT INTO applications (...) OVERRIDING SYSTEM VALUE VALUES (...)
//!                      RETURNING ...),
//!      applicants AS (INSERT INTO application_applicants (...) SELECT ... FROM unnest(...)),
//!      history AS (INSERT INTO application_events (...) VALUES (...)),
//!      event AS (INSERT INTO zrm_outbox (...) VALUES (...))
//! SELECT application.*, employees.first_name, employees.last_name
//! FROM application LEFT JOIN employees ON employees.user_id = application.assignee_id
//! ```
//!
//! The id is drawn beforehand ([`crate::ids::DrawnIds`]), so every part names it. One statement
//! commits all or nothing, as a transaction would, in one round trip instead of seven; the
//! foreign keys of the applicants and the history are checked at its end, when the application
//! row exists. The text never varies, so diesel prepares it once per connection.

use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{Array, BigInt, Jsonb, Nullable, SmallInt, Text};
use zrm_platform::outbox::PendingEvent;

use crate::outbox_insert::push_outbox_insert;

use super::rows::{ApplicantRow, ApplicationRow, NewApplicationRow};

pub struct InsertApplicationWithEvent<'a> {
    application_id: i64,
    application: &'a NewApplicationRow<'a>,
    positions: Vec<i16>,
    roles: Vec<&'a str>,
    customer_ids: Vec<i64>,
    history_actor: String,
    history_detail: &'a serde_json::Value,
    event: &'a PendingEvent,
    returning: diesel::dsl::AsSelect<ApplicationRow, Pg>,
}

impl<'a> InsertApplicationWithEvent<'a> {
    pub fn new(
        application_id: i64,
        application: &'a NewApplicationRow<'a>,
        applicants: &'a [ApplicantRow],
        history_detail: &'a serde_json::Value,
        event: &'a PendingEvent,
    ) -> Self {
        Self {
            application_id,
            application,
            positions: applicants
                .iter()
                .map(|applicant| applicant.position)
                .collect(),
            roles: applicants
                .iter()
                .map(|applicant| applicant.role.as_str())
                .collect(),
            customer_ids: applicants
                .iter()
                .map(|applicant| applicant.customer_id)
                .collect(),
            history_actor: application.created_by.to_string(),
            history_detail,
            event,
            returning: ApplicationRow::as_select(),
        }
    }
}

/// The query id of every [`InsertApplicationWithEvent`] (the statement text never varies).
pub struct InsertApplicationWithEventId;

impl QueryId for InsertApplicationWithEvent<'_> {
    type QueryId = InsertApplicationWithEventId;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl Query for InsertApplicationWithEvent<'_> {
    type SqlType = (
        diesel::dsl::SqlTypeOf<diesel::dsl::AsSelect<ApplicationRow, Pg>>,
        Nullable<(Text, Text)>,
    );
}

impl QueryFragment<Pg> for InsertApplicationWithEvent<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let application = self.application;
        out.push_sql(
            "WITH application AS (INSERT INTO applications (application_id, country, \
             loan_purpose, mortgage_loan_amount, assignee_id, lead_id, created_by) \
             OVERRIDING SYSTEM VALUE VALUES (",
        );
        out.push_bind_param::<BigInt, _>(&self.application_id)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(&application.country)?;
        out.push_sql(", ");
        out.push_bind_param::<Text, _>(&application.loan_purpose)?;
        out.push_sql(", ");
        out.push_bind_param::<Nullable<BigInt>, _>(&application.mortgage_loan_amount)?;
        out.push_sql(", ");
        out.push_bind_param::<Nullable<diesel::sql_types::Uuid>, _>(&application.assignee_id)?;
        out.push_sql(", ");
        out.push_bind_param::<Nullable<BigInt>, _>(&application.lead_id)?;
        out.push_sql(", ");
        out.push_bind_param::<diesel::sql_types::Uuid, _>(&application.created_by)?;
        out.push_sql(") RETURNING ");
        self.returning.walk_ast(out.reborrow())?;

        out.push_sql(
            "), applicants AS (INSERT INTO application_applicants (application_id, position, \
             role, customer_id) SELECT ",
        );
        out.push_bind_param::<BigInt, _>(&self.application_id)?;
        out.push_sql(", applicant.position, applicant.role, applicant.customer_id FROM unnest(");
        out.push_bind_param::<Array<SmallInt>, _>(&self.positions)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Text>, _>(&self.roles)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<BigInt>, _>(&self.customer_ids)?;
        out.push_sql(") AS applicant (position, role, customer_id))");

        out.push_sql(
            ", history AS (INSERT INTO application_events (application_id, kind, actor, detail) \
             VALUES (",
        );
        out.push_bind_param::<BigInt, _>(&self.application_id)?;
        out.push_sql(", 'created', ");
        out.push_bind_param::<Text, _>(&self.history_actor)?;
        out.push_sql(", ");
        out.push_bind_param::<Jsonb, _>(self.history_detail)?;
        out.push_sql(")), ");
        push_outbox_insert(out.reborrow(), self.event)?;
        out.push_sql(
            " SELECT application.*, employees.first_name, employees.last_name \
             FROM application LEFT JOIN employees ON employees.user_id = application.assignee_id",
        );
        Ok(())
    }
}
