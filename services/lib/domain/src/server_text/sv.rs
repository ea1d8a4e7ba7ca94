//! Swedish: the English text (the key) and its translation. Values in braces are kept as they
//! are; the catalogue puts them in.

pub(super) const TEXTS: &[(&str, &str)] = &[
    ("A bank is named twice", "En bank anges två gånger"),
    (
        "A bank partner needs at least one bank",
        "En bankpartner behöver minst en bank",
    ),
    (
        "A country's calculation settings were changed by someone else since you opened them; reload them and make your change again",
        "Landets beräkningsinställningar har ändrats av någon annan sedan du öppnade dem; ladda om dem och gör din ändring igen",
    ),
    (
        "A customer with this personal id exists in this country",
        "Det finns redan en kund med det här personnumret i landet",
    ),
    (
        "A day off has no hours",
        "En ledig dag har inga arbetstider",
    ),
    (
        "A deactivation of this application is already waiting for review",
        "En avaktivering av ansökan väntar redan på granskning",
    ),
    ("A file is required", "En fil krävs"),
    (
        "A meeting ends after it starts and lasts {min} minutes to 8 hours",
        "Ett möte slutar efter att det börjar och varar {min} minuter till 8 timmar",
    ),
    (
        "A name part must be 2 to 100 characters",
        "En del av namnet måste vara 2 till 100 tecken",
    ),
    (
        "Action must be one of read, received, deleted",
        "Åtgärden måste vara en av read, received, deleted",
    ),
    (
        "An account with the email {0} exists already",
        "Det finns redan ett konto med e-postadressen {0}",
    ),
    (
        "An application cannot go from {from} to {to}",
        "En ansökan kan inte gå från {from} till {to}",
    ),
    (
        "An application has exactly one main applicant",
        "En ansökan har exakt en huvudsökande",
    ),
    (
        "Another person has the Sverker id {0}",
        "En annan person har Sverker-id {0}",
    ),
    ("Applicant is required", "Sökande krävs"),
    ("Application not found", "Ansökan hittades inte"),
    ("Assignee is deactivated", "Handläggaren är avaktiverad"),
    ("Assignee is required", "Handläggare krävs"),
    ("Assignee not found", "Handläggaren hittades inte"),
    (
        "At least one notification id is required",
        "Minst ett notis-id krävs",
    ),
    ("At most 20 banks", "Högst 20 banker"),
    ("At most 200 at once", "Högst 200 åt gången"),
    (
        "At most 200 lead ids, each a lead id",
        "Högst 200 lead-id, vart och ett ett lead-id",
    ),
    ("At most 30 roles", "Högst 30 roller"),
    ("At most 50 coordinates", "Högst 50 koordinater"),
    (
        "At most one id per telephony provider",
        "Högst ett id per telefonileverantör",
    ),
    (
        "At most {max} applications at once",
        "Högst {max} ansökningar åt gången",
    ),
    (
        "At most {max} notification ids at once",
        "Högst {max} notis-id åt gången",
    ),
    ("At most {max} ids per call", "Högst {max} id per anrop"),
    ("At most {max} incomes", "Högst {max} inkomster"),
    ("At most {max} at once", "Högst {max} åt gången"),
    ("Bank ids start at 1", "Bank-id börjar på 1"),
    ("Bank partner not found", "Bankpartnern hittades inte"),
    (
        "Bank partners sign in on the bank partner portal",
        "Bankpartner loggar in i bankpartnerportalen",
    ),
    ("Bank {0} not found", "Bank {0} hittades inte"),
    (
        "Cannot read request body: {error}",
        "Det går inte att läsa anropets innehåll: {error}",
    ),
    ("Choose 1 to 20 banks", "Välj 1 till 20 banker"),
    ("Choose 1 to {max} banks", "Välj 1 till {max} banker"),
    (
        "Complete the application before sending it to banks",
        "Gör klart ansökan innan du skickar den till banker",
    ),
    (
        "Content-Type must be application/json",
        "Content-Type måste vara application/json",
    ),
    (
        "Content-Type must be application/x-www-form-urlencoded",
        "Content-Type måste vara application/x-www-form-urlencoded",
    ),
    (
        "Coordinate {0} is not one of yours",
        "Koordinaten {0} är inte en av dina",
    ),
    ("Country must be SE or NO", "Landet måste vara SE eller NO"),
    (
        "Customer ids are whole numbers from 1",
        "Kund-id är heltal från 1",
    ),
    (
        "Customer {0} has no e-mail address in the customer register; add one there first",
        "Kund {0} har ingen e-postadress i kundregistret; lägg till en där först",
    ),
    (
        "Customer {customer_id} ({place}) is not an applicant of this application",
        "Kund {customer_id} ({place}) är inte sökande på den här ansökan",
    ),
    (
        "Customer {customer_id} ({place}) is not in the customer register",
        "Kund {customer_id} ({place}) finns inte i kundregistret",
    ),
    (
        "Customer {customer_id} is not an applicant of this application",
        "Kund {customer_id} är inte sökande på den här ansökan",
    ),
    ("Customer {id} is erased", "Kund {id} är raderad"),
    (
        "Customer {id} is on the application twice; each person takes one place",
        "Kund {id} står två gånger på ansökan; varje person har en plats",
    ),
    (
        "Deactivation request not found",
        "Begäran om avaktivering hittades inte",
    ),
    (
        "Disbursement needs an approved AML review of the application",
        "Utbetalning kräver en godkänd AML-granskning av ansökan",
    ),
    ("Document not found", "Dokumentet hittades inte"),
    (
        "E-mail delivery is unavailable, try again shortly",
        "E-postutskicket är inte tillgängligt, försök igen om en stund",
    ),
    (
        "Each must be a bank id",
        "Var och en måste vara ett bank-id",
    ),
    ("Email is required", "E-post krävs"),
    ("Employee not found", "Medarbetaren hittades inte"),
    (
        "Expected a websocket upgrade: {error}",
        "En websocket-uppgradering förväntades: {error}",
    ),
    ("Give 1 to 50 coordinates", "Ange 1 till 50 koordinater"),
    (
        "Give 1 to {max} applicants, one of them the main applicant",
        "Ange 1 till {max} sökande, varav en huvudsökande",
    ),
    ("Give 1 to {max} customer ids", "Ange 1 till {max} kund-id"),
    (
        "Give 1 to {max} reference numbers",
        "Ange 1 till {max} referensnummer",
    ),
    ("Give 1 to {max} values", "Ange 1 till {max} värden"),
    (
        "Give a comment or a document",
        "Ange en kommentar eller ett dokument",
    ),
    (
        "Give the application or the lead the meeting is about, one of them",
        "Ange ansökan eller leadet som mötet gäller, ett av dem",
    ),
    (
        "Give the application's loan amount before calculating its budget",
        "Ange ansökans lånebelopp innan du räknar på budgeten",
    ),
    ("Give the time the day ends", "Ange när dagen slutar"),
    ("Give the time the day starts", "Ange när dagen börjar"),
    ("Handler not found", "Handläggaren hittades inte"),
    (
        "Invalid or expired one-time code",
        "Ogiltig eller utgången engångskod",
    ),
    ("Invalid token", "Ogiltig token"),
    (
        "Invalid webhook credentials",
        "Ogiltiga inloggningsuppgifter för webhooken",
    ),
    ("Invalid zoordinate", "Ogiltig koordinat"),
    ("Invitation not found", "Inbjudan hittades inte"),
    (
        "Lead id must be a positive number",
        "Lead-id måste vara ett positivt tal",
    ),
    ("Lead not found", "Leadet hittades inte"),
    ("Lead {0} not found", "Lead {0} hittades inte"),
    ("Meeting not found", "Mötet hittades inte"),
    ("Must be 1 or more", "Måste vara 1 eller mer"),
    ("Must be 1 to 366 days", "Måste vara 1 till 366 dagar"),
    (
        "Must be 1 to {max} characters",
        "Måste vara 1 till {max} tecken",
    ),
    ("Must be 1 to {max}", "Måste vara 1 till {max}"),
    (
        "Must be 2 to 100 characters",
        "Måste vara 2 till 100 tecken",
    ),
    (
        "Must be APARTMENT, HOUSE, TOWNHOUSE or HOLIDAY_HOME",
        "Måste vara APARTMENT, HOUSE, TOWNHOUSE eller HOLIDAY_HOME",
    ),
    (
        "Must be APPROVED or REJECTED",
        "Måste vara APPROVED eller REJECTED",
    ),
    (
        "Must be PHONE, VIDEO or OFFICE",
        "Måste vara PHONE, VIDEO eller OFFICE",
    ),
    (
        "Must be REFINANCE, PRE_APPROVAL or BUY",
        "Måste vara REFINANCE, PRE_APPROVAL eller BUY",
    ),
    ("Must be SE or NO", "Måste vara SE eller NO"),
    (
        "Must be a PDF, PNG or JPEG file",
        "Måste vara en PDF-, PNG- eller JPEG-fil",
    ),
    (
        "Must be a Swedish or Norwegian personal id",
        "Måste vara ett svenskt eller norskt personnummer",
    ),
    ("Must be a UUID", "Måste vara ett UUID"),
    ("Must be a bank id", "Måste vara ett bank-id"),
    ("Must be a customer id", "Måste vara ett kund-id"),
    (
        "Must be a customer id (a whole number from 1)",
        "Måste vara ett kund-id (ett heltal från 1)",
    ),
    (
        "Must be a date (YYYY-MM-DD) from today to {max} days ahead",
        "Måste vara ett datum (ÅÅÅÅ-MM-DD) från i dag till {max} dagar framåt",
    ),
    (
        "Must be a date, YYYY-MM-DD",
        "Måste vara ett datum, ÅÅÅÅ-MM-DD",
    ),
    (
        "Must be a deactivation request id",
        "Måste vara id för en begäran om avaktivering",
    ),
    ("Must be a document id", "Måste vara ett dokument-id"),
    ("Must be a lead id", "Måste vara ett lead-id"),
    ("Must be a meeting id", "Måste vara ett mötes-id"),
    (
        "Must be a mortgage application's reference number, e.g. MOSE1001",
        "Måste vara referensnumret för en bolåneansökan, t.ex. MOSE1001",
    ),
    (
        "Must be a phone number in international form, e.g. +46701234567",
        "Måste vara ett telefonnummer i internationellt format, t.ex. +46701234567",
    ),
    (
        "Must be a product code such as MO",
        "Måste vara en produktkod, till exempel MO",
    ),
    (
        "Must be a product code, e.g. MO",
        "Måste vara en produktkod, t.ex. MO",
    ),
    ("Must be a time", "Måste vara en tidpunkt"),
    (
        "Must be a time of day, HH:MM",
        "Måste vara ett klockslag, TT:MM",
    ),
    ("Must be a valid email", "Måste vara en giltig e-postadress"),
    (
        "Must be a valid user id",
        "Måste vara ett giltigt användar-id",
    ),
    (
        "Must be a whole amount from 1 to {max}",
        "Måste vara ett helt belopp från 1 till {max}",
    ),
    (
        "Must be above 0 and at most 30 percent (3000)",
        "Måste vara över 0 och högst 30 procent (3000)",
    ),
    (
        "Must be after `from`, at most {max} days later",
        "Måste vara efter `from`, högst {max} dagar senare",
    ),
    ("Must be an application id", "Måste vara ett ansöknings-id"),
    (
        "Must be an application's reference number, e.g. MOSE1234",
        "Måste vara en ansökans referensnummer, t.ex. MOSE1234",
    ),
    ("Must be an e-mail address", "Måste vara en e-postadress"),
    (
        "Must be an employee's user id",
        "Måste vara en medarbetares användar-id",
    ),
    ("Must be an invitation id", "Måste vara ett inbjudnings-id"),
    ("Must be an offer id", "Måste vara ett erbjudande-id"),
    (
        "Must be at least an hour after the start",
        "Måste vara minst en timme efter starten",
    ),
    (
        "Must be at most 100 characters, without NUL",
        "Måste vara högst 100 tecken, utan NUL",
    ),
    (
        "Must be at most 100000 characters",
        "Måste vara högst 100000 tecken",
    ),
    (
        "Must be at most 255 characters",
        "Måste vara högst 255 tecken",
    ),
    (
        "Must be at most 4096 characters",
        "Måste vara högst 4096 tecken",
    ),
    (
        "Must be at most 64 characters",
        "Måste vara högst 64 tecken",
    ),
    (
        "Must be at most 64 characters, without NUL",
        "Måste vara högst 64 tecken, utan NUL",
    ),
    (
        "Must be at most {max} characters",
        "Måste vara högst {max} tecken",
    ),
    ("Must be at most {max} MB", "Får vara högst {max} MB"),
    ("Must be bank statuses", "Måste vara bankstatusar"),
    ("Must be from 0 to 20", "Måste vara från 0 till 20"),
    ("Must be from 0 to {max}", "Måste vara från 0 till {max}"),
    ("Must be from 1 to 10000", "Måste vara från 1 till 10000"),
    ("Must be from 1 to {max}", "Måste vara från 1 till {max}"),
    (
        "Must be from {min} to {max}",
        "Måste vara från {min} till {max}",
    ),
    (
        "Must be id, credit, pep or externally_verified_credits",
        "Måste vara id, credit, pep eller externally_verified_credits",
    ),
    (
        "Must be in international format, e.g. +46701234567",
        "Måste vara i internationellt format, t.ex. +46701234567",
    ),
    (
        "Must be on the hour or the half hour",
        "Måste vara på hel- eller halvtimme",
    ),
    (
        "Must be one of 5, 10, 25, 50",
        "Måste vara en av 5, 10, 25, 50",
    ),
    (
        "Must be one of created, received, read, deleted",
        "Måste vara en av created, received, read, deleted",
    ),
    ("Must be one of en, sv, nb", "Måste vara en av en, sv, nb"),
    (
        "Must be one of pni, phone_number, email, sverker_id, id, name",
        "Måste vara en av pni, phone_number, email, sverker_id, id, name",
    ),
    (
        "Must be one of read, received, deleted",
        "Måste vara en av read, received, deleted",
    ),
    ("Must be one of {values}", "Måste vara en av {values}"),
    (
        "Must be the version you read",
        "Måste vara den version du läste",
    ),
    (
        "Must be valid notification ids",
        "Måste vara giltiga notis-id",
    ),
    (
        "Must be {min} to {max} months",
        "Måste vara {min} till {max} månader",
    ),
    ("Must not be empty", "Får inte vara tomt"),
    (
        "Must not contain NUL characters",
        "Får inte innehålla NUL-tecken",
    ),
    (
        "Must not contain control characters",
        "Får inte innehålla styrtecken",
    ),
    (
        "No customer with this personal id",
        "Ingen kund har det här personnumret",
    ),
    ("No customer {id}", "Ingen kund {id}"),
    (
        "No such document attached to this application",
        "Inget sådant dokument finns bifogat till ansökan",
    ),
    ("Not a document type", "Inte en dokumenttyp"),
    (
        "Not a multipart/form-data upload: {error}",
        "Inte en multipart/form-data-uppladdning: {error}",
    ),
    (
        "Not a valid personal id number for {country}",
        "Inte ett giltigt personnummer för {country}",
    ),
    ("Not authenticated", "Inte inloggad"),
    ("Not found", "Hittades inte"),
    ("OTP is required", "Engångskod krävs"),
    (
        "OTP must be 6 to 8 characters",
        "Engångskoden måste vara 6 till 8 tecken",
    ),
    ("Offer not found", "Erbjudandet hittades inte"),
    ("One header, first", "Ett huvud, först"),
    (
        "Only one {provider} id per person",
        "Bara ett {provider}-id per person",
    ),
    ("Out of range", "Utanför tillåtet intervall"),
    ("Password is required", "Lösenord krävs"),
    ("Personal id number is required", "Personnummer krävs"),
    ("Profile is required", "Profil krävs"),
    ("Purpose is required", "Syfte krävs"),
    ("Recipient is required", "Mottagare krävs"),
    (
        "Request body is not valid JSON",
        "Anropets innehåll är inte giltig JSON",
    ),
    (
        "Request body must be a JSON object",
        "Anropets innehåll måste vara ett JSON-objekt",
    ),
    (
        "Roles must be at most 100 names of 1 to 100 characters",
        "Roller får vara högst 100 namn på 1 till 100 tecken",
    ),
    (
        "Service temporarily unavailable",
        "Tjänsten är tillfälligt otillgänglig",
    ),
    ("Session id is required", "Sessions-id krävs"),
    ("Settings are required", "Inställningar krävs"),
    ("Something went wrong", "Något gick fel"),
    (
        "Status must be one of created, received, read, deleted",
        "Status måste vara en av created, received, read, deleted",
    ),
    ("Subject is required", "Ämne krävs"),
    ("Text is required", "Text krävs"),
    (
        "The application has a property already; change it instead",
        "Ansökan har redan en bostad; ändra den i stället",
    ),
    (
        "The application has no property yet",
        "Ansökan har ingen bostad än",
    ),
    ("The application is active", "Ansökan är aktiv"),
    ("The application is deactivated", "Ansökan är avaktiverad"),
    (
        "The application is {0}: it takes no new offer",
        "Ansökan är {0}: den tar inte emot nya erbjudanden",
    ),
    (
        "The application is {status} at your bank, so it cannot be {action}",
        "Ansökan har status {status} hos er bank, så den kan inte {action}",
    ),
    (
        "The application was changed by someone else since you opened it; reload it and make your change again",
        "Ansökan har ändrats av någon annan sedan du öppnade den; ladda om den och gör din ändring igen",
    ),
    (
        "The application was not sent to {0}",
        "Ansökan skickades inte till {0}",
    ),
    (
        "The application's assignee cannot review its AML; another mortgage admin must",
        "Ansökans handläggare kan inte granska dess AML; en annan bolåneadministratör måste göra det",
    ),
    ("The callback is required", "Återanropet krävs"),
    (
        "The content is not a {declared} file",
        "Innehållet är inte en {declared}-fil",
    ),
    (
        "The country must be SE or NO",
        "Landet måste vara SE eller NO",
    ),
    (
        "The customer accepted {0}'s offer; the application cannot be withdrawn from it",
        "Kunden har accepterat erbjudandet från {0}; ansökan kan inte dras tillbaka därifrån",
    ),
    (
        "The customer has no document {id}",
        "Kunden har inget dokument {id}",
    ),
    (
        "The customer register is unavailable, try again shortly",
        "Kundregistret är inte tillgängligt, försök igen om en stund",
    ),
    (
        "The deactivation request has been reviewed already",
        "Begäran om avaktivering är redan granskad",
    ),
    (
        "The form holds one field, `file`",
        "Formuläret har ett fält, `file`",
    ),
    ("The header comes first", "Huvudet kommer först"),
    (
        "The identity provider's answer could not be verified",
        "Identitetsleverantörens svar kunde inte verifieras",
    ),
    (
        "The lead's submission failed its checks; reprocess it before converting it",
        "Leadets inskick klarade inte kontrollerna; bearbeta det igen innan du konverterar det",
    ),
    ("The meeting is cancelled", "Mötet är inställt"),
    (
        "The offer is no longer open",
        "Erbjudandet är inte längre öppet",
    ),
    (
        "The offer was valid until {0}; ask the bank for a new one",
        "Erbjudandet gällde till {0}; be banken om ett nytt",
    ),
    (
        "The partner is blocked or deactivated and cannot sign in",
        "Partnern är spärrad eller avaktiverad och kan inte logga in",
    ),
    (
        "The password must be 12 to 128 characters",
        "Lösenordet måste vara 12 till 128 tecken",
    ),
    (
        "The password must hold a letter and a digit",
        "Lösenordet måste innehålla en bokstav och en siffra",
    ),
    (
        "The password must not contain your e-mail address",
        "Lösenordet får inte innehålla din e-postadress",
    ),
    ("The product must be mortgage", "Produkten måste vara bolån"),
    (
        "The property was changed by someone else since you opened it; reload it and make your change again",
        "Bostaden har ändrats av någon annan sedan du öppnade den; ladda om den och gör din ändring igen",
    ),
    (
        "The provider did not answer; the failed check is stored and can be run again",
        "Leverantören svarade inte; den misslyckade kontrollen är sparad och kan köras igen",
    ),
    (
        "The sign-in was cancelled at the identity provider",
        "Inloggningen avbröts hos identitetsleverantören",
    ),
    (
        "The upload's size does not match what was received",
        "Uppladdningens storlek stämmer inte med det som togs emot",
    ),
    (
        "The valuation provider is unavailable, try again shortly",
        "Värderingstjänsten är inte tillgänglig, försök igen om en stund",
    ),
    (
        "The valuation provider knows no property at this address",
        "Värderingstjänsten känner inte till någon bostad på den här adressen",
    ),
    (
        "There is no ZRM account for {0}; talk to your team leader",
        "Det finns inget ZRM-konto för {0}; prata med din teamledare",
    ),
    (
        "This document was sent to {0} already",
        "Det här dokumentet har redan skickats till {0}",
    ),
    ("This field is required", "Fältet är obligatoriskt"),
    (
        "This is for bank partners only",
        "Det här är bara för bankpartner",
    ),
    ("This is for staff only", "Det här är bara för medarbetare"),
    (
        "This link is no longer valid; ask your contact at ZRM for a new one",
        "Länken gäller inte längre; be din kontakt på ZRM om en ny",
    ),
    (
        "This number has been sent {0} SMS in the last hour, the most it may get; try again later",
        "Numret har fått {0} sms den senaste timmen, så många det får; försök igen senare",
    ),
    (
        "This sign-in has expired or was already used; please start it again",
        "Inloggningen har gått ut eller har redan använts; börja om",
    ),
    ("Token expired", "Token har gått ut"),
    ("Token revoked", "Token har återkallats"),
    ("Unknown field", "Okänt fält"),
    ("Unknown kind", "Okänd typ"),
    ("Unknown platform", "Okänd plattform"),
    ("Unknown status", "Okänd status"),
    ("Unknown substatus", "Okänd understatus"),
    ("User id is required", "Användar-id krävs"),
    ("Write 1 to {max} characters", "Skriv 1 till {max} tecken"),
    ("Write at most {max} characters", "Skriv högst {max} tecken"),
    (
        "Wrong username or password",
        "Fel användarnamn eller lösenord",
    ),
    (
        "You cannot block or deactivate your own account",
        "Du kan inte spärra eller avaktivera ditt eget konto",
    ),
    (
        "You cannot review your own deactivation request; another mortgage admin must",
        "Du kan inte granska din egen begäran om avaktivering; en annan bolåneadministratör måste göra det",
    ),
    (
        "You do not have the role needed for this",
        "Du har inte den roll som krävs för det här",
    ),
    (
        "You do not work at that desk (product and country)",
        "Du arbetar inte på den avdelningen (produkt och land)",
    ),
    (
        "Your ZRM account is blocked; talk to your team leader",
        "Ditt ZRM-konto är spärrat; prata med din teamledare",
    ),
    (
        "Your ZRM account is deactivated; talk to your team leader",
        "Ditt ZRM-konto är avaktiverat; prata med din teamledare",
    ),
    (
        "Zoordinate {requested} is not one of yours",
        "Koordinaten {requested} är inte en av dina",
    ),
    (
        "Method not allowed; this path accepts {methods}",
        "Metoden är inte tillåten; den här sökvägen tar emot {methods}",
    ),
    (
        "Too many failed attempts; try again in {wait}",
        "För många misslyckade försök; försök igen om {wait}",
    ),
    ("{seconds} seconds", "{seconds} sekunder"),
    ("1 minute", "1 minut"),
    ("{minutes} minutes", "{minutes} minuter"),
    (
        "Request body must be at most {limit} bytes",
        "Anropets innehåll får vara högst {limit} byte",
    ),
    (
        "Service temporarily unavailable, please try again",
        "Tjänsten är tillfälligt otillgänglig, försök igen",
    ),
    ("Must be a whole number", "Måste vara ett heltal"),
    (
        "Number is out of range",
        "Talet är utanför tillåtet intervall",
    ),
    ("Must be true or false", "Måste vara true eller false"),
    ("Invalid value", "Ogiltigt värde"),
    (
        "Invalid type: {found}, expected {expected}",
        "Ogiltig typ: {found}, förväntade {expected}",
    ),
    ("Must be a number", "Måste vara ett tal"),
    ("Invalid request", "Ogiltigt anrop"),
    ("Not allowed", "Inte tillåtet"),
    ("Conflict", "Konflikt"),
    (
        "invalid {country} personal id: {problem}",
        "Ogiltigt personnummer ({country}): {problem}",
    ),
    (
        "the check digit does not match",
        "kontrollsiffran stämmer inte",
    ),
    (
        "the digits do not form a real birth date",
        "siffrorna bildar inte ett verkligt födelsedatum",
    ),
    (
        "the birth date is in the future",
        "födelsedatumet ligger i framtiden",
    ),
    (
        "the individual number does not belong to any century for this birth year",
        "individnumret hör inte till något sekel för det här födelseåret",
    ),
    ("expected {expected}", "förväntat {expected}"),
    ("11 digits DDMMYYNNNNN", "11 siffror DDMMÅÅNNNNN"),
    (
        "invalid {country} postal code: expected {expected}",
        "Ogiltigt postnummer ({country}): förväntat {expected}",
    ),
    ("five digits, e.g. 114 55", "fem siffror, t.ex. 114 55"),
    ("four digits, e.g. 0150", "fyra siffror, t.ex. 0150"),
    ("customer {id} not found", "Kund {id} hittades inte"),
    ("document {id} not found", "Dokument {id} hittades inte"),
    ("customer {id} is erased", "Kund {id} är raderad"),
    (
        "{field}: you work for no bank with {country} {product}",
        "{field}: du arbetar inte för någon bank med {country} {product}",
    ),
    // What a bank partner cannot do to an application (nested in the text above).
    ("taken up", "tas upp"),
    ("declined", "avböjas"),
    ("disbursed", "betalas ut"),
    (
        "Give a phone number or a customer id",
        "Ange ett telefonnummer eller ett kund-id",
    ),
    (
        "The customer has not consented to SMS marketing",
        "Kunden har inte samtyckt till marknadsföring via sms",
    ),
    (
        "The customer is blocked from contact",
        "Kunden är spärrad för kontakt",
    ),
    (
        "The customer is erased and may not be contacted",
        "Kunden är raderad och får inte kontaktas",
    ),
    (
        "The customer has no phone number",
        "Kunden har inget telefonnummer",
    ),
    (
        "This number belongs to too many customers; write to one of them by their customer id",
        "Numret tillhör för många kunder; skriv till en av dem via kund-id",
    ),
    (
        "No SMS from this number waits for a customer",
        "Inga sms från det här numret väntar på en kund",
    ),
    ("No customer with this id", "Ingen kund med detta id"),
    (
        "Too many requests; try again later",
        "För många förfrågningar; försök igen senare",
    ),
    (
        "Give either customer_id, or phone_number and country, not both",
        "Ange antingen customer_id, eller phone_number och country, inte båda",
    ),
    (
        "Give either customer_id, or phone_number and country",
        "Ange antingen customer_id, eller phone_number och country",
    ),
    (
        "Must be a phone number in E.164 or as dialled in the country",
        "Måste vara ett telefonnummer i E.164-format eller som det slås i landet",
    ),
    (
        "Must be an application reference (MOSE1001) or a lead id",
        "Måste vara ett ansökningsnummer (MOSE1001) eller ett lead-id",
    ),
    (
        "Give customer_id, pni or phone_number",
        "Ange customer_id, pni eller phone_number",
    ),
    ("Must be one of SE, NO", "Måste vara en av SE, NO"),
    ("At most {max} customer ids", "Högst {max} kund-id"),
    (
        "This stream answers Accept: text/event-stream only",
        "Den här strömmen svarar bara på Accept: text/event-stream",
    ),
    ("At most {max} conversations", "Högst {max} konversationer"),
    (
        "Item {index}, {field}: {detail}",
        "Post {index}, {field}: {detail}",
    ),
    (
        "Template error on line {line}: {detail}",
        "Mallfel på rad {line}: {detail}",
    ),
    ("Template error: {detail}", "Mallfel: {detail}"),
    (
        "The variable {variable} is not offered by this event",
        "Variabeln {variable} finns inte för den här händelsen",
    ),
    ("The rendered text is empty", "Den färdiga texten är tom"),
    (
        "The rendered text is longer than {max} characters",
        "Den färdiga texten är längre än {max} tecken",
    ),
    (
        "This event does not happen for the product",
        "Den här händelsen finns inte för produkten",
    ),
    (
        "This event's messages are about an application or lead: give its reference",
        "Meddelanden för den här händelsen gäller en ansökan eller ett lead: ange dess referens",
    ),
    (
        "The customer has no country on record",
        "Kunden har inget land registrerat",
    ),
    (
        "There is no template for this event in the customer's country",
        "Det finns ingen mall för den här händelsen i kundens land",
    ),
    (
        "The customer has not consented to marketing e-mail",
        "Kunden har inte samtyckt till marknadsföring via e-post",
    ),
    (
        "The customer has no e-mail address",
        "Kunden har ingen e-postadress",
    ),
    (
        "The customer's e-mail address cannot be written to",
        "Kundens e-postadress går inte att skicka till",
    ),
    ("Must be one of email, sms", "Måste vara email eller sms"),
    (
        "Must be one of MO, UL, CC, LI, AI",
        "Måste vara en av MO, UL, CC, LI, AI",
    ),
    (
        "Must be an event of the catalogue",
        "Måste vara en händelse i katalogen",
    ),
    ("An SMS has no subject", "Ett sms har ingen ämnesrad"),
    ("An SMS has no attachments", "Ett sms har inga bilagor"),
    ("Must be at most {max} items", "Får ha högst {max} poster"),
    ("Must be attachment ids", "Måste vara id:n för bilagor"),
    ("There is no such template", "Det finns ingen sådan mall"),
    (
        "No attachment with this id",
        "Det finns ingen bilaga med detta id",
    ),
    (
        "Must be a file name of 1 to {max} characters, without a folder",
        "Måste vara ett filnamn på 1 till {max} tecken, utan mapp",
    ),
    ("The file is empty", "Filen är tom"),
    (
        "The file is larger than {max} MB",
        "Filen är större än {max} MB",
    ),
    (
        "The file's content is not of the type given",
        "Filens innehåll är inte av den angivna typen",
    ),
    (
        "The file must be a PDF, PNG or JPEG file",
        "Filen måste vara en PDF-, PNG- eller JPEG-fil",
    ),
    ("Lead assigned", "Lead tilldelat"),
    (
        "Lead {lead_id} ({applicant}) was assigned to you",
        "Lead {lead_id} ({applicant}) har tilldelats dig",
    ),
    (
        "Lead {lead_id} was assigned to you",
        "Lead {lead_id} har tilldelats dig",
    ),
    ("Offer received", "Erbjudande mottaget"),
    (
        "{bank} made an offer of {amount} on application {reference}",
        "{bank} har lämnat ett erbjudande på {amount} för ansökan {reference}",
    ),
    ("Bank message received", "Meddelande från bank"),
    (
        "{bank} wrote about application {reference}",
        "{bank} skrev om ansökan {reference}",
    ),
    ("Application disbursed", "Lån utbetalt"),
    (
        "{bank} paid out {amount} on application {reference}",
        "{bank} betalade ut {amount} för ansökan {reference}",
    ),
    ("SMS received", "Sms mottaget"),
    (
        "New SMS from {number} about application {reference}",
        "Nytt sms från {number} om ansökan {reference}",
    ),
    (
        "New SMS from {number} about lead {lead_id}",
        "Nytt sms från {number} om lead {lead_id}",
    ),
    ("Application assigned", "Ansökan tilldelad"),
    (
        "Application {reference} ({applicant}) was assigned to you",
        "Ansökan {reference} ({applicant}) har tilldelats dig",
    ),
    (
        "Application {reference} was assigned to you",
        "Ansökan {reference} har tilldelats dig",
    ),
    ("Internal comment", "Intern kommentar"),
    (
        "{author} commented on application {reference}",
        "{author} kommenterade ansökan {reference}",
    ),
    (
        "A colleague commented on application {reference}",
        "En kollega kommenterade ansökan {reference}",
    ),
    (
        "Give an application or lead, or a sender",
        "Ange en ansökan eller ett lead, eller en avsändare",
    ),
    (
        "This sign-in has expired or was already used; please start again",
        "Inloggningen har gått ut eller redan använts; börja om",
    ),
    (
        "Must be a page of the customer area",
        "Måste vara en sida på kundområdet",
    ),
    (
        "This site signs in customers of another country",
        "Den här webbplatsen loggar in kunder i ett annat land",
    ),
    ("This is for customers only", "Det här är bara för kunder"),
    (
        "Weekdays 8–20, weekends 10–16 (Swedish time)",
        "Vardagar 8–20, helger 10–16 (svensk tid)",
    ),
    (
        "Weekdays 8–18 (Norwegian time)",
        "Vardagar 8–18 (norsk tid)",
    ),
    (
        "Must be {product} for {country}",
        "Måste vara {product} för {country}",
    ),
    (
        "This customer was erased from the register",
        "Kunden har raderats ur registret",
    ),
    (
        "The callback query must be at most 4096 characters",
        "Återanropets fråga får vara högst 4096 tecken",
    ),
    (
        "Must be the ticket of a started sign-in (32 hexadecimal digits)",
        "Måste vara biljetten för en påbörjad inloggning (32 hexadecimala siffror)",
    ),
    ("BankID (Sweden)", "BankID (Sverige)"),
    ("BankID (Norway)", "BankID (Norge)"),
    (
        "The provider's answer names no sign-in (no state)",
        "Leverantörens svar anger ingen inloggning (inget state)",
    ),
    (
        "An employee cannot give or dismiss consents on the customer's behalf",
        "En anställd kan inte ge eller avvisa samtycken för kundens räkning",
    ),
    ("Must be true", "Måste vara true"),
    (
        "Give either consents or dismissed_consents_popup, not both",
        "Ange antingen consents eller dismissed_consents_popup, inte båda",
    ),
    (
        "Give either consents or dismissed_consents_popup",
        "Ange antingen consents eller dismissed_consents_popup",
    ),
    (
        "The debt register is for customers in Norway",
        "Skuldregistret är för kunder i Norge",
    ),
    (
        "An employee cannot give, renew or withdraw the debt-register consent on the customer's behalf",
        "En anställd kan inte ge, förnya eller återkalla samtycket till skuldregistret för kundens räkning",
    ),
    (
        "This consent has expired, was already completed or belongs to another session; please start again",
        "Samtycket har gått ut, är redan slutfört eller hör till en annan session; börja om",
    ),
    (
        "Must be the state of a begun consent (32 hexadecimal digits)",
        "Måste vara state för ett påbörjat samtycke (32 hexadecimala siffror)",
    ),
    (
        "The debt register holds Norwegian customers only",
        "Skuldregistret omfattar bara norska kunder",
    ),
    (
        "No active debt-register consent: give one first",
        "Inget giltigt samtycke till skuldregistret: ge ett först",
    ),
    (
        "The debt register no longer honours the consent (expired or withdrawn): give a new one",
        "Skuldregistret godtar inte längre samtycket (utgånget eller återkallat): ge ett nytt",
    ),
    (
        "Must be an absolute http(s) URL",
        "Måste vara en absolut http(s)-URL",
    ),
    (
        "The consent's code is unknown, expired or already used: give the consent again",
        "Samtyckets kod är okänd, har gått ut eller är redan använd: ge samtycket igen",
    ),
    (
        "The debt-register consent was given by another person than the customer",
        "Samtycket till skuldregistret gavs av en annan person än kunden",
    ),
    (
        "The customer is blocked: no checks are run",
        "Kunden är spärrad: inga kontroller körs",
    ),
    (
        "The customer has not given the debt-register consent",
        "Kunden har inte gett samtycke till skuldregistret",
    ),
    (
        "{provider} did not answer in time; the check can be run again",
        "{provider} svarade inte i tid; kontrollen kan köras igen",
    ),
    (
        "{provider} could not be reached or answered an error; the check can be run again",
        "{provider} gick inte att nå eller svarade med ett fel; kontrollen kan köras igen",
    ),
    ("The debt register", "Skuldregistret"),
    ("The credit bureau", "Kreditupplysningen"),
    ("The PEP screening", "PEP-kontrollen"),
    ("Must be 1000 to 10000", "Måste vara 1000 till 10000"),
    ("Must be in steps of {step}", "Måste vara i steg om {step}"),
    (
        "Must be at most {max}, the highest amount this insurance takes",
        "Får vara högst {max}, det högsta belopp försäkringen tar",
    ),
    (
        "This insurance is not sold to customers in this country",
        "Försäkringen säljs inte till kunder i det här landet",
    ),
    (
        "Not possible while the insurance is {state}",
        "Inte möjligt medan försäkringen är {state}",
    ),
    (
        "waiting for the customer's acceptance",
        "i väntan på kundens godkännande",
    ),
    ("waiting for the bank", "i väntan på banken"),
    ("without an active mandate", "utan aktivt medgivande"),
    ("being cancelled", "under uppsägning"),
    ("cancelled", "uppsagd"),
    ("discarded", "makulerad"),
    ("active", "aktiv"),
    ("No insurance {id}", "Ingen försäkring {id}"),
    (
        "The customer already has this insurance, not ended",
        "Kunden har redan den här försäkringen och den har inte upphört",
    ),
    (
        "Customers cannot sign up for this insurance themselves",
        "Kunder kan inte teckna den här försäkringen själva",
    ),
    (
        "The premium of this amount is {premium} minor units; reload the page to see it",
        "Premien för det här beloppet är {premium} öre; ladda om sidan för att se den",
    ),
    (
        "The insurance changed meanwhile; reload the page",
        "Försäkringen har ändrats under tiden; ladda om sidan",
    ),
    (
        "{provider} could not be reached or answered an error; nothing was changed",
        "{provider} kunde inte nås eller svarade med ett fel; inget har ändrats",
    ),
    ("This link is not valid", "Länken är inte giltig"),
    (
        "This link has expired; ask us for a new one",
        "Länken har gått ut; be oss om en ny",
    ),
    (
        "Must be an insurance id (a whole number from 1)",
        "Måste vara ett försäkrings-id (ett heltal från 1)",
    ),
    (
        "Must be SAFETY_INSURANCE, ACCIDENT_INSURANCE or LIFE_INSURANCE",
        "Måste vara SAFETY_INSURANCE, ACCIDENT_INSURANCE eller LIFE_INSURANCE",
    ),
    ("Unknown insurance group", "Okänd försäkringsgrupp"),
    (
        "Choose one of the cancel causes",
        "Välj en av uppsägningsorsakerna",
    ),
    ("Event {index} has no time", "Händelse {index} saknar tid"),
    ("Event {index} has no id", "Händelse {index} saknar id"),
    (
        "An employee cannot accept insurance terms or sign up on the customer's behalf",
        "En anställd kan inte godkänna försäkringsvillkor eller teckna försäkring för kundens räkning",
    ),
    ("Invalid webhook signature", "Ogiltig webhook-signatur"),
    (
        "Not a webhook body: {detail}",
        "Inte en webhook-kropp: {detail}",
    ),
    ("No such insurance", "Ingen sådan försäkring"),
    (
        "Only an insurance waiting for the customer's acceptance can be sent to the customer",
        "Bara en försäkring som väntar på kundens godkännande kan skickas till kunden",
    ),
    (
        "The customer is not in the register",
        "Kunden finns inte i registret",
    ),
    (
        "The customer has no e-mail address; add one on the customer first",
        "Kunden har ingen e-postadress; lägg till en på kunden först",
    ),
    (
        "The {service} service could not be reached; nothing was sent",
        "Tjänsten {service} kunde inte nås; inget skickades",
    ),
    (
        "The customer's e-mail address cannot be written to; correct it on the customer first",
        "Kundens e-postadress går inte att skicka till; rätta den på kunden först",
    ),
    (
        "Must be a payment id (a whole number from 1)",
        "Måste vara ett betalnings-id (ett heltal från 1)",
    ),
    (
        "Must be at most what was collected and not yet refunded",
        "Får vara högst det som dragits och inte redan återbetalats",
    ),
    ("Must be more than 0", "Måste vara mer än 0"),
    ("No payment {id}", "Ingen betalning {id}"),
    (
        "The billing clock could not be read; try again",
        "Faktureringsklockan kunde inte läsas; försök igen",
    ),
    (
        "Unknown cancellation alert type",
        "Okänd typ av uppsägningsvarning",
    ),
    (
        "Only a collected payment can be refunded",
        "Bara en dragen betalning kan återbetalas",
    ),
    (
        "Only an insurance paid through a Vipps agreement has one",
        "Bara en försäkring som betalas genom ett Vipps-avtal har ett",
    ),
    (
        "No charge has been made for this insurance yet",
        "Ingen dragning har gjorts för den här försäkringen ännu",
    ),
    ("Not the insurance's agreement", "Inte försäkringens avtal"),
    ("Must not be before from", "Får inte vara före from"),
    (
        "The range must be at most 3660 days",
        "Perioden får vara högst 3660 dagar",
    ),
    ("Unknown report", "Okänd rapport"),
    (
        "The payment provider refused the refund; nothing was refunded",
        "Betalningsleverantören nekade återbetalningen; inget återbetalades",
    ),
    (
        "Only an insurance without an active direct debit needs a new one",
        "Bara en försäkring utan aktivt autogiro behöver ett nytt",
    ),
    (
        "There is no e-mail to resend: the insurance neither waits for the customer nor needs a new direct debit",
        "Det finns inget e-postmeddelande att skicka igen: försäkringen väntar varken på kunden eller behöver ett nytt autogiro",
    ),
    (
        "Must be at most 500 characters",
        "Får vara högst 500 tecken",
    ),
    (
        "Only an insurance cancelled by the customer's choice or by missed payments can be won back",
        "Bara en försäkring som sagts upp av kunden eller på grund av uteblivna betalningar kan vinnas tillbaka",
    ),
    ("Choose what came of the call", "Välj hur samtalet slutade"),
    // The seller of the customers' own sign-ups in the insurance sales report.
    ("Self sign-up", "Kundens egen teckning"),
    (
        "Must be a user id of 1 to {MAX_USER_ID_CHARS} characters without spaces",
        "Måste vara ett användar-id på 1 till {MAX_USER_ID_CHARS} tecken utan mellanslag",
    ),
    ("No insurance user {id}", "Ingen försäkringsanvändare {id}"),
];
