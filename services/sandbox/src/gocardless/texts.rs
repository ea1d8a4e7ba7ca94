//! Texts of the GoCardless pages in English, Swedish and Norwegian (bokmål); a missing
//! translation is a compile error.

use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GcText {
    Title,
    Intro,
    FlowTitle,
    FlowIntro,
    Creditor,
    PersonalNumber,
    GivenName,
    FamilyName,
    Email,
    ClearingNumber,
    AccountNumber,
    Approve,
    Decline,
    Completed,
    Left,
    PaymentPages,
    NoPaymentPages,
    Open,
    Mandates,
    NoMandates,
    Payments,
    NoPayments,
    Status,
    Customer,
    Amount,
    ChargeDate,
    Behaviour,
    Activate,
    Fail,
    Cancel,
    Expire,
    PaidOut,
    Failed,
    ChargedBack,
    WebhookEndpoint,
    NoWebhookEndpoint,
    TestAccounts,
    ScriptSucceeds,
    ScriptMandateFails,
    ScriptPaymentsFail,
    ScriptPaymentsFailLate,
    ScriptChargedBack,
}

pub fn gt(lang: Lang, text: GcText) -> &'static str {
    use GcText as T;
    use Lang::{En, Nb, Sv};
    match (text, lang) {
        (T::Title, En) => "GoCardless (Autogiro)",
        (T::Title, Sv) => "GoCardless (Autogiro)",
        (T::Title, Nb) => "GoCardless (Autogiro)",
        (T::Intro, En) => {
            "The simulated GoCardless account. Do here what the payer and the bank would do; every change reaches the product as a signed webhook."
        }
        (T::Intro, Sv) => {
            "Det simulerade GoCardless-kontot. Gör här det betalaren och banken skulle göra; varje ändring når produkten som en signerad webhook."
        }
        (T::Intro, Nb) => {
            "Den simulerte GoCardless-kontoen. Gjør her det betaleren og banken ville gjort; hver endring når produktet som en signert webhook."
        }
        (T::FlowTitle, En) => "Set up a direct debit",
        (T::FlowTitle, Sv) => "Anslut till Autogiro",
        (T::FlowTitle, Nb) => "Opprett autotrekk",
        (T::FlowIntro, En) => {
            "Approve that the creditor may collect payments from your bank account by Autogiro."
        }
        (T::FlowIntro, Sv) => {
            "Godkänn att betalningsmottagaren får dra betalningar från ditt bankkonto via Autogiro."
        }
        (T::FlowIntro, Nb) => {
            "Godkjenn at betalingsmottakeren kan trekke betalinger fra bankkontoen din via Autogiro."
        }
        (T::Creditor, En) => "Creditor",
        (T::Creditor, Sv) => "Betalningsmottagare",
        (T::Creditor, Nb) => "Betalingsmottaker",
        (T::PersonalNumber, En) => "Personal identity number",
        (T::PersonalNumber, Sv) => "Personnummer",
        (T::PersonalNumber, Nb) => "Personnummer",
        (T::GivenName, En) => "Given name",
        (T::GivenName, Sv) => "Förnamn",
        (T::GivenName, Nb) => "Fornavn",
        (T::FamilyName, En) => "Family name",
        (T::FamilyName, Sv) => "Efternamn",
        (T::FamilyName, Nb) => "Etternavn",
        (T::Email, En) => "E-mail",
        (T::Email, Sv) => "E-post",
        (T::Email, Nb) => "E-post",
        (T::ClearingNumber, En) => "Clearing number",
        (T::ClearingNumber, Sv) => "Clearingnummer",
        (T::ClearingNumber, Nb) => "Clearingnummer",
        (T::AccountNumber, En) => "Account number",
        (T::AccountNumber, Sv) => "Kontonummer",
        (T::AccountNumber, Nb) => "Kontonummer",
        (T::Approve, En) => "Approve",
        (T::Approve, Sv) => "Godkänn",
        (T::Approve, Nb) => "Godkjenn",
        (T::Decline, En) => "Decline",
        (T::Decline, Sv) => "Avböj",
        (T::Decline, Nb) => "Avslå",
        (T::Completed, En) => "Done. The direct debit is being set up; you can close this page.",
        (T::Completed, Sv) => "Klart. Autogiromedgivandet registreras; du kan stänga sidan.",
        (T::Completed, Nb) => "Ferdig. Autotrekket opprettes; du kan lukke siden.",
        (T::Left, En) => "You left without setting up the direct debit.",
        (T::Left, Sv) => "Du lämnade utan att ansluta till Autogiro.",
        (T::Left, Nb) => "Du gikk ut uten å opprette autotrekk.",
        (T::PaymentPages, En) => "Payment pages (billing request flows)",
        (T::PaymentPages, Sv) => "Betalsidor (billing request flows)",
        (T::PaymentPages, Nb) => "Betalingssider (billing request flows)",
        (T::NoPaymentPages, En) => {
            "No payment pages yet. Start a direct debit set-up in the product."
        }
        (T::NoPaymentPages, Sv) => "Inga betalsidor än. Starta en Autogiroanslutning i produkten.",
        (T::NoPaymentPages, Nb) => "Ingen betalingssider ennå. Start et autotrekk i produktet.",
        (T::Open, En) => "Open",
        (T::Open, Sv) => "Öppna",
        (T::Open, Nb) => "Åpne",
        (T::Mandates, En) => "Mandates",
        (T::Mandates, Sv) => "Medgivanden",
        (T::Mandates, Nb) => "Fullmakter",
        (T::NoMandates, En) => "No mandates yet.",
        (T::NoMandates, Sv) => "Inga medgivanden än.",
        (T::NoMandates, Nb) => "Ingen fullmakter ennå.",
        (T::Payments, En) => "Payments",
        (T::Payments, Sv) => "Betalningar",
        (T::Payments, Nb) => "Betalinger",
        (T::NoPayments, En) => "No payments yet.",
        (T::NoPayments, Sv) => "Inga betalningar än.",
        (T::NoPayments, Nb) => "Ingen betalinger ennå.",
        (T::Status, En) => "Status",
        (T::Status, Sv) => "Status",
        (T::Status, Nb) => "Status",
        (T::Customer, En) => "Customer",
        (T::Customer, Sv) => "Kund",
        (T::Customer, Nb) => "Kunde",
        (T::Amount, En) => "Amount (öre)",
        (T::Amount, Sv) => "Belopp (öre)",
        (T::Amount, Nb) => "Beløp (øre)",
        (T::ChargeDate, En) => "Charge date",
        (T::ChargeDate, Sv) => "Dragningsdag",
        (T::ChargeDate, Nb) => "Trekkdato",
        (T::Behaviour, En) => "Behaviour",
        (T::Behaviour, Sv) => "Beteende",
        (T::Behaviour, Nb) => "Oppførsel",
        (T::Activate, En) => "Activate",
        (T::Activate, Sv) => "Aktivera",
        (T::Activate, Nb) => "Aktiver",
        (T::Fail, En) => "Fail",
        (T::Fail, Sv) => "Misslyckas",
        (T::Fail, Nb) => "Mislykkes",
        (T::Cancel, En) => "Cancelled by the payer's bank",
        (T::Cancel, Sv) => "Återkallat via betalarens bank",
        (T::Cancel, Nb) => "Kansellert via betalerens bank",
        (T::Expire, En) => "Expire",
        (T::Expire, Sv) => "Förfaller",
        (T::Expire, Nb) => "Utløper",
        (T::PaidOut, En) => "Paid out",
        (T::PaidOut, Sv) => "Utbetald",
        (T::PaidOut, Nb) => "Utbetalt",
        (T::Failed, En) => "Failed",
        (T::Failed, Sv) => "Misslyckad",
        (T::Failed, Nb) => "Mislykket",
        (T::ChargedBack, En) => "Charged back",
        (T::ChargedBack, Sv) => "Återkrävd",
        (T::ChargedBack, Nb) => "Tilbakeført",
        (T::WebhookEndpoint, En) => "Webhooks go to",
        (T::WebhookEndpoint, Sv) => "Webhooks skickas till",
        (T::WebhookEndpoint, Nb) => "Webhooks sendes til",
        (T::NoWebhookEndpoint, En) => {
            "nowhere (gocardless.webhook_url is empty; events are only listed by GET /events)"
        }
        (T::NoWebhookEndpoint, Sv) => {
            "ingenstans (gocardless.webhook_url är tom; händelser listas bara av GET /events)"
        }
        (T::NoWebhookEndpoint, Nb) => {
            "ingen steder (gocardless.webhook_url er tom; hendelser listes bare av GET /events)"
        }
        (T::TestAccounts, En) => "Test bank accounts — GoCardless",
        (T::TestAccounts, Sv) => "Testkonton — GoCardless",
        (T::TestAccounts, Nb) => "Testkontoer — GoCardless",
        (T::ScriptSucceeds, En) => "Mandate active; payments collected and paid out",
        (T::ScriptSucceeds, Sv) => "Medgivandet aktivt; betalningar dras och betalas ut",
        (T::ScriptSucceeds, Nb) => "Fullmakten aktiv; betalinger trekkes og utbetales",
        (T::ScriptMandateFails, En) => "The bank refuses the mandate (bank_account_closed)",
        (T::ScriptMandateFails, Sv) => "Banken avvisar medgivandet (bank_account_closed)",
        (T::ScriptMandateFails, Nb) => "Banken avviser fullmakten (bank_account_closed)",
        (T::ScriptPaymentsFail, En) => "Payments fail on the charge date (insufficient_funds)",
        (T::ScriptPaymentsFail, Sv) => {
            "Betalningar misslyckas på dragningsdagen (insufficient_funds)"
        }
        (T::ScriptPaymentsFail, Nb) => "Betalinger mislykkes på trekkdatoen (insufficient_funds)",
        (T::ScriptPaymentsFailLate, En) => "Payments confirmed, then fail late",
        (T::ScriptPaymentsFailLate, Sv) => "Betalningar bekräftas och misslyckas sedan sent",
        (T::ScriptPaymentsFailLate, Nb) => "Betalinger bekreftes og mislykkes deretter sent",
        (T::ScriptChargedBack, En) => "Payments paid out, then charged back",
        (T::ScriptChargedBack, Sv) => "Betalningar betalas ut och återkrävs sedan",
        (T::ScriptChargedBack, Nb) => "Betalinger utbetales og tilbakeføres deretter",
    }
}
