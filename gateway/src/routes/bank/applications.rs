//! The bank-partner portal's applications: `POST /bank/applications` (the bank's list),
//! `GET /bank/application/{application_id}` (one, as the bank sees it), a document the lender
//! sent the bank (`GET /bank/application/{application_id}/documents/{customer_id}/{document_id}`),
//! and the bank's answers `POST /bank/application/{application_id}/take_up`, `.../reject`,
//! `.../offer`, `.../comment` and `.../disburse`. The bank is the partner's bank for the country
//! and product the request names, from the verified token; an application (or document) not sent
//! to that bank is 404, as one that does not exist, so ids cannot be probed.

use actix_web::{HttpResponse, get, post, web};
use zrm_proto::core::v1 as proto;
use zrm_proto::kdlt::v1::GetDocumentRequest;

use super::portal_types::{
    BankApplicationPage, BankApplicationRow, BankApplicationView, BankApplicationsRequest,
    BankCommentRequest, BankOfferRequest, PortalBank, RejectRequest,
};
use crate::auth::BankPartner;
use crate::clients::CORE;
use crate::error::{ErrorBody, GatewayError};
use crate::extract::{JsonBody, QueryParams};
use crate::grpc_status::GrpcResultExt;
use crate::routes::application::bank_types::offer_valid_until;
use crate::routes::application::reference::MortgageReference;
use crate::routes::document::get::stream_document;
use crate::state::AppState;

#[utoipa::path(
    tag = "bank",
    request_body = BankApplicationsRequest,
    responses(
        (status = 200, description = "Newest sent first; no total (a full page may have more)", body = BankApplicationPage),
        (status = 400, description = "Bad paging, an unknown status, or a search text shorter than 2 or longer than 100 characters, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/applications")]
pub async fn bank_applications(
    partner: BankPartner,
    state: web::Data<AppState>,
    body: JsonBody<BankApplicationsRequest>,
) -> Result<web::Json<BankApplicationPage>, GatewayError> {
    let body = body.into_inner();
    let bank_id = partner.bank_for(body.country.code(), body.product.code(), "country")?;
    // Validated here too, so the field is named before core is asked.
    crate::paging::parse(Some(body.page.saturating_add(1)), Some(body.limit))?;
    let search = body.search.as_deref().map(str::trim);
    if search.is_some_and(|text| !(2..=100).contains(&text.chars().count())) {
        return Err(GatewayError::field("search", "Must be 2 to 100 characters"));
    }
    let request = proto::ListBankApplicationsRequest {
        bank_id,
        bank_statuses: body
            .bank_statuses
            .iter()
            .map(|status| proto::BankStatus::from(*status).into())
            .collect(),
        page: body.page,
        limit: body.limit,
        search: search.map(str::to_owned),
    };
    let response = state
        .clients
        .bank_portal()
        .list_bank_applications(state.clients.core.request(request))
        .await
        .or_gateway_error(CORE)?;
    Ok(web::Json(BankApplicationPage {
        items: response
            .items
            .into_iter()
            .map(BankApplicationRow::try_from)
            .collect::<Result<_, _>>()?,
        page: body.page,
        limit: body.limit,
    }))
}

/// The bank's view core answered, as the portal's body.
fn answered(
    answer: Result<tonic::Response<proto::BankApplication>, tonic::Status>,
) -> Result<web::Json<BankApplicationView>, GatewayError> {
    Ok(web::Json(BankApplicationView::try_from(
        answer.or_gateway_error(CORE)?,
    )?))
}

/// The partner's bank for the request, and the application the reference names in its country.
fn scope(
    partner: &BankPartner,
    bank: PortalBank,
    application_id: &str,
) -> Result<(i32, i64), GatewayError> {
    let bank_id = partner.bank_for(bank.country.code(), bank.product.code(), "country")?;
    let reference = MortgageReference::parse("application_id", application_id)?;
    if reference.country.code() != bank.country.code() {
        // Another country's application is never this bank's.
        return Err(GatewayError::NotFound("Application not found".into()));
    }
    Ok((bank_id, reference.id))
}

/// The request of an answer that names nothing but the application (take up, pay out).
fn action(
    partner: &BankPartner,
    bank: PortalBank,
    application_id: &str,
) -> Result<proto::BankActionRequest, GatewayError> {
    let (bank_id, application_id) = scope(partner, bank, application_id)?;
    Ok(proto::BankActionRequest {
        bank_id,
        application_id,
        acted_by: partner.user_id.clone(),
    })
}

#[utoipa::path(
    tag = "bank",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        PortalBank,
    ),
    responses(
        (status = 200, body = BankApplicationView),
        (status = 400, description = "Not a reference number, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 404, description = "No application of that number was sent to the bank", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/bank/application/{application_id}")]
pub async fn bank_application(
    partner: BankPartner,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    bank: QueryParams<PortalBank>,
) -> Result<web::Json<BankApplicationView>, GatewayError> {
    let (bank_id, application_id) = scope(&partner, bank.into_inner(), &application_id)?;
    let request = proto::GetBankApplicationRequest {
        bank_id,
        application_id,
        requested_by: partner.user_id,
    };
    answered(
        state
            .clients
            .bank_portal()
            .get_bank_application(state.clients.core.request(request))
            .await,
    )
}

#[utoipa::path(
    tag = "bank",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
    ),
    request_body = PortalBank,
    responses(
        (status = 200, description = "Taken up: ONGOING at the bank", body = BankApplicationView),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 404, description = "No application of that number was sent to the bank", body = ErrorBody),
        (status = 409, description = "Not NEW at the bank", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/application/{application_id}/take_up")]
pub async fn take_up(
    partner: BankPartner,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<PortalBank>,
) -> Result<web::Json<BankApplicationView>, GatewayError> {
    let request = action(&partner, body.into_inner(), &application_id)?;
    answered(
        state
            .clients
            .bank_portal()
            .take_up_application(state.clients.core.request(request))
            .await,
    )
}

#[utoipa::path(
    tag = "bank",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
    ),
    request_body = RejectRequest,
    responses(
        (status = 200, description = "Declined: DECLINED at the bank, its open offers declined", body = BankApplicationView),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 404, description = "No application of that number was sent to the bank", body = ErrorBody),
        (status = 409, description = "The bank is done with it (accepted, disbursed, declined or withdrawn)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/application/{application_id}/reject")]
pub async fn reject(
    partner: BankPartner,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<RejectRequest>,
) -> Result<web::Json<BankApplicationView>, GatewayError> {
    let body = body.into_inner();
    let bank = PortalBank {
        country: body.country,
        product: body.product,
    };
    let (bank_id, application_id) = scope(&partner, bank, &application_id)?;
    let request = proto::RejectApplicationRequest {
        bank_id,
        application_id,
        acted_by: partner.user_id,
        reason: body.reason,
    };
    answered(
        state
            .clients
            .bank_portal()
            .reject_application(state.clients.core.request(request))
            .await,
    )
}

#[utoipa::path(
    tag = "bank",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
    ),
    request_body = BankOfferRequest,
    responses(
        (status = 200, description = "The offer made: the bank ONGOING, a COMPLETE application OFFERED, the advisor told", body = BankApplicationView),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 404, description = "No application of that number was sent to the bank", body = ErrorBody),
        (status = 409, description = "The bank is done with it, or the application takes no offers now (a draft, accepted, deactivated)", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/application/{application_id}/offer")]
pub async fn make_offer(
    partner: BankPartner,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<BankOfferRequest>,
) -> Result<web::Json<BankApplicationView>, GatewayError> {
    let body = body.into_inner();
    let bank = PortalBank {
        country: body.country,
        product: body.product,
    };
    let (bank_id, application_id) = scope(&partner, bank, &application_id)?;
    let int = |field: &'static str, value: i64| {
        i32::try_from(value).map_err(|_| GatewayError::field(field, "Out of range"))
    };
    let request = proto::MakeOfferRequest {
        bank_id,
        application_id,
        acted_by: partner.user_id,
        amount: body.amount,
        interest_rate_bp: int("interest_rate_bp", body.interest_rate_bp)?,
        term_months: int("term_months", body.term_months)?,
        valid_until: offer_valid_until(body.valid_days)?,
        conditions: body.conditions,
    };
    answered(
        state
            .clients
            .bank_portal()
            .make_offer(state.clients.core.request(request))
            .await,
    )
}

#[utoipa::path(
    tag = "bank",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
    ),
    request_body = BankCommentRequest,
    responses(
        (status = 200, description = "The comment is with the lender (the application's messages with banks)", body = BankApplicationView),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 404, description = "No application of that number was sent to the bank", body = ErrorBody),
        (status = 409, description = "The bank declined it or was withdrawn from", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/application/{application_id}/comment")]
pub async fn comment(
    partner: BankPartner,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<BankCommentRequest>,
) -> Result<web::Json<BankApplicationView>, GatewayError> {
    let body = body.into_inner();
    let bank = PortalBank {
        country: body.country,
        product: body.product,
    };
    let (bank_id, application_id) = scope(&partner, bank, &application_id)?;
    let request = proto::CommentToLenderRequest {
        bank_id,
        application_id,
        acted_by: partner.user_id,
        comment: body.comment,
    };
    answered(
        state
            .clients
            .bank_portal()
            .comment_to_lender(state.clients.core.request(request))
            .await,
    )
}

#[utoipa::path(
    tag = "bank",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
    ),
    request_body = PortalBank,
    responses(
        (status = 200, description = "Paid out: the bank and the application DISBURSED, the advisor told", body = BankApplicationView),
        (status = 400, description = "Invalid input, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 404, description = "No application of that number was sent to the bank", body = ErrorBody),
        (status = 409, description = "The customer has not accepted the bank's offer (or it is paid out already), the application is deactivated, or its AML review is not approved", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[post("/bank/application/{application_id}/disburse")]
pub async fn disburse(
    partner: BankPartner,
    state: web::Data<AppState>,
    application_id: web::Path<String>,
    body: JsonBody<PortalBank>,
) -> Result<web::Json<BankApplicationView>, GatewayError> {
    let request = action(&partner, body.into_inner(), &application_id)?;
    answered(
        state
            .clients
            .bank_portal()
            .disburse_application(state.clients.core.request(request))
            .await,
    )
}

#[utoipa::path(
    tag = "bank",
    params(
        ("application_id" = String, Path, description = "The reference number, e.g. `MOSE1001`", pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$"),
        ("customer_id" = i64, Path, minimum = 1, description = "The applicant's customer id"),
        ("document_id" = i64, Path, minimum = 1, description = "Document id"),
        PortalBank,
    ),
    responses(
        (status = 200, description = "The content, as a download named as uploaded", content(
            (String = "application/pdf"), (String = "image/png"), (String = "image/jpeg")
        )),
        (status = 400, description = "An id out of range or not a reference number", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not a bank partner, or no bank of theirs has that country and product", body = ErrorBody),
        (status = 404, description = "The lender sent the bank no such document on that application", body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/bank/application/{application_id}/documents/{customer_id:[0-9]+}/{document_id:[0-9]+}")]
pub async fn download_bank_document(
    partner: BankPartner,
    state: web::Data<AppState>,
    path: web::Path<(String, i64, i64)>,
    bank: QueryParams<PortalBank>,
) -> Result<HttpResponse, GatewayError> {
    let (application_id, customer_id, document_id) = path.into_inner();
    let (bank_id, application_id) = scope(&partner, bank.into_inner(), &application_id)?;
    let sent = proto::GetBankDocumentRequest {
        bank_id,
        application_id,
        customer_id,
        document_id,
    };
    state
        .clients
        .bank_portal()
        .get_bank_document(state.clients.core.request(sent))
        .await
        .or_gateway_error(CORE)?;
    // Core found it among what the lender sent this bank; kdlt audits the read under the partner.
    let request = GetDocumentRequest {
        customer_id: customer_id.to_string(),
        document_id: document_id.to_string(),
        requested_by: partner.user_id,
    };
    stream_document(&state, request, |_| true).await
}
