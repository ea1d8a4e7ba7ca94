//! Texts of the OIDC simulators' pages in English, Swedish and Norwegian (bokmål), kept next to
//! the simulators (as `crate::i18n` does for the others): a missing translation is a compile error.

use actix_web::HttpRequest;

use crate::i18n::Lang;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OidcText {
    BankIdNoTitle,
    StaffIdpTitle,
    BankIdNoIntro,
    StaffIdpIntro,
    LoginRequestedBy,
    BankIdNoLoginIntro,
    StaffLoginIntro,
    NationalIdentityNumber,
    SignIn,
    EndWithError,
    LoginGone,
    LoginFinished,
    InvalidRequestTitle,
    InvalidRequestHint,
    PendingLogins,
    NoPendingLogins,
    Open,
    Issuer,
    ClaimNames,
    RequestedScopes,
    Email,
    Roles,
    Zoordinates,
    NoRoles,
    UserId,
    Continue,
    NoteDNumber,
    NoteSynthetic,
    NoteMinor,
    NoteBrokerTestPerson,
    NoteDebtData,
    NoteNone,
    Notes,
    StaffAccounts,
}

pub fn tr(lang: Lang, text: OidcText) -> &'static str {
    use OidcText as T;
    match (text, lang) {
        (T::BankIdNoTitle, Lang::En) => "BankID Norway",
        (T::BankIdNoTitle, Lang::Sv | Lang::Nb) => "BankID Norge",
        (T::StaffIdpTitle, Lang::En) => "Staff identity provider",
        (T::StaffIdpTitle, Lang::Sv) => "Identitetsleverantör för personal",
        (T::StaffIdpTitle, Lang::Nb) => "Identitetsleverandør for ansatte",
        (T::BankIdNoIntro, Lang::En) => {
            "Norwegian BankID over OpenID Connect. A customer who starts a BankID login in the product lands on a sign-in page here."
        }
        (T::BankIdNoIntro, Lang::Sv) => {
            "Norskt BankID över OpenID Connect. En kund som startar en BankID-inloggning i produkten hamnar på en inloggningssida här."
        }
        (T::BankIdNoIntro, Lang::Nb) => {
            "Norsk BankID over OpenID Connect. En kunde som starter en BankID-innlogging i produktet, havner på en innloggingsside her."
        }
        (T::StaffIdpIntro, Lang::En) => {
            "The identity provider staff sign in with (OpenID Connect). The product opens its sign-in page in a popup."
        }
        (T::StaffIdpIntro, Lang::Sv) => {
            "Identitetsleverantören som personalen loggar in med (OpenID Connect). Produkten öppnar inloggningssidan i ett popup-fönster."
        }
        (T::StaffIdpIntro, Lang::Nb) => {
            "Identitetsleverandøren de ansatte logger inn med (OpenID Connect). Produktet åpner innloggingssiden i et popup-vindu."
        }
        (T::LoginRequestedBy, Lang::En) => "Sign-in requested by",
        (T::LoginRequestedBy, Lang::Sv) => "Inloggning begärd av",
        (T::LoginRequestedBy, Lang::Nb) => "Innlogging forespurt av",
        (T::BankIdNoLoginIntro, Lang::En) => {
            "Choose who signs in with BankID, then approve or cancel. The product receives the national identity number and the name."
        }
        (T::BankIdNoLoginIntro, Lang::Sv) => {
            "Välj vem som loggar in med BankID och godkänn eller avbryt. Produkten får personnumret och namnet."
        }
        (T::BankIdNoLoginIntro, Lang::Nb) => {
            "Velg hvem som logger inn med BankID, og godkjenn eller avbryt. Produktet får fødselsnummeret og navnet."
        }
        (T::StaffLoginIntro, Lang::En) => "Choose the staff account to sign in as.",
        (T::StaffLoginIntro, Lang::Sv) => "Välj vilket personalkonto du loggar in som.",
        (T::StaffLoginIntro, Lang::Nb) => "Velg hvilken ansattkonto du logger inn som.",
        (T::NationalIdentityNumber, Lang::En) => "National identity number (fødselsnummer)",
        (T::NationalIdentityNumber, Lang::Sv) => "Norskt personnummer (fødselsnummer)",
        (T::NationalIdentityNumber, Lang::Nb) => "Fødselsnummer",
        (T::SignIn, Lang::En) => "Sign in",
        (T::SignIn, Lang::Sv) => "Logga in",
        (T::SignIn, Lang::Nb) => "Logg inn",
        (T::EndWithError, Lang::En) => "End with an error",
        (T::EndWithError, Lang::Sv) => "Avsluta med ett fel",
        (T::EndWithError, Lang::Nb) => "Avslutt med en feil",
        (T::LoginGone, Lang::En) => {
            "This sign-in has expired or does not exist. Start again from the product."
        }
        (T::LoginGone, Lang::Sv) => {
            "Den här inloggningen har gått ut eller finns inte. Börja om från produkten."
        }
        (T::LoginGone, Lang::Nb) => {
            "Denne innloggingen er utløpt eller finnes ikke. Start på nytt fra produktet."
        }
        (T::LoginFinished, Lang::En) => "This sign-in is already finished.",
        (T::LoginFinished, Lang::Sv) => "Den här inloggningen är redan avslutad.",
        (T::LoginFinished, Lang::Nb) => "Denne innloggingen er allerede avsluttet.",
        (T::InvalidRequestTitle, Lang::En) => "The sign-in request is not valid",
        (T::InvalidRequestTitle, Lang::Sv) => "Inloggningsbegäran är ogiltig",
        (T::InvalidRequestTitle, Lang::Nb) => "Innloggingsforespørselen er ugyldig",
        (T::InvalidRequestHint, Lang::En) => {
            "The product sent a request this provider does not accept, and it cannot safely be sent back. Details:"
        }
        (T::InvalidRequestHint, Lang::Sv) => {
            "Produkten skickade en begäran som leverantören inte godtar, och den kan inte skickas tillbaka på ett säkert sätt. Detaljer:"
        }
        (T::InvalidRequestHint, Lang::Nb) => {
            "Produktet sendte en forespørsel som leverandøren ikke godtar, og den kan ikke sendes trygt tilbake. Detaljer:"
        }
        (T::PendingLogins, Lang::En) => "Sign-ins waiting",
        (T::PendingLogins, Lang::Sv) => "Väntande inloggningar",
        (T::PendingLogins, Lang::Nb) => "Ventende innlogginger",
        (T::NoPendingLogins, Lang::En) => {
            "No sign-in is waiting. Start one in the product, then refresh."
        }
        (T::NoPendingLogins, Lang::Sv) => {
            "Ingen inloggning väntar. Starta en i produkten och uppdatera sedan."
        }
        (T::NoPendingLogins, Lang::Nb) => {
            "Ingen innlogging venter. Start en i produktet, og oppdater deretter."
        }
        (T::Open, Lang::En) => "Open",
        (T::Open, Lang::Sv) => "Öppna",
        (T::Open, Lang::Nb) => "Åpne",
        (T::Issuer, Lang::En) => "Issuer",
        (T::Issuer, Lang::Sv) => "Utfärdare",
        (T::Issuer, Lang::Nb) => "Utsteder",
        (T::ClaimNames, Lang::En) => "National identity number claim",
        (T::ClaimNames, Lang::Sv) => "Claim med personnumret",
        (T::ClaimNames, Lang::Nb) => "Claim med fødselsnummeret",
        (T::RequestedScopes, Lang::En) => "Requested scopes",
        (T::RequestedScopes, Lang::Sv) => "Begärda scopes",
        (T::RequestedScopes, Lang::Nb) => "Forespurte scopes",
        (T::Email, Lang::En) => "E-mail",
        (T::Email, Lang::Sv | Lang::Nb) => "E-post",
        (T::Roles, Lang::En) => "Roles",
        (T::Roles, Lang::Sv | Lang::Nb) => "Roller",
        (T::Zoordinates, Lang::En) => "Coordinates (zoordinates)",
        (T::Zoordinates, Lang::Sv | Lang::Nb) => "Koordinater (zoordinates)",
        (T::NoRoles, Lang::En) => "none",
        (T::NoRoles, Lang::Sv) => "inga",
        (T::NoRoles, Lang::Nb) => "ingen",
        (T::UserId, Lang::En) => "User id",
        (T::UserId, Lang::Sv) => "Användar-id",
        (T::UserId, Lang::Nb) => "Bruker-id",
        (T::Continue, Lang::En) => "Continue",
        (T::Continue, Lang::Sv) => "Fortsätt",
        (T::Continue, Lang::Nb) => "Fortsett",
        (T::NoteDNumber, Lang::En) => "D-number (foreign national)",
        (T::NoteDNumber, Lang::Sv) => "D-nummer (utländsk medborgare)",
        (T::NoteDNumber, Lang::Nb) => "D-nummer (utenlandsk statsborger)",
        (T::NoteSynthetic, Lang::En) => "Synthetic test identity (Tenor, month + 80)",
        (T::NoteSynthetic, Lang::Sv) => "Syntetisk testidentitet (Tenor, månad + 80)",
        (T::NoteSynthetic, Lang::Nb) => "Syntetisk testidentitet (Tenor, måned + 80)",
        (T::NoteMinor, Lang::En) => "Under 18",
        (T::NoteMinor, Lang::Sv | Lang::Nb) => "Under 18 år",
        (T::NoteBrokerTestPerson, Lang::En) => "Idura (Criipto) documentation's test person",
        (T::NoteBrokerTestPerson, Lang::Sv) => "Testperson från Iduras (Criiptos) dokumentation",
        (T::NoteBrokerTestPerson, Lang::Nb) => "Testperson fra Iduras (Criiptos) dokumentasjon",
        (T::NoteDebtData, Lang::En) => "Has debt data in the debt register's test environment",
        (T::NoteDebtData, Lang::Sv) => "Har skulddata i skuldregistrets testmiljö",
        (T::NoteDebtData, Lang::Nb) => "Har gjeldsdata i gjeldsregisterets testmiljø",
        (T::NoteNone, Lang::En) => "Ordinary adult",
        (T::NoteNone, Lang::Sv) => "Vanlig vuxen",
        (T::NoteNone, Lang::Nb) => "Vanlig voksen",
        (T::Notes, Lang::En) => "Notes",
        (T::Notes, Lang::Sv) => "Anmärkning",
        (T::Notes, Lang::Nb) => "Merknad",
        (T::StaffAccounts, Lang::En) => "Staff accounts",
        (T::StaffAccounts, Lang::Sv) => "Personalkonton",
        (T::StaffAccounts, Lang::Nb) => "Ansattkontoer",
    }
}

fn parse_tag(tag: &str) -> Option<Lang> {
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

/// `?lang=` first, then the login's `ui_locales` (space-separated, in order of preference),
/// then `Accept-Language`.
pub fn page_lang(req: &HttpRequest, ui_locales: Option<&str>) -> Lang {
    let asked = req
        .query_string()
        .split('&')
        .any(|pair| pair.starts_with("lang="));
    if asked {
        return Lang::from_request(req);
    }
    ui_locales
        .and_then(|locales| locales.split(' ').find_map(parse_tag))
        .unwrap_or_else(|| Lang::from_request(req))
}
