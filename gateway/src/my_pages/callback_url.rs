//! The pages a sign-in sends the browser back to. They come from the browser, so each must be an
//! absolute `http(s)` URL on one of the apps' origins (no open redirect), and its host must be of
//! the country signing in: a host ending in `.se` is Sweden's customer area, any other customer
//! domain Norway's; local hosts serve both (the app's `?country=` override).

use url::Url;

use crate::error::GatewayError;
use crate::settings::Settings;

const LOCAL_HOSTS: [&str; 3] = ["localhost", "127.0.0.1", "[::1]"];

pub const NOT_ALLOWED: &str = "Must be a page of the customer area";
pub const OTHER_COUNTRY: &str = "This site signs in customers of another country";

/// The origin of `url` (`https://minasidor.zrm.se`), as `http.cors_origins` lists them.
fn origin(url: &Url) -> String {
    url.origin().ascii_serialization()
}

/// The apps' origins (`http.cors_origins`) and the extra ones of `my_pages.callback_origins`.
pub fn allowed_origins(settings: &Settings) -> Vec<String> {
    let http = &settings.http.cors_origins;
    let extra = &settings.my_pages.callback_origins;
    http.split(',')
        .chain(extra.split(','))
        .map(|origin| origin.trim().trim_end_matches('/').to_owned())
        .filter(|origin| !origin.is_empty())
        .collect()
}

/// Checks a callback URL the browser gave for a sign-in of `country` (`SE`/`NO`).
pub fn checked(
    field: &'static str,
    raw: &str,
    country: &str,
    allowed_origins: &[String],
) -> Result<String, GatewayError> {
    let url = Url::parse(raw.trim()).map_err(|_| GatewayError::field(field, NOT_ALLOWED))?;
    if !matches!(url.scheme(), "http" | "https")
        || !allowed_origins
            .iter()
            .any(|allowed| *allowed == origin(&url))
    {
        return Err(GatewayError::field(field, NOT_ALLOWED));
    }
    let host = url.host_str().unwrap_or_default().to_ascii_lowercase();
    let local = LOCAL_HOSTS.contains(&host.as_str());
    let swedish_host = host.ends_with(".se");
    if !local && (swedish_host != (country == "SE")) {
        return Err(GatewayError::field("country", OTHER_COUNTRY));
    }
    Ok(url.to_string())
}

/// `url` with `name=value` added to its query.
pub fn with_param(url: &str, name: &str, value: &str) -> String {
    match Url::parse(url) {
        Ok(mut parsed) => {
            parsed.query_pairs_mut().append_pair(name, value);
            parsed.to_string()
        }
        Err(_) => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn origins() -> Vec<String> {
        vec![
            "http://localhost:3001".to_owned(),
            "https://minasidor.zrm.se".to_owned(),
            "https://minesider.zrm.no".to_owned(),
        ]
    }

    #[test]
    fn accepts_the_apps_pages_of_the_country() {
        let url = checked(
            "callback_url",
            "https://minasidor.zrm.se/auth/callback",
            "SE",
            &origins(),
        )
        .unwrap();
        assert_eq!(url, "https://minasidor.zrm.se/auth/callback");
        assert!(
            checked(
                "callback_url",
                "https://minesider.zrm.no/auth/callback",
                "NO",
                &origins()
            )
            .is_ok()
        );
        // Local hosts serve both countries.
        assert!(
            checked(
                "callback_url",
                "http://localhost:3001/auth/callback",
                "NO",
                &origins()
            )
            .is_ok()
        );
        assert!(
            checked(
                "callback_url",
                "http://localhost:3001/auth/callback",
                "SE",
                &origins()
            )
            .is_ok()
        );
    }

    #[test]
    fn refuses_other_sites_and_the_other_country() {
        let refused = |raw: &str, country: &str| {
            checked("callback_url", raw, country, &origins())
                .unwrap_err()
                .into_validation()
                .unwrap()
        };
        assert_eq!(
            refused("https://evil.example/cb", "SE").0.as_deref(),
            Some("callback_url")
        );
        assert_eq!(
            refused("javascript:alert(1)", "SE").0.as_deref(),
            Some("callback_url")
        );
        assert_eq!(
            refused("/auth/callback", "SE").0.as_deref(),
            Some("callback_url")
        );
        assert_eq!(
            refused("https://minesider.zrm.no/auth/callback", "SE")
                .0
                .as_deref(),
            Some("country")
        );
        assert_eq!(
            refused("https://minasidor.zrm.se/auth/callback", "NO")
                .0
                .as_deref(),
            Some("country")
        );
    }

    #[test]
    fn adds_the_ticket_to_the_query() {
        assert_eq!(
            with_param(
                "http://localhost:3001/auth/callback?country=NO",
                "ticket_id",
                "abc"
            ),
            "http://localhost:3001/auth/callback?country=NO&ticket_id=abc"
        );
    }
}
