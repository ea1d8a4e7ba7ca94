//! `zrm.insurance.v1.InsuranceService`: thin; checks the request, calls the area's flows,
//! converts.

use std::sync::Arc;

use chrono::{Duration, Utc};
use tonic::{Request, Response, Status};
use zrm_platform::grpc::common::page_info;
use zrm_platform::grpc::timestamp::{from_timestamp, to_timestamp};
use zrm_proto::insurance::v1::insurance_service_server::InsuranceService;
use zrm_proto::insurance::v1::{self as proto};

use super::{names, requests, responses};
use crate::error::InsuranceError;
use crate::insurances::cancel::{self, Cancellation};
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::eligibility::{self, Question};
use crate::insurances::encrypted_id::OpenError;
use crate::insurances::group::InsuranceGroup;
use crate::insurances::lifecycle::{Status as InsuranceStatus, Substatus};
use crate::insurances::rules::Rule;
use crate::insurances::sign_up::{self, Acceptance, NewMandate, NewSale};
use crate::insurances::storage::{self, ListFilter};
use crate::insurances::{new_mandate_link, resend};
use crate::payments::grpc as billing;
use crate::payments::webhooks::{self, GoCardlessEvent, VippsEvent};
use crate::reports::range::DayRange;
use crate::reports::sales::SalesQuery;
use crate::reports::sales_stream::{SalesReportStream, sales_report_stream};
use crate::reports::stream::{ReportStream, report_stream};
use crate::state::{InsuranceState, pooled};
use crate::users::{self, Registration};
use crate::winback::{self, ListWinbackable, NewFeedback};

pub struct InsuranceGrpc {
    state: Arc<InsuranceState>,
}

impl InsuranceGrpc {
    pub fn new(state: Arc<InsuranceState>) -> Self {
        Self { state }
    }
}

type Reply<T> = Result<Response<T>, Status>;

impl InsuranceGrpc {
    /// A page of insurances with their sellers' names.
    async fn insurance_page(
        &self,
        insurances: Vec<crate::insurances::model::Insurance>,
        page: zrm_domain::paging::Page,
        total: u64,
    ) -> Reply<proto::InsurancePage> {
        let mut insurances: Vec<proto::Insurance> =
            insurances.into_iter().map(responses::insurance).collect();
        names::name_sellers(&self.state, &mut insurances).await?;
        Ok(Response::new(proto::InsurancePage {
            insurances,
            page: Some(page_info(page.page, page.limit, total)),
        }))
    }
}

fn recorded(recorded: webhooks::Recorded) -> Response<proto::RecordedEvents> {
    Response::new(proto::RecordedEvents {
        recorded: recorded.recorded,
        duplicates: recorded.duplicates,
        unmatched: recorded.unmatched,
    })
}

fn raw_json(raw: &str) -> serde_json::Value {
    serde_json::from_str(raw).unwrap_or_else(|_| serde_json::Value::String(raw.to_owned()))
}

#[tonic::async_trait]
impl InsuranceService for InsuranceGrpc {
    async fn get_catalogue(&self, _: Request<proto::CatalogueRequest>) -> Reply<proto::Catalogue> {
        Ok(Response::new(proto::Catalogue {
            statuses: [InsuranceStatus::Active, InsuranceStatus::Inactive]
                .into_iter()
                .map(|status| responses::status(status).into())
                .collect(),
            substatuses: Substatus::ALL
                .into_iter()
                .map(|substatus| responses::substatus(substatus).into())
                .collect(),
            groups: InsuranceGroup::ALL
                .into_iter()
                .map(|group| responses::group(group).into())
                .collect(),
            cancel_causes: CancelCause::CHOOSABLE
                .into_iter()
                .map(|cause| responses::cancel_cause(cause).into())
                .collect(),
        }))
    }

    async fn list_rules(
        &self,
        request: Request<proto::RulesRequest>,
    ) -> Reply<proto::RulesResponse> {
        let country = requests::country(request.get_ref().country)?;
        let mut conn = pooled(&self.state.pool).await?;
        let rows = storage::rules(&mut conn, country)
            .await
            .map_err(InsuranceError::from)?;
        let rules = rows
            .into_iter()
            .map(|row| {
                Rule::from_row(row, self.state.life_default_amount).map(|rule| {
                    let rate = self.state.tariff.rate(rule.group);
                    responses::rule(rule, rate)
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Response::new(proto::RulesResponse { rules }))
    }

    async fn create_insurance(
        &self,
        request: Request<proto::CreateInsuranceRequest>,
    ) -> Reply<proto::Insurance> {
        let body = request.into_inner();
        let sale = NewSale {
            customer_id: requests::customer_id(&body.customer_id)?,
            country: requests::country(body.country)?,
            group: requests::group(body.group)?,
            insured_amount: body.insured_amount,
            requested_by: requests::requested_by(&body.requested_by)?,
            self_sign_up: body.self_sign_up,
        };
        let insurance = sign_up::create(&self.state, sale).await?;
        Ok(Response::new(responses::insurance(insurance)))
    }

    async fn get_insurance(
        &self,
        request: Request<proto::InsuranceRequest>,
    ) -> Reply<proto::Insurance> {
        let body = request.get_ref();
        let id = requests::insurance_id(body.insurance_id)?;
        let scope = requests::optional_customer_id(&body.customer_id)?;
        let insurance = sign_up::own(&self.state, id, scope).await?;
        let mut named = [responses::insurance(insurance)];
        names::name_sellers(&self.state, &mut named).await?;
        let [insurance] = named;
        Ok(Response::new(insurance))
    }

    async fn list_insurances(
        &self,
        request: Request<proto::ListInsurancesRequest>,
    ) -> Reply<proto::InsurancePage> {
        let body = request.get_ref();
        let page = requests::page(body.page.as_ref())?;
        let filter = ListFilter {
            customer_id: requests::optional_customer_id(&body.customer_id)?,
            customer_ids: Vec::new(),
            substatuses: body
                .substatuses
                .iter()
                .map(|raw| requests::substatus(*raw))
                .collect::<Result<_, _>>()?,
            group: requests::optional_group(body.group)?,
            country: requests::optional_country(body.country)?,
            created_by: Some(body.created_by.trim().to_owned()).filter(|who| !who.is_empty()),
        };
        let mut conn = pooled(&self.state.pool).await?;
        let (insurances, total) = storage::list(&mut conn, &filter, page).await?;
        drop(conn);
        self.insurance_page(insurances, page, total).await
    }

    async fn list_customers_insurances(
        &self,
        request: Request<proto::CustomersInsurancesRequest>,
    ) -> Reply<proto::InsurancePage> {
        let body = request.get_ref();
        let filter = ListFilter {
            customer_ids: requests::customer_ids(&body.customer_ids)?,
            ..ListFilter::default()
        };
        let page = requests::page(body.page.as_ref())?;
        let mut conn = pooled(&self.state.pool).await?;
        let (insurances, total) = storage::list(&mut conn, &filter, page).await?;
        drop(conn);
        self.insurance_page(insurances, page, total).await
    }

    async fn can_sign_up(
        &self,
        request: Request<proto::CanSignUpRequest>,
    ) -> Reply<proto::CanSignUpResponse> {
        let body = request.get_ref();
        let asked = Question {
            customer_id: requests::customer_id(&body.customer_id)?,
            country: requests::country(body.country)?,
            group: requests::group(body.group)?,
            self_sign_up: body.self_sign_up,
        };
        let decided = eligibility::check(&self.state, asked).await?;
        Ok(Response::new(proto::CanSignUpResponse {
            can_sign_up: decided.allowed(),
            reasons: decided
                .reasons
                .iter()
                .map(|reason| responses::refusal(*reason).into())
                .collect(),
            open_insurance_id: decided.open_insurance_id,
        }))
    }

    async fn upsert_insurance_user(
        &self,
        request: Request<proto::UpsertInsuranceUserRequest>,
    ) -> Reply<proto::InsuranceUser> {
        let body = request.get_ref();
        let registration = Registration::parse(&body.user_id, &body.name, &body.email)?;
        let requested_by = requests::requested_by(&body.requested_by)?;
        let row = users::register(&self.state, registration, &requested_by).await?;
        Ok(Response::new(users::grpc::user(row)))
    }

    async fn deactivate_insurance_user(
        &self,
        request: Request<proto::DeactivateInsuranceUserRequest>,
    ) -> Reply<proto::InsuranceUser> {
        let body = request.get_ref();
        let user_id = users::user_id(&body.user_id)?;
        let requested_by = requests::requested_by(&body.requested_by)?;
        let row = users::deactivate(&self.state, &user_id, &requested_by).await?;
        Ok(Response::new(users::grpc::user(row)))
    }

    async fn list_insurance_events(
        &self,
        request: Request<proto::InsuranceEventsRequest>,
    ) -> Reply<proto::InsuranceEventPage> {
        let body = request.get_ref();
        let id = requests::insurance_id(body.insurance_id)?;
        let page = requests::page(body.page.as_ref())?;
        sign_up::own(&self.state, id, None).await?;
        let mut conn = pooled(&self.state.pool).await?;
        let (events, total) = storage::events(&mut conn, id, page)
            .await
            .map_err(InsuranceError::from)?;
        drop(conn);
        let mut events: Vec<proto::InsuranceEvent> =
            events.into_iter().map(responses::event).collect();
        names::name_actors(&self.state, &mut events).await?;
        Ok(Response::new(proto::InsuranceEventPage {
            events,
            page: Some(page_info(page.page, page.limit, total)),
        }))
    }

    async fn encrypt_insurance_id(
        &self,
        request: Request<proto::InsuranceRequest>,
    ) -> Reply<proto::EncryptedInsuranceId> {
        let id = requests::insurance_id(request.get_ref().insurance_id)?;
        sign_up::own(&self.state, id, None).await?;
        let expires_at = Utc::now() + Duration::days(self.state.link_valid_days);
        Ok(Response::new(proto::EncryptedInsuranceId {
            encrypted_insurance_id: self.state.cipher.seal(id, expires_at),
            expires_at: Some(to_timestamp(expires_at)),
        }))
    }

    async fn open_encrypted_insurance_id(
        &self,
        request: Request<proto::OpenEncryptedIdRequest>,
    ) -> Reply<proto::Insurance> {
        let token = &request.get_ref().encrypted_insurance_id;
        let id = self
            .state
            .cipher
            .open(token, Utc::now())
            .map_err(|error: OpenError| {
                InsuranceError::invalid("encrypted_insurance_id", error.to_string())
            })?;
        let insurance = sign_up::own(&self.state, id, None).await?;
        Ok(Response::new(responses::insurance(insurance)))
    }

    async fn accept_terms(
        &self,
        request: Request<proto::AcceptTermsRequest>,
    ) -> Reply<proto::AcceptTermsResponse> {
        let body = request.into_inner();
        let acceptance = Acceptance {
            insurance_id: requests::insurance_id(body.insurance_id)?,
            customer_id: requests::customer_id(&body.customer_id)?,
            email: body.email,
            phone_number: body.phone_number,
            insured_amount: body.insured_amount,
            premium: body.premium,
            success_url: body.success_url,
            fail_url: body.fail_url,
            requested_by: requests::requested_by(&body.requested_by)?,
        };
        let (page, insurance) = sign_up::accept_terms(&self.state, acceptance).await?;
        Ok(Response::new(proto::AcceptTermsResponse {
            psp_external_url: page.url,
            insurance: Some(responses::insurance(insurance)),
        }))
    }

    async fn request_new_mandate(
        &self,
        request: Request<proto::NewMandateRequest>,
    ) -> Reply<proto::AcceptTermsResponse> {
        let body = request.into_inner();
        let asked = NewMandate {
            insurance_id: requests::insurance_id(body.insurance_id)?,
            customer_id: requests::customer_id(&body.customer_id)?,
            success_url: body.success_url,
            fail_url: body.fail_url,
            requested_by: requests::requested_by(&body.requested_by)?,
        };
        let (page, insurance) = sign_up::new_mandate(&self.state, asked).await?;
        Ok(Response::new(proto::AcceptTermsResponse {
            psp_external_url: page.url,
            insurance: Some(responses::insurance(insurance)),
        }))
    }

    async fn send_invitation(
        &self,
        request: Request<proto::SendInvitationRequest>,
    ) -> Reply<proto::InvitationSent> {
        let body = request.get_ref();
        let id = requests::insurance_id(body.insurance_id)?;
        let requested_by = requests::requested_by(&body.requested_by)?;
        let sent = crate::insurances::invitation::send(&self.state, id, &requested_by).await?;
        Ok(Response::new(responses::mail_sent(sent)))
    }

    async fn get_new_mandate_link(
        &self,
        request: Request<proto::InsuranceRequest>,
    ) -> Reply<proto::NewMandateLink> {
        let id = requests::insurance_id(request.get_ref().insurance_id)?;
        let link = new_mandate_link::link(&self.state, id).await?;
        Ok(Response::new(proto::NewMandateLink {
            url: link.url,
            expires_at: Some(to_timestamp(link.expires_at)),
        }))
    }

    async fn send_new_mandate_email(
        &self,
        request: Request<proto::SendInvitationRequest>,
    ) -> Reply<proto::InvitationSent> {
        let body = request.get_ref();
        let id = requests::insurance_id(body.insurance_id)?;
        let requested_by = requests::requested_by(&body.requested_by)?;
        let sent = new_mandate_link::send(&self.state, id, &requested_by).await?;
        Ok(Response::new(responses::mail_sent(sent)))
    }

    async fn resend_email(
        &self,
        request: Request<proto::SendInvitationRequest>,
    ) -> Reply<proto::InvitationSent> {
        let body = request.get_ref();
        let id = requests::insurance_id(body.insurance_id)?;
        let requested_by = requests::requested_by(&body.requested_by)?;
        let sent = resend::resend(&self.state, id, &requested_by).await?;
        Ok(Response::new(responses::mail_sent(sent)))
    }

    async fn list_winbackable(
        &self,
        request: Request<proto::WinbackableRequest>,
    ) -> Reply<proto::WinbackablePage> {
        let body = request.get_ref();
        let page = requests::page(body.page.as_ref())?;
        let (items, total) = winback::list(
            &self.state,
            ListWinbackable {
                country: requests::optional_country(body.country)?,
                group: requests::optional_group(body.group)?,
                page,
            },
        )
        .await?;
        Ok(Response::new(proto::WinbackablePage {
            items: items
                .into_iter()
                .map(|(insurance, feedback)| responses::winbackable(insurance, feedback))
                .collect(),
            page: Some(page_info(page.page, page.limit, total)),
        }))
    }

    async fn record_winback_feedback(
        &self,
        request: Request<proto::WinbackFeedbackRequest>,
    ) -> Reply<proto::Winbackable> {
        let body = request.into_inner();
        let feedback = NewFeedback {
            insurance_id: requests::insurance_id(body.insurance_id)?,
            outcome: requests::winback_outcome(body.outcome)?,
            comment: body.comment,
            requested_by: requests::requested_by(&body.requested_by)?,
        };
        let (insurance, recorded) = winback::record_feedback(&self.state, feedback).await?;
        Ok(Response::new(responses::winbackable(
            insurance,
            Some(recorded),
        )))
    }

    async fn follow_new_mandate_link(
        &self,
        request: Request<proto::FollowNewMandateLinkRequest>,
    ) -> Reply<proto::Redirect> {
        let url = new_mandate_link::follow(&self.state, &request.get_ref().encrypted_insurance_id)
            .await?;
        Ok(Response::new(proto::Redirect { url }))
    }

    async fn cancel_insurance(
        &self,
        request: Request<proto::CancelInsuranceRequest>,
    ) -> Reply<proto::Insurance> {
        let body = request.into_inner();
        let cancellation = Cancellation {
            insurance_id: requests::insurance_id(body.insurance_id)?,
            cause: requests::cancel_cause(body.cause)?,
            requested_by: requests::requested_by(&body.requested_by)?,
            comment: body.comment.trim().to_owned(),
        };
        let insurance = cancel::cancel(&self.state, cancellation).await?;
        Ok(Response::new(responses::insurance(insurance)))
    }

    async fn record_go_cardless_events(
        &self,
        request: Request<proto::GoCardlessEventsRequest>,
    ) -> Reply<proto::RecordedEvents> {
        let events = request
            .into_inner()
            .events
            .into_iter()
            .enumerate()
            .map(|(index, event)| {
                let created_at = event
                    .created_at
                    .as_ref()
                    .and_then(from_timestamp)
                    .ok_or_else(|| {
                        InsuranceError::invalid("events", format!("Event {index} has no time"))
                    })?;
                if event.id.trim().is_empty() {
                    return Err(InsuranceError::invalid(
                        "events",
                        format!("Event {index} has no id"),
                    ));
                }
                Ok(GoCardlessEvent {
                    id: event.id,
                    created_at,
                    resource_type: event.resource_type,
                    action: event.action,
                    links: event.links.into_iter().collect(),
                    body: raw_json(&event.raw_json),
                })
            })
            .collect::<Result<Vec<_>, InsuranceError>>()?;
        Ok(recorded(
            webhooks::record_gocardless(&self.state, events).await?,
        ))
    }

    async fn record_vipps_event(
        &self,
        request: Request<proto::VippsEventRequest>,
    ) -> Reply<proto::RecordedEvents> {
        let body = request.into_inner();
        if body.dedup_key.trim().is_empty() {
            return Err(InsuranceError::invalid("dedup_key", "Must not be empty").into());
        }
        if body.agreement_id.trim().is_empty() {
            return Err(InsuranceError::invalid("agreement_id", "Must not be empty").into());
        }
        let event = VippsEvent {
            dedup_key: body.dedup_key,
            event_type: body.event_type,
            agreement_id: body.agreement_id,
            charge_id: Some(body.charge_id).filter(|id| !id.is_empty()),
            occurred: body
                .occurred
                .as_ref()
                .and_then(from_timestamp)
                .unwrap_or_else(Utc::now),
            body: raw_json(&body.raw_json),
        };
        Ok(recorded(webhooks::record_vipps(&self.state, event).await?))
    }

    async fn list_payments(
        &self,
        request: Request<proto::PaymentsRequest>,
    ) -> Reply<proto::PaymentPage> {
        Ok(Response::new(
            billing::list_payments(&self.state, request.get_ref()).await?,
        ))
    }

    async fn refund_payment(
        &self,
        request: Request<proto::RefundRequest>,
    ) -> Reply<proto::Payment> {
        Ok(Response::new(
            billing::refund_payment(&self.state, request.get_ref()).await?,
        ))
    }

    async fn list_cancellation_alerts(
        &self,
        request: Request<proto::CancellationAlertsRequest>,
    ) -> Reply<proto::CancellationAlertPage> {
        Ok(Response::new(
            billing::list_alerts(&self.state, request.get_ref()).await?,
        ))
    }

    async fn stream_report(&self, request: Request<proto::ReportRequest>) -> Reply<ReportStream> {
        let body = request.get_ref();
        let report = requests::report(body.report)?;
        let range = DayRange::parse(&body.from, &body.to)?;
        Ok(Response::new(report_stream(
            self.state.clone(),
            report,
            range,
        )))
    }

    async fn stream_sales_report(
        &self,
        request: Request<proto::SalesReportRequest>,
    ) -> Reply<SalesReportStream> {
        let body = request.get_ref();
        let query = SalesQuery {
            range: DayRange::parse(&body.from, &body.to)?,
            country: requests::optional_country(body.country)?,
        };
        Ok(Response::new(sales_report_stream(
            self.state.clone(),
            query,
        )))
    }

    async fn get_last_vipps_charge(
        &self,
        request: Request<proto::InsuranceRequest>,
    ) -> Reply<proto::VippsCharge> {
        Ok(Response::new(
            billing::last_vipps_charge(&self.state, request.get_ref()).await?,
        ))
    }

    async fn stop_vipps_agreement(
        &self,
        request: Request<proto::StopVippsAgreementRequest>,
    ) -> Reply<proto::Insurance> {
        Ok(Response::new(
            billing::stop_vipps_agreement(&self.state, request.get_ref()).await?,
        ))
    }
}
