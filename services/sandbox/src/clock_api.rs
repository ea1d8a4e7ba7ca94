//! `/sandbox/clock`: the simulators' shared clock, which tests move forward; and
//! `/sandbox/billing-clock`: the test clock of the services that bill by the month (insurance
//! premiums). It runs with the shared clock plus its own offset, moved by whole days, so a test
//! can let months pass for billing without expiring every sign-in the other simulators issued.

use actix_web::web::{self, Bytes};
use chrono::TimeDelta;
use serde::Deserialize;

use crate::bankid::control::body;
use crate::error::SandboxError;
use crate::state::AppState;

/// A day; a test that needs more is better off asking for less.
const MAX_ADVANCE_SECONDS: f64 = 86_400.0;
/// A year and a month: enough for any billing scenario of a monthly premium.
const MAX_BILLING_ADVANCE_DAYS: i64 = 400;

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

fn billing_clock_body(state: &AppState) -> serde_json::Value {
    let offset = state.billing_clock.offset();
    serde_json::json!({
        "now": state.clock.now() + offset,
        "offset_days": offset.num_days(),
    })
}

async fn get_billing_clock(state: web::Data<AppState>) -> web::Json<serde_json::Value> {
    web::Json(billing_clock_body(&state))
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct AdvanceDaysBody {
    days: i64,
}

async fn advance_billing(
    state: web::Data<AppState>,
    raw: Bytes,
) -> Result<web::Json<serde_json::Value>, SandboxError> {
    let body: AdvanceDaysBody = body(&raw)?;
    if !(1..=MAX_BILLING_ADVANCE_DAYS).contains(&body.days) {
        return Err(SandboxError::validation(
            "days",
            format!("days must be 1 to {MAX_BILLING_ADVANCE_DAYS}"),
        ));
    }
    state.billing_clock.advance(TimeDelta::days(body.days));
    Ok(web::Json(billing_clock_body(&state)))
}

pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/sandbox/clock", web::get().to(get_clock))
        .route("/sandbox/clock/advance", web::post().to(advance))
        .route("/sandbox/billing-clock", web::get().to(get_billing_clock))
        .route(
            "/sandbox/billing-clock/advance",
            web::post().to(advance_billing),
        );
}
