//! Texts of the Vipps MobilePay pages in English, Swedish and Norwegian (bokmål); a missing
//! translation is a compile error.

use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VippsText {
    Title,
    Intro,
    LandingTitle,
    LandingIntro,
    Product,
    Price,
    UpTo,
    Interval,
    InitialCharge,
    PhoneNumber,
    Accept,
    Reject,
    Answered,
    NotPending,
    Agreements,
    NoAgreements,
    Charges,
    NoCharges,
    Status,
    Amount,
    Due,
    Open,
    StopByUser,
    ChargeSucceeds,
    ChargeFails,
    WebhookEndpoint,
    NoWebhookEndpoint,
    TestPhones,
    ScriptManual,
    ScriptAccepts,
    ScriptRejects,
    ScriptChargesFail,
    ScriptFirstAttemptFails,
}

pub fn vt(lang: Lang, text: VippsText) -> &'static str {
    use Lang::{En, Nb, Sv};
    use VippsText as T;
    match (text, lang) {
        (T::Title, En) => "Vipps MobilePay (recurring)",
        (T::Title, Sv) => "Vipps MobilePay (återkommande)",
        (T::Title, Nb) => "Vipps MobilePay (faste betalinger)",
        (T::Intro, En) => {
            "Agreements and charges of the simulated Vipps MobilePay merchant. Act here as the user in the app or as their card; every change reaches the product as a signed webhook."
        }
        (T::Intro, Sv) => {
            "Avtal och dragningar hos den simulerade Vipps MobilePay-handlaren. Agera här som användaren i appen eller som deras kort; varje ändring når produkten som en signerad webhook."
        }
        (T::Intro, Nb) => {
            "Avtaler og trekk hos den simulerte Vipps MobilePay-brukerstedet. Opptre her som brukeren i appen eller som kortet deres; hver endring når produktet som en signert webhook."
        }
        (T::LandingTitle, En) => "Confirm the agreement in Vipps",
        (T::LandingTitle, Sv) => "Bekräfta avtalet i Vipps",
        (T::LandingTitle, Nb) => "Bekreft avtalen i Vipps",
        (T::LandingIntro, En) => {
            "This page stands in for the Vipps app: accept or reject the recurring payment agreement."
        }
        (T::LandingIntro, Sv) => {
            "Den här sidan ersätter Vipps-appen: godkänn eller avvisa avtalet om återkommande betalningar."
        }
        (T::LandingIntro, Nb) => {
            "Denne siden står for Vipps-appen: godta eller avvis avtalen om faste betalinger."
        }
        (T::Product, En) => "Product",
        (T::Product, Sv) => "Produkt",
        (T::Product, Nb) => "Produkt",
        (T::Price, En) => "Price (øre)",
        (T::Price, Sv) => "Pris (øre)",
        (T::Price, Nb) => "Pris (øre)",
        (T::UpTo, En) => "up to",
        (T::UpTo, Sv) => "upp till",
        (T::UpTo, Nb) => "opptil",
        (T::Interval, En) => "Interval",
        (T::Interval, Sv) => "Intervall",
        (T::Interval, Nb) => "Intervall",
        (T::InitialCharge, En) => "Paid now",
        (T::InitialCharge, Sv) => "Betalas nu",
        (T::InitialCharge, Nb) => "Betales nå",
        (T::PhoneNumber, En) => "Phone number",
        (T::PhoneNumber, Sv) => "Telefonnummer",
        (T::PhoneNumber, Nb) => "Telefonnummer",
        (T::Accept, En) => "Accept",
        (T::Accept, Sv) => "Godkänn",
        (T::Accept, Nb) => "Godta",
        (T::Reject, En) => "Reject",
        (T::Reject, Sv) => "Avvisa",
        (T::Reject, Nb) => "Avvis",
        (T::Answered, En) => "Done. You can go back to the shop.",
        (T::Answered, Sv) => "Klart. Du kan gå tillbaka till butiken.",
        (T::Answered, Nb) => "Ferdig. Du kan gå tilbake til butikken.",
        (T::NotPending, En) => "This agreement is no longer waiting for an answer.",
        (T::NotPending, Sv) => "Det här avtalet väntar inte längre på svar.",
        (T::NotPending, Nb) => "Denne avtalen venter ikke lenger på svar.",
        (T::Agreements, En) => "Agreements",
        (T::Agreements, Sv) => "Avtal",
        (T::Agreements, Nb) => "Avtaler",
        (T::NoAgreements, En) => "No agreements yet. Start a Vipps agreement in the product.",
        (T::NoAgreements, Sv) => "Inga avtal än. Starta ett Vipps-avtal i produkten.",
        (T::NoAgreements, Nb) => "Ingen avtaler ennå. Start en Vipps-avtale i produktet.",
        (T::Charges, En) => "Charges",
        (T::Charges, Sv) => "Dragningar",
        (T::Charges, Nb) => "Trekk",
        (T::NoCharges, En) => "No charges yet.",
        (T::NoCharges, Sv) => "Inga dragningar än.",
        (T::NoCharges, Nb) => "Ingen trekk ennå.",
        (T::Status, En) => "Status",
        (T::Status, Sv) => "Status",
        (T::Status, Nb) => "Status",
        (T::Amount, En) => "Amount (øre)",
        (T::Amount, Sv) => "Belopp (øre)",
        (T::Amount, Nb) => "Beløp (øre)",
        (T::Due, En) => "Due",
        (T::Due, Sv) => "Förfaller",
        (T::Due, Nb) => "Forfall",
        (T::Open, En) => "Open",
        (T::Open, Sv) => "Öppna",
        (T::Open, Nb) => "Åpne",
        (T::StopByUser, En) => "Stopped by the user",
        (T::StopByUser, Sv) => "Avslutat av användaren",
        (T::StopByUser, Nb) => "Stoppet av brukeren",
        (T::ChargeSucceeds, En) => "Charged",
        (T::ChargeSucceeds, Sv) => "Dragen",
        (T::ChargeSucceeds, Nb) => "Trukket",
        (T::ChargeFails, En) => "Failed",
        (T::ChargeFails, Sv) => "Misslyckad",
        (T::ChargeFails, Nb) => "Mislykket",
        (T::WebhookEndpoint, En) => "Webhooks go to",
        (T::WebhookEndpoint, Sv) => "Webhooks skickas till",
        (T::WebhookEndpoint, Nb) => "Webhooks sendes til",
        (T::NoWebhookEndpoint, En) => "nowhere (vipps.webhook_url is empty)",
        (T::NoWebhookEndpoint, Sv) => "ingenstans (vipps.webhook_url är tom)",
        (T::NoWebhookEndpoint, Nb) => "ingen steder (vipps.webhook_url er tom)",
        (T::TestPhones, En) => "Test phone numbers — Vipps MobilePay",
        (T::TestPhones, Sv) => "Testtelefonnummer — Vipps MobilePay",
        (T::TestPhones, Nb) => "Testtelefonnumre — Vipps MobilePay",
        (T::ScriptManual, En) => "Waits for you on this page; charges succeed",
        (T::ScriptManual, Sv) => "Väntar på dig på den här sidan; dragningar lyckas",
        (T::ScriptManual, Nb) => "Venter på deg på denne siden; trekk lykkes",
        (T::ScriptAccepts, En) => "Accepts by itself after 5 seconds; charges succeed",
        (T::ScriptAccepts, Sv) => "Godkänner själv efter 5 sekunder; dragningar lyckas",
        (T::ScriptAccepts, Nb) => "Godtar selv etter 5 sekunder; trekk lykkes",
        (T::ScriptRejects, En) => "Rejects by itself after 5 seconds",
        (T::ScriptRejects, Sv) => "Avvisar själv efter 5 sekunder",
        (T::ScriptRejects, Nb) => "Avviser selv etter 5 sekunder",
        (T::ScriptChargesFail, En) => "Every charge fails (user_action_required)",
        (T::ScriptChargesFail, Sv) => "Alla dragningar misslyckas (user_action_required)",
        (T::ScriptChargesFail, Nb) => "Alle trekk mislykkes (user_action_required)",
        (T::ScriptFirstAttemptFails, En) => {
            "The first attempt fails, the retry a day later succeeds"
        }
        (T::ScriptFirstAttemptFails, Sv) => "Första försöket misslyckas, nästa dag lyckas det",
        (T::ScriptFirstAttemptFails, Nb) => "Første forsøk mislykkes, neste dag lykkes det",
    }
}
