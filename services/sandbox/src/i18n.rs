//! Texts of the sandbox pages in English, Swedish and Norwegian (bokmål).
//!
//! A match per text keeps every translation next to its key, and a missing one is a compile
//! error; the pages have few texts, so a catalogue crate would add more than it saves.

use actix_web::HttpRequest;
use actix_web::http::header::ACCEPT_LANGUAGE;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    En,
    Sv,
    Nb,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Sv, Lang::Nb];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sv => "sv",
            Lang::Nb => "nb",
        }
    }

    fn parse(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', ';'])
            .next()?
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "sv" => Some(Lang::Sv),
            "nb" | "no" | "nn" => Some(Lang::Nb),
            _ => None,
        }
    }

    /// `?lang=` first, then the first supported language of `Accept-Language`, else English.
    pub fn from_request(req: &HttpRequest) -> Lang {
        let from_query = req
            .query_string()
            .split('&')
            .filter_map(|pair| pair.strip_prefix("lang="))
            .find_map(Lang::parse);
        let from_header = || {
            req.headers()
                .get(ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.split(',').find_map(Lang::parse))
        };
        from_query.or_else(from_header).unwrap_or(Lang::En)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    SandboxTitle,
    SandboxIntro,
    Simulators,
    MailSinkTitle,
    MailSinkIntro,
    MailSinkEmpty,
    FilterByRecipient,
    Filter,
    From,
    To,
    Subject,
    Received,
    NoSubject,
    OpenJson,
    SmtpAt,
    AutoRefresh,
    BankIdTitle,
    BankIdIntro,
    TestPersons,
    PersonalNumber,
    Name,
    Behaviour,
    NoPendingOrders,
    Started,
    Kind,
    State,
    TextToSign,
    Approve,
    CancelOrder,
    Refresh,
    ActionFailed,
    ControlApi,
    BehaviourManual,
    BehaviourAutoComplete,
    BehaviourAutoCancel,
    BehaviourCertificateError,
    BehaviourRiskBlocked,
    BehaviourNotSupported,
    BehaviourNoClient,
    BehaviourDeclinesCall,
    SmsTitle,
    SmsIntro,
    SmsEmpty,
    SmsText,
    SmsSendToProduct,
    Send,
    BehaviourNotDelivered,
}

pub fn t(lang: Lang, text: Text) -> &'static str {
    match (text, lang) {
        (Text::SandboxTitle, Lang::En) => "ZRM sandbox",
        (Text::SandboxTitle, Lang::Sv) => "ZRM-sandlåda",
        (Text::SandboxTitle, Lang::Nb) => "ZRM-sandkasse",
        (Text::SandboxIntro, Lang::En) => {
            "Local simulators of the external providers ZRM talks to. Nothing here reaches a real provider."
        }
        (Text::SandboxIntro, Lang::Sv) => {
            "Lokala simulatorer av de externa leverantörer ZRM pratar med. Inget här når en riktig leverantör."
        }
        (Text::SandboxIntro, Lang::Nb) => {
            "Lokale simulatorer av de eksterne leverandørene ZRM snakker med. Ingenting her når en ekte leverandør."
        }
        (Text::Simulators, Lang::En) => "Simulators",
        (Text::Simulators, Lang::Sv) => "Simulatorer",
        (Text::Simulators, Lang::Nb) => "Simulatorer",
        (Text::MailSinkTitle, Lang::En) => "Sent e-mail",
        (Text::MailSinkTitle, Lang::Sv) => "Skickad e-post",
        (Text::MailSinkTitle, Lang::Nb) => "Sendt e-post",
        (Text::MailSinkIntro, Lang::En) => {
            "Every e-mail the product sends locally ends up here, newest first. Find your one-time code below."
        }
        (Text::MailSinkIntro, Lang::Sv) => {
            "All e-post som produkten skickar lokalt hamnar här, nyast först. Din engångskod finns nedan."
        }
        (Text::MailSinkIntro, Lang::Nb) => {
            "All e-post produktet sender lokalt havner her, nyeste først. Engangskoden din finner du nedenfor."
        }
        (Text::MailSinkEmpty, Lang::En) => "No e-mail yet.",
        (Text::MailSinkEmpty, Lang::Sv) => "Ingen e-post än.",
        (Text::MailSinkEmpty, Lang::Nb) => "Ingen e-post ennå.",
        (Text::FilterByRecipient, Lang::En) => "Recipient",
        (Text::FilterByRecipient, Lang::Sv) => "Mottagare",
        (Text::FilterByRecipient, Lang::Nb) => "Mottaker",
        (Text::Filter, Lang::En) => "Filter",
        (Text::Filter, Lang::Sv) => "Filtrera",
        (Text::Filter, Lang::Nb) => "Filtrer",
        (Text::From, Lang::En) => "From",
        (Text::From, Lang::Sv) => "Från",
        (Text::From, Lang::Nb) => "Fra",
        (Text::To, Lang::En) => "To",
        (Text::To, Lang::Sv) => "Till",
        (Text::To, Lang::Nb) => "Til",
        (Text::Subject, Lang::En) => "Subject",
        (Text::Subject, Lang::Sv) => "Ämne",
        (Text::Subject, Lang::Nb) => "Emne",
        (Text::Received, Lang::En) => "Received",
        (Text::Received, Lang::Sv) => "Mottaget",
        (Text::Received, Lang::Nb) => "Mottatt",
        (Text::NoSubject, Lang::En) => "(no subject)",
        (Text::NoSubject, Lang::Sv) => "(inget ämne)",
        (Text::NoSubject, Lang::Nb) => "(uten emne)",
        (Text::OpenJson, Lang::En) => "JSON API",
        (Text::OpenJson, Lang::Sv) => "JSON-API",
        (Text::OpenJson, Lang::Nb) => "JSON-API",
        (Text::SmtpAt, Lang::En) => "SMTP server",
        (Text::SmtpAt, Lang::Sv) => "SMTP-server",
        (Text::SmtpAt, Lang::Nb) => "SMTP-server",
        (Text::AutoRefresh, Lang::En) => "This page refreshes every 5 seconds.",
        (Text::AutoRefresh, Lang::Sv) => "Sidan uppdateras var 5:e sekund.",
        (Text::AutoRefresh, Lang::Nb) => "Siden oppdateres hvert 5. sekund.",
        (Text::BankIdTitle, Lang::En) => "BankID Sweden",
        (Text::BankIdTitle, Lang::Sv) => "BankID Sverige",
        (Text::BankIdTitle, Lang::Nb) => "BankID Sverige",
        (Text::BankIdIntro, Lang::En) => {
            "Pending BankID orders. Approve or cancel one as the person who holds the BankID."
        }
        (Text::BankIdIntro, Lang::Sv) => {
            "Pågående BankID-ordrar. Godkänn eller avbryt en som den person som har BankID:t."
        }
        (Text::BankIdIntro, Lang::Nb) => {
            "Pågående BankID-ordrer. Godkjenn eller avbryt en som personen som har BankID-en."
        }
        (Text::TestPersons, Lang::En) => "Test persons",
        (Text::TestPersons, Lang::Sv) => "Testpersoner",
        (Text::TestPersons, Lang::Nb) => "Testpersoner",
        (Text::PersonalNumber, Lang::En) => "Personal identity number",
        (Text::PersonalNumber, Lang::Sv) => "Personnummer",
        (Text::PersonalNumber, Lang::Nb) => "Personnummer",
        (Text::Name, Lang::En) => "Name",
        (Text::Name, Lang::Sv) => "Namn",
        (Text::Name, Lang::Nb) => "Navn",
        (Text::Behaviour, Lang::En) => "Behaviour",
        (Text::Behaviour, Lang::Sv) => "Beteende",
        (Text::Behaviour, Lang::Nb) => "Oppførsel",
        (Text::NoPendingOrders, Lang::En) => {
            "No pending orders. Start a BankID login in the product, then refresh."
        }
        (Text::NoPendingOrders, Lang::Sv) => {
            "Inga pågående ordrar. Starta en BankID-inloggning i produkten och uppdatera sedan."
        }
        (Text::NoPendingOrders, Lang::Nb) => {
            "Ingen pågående ordrer. Start en BankID-innlogging i produktet, og oppdater deretter."
        }
        (Text::Started, Lang::En) => "Started",
        (Text::Started, Lang::Sv) => "Startad",
        (Text::Started, Lang::Nb) => "Startet",
        (Text::Kind, Lang::En) => "Order",
        (Text::Kind, Lang::Sv) => "Order",
        (Text::Kind, Lang::Nb) => "Ordre",
        (Text::State, Lang::En) => "State",
        (Text::State, Lang::Sv) => "Status",
        (Text::State, Lang::Nb) => "Status",
        (Text::TextToSign, Lang::En) => "Text shown in the app",
        (Text::TextToSign, Lang::Sv) => "Text som visas i appen",
        (Text::TextToSign, Lang::Nb) => "Tekst som vises i appen",
        (Text::Approve, Lang::En) => "Approve",
        (Text::Approve, Lang::Sv) => "Godkänn",
        (Text::Approve, Lang::Nb) => "Godkjenn",
        (Text::CancelOrder, Lang::En) => "Cancel",
        (Text::CancelOrder, Lang::Sv) => "Avbryt",
        (Text::CancelOrder, Lang::Nb) => "Avbryt",
        (Text::Refresh, Lang::En) => "Refresh",
        (Text::Refresh, Lang::Sv) => "Uppdatera",
        (Text::Refresh, Lang::Nb) => "Oppdater",
        (Text::ActionFailed, Lang::En) => "That did not work:",
        (Text::ActionFailed, Lang::Sv) => "Det gick inte:",
        (Text::ActionFailed, Lang::Nb) => "Det gikk ikke:",
        (Text::ControlApi, Lang::En) => "Control API",
        (Text::ControlApi, Lang::Sv) => "Styr-API",
        (Text::ControlApi, Lang::Nb) => "Styrings-API",
        (Text::BehaviourManual, Lang::En) => "Waits for you to approve or cancel on this page",
        (Text::BehaviourManual, Lang::Sv) => {
            "Väntar på att du godkänner eller avbryter på den här sidan"
        }
        (Text::BehaviourManual, Lang::Nb) => {
            "Venter på at du godkjenner eller avbryter på denne siden"
        }
        (Text::BehaviourAutoComplete, Lang::En) => "Signs by themselves after about 6 seconds",
        (Text::BehaviourAutoComplete, Lang::Sv) => "Legitimerar sig själv efter cirka 6 sekunder",
        (Text::BehaviourAutoComplete, Lang::Nb) => "Legitimerer seg selv etter omtrent 6 sekunder",
        (Text::BehaviourAutoCancel, Lang::En) => "Cancels in the app (userCancel)",
        (Text::BehaviourAutoCancel, Lang::Sv) => "Avbryter i appen (userCancel)",
        (Text::BehaviourAutoCancel, Lang::Nb) => "Avbryter i appen (userCancel)",
        (Text::BehaviourCertificateError, Lang::En) => {
            "BankID blocked or wrong security code (certificateErr)"
        }
        (Text::BehaviourCertificateError, Lang::Sv) => {
            "BankID spärrat eller fel säkerhetskod (certificateErr)"
        }
        (Text::BehaviourCertificateError, Lang::Nb) => {
            "BankID sperret eller feil sikkerhetskode (certificateErr)"
        }
        (Text::BehaviourRiskBlocked, Lang::En) => "Stopped as too risky (transactionRiskBlocked)",
        (Text::BehaviourRiskBlocked, Lang::Sv) => {
            "Stoppas som för riskabel (transactionRiskBlocked)"
        }
        (Text::BehaviourRiskBlocked, Lang::Nb) => {
            "Stoppes som for risikabel (transactionRiskBlocked)"
        }
        (Text::BehaviourNotSupported, Lang::En) => "The app is too old (notSupportedByUserApp)",
        (Text::BehaviourNotSupported, Lang::Sv) => "Appen är för gammal (notSupportedByUserApp)",
        (Text::BehaviourNotSupported, Lang::Nb) => "Appen er for gammel (notSupportedByUserApp)",
        (Text::BehaviourNoClient, Lang::En) => "The app never starts (noClient, then startFailed)",
        (Text::BehaviourNoClient, Lang::Sv) => "Appen startar aldrig (noClient, sedan startFailed)",
        (Text::BehaviourNoClient, Lang::Nb) => {
            "Appen starter aldri (noClient, deretter startFailed)"
        }
        (Text::BehaviourDeclinesCall, Lang::En) => {
            "Phone orders: says they are not on a call with us (userDeclinedCall)"
        }
        (Text::BehaviourDeclinesCall, Lang::Sv) => {
            "Telefonordrar: säger att de inte pratar med oss (userDeclinedCall)"
        }
        (Text::BehaviourDeclinesCall, Lang::Nb) => {
            "Telefonordrer: sier at de ikke snakker med oss (userDeclinedCall)"
        }
        (Text::SmsTitle, Lang::En) => "SMS",
        (Text::SmsTitle, Lang::Sv) => "SMS",
        (Text::SmsTitle, Lang::Nb) => "SMS",
        (Text::SmsIntro, Lang::En) => {
            "Every SMS the product sends locally, and every SMS sent to it, newest first. Find your one-time code below."
        }
        (Text::SmsIntro, Lang::Sv) => {
            "Alla sms som produkten skickar lokalt, och alla sms till den, nyast först. Din engångskod finns nedan."
        }
        (Text::SmsIntro, Lang::Nb) => {
            "Alle SMS produktet sender lokalt, og alle SMS til det, nyeste først. Engangskoden din finner du nedenfor."
        }
        (Text::SmsEmpty, Lang::En) => "No SMS yet.",
        (Text::SmsEmpty, Lang::Sv) => "Inga sms än.",
        (Text::SmsEmpty, Lang::Nb) => "Ingen SMS ennå.",
        (Text::SmsText, Lang::En) => "Text",
        (Text::SmsText, Lang::Sv) => "Text",
        (Text::SmsText, Lang::Nb) => "Tekst",
        (Text::SmsSendToProduct, Lang::En) => "Send an SMS to the product",
        (Text::SmsSendToProduct, Lang::Sv) => "Skicka ett sms till produkten",
        (Text::SmsSendToProduct, Lang::Nb) => "Send en SMS til produktet",
        (Text::Send, Lang::En) => "Send",
        (Text::Send, Lang::Sv) => "Skicka",
        (Text::Send, Lang::Nb) => "Send",
        (Text::BehaviourNotDelivered, Lang::En) => "never delivered to",
        (Text::BehaviourNotDelivered, Lang::Sv) => "levereras aldrig till",
        (Text::BehaviourNotDelivered, Lang::Nb) => "leveres aldri til",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_language_tags() {
        assert_eq!(Lang::parse("sv-SE"), Some(Lang::Sv));
        assert_eq!(Lang::parse("no;q=0.8"), Some(Lang::Nb));
        assert_eq!(Lang::parse("de"), None);
    }

    #[test]
    fn from_request_prefers_query_then_header() {
        let req = actix_web::test::TestRequest::get()
            .uri("/mail?lang=nb")
            .insert_header((ACCEPT_LANGUAGE, "sv"))
            .to_http_request();
        assert_eq!(Lang::from_request(&req), Lang::Nb);
        let req = actix_web::test::TestRequest::get()
            .uri("/mail")
            .insert_header((ACCEPT_LANGUAGE, "de, sv;q=0.5"))
            .to_http_request();
        assert_eq!(Lang::from_request(&req), Lang::Sv);
    }
}
