//! What the request handlers share: the pool, the shared connection of point reads, the outbox
//! and the providers of the checks.

use std::sync::Arc;

use zrm_platform::db::{DbConnection, DbPool, PipelinedReads};
use zrm_platform::outbox::Outbox;
use zrm_providers::credit_check::HttpCreditCheck;
use zrm_providers::debt_register::HttpNorskGjeld;
use zrm_providers::pep::HttpPepScreening;

use crate::error::KdltError;
use crate::settings::KdltSettings;

pub struct KdltState {
    pub pool: DbPool,
    /// Unaudited reads by id (core's name lookups, one per application created or read),
    /// pipelined over one shared connection.
    pub reads: Arc<PipelinedReads>,
    pub outbox: Outbox,
    pub providers: Providers,
}

/// The clients of the checks' providers (locally the sandbox's simulators, over HTTP).
pub struct Providers {
    pub credit: HttpCreditCheck,
    pub pep: HttpPepScreening,
    pub debt_register: HttpNorskGjeld,
}

impl Providers {
    pub fn new(settings: &KdltSettings) -> Result<Self, zrm_providers::ProviderError> {
        Ok(Self {
            credit: HttpCreditCheck::new(&settings.credit_check)?,
            pep: HttpPepScreening::new(&settings.pep)?,
            debt_register: HttpNorskGjeld::new(&settings.debt_register)?,
        })
    }
}

/// A pooled connection; a pool that cannot hand one out means the database is unreachable.
pub async fn pooled(pool: &DbPool) -> Result<DbConnection, KdltError> {
    Ok(zrm_platform::storage::pooled(pool).await?)
}
