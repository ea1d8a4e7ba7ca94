//! `GET /customer/audit/{id}`: the customer's audit (every change and every view), newest first.

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use zrm_platform::grpc::common::page_request;
use zrm_proto::kdlt::v1::{AuditAction as ProtoAction, AuditEntry as ProtoEntry, ListAuditRequest};

use super::types::PageQuery;
use crate::auth::{Authorized, ManageCustomers};
use crate::clients::KDLT;
use crate::convert::timestamp_or_epoch;
use crate::employee_names::{ActedBy, name_actors};
use crate::error::{ErrorBody, GatewayError};
use crate::extract::QueryParams;
use crate::grpc_status::GrpcResultExt;
use crate::paging;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AuditAction {
    Created,
    Updated,
    Viewed,
    ConsentChanged,
    Blocked,
    Unblocked,
    CheckRun,
    DocumentAdded,
    DocumentAttached,
    Exported,
    Erased,
}

impl TryFrom<i32> for AuditAction {
    type Error = GatewayError;

    fn try_from(value: i32) -> Result<Self, GatewayError> {
        Ok(match ProtoAction::try_from(value) {
            Ok(ProtoAction::Created) => Self::Created,
            Ok(ProtoAction::Updated) => Self::Updated,
            Ok(ProtoAction::Viewed) => Self::Viewed,
            Ok(ProtoAction::ConsentChanged) => Self::ConsentChanged,
            Ok(ProtoAction::Blocked) => Self::Blocked,
            Ok(ProtoAction::Unblocked) => Self::Unblocked,
            Ok(ProtoAction::CheckRun) => Self::CheckRun,
            Ok(ProtoAction::DocumentAdded) => Self::DocumentAdded,
            Ok(ProtoAction::DocumentAttached) => Self::DocumentAttached,
            Ok(ProtoAction::Exported) => Self::Exported,
            Ok(ProtoAction::Erased) => Self::Erased,
            Ok(ProtoAction::Unspecified) | Err(_) => {
                return Err(GatewayError::Internal(format!(
                    "kdlt answered audit action {value}"
                )));
            }
        })
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditEntry {
    pub audit_id: i64,
    pub action: AuditAction,
    /// The field or consent changed, or the check run.
    pub field: Option<String>,
    pub old_value: Option<String>,
    pub new_value: Option<String>,
    /// User id of the employee, or the service's name.
    pub actor: String,
    /// The employee's name; absent when the actor is a service or no longer an employee.
    pub actor_name: Option<String>,
    pub request_id: String,
    pub at: DateTime<Utc>,
    /// Why the employee looked the customer up (a lookup reason code, on `viewed` entries of a
    /// search).
    pub reason: Option<String>,
}

impl TryFrom<ProtoEntry> for AuditEntry {
    type Error = GatewayError;

    fn try_from(entry: ProtoEntry) -> Result<Self, GatewayError> {
        Ok(Self {
            audit_id: entry.audit_id.parse().map_err(|_| {
                GatewayError::Internal(format!("kdlt answered audit id {:?}", entry.audit_id))
            })?,
            action: AuditAction::try_from(entry.action)?,
            field: entry.field,
            old_value: entry.old_value,
            new_value: entry.new_value,
            actor: entry.actor,
            actor_name: None,
            request_id: entry.request_id,
            at: timestamp_or_epoch(entry.at),
            reason: entry.reason,
        })
    }
}

impl ActedBy for AuditEntry {
    fn actor_id(&self) -> &str {
        &self.actor
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.actor_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditPage {
    /// Newest first.
    pub items: Vec<AuditEntry>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}

#[utoipa::path(
    tag = "customer",
    params(("id" = i64, Path, minimum = 1, description = "Customer id"), PageQuery),
    responses(
        (status = 200, body = AuditPage),
        (status = 400, description = "Invalid paging, the field named", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "Not one of the customer roles", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 503, body = ErrorBody),
    ),
)]
#[get("/customer/audit/{id:[0-9]+}")]
pub async fn customer_audit(
    _authorized: Authorized<ManageCustomers>,
    state: web::Data<AppState>,
    id: web::Path<i64>,
    query: QueryParams<PageQuery>,
) -> Result<web::Json<AuditPage>, GatewayError> {
    let query = query.into_inner();
    let paging = paging::parse(query.page, query.limit)?;
    let request = ListAuditRequest {
        customer_id: id.into_inner().to_string(),
        page: Some(page_request(paging.page, paging.limit)),
    };
    let response = state
        .clients
        .customers()
        .list_audit(state.clients.kdlt.request(request))
        .await
        .or_gateway_error(KDLT)?;
    let mut items = response
        .entries
        .into_iter()
        .map(AuditEntry::try_from)
        .collect::<Result<Vec<_>, _>>()?;
    name_actors(&state, &mut items).await;
    Ok(web::Json(AuditPage {
        items,
        total: response.page.map_or(0, |page| page.total),
        page: paging.page,
        limit: paging.limit,
    }))
}
