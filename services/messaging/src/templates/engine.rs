//! Rendering with MiniJinja. E-mail bodies are HTML and every value is HTML-escaped in them (the
//! engine escapes by the template's name, `body.html`); subjects and SMS are plain text. Values
//! a template does not get are errors, never empty text, and every render has a fuel budget, so
//! a loop written by mistake cannot hold the service.

use std::collections::BTreeMap;

use minijinja::{Environment, UndefinedBehavior};

use crate::error::MessagingError;

use super::Channel;
use super::catalogue::TemplateEvent;

/// Instructions one render may run: far more than any message needs.
const FUEL: u64 = 100_000;
/// The engine's own functions a template may call; every other free name must be a variable of
/// the event.
const FUNCTIONS: &[&str] = &["range", "dict", "namespace", "cycler", "joiner"];

/// The texts of a template, each tagged with the field it came from.
#[derive(Debug, Clone, Copy)]
pub struct Source<'a> {
    pub channel: Channel,
    pub subject: &'a str,
    pub body: &'a str,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub subject: String,
    pub body: String,
}

fn environment() -> Environment<'static> {
    let mut env = Environment::new();
    env.set_undefined_behavior(UndefinedBehavior::Strict);
    env.set_fuel(Some(FUEL));
    env
}

/// The name the engine escapes by.
fn body_name(channel: Channel) -> &'static str {
    match channel {
        Channel::Email => "body.html",
        Channel::Sms => "body.txt",
    }
}

fn template_error(field: &'static str, error: &minijinja::Error) -> MessagingError {
    let detail = error
        .detail()
        .map_or_else(|| error.kind().to_string(), str::to_owned);
    match error.line() {
        Some(line) => {
            MessagingError::invalid(field, format!("Template error on line {line}: {detail}"))
        }
        None => MessagingError::invalid(field, format!("Template error: {detail}")),
    }
}

/// The texts' fields (subject, body) as (field, template name, text); SMS have no subject.
fn parts<'a>(source: &Source<'a>) -> Vec<(&'static str, &'static str, &'a str)> {
    let body = ("body", body_name(source.channel), source.body);
    match source.channel {
        Channel::Email => vec![("subject", "subject.txt", source.subject), body],
        Channel::Sms => vec![body],
    }
}

/// Parses the texts and refuses any name `event` does not offer.
pub fn check(source: &Source<'_>, event: &TemplateEvent) -> Result<(), MessagingError> {
    let env = environment();
    for (field, name, text) in parts(source) {
        let template = env
            .template_from_named_str(name, text)
            .map_err(|error| template_error(field, &error))?;
        let mut unknown: Vec<String> = template
            .undeclared_variables(false)
            .into_iter()
            .filter(|variable| !event.offers(variable) && !FUNCTIONS.contains(&variable.as_str()))
            .collect();
        unknown.sort_unstable();
        if let Some(variable) = unknown.first() {
            return Err(MessagingError::invalid(
                field,
                format!("The variable {variable} is not offered by this event"),
            ));
        }
    }
    Ok(())
}

/// The texts rendered with `values`.
pub fn render(
    source: &Source<'_>,
    values: &BTreeMap<&'static str, String>,
) -> Result<Rendered, MessagingError> {
    let env = environment();
    let mut rendered = Rendered {
        subject: String::new(),
        body: String::new(),
    };
    for (field, name, text) in parts(source) {
        let output = env
            .template_from_named_str(name, text)
            .and_then(|template| template.render(values))
            .map_err(|error| template_error(field, &error))?;
        // A subject is one header line.
        let output = match field {
            "subject" => output.split_whitespace().collect::<Vec<_>>().join(" "),
            _ => output.trim().to_owned(),
        };
        if output.is_empty() {
            return Err(MessagingError::invalid(field, "The rendered text is empty"));
        }
        match field {
            "subject" => rendered.subject = output,
            _ => rendered.body = output,
        }
    }
    Ok(rendered)
}

/// The GSM 03.38 basic characters (one septet each) and its extension table (two each).
const GSM_BASIC: &str = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION: &str = "^{}\\[~]|€\u{c}";

/// The parts an SMS of `text` is sent in: 160 septets in one part or 153 each when split; a text
/// with any other character goes as UCS-2, 70 characters in one part or 67 each.
pub fn sms_parts(text: &str) -> u32 {
    let septets: Option<usize> = text
        .chars()
        .map(|c| {
            if GSM_BASIC.contains(c) {
                Some(1)
            } else if GSM_EXTENSION.contains(c) {
                Some(2)
            } else {
                None
            }
        })
        .sum();
    let (units, single, split) = match septets {
        Some(septets) => (septets, 160, 153),
        None => (text.encode_utf16().count(), 70, 67),
    };
    let parts = if units <= single {
        1
    } else {
        units.div_ceil(split)
    };
    u32::try_from(parts).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::templates::catalogue::event;

    fn sms(body: &str) -> Source<'_> {
        Source {
            channel: Channel::Sms,
            subject: "",
            body,
        }
    }

    fn values(pairs: &[(&'static str, &str)]) -> BTreeMap<&'static str, String> {
        pairs.iter().map(|(k, v)| (*k, (*v).to_owned())).collect()
    }

    #[test]
    fn a_variable_the_event_does_not_offer_is_refused_with_its_name() {
        let offer = event("offer_received").unwrap();
        check(&sms("Hej {{ first_name }}, se {{ offers_link }}"), offer).unwrap();
        let error = check(&sms("Hej {{ first_name }} {{ balance }}"), offer).unwrap_err();
        assert_eq!(
            error.to_string(),
            "body: The variable balance is not offered by this event"
        );
        check(&sms("{% for i in range(2) %}{{ i }}{% endfor %}"), offer).unwrap();
    }

    #[test]
    fn a_syntax_error_names_the_field_and_line() {
        let general = event("general").unwrap();
        let email = Source {
            channel: Channel::Email,
            subject: "Hej {{ first_name",
            body: "ok",
        };
        let error = check(&email, general).unwrap_err().to_string();
        assert!(
            error.starts_with("subject: Template error on line 1"),
            "{error}"
        );
    }

    #[test]
    fn email_bodies_escape_values_and_sms_do_not() {
        let values = values(&[("first_name", "<b>Bo & Co</b>")]);
        let email = Source {
            channel: Channel::Email,
            subject: "Till {{ first_name }}\n",
            body: "<p>Hej {{ first_name }}</p>",
        };
        let rendered = render(&email, &values).unwrap();
        assert_eq!(
            rendered.body,
            "<p>Hej &lt;b&gt;Bo &amp; Co&lt;&#x2f;b&gt;</p>"
        );
        assert_eq!(rendered.subject, "Till <b>Bo & Co</b>");
        let text = render(&sms("Hej {{ first_name }}"), &values).unwrap();
        assert_eq!(text.body, "Hej <b>Bo & Co</b>");
    }

    #[test]
    fn a_runaway_loop_runs_out_of_fuel() {
        let error = render(
            &sms("{% for i in range(10000) %}{% for j in range(10000) %}x{% endfor %}{% endfor %}"),
            &BTreeMap::new(),
        )
        .unwrap_err();
        assert!(
            error.to_string().starts_with("body: Template error"),
            "{error}"
        );
    }

    #[test]
    fn parts_follow_the_gsm_alphabet() {
        assert_eq!(sms_parts("Hej på dig"), 1);
        assert_eq!(sms_parts(&"a".repeat(160)), 1);
        assert_eq!(sms_parts(&"a".repeat(161)), 2);
        assert_eq!(sms_parts(&"€".repeat(80)), 1);
        assert_eq!(sms_parts(&"€".repeat(81)), 2);
        assert_eq!(sms_parts(&"ł".repeat(70)), 1);
        assert_eq!(sms_parts(&"ł".repeat(71)), 2);
    }
}
