//! `zrm.core.v1.BankService`: validate, read the catalogue, convert.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_platform::grpc::common::{country_code, country_of_code};
use zrm_proto::core::v1 as proto;
use zrm_proto::core::v1::bank_service_server::BankService;

use crate::error::CoreError;
use crate::state::CoreState;

use super::catalogue;
use super::model::{Bank, Integration, IntegrationFilter};

pub struct BankGrpc {
    state: Arc<CoreState>,
}

impl BankGrpc {
    pub fn new(state: Arc<CoreState>) -> Self {
        BankGrpc { state }
    }
}

/// `None` for an unspecified country (every country).
fn optional_country(value: i32) -> Result<Option<String>, CoreError> {
    match country_code(value) {
        "" => Ok(None),
        code @ ("SE" | "NO") => Ok(Some(code.to_owned())),
        _ => Err(CoreError::invalid("country", "Must be SE or NO")),
    }
}

pub fn bank_id_from_request(bank_id: i32) -> Result<i32, CoreError> {
    if bank_id <= 0 {
        return Err(CoreError::invalid("bank_id", "Must be a bank id"));
    }
    Ok(bank_id)
}

fn kind_message(kind: &str) -> proto::IntegrationKind {
    match kind {
        "API" => proto::IntegrationKind::Api,
        "EMAIL" => proto::IntegrationKind::Email,
        "MANUAL" => proto::IntegrationKind::Manual,
        _ => proto::IntegrationKind::Unspecified,
    }
}

pub fn bank_message(bank: Bank) -> proto::BankRecord {
    proto::BankRecord {
        bank_id: bank.bank_id,
        code: bank.code,
        name: bank.name,
        country: country_of_code(&bank.country).into(),
    }
}

fn integration_message((integration, bank): (Integration, Bank)) -> proto::BankIntegration {
    proto::BankIntegration {
        bank_id: integration.bank_id,
        bank_name: bank.name,
        country: country_of_code(&bank.country).into(),
        product: integration.product,
        kind: kind_message(&integration.kind).into(),
        contact: integration.contact,
        active: integration.active,
    }
}

#[tonic::async_trait]
impl BankService for BankGrpc {
    async fn list_banks(
        &self,
        request: Request<proto::ListBanksRequest>,
    ) -> Result<Response<proto::ListBanksResponse>, Status> {
        let country = optional_country(request.get_ref().country)?;
        let banks = catalogue::do_list_banks(&self.state.pool, country.as_deref()).await?;
        Ok(Response::new(proto::ListBanksResponse {
            banks: banks.into_iter().map(bank_message).collect(),
        }))
    }

    async fn get_bank(
        &self,
        request: Request<proto::GetBankRequest>,
    ) -> Result<Response<proto::BankRecord>, Status> {
        let bank_id = bank_id_from_request(request.get_ref().bank_id)?;
        let bank = catalogue::do_get_bank(&self.state.pool, bank_id).await?;
        Ok(Response::new(bank_message(bank)))
    }

    async fn list_bank_integrations(
        &self,
        request: Request<proto::ListBankIntegrationsRequest>,
    ) -> Result<Response<proto::ListBankIntegrationsResponse>, Status> {
        let request = request.get_ref();
        let filter = match request.bank_id {
            Some(bank_id) => IntegrationFilter::Bank(bank_id_from_request(bank_id)?),
            None => {
                let product = request.product.trim();
                if !(product.is_empty()
                    || product.len() == 2 && product.chars().all(|c| c.is_ascii_uppercase()))
                {
                    return Err(
                        CoreError::invalid("product", "Must be a product code, e.g. MO").into(),
                    );
                }
                IntegrationFilter::Where {
                    country: optional_country(request.country)?,
                    product: (!product.is_empty()).then(|| product.to_owned()),
                }
            }
        };
        let integrations = catalogue::do_list_integrations(&self.state.pool, filter).await?;
        Ok(Response::new(proto::ListBankIntegrationsResponse {
            integrations: integrations.into_iter().map(integration_message).collect(),
        }))
    }
}
