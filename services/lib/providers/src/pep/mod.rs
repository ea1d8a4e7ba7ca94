//! PEP and sanctions screening in ZRM's adapter shape (see README): `POST /v1/screenings {name,
//! birth_date?, personal_id?, country?}` with `Authorization: Bearer <api key>` → `clear`, or
//! `hit` with the matched entries (PEP, relative or close associate, sanction).

mod client;
mod types;

use std::future::Future;

pub use client::HttpPepScreening;
pub use types::{HitCategory, Screening, ScreeningHit, ScreeningRequest, ScreeningStatus};

use crate::ProviderError;

pub trait PepScreening: Send + Sync {
    fn screen(
        &self,
        request: &ScreeningRequest,
    ) -> impl Future<Output = Result<Screening, ProviderError>> + Send;
}
