//! `/sandbox/clock`: the simulators' shared clock, which tests move forward.

use actix_web::web::{self, Bytes};
use chrono::TimeDelta;
use serde::Deserialize;

use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::state::AppState;

/// A day; a test that needs more is better off asking for less.
const MAX_ADVANCE_SECONDS: f64 = 86_400.0;

fn clock_body(state: &AppState) -> serde_json::Value {
    serde_json::json!({
        "now": state.clock.now(),
        "offset_seconds": state.clock.offset().num_milliseconds() as f64 / 1000.0,
    })
}

async fn get_clock(state: web::Data<AppState>) -> web::Json<serde_json::Value> {
    web::Json(clock_body(&state))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct AdvanceBody {
    seconds: f64,
}

async fn advance(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<web::Json<serde_json::Value>, SandboxError> {
    let body: AdvanceBody = body(&raw)?;
    if !(body.seconds > 0.0 && body.seconds <= MAX_ADVANCE_SECONDS) {
        return Err(SandboxError::validation(
            "seconds",
            format!("seconds must be above 0 and at most {MAX_ADVANCE_SECONDS}"),
        ));
    }
    // Whole milliseconds are plenty for every simulated timeout.
    let ms = (body.seconds * 1000.0).round() as i64;
    state.clock.advance(TimeDelta::milliseconds(ms));
    Ok(web::Json(clock_body(&state)))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/sandbox/clock", web::get().to(get_clock))
        .route("/sandbox/clock/advance", web::post().to(advance));
}
