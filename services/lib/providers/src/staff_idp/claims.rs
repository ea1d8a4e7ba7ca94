//! Reading a staff member from the identity provider's claims: `sub`, `email`, names, `roles`
//! and `zoordinates` (10-character coordinate codes).

use std::str::FromStr;

use serde::Deserialize;
use serde_json::Value;
use zrm_domain::Coordinates;

use super::types::StaffIdentity;
use crate::oidc::Claims;

fn default_roles_claim() -> String {
    "roles".into()
}

fn default_zoordinates_claim() -> String {
    "zoordinates".into()
}

/// Where the custom claims are. Hosted providers often require namespaced names
/// (e.g. `https://zrm.example/roles`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StaffClaimNames {
    #[serde(default = "default_roles_claim")]
    pub roles: String,
    #[serde(default = "default_zoordinates_claim")]
    pub zoordinates: String,
}

impl Default for StaffClaimNames {
    fn default() -> Self {
        Self {
            roles: default_roles_claim(),
            zoordinates: default_zoordinates_claim(),
        }
    }
}

fn text(claims: &Claims, name: &str) -> Option<String> {
    claims
        .get(name)
        .and_then(Value::as_str)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
}

/// A list claim: a JSON array of strings, or one space-separated string; absent = empty.
fn list(claims: &Claims, name: &str) -> Result<Vec<String>, String> {
    match claims.get(name) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::String(joined)) => Ok(joined.split_whitespace().map(str::to_owned).collect()),
        Some(Value::Array(items)) => items
            .iter()
            .map(|item| {
                item.as_str()
                    .map(str::to_owned)
                    .ok_or_else(|| format!("the {name} claim holds a non-string"))
            })
            .collect(),
        Some(_) => Err(format!("the {name} claim is not a list")),
    }
}

/// True when the claims lack what only userinfo may add (the e-mail).
pub fn needs_userinfo(claims: &Claims) -> bool {
    text(claims, "email").is_none()
}

pub fn staff_identity(claims: &Claims, names: &StaffClaimNames) -> Result<StaffIdentity, String> {
    let user_id = text(claims, "sub").ok_or("the sub claim is missing")?;
    let email =
        text(claims, "email").ok_or("the email claim is missing (request the email scope)")?;
    if !email.contains('@') {
        return Err(format!(
            "the email claim {email:?} is not an e-mail address"
        ));
    }
    if claims.get("email_verified") == Some(&Value::Bool(false)) {
        return Err("the provider has not verified the e-mail address".into());
    }
    let given_name = text(claims, "given_name");
    let family_name = text(claims, "family_name");
    let name = text(claims, "name")
        .or_else(|| match (&given_name, &family_name) {
            (Some(given), Some(family)) => Some(format!("{given} {family}")),
            (Some(one), None) | (None, Some(one)) => Some(one.clone()),
            (None, None) => None,
        })
        .unwrap_or_else(|| email.clone());
    let roles = list(claims, &names.roles)?;
    let zoordinates = list(claims, &names.zoordinates)?
        .iter()
        .map(|code| {
            Coordinates::from_str(code)
                .map_err(|e| format!("the {} claim holds {code:?}: {e}", names.zoordinates))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(StaffIdentity {
        user_id,
        email,
        name,
        given_name,
        family_name,
        roles,
        zoordinates,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use serde_json::json;

    fn claims(value: Value) -> Claims {
        value.as_object().unwrap().clone()
    }

    #[test]
    fn reads_arrays_strings_and_custom_names() {
        let staff = staff_identity(
            &claims(json!({
                "sub": "u-1", "email": "anna.online@zrm.example", "email_verified": true,
                "given_name": "Anna", "family_name": "Lindqvist",
                "roles": ["online:admin", "mortgage:admin"],
                "zoordinates": ["MOSESTFTSA", "ULSESTFTSA"],
            })),
            &StaffClaimNames::default(),
        )
        .unwrap();
        assert_eq!(staff.name, "Anna Lindqvist");
        assert_eq!(staff.roles, vec!["online:admin", "mortgage:admin"]);
        assert_eq!(staff.zoordinates.len(), 2);
        assert_eq!(staff.zoordinates[1].to_string(), "ULSESTFTSA");

        let names = StaffClaimNames {
            roles: "https://zrm.example/roles".into(),
            zoordinates: "https://zrm.example/zoordinates".into(),
        };
        let staff = staff_identity(
            &claims(json!({
                "sub": "u-2", "email": "erik.sales@zrm.example",
                "https://zrm.example/roles": "team-lead developer",
                "https://zrm.example/zoordinates": "MOSESTFTSA",
            })),
            &names,
        )
        .unwrap();
        assert_eq!(staff.roles, vec!["team-lead", "developer"]);
        assert_eq!(staff.name, "erik.sales@zrm.example");
        assert_eq!(staff.zoordinates.len(), 1);
    }

    #[test]
    fn no_roles_is_an_empty_list() {
        let staff = staff_identity(
            &claims(json!({"sub": "u", "email": "e@zrm.example", "roles": []})),
            &StaffClaimNames::default(),
        )
        .unwrap();
        assert!(staff.roles.is_empty() && staff.zoordinates.is_empty());
    }

    #[test]
    fn refuses_what_cannot_be_trusted_or_read() {
        for bad in [
            json!({"email": "e@zrm.example"}),
            json!({"sub": "u"}),
            json!({"sub": "u", "email": "not-an-address"}),
            json!({"sub": "u", "email": "e@zrm.example", "email_verified": false}),
            json!({"sub": "u", "email": "e@zrm.example", "zoordinates": ["MOSE"]}),
            json!({"sub": "u", "email": "e@zrm.example", "roles": [1]}),
            json!({"sub": "u", "email": "e@zrm.example", "roles": {"a": 1}}),
        ] {
            assert!(
                staff_identity(&claims(bad.clone()), &StaffClaimNames::default()).is_err(),
                "{bad}"
            );
        }
        assert!(needs_userinfo(&claims(json!({"sub": "u"}))));
    }
}
