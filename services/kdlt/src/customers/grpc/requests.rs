//! Requests checked and turned into domain values; each error names its field.

use chrono::{NaiveDate, Utc};
use tonic::Request;
use zrm_domain::{Country, NameMatch, Page};
use zrm_platform::grpc::REQUEST_ID_HEADER;
use zrm_platform::grpc::common::{country_code, page_of};
use zrm_proto::common::v1::PageRequest;
use zrm_proto::kdlt::v1::{
    CreateCustomerRequest, CustomerSearchKey, FindCustomerIdsRequest, SearchCustomersRequest,
    UpdateConsentsRequest, UpdateCustomerRequest,
};

use crate::consents::ConsentChanges;

use crate::customers::model::{
    self, Actor, CustomerChanges, MAX_SEARCH_VALUE, MAX_SVERKER_ID, NewCustomer, SearchKey,
    bounded_text, email, name, optional, phone_number,
};
use crate::error::KdltError;

fn today() -> NaiveDate {
    Utc::now().date_naive()
}

/// Who asked: the request's `requested_by` and the request id of its metadata.
pub fn actor<T>(request: &Request<T>, requested_by: &str) -> Result<Actor, KdltError> {
    actor_of(requested_by, &request_id(request))
}

/// The request id of the call's metadata (empty when it has none).
pub fn request_id<T>(request: &Request<T>) -> String {
    request
        .metadata()
        .get(REQUEST_ID_HEADER)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .to_owned()
}

pub fn actor_of(requested_by: &str, request_id: &str) -> Result<Actor, KdltError> {
    let user_id = requested_by.trim();
    if user_id.is_empty() {
        return Err(KdltError::invalid("requested_by", "Must not be empty"));
    }
    Ok(Actor {
        user_id: user_id.to_owned(),
        request_id: request_id.to_owned(),
    })
}

/// The employee viewing personal data, when the call names one (a service's call does not).
pub fn viewer<T>(request: &Request<T>, requested_by: &str) -> Option<Actor> {
    actor(request, requested_by).ok()
}

/// A page request checked by the product's paging rule.
pub fn page(request: Option<&PageRequest>) -> Result<Page, KdltError> {
    let (page, limit) = page_of(request);
    Page::parse(page, limit).map_err(|error| KdltError::invalid(error.field, error.detail))
}

/// Customer ids of a list, each named by its index when bad; 1 to `max` of them.
pub fn customer_ids(raw: &[String], max: usize) -> Result<Vec<i64>, KdltError> {
    if raw.is_empty() || raw.len() > max {
        return Err(KdltError::invalid(
            "customer_ids",
            format!("Give 1 to {max} customer ids"),
        ));
    }
    raw.iter()
        .enumerate()
        .map(|(index, id)| customer_id(id).map_err(|error| error.at("customer_ids", index)))
        .collect()
}

/// A list of 1 to `max` values.
pub fn values<'a>(
    field: &'static str,
    raw: &'a [String],
    max: usize,
) -> Result<&'a [String], KdltError> {
    if raw.is_empty() || raw.len() > max {
        return Err(KdltError::invalid(field, format!("Give 1 to {max} values")));
    }
    Ok(raw)
}

/// The time of a request field.
pub fn time(
    field: &'static str,
    at: Option<&prost_types::Timestamp>,
) -> Result<chrono::DateTime<Utc>, KdltError> {
    at.and_then(|at| {
        chrono::DateTime::from_timestamp(at.seconds, u32::try_from(at.nanos).unwrap_or(0))
    })
    .ok_or_else(|| KdltError::invalid(field, "Must be a time"))
}

/// A block's or unblock's reason: trimmed, 1 to 500 characters.
pub fn reason(raw: &str) -> Result<String, KdltError> {
    bounded_text("reason", raw, 1, crate::customers::block::MAX_REASON)
}

pub fn country_of(value: i32) -> Result<Country, KdltError> {
    country(value)
}

pub fn customer_id(raw: &str) -> Result<i64, KdltError> {
    raw.trim()
        .parse::<i64>()
        .ok()
        .filter(|id| *id >= 1)
        .ok_or_else(|| {
            KdltError::invalid(
                "customer_id",
                "Must be a customer id (a whole number from 1)",
            )
        })
}

fn country(value: i32) -> Result<Country, KdltError> {
    country_code(value)
        .parse()
        .map_err(|_| KdltError::invalid("country", "Must be SE or NO"))
}

pub fn new_customer(request: &CreateCustomerRequest) -> Result<NewCustomer, KdltError> {
    let country = country(request.country)?;
    Ok(NewCustomer {
        country,
        pni: model::personal_id("pni", country, &request.pni, today())?,
        first_name: name("first_name", &request.first_name)?,
        last_name: name("last_name", &request.last_name)?,
        phone_number: optional(request.phone_number.as_deref(), |v| {
            phone_number("phone_number", v)
        })?,
        email: optional(request.email.as_deref(), |v| email("email", v))?,
        sverker_id: optional(request.sverker_id.as_deref(), |v| {
            bounded_text("sverker_id", v, 1, MAX_SVERKER_ID)
        })?,
    })
}

pub fn changes(request: &UpdateCustomerRequest) -> Result<CustomerChanges, KdltError> {
    Ok(CustomerChanges {
        first_name: request
            .first_name
            .as_deref()
            .map(|v| name("first_name", v))
            .transpose()?,
        last_name: request
            .last_name
            .as_deref()
            .map(|v| name("last_name", v))
            .transpose()?,
        phone_number: request
            .phone_number
            .as_deref()
            .map(|v| optional(Some(v), |v| phone_number("phone_number", v)))
            .transpose()?,
        email: request
            .email
            .as_deref()
            .map(|v| optional(Some(v), |v| email("email", v)))
            .transpose()?,
    })
}

/// The personal id in the normalised form of every country it is valid for; INVALID_ARGUMENT
/// (`field`) when it is valid for none.
pub fn personal_ids_of_either_country(
    field: &'static str,
    raw: &str,
) -> Result<Vec<String>, KdltError> {
    let ids: Vec<String> = [Country::Se, Country::No]
        .into_iter()
        .filter_map(|country| model::personal_id(field, country, raw, today()).ok())
        .collect();
    if ids.is_empty() {
        return Err(KdltError::invalid(
            field,
            "Must be a Swedish or Norwegian personal id",
        ));
    }
    Ok(ids)
}

/// The key and value of a search, the value normalised as stored. A personal id is compared in
/// the normalised form of every country it is valid for, a phone number in the E.164 form it
/// means; a value that is neither finds nothing.
pub fn search(request: &SearchCustomersRequest) -> Result<(SearchKey, Page), KdltError> {
    let page = page(request.page.as_ref())?;
    let value = bounded_text("value", &request.value, 1, MAX_SEARCH_VALUE)?;
    let value = value.as_str();
    let key = match CustomerSearchKey::try_from(request.key) {
        // A value valid for neither country finds nothing.
        Ok(CustomerSearchKey::Pni) => {
            SearchKey::Pni(personal_ids_of_either_country("value", value).unwrap_or_default())
        }
        Ok(CustomerSearchKey::PhoneNumber) => {
            SearchKey::PhoneNumbers(zrm_domain::phone_number_forms(value))
        }
        // One character would match most of the register: like a partial key, it finds nothing.
        Ok(CustomerSearchKey::Name) => zrm_domain::name_part(value)
            .map_or(SearchKey::Nothing, |part| {
                SearchKey::Name(part, NameMatch::Start)
            }),
        Ok(CustomerSearchKey::Email) => SearchKey::Email(value.to_lowercase()),
        Ok(CustomerSearchKey::SverkerId) => SearchKey::SverkerId(value.to_owned()),
        // Ids start at 1: a value that is no id finds nothing, as any other unknown value.
        Ok(CustomerSearchKey::Id) => SearchKey::Id(value.parse().unwrap_or(0)),
        Ok(CustomerSearchKey::Unspecified) | Err(_) => {
            return Err(KdltError::invalid(
                "key",
                "Must be one of pni, phone_number, email, sverker_id, id, name",
            ));
        }
    };
    Ok((key, page))
}

/// The reason of an employee's search: one of the lookup reason codes, required when an
/// employee searches (a service's search names no viewer and needs none).
pub fn lookup_reason(request: &SearchCustomersRequest) -> Result<Option<String>, KdltError> {
    let reason = request.reason.trim();
    if reason.is_empty() && request.requested_by.trim().is_empty() {
        return Ok(None);
    }
    if zrm_domain::is_lookup_reason(reason) {
        Ok(Some(reason.to_owned()))
    } else {
        Err(KdltError::invalid(
            "reason",
            format!("Must be one of {}", zrm_domain::LOOKUP_REASONS.join(", ")),
        ))
    }
}

/// The text of another register's search box and how many customers it may name.
pub fn find_ids(request: &FindCustomerIdsRequest) -> Result<(SearchKey, i64), KdltError> {
    const MAX_FOUND: u32 = 200;
    if !(1..=MAX_FOUND).contains(&request.limit) {
        return Err(KdltError::invalid(
            "limit",
            format!("Must be 1 to {MAX_FOUND}"),
        ));
    }
    let text = bounded_text("text", &request.text, 1, MAX_SEARCH_VALUE)?;
    let key = match zrm_domain::PersonSearch::parse(&text, today()) {
        Ok(zrm_domain::PersonSearch::Exact {
            personal_ids,
            phone_numbers,
        }) => SearchKey::PniOrPhoneNumber {
            pnis: personal_ids,
            phone_numbers,
        },
        Ok(zrm_domain::PersonSearch::NamePart(part)) => SearchKey::Name(part, NameMatch::Start),
        Err(zrm_domain::PersonSearchProblem::Length) => {
            return Err(KdltError::invalid(
                "text",
                "A name part must be 2 to 100 characters",
            ));
        }
    };
    Ok((key, i64::from(request.limit)))
}

pub fn consent_changes(request: &UpdateConsentsRequest) -> ConsentChanges {
    ConsentChanges {
        customer_club_marketing: request.customer_club_marketing,
        email_marketing: request.email_marketing,
        sms_marketing: request.sms_marketing,
        popup_dismissed: request.consents_popup_dismissed,
        debt_register_given: request.debt_register_given,
        debt_register_renewed: request.debt_register_renewed,
    }
}
