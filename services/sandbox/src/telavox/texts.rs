//! Texts of the Telavox page in English, Swedish and Norwegian (bokmål); a missing translation
//! is a compile error.

use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TelavoxText {
    Title,
    Intro,
    Users,
    Extension,
    Name,
    Token,
    NoToken,
    Renew,
    Revoke,
    Calls,
    NoCalls,
    Direction,
    Number,
    Status,
    Started,
    Duration,
    Answer,
    HangUp,
    IncomingCall,
    From,
    Call,
    TestNumbers,
    NoAnswer,
    AnswersThenHangsUp,
    Answers,
}

pub fn tt(lang: Lang, text: TelavoxText) -> &'static str {
    use Lang::{En, Nb, Sv};
    use TelavoxText as T;
    match (text, lang) {
        (T::Title, En) => "Telavox (telephony)",
        (T::Title, Sv) => "Telavox (telefoni)",
        (T::Title, Nb) => "Telavox (telefoni)",
        (T::Intro, En) => {
            "Users of the simulated Telavox account with their API tokens, and every call. Act here as the caller or the person called."
        }
        (T::Intro, Sv) => {
            "Användarna i det simulerade Telavox-kontot med sina API-token, och alla samtal. Agera här som den som ringer eller blir uppringd."
        }
        (T::Intro, Nb) => {
            "Brukerne i den simulerte Telavox-kontoen med sine API-token, og alle samtaler. Opptre her som den som ringer eller blir oppringt."
        }
        (T::Users, En) => "Users",
        (T::Users, Sv) => "Användare",
        (T::Users, Nb) => "Brukere",
        (T::Extension, En) => "Extension",
        (T::Extension, Sv) => "Anknytning",
        (T::Extension, Nb) => "Internnummer",
        (T::Name, En) => "Name",
        (T::Name, Sv) => "Namn",
        (T::Name, Nb) => "Navn",
        (T::Token, En) => "API token",
        (T::Token, Sv) => "API-token",
        (T::Token, Nb) => "API-token",
        (T::NoToken, En) => "none (revoked)",
        (T::NoToken, Sv) => "ingen (återkallad)",
        (T::NoToken, Nb) => "ingen (tilbakekalt)",
        (T::Renew, En) => "New token",
        (T::Renew, Sv) => "Nytt token",
        (T::Renew, Nb) => "Nytt token",
        (T::Revoke, En) => "Revoke",
        (T::Revoke, Sv) => "Återkalla",
        (T::Revoke, Nb) => "Tilbakekall",
        (T::Calls, En) => "Calls",
        (T::Calls, Sv) => "Samtal",
        (T::Calls, Nb) => "Samtaler",
        (T::NoCalls, En) => "No calls yet.",
        (T::NoCalls, Sv) => "Inga samtal än.",
        (T::NoCalls, Nb) => "Ingen samtaler ennå.",
        (T::Direction, En) => "Direction",
        (T::Direction, Sv) => "Riktning",
        (T::Direction, Nb) => "Retning",
        (T::Number, En) => "Number",
        (T::Number, Sv) => "Nummer",
        (T::Number, Nb) => "Nummer",
        (T::Status, En) => "Status",
        (T::Status, Sv) => "Status",
        (T::Status, Nb) => "Status",
        (T::Started, En) => "Started",
        (T::Started, Sv) => "Startade",
        (T::Started, Nb) => "Startet",
        (T::Duration, En) => "Talk time (s)",
        (T::Duration, Sv) => "Samtalstid (s)",
        (T::Duration, Nb) => "Samtaletid (s)",
        (T::Answer, En) => "Answer",
        (T::Answer, Sv) => "Svara",
        (T::Answer, Nb) => "Svar",
        (T::HangUp, En) => "Hang up",
        (T::HangUp, Sv) => "Lägg på",
        (T::HangUp, Nb) => "Legg på",
        (T::IncomingCall, En) => "A call comes in",
        (T::IncomingCall, Sv) => "Ett samtal kommer in",
        (T::IncomingCall, Nb) => "En samtale kommer inn",
        (T::From, En) => "From",
        (T::From, Sv) => "Från",
        (T::From, Nb) => "Fra",
        (T::Call, En) => "Call",
        (T::Call, Sv) => "Ring",
        (T::Call, Nb) => "Ring",
        (T::TestNumbers, En) => "Test phone numbers — Telavox",
        (T::TestNumbers, Sv) => "Testtelefonnummer — Telavox",
        (T::TestNumbers, Nb) => "Testtelefonnumre — Telavox",
        (T::NoAnswer, En) => "Never answers; the call ends at the ring timeout",
        (T::NoAnswer, Sv) => "Svarar aldrig; samtalet slutar när det har ringt klart",
        (T::NoAnswer, Nb) => "Svarer aldri; samtalen slutter når det har ringt ut",
        (T::AnswersThenHangsUp, En) => "Answers, then hangs up after 60 seconds",
        (T::AnswersThenHangsUp, Sv) => "Svarar och lägger på efter 60 sekunder",
        (T::AnswersThenHangsUp, Nb) => "Svarer og legger på etter 60 sekunder",
        (T::Answers, En) => "Any other number answers after a few seconds and stays on the line",
        (T::Answers, Sv) => {
            "Alla andra nummer svarar efter några sekunder och stannar kvar i samtalet"
        }
        (T::Answers, Nb) => "Alle andre numre svarer etter noen sekunder og blir i samtalen",
    }
}
