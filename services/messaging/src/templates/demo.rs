//! The demo's templates: a few e-mail and SMS texts in Swedish and Norwegian, so the template
//! screens and "send template" have something to show on a fresh stack. Seeding keeps a template
//! an admin has written for the same key.

use chrono::Utc;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use zrm_domain::{Country, Product};
use zrm_platform::db::DbPool;

use crate::error::MessagingError;
use crate::schema::message_templates;
use crate::state::pooled;

use super::Channel;

/// Who the demo's templates were written by (no employee).
pub const SEEDED_BY: &str = "seed";

pub struct DemoTemplate {
    pub channel: Channel,
    pub country: Country,
    pub product: Product,
    pub event: &'static str,
    pub subject: &'static str,
    pub body: &'static str,
}

pub const DEMO_TEMPLATES: [DemoTemplate; 6] = [
    DemoTemplate {
        channel: Channel::Sms,
        country: Country::Se,
        product: Product::UnsecuredLoan,
        event: "offer_received",
        subject: "",
        body: "Hej {{ first_name }}! Du har fått ett erbjudande på din ansökan {{ reference }}. Se det här: {{ offers_link }}",
    },
    DemoTemplate {
        channel: Channel::Sms,
        country: Country::No,
        product: Product::UnsecuredLoan,
        event: "offer_received",
        subject: "",
        body: "Hei {{ first_name }}! Du har fått et tilbud på søknaden {{ reference }}. Se det her: {{ offers_link }}",
    },
    DemoTemplate {
        channel: Channel::Sms,
        country: Country::Se,
        product: Product::Mortgage,
        event: "documents_requested",
        subject: "",
        body: "Hej {{ first_name }}! Vi behöver fler dokument till ansökan {{ reference }}. Ladda upp dem på Mina sidor: {{ my_pages_link }}",
    },
    DemoTemplate {
        channel: Channel::Email,
        country: Country::Se,
        product: Product::Mortgage,
        event: "application_received",
        subject: "Vi har tagit emot din ansökan {{ reference }}",
        body: "<p>Hej {{ first_name }} {{ last_name }},</p>\n<p>Tack för din ansökan {{ reference }}. Vi hör av oss så snart bankerna har svarat.</p>\n<p><a href=\"{{ my_pages_link }}\">Följ ansökan på Mina sidor</a></p>",
    },
    DemoTemplate {
        channel: Channel::Email,
        country: Country::No,
        product: Product::Mortgage,
        event: "application_received",
        subject: "Vi har mottatt søknaden din {{ reference }}",
        body: "<p>Hei {{ first_name }} {{ last_name }},</p>\n<p>Takk for søknaden {{ reference }}. Vi tar kontakt så snart bankene har svart.</p>\n<p><a href=\"{{ my_pages_link }}\">Følg søknaden på Min side</a></p>",
    },
    DemoTemplate {
        channel: Channel::Sms,
        country: Country::Se,
        product: Product::LifeInsurance,
        event: "insurance_welcome",
        subject: "",
        body: "Välkommen som försäkringskund, {{ first_name }}! Din försäkring finns på {{ insurance_link }}",
    },
];

/// Writes the demo's templates whose keys have none yet; how many were written.
pub async fn seed_demo_templates(pool: &DbPool) -> Result<usize, MessagingError> {
    let mut conn = pooled(pool).await?;
    let now = Utc::now();
    let rows: Vec<_> = DEMO_TEMPLATES
        .iter()
        .map(|demo| {
            (
                message_templates::channel.eq(demo.channel.as_str()),
                message_templates::country.eq(demo.country.code()),
                message_templates::product.eq(demo.product.code()),
                message_templates::event.eq(demo.event),
                message_templates::subject.eq(demo.subject),
                message_templates::body.eq(demo.body),
                message_templates::updated_by.eq(SEEDED_BY),
                message_templates::updated_at.eq(now),
            )
        })
        .collect();
    Ok(diesel::insert_into(message_templates::table)
        .values(rows)
        .on_conflict_do_nothing()
        .execute(&mut conn)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::templates::catalogue;
    use crate::templates::engine::{Source, check};

    #[test]
    fn every_demo_template_is_one_an_admin_could_save() {
        for demo in &DEMO_TEMPLATES {
            let event = catalogue::event(demo.event);
            assert!(
                event.is_some_and(|event| event.happens_for(demo.product)),
                "{}",
                demo.event
            );
            let source = Source {
                channel: demo.channel,
                subject: demo.subject,
                body: demo.body,
            };
            assert!(
                event.is_some_and(|event| check(&source, event).is_ok()),
                "{}",
                demo.body
            );
            assert_eq!(demo.subject.is_empty(), demo.channel == Channel::Sms);
        }
    }
}
