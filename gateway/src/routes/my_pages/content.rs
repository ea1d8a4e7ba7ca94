//! `GET /my-pages/content-settings`: the footer of My Pages (public: the login shows it too): the
//! country's customer-service phone and e-mail, and its opening hours in the reader's language.

use actix_web::{get, web};

use super::types::{ContentSettings, CountryQuery};
use crate::error::{ErrorBody, GatewayError, for_reader};
use crate::extract::QueryParams;
use crate::state::AppState;

const OPENING_HOURS_SE: &str = "Weekdays 8–20, weekends 10–16 (Swedish time)";
const OPENING_HOURS_NO: &str = "Weekdays 8–18 (Norwegian time)";

#[utoipa::path(
    tag = "my-pages",
    params(CountryQuery),
    responses(
        (status = 200, body = ContentSettings),
        (status = 400, description = "Not SE or NO (field `country`)", body = ErrorBody),
    ),
    security(()),
)]
#[get("/my-pages/content-settings")]
pub async fn content_settings(
    state: web::Data<AppState>,
    query: QueryParams<CountryQuery>,
) -> Result<web::Json<ContentSettings>, GatewayError> {
    let settings = &state.settings.my_pages;
    let (support, hours) = match query.into_inner().country.trim() {
        "SE" => (&settings.support_se, OPENING_HOURS_SE),
        "NO" => (&settings.support_no, OPENING_HOURS_NO),
        _ => return Err(GatewayError::field("country", "Must be one of SE, NO")),
    };
    Ok(web::Json(ContentSettings {
        customer_support_phone: support.phone.clone(),
        customer_support_email: support.email.clone(),
        opening_hours: for_reader(hours),
    }))
}
