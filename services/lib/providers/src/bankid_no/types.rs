//! What a completed BankID Norway login tells us.

use chrono::{DateTime, NaiveDate, Utc};
use zrm_domain::PersonalId;

/// The person who logged in. `national_id` is personal data: its `Debug` is masked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankIdNoIdentity {
    pub national_id: PersonalId,
    /// Which claim carried the number (`nnin_altsub`, `socialno`, `nin`, …).
    pub national_id_claim: &'static str,
    /// The provider's subject: a pseudonym, stable per person (and per client or tenant).
    pub subject: String,
    pub name: Option<String>,
    pub given_name: Option<String>,
    pub family_name: Option<String>,
    pub birthdate: Option<NaiveDate>,
    /// How the person authenticated (`BID`, `BIM`, `BIS`, …), as the provider states it.
    pub amr: Vec<String>,
    pub acr: Option<String>,
    pub auth_time: Option<DateTime<Utc>>,
}
