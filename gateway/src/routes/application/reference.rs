//! A mortgage application's reference number (`MOSE1001`) ↔ core's numeric id and country.

use zrm_domain::country::Country;
use zrm_domain::reference_number::{ReferenceNumber, ReferenceProduct};

use crate::error::GatewayError;

/// What the path and body patterns admit: MO, SE or NO, then a number (leading zeros allowed).
pub const PATTERN: &str = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$";

/// The mortgage application a reference number names: its country and core's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MortgageReference {
    pub country: Country,
    pub id: i64,
}

impl MortgageReference {
    pub fn parse(field: &str, raw: &str) -> Result<Self, GatewayError> {
        let refused = || {
            GatewayError::field(
                field,
                "Must be a mortgage application's reference number, e.g. MOSE1001",
            )
        };
        if raw.trim() != raw {
            return Err(refused());
        }
        let reference = ReferenceNumber::parse(raw).ok_or_else(refused)?;
        if reference.product != ReferenceProduct::Mortgage {
            return Err(refused());
        }
        let id = i64::try_from(reference.number)
            .ok()
            .filter(|id| *id >= 1)
            .ok_or_else(refused)?;
        Ok(MortgageReference {
            country: reference.country,
            id,
        })
    }

    /// The country as core's contracts carry it.
    pub fn country_message(self) -> zrm_proto::common::v1::Country {
        zrm_platform::grpc::common::country_of_code(self.country.code())
    }

    /// `MOSE1001` for an application of core.
    pub fn text(country: Country, id: i64) -> String {
        format!("MO{}{id}", country.code())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    /// The paths and the body spell the pattern out (utoipa takes literals); each is this one.
    #[test]
    fn the_document_states_this_pattern_everywhere() {
        let document = serde_json::to_value(crate::openapi::document()).unwrap();
        let mut seen = 0;
        for (path, item) in document["paths"].as_object().unwrap() {
            for operation in item.as_object().unwrap().values() {
                for parameter in operation["parameters"].as_array().into_iter().flatten() {
                    if parameter["name"] == "application_id" && path.starts_with("/application/") {
                        assert_eq!(parameter["schema"]["pattern"], PATTERN, "{path}");
                        seen += 1;
                    }
                }
            }
        }
        assert!(seen >= 5, "{seen} application paths");
        let body = &document["components"]["schemas"]["ApplicationIdRequest"];
        assert_eq!(body["properties"]["application_id"]["pattern"], PATTERN);
    }

    #[test]
    fn mortgage_references_only() {
        let parsed = MortgageReference::parse("application_id", "MOSE0001001").unwrap();
        assert_eq!((parsed.country, parsed.id), (Country::Se, 1001));
        assert_eq!(MortgageReference::text(Country::No, 7), "MONO7");
        // The longest number the path pattern admits (18 significant digits) fits core's id.
        assert!(MortgageReference::parse("application_id", "MOSE999999999999999999").is_ok());
        for bad in [
            "ULSE1",
            "MOSE",
            "MOSE0",
            " MOSE1",
            "MODK1",
            "MOSE99999999999999999999",
        ] {
            assert!(
                MortgageReference::parse("application_id", bad).is_err(),
                "{bad}"
            );
        }
    }
}
