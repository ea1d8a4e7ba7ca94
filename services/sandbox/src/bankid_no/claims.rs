//! What BankID (or a broker in front of it) says about the person: the claim names and where
//! they appear differ per [`ClaimProfile`] (BankID directly, Idura/Criipto, Signicat).

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::NaiveDate;
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use uuid::Uuid;
use zrm_domain::{PersonalId, PersonalIdKind};

use super::settings::ClaimProfile;
use crate::oidc::profile::Advertised;
use crate::oidc::provider::Subject;
use crate::oidc::request::AuthorizeRequest;

/// BankID's identity provider options, chosen with `login_hint`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Idp {
    /// Netcentric (code device), LoA 4.
    Bid,
    /// BankID on mobile, LoA 4.
    Bim,
    /// The BankID app with biometrics, LoA 3 ("substantial").
    Bis,
}

impl Idp {
    pub fn from_login_hint(hint: Option<&str>) -> Self {
        let hint = hint.unwrap_or_default().to_ascii_uppercase();
        match hint.split(':').next() {
            Some("BIM") => Self::Bim,
            Some("BIS") => Self::Bis,
            _ => Self::Bid,
        }
    }

    fn amr(self) -> &'static str {
        match self {
            Self::Bid => "BID",
            Self::Bim => "BIM",
            Self::Bis => "BIS",
        }
    }

    fn acr(self) -> &'static str {
        match self {
            Self::Bid => "urn:bankid:bid;LOA=4",
            Self::Bim => "urn:bankid:bim;LOA=4",
            Self::Bis => "urn:bankid:bis;LOA=3",
        }
    }
}

/// The person who approved the login.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub national_id: PersonalId,
    pub given_name: String,
    pub family_name: String,
}

impl Person {
    fn name(&self) -> String {
        format!("{} {}", self.given_name, self.family_name)
    }

    fn birthdate(&self) -> NaiveDate {
        self.national_id.birth_date()
    }

    fn digest(&self, salt: &str) -> [u8; 32] {
        Sha256::digest(format!("{salt}:{}", self.national_id.canonical()).as_bytes()).into()
    }

    /// The BankID certificate's personal identifier (PID), `9578-6000-4-<digits>`.
    fn pid(&self) -> String {
        let digest = self.digest("pid");
        let number = u32::from_be_bytes([digest[0], digest[1], digest[2], digest[3]]) % 1_000_000;
        format!("9578-6000-4-{number}")
    }
}

fn set(claims: &mut Map<String, Value>, name: &str, value: Value) {
    claims.insert(name.to_owned(), value);
}

fn profile_claims(person: &Person) -> Map<String, Value> {
    let mut claims = Map::new();
    set(&mut claims, "name", json!(person.name()));
    set(&mut claims, "given_name", json!(person.given_name));
    set(&mut claims, "family_name", json!(person.family_name));
    set(
        &mut claims,
        "birthdate",
        json!(person.birthdate().to_string()),
    );
    claims
}

/// BankID directly: `nnin_altsub` / `nnin` by scope, `bankid_altsub`, `acr`, `amr` (a string).
fn bankid(person: &Person, request: &AuthorizeRequest) -> Subject {
    let idp = Idp::from_login_hint(request.login_hint.as_deref());
    let mut claims = if request.has_scope("profile") {
        profile_claims(person)
    } else {
        Map::new()
    };
    set(&mut claims, "typ", json!("ID"));
    set(&mut claims, "acr", json!(idp.acr()));
    set(&mut claims, "amr", json!(idp.amr()));
    set(&mut claims, "bankid_altsub", json!(person.pid()));
    for scope in ["nnin_altsub", "nnin"] {
        if request.has_scope(scope) {
            set(&mut claims, scope, json!(person.national_id.canonical()));
        }
    }
    let mut userinfo = claims.clone();
    userinfo.remove("typ");
    Subject {
        sub: Uuid::from_bytes(uuid_bytes(&person.digest("bankid-sub"))).to_string(),
        id_token_claims: claims,
        userinfo_claims: userinfo,
    }
}

fn uuid_bytes(digest: &[u8; 32]) -> [u8; 16] {
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&digest[..16]);
    *uuid::Builder::from_custom_bytes(bytes).as_uuid().as_bytes()
}

/// Idura (Criipto): `socialno` only with scope `ssn` or `login_hint=scope:ssn`.
fn criipto(person: &Person, request: &AuthorizeRequest) -> Subject {
    let guid = Uuid::from_bytes(uuid_bytes(&person.digest("criipto-sub")));
    let substantial = request
        .acr_values
        .as_deref()
        .is_some_and(|acr| acr.contains("substantial"));
    let mut claims = profile_claims(person);
    set(&mut claims, "identityscheme", json!("nobankid-oidc"));
    set(
        &mut claims,
        "nameidentifier",
        json!(guid.simple().to_string()),
    );
    set(&mut claims, "uniqueuserid", json!(person.pid()));
    set(
        &mut claims,
        "certissuer",
        json!("CN=BankID - TestBank1 - Bank CA 3,OU=123456789,O=TestBank1 AS,C=NO"),
    );
    if !substantial {
        let subject = format!(
            "CN={}\\, {},O=TestBank1 AS,C=NO,SERIALNUMBER={}",
            person.family_name,
            person.given_name,
            person.pid()
        );
        set(&mut claims, "certsubject", json!(subject));
    }
    set(&mut claims, "country", json!("NO"));
    let consented = request.has_scope("ssn")
        || request
            .login_hint
            .as_deref()
            .is_some_and(|hint| hint.split(' ').any(|h| h == "scope:ssn"));
    if consented {
        set(
            &mut claims,
            "socialno",
            json!(person.national_id.canonical()),
        );
    }
    Subject {
        sub: format!("{{{guid}}}"),
        id_token_claims: claims.clone(),
        userinfo_claims: claims,
    }
}

/// Signicat: profile claims in the ID token; `nin` (scope `nin`) and `nbid_*` only in userinfo.
fn signicat(person: &Person, request: &AuthorizeRequest) -> Subject {
    let claims = if request.has_scope("profile") {
        profile_claims(person)
    } else {
        Map::new()
    };
    let mut userinfo = claims.clone();
    if request.has_scope("nin") {
        let nin_type = match person.national_id.kind() {
            PersonalIdKind::DNummer => "DNUMBER",
            PersonalIdKind::Fodselsnummer
            | PersonalIdKind::Personnummer
            | PersonalIdKind::Samordningsnummer => "BIRTH",
        };
        set(&mut userinfo, "nin", json!(person.national_id.canonical()));
        set(&mut userinfo, "nin_type", json!(nin_type));
        set(&mut userinfo, "nin_issuing_country", json!("NO"));
    }
    if request.has_scope("idp-id") {
        set(&mut userinfo, "idp_id", json!(person.pid()));
    }
    if request.has_scope("nbid-extra") {
        let idp = Idp::from_login_hint(request.login_hint.as_deref());
        set(&mut userinfo, "nbid_acr", json!(idp.acr()));
        set(&mut userinfo, "nbid_idp", json!(idp.amr()));
        set(
            &mut userinfo,
            "nbid_alternative_subject",
            json!(person.pid()),
        );
    }
    let mut id_claims = claims;
    set(&mut id_claims, "idp", json!("nbid"));
    set(&mut id_claims, "amr", json!(["external"]));
    Subject {
        sub: STANDARD.encode(person.digest("signicat-sub")),
        id_token_claims: id_claims,
        userinfo_claims: userinfo,
    }
}

pub fn subject(profile: ClaimProfile, person: &Person, request: &AuthorizeRequest) -> Subject {
    match profile {
        ClaimProfile::Bankid => bankid(person, request),
        ClaimProfile::Criipto => criipto(person, request),
        ClaimProfile::Signicat => signicat(person, request),
    }
}

/// What the discovery document lists for each profile.
pub fn advertised(profile: ClaimProfile) -> Advertised {
    let standard = vec![
        "sub",
        "iss",
        "aud",
        "exp",
        "iat",
        "auth_time",
        "nonce",
        "name",
        "given_name",
        "family_name",
        "birthdate",
    ];
    match profile {
        ClaimProfile::Bankid => Advertised {
            scopes: vec!["openid", "profile", "nnin_altsub", "nnin"],
            claims: [
                standard,
                vec!["acr", "amr", "bankid_altsub", "nnin_altsub", "nnin"],
            ]
            .concat(),
            acr_values: vec![
                "urn:bankid:bid;LOA=4",
                "urn:bankid:bim;LOA=4",
                "urn:bankid:bis;LOA=3",
            ],
            userinfo_signed: true,
        },
        ClaimProfile::Criipto => Advertised {
            scopes: vec!["openid", "ssn", "address", "email", "phone"],
            claims: [
                standard,
                vec![
                    "identityscheme",
                    "nameidentifier",
                    "uniqueuserid",
                    "certissuer",
                    "certsubject",
                    "country",
                    "socialno",
                ],
            ]
            .concat(),
            acr_values: vec![
                "urn:grn:authn:no:bankid",
                "urn:grn:authn:no:bankid:high",
                "urn:grn:authn:no:bankid:substantial",
            ],
            userinfo_signed: false,
        },
        ClaimProfile::Signicat => Advertised {
            scopes: vec!["openid", "profile", "nin", "nbid-extra", "idp-id"],
            claims: [
                standard,
                vec![
                    "idp",
                    "amr",
                    "nin",
                    "nin_type",
                    "nin_issuing_country",
                    "idp_id",
                    "nbid_acr",
                    "nbid_idp",
                    "nbid_alternative_subject",
                ],
            ]
            .concat(),
            acr_values: Vec::new(),
            userinfo_signed: false,
        },
    }
}
