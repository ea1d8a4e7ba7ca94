//! The values a template is rendered with: the customer's names, the reference, and the link
//! variables, URLs into My Pages built from the one configured address.

use std::collections::BTreeMap;

use serde::Deserialize;
use zrm_domain::{Country, Product};
use zrm_platform::config::{ConfigError, Scope};

use super::catalogue::{TemplateEvent, Variable};

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TemplateSettings {
    /// The public address of My Pages, without a trailing slash.
    pub my_pages_url: String,
}

impl TemplateSettings {
    pub fn validate(&self, scope: &Scope, section: &str) -> Result<(), ConfigError> {
        scope.require_url(
            &format!("{section}.my_pages_url"),
            &self.my_pages_url,
            &["http", "https"],
        )
    }
}

/// Whom and what a message is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    pub first_name: String,
    pub last_name: String,
    pub country: Country,
    /// The application's reference or the lead's id; events that need one have it.
    pub reference: Option<String>,
}

impl Recipient {
    /// The preview's made-up customer of a country.
    pub fn sample(country: Country) -> Self {
        let (first_name, last_name, reference) = match country {
            Country::Se => ("Anna", "Lindqvist", "MOSE1001"),
            Country::No => ("Kari", "Nordmann", "MONO1001"),
        };
        Recipient {
            first_name: first_name.into(),
            last_name: last_name.into(),
            country,
            reference: Some(reference.into()),
        }
    }
}

/// The values of every variable `event` offers.
pub fn values(
    settings: &TemplateSettings,
    event: &TemplateEvent,
    product: Product,
    recipient: &Recipient,
) -> BTreeMap<&'static str, String> {
    event
        .all_variables()
        .map(|variable| {
            (
                variable.name(),
                value(settings, variable, product, recipient),
            )
        })
        .collect()
}

fn value(
    settings: &TemplateSettings,
    variable: Variable,
    product: Product,
    recipient: &Recipient,
) -> String {
    let base = settings.my_pages_url.trim_end_matches('/');
    match variable {
        Variable::FirstName => recipient.first_name.clone(),
        Variable::LastName => recipient.last_name.clone(),
        Variable::Reference => recipient.reference.clone().unwrap_or_default(),
        Variable::MyPagesLink => format!("{base}/"),
        Variable::OffersLink => match product {
            Product::UnsecuredLoan => format!("{base}/blanco"),
            Product::CreditCard => format!("{base}/credit-cards"),
            Product::Mortgage
            | Product::LifeInsurance
            | Product::AccidentInsurance
            | Product::Zl => format!("{base}/"),
        },
        Variable::NextStepsLink => format!("{base}/next-steps"),
        Variable::InsuranceLink => format!("{base}/insurance"),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::templates::catalogue::event;

    #[test]
    fn links_point_into_my_pages_by_product() {
        let settings = TemplateSettings {
            my_pages_url: "https://minasidor.example/".into(),
        };
        let offer = event("offer_received").unwrap();
        let recipient = Recipient::sample(Country::No);
        let blanco = values(&settings, offer, Product::UnsecuredLoan, &recipient);
        assert_eq!(blanco["offers_link"], "https://minasidor.example/blanco");
        assert_eq!(blanco["reference"], "MONO1001");
        assert_eq!(blanco["first_name"], "Kari");
        assert!(!blanco.contains_key("insurance_link"));
        let cards = values(&settings, offer, Product::CreditCard, &recipient);
        assert_eq!(
            cards["offers_link"],
            "https://minasidor.example/credit-cards"
        );
    }
}
