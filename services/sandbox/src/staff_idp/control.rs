//! `/sandbox/staff-idp/*` besides the shared OIDC control routes: signing in as an account, and
//! the accounts themselves.

use actix_web::web::{self, Bytes};
use actix_web::{HttpResponse, Responder};
use serde::Deserialize;
use serde_json::{Value, json};

use super::accounts::StaffAccount;
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::oidc::control::{redirect_json, select_login};
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ApproveBody {
    login_id: Option<String>,
    state: Option<String>,
    email: String,
}

async fn approve(state: web::Data<AppState>, raw: Bytes) -> Result<web::Json<Value>, SandboxError> {
    let body: ApproveBody = body(&raw)?;
    let simulator = &state.staff_idp;
    let login = select_login(
        &simulator.provider,
        body.login_id.as_deref(),
        body.state.as_deref(),
    )?;
    let redirect = simulator.approve(&login.id, &body.email)?;
    Ok(web::Json(redirect_json(&redirect)?))
}

fn account_json(account: &StaffAccount) -> Value {
    json!({
        "email": account.email,
        "given_name": account.given_name,
        "family_name": account.family_name,
        "roles": account.roles,
        "zoordinates": account.zoordinates,
        "user_id": account.subject(),
    })
}

async fn list(state: web::Data<AppState>) -> impl Responder {
    let items: Vec<Value> = state
        .staff_idp
        .directory
        .list()
        .iter()
        .map(account_json)
        .collect();
    web::Json(json!({ "items": items }))
}

async fn upsert(state: web::Data<AppState>, raw: Bytes) -> Result<HttpResponse, SandboxError> {
    let account: StaffAccount = serde_json::from_slice(&raw)
        .map_err(|e| SandboxError::validation("body", e.to_string()))?;
    let shown = account_json(&account);
    let created = state
        .staff_idp
        .directory
        .upsert(account)
        .map_err(|(field, detail)| SandboxError::validation(field, detail))?;
    let mut response = if created {
        HttpResponse::Created()
    } else {
        HttpResponse::Ok()
    };
    Ok(response.json(shown))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/sandbox/staff-idp/approve", web::post().to(approve))
        .route("/sandbox/staff-idp/accounts", web::get().to(list))
        .route("/sandbox/staff-idp/accounts", web::put().to(upsert));
}
