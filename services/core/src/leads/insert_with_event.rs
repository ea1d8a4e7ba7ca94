//! One statement that writes a lead and its `core.lead.created` event to the outbox:
//!
//! ```sql
//! WITH lead AS (INSERT INTO leads (...) OVERRIDING SYSTEM VALUE VALUES (...) RETURNING ...),
//!      event AS (INSERT INTO zrm_outbox (...) VALUES (...))
//! SELECT * FROM lead
//! ```
//!
//! A single statement commits both or neither, as a transaction would, but in one round trip
//! instead of four (BEGIN, two INSERTs, COMMIT): on the 2-core benchmark machine each round trip
//! is a wake-up of core and of a Postgres backend, which cost more than the inserts themselves.
//! It has a fixed text and a static query id, so diesel prepares it once per connection.

use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Nullable, Text};
use zrm_platform::outbox::PendingEvent;

use crate::outbox_insert::push_outbox_insert;

use super::rows::{LeadRow, NewLeadRow};

pub struct InsertLeadWithEvent<'a> {
    lead_id: i64,
    lead: &'a NewLeadRow<'a>,
    event: &'a PendingEvent,
    /// The columns of [`LeadRow`], rendered after RETURNING.
    returning: diesel::dsl::AsSelect<LeadRow, Pg>,
}

impl<'a> InsertLeadWithEvent<'a> {
    pub fn new(lead_id: i64, lead: &'a NewLeadRow<'a>, event: &'a PendingEvent) -> Self {
        Self {
            lead_id,
            lead,
            event,
            returning: LeadRow::as_select(),
        }
    }
}

/// The query id of every [`InsertLeadWithEvent`] (the statement text never varies).
pub struct InsertLeadWithEventId;

impl QueryId for InsertLeadWithEvent<'_> {
    type QueryId = InsertLeadWithEventId;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl Query for InsertLeadWithEvent<'_> {
    type SqlType = diesel::dsl::SqlTypeOf<diesel::dsl::AsSelect<LeadRow, Pg>>;
}

impl QueryFragment<Pg> for InsertLeadWithEvent<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let lead = self.lead;
        out.push_sql(
            "WITH lead AS (INSERT INTO leads (lead_id, source, create_source_type, \
             create_source_error, country, applicant_pni, applicant_first_name, \
             applicant_last_name, co_applicant_pni, co_applicant_first_name, \
             co_applicant_last_name) OVERRIDING SYSTEM VALUE VALUES (",
        );
        out.push_bind_param::<BigInt, _>(&self.lead_id)?;
        for text in [&lead.source, &lead.create_source_type] {
            out.push_sql(", ");
            out.push_bind_param::<Text, _>(text)?;
        }
        out.push_sql(", ");
        out.push_bind_param::<Nullable<Text>, _>(&lead.create_source_error)?;
        for text in [
            &lead.country,
            &lead.applicant_pni,
            &lead.applicant_first_name,
            &lead.applicant_last_name,
        ] {
            out.push_sql(", ");
            out.push_bind_param::<Text, _>(text)?;
        }
        for text in [
            &lead.co_applicant_pni,
            &lead.co_applicant_first_name,
            &lead.co_applicant_last_name,
        ] {
            out.push_sql(", ");
            out.push_bind_param::<Nullable<Text>, _>(text)?;
        }
        out.push_sql(") RETURNING ");
        self.returning.walk_ast(out.reborrow())?;

        out.push_sql("), ");
        push_outbox_insert(out.reborrow(), self.event)?;
        out.push_sql(" SELECT * FROM lead");
        Ok(())
    }
}
