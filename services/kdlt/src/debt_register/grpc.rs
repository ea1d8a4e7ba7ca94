//! `zrm.kdlt.v1.DebtRegisterService`: thin; checks the request, calls [`super::flow`], converts.

use std::sync::Arc;

use tonic::{Request, Response, Status};
use zrm_proto::kdlt::v1::debt_register_service_server::DebtRegisterService;
use zrm_proto::kdlt::v1::{
    self as proto, BeginConsentRequest, BeginConsentResponse, CompleteConsentRequest, DebtLoanType,
    DebtRegisterRequest,
};

use super::flow;
use super::{CONSENT_LIMIT_DAYS, DebtData, DebtLoan, DebtRegisterView, LoanType, RegisterConsent};
use crate::customers::grpc::requests;
use crate::customers::grpc::responses::timestamp;
use crate::state::KdltState;

pub struct DebtRegisterGrpc {
    state: Arc<KdltState>,
}

impl DebtRegisterGrpc {
    pub fn new(state: Arc<KdltState>) -> Self {
        Self { state }
    }
}

fn consent(consent: RegisterConsent) -> proto::RegisterConsentState {
    proto::RegisterConsentState {
        given_at: Some(timestamp(consent.given_at)),
        expires_at: Some(timestamp(consent.expires_at)),
        active: consent.active,
        checked_at: Some(timestamp(consent.checked_at)),
    }
}

fn loan(loan: DebtLoan) -> proto::DebtLoan {
    proto::DebtLoan {
        creditor: loan.creditor,
        r#type: match loan.loan_type {
            LoanType::RepaymentLoan => DebtLoanType::RepaymentLoan,
            LoanType::CreditFacility => DebtLoanType::CreditFacility,
            LoanType::ChargeCard => DebtLoanType::ChargeCard,
        }
        .into(),
        balance: loan.balance,
        original_balance: loan.original_balance,
        credit_limit: loan.credit_limit,
        nominal_interest_rate: loan.nominal_interest_rate,
        remaining_terms: loan.remaining_terms,
        co_borrowed: loan.co_borrowed,
    }
}

fn data(data: DebtData) -> proto::DebtData {
    proto::DebtData {
        verified_at: Some(timestamp(data.verified_at)),
        delete_after: Some(timestamp(data.delete_after)),
        creditors_answered: data.creditors_answered,
        creditors_missing: data.creditors_missing,
        loans: data.loans.into_iter().map(loan).collect(),
    }
}

fn view(view: DebtRegisterView) -> Response<proto::DebtRegisterView> {
    Response::new(proto::DebtRegisterView {
        has_consent: view.has_consent,
        old_consent: view.old_consent,
        recent_data: view.recent_data,
        consent: view.consent.map(consent),
        data: view.data.map(data),
        consent_limit_days: CONSENT_LIMIT_DAYS,
    })
}

#[tonic::async_trait]
impl DebtRegisterService for DebtRegisterGrpc {
    async fn begin_consent(
        &self,
        request: Request<BeginConsentRequest>,
    ) -> Result<Response<BeginConsentResponse>, Status> {
        let body = request.get_ref();
        let customer_id = requests::customer_id(&body.customer_id)?;
        let consent_url =
            flow::begin(&self.state, customer_id, &body.state, &body.redirect_uri).await?;
        Ok(Response::new(BeginConsentResponse { consent_url }))
    }

    async fn complete_consent(
        &self,
        request: Request<CompleteConsentRequest>,
    ) -> Result<Response<proto::DebtRegisterView>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let body = request.get_ref();
        let customer_id = requests::customer_id(&body.customer_id)?;
        let done = flow::complete(
            &self.state,
            customer_id,
            &body.code,
            &body.redirect_uri,
            &actor,
        )
        .await?;
        Ok(view(done))
    }

    async fn get_debt_register(
        &self,
        request: Request<DebtRegisterRequest>,
    ) -> Result<Response<proto::DebtRegisterView>, Status> {
        let viewer = requests::viewer(&request, &request.get_ref().requested_by);
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        Ok(view(
            flow::get(&self.state, customer_id, viewer.as_ref()).await?,
        ))
    }

    async fn renew_debt_data(
        &self,
        request: Request<DebtRegisterRequest>,
    ) -> Result<Response<proto::DebtRegisterView>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        Ok(view(flow::renew(&self.state, customer_id, &actor).await?))
    }

    async fn check_consent(
        &self,
        request: Request<DebtRegisterRequest>,
    ) -> Result<Response<proto::DebtRegisterView>, Status> {
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        Ok(view(flow::check_consent(&self.state, customer_id).await?))
    }

    async fn withdraw_consent(
        &self,
        request: Request<DebtRegisterRequest>,
    ) -> Result<Response<proto::DebtRegisterView>, Status> {
        let actor = requests::actor(&request, &request.get_ref().requested_by)?;
        let customer_id = requests::customer_id(&request.get_ref().customer_id)?;
        Ok(view(
            flow::withdraw(&self.state, customer_id, &actor).await?,
        ))
    }
}
