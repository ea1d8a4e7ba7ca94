//! Texts of the credit check, valuation and PEP screening pages in English, Swedish and
//! Norwegian (bokmål); a missing translation is a compile error.

use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CheckText {
    CreditTitle,
    CreditIntro,
    ValuationTitle,
    ValuationIntro,
    PepTitle,
    PepIntro,
    RecentRequests,
    NoRequests,
    Time,
    Subject,
    Outcome,
    Scripted,
    PersonalId,
    Name,
    Behaviour,
    Address,
    MarketValue,
    DigitRule,
    OthersClear,
    OthersNotFound,
    CreditPersons,
    ValuationAddresses,
    PepPersons,
}

pub fn ct(lang: Lang, text: CheckText) -> &'static str {
    use CheckText as T;
    use Lang::{En, Nb, Sv};
    match (text, lang) {
        (T::CreditTitle, En) => "Credit check",
        (T::CreditTitle, Sv) => "Kreditupplysning",
        (T::CreditTitle, Nb) => "Kredittsjekk",
        (T::CreditIntro, En) => {
            "Credit reports asked for by the product, newest first. Outcomes follow the personal id (table on the front page) unless a test scripted the next one."
        }
        (T::CreditIntro, Sv) => {
            "Kreditupplysningar som produkten har begärt, nyaste först. Utfallet följer personnumret (tabellen på startsidan) om inte ett test har skriptat nästa."
        }
        (T::CreditIntro, Nb) => {
            "Kredittsjekker produktet har bedt om, nyeste først. Utfallet følger fødselsnummeret (tabellen på forsiden) med mindre en test har skriptet det neste."
        }
        (T::ValuationTitle, En) => "Property valuation",
        (T::ValuationTitle, Sv) => "Bostadsvärdering",
        (T::ValuationTitle, Nb) => "Boligverdivurdering",
        (T::ValuationIntro, En) => {
            "Valuations asked for by the product, newest first. Known addresses have fixed values; any other address is not found."
        }
        (T::ValuationIntro, Sv) => {
            "Värderingar som produkten har begärt, nyaste först. Kända adresser har fasta värden; andra adresser hittas inte."
        }
        (T::ValuationIntro, Nb) => {
            "Verdivurderinger produktet har bedt om, nyeste først. Kjente adresser har faste verdier; andre adresser blir ikke funnet."
        }
        (T::PepTitle, En) => "PEP and sanctions screening",
        (T::PepTitle, Sv) => "PEP- och sanktionskontroll",
        (T::PepTitle, Nb) => "PEP- og sanksjonskontroll",
        (T::PepIntro, En) => {
            "Screenings asked for by the product, newest first. Listed persons are hits; everyone else is clear."
        }
        (T::PepIntro, Sv) => {
            "Kontroller som produkten har begärt, nyaste först. Listade personer ger träff; alla andra är utan anmärkning."
        }
        (T::PepIntro, Nb) => {
            "Kontroller produktet har bedt om, nyeste først. Listede personer gir treff; alle andre er uten funn."
        }
        (T::RecentRequests, En) => "Recent requests",
        (T::RecentRequests, Sv) => "Senaste förfrågningar",
        (T::RecentRequests, Nb) => "Siste forespørsler",
        (T::NoRequests, En) => "No requests yet.",
        (T::NoRequests, Sv) => "Inga förfrågningar än.",
        (T::NoRequests, Nb) => "Ingen forespørsler ennå.",
        (T::Time, En) => "Time",
        (T::Time, Sv) => "Tid",
        (T::Time, Nb) => "Tid",
        (T::Subject, En) => "Asked for",
        (T::Subject, Sv) => "Förfrågan",
        (T::Subject, Nb) => "Forespørsel",
        (T::Outcome, En) => "Outcome",
        (T::Outcome, Sv) => "Utfall",
        (T::Outcome, Nb) => "Utfall",
        (T::Scripted, En) => "scripted",
        (T::Scripted, Sv) => "skriptat",
        (T::Scripted, Nb) => "skriptet",
        (T::PersonalId, En) => "Personal id",
        (T::PersonalId, Sv) => "Personnummer",
        (T::PersonalId, Nb) => "Fødselsnummer",
        (T::Name, En) => "Name",
        (T::Name, Sv) => "Namn",
        (T::Name, Nb) => "Navn",
        (T::Behaviour, En) => "Outcome",
        (T::Behaviour, Sv) => "Utfall",
        (T::Behaviour, Nb) => "Utfall",
        (T::Address, En) => "Address",
        (T::Address, Sv) => "Adress",
        (T::Address, Nb) => "Adresse",
        (T::MarketValue, En) => "Market value",
        (T::MarketValue, Sv) => "Marknadsvärde",
        (T::MarketValue, Nb) => "Markedsverdi",
        (T::DigitRule, En) => {
            "Any other valid personal id: the digit before the check digit decides — 0–5 approved, 6–7 manual review, 8–9 declined with payment remarks"
        }
        (T::DigitRule, Sv) => {
            "Andra giltiga personnummer: siffran före kontrollsiffran avgör — 0–5 beviljas, 6–7 manuell granskning, 8–9 avslag med betalningsanmärkningar"
        }
        (T::DigitRule, Nb) => {
            "Andre gyldige fødselsnumre: sifferet før kontrollsifferet avgjør — 0–5 innvilget, 6–7 manuell vurdering, 8–9 avslag med betalingsanmerkninger"
        }
        (T::OthersClear, En) => "Anyone else: clear (no hits)",
        (T::OthersClear, Sv) => "Alla andra: utan anmärkning (inga träffar)",
        (T::OthersClear, Nb) => "Alle andre: uten funn (ingen treff)",
        (T::OthersNotFound, En) => "Any other address: not found (404 address_not_found)",
        (T::OthersNotFound, Sv) => "Andra adresser: hittas inte (404 address_not_found)",
        (T::OthersNotFound, Nb) => "Andre adresser: ikke funnet (404 address_not_found)",
        (T::CreditPersons, En) => "Test persons — credit check",
        (T::CreditPersons, Sv) => "Testpersoner — kreditupplysning",
        (T::CreditPersons, Nb) => "Testpersoner — kredittsjekk",
        (T::ValuationAddresses, En) => "Test addresses — property valuation",
        (T::ValuationAddresses, Sv) => "Testadresser — bostadsvärdering",
        (T::ValuationAddresses, Nb) => "Testadresser — boligverdivurdering",
        (T::PepPersons, En) => "Test persons — PEP and sanctions screening",
        (T::PepPersons, Sv) => "Testpersoner — PEP- och sanktionskontroll",
        (T::PepPersons, Nb) => "Testpersoner — PEP- og sanksjonskontroll",
    }
}
