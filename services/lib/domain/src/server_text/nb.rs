//! Norwegian Bokmål: the English text (the key) and its translation. Values in braces are kept
//! as they are; the catalogue puts them in.

pub(super) const TEXTS: &[(&str, &str)] = &[
    ("A bank is named twice", "En bank er oppgitt to ganger"),
    (
        "A bank partner needs at least one bank",
        "En bankpartner må ha minst én bank",
    ),
    (
        "A country's calculation settings were changed by someone else since you opened them; reload them and make your change again",
        "Beregningsinnstillingene for et land er endret av noen andre siden du åpnet dem; last dem inn på nytt og gjør endringen din igjen",
    ),
    (
        "A customer with this personal id exists in this country",
        "Det finnes allerede en kunde med dette personnummeret i dette landet",
    ),
    ("A day off has no hours", "En fridag har ingen arbeidstid"),
    (
        "A deactivation of this application is already waiting for review",
        "Det finnes allerede en forespørsel om deaktivering av denne søknaden som venter på behandling",
    ),
    ("A file is required", "En fil er påkrevd"),
    (
        "A meeting ends after it starts and lasts {min} minutes to 8 hours",
        "Et møte må slutte etter at det starter og vare fra {min} minutter til 8 timer",
    ),
    (
        "A name part must be 2 to 100 characters",
        "Hver del av navnet må være 2 til 100 tegn",
    ),
    (
        "Action must be one of read, received, deleted",
        "Handlingen må være en av read, received, deleted",
    ),
    (
        "An account with the email {0} exists already",
        "Det finnes allerede en konto med e-postadressen {0}",
    ),
    (
        "An application cannot go from {from} to {to}",
        "En søknad kan ikke gå fra {from} til {to}",
    ),
    (
        "An application has exactly one main applicant",
        "En søknad har nøyaktig én hovedsøker",
    ),
    (
        "Another person has the Sverker id {0}",
        "En annen person har allerede Sverker-id {0}",
    ),
    ("Applicant is required", "Søker er påkrevd"),
    ("Application not found", "Fant ikke søknaden"),
    ("Assignee is deactivated", "Saksbehandleren er deaktivert"),
    ("Assignee is required", "Saksbehandler er påkrevd"),
    ("Assignee not found", "Fant ikke saksbehandleren"),
    (
        "At least one notification id is required",
        "Minst én varslings-id er påkrevd",
    ),
    ("At most 20 banks", "Høyst 20 banker"),
    ("At most 200 at once", "Høyst 200 om gangen"),
    (
        "At most 200 lead ids, each a lead id",
        "Høyst 200 lead-id-er, og hver må være en lead-id",
    ),
    ("At most 30 roles", "Høyst 30 roller"),
    ("At most 50 coordinates", "Høyst 50 koordinater"),
    (
        "At most one id per telephony provider",
        "Høyst én id per telefonileverandør",
    ),
    (
        "At most {max} applications at once",
        "Høyst {max} søknader om gangen",
    ),
    (
        "At most {max} notification ids at once",
        "Høyst {max} varslings-id-er om gangen",
    ),
    ("At most {max} ids per call", "Høyst {max} id-er per kall"),
    ("At most {max} incomes", "Høyst {max} inntekter"),
    ("At most {max} at once", "Høyst {max} om gangen"),
    ("Bank ids start at 1", "Bank-id-er starter på 1"),
    ("Bank partner not found", "Fant ikke bankpartneren"),
    (
        "Bank partners sign in on the bank partner portal",
        "Bankpartnere logger inn i bankpartnerportalen",
    ),
    ("Bank {0} not found", "Fant ikke bank {0}"),
    (
        "Cannot read request body: {error}",
        "Kan ikke lese innholdet i forespørselen: {error}",
    ),
    ("Choose 1 to 20 banks", "Velg 1 til 20 banker"),
    ("Choose 1 to {max} banks", "Velg 1 til {max} banker"),
    (
        "Complete the application before sending it to banks",
        "Fullfør søknaden før du sender den til bankene",
    ),
    (
        "Content-Type must be application/json",
        "Content-Type må være application/json",
    ),
    (
        "Content-Type must be application/x-www-form-urlencoded",
        "Content-Type må være application/x-www-form-urlencoded",
    ),
    (
        "Coordinate {0} is not one of yours",
        "Koordinat {0} er ikke en av dine",
    ),
    ("Country must be SE or NO", "Landet må være SE eller NO"),
    (
        "Customer ids are whole numbers from 1",
        "Kunde-id-er er heltall fra og med 1",
    ),
    (
        "Customer {0} has no e-mail address in the customer register; add one there first",
        "Kunde {0} har ingen e-postadresse i kunderegisteret; legg inn en der først",
    ),
    (
        "Customer {customer_id} ({place}) is not an applicant of this application",
        "Kunde {customer_id} ({place}) er ikke søker på denne søknaden",
    ),
    (
        "Customer {customer_id} ({place}) is not in the customer register",
        "Kunde {customer_id} ({place}) finnes ikke i kunderegisteret",
    ),
    (
        "Customer {customer_id} is not an applicant of this application",
        "Kunde {customer_id} er ikke søker på denne søknaden",
    ),
    ("Customer {id} is erased", "Kunde {id} er slettet"),
    (
        "Customer {id} is on the application twice; each person takes one place",
        "Kunde {id} står to ganger på søknaden; hver person kan bare ha én plass",
    ),
    (
        "Deactivation request not found",
        "Fant ikke forespørselen om deaktivering",
    ),
    (
        "Disbursement needs an approved AML review of the application",
        "Utbetaling krever en godkjent AML-kontroll av søknaden",
    ),
    ("Document not found", "Fant ikke dokumentet"),
    (
        "E-mail delivery is unavailable, try again shortly",
        "E-postutsending er ikke tilgjengelig akkurat nå, prøv igjen om litt",
    ),
    ("Each must be a bank id", "Hver må være en bank-id"),
    ("Email is required", "E-post er påkrevd"),
    ("Employee not found", "Fant ikke den ansatte"),
    (
        "Expected a websocket upgrade: {error}",
        "Forventet en WebSocket-oppgradering: {error}",
    ),
    ("Give 1 to 50 coordinates", "Oppgi 1 til 50 koordinater"),
    (
        "Give 1 to {max} applicants, one of them the main applicant",
        "Oppgi 1 til {max} søkere, hvorav én er hovedsøker",
    ),
    (
        "Give 1 to {max} customer ids",
        "Oppgi 1 til {max} kunde-id-er",
    ),
    (
        "Give 1 to {max} reference numbers",
        "Oppgi 1 til {max} referansenumre",
    ),
    ("Give 1 to {max} values", "Oppgi 1 til {max} verdier"),
    (
        "Give a comment or a document",
        "Oppgi en kommentar eller et dokument",
    ),
    (
        "Give the application or the lead the meeting is about, one of them",
        "Oppgi enten søknaden eller leadet som møtet gjelder, ikke begge",
    ),
    (
        "Give the application's loan amount before calculating its budget",
        "Oppgi lånebeløpet på søknaden før du beregner budsjettet",
    ),
    ("Give the time the day ends", "Oppgi når dagen slutter"),
    ("Give the time the day starts", "Oppgi når dagen starter"),
    ("Handler not found", "Fant ikke saksbehandleren"),
    (
        "Invalid or expired one-time code",
        "Ugyldig eller utløpt engangskode",
    ),
    ("Invalid token", "Ugyldig token"),
    (
        "Invalid webhook credentials",
        "Ugyldig påloggingsinformasjon for webhooken",
    ),
    ("Invalid zoordinate", "Ugyldig koordinat"),
    ("Invitation not found", "Fant ikke invitasjonen"),
    (
        "Lead id must be a positive number",
        "Lead-id må være et positivt tall",
    ),
    ("Lead not found", "Fant ikke leadet"),
    ("Lead {0} not found", "Fant ikke lead {0}"),
    ("Meeting not found", "Fant ikke møtet"),
    ("Must be 1 or more", "Må være 1 eller mer"),
    ("Must be 1 to 366 days", "Må være 1 til 366 dager"),
    ("Must be 1 to {max} characters", "Må være 1 til {max} tegn"),
    ("Must be 1 to {max}", "Må være 1 til {max}"),
    ("Must be 2 to 100 characters", "Må være 2 til 100 tegn"),
    (
        "Must be APARTMENT, HOUSE, TOWNHOUSE or HOLIDAY_HOME",
        "Må være APARTMENT, HOUSE, TOWNHOUSE eller HOLIDAY_HOME",
    ),
    (
        "Must be APPROVED or REJECTED",
        "Må være APPROVED eller REJECTED",
    ),
    (
        "Must be PHONE, VIDEO or OFFICE",
        "Må være PHONE, VIDEO eller OFFICE",
    ),
    (
        "Must be REFINANCE, PRE_APPROVAL or BUY",
        "Må være REFINANCE, PRE_APPROVAL eller BUY",
    ),
    ("Must be SE or NO", "Må være SE eller NO"),
    (
        "Must be a PDF, PNG or JPEG file",
        "Må være en PDF-, PNG- eller JPEG-fil",
    ),
    (
        "Must be a Swedish or Norwegian personal id",
        "Må være et svensk eller norsk personnummer",
    ),
    ("Must be a UUID", "Må være en UUID"),
    ("Must be a bank id", "Må være en bank-id"),
    ("Must be a customer id", "Må være en kunde-id"),
    (
        "Must be a customer id (a whole number from 1)",
        "Må være en kunde-id (et heltall fra og med 1)",
    ),
    (
        "Must be a date (YYYY-MM-DD) from today to {max} days ahead",
        "Må være en dato (ÅÅÅÅ-MM-DD) fra i dag og opptil {max} dager frem i tid",
    ),
    ("Must be a date, YYYY-MM-DD", "Må være en dato, ÅÅÅÅ-MM-DD"),
    (
        "Must be a deactivation request id",
        "Må være id-en til en forespørsel om deaktivering",
    ),
    ("Must be a document id", "Må være en dokument-id"),
    ("Must be a lead id", "Må være en lead-id"),
    ("Must be a meeting id", "Må være en møte-id"),
    (
        "Must be a mortgage application's reference number, e.g. MOSE1001",
        "Må være referansenummeret til en boliglånssøknad, f.eks. MOSE1001",
    ),
    (
        "Must be a phone number in international form, e.g. +46701234567",
        "Må være et telefonnummer i internasjonalt format, f.eks. +46701234567",
    ),
    (
        "Must be a product code such as MO",
        "Må være en produktkode, for eksempel MO",
    ),
    (
        "Must be a product code, e.g. MO",
        "Må være en produktkode, f.eks. MO",
    ),
    ("Must be a time", "Må være et klokkeslett"),
    (
        "Must be a time of day, HH:MM",
        "Må være et klokkeslett, HH:MM",
    ),
    ("Must be a valid email", "Må være en gyldig e-postadresse"),
    ("Must be a valid user id", "Må være en gyldig bruker-id"),
    (
        "Must be a whole amount from 1 to {max}",
        "Må være et helt beløp fra 1 til {max}",
    ),
    (
        "Must be above 0 and at most 30 percent (3000)",
        "Må være over 0 og høyst 30 prosent (3000)",
    ),
    (
        "Must be after `from`, at most {max} days later",
        "Må være etter `from`, høyst {max} dager senere",
    ),
    ("Must be an application id", "Må være en søknads-id"),
    (
        "Must be an application's reference number, e.g. MOSE1234",
        "Må være referansenummeret til en søknad, f.eks. MOSE1234",
    ),
    ("Must be an e-mail address", "Må være en e-postadresse"),
    (
        "Must be an employee's user id",
        "Må være bruker-id-en til en ansatt",
    ),
    ("Must be an invitation id", "Må være en invitasjons-id"),
    ("Must be an offer id", "Må være en tilbuds-id"),
    (
        "Must be at least an hour after the start",
        "Må være minst én time etter starten",
    ),
    (
        "Must be at most 100 characters, without NUL",
        "Må være høyst 100 tegn, uten NUL",
    ),
    (
        "Must be at most 100000 characters",
        "Må være høyst 100000 tegn",
    ),
    ("Must be at most 255 characters", "Må være høyst 255 tegn"),
    ("Must be at most 4096 characters", "Må være høyst 4096 tegn"),
    ("Must be at most 64 characters", "Må være høyst 64 tegn"),
    (
        "Must be at most 64 characters, without NUL",
        "Må være høyst 64 tegn, uten NUL",
    ),
    (
        "Must be at most {max} characters",
        "Må være høyst {max} tegn",
    ),
    ("Must be at most {max} MB", "Må være høyst {max} MB"),
    ("Must be bank statuses", "Må være bankstatuser"),
    ("Must be from 0 to 20", "Må være fra 0 til 20"),
    ("Must be from 0 to {max}", "Må være fra 0 til {max}"),
    ("Must be from 1 to 10000", "Må være fra 1 til 10000"),
    ("Must be from 1 to {max}", "Må være fra 1 til {max}"),
    ("Must be from {min} to {max}", "Må være fra {min} til {max}"),
    (
        "Must be id, credit, pep or externally_verified_credits",
        "Må være id, credit, pep eller externally_verified_credits",
    ),
    (
        "Must be in international format, e.g. +46701234567",
        "Må være i internasjonalt format, f.eks. +46701234567",
    ),
    (
        "Must be on the hour or the half hour",
        "Må være på hel eller halv time",
    ),
    (
        "Must be one of 5, 10, 25, 50",
        "Må være en av 5, 10, 25, 50",
    ),
    (
        "Must be one of created, received, read, deleted",
        "Må være en av created, received, read, deleted",
    ),
    ("Must be one of en, sv, nb", "Må være en av en, sv, nb"),
    (
        "Must be one of pni, phone_number, email, sverker_id, id, name",
        "Må være en av pni, phone_number, email, sverker_id, id, name",
    ),
    (
        "Must be one of read, received, deleted",
        "Må være en av read, received, deleted",
    ),
    ("Must be one of {values}", "Må være en av {values}"),
    ("Must be the version you read", "Må være versjonen du leste"),
    (
        "Must be valid notification ids",
        "Må være gyldige varslings-id-er",
    ),
    (
        "Must be {min} to {max} months",
        "Må være {min} til {max} måneder",
    ),
    ("Must not be empty", "Må ikke være tomt"),
    (
        "Must not contain NUL characters",
        "Må ikke inneholde NUL-tegn",
    ),
    (
        "Must not contain control characters",
        "Må ikke inneholde kontrolltegn",
    ),
    (
        "No customer with this personal id",
        "Ingen kunde med dette personnummeret",
    ),
    ("No customer {id}", "Ingen kunde med id {id}"),
    (
        "No such document attached to this application",
        "Søknaden har ikke noe slikt dokument vedlagt",
    ),
    ("Not a document type", "Er ikke en dokumenttype"),
    (
        "Not a multipart/form-data upload: {error}",
        "Ikke en multipart/form-data-opplasting: {error}",
    ),
    (
        "Not a valid personal id number for {country}",
        "Ikke et gyldig personnummer for {country}",
    ),
    ("Not authenticated", "Ikke autentisert"),
    ("Not found", "Ikke funnet"),
    ("OTP is required", "Engangskode er påkrevd"),
    (
        "OTP must be 6 to 8 characters",
        "Engangskoden må være 6 til 8 tegn",
    ),
    ("Offer not found", "Fant ikke tilbudet"),
    ("One header, first", "Bare én header, og den må komme først"),
    (
        "Only one {provider} id per person",
        "Bare én {provider}-id per person",
    ),
    ("Out of range", "Utenfor gyldig område"),
    ("Password is required", "Passord er påkrevd"),
    ("Personal id number is required", "Personnummer er påkrevd"),
    ("Profile is required", "Profil er påkrevd"),
    ("Purpose is required", "Formål er påkrevd"),
    ("Recipient is required", "Mottaker er påkrevd"),
    (
        "Request body is not valid JSON",
        "Innholdet i forespørselen er ikke gyldig JSON",
    ),
    (
        "Request body must be a JSON object",
        "Innholdet i forespørselen må være et JSON-objekt",
    ),
    (
        "Roles must be at most 100 names of 1 to 100 characters",
        "Roller må være høyst 100 navn på 1 til 100 tegn",
    ),
    (
        "Service temporarily unavailable",
        "Tjenesten er midlertidig utilgjengelig",
    ),
    ("Session id is required", "Økt-id er påkrevd"),
    ("Settings are required", "Innstillinger er påkrevd"),
    ("Something went wrong", "Noe gikk galt"),
    (
        "Status must be one of created, received, read, deleted",
        "Status må være en av created, received, read, deleted",
    ),
    ("Subject is required", "Emne er påkrevd"),
    ("Text is required", "Tekst er påkrevd"),
    (
        "The application has a property already; change it instead",
        "Søknaden har allerede en eiendom; endre den i stedet",
    ),
    (
        "The application has no property yet",
        "Søknaden har ingen eiendom ennå",
    ),
    ("The application is active", "Søknaden er aktiv"),
    ("The application is deactivated", "Søknaden er deaktivert"),
    (
        "The application is {0}: it takes no new offer",
        "Søknaden har status {0} og tar ikke imot nye tilbud",
    ),
    (
        "The application is {status} at your bank, so it cannot be {action}",
        "Søknaden har status {status} hos banken din, så den kan ikke {action}",
    ),
    (
        "The application was changed by someone else since you opened it; reload it and make your change again",
        "Søknaden er endret av noen andre siden du åpnet den; last den inn på nytt og gjør endringen din igjen",
    ),
    (
        "The application was not sent to {0}",
        "Søknaden ble ikke sendt til {0}",
    ),
    (
        "The application's assignee cannot review its AML; another mortgage admin must",
        "Søknadens saksbehandler kan ikke utføre AML-kontrollen; det må en annen boliglånsadministrator gjøre",
    ),
    ("The callback is required", "Callback er påkrevd"),
    (
        "The content is not a {declared} file",
        "Innholdet er ikke en {declared}-fil",
    ),
    ("The country must be SE or NO", "Landet må være SE eller NO"),
    (
        "The customer accepted {0}'s offer; the application cannot be withdrawn from it",
        "Kunden har akseptert tilbudet fra {0}; søknaden kan ikke trekkes tilbake fra denne banken",
    ),
    (
        "The customer has no document {id}",
        "Kunden har ikke noe dokument {id}",
    ),
    (
        "The customer register is unavailable, try again shortly",
        "Kunderegisteret er ikke tilgjengelig akkurat nå, prøv igjen om litt",
    ),
    (
        "The deactivation request has been reviewed already",
        "Forespørselen om deaktivering er allerede behandlet",
    ),
    (
        "The form holds one field, `file`",
        "Skjemaet skal ha ett felt, `file`",
    ),
    ("The header comes first", "Headeren må komme først"),
    (
        "The identity provider's answer could not be verified",
        "Svaret fra identitetsleverandøren kunne ikke verifiseres",
    ),
    (
        "The lead's submission failed its checks; reprocess it before converting it",
        "Innsendingen av leadet besto ikke kontrollene; behandle det på nytt før du konverterer det",
    ),
    ("The meeting is cancelled", "Møtet er avlyst"),
    (
        "The offer is no longer open",
        "Tilbudet er ikke lenger åpent",
    ),
    (
        "The offer was valid until {0}; ask the bank for a new one",
        "Tilbudet var gyldig til {0}; be banken om et nytt",
    ),
    (
        "The partner is blocked or deactivated and cannot sign in",
        "Partneren er sperret eller deaktivert og kan ikke logge inn",
    ),
    (
        "The password must be 12 to 128 characters",
        "Passordet må være 12 til 128 tegn",
    ),
    (
        "The password must hold a letter and a digit",
        "Passordet må inneholde minst én bokstav og ett siffer",
    ),
    (
        "The password must not contain your e-mail address",
        "Passordet kan ikke inneholde e-postadressen din",
    ),
    ("The product must be mortgage", "Produktet må være boliglån"),
    (
        "The property was changed by someone else since you opened it; reload it and make your change again",
        "Eiendommen er endret av noen andre siden du åpnet den; last den inn på nytt og gjør endringen din igjen",
    ),
    (
        "The provider did not answer; the failed check is stored and can be run again",
        "Leverandøren svarte ikke; den mislykkede kontrollen er lagret og kan kjøres på nytt",
    ),
    (
        "The sign-in was cancelled at the identity provider",
        "Innloggingen ble avbrutt hos identitetsleverandøren",
    ),
    (
        "The upload's size does not match what was received",
        "Størrelsen på opplastingen stemmer ikke med det som ble mottatt",
    ),
    (
        "The valuation provider is unavailable, try again shortly",
        "Leverandøren av verdivurderinger er ikke tilgjengelig akkurat nå, prøv igjen om litt",
    ),
    (
        "The valuation provider knows no property at this address",
        "Leverandøren av verdivurderinger finner ingen eiendom på denne adressen",
    ),
    (
        "There is no ZRM account for {0}; talk to your team leader",
        "Det finnes ingen ZRM-konto for {0}; snakk med teamlederen din",
    ),
    (
        "This document was sent to {0} already",
        "Dette dokumentet er allerede sendt til {0}",
    ),
    ("This field is required", "Dette feltet er påkrevd"),
    (
        "This is for bank partners only",
        "Dette er bare for bankpartnere",
    ),
    ("This is for staff only", "Dette er bare for ansatte"),
    (
        "This link is no longer valid; ask your contact at ZRM for a new one",
        "Denne lenken er ikke lenger gyldig; be kontaktpersonen din i ZRM om en ny",
    ),
    (
        "This number has been sent {0} SMS in the last hour, the most it may get; try again later",
        "Nummeret har fått {0} SMS den siste timen, så mange det kan få; prøv igjen senere",
    ),
    (
        "This sign-in has expired or was already used; please start it again",
        "Denne innloggingen er utløpt eller allerede brukt; start på nytt",
    ),
    ("Token expired", "Tokenet er utløpt"),
    ("Token revoked", "Tokenet er tilbakekalt"),
    ("Unknown field", "Ukjent felt"),
    ("Unknown kind", "Ukjent type"),
    ("Unknown platform", "Ukjent plattform"),
    ("Unknown status", "Ukjent status"),
    ("Unknown substatus", "Ukjent understatus"),
    ("User id is required", "Bruker-id er påkrevd"),
    ("Write 1 to {max} characters", "Skriv 1 til {max} tegn"),
    ("Write at most {max} characters", "Skriv høyst {max} tegn"),
    (
        "Wrong username or password",
        "Feil brukernavn eller passord",
    ),
    (
        "You cannot block or deactivate your own account",
        "Du kan ikke sperre eller deaktivere din egen konto",
    ),
    (
        "You cannot review your own deactivation request; another mortgage admin must",
        "Du kan ikke behandle din egen forespørsel om deaktivering; det må en annen boliglånsadministrator gjøre",
    ),
    (
        "You do not have the role needed for this",
        "Du har ikke rollen som trengs for dette",
    ),
    (
        "You do not work at that desk (product and country)",
        "Du jobber ikke ved den avdelingen (produkt og land)",
    ),
    (
        "Your ZRM account is blocked; talk to your team leader",
        "ZRM-kontoen din er sperret; snakk med teamlederen din",
    ),
    (
        "Your ZRM account is deactivated; talk to your team leader",
        "ZRM-kontoen din er deaktivert; snakk med teamlederen din",
    ),
    (
        "Zoordinate {requested} is not one of yours",
        "Koordinat {requested} er ikke en av dine",
    ),
    (
        "Method not allowed; this path accepts {methods}",
        "Metoden er ikke tillatt; denne stien godtar {methods}",
    ),
    (
        "Too many failed attempts; try again in {wait}",
        "For mange mislykkede forsøk; prøv igjen om {wait}",
    ),
    ("{seconds} seconds", "{seconds} sekunder"),
    ("1 minute", "1 minutt"),
    ("{minutes} minutes", "{minutes} minutter"),
    (
        "Request body must be at most {limit} bytes",
        "Innholdet i forespørselen kan være høyst {limit} byte",
    ),
    (
        "Service temporarily unavailable, please try again",
        "Tjenesten er midlertidig utilgjengelig, prøv igjen",
    ),
    ("Must be a whole number", "Må være et heltall"),
    ("Number is out of range", "Tallet er utenfor gyldig område"),
    ("Must be true or false", "Må være true eller false"),
    ("Invalid value", "Ugyldig verdi"),
    (
        "Invalid type: {found}, expected {expected}",
        "Ugyldig type: {found}, forventet {expected}",
    ),
    ("Must be a number", "Må være et tall"),
    ("Invalid request", "Ugyldig forespørsel"),
    ("Not allowed", "Ikke tillatt"),
    ("Conflict", "Konflikt"),
    (
        "invalid {country} personal id: {problem}",
        "Ugyldig personnummer ({country}): {problem}",
    ),
    (
        "the check digit does not match",
        "kontrollsifferet stemmer ikke",
    ),
    (
        "the digits do not form a real birth date",
        "sifrene danner ikke en gyldig fødselsdato",
    ),
    (
        "the birth date is in the future",
        "fødselsdatoen er i fremtiden",
    ),
    (
        "the individual number does not belong to any century for this birth year",
        "individnummeret hører ikke til noe århundre for dette fødselsåret",
    ),
    ("expected {expected}", "forventet {expected}"),
    ("11 digits DDMMYYNNNNN", "11 sifre DDMMÅÅNNNNN"),
    (
        "invalid {country} postal code: expected {expected}",
        "Ugyldig postnummer ({country}): forventet {expected}",
    ),
    ("five digits, e.g. 114 55", "fem sifre, f.eks. 114 55"),
    ("four digits, e.g. 0150", "fire sifre, f.eks. 0150"),
    ("customer {id} not found", "Kunde {id} finnes ikke"),
    ("document {id} not found", "Dokument {id} finnes ikke"),
    ("customer {id} is erased", "Kunde {id} er slettet"),
    (
        "{field}: you work for no bank with {country} {product}",
        "{field}: du jobber ikke for noen bank med {country} {product}",
    ),
    // What a bank partner cannot do to an application (nested in the text above).
    ("taken up", "tas opp"),
    ("declined", "avslås"),
    ("disbursed", "utbetales"),
    (
        "Give a phone number or a customer id",
        "Oppgi et telefonnummer eller en kunde-ID",
    ),
    (
        "The customer has not consented to SMS marketing",
        "Kunden har ikke samtykket til markedsføring på SMS",
    ),
    (
        "The customer is blocked from contact",
        "Kunden er sperret for kontakt",
    ),
    (
        "The customer is erased and may not be contacted",
        "Kunden er slettet og kan ikke kontaktes",
    ),
    (
        "The customer has no phone number",
        "Kunden har ikke noe telefonnummer",
    ),
    (
        "This number belongs to too many customers; write to one of them by their customer id",
        "Nummeret tilhører for mange kunder; skriv til en av dem via kunde-ID",
    ),
    (
        "No SMS from this number waits for a customer",
        "Ingen SMS fra dette nummeret venter på en kunde",
    ),
    ("No customer with this id", "Ingen kunde med denne ID-en"),
    (
        "Too many requests; try again later",
        "For mange forespørsler; prøv igjen senere",
    ),
    (
        "Give either customer_id, or phone_number and country, not both",
        "Oppgi enten customer_id, eller phone_number og country, ikke begge",
    ),
    (
        "Give either customer_id, or phone_number and country",
        "Oppgi enten customer_id, eller phone_number og country",
    ),
    (
        "Must be a phone number in E.164 or as dialled in the country",
        "Må være et telefonnummer i E.164-format eller slik det slås i landet",
    ),
    (
        "Must be an application reference (MOSE1001) or a lead id",
        "Må være et søknadsnummer (MOSE1001) eller en lead-ID",
    ),
    (
        "Give customer_id, pni or phone_number",
        "Oppgi customer_id, pni eller phone_number",
    ),
    ("Must be one of SE, NO", "Må være en av SE, NO"),
    ("At most {max} customer ids", "Høyst {max} kunde-ID-er"),
    (
        "This stream answers Accept: text/event-stream only",
        "Denne strømmen svarer bare på Accept: text/event-stream",
    ),
    ("At most {max} conversations", "Høyst {max} samtaler"),
    (
        "Item {index}, {field}: {detail}",
        "Element {index}, {field}: {detail}",
    ),
    (
        "Template error on line {line}: {detail}",
        "Malfeil på linje {line}: {detail}",
    ),
    ("Template error: {detail}", "Malfeil: {detail}"),
    (
        "The variable {variable} is not offered by this event",
        "Variabelen {variable} finnes ikke for denne hendelsen",
    ),
    ("The rendered text is empty", "Den ferdige teksten er tom"),
    (
        "The rendered text is longer than {max} characters",
        "Den ferdige teksten er lengre enn {max} tegn",
    ),
    (
        "This event does not happen for the product",
        "Denne hendelsen finnes ikke for produktet",
    ),
    (
        "This event's messages are about an application or lead: give its reference",
        "Meldinger for denne hendelsen gjelder en søknad eller et lead: oppgi referansen",
    ),
    (
        "The customer has no country on record",
        "Kunden har ikke noe land registrert",
    ),
    (
        "There is no template for this event in the customer's country",
        "Det finnes ingen mal for denne hendelsen i kundens land",
    ),
    (
        "The customer has not consented to marketing e-mail",
        "Kunden har ikke samtykket til markedsføring på e-post",
    ),
    (
        "The customer has no e-mail address",
        "Kunden har ingen e-postadresse",
    ),
    (
        "The customer's e-mail address cannot be written to",
        "Det går ikke å sende til kundens e-postadresse",
    ),
    ("Must be one of email, sms", "Må være email eller sms"),
    (
        "Must be one of MO, UL, CC, LI, AI",
        "Må være en av MO, UL, CC, LI, AI",
    ),
    (
        "Must be an event of the catalogue",
        "Må være en hendelse i katalogen",
    ),
    ("An SMS has no subject", "En SMS har ingen emnelinje"),
    ("An SMS has no attachments", "En SMS har ingen vedlegg"),
    (
        "Must be at most {max} items",
        "Kan ha høyst {max} elementer",
    ),
    ("Must be attachment ids", "Må være ID-er for vedlegg"),
    ("There is no such template", "Det finnes ingen slik mal"),
    (
        "No attachment with this id",
        "Det finnes ikke noe vedlegg med denne ID-en",
    ),
    (
        "Must be a file name of 1 to {max} characters, without a folder",
        "Må være et filnavn på 1 til {max} tegn, uten mappe",
    ),
    ("The file is empty", "Filen er tom"),
    (
        "The file is larger than {max} MB",
        "Filen er større enn {max} MB",
    ),
    (
        "The file's content is not of the type given",
        "Filens innhold er ikke av den oppgitte typen",
    ),
    (
        "The file must be a PDF, PNG or JPEG file",
        "Filen må være en PDF-, PNG- eller JPEG-fil",
    ),
    ("Lead assigned", "Lead tildelt"),
    (
        "Lead {lead_id} ({applicant}) was assigned to you",
        "Lead {lead_id} ({applicant}) er tildelt deg",
    ),
    (
        "Lead {lead_id} was assigned to you",
        "Lead {lead_id} er tildelt deg",
    ),
    ("Offer received", "Tilbud mottatt"),
    (
        "{bank} made an offer of {amount} on application {reference}",
        "{bank} har gitt et tilbud på {amount} på søknad {reference}",
    ),
    ("Bank message received", "Melding fra bank"),
    (
        "{bank} wrote about application {reference}",
        "{bank} skrev om søknad {reference}",
    ),
    ("Application disbursed", "Lån utbetalt"),
    (
        "{bank} paid out {amount} on application {reference}",
        "{bank} utbetalte {amount} på søknad {reference}",
    ),
    ("SMS received", "SMS mottatt"),
    (
        "New SMS from {number} about application {reference}",
        "Ny SMS fra {number} om søknad {reference}",
    ),
    (
        "New SMS from {number} about lead {lead_id}",
        "Ny SMS fra {number} om lead {lead_id}",
    ),
    ("Application assigned", "Søknad tildelt"),
    (
        "Application {reference} ({applicant}) was assigned to you",
        "Søknad {reference} ({applicant}) er tildelt deg",
    ),
    (
        "Application {reference} was assigned to you",
        "Søknad {reference} er tildelt deg",
    ),
    ("Internal comment", "Intern kommentar"),
    (
        "{author} commented on application {reference}",
        "{author} kommenterte søknad {reference}",
    ),
    (
        "A colleague commented on application {reference}",
        "En kollega kommenterte søknad {reference}",
    ),
    (
        "Give an application or lead, or a sender",
        "Oppgi en søknad eller et lead, eller en avsender",
    ),
    (
        "This sign-in has expired or was already used; please start again",
        "Innloggingen er utløpt eller allerede brukt; start på nytt",
    ),
    (
        "Must be a page of the customer area",
        "Må være en side i kundeområdet",
    ),
    (
        "This site signs in customers of another country",
        "Dette nettstedet logger inn kunder i et annet land",
    ),
    ("This is for customers only", "Dette er kun for kunder"),
    (
        "Weekdays 8–20, weekends 10–16 (Swedish time)",
        "Hverdager 8–20, helger 10–16 (svensk tid)",
    ),
    (
        "Weekdays 8–18 (Norwegian time)",
        "Hverdager 8–18 (norsk tid)",
    ),
    (
        "Must be {product} for {country}",
        "Må være {product} for {country}",
    ),
    (
        "This customer was erased from the register",
        "Kunden er slettet fra registeret",
    ),
    (
        "The callback query must be at most 4096 characters",
        "Tilbakekallets spørring kan være maks 4096 tegn",
    ),
    (
        "Must be the ticket of a started sign-in (32 hexadecimal digits)",
        "Må være billetten til en påbegynt innlogging (32 heksadesimale sifre)",
    ),
    ("BankID (Sweden)", "BankID (Sverige)"),
    ("BankID (Norway)", "BankID (Norge)"),
    (
        "The provider's answer names no sign-in (no state)",
        "Leverandørens svar angir ingen innlogging (ingen state)",
    ),
    (
        "An employee cannot give or dismiss consents on the customer's behalf",
        "En ansatt kan ikke gi eller avvise samtykker på kundens vegne",
    ),
    ("Must be true", "Må være true"),
    (
        "Give either consents or dismissed_consents_popup, not both",
        "Oppgi enten consents eller dismissed_consents_popup, ikke begge",
    ),
    (
        "Give either consents or dismissed_consents_popup",
        "Oppgi enten consents eller dismissed_consents_popup",
    ),
    (
        "The debt register is for customers in Norway",
        "Gjeldsregisteret er for kunder i Norge",
    ),
    (
        "An employee cannot give, renew or withdraw the debt-register consent on the customer's behalf",
        "En ansatt kan ikke gi, fornye eller trekke tilbake samtykket til gjeldsregisteret på kundens vegne",
    ),
    (
        "This consent has expired, was already completed or belongs to another session; please start again",
        "Samtykket har utløpt, er allerede fullført eller hører til en annen økt; start på nytt",
    ),
    (
        "Must be the state of a begun consent (32 hexadecimal digits)",
        "Må være state for et påbegynt samtykke (32 heksadesimale sifre)",
    ),
    (
        "The debt register holds Norwegian customers only",
        "Gjeldsregisteret gjelder bare norske kunder",
    ),
    (
        "No active debt-register consent: give one first",
        "Ingen gyldig samtykke til gjeldsregisteret: gi et først",
    ),
    (
        "The debt register no longer honours the consent (expired or withdrawn): give a new one",
        "Gjeldsregisteret godtar ikke lenger samtykket (utløpt eller trukket tilbake): gi et nytt",
    ),
    (
        "Must be an absolute http(s) URL",
        "Må være en absolutt http(s)-URL",
    ),
    (
        "The consent's code is unknown, expired or already used: give the consent again",
        "Samtykkets kode er ukjent, utløpt eller allerede brukt: gi samtykket på nytt",
    ),
    (
        "The debt-register consent was given by another person than the customer",
        "Samtykket til gjeldsregisteret ble gitt av en annen person enn kunden",
    ),
    (
        "The customer is blocked: no checks are run",
        "Kunden er sperret: ingen kontroller kjøres",
    ),
    (
        "The customer has not given the debt-register consent",
        "Kunden har ikke gitt samtykke til gjeldsregisteret",
    ),
    (
        "{provider} did not answer in time; the check can be run again",
        "{provider} svarte ikke i tide; kontrollen kan kjøres på nytt",
    ),
    (
        "{provider} could not be reached or answered an error; the check can be run again",
        "{provider} kunne ikke nås eller svarte med en feil; kontrollen kan kjøres på nytt",
    ),
    ("The debt register", "Gjeldsregisteret"),
    ("The credit bureau", "Kredittopplysningen"),
    ("The PEP screening", "PEP-kontrollen"),
    ("Must be 1000 to 10000", "Må være 1000 til 10000"),
    ("Must be in steps of {step}", "Må være i trinn på {step}"),
    (
        "Must be at most {max}, the highest amount this insurance takes",
        "Kan være høyst {max}, det høyeste beløpet forsikringen tar",
    ),
    (
        "This insurance is not sold to customers in this country",
        "Forsikringen selges ikke til kunder i dette landet",
    ),
    (
        "Not possible while the insurance is {state}",
        "Ikke mulig mens forsikringen er {state}",
    ),
    (
        "waiting for the customer's acceptance",
        "i påvente av kundens aksept",
    ),
    ("waiting for the bank", "i påvente av banken"),
    ("without an active mandate", "uten aktivt avtale"),
    ("being cancelled", "under oppsigelse"),
    ("cancelled", "sagt opp"),
    ("discarded", "forkastet"),
    ("active", "aktiv"),
    ("No insurance {id}", "Ingen forsikring {id}"),
    (
        "The customer already has this insurance, not ended",
        "Kunden har allerede denne forsikringen, og den er ikke avsluttet",
    ),
    (
        "Customers cannot sign up for this insurance themselves",
        "Kunder kan ikke tegne denne forsikringen selv",
    ),
    (
        "The premium of this amount is {premium} minor units; reload the page to see it",
        "Premien for dette beløpet er {premium} øre; last inn siden på nytt for å se den",
    ),
    (
        "The insurance changed meanwhile; reload the page",
        "Forsikringen er endret i mellomtiden; last inn siden på nytt",
    ),
    (
        "{provider} could not be reached or answered an error; nothing was changed",
        "{provider} kunne ikke nås eller svarte med en feil; ingenting er endret",
    ),
    ("This link is not valid", "Lenken er ikke gyldig"),
    (
        "This link has expired; ask us for a new one",
        "Lenken er utløpt; be oss om en ny",
    ),
    (
        "Must be an insurance id (a whole number from 1)",
        "Må være en forsikrings-id (et heltall fra 1)",
    ),
    (
        "Must be SAFETY_INSURANCE, ACCIDENT_INSURANCE or LIFE_INSURANCE",
        "Må være SAFETY_INSURANCE, ACCIDENT_INSURANCE eller LIFE_INSURANCE",
    ),
    ("Unknown insurance group", "Ukjent forsikringsgruppe"),
    (
        "Choose one of the cancel causes",
        "Velg en av oppsigelsesårsakene",
    ),
    (
        "Event {index} has no time",
        "Hendelse {index} mangler tidspunkt",
    ),
    ("Event {index} has no id", "Hendelse {index} mangler id"),
    (
        "An employee cannot accept insurance terms or sign up on the customer's behalf",
        "En ansatt kan ikke godta forsikringsvilkår eller tegne forsikring på kundens vegne",
    ),
    ("Invalid webhook signature", "Ugyldig webhook-signatur"),
    (
        "Not a webhook body: {detail}",
        "Ikke en webhook-kropp: {detail}",
    ),
    ("No such insurance", "Ingen slik forsikring"),
    (
        "Only an insurance waiting for the customer's acceptance can be sent to the customer",
        "Bare en forsikring som venter på kundens godkjenning, kan sendes til kunden",
    ),
    (
        "The customer is not in the register",
        "Kunden finnes ikke i registeret",
    ),
    (
        "The customer has no e-mail address; add one on the customer first",
        "Kunden har ingen e-postadresse; legg til en på kunden først",
    ),
    (
        "The {service} service could not be reached; nothing was sent",
        "Tjenesten {service} kunne ikke nås; ingenting ble sendt",
    ),
    (
        "The customer's e-mail address cannot be written to; correct it on the customer first",
        "Kundens e-postadresse kan ikke brukes; rett den på kunden først",
    ),
    (
        "Must be a payment id (a whole number from 1)",
        "Må være en betalings-id (et heltall fra 1)",
    ),
    (
        "Must be at most what was collected and not yet refunded",
        "Kan være høyst det som er trukket og ikke allerede refundert",
    ),
    ("Must be more than 0", "Må være mer enn 0"),
    ("No payment {id}", "Ingen betaling {id}"),
    (
        "The billing clock could not be read; try again",
        "Faktureringsklokken kunne ikke leses; prøv igjen",
    ),
    (
        "Unknown cancellation alert type",
        "Ukjent type oppsigelsesvarsel",
    ),
    (
        "Only a collected payment can be refunded",
        "Bare en trukket betaling kan refunderes",
    ),
    (
        "Only an insurance paid through a Vipps agreement has one",
        "Bare en forsikring som betales gjennom en Vipps-avtale har en",
    ),
    (
        "No charge has been made for this insurance yet",
        "Ingen trekk er gjort for denne forsikringen ennå",
    ),
    ("Not the insurance's agreement", "Ikke forsikringens avtale"),
    ("Must not be before from", "Kan ikke være før from"),
    (
        "The range must be at most 3660 days",
        "Perioden kan være høyst 3660 dager",
    ),
    ("Unknown report", "Ukjent rapport"),
    (
        "The payment provider refused the refund; nothing was refunded",
        "Betalingsleverandøren avviste refusjonen; ingenting ble refundert",
    ),
    (
        "Only an insurance without an active direct debit needs a new one",
        "Bare en forsikring uten aktiv betalingsavtale trenger en ny",
    ),
    (
        "There is no e-mail to resend: the insurance neither waits for the customer nor needs a new direct debit",
        "Det finnes ingen e-post å sende på nytt: forsikringen venter verken på kunden eller trenger en ny betalingsavtale",
    ),
    ("Must be at most 500 characters", "Kan være høyst 500 tegn"),
    (
        "Only an insurance cancelled by the customer's choice or by missed payments can be won back",
        "Bare en forsikring som er sagt opp av kunden eller på grunn av manglende betalinger kan vinnes tilbake",
    ),
    (
        "Choose what came of the call",
        "Velg hvordan samtalet endte",
    ),
    // The seller of the customers' own sign-ups in the insurance sales report.
    ("Self sign-up", "Kundens egen tegning"),
    (
        "Must be a user id of 1 to {MAX_USER_ID_CHARS} characters without spaces",
        "Må være en bruker-id på 1 til {MAX_USER_ID_CHARS} tegn uten mellomrom",
    ),
    ("No insurance user {id}", "Ingen forsikringsbruker {id}"),
];
