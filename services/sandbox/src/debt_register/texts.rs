//! Texts of the debt register page in English, Swedish and Norwegian (bokmål); a missing
//! translation is a compile error.

use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DebtText {
    Title,
    Intro,
    TestPersons,
    Nin,
    Debt,
    Consents,
    NoConsents,
    GiveConsent,
    Scope,
    Days,
    Expires,
    Active,
    Withdraw,
    ConsentTitle,
    ConsentAsk,
    Accept,
    Deny,
    CancelLogin,
}

pub fn dt(lang: Lang, text: DebtText) -> &'static str {
    use DebtText as T;
    use Lang::{En, Nb, Sv};
    match (text, lang) {
        (T::Title, En) => "Norwegian debt register (Norsk Gjeldsinformasjon)",
        (T::Title, Sv) => "Norska skuldregistret (Norsk Gjeldsinformasjon)",
        (T::Title, Nb) => "Gjeldsregisteret (Norsk Gjeldsinformasjon)",
        (T::Intro, En) => {
            "Consents people have given to share their unsecured debt, and the test persons' debt. Give or withdraw a consent here as the person would at norskgjeld.no."
        }
        (T::Intro, Sv) => {
            "Samtycken som personer har gett för att dela sina osäkrade skulder, och testpersonernas skulder. Ge eller dra tillbaka ett samtycke här som personen skulle göra på norskgjeld.no."
        }
        (T::Intro, Nb) => {
            "Samtykker personer har gitt til å dele sin usikrede gjeld, og testpersonenes gjeld. Gi eller trekk tilbake et samtykke her slik personen ville gjort på norskgjeld.no."
        }
        (T::TestPersons, En) => "Test persons — Norwegian debt register",
        (T::TestPersons, Sv) => "Testpersoner — norska skuldregistret",
        (T::TestPersons, Nb) => "Testpersoner — gjeldsregisteret",
        (T::Nin, En) => "National identity number",
        (T::Nin, Sv) => "Norskt personnummer",
        (T::Nin, Nb) => "Fødselsnummer",
        (T::Debt, En) => "Debt",
        (T::Debt, Sv) => "Skulder",
        (T::Debt, Nb) => "Gjeld",
        (T::Consents, En) => "Consents",
        (T::Consents, Sv) => "Samtycken",
        (T::Consents, Nb) => "Samtykker",
        (T::NoConsents, En) => "No consents yet.",
        (T::NoConsents, Sv) => "Inga samtycken än.",
        (T::NoConsents, Nb) => "Ingen samtykker ennå.",
        (T::GiveConsent, En) => "Give consent",
        (T::GiveConsent, Sv) => "Ge samtycke",
        (T::GiveConsent, Nb) => "Gi samtykke",
        (T::Scope, En) => "Purpose",
        (T::Scope, Sv) => "Syfte",
        (T::Scope, Nb) => "Formål",
        (T::Days, En) => "Days (empty: single use)",
        (T::Days, Sv) => "Dagar (tomt: engångs)",
        (T::Days, Nb) => "Dager (tomt: engangs)",
        (T::Expires, En) => "Expires",
        (T::Expires, Sv) => "Upphör",
        (T::Expires, Nb) => "Utløper",
        (T::Active, En) => "Active",
        (T::Active, Sv) => "Aktivt",
        (T::Active, Nb) => "Aktivt",
        (T::Withdraw, En) => "Withdraw",
        (T::Withdraw, Sv) => "Dra tillbaka",
        (T::Withdraw, Nb) => "Trekk tilbake",
        (T::ConsentTitle, En) => "Norsk Gjeldsinformasjon — share your debt information",
        (T::ConsentTitle, Sv) => "Norsk Gjeldsinformasjon — dela dina skuldupgifter",
        (T::ConsentTitle, Nb) => "Norsk Gjeldsinformasjon — del gjeldsinformasjonen din",
        (T::ConsentAsk, En) => {
            "Logged in with ID-porten (TestID: enter the national identity number). Share your unsecured debt with"
        }
        (T::ConsentAsk, Sv) => {
            "Inloggad med ID-porten (TestID: ange personnumret). Dela dina osäkrade skulder med"
        }
        (T::ConsentAsk, Nb) => {
            "Logget inn med ID-porten (TestID: oppgi fødselsnummeret). Del den usikrede gjelden din med"
        }
        (T::Accept, En) => "Accept",
        (T::Accept, Sv) => "Godkänn",
        (T::Accept, Nb) => "Godta",
        (T::Deny, En) => "Deny",
        (T::Deny, Sv) => "Neka",
        (T::Deny, Nb) => "Avslå",
        (T::CancelLogin, En) => "Cancel login",
        (T::CancelLogin, Sv) => "Avbryt inloggningen",
        (T::CancelLogin, Nb) => "Avbryt innloggingen",
    }
}
