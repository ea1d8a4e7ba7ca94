//! A customer's consents: marketing (customer club, e-mail, SMS, the pop-up dismissed) and the
//! Norwegian debt register's. The current state is one row; each change is a `consent_changed`
//! audit row (the history) and a `kdlt.consent.changed` event.

pub mod change;
pub mod storage;

use chrono::{DateTime, Utc};
use serde_json::{Value, json};

/// The consents as they stand; all withheld until a change is made.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Consents {
    pub customer_id: i64,
    pub customer_club_marketing: bool,
    pub email_marketing: bool,
    pub sms_marketing: bool,
    pub consents_popup_dismissed_at: Option<DateTime<Utc>>,
    pub debt_register_given: bool,
    pub debt_register_given_at: Option<DateTime<Utc>>,
    pub debt_register_renewed_at: Option<DateTime<Utc>>,
    /// When a consent last changed; `None` while none ever did.
    pub updated_at: Option<DateTime<Utc>>,
}

impl Consents {
    pub fn withheld(customer_id: i64) -> Self {
        Self {
            customer_id,
            ..Self::default()
        }
    }

    pub fn to_json(&self) -> Value {
        json!({
            "customer_club_marketing": self.customer_club_marketing,
            "email_marketing": self.email_marketing,
            "sms_marketing": self.sms_marketing,
            "consents_popup_dismissed_at": self.consents_popup_dismissed_at,
            "debt_register": {
                "given": self.debt_register_given,
                "given_at": self.debt_register_given_at,
                "renewed_at": self.debt_register_renewed_at,
            },
            "updated_at": self.updated_at,
        })
    }
}

/// The changes asked for (`None`: unchanged).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConsentChanges {
    pub customer_club_marketing: Option<bool>,
    pub email_marketing: Option<bool>,
    pub sms_marketing: Option<bool>,
    pub popup_dismissed: bool,
    pub debt_register_given: Option<bool>,
    pub debt_register_renewed: bool,
}
