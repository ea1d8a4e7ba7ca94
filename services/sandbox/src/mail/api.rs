//! `/mail/api/messages`: the JSON side of the sink, for tests and other tools.

use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::StoredMail;
use super::store::MailQuery;
use crate::error::SandboxError;
use crate::state::AppState;

pub const DEFAULT_LIMIT: usize = 50;
pub const MAX_LIMIT: usize = 500;

#[derive(Debug, Serialize)]
pub struct MailBody {
    pub id: Uuid,
    pub from: String,
    pub to: Vec<String>,
    pub subject: String,
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub html: Option<String>,
    pub received_at: DateTime<Utc>,
}

impl MailBody {
    fn summary(mail: &StoredMail) -> Self {
        Self {
            html: None,
            ..Self::full(mail)
        }
    }

    fn full(mail: &StoredMail) -> Self {
        Self {
            id: mail.id,
            from: mail.from.clone(),
            to: mail.to.clone(),
            subject: mail.subject.clone(),
            text: mail.text.clone(),
            html: mail.html.clone(),
            received_at: mail.received_at,
        }
    }
}

#[derive(Debug, Serialize)]
pub struct MailList {
    pub items: Vec<MailBody>,
}

/// Raw query values, parsed by hand so each error names its field.
#[derive(Debug, Deserialize)]
pub struct ListParams {
    to: Option<String>,
    limit: Option<String>,
    offset: Option<String>,
}

fn parse_count(
    field: &str,
    raw: Option<&str>,
    default: usize,
    max: usize,
) -> Result<usize, SandboxError> {
    let Some(raw) = raw else { return Ok(default) };
    match raw.trim().parse::<usize>() {
        Ok(n) if n <= max => Ok(n),
        Ok(_) | Err(_) => Err(SandboxError::validation(
            field,
            format!("{field} must be a whole number from 0 to {max}"),
        )),
    }
}

impl ListParams {
    pub fn to_query(&self) -> Result<MailQuery, SandboxError> {
        let limit = parse_count("limit", self.limit.as_deref(), DEFAULT_LIMIT, MAX_LIMIT)?;
        if limit == 0 {
            return Err(SandboxError::validation(
                "limit",
                "limit must be at least 1",
            ));
        }
        let offset = parse_count("offset", self.offset.as_deref(), 0, usize::MAX)?;
        let to = self
            .to
            .as_deref()
            .map(str::trim)
            .filter(|to| !to.is_empty())
            .map(str::to_owned);
        Ok(MailQuery { to, offset, limit })
    }
}

pub async fn list_messages(
    state: web::Data<AppState>,
    params: web::Query<ListParams>,
) -> Result<web::Json<MailList>, SandboxError> {
    let query = params.to_query()?;
    let items = state
        .mail
        .list(&query)
        .iter()
        .map(|m| MailBody::summary(m))
        .collect();
    Ok(web::Json(MailList { items }))
}

pub async fn get_message(
    state: web::Data<AppState>,
    id: web::Path<String>,
) -> Result<web::Json<MailBody>, SandboxError> {
    let id =
        Uuid::parse_str(&id).map_err(|_| SandboxError::validation("id", "id must be a UUID"))?;
    let mail = state
        .mail
        .get(id)
        .ok_or_else(|| SandboxError::NotFound(format!("no message with id {id}")))?;
    Ok(web::Json(MailBody::full(&mail)))
}

pub async fn clear_messages(state: web::Data<AppState>) -> HttpResponse {
    let deleted = state.mail.clear();
    HttpResponse::Ok().json(serde_json::json!({ "deleted": deleted }))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/mail/api/messages")
            .route(web::get().to(list_messages))
            .route(web::delete().to(clear_messages)),
    )
    .service(web::resource("/mail/api/messages/{id}").route(web::get().to(get_message)));
}
