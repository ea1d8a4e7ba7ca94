//! REST bodies of the property routes and their conversions from core's messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use zrm_proto::core::v1 as proto;

use crate::convert::timestamp_or_epoch;
use crate::error::GatewayError;
use crate::extract::{trimmed_pattern, trimmed_text_schema};
use crate::routes::application::reference::MortgageReference;

#[derive(Debug, Clone, Copy, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PropertyType {
    Apartment,
    House,
    Townhouse,
    HolidayHome,
}

impl From<PropertyType> for proto::PropertyType {
    fn from(kind: PropertyType) -> Self {
        match kind {
            PropertyType::Apartment => proto::PropertyType::Apartment,
            PropertyType::House => proto::PropertyType::House,
            PropertyType::Townhouse => proto::PropertyType::Townhouse,
            PropertyType::HolidayHome => proto::PropertyType::HolidayHome,
        }
    }
}

impl TryFrom<proto::PropertyType> for PropertyType {
    type Error = GatewayError;

    fn try_from(kind: proto::PropertyType) -> Result<Self, GatewayError> {
        match kind {
            proto::PropertyType::Apartment => Ok(PropertyType::Apartment),
            proto::PropertyType::House => Ok(PropertyType::House),
            proto::PropertyType::Townhouse => Ok(PropertyType::Townhouse),
            proto::PropertyType::HolidayHome => Ok(PropertyType::HolidayHome),
            proto::PropertyType::Unspecified => Err(GatewayError::Internal(
                "core answered a property without a type".into(),
            )),
        }
    }
}

/// How sure the provider is of its market value.
#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ValuationConfidence {
    High,
    Medium,
    Low,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Valuation {
    pub valuation_id: String,
    /// Whole units of the application's currency.
    pub market_value: i64,
    /// The provider's interval around the market value.
    pub low: i64,
    pub high: i64,
    pub confidence: ValuationConfidence,
    pub valued_at: DateTime<Utc>,
    /// User id of the employee who asked for it.
    pub valued_by: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Property {
    /// The application's reference number.
    pub application_id: String,
    /// Send it back with a change: a change made by someone else since refuses yours (409).
    pub version: i32,
    pub property_type: PropertyType,
    pub street_address: String,
    /// Digits only (SE five, NO four); shown formatted by the apps.
    pub postal_code: String,
    pub city: String,
    pub living_area_m2: Option<i32>,
    /// The applicants' own estimate or the purchase price.
    pub estimated_value: Option<i64>,
    /// The association's monthly fee (avgift, felleskostnader).
    pub monthly_fee: Option<i64>,
    /// The latest valuation; absent until valued, and dropped when the address changes.
    pub valuation: Option<Valuation>,
    pub updated_at: DateTime<Utc>,
}

impl Property {
    pub fn from_message(
        reference: MortgageReference,
        message: proto::Property,
    ) -> Result<Self, GatewayError> {
        let property_type = PropertyType::try_from(message.property_type())?;
        let valuation = message.valuation.map(|valuation| Valuation {
            confidence: match valuation.confidence() {
                proto::ValuationConfidence::High => ValuationConfidence::High,
                proto::ValuationConfidence::Medium => ValuationConfidence::Medium,
                proto::ValuationConfidence::Low | proto::ValuationConfidence::Unspecified => {
                    ValuationConfidence::Low
                }
            },
            valuation_id: valuation.valuation_id,
            market_value: valuation.market_value,
            low: valuation.low,
            high: valuation.high,
            valued_at: timestamp_or_epoch(valuation.valued_at),
            valued_by: valuation.valued_by,
        });
        Ok(Property {
            application_id: MortgageReference::text(reference.country, reference.id),
            version: message.version,
            property_type,
            street_address: message.street_address,
            postal_code: message.postal_code,
            city: message.city,
            living_area_m2: message.living_area_m2,
            estimated_value: message.estimated_value,
            monthly_fee: message.monthly_fee,
            valuation,
            updated_at: timestamp_or_epoch(message.updated_at),
        })
    }
}

fn street_address_schema() -> Schema {
    trimmed_text_schema(1, 200, "Street and number:")
}

fn postal_code_schema() -> Schema {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(trimmed_pattern("[0-9]{3} ?[0-9]{2}|[0-9]{4}", false)))
        .description(Some(
            "Sweden five digits (`11455` or `114 55`), Norway four, as the application's country.",
        ))
        .into()
}

fn city_schema() -> Schema {
    trimmed_text_schema(1, 100, "The city or town:")
}

/// A new property, or every field of a changed one (fields left out are cleared).
#[derive(Debug, Deserialize, ToSchema)]
pub struct SavePropertyRequest {
    /// Update: the `version` you read (required). Create: none.
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub version: Option<i64>,
    pub property_type: PropertyType,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = street_address_schema)]
    pub street_address: String,
    /// Sweden five digits (`11455` or `114 55`), Norway four, as the application's country.
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = postal_code_schema)]
    pub postal_code: String,
    #[serde(deserialize_with = "crate::extract::text")]
    #[schema(schema_with = city_schema)]
    pub city: String,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 10_000)]
    pub living_area_m2: Option<i64>,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub estimated_value: Option<i64>,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 0, maximum = 1_000_000)]
    pub monthly_fee: Option<i64>,
}

impl SavePropertyRequest {
    /// Core's message; `version` 0 for a create.
    pub fn into_message(
        self,
        reference: MortgageReference,
        version: i32,
        saved_by: String,
    ) -> Result<proto::SaveProperty, GatewayError> {
        let living_area_m2 = self
            .living_area_m2
            .map(|area| {
                i32::try_from(area)
                    .map_err(|_| GatewayError::field("living_area_m2", "Must be from 1 to 10000"))
            })
            .transpose()?;
        Ok(proto::SaveProperty {
            application_id: reference.id,
            country: reference.country_message().into(),
            version,
            property_type: proto::PropertyType::from(self.property_type).into(),
            street_address: self.street_address,
            postal_code: self.postal_code,
            city: self.city,
            living_area_m2,
            estimated_value: self.estimated_value,
            monthly_fee: self.monthly_fee,
            saved_by,
        })
    }
}
