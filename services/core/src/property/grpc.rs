//! `zrm.core.v1.PropertyService`: validate, call the property use case, convert.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_domain::{DomainError, PostalCode};
use zrm_platform::grpc::common::country_of_code;
use zrm_platform::grpc::timestamp::to_timestamp;
use zrm_proto::core::v1 as proto;
use zrm_proto::core::v1::property_service_server::PropertyService;

use crate::applications::grpc::requests::{application_id_from_request, country_from_request};
use crate::error::CoreError;
use crate::leads::grpc::requests::user_id;
use crate::state::CoreState;

use super::model::{Confidence, Property, PropertyFields, PropertySave, PropertyType};
use super::{read, save, valuate};

/// The bounds the migration checks, named for the messages.
pub const MAX_STREET_ADDRESS: usize = 200;
pub const MAX_CITY: usize = 100;
pub const MAX_LIVING_AREA_M2: i32 = 10_000;
pub const MAX_ESTIMATED_VALUE: i64 = 1_000_000_000;
pub const MAX_MONTHLY_FEE: i64 = 1_000_000;

pub struct PropertyGrpc {
    state: Arc<CoreState>,
}

impl PropertyGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        PropertyGrpc { state }
    }
}

fn property_type(value: i32) -> Result<PropertyType, CoreError> {
    match proto::PropertyType::try_from(value) {
        Ok(proto::PropertyType::Apartment) => Ok(PropertyType::Apartment),
        Ok(proto::PropertyType::House) => Ok(PropertyType::House),
        Ok(proto::PropertyType::Townhouse) => Ok(PropertyType::Townhouse),
        Ok(proto::PropertyType::HolidayHome) => Ok(PropertyType::HolidayHome),
        Ok(proto::PropertyType::Unspecified) | Err(_) => Err(CoreError::invalid(
            "property_type",
            "Must be APARTMENT, HOUSE, TOWNHOUSE or HOLIDAY_HOME",
        )),
    }
}

fn text(field: &'static str, value: &str, max: usize) -> Result<String, CoreError> {
    let trimmed = value.trim();
    if trimmed.is_empty() {
        return Err(CoreError::invalid(field, "Must not be empty"));
    }
    if trimmed.chars().count() > max {
        return Err(CoreError::invalid(
            field,
            format!("Must be at most {max} characters"),
        ));
    }
    Ok(trimmed.to_owned())
}

fn bounded<T: PartialOrd + std::fmt::Display + Copy>(
    field: &'static str,
    value: Option<T>,
    min: T,
    max: T,
) -> Result<Option<T>, CoreError> {
    match value {
        Some(value) if value < min || value > max => Err(CoreError::invalid(
            field,
            format!("Must be from {min} to {max}"),
        )),
        other => Ok(other),
    }
}

/// "Must be five digits, e.g. 114 55": the form the country expects.
fn postal_code_detail(error: &DomainError) -> String {
    if let DomainError::InvalidPostalCode { expected, .. } = error {
        format!("Must be {expected}")
    } else {
        error.to_string()
    }
}

pub fn save_from_request(request: &proto::SaveProperty) -> Result<PropertySave, CoreError> {
    let country = country_from_request(request.country)?;
    Ok(PropertySave {
        application_id: application_id_from_request(request.application_id)?,
        country,
        version: request.version,
        fields: PropertyFields {
            property_type: property_type(request.property_type)?,
            street_address: text(
                "street_address",
                &request.street_address,
                MAX_STREET_ADDRESS,
            )?,
            postal_code: PostalCode::parse(country, &request.postal_code)
                .map_err(|error| CoreError::invalid("postal_code", postal_code_detail(&error)))?,
            city: text("city", &request.city, MAX_CITY)?,
            living_area_m2: bounded(
                "living_area_m2",
                request.living_area_m2,
                1,
                MAX_LIVING_AREA_M2,
            )?,
            estimated_value: bounded(
                "estimated_value",
                request.estimated_value,
                1,
                MAX_ESTIMATED_VALUE,
            )?,
            monthly_fee: bounded("monthly_fee", request.monthly_fee, 0, MAX_MONTHLY_FEE)?,
        },
        saved_by: user_id("saved_by", &request.saved_by)?,
    })
}

fn property_type_message(kind: PropertyType) -> proto::PropertyType {
    match kind {
        PropertyType::Apartment => proto::PropertyType::Apartment,
        PropertyType::House => proto::PropertyType::House,
        PropertyType::Townhouse => proto::PropertyType::Townhouse,
        PropertyType::HolidayHome => proto::PropertyType::HolidayHome,
    }
}

fn confidence_message(confidence: Confidence) -> proto::ValuationConfidence {
    match confidence {
        Confidence::High => proto::ValuationConfidence::High,
        Confidence::Medium => proto::ValuationConfidence::Medium,
        Confidence::Low => proto::ValuationConfidence::Low,
    }
}

pub fn property_message(property: Property) -> proto::Property {
    proto::Property {
        application_id: property.application_id,
        country: country_of_code(property.country.code()).into(),
        version: property.version,
        property_type: property_type_message(property.property_type).into(),
        street_address: property.street_address,
        postal_code: property.postal_code,
        city: property.city,
        living_area_m2: property.living_area_m2,
        estimated_value: property.estimated_value,
        monthly_fee: property.monthly_fee,
        valuation: property.valuation.map(|valuation| proto::Valuation {
            valuation_id: valuation.valuation_id,
            market_value: valuation.market_value,
            low: valuation.low,
            high: valuation.high,
            confidence: confidence_message(valuation.confidence).into(),
            valued_at: Some(to_timestamp(valuation.valued_at)),
            valued_by: valuation.valued_by.to_string(),
        }),
        updated_at: Some(to_timestamp(property.updated_at)),
    }
}

#[tonic::async_trait]
impl PropertyService for PropertyGrpc {
    async fn get_property(
        &self,
        request: Request<proto::GetPropertyRequest>,
    ) -> Result<Response<proto::Property>, Status> {
        let request = request.get_ref();
        let property = read::do_get_property(
            &self.state.pool,
            application_id_from_request(request.application_id)?,
            country_from_request(request.country)?,
        )
        .await?;
        Ok(Response::new(property_message(property)))
    }

    async fn create_property(
        &self,
        request: Request<proto::SaveProperty>,
    ) -> Result<Response<proto::Property>, Status> {
        let save = save_from_request(request.get_ref())?;
        let property = save::do_create_property(&self.state.pool, &self.state.outbox, save).await?;
        Ok(Response::new(property_message(property)))
    }

    async fn update_property(
        &self,
        request: Request<proto::SaveProperty>,
    ) -> Result<Response<proto::Property>, Status> {
        let save = save_from_request(request.get_ref())?;
        let property = save::do_update_property(&self.state.pool, &self.state.outbox, save).await?;
        Ok(Response::new(property_message(property)))
    }

    async fn valuate_property(
        &self,
        request: Request<proto::ValuatePropertyRequest>,
    ) -> Result<Response<proto::Property>, Status> {
        let request = request.get_ref();
        let property = valuate::do_valuate_property(
            &self.state,
            application_id_from_request(request.application_id)?,
            country_from_request(request.country)?,
            user_id("requested_by", &request.requested_by)?,
        )
        .await?;
        Ok(Response::new(property_message(property)))
    }
}
