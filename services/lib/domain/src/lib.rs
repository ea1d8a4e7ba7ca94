//! Pure domain rules shared by the ZRM services and the gateway: countries, national identity
//! numbers, postal codes, reference numbers, coordinates (zoordinates), the role rule, money
//! formatting and seed-data names. No I/O.

pub mod choice;
pub mod coordinates;
pub mod country;
pub mod deactivation;
pub mod document;
pub mod error;
pub mod language;
pub mod lookup_reason;
pub mod message_template;
pub mod money;
pub mod names;
pub mod paging;
pub mod person_search;
pub mod personal_id;
pub mod postal_code;
pub mod product;
pub mod reference_number;
pub mod reprocess;
pub mod roles;
pub mod server_text;

pub use choice::{Choice, check_choices, choice};
pub use coordinates::{CoordinatePart, Coordinates, Office, PartCode};
pub use country::{Country, Currency};
pub use error::{CoordinatesProblem, DomainError, PersonalIdProblem};
pub use language::Language;
pub use lookup_reason::{LOOKUP_REASONS, is_lookup_reason};
pub use money::{Decimals, format_money};
pub use names::{PersonName, random_person};
pub use paging::{Page, PagingError};
pub use person_search::{
    NameMatch, PersonSearch, PersonSearchProblem, name_part, phone_number_forms,
};
pub use personal_id::{
    PersonalId, PersonalIdKind, format_personal_id, generate_norwegian, generate_swedish,
};
pub use postal_code::{PostalCode, format_postal_code};
pub use product::Product;
pub use reference_number::{ReferenceNumber, ReferenceProduct};
pub use reprocess::{LeadIdsError, MAX_REPROCESS_LEAD_IDS, parse_reprocess_lead_ids};
pub use roles::{
    INSURANCE_SALES_STATS, KNOWN_ROLES, ONLINE_ADMIN, RoleRequirement, is_admin_role, is_known_role,
};
