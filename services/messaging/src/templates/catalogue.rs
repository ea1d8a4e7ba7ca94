//! The events templates are written for, the products each happens for and the variables each
//! offers. A template may use only its event's variables: saving one with another is refused, so
//! a send never meets an unknown variable.

use zrm_domain::Product;

/// A variable a template may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variable {
    FirstName,
    LastName,
    /// The application's reference or the lead's id the message is about.
    Reference,
    /// Link variables: URLs into My Pages (`links`).
    MyPagesLink,
    OffersLink,
    NextStepsLink,
    InsuranceLink,
}

impl Variable {
    pub fn name(self) -> &'static str {
        match self {
            Variable::FirstName => "first_name",
            Variable::LastName => "last_name",
            Variable::Reference => "reference",
            Variable::MyPagesLink => "my_pages_link",
            Variable::OffersLink => "offers_link",
            Variable::NextStepsLink => "next_steps_link",
            Variable::InsuranceLink => "insurance_link",
        }
    }

    pub fn is_link(self) -> bool {
        match self {
            Variable::FirstName | Variable::LastName | Variable::Reference => false,
            Variable::MyPagesLink
            | Variable::OffersLink
            | Variable::NextStepsLink
            | Variable::InsuranceLink => true,
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct TemplateEvent {
    pub name: &'static str,
    pub products: &'static [Product],
    /// Besides the customer's first and last name, which every event offers.
    pub variables: &'static [Variable],
}

impl TemplateEvent {
    pub fn offers(&self, name: &str) -> bool {
        self.all_variables().any(|variable| variable.name() == name)
    }

    pub fn all_variables(&self) -> impl Iterator<Item = Variable> + '_ {
        [Variable::FirstName, Variable::LastName]
            .into_iter()
            .chain(self.variables.iter().copied())
    }

    /// A send must name the application or lead the message is about.
    pub fn needs_reference(&self) -> bool {
        self.variables.contains(&Variable::Reference)
    }

    pub fn happens_for(&self, product: Product) -> bool {
        self.products.contains(&product)
    }
}

const LOANS: &[Product] = &[
    Product::Mortgage,
    Product::UnsecuredLoan,
    Product::CreditCard,
];
const INSURANCES: &[Product] = &[Product::LifeInsurance, Product::AccidentInsurance];
const ALL: &[Product] = &[
    Product::Mortgage,
    Product::UnsecuredLoan,
    Product::CreditCard,
    Product::LifeInsurance,
    Product::AccidentInsurance,
];

pub static EVENTS: &[TemplateEvent] = &[
    TemplateEvent {
        name: "application_received",
        products: LOANS,
        variables: &[Variable::Reference, Variable::MyPagesLink],
    },
    TemplateEvent {
        name: "documents_requested",
        products: &[Product::Mortgage, Product::UnsecuredLoan],
        variables: &[Variable::Reference, Variable::MyPagesLink],
    },
    TemplateEvent {
        name: "offer_received",
        products: LOANS,
        variables: &[Variable::Reference, Variable::OffersLink],
    },
    TemplateEvent {
        name: "offer_accepted",
        products: LOANS,
        variables: &[Variable::Reference, Variable::NextStepsLink],
    },
    TemplateEvent {
        name: "application_disbursed",
        products: LOANS,
        variables: &[Variable::Reference, Variable::MyPagesLink],
    },
    TemplateEvent {
        name: "insurance_welcome",
        products: INSURANCES,
        variables: &[Variable::InsuranceLink],
    },
    TemplateEvent {
        name: "insurance_payment_failed",
        products: INSURANCES,
        variables: &[Variable::InsuranceLink],
    },
    TemplateEvent {
        name: "general",
        products: ALL,
        variables: &[Variable::MyPagesLink],
    },
];

pub fn event(name: &str) -> Option<&'static TemplateEvent> {
    EVENTS.iter().find(|event| event.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_holds_the_events_the_gateway_documents() {
        let names: Vec<_> = EVENTS.iter().map(|event| event.name).collect();
        assert_eq!(names, zrm_domain::message_template::TEMPLATE_EVENTS);
    }

    #[test]
    fn names_are_unique_and_every_event_has_a_product() {
        let mut names: Vec<_> = EVENTS.iter().map(|event| event.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), EVENTS.len());
        assert!(EVENTS.iter().all(|event| !event.products.is_empty()));
    }

    #[test]
    fn an_event_offers_the_names_and_its_own_variables_only() {
        let offer = event("offer_received").map(|event| {
            (
                event.offers("first_name"),
                event.offers("offers_link"),
                event.offers("insurance_link"),
                event.needs_reference(),
            )
        });
        assert_eq!(offer, Some((true, true, false, true)));
        assert!(event("general").is_some_and(|general| !general.needs_reference()));
        assert!(event("unknown").is_none());
    }
}
