//! `/sandbox/bankid-no/*` besides the shared OIDC control routes: approving a login as a person,
//! and the test persons.

use actix_web::Responder;
use actix_web::web::{self, Bytes};
use serde::Deserialize;
use serde_json::{Value, json};

use super::persons::TEST_PERSONS;
use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::i18n::Lang;
use crate::oidc::control::{redirect_json, select_login};
use crate::oidc::texts::tr;
use crate::state::AppState;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ApproveBody {
    login_id: Option<String>,
    state: Option<String>,
    national_id: String,
}

async fn approve(state: web::Data<AppState>, raw: Bytes) -> Result<web::Json<Value>, SandboxError> {
    let body: ApproveBody = body(&raw)?;
    let simulator = &state.bankid_no;
    let login = select_login(
        &simulator.provider,
        body.login_id.as_deref(),
        body.state.as_deref(),
    )?;
    let redirect = simulator.approve(&login.id, &body.national_id)?;
    Ok(web::Json(redirect_json(&redirect)?))
}

async fn persons() -> impl Responder {
    let items: Vec<Value> = TEST_PERSONS
        .iter()
        .map(|p| {
            json!({
                "national_id": p.national_id,
                "name": format!("{} {}", p.given_name, p.family_name),
                "note": tr(Lang::En, p.note.text()),
            })
        })
        .collect();
    web::Json(json!({ "items": items }))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/sandbox/bankid-no/approve", web::post().to(approve))
        .route("/sandbox/bankid-no/persons", web::get().to(persons));
}
