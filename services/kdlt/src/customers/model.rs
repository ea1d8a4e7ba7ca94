//! Customers as the domain sees them, and the rules a customer's fields follow.

use std::fmt;

use chrono::{DateTime, NaiveDate, Utc};
use zrm_domain::{Country, NameMatch, PersonalId};

use crate::error::KdltError;

/// How personal data shows in `Debug` (and so in every log line).
pub const MASKED: &str = "***";

#[derive(Clone, PartialEq, Eq)]
pub struct Customer {
    pub customer_id: i64,
    pub country: Country,
    /// Normalised (SE: 12 digits, NO: 11 digits).
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_number: Option<String>,
    pub email: Option<String>,
    pub user_id: Option<String>,
    pub sverker_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// Set while the customer is blocked.
    pub block: Option<Block>,
    /// Set once the customer is erased.
    pub erased_at: Option<DateTime<Utc>>,
}

impl Customer {
    /// Neither blocked nor erased.
    pub fn may_be_contacted(&self) -> bool {
        self.block.is_none() && self.erased_at.is_none()
    }
}

impl fmt::Debug for Customer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Customer")
            .field("customer_id", &self.customer_id)
            .field("country", &self.country)
            .field("personal_data", &MASKED)
            .field("blocked", &self.block.is_some())
            .field("erased", &self.erased_at.is_some())
            .finish_non_exhaustive()
    }
}

/// A manual block: why and since when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    pub reason: String,
    pub blocked_at: DateTime<Utc>,
}

/// A customer to register, every field checked.
#[derive(Clone, PartialEq, Eq)]
pub struct NewCustomer {
    pub country: Country,
    pub pni: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_number: Option<String>,
    pub email: Option<String>,
    pub sverker_id: Option<String>,
}

impl fmt::Debug for NewCustomer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("NewCustomer")
            .field("country", &self.country)
            .field("personal_data", &MASKED)
            .finish_non_exhaustive()
    }
}

/// The fields an update changes (`None`: left as it is); each checked. An inner `None` removes an
/// optional field.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct CustomerChanges {
    pub first_name: Option<String>,
    pub last_name: Option<String>,
    pub phone_number: Option<Option<String>>,
    pub email: Option<Option<String>>,
}

impl fmt::Debug for CustomerChanges {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CustomerChanges")
            .field("first_name", &self.first_name.as_ref().map(|_| MASKED))
            .field("last_name", &self.last_name.as_ref().map(|_| MASKED))
            .field("phone_number", &self.phone_number.as_ref().map(|_| MASKED))
            .field("email", &self.email.as_ref().map(|_| MASKED))
            .finish()
    }
}

/// Who asked for a change, as the audit keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    pub user_id: String,
    pub request_id: String,
}

/// What a search compares, with the value normalised as it is stored.
#[derive(Clone, PartialEq, Eq)]
pub enum SearchKey {
    /// Personal ids of both countries that the value is valid for.
    Pni(Vec<String>),
    /// The E.164 forms the typed number can mean.
    PhoneNumbers(Vec<String>),
    /// Lower-cased.
    Email(String),
    SverkerId(String),
    Id(i64),
    /// A part of the name (lower case, words one space apart, matched literally) and where it
    /// meets the name.
    Name(String, NameMatch),
    /// A personal id or a phone number (the free text of another register's search box).
    PniOrPhoneNumber {
        pnis: Vec<String>,
        phone_numbers: Vec<String>,
    },
    /// A value no customer can match (a one-character name part).
    Nothing,
}

impl fmt::Debug for SearchKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let key = match self {
            SearchKey::Pni(_) => "Pni",
            SearchKey::PhoneNumbers(_) => "PhoneNumbers",
            SearchKey::Email(_) => "Email",
            SearchKey::SverkerId(_) => "SverkerId",
            SearchKey::Name(_, NameMatch::Start) => "NameStart",
            SearchKey::Name(_, NameMatch::Inside) => "NameInside",
            SearchKey::PniOrPhoneNumber { .. } => "PniOrPhoneNumber",
            SearchKey::Nothing => "Nothing",
            SearchKey::Id(id) => return write!(f, "Id({id})"),
        };
        write!(f, "{key}({MASKED})")
    }
}

impl SearchKey {
    /// What to search for when this key found no one: a name part found at no name's start is
    /// looked for inside the names ([`NameMatch::wider`]); every other key is what it is.
    pub fn wider(&self) -> Option<SearchKey> {
        match self {
            SearchKey::Name(part, meets) => meets
                .wider()
                .map(|wider| SearchKey::Name(part.clone(), wider)),
            SearchKey::Pni(_)
            | SearchKey::PhoneNumbers(_)
            | SearchKey::Email(_)
            | SearchKey::SverkerId(_)
            | SearchKey::Id(_)
            | SearchKey::PniOrPhoneNumber { .. }
            | SearchKey::Nothing => None,
        }
    }
}

const MAX_NAME: usize = 100;
/// The longest legacy-system id and search value taken.
pub const MAX_SVERKER_ID: usize = 100;
pub const MAX_SEARCH_VALUE: usize = 254;

/// The personal id of `country` in its stored form; `field` names it in the error.
pub fn personal_id(
    field: &'static str,
    country: Country,
    raw: &str,
    today: NaiveDate,
) -> Result<String, KdltError> {
    PersonalId::parse(country, raw, today)
        .map(|id| id.canonical().to_owned())
        .map_err(|error| KdltError::invalid(field, error.to_string()))
}

/// A first or last name: trimmed, 1 to 100 characters, no NUL (the rule of the lead's applicant
/// names too).
pub fn name(field: &'static str, raw: &str) -> Result<String, KdltError> {
    bounded_text(field, raw, 1, MAX_NAME)
}

/// A text trimmed and then `min..=max` characters long, without NUL (which Postgres cannot store).
pub fn bounded_text(
    field: &'static str,
    raw: &str,
    min: usize,
    max: usize,
) -> Result<String, KdltError> {
    let text = raw.trim();
    if text.contains('\0') {
        return Err(KdltError::invalid(field, "Must not contain NUL characters"));
    }
    let length = text.chars().count();
    if length < min {
        return Err(KdltError::invalid(field, "Must not be empty"));
    }
    if length > max {
        return Err(KdltError::invalid(
            field,
            format!("Must be at most {max} characters"),
        ));
    }
    Ok(text.to_owned())
}

/// A phone number in E.164: `+`, a country code not starting with 0, 7 to 15 digits in all.
pub fn phone_number(field: &'static str, raw: &str) -> Result<String, KdltError> {
    let number = raw.trim();
    let digits = number.strip_prefix('+').unwrap_or("");
    let valid = digits.len() >= 7
        && digits.len() <= 15
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !digits.starts_with('0');
    if valid {
        Ok(number.to_owned())
    } else {
        Err(KdltError::invalid(
            field,
            "Must be a phone number in international form, e.g. +46701234567",
        ))
    }
}

/// An e-mail address: one `@` between a non-empty local part and a domain that has a dot and
/// neither starts nor ends with one; no whitespace or control characters. Kept as written;
/// compared without case.
pub fn email(field: &'static str, raw: &str) -> Result<String, KdltError> {
    let address = raw.trim();
    let valid = !address.chars().any(|c| c.is_whitespace() || c.is_control())
        && match address.split_once('@') {
            Some((local, domain)) => {
                !local.is_empty()
                    && !domain.contains('@')
                    && domain.contains('.')
                    && !domain.starts_with('.')
                    && !domain.ends_with('.')
            }
            None => false,
        };
    if valid {
        Ok(address.to_owned())
    } else {
        Err(KdltError::invalid(field, "Must be an e-mail address"))
    }
}

/// An optional text field where empty means "none".
pub fn optional<T>(
    raw: Option<&str>,
    check: impl FnOnce(&str) -> Result<T, KdltError>,
) -> Result<Option<T>, KdltError> {
    match raw.map(str::trim) {
        None | Some("") => Ok(None),
        Some(value) => check(value).map(Some),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn debug_output_masks_personal_data() {
        let customer = Customer {
            customer_id: 7,
            country: Country::Se,
            pni: "198112189876".into(),
            first_name: "Anna".into(),
            last_name: "Lind".into(),
            phone_number: Some("+46701234567".into()),
            email: Some("anna@example.se".into()),
            user_id: None,
            sverker_id: Some("S-1".into()),
            created_at: Utc::now(),
            updated_at: Utc::now(),
            block: None,
            erased_at: None,
        };
        let changes = CustomerChanges {
            email: Some(Some("anna@example.se".into())),
            ..CustomerChanges::default()
        };
        let logged = format!(
            "{customer:?} {changes:?} {:?}",
            SearchKey::Email("anna@example.se".into())
        );
        for personal in ["198112189876", "Anna", "Lind", "+4670", "anna@", "S-1"] {
            assert!(!logged.contains(personal), "{personal} in {logged}");
        }
        assert!(logged.contains("customer_id: 7"));
    }

    #[test]
    fn phone_numbers_must_be_e164() {
        assert_eq!(phone_number("p", " +46701234567 ").unwrap(), "+46701234567");
        for bad in [
            "0701234567",
            "+0701234567",
            "+4670",
            "+46 70 123",
            "+467012345678901234",
        ] {
            assert!(phone_number("p", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn emails_need_a_local_part_and_a_dotted_domain() {
        assert_eq!(email("e", "Anna@Example.se").unwrap(), "Anna@Example.se");
        for bad in [
            "anna",
            "@example.se",
            "anna@example",
            "an na@example.se",
            "a@b@c.se",
            "a@.se",
        ] {
            assert!(email("e", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(name("n", "  Eva ").unwrap(), "Eva");
        assert!(name("n", " ").is_err());
        assert!(name("n", &"x".repeat(101)).is_err());
        assert_eq!(
            name("n", &format!(" {} ", "x".repeat(100))).unwrap().len(),
            100
        );
        assert!(name("n", "Eva\u{0}").is_err());
    }

    #[test]
    fn personal_ids_are_stored_normalised_and_checked_per_country() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 24).unwrap();
        assert_eq!(
            personal_id("pni", Country::Se, "811218-9876", today).unwrap(),
            "198112189876"
        );
        assert!(personal_id("pni", Country::Se, "811218-9875", today).is_err());
    }
}
