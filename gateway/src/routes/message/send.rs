//! `POST /message/send/sms`: an employee's SMS about an application or a lead, to a customer
//! (the number kdlt holds) or to a phone number of a country. Messaging records it as queued and
//! answers at once; it refuses a customer who may not be contacted (blocked, erased, no number:
//! 409) and a number past its hourly share (429). The application or lead is named, not looked
//! up: the message is filed under it.

use actix_web::{post, web};
use serde::Deserialize;
use serde_json::json;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::Schema;
use utoipa::{PartialSchema, ToSchema};
use zrm_proto::messaging::v1::SendSmsRequest;

use super::types::{E164, SmsMessage, e164_number};
use crate::auth::StaffUser;
use crate::clients::MESSAGING;
use crate::employee_names::name_actors;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, trimmed_pattern, trimmed_text_pattern};
use crate::grpc_status::GrpcResultExt;
use crate::state::AppState;

/// Ten SMS parts; messaging sends no longer text.
const MAX_MESSAGE_CHARS: usize = 1600;

/// An application's reference (`MOSE1001`) or a lead's id (`123`).
pub const APPLICATION_OR_LEAD: &str =
    r"[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}|0*[1-9][0-9]{0,17}";
/// A Swedish number as dialled at home: 0, then 8 to 10 digits in all.
const SE_NATIONAL: &str = r"0[1-9][0-9]{6,8}";
/// A Norwegian number as dialled at home: eight digits, the first 2 to 9.
const NO_NATIONAL: &str = r"[2-9][0-9]{7}";

/// The body as the handler reads it; [`SendSmsBody`] is its schema.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SendSmsRequestBody {
    #[serde(deserialize_with = "crate::extract::text")]
    pub application_id_or_lead_id: String,
    #[serde(deserialize_with = "crate::extract::text")]
    pub message: String,
    /// Present (not null) or absent: the schema's variants tell the addressee by which fields
    /// are there.
    #[serde(default, deserialize_with = "some_integer")]
    pub customer_id: Option<i64>,
    #[serde(default, deserialize_with = "some_text")]
    pub phone_number: Option<String>,
    #[serde(default, deserialize_with = "some_text")]
    pub country: Option<String>,
}

fn some_integer<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<i64>, D::Error> {
    crate::extract::integer(deserializer).map(Some)
}

pub fn some_text<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<String>, D::Error> {
    crate::extract::text(deserializer).map(Some)
}

/// The body's schema: exactly one of three shapes (to a customer; to a Swedish number; to a
/// Norwegian number), no other fields.
pub struct SendSmsBody;

impl PartialSchema for SendSmsBody {
    fn schema() -> RefOr<Schema> {
        let common = json!({
            "application_id_or_lead_id": {
                "type": "string",
                "pattern": trimmed_pattern(APPLICATION_OR_LEAD, false),
                "description": "The application (`MOSE1001`) or lead (`123`) the message is about."
            },
            "message": {
                "type": "string",
                "minLength": 1,
                "pattern": trimmed_text_pattern(1, MAX_MESSAGE_CHARS),
                "description": format!("1 to {MAX_MESSAGE_CHARS} characters once surrounding whitespace is removed (sent trimmed); no NUL.")
            }
        });
        let variant = |extra: serde_json::Value, required: &[&str]| {
            let mut properties = common.clone();
            if let (Some(all), Some(more)) = (properties.as_object_mut(), extra.as_object()) {
                all.extend(more.clone());
            }
            let mut names = vec!["application_id_or_lead_id", "message"];
            names.extend_from_slice(required);
            json!({
                "type": "object",
                "additionalProperties": false,
                "required": names,
                "properties": properties,
            })
        };
        let number = |country: &str, national: &str| {
            variant(
                json!({
                    "country": {"type": "string", "enum": [country]},
                    "phone_number": {
                        "type": "string",
                        "pattern": trimmed_pattern(&format!("{E164}|{national}"), false),
                        "description": "E.164, or as dialled in the country."
                    }
                }),
                &["country", "phone_number"],
            )
        };
        let schema = json!({
            "description": "To a customer (`customer_id`: the number kdlt holds), or to `phone_number` and `country`; never both.",
            "oneOf": [
                variant(
                    json!({"customer_id": {"type": "integer", "format": "int64", "minimum": 1}}),
                    &["customer_id"],
                ),
                number("SE", SE_NATIONAL),
                number("NO", NO_NATIONAL),
            ]
        });
        // The literal above is a schema: `the_body_schema_is_one_of_three_shapes` reads it back.
        RefOr::T(serde_json::from_value::<Schema>(schema).unwrap_or_default())
    }
}

impl ToSchema for SendSmsBody {}

/// Whom the body names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Addressee {
    Customer(i64),
    /// E.164.
    Number(String),
}

/// The addressee and the normalised application or lead, as the schema's variants define them.
pub fn addressee(body: &SendSmsRequestBody) -> Result<Addressee, GatewayError> {
    match (body.customer_id, &body.phone_number, &body.country) {
        (Some(customer_id), None, None) => {
            if customer_id < 1 {
                return Err(GatewayError::field("customer_id", "Must be 1 or more"));
            }
            Ok(Addressee::Customer(customer_id))
        }
        (None, Some(number), Some(country)) => {
            number_of(country, number.trim()).map(Addressee::Number)
        }
        (Some(_), _, _) => Err(GatewayError::field(
            "customer_id",
            "Give either customer_id, or phone_number and country, not both",
        )),
        (None, Some(_), None) => Err(GatewayError::field("country", "This field is required")),
        (None, None, Some(_)) => Err(GatewayError::field(
            "phone_number",
            "This field is required",
        )),
        (None, None, None) => Err(GatewayError::field(
            "customer_id",
            "Give either customer_id, or phone_number and country",
        )),
    }
}

/// The E.164 form of a number written in E.164 or as dialled in the country.
fn number_of(country: &str, number: &str) -> Result<String, GatewayError> {
    if number.starts_with('+') {
        return e164_number("phone_number", number);
    }
    let digits = |text: &str| text.chars().all(|c| c.is_ascii_digit());
    let national = match country {
        "SE" => number
            .strip_prefix('0')
            .filter(|rest| digits(rest) && (7..=9).contains(&rest.len()) && !rest.starts_with('0'))
            .map(|rest| format!("+46{rest}")),
        "NO" => (digits(number) && number.len() == 8 && !number.starts_with(['0', '1']))
            .then(|| format!("+47{number}")),
        _ => return Err(GatewayError::field("country", "Must be one of SE, NO")),
    };
    national.ok_or_else(|| {
        GatewayError::field(
            "phone_number",
            "Must be a phone number in E.164 or as dialled in the country",
        )
    })
}

/// `MOSE0042` → `MOSE42`, `007` → `7`; None when it is neither form.
pub fn application_or_lead(text: &str) -> Result<String, GatewayError> {
    let text = text.trim();
    let (prefix, number) = match text.get(..4) {
        Some(head) if head.eq_ignore_ascii_case("MOSE") || head.eq_ignore_ascii_case("MONO") => {
            (head.to_ascii_uppercase(), &text[4..])
        }
        _ => (String::new(), text),
    };
    let significant = number.trim_start_matches('0');
    if significant.is_empty()
        || significant.len() > 18
        || !significant.chars().all(|c| c.is_ascii_digit())
    {
        return Err(GatewayError::field(
            "application_id_or_lead_id",
            "Must be an application reference (MOSE1001) or a lead id",
        ));
    }
    Ok(format!("{prefix}{significant}"))
}

#[utoipa::path(
    tag = "message",
    request_body = SendSmsBody,
    responses(
        (status = 200, description = "Recorded and queued for the provider", body = SmsMessage),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody),
        (status = 404, description = "No such customer", body = ErrorBody),
        (status = 409, description = "The customer may not be contacted (blocked, erased, no phone number)", body = ErrorBody),
        (status = 429, description = "The number got as many SMS in the last hour as it may", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/message/send/sms")]
pub async fn send_sms(
    user: StaffUser,
    state: web::Data<AppState>,
    body: JsonBody<SendSmsRequestBody>,
) -> Result<web::Json<SmsMessage>, GatewayError> {
    let body = body.into_inner();
    let about = application_or_lead(&body.application_id_or_lead_id)?;
    let message = body.message.trim();
    if message.is_empty() || message.chars().count() > MAX_MESSAGE_CHARS {
        return Err(GatewayError::field(
            "message",
            format!("Must be 1 to {MAX_MESSAGE_CHARS} characters"),
        ));
    }
    let (customer_id, phone_number) = match addressee(&body)? {
        Addressee::Customer(customer_id) => (Some(customer_id), String::new()),
        Addressee::Number(number) => (None, number),
    };
    let request = SendSmsRequest {
        phone_number,
        message: message.to_owned(),
        customer_id,
        application_id_or_lead_id: Some(about),
        sent_by: user.user_id,
    };
    let sms = state
        .clients
        .sms()
        .send_sms(state.clients.messaging.request(request))
        .await
        .or_gateway_error(MESSAGING)?;
    let mut sent = [SmsMessage::from(sms)];
    name_actors(&state, &mut sent).await;
    let [sent] = sent;
    Ok(web::Json(sent))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn body(json: serde_json::Value) -> SendSmsRequestBody {
        serde_json::from_value(json).unwrap()
    }

    #[test]
    fn the_addressee_is_a_customer_or_a_number_of_a_country() {
        let to_customer =
            body(json!({"application_id_or_lead_id": "MOSE1", "message": "Hej", "customer_id": 7}));
        assert_eq!(addressee(&to_customer).unwrap(), Addressee::Customer(7));
        let swedish = body(
            json!({"application_id_or_lead_id": "1", "message": "Hej", "phone_number": " 0701234567 ", "country": "SE"}),
        );
        assert_eq!(
            addressee(&swedish).unwrap(),
            Addressee::Number("+46701234567".into())
        );
        let norwegian = body(
            json!({"application_id_or_lead_id": "1", "message": "Hei", "phone_number": "98765432", "country": "NO"}),
        );
        assert_eq!(
            addressee(&norwegian).unwrap(),
            Addressee::Number("+4798765432".into())
        );
        let international = body(
            json!({"application_id_or_lead_id": "1", "message": "Hei", "phone_number": "+4798765432", "country": "SE"}),
        );
        assert_eq!(
            addressee(&international).unwrap(),
            Addressee::Number("+4798765432".into())
        );
    }

    #[test]
    fn mixed_or_partial_addressees_name_their_field() {
        let field = |json: serde_json::Value| {
            addressee(&body(json))
                .unwrap_err()
                .into_validation()
                .and_then(|(field, _)| field)
        };
        let base = json!({"application_id_or_lead_id": "1", "message": "Hej"});
        let with = |extra: serde_json::Value| {
            let mut all = base.clone();
            all.as_object_mut()
                .unwrap()
                .extend(extra.as_object().unwrap().clone());
            all
        };
        assert_eq!(
            field(with(json!({"customer_id": 7, "country": "SE"}))).as_deref(),
            Some("customer_id")
        );
        assert_eq!(
            field(with(json!({"phone_number": "0701234567"}))).as_deref(),
            Some("country")
        );
        assert_eq!(
            field(with(json!({"country": "NO"}))).as_deref(),
            Some("phone_number")
        );
        assert_eq!(field(base.clone()).as_deref(), Some("customer_id"));
        assert_eq!(
            field(with(json!({"phone_number": "0701234567", "country": "NO"}))).as_deref(),
            Some("phone_number")
        );
        assert!(
            serde_json::from_value::<SendSmsRequestBody>(with(json!({"customer_id": null})))
                .is_err()
        );
        assert!(serde_json::from_value::<SendSmsRequestBody>(with(json!({"pni": "x"}))).is_err());
    }

    #[test]
    fn the_body_schema_is_one_of_three_shapes() {
        let RefOr::T(schema) = SendSmsBody::schema() else {
            panic!("a reference");
        };
        let json = serde_json::to_value(schema).unwrap();
        let shapes = json["oneOf"].as_array().unwrap();
        assert_eq!(shapes.len(), 3);
        assert_eq!(
            shapes[0]["required"],
            json!(["application_id_or_lead_id", "message", "customer_id"])
        );
        assert_eq!(shapes[2]["properties"]["country"]["enum"], json!(["NO"]));
        assert_eq!(shapes[1]["additionalProperties"], json!(false));
    }

    #[test]
    fn applications_and_leads_are_written_one_way() {
        assert_eq!(application_or_lead(" mose0042 ").unwrap(), "MOSE42");
        assert_eq!(application_or_lead("007").unwrap(), "7");
        assert!(application_or_lead("MOSE").is_err());
        assert!(application_or_lead("0").is_err());
        assert!(application_or_lead("MODK12").is_err());
    }
}
