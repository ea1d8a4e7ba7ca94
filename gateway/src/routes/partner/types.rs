//! REST bodies of the partner-user routes, converted to core's employee messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use zrm_proto::core::v1 as proto;

use crate::routes::employee::admin_types::{BankBody, EmployeeProfileBody, LanguageCode};
use crate::routes::employee::types::User;

/// A bank partner's editable fields: who they are and the banks they work for.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PartnerUserBody {
    #[schema(schema_with = crate::routes::employee::admin_types::name_schema)]
    #[serde(deserialize_with = "crate::extract::text")]
    pub first_name: String,
    #[schema(schema_with = crate::routes::employee::admin_types::name_schema)]
    #[serde(deserialize_with = "crate::extract::text")]
    pub last_name: String,
    /// Also the partner's user name in the portal.
    #[schema(schema_with = crate::routes::employee::admin_types::email_schema)]
    #[serde(deserialize_with = "crate::extract::text")]
    pub email: String,
    #[schema(schema_with = crate::routes::employee::admin_types::phone_schema)]
    #[serde(default, deserialize_with = "crate::extract::optional_text")]
    pub phone_number: Option<String>,
    /// The language of the partner's e-mails (default `en`).
    #[serde(default)]
    pub language: LanguageCode,
    /// The banks the partner works for: at least one.
    #[schema(min_items = 1, max_items = 20)]
    pub banks: Vec<BankBody>,
}

impl PartnerUserBody {
    pub fn into_proto(self) -> proto::EmployeeProfile {
        EmployeeProfileBody {
            first_name: self.first_name,
            last_name: self.last_name,
            email: self.email,
            phone_number: self.phone_number,
            language: self.language,
            roles: Vec::new(),
            zoordinates: Vec::new(),
            banks: self.banks,
            telephony_ids: Vec::new(),
            sverker_id: None,
        }
        .into_proto()
    }
}

/// `PUT /partner/users/{user_id}`: the whole profile, and whether the partner is deactivated.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdatePartnerUserBody {
    pub profile: PartnerUserBody,
    /// A deactivated partner can no longer sign in (default false).
    #[serde(default)]
    pub deactivated: bool,
}

/// A new partner, and whether their set-password e-mail went out.
#[derive(Debug, Serialize, ToSchema)]
pub struct PartnerCreated {
    pub user: User,
    /// False when the e-mail could not be sent now: `POST /partner/users/{user_id}/password-link`
    /// sends it again.
    pub password_link_sent: bool,
    /// Until when the e-mailed link works.
    pub link_expires_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PasswordLinkSent {
    /// Until when the e-mailed link works; earlier links stopped working.
    pub link_expires_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SetPartnerPasswordBody {
    /// The token of the e-mailed link (`?token=`).
    #[schema(min_length = 1, max_length = 200, pattern = r"^[^\u0000]*$")]
    #[serde(deserialize_with = "crate::extract::text")]
    pub token: String,
    /// 12 to 128 characters with a letter and a digit, not containing the e-mail's name part.
    #[schema(max_length = 512, pattern = r"^[^\u0000]*$")]
    #[serde(deserialize_with = "crate::extract::text")]
    pub password: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PartnerPasswordSet {
    /// The partner's user name in the portal (their e-mail address).
    pub username: String,
}
