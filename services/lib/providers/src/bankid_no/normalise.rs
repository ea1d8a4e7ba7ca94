//! The Norwegian national identity number from whichever claim the provider uses: BankID
//! directly (`nnin_altsub`, older `nnin`), Idura/Criipto (`socialno`; `ssn` in some
//! integrations), Signicat (`nin`; the older `national_id` / `signicat.national_id`).
//! Claim names are as each provider's public documentation gives them.

use chrono::NaiveDate;
use serde_json::Value;
use zrm_domain::{Country, PersonalId};

use crate::oidc::Claims;

/// In order of preference when several are present (they must then agree).
pub const NATIONAL_ID_CLAIMS: [&str; 7] = [
    "nnin_altsub",
    "nnin",
    "socialno",
    "ssn",
    "nin",
    "national_id",
    "signicat.national_id",
];

/// The national id and the claim it came from; `Ok(None)` when no claim carries one (the
/// provider may put it in userinfo only).
pub fn national_id(
    claims: &Claims,
    today: NaiveDate,
) -> Result<Option<(PersonalId, &'static str)>, String> {
    if let Some(country) = claims.get("nin_issuing_country").and_then(Value::as_str)
        && !country.eq_ignore_ascii_case("NO")
    {
        return Err(format!(
            "the national identity number was issued by {country}, not Norway"
        ));
    }
    let mut found: Option<(PersonalId, &'static str)> = None;
    for name in NATIONAL_ID_CLAIMS {
        let Some(value) = claims.get(name) else {
            continue;
        };
        // A number would have lost a leading zero (fødselsnummer start with the day).
        let raw = value
            .as_str()
            .ok_or_else(|| format!("the {name} claim is not a string"))?;
        let id = PersonalId::parse(Country::No, raw, today).map_err(|e| {
            format!("the {name} claim is not a valid Norwegian national identity number: {e}")
        })?;
        match &found {
            Some((first, first_name)) if first != &id => {
                return Err(format!(
                    "the {first_name} and {name} claims name different people"
                ));
            }
            Some(_) => {}
            None => found = Some((id, name)),
        }
    }
    Ok(found)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;
    use serde_json::json;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 6, 1).unwrap()
    }

    fn claims(value: Value) -> Claims {
        value.as_object().unwrap().clone()
    }

    #[test]
    fn every_known_claim_name_gives_the_same_normalised_id() {
        for name in NATIONAL_ID_CLAIMS {
            for raw in ["27034698436", " 27034698436 ", "270346 98436"] {
                let (id, claim) = national_id(&claims(json!({ name: raw })), today())
                    .unwrap()
                    .unwrap_or_else(|| panic!("{name} not read"));
                assert_eq!(id.canonical(), "27034698436", "{name} {raw:?}");
                assert_eq!(claim, name);
            }
        }
    }

    #[test]
    fn d_numbers_and_synthetic_ids_are_accepted() {
        let (id, _) = national_id(&claims(json!({"nin": "61038510028"})), today())
            .unwrap()
            .unwrap();
        assert_eq!(id.kind(), zrm_domain::PersonalIdKind::DNummer);
        let (id, _) = national_id(&claims(json!({"socialno": "14842249091"})), today())
            .unwrap()
            .unwrap();
        assert!(id.is_synthetic());
    }

    #[test]
    fn refuses_bad_values() {
        for bad in [
            json!({"nnin_altsub": "27034698437"}),
            json!({"socialno": "199006032396"}),
            json!({"nin": 27034698436u64}),
            json!({"nin": "27034698436", "nin_issuing_country": "SE"}),
            json!({"nnin_altsub": "27034698436", "socialno": "31129956715"}),
        ] {
            assert!(national_id(&claims(bad.clone()), today()).is_err(), "{bad}");
        }
    }

    #[test]
    fn agreeing_claims_and_absent_claims() {
        let both = json!({"nnin_altsub": "27034698436", "nnin": "27034698436", "nin_issuing_country": "NO"});
        let (_, claim) = national_id(&claims(both), today()).unwrap().unwrap();
        assert_eq!(claim, "nnin_altsub");
        assert!(
            national_id(&claims(json!({"sub": "x"})), today())
                .unwrap()
                .is_none()
        );
    }
}
