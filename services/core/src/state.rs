//! What the request handlers share: the pool, the outbox handle, the mailer, the login policy,
//! the drawn lead and application ids, the application writer, the customer register and the
//! valuation provider.

use std::sync::Arc;

use zrm_platform::db::{DbConnection, DbPool, PipelinedReads};
use zrm_platform::outbox::Outbox;
use zrm_providers::valuation::HttpPropertyValuation;

use crate::applications::applicants::CustomerDirectory;
use crate::applications::writer::ApplicationWriter;
use crate::employees::login::LoginPolicy;
use crate::error::CoreError;
use crate::ids::DrawnIds;
use crate::mail::Mailer;

#[derive(Clone)]
pub struct CoreState {
    pub pool: DbPool,
    /// Point reads, pipelined over one shared connection.
    pub reads: Arc<PipelinedReads>,
    pub outbox: Outbox,
    pub mailer: Mailer,
    /// Where customers sign in to My Pages (the link of an invitation).
    pub my_pages_url: String,
    pub login_policy: LoginPolicy,
    /// Where a new bank partner sets their password, and for how long the link works.
    pub partner_links: crate::employees::partner_password::PartnerLinkPolicy,
    pub lead_ids: Arc<DrawnIds>,
    pub application_ids: Arc<DrawnIds>,
    /// Writes the applications created at the same time together.
    pub application_writer: ApplicationWriter,
    /// kdlt's customer register: the applicants of applications.
    pub customers: CustomerDirectory,
    /// The property valuation provider (the sandbox's simulator locally).
    pub valuation: HttpPropertyValuation,
}

/// A pooled connection; a pool that cannot hand one out means the database is unreachable.
pub async fn pooled(pool: &DbPool) -> Result<DbConnection, CoreError> {
    Ok(zrm_platform::storage::pooled(pool).await?)
}
