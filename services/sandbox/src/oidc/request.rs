//! The authorization request (`GET …/auth?…`) checked the way an OpenID provider checks it:
//! problems with `client_id` or `redirect_uri` are shown to the person (never redirected, RFC
//! 6749 §4.1.2.1); anything else goes back to the client as an error redirect.

use super::error::OAuthCode;
use super::pkce;
use super::settings::ProviderSettings;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResponseMode {
    Query,
    Fragment,
    FormPost,
}

impl ResponseMode {
    fn parse(raw: &str) -> Option<Self> {
        match raw {
            "query" => Some(Self::Query),
            "fragment" => Some(Self::Fragment),
            "form_post" => Some(Self::FormPost),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Query => "query",
            Self::Fragment => "fragment",
            Self::FormPost => "form_post",
        }
    }
}

/// A checked authorization request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthorizeRequest {
    pub client_id: String,
    pub redirect_uri: String,
    pub scopes: Vec<String>,
    pub state: Option<String>,
    pub nonce: Option<String>,
    pub code_challenge: String,
    pub response_mode: ResponseMode,
    pub login_hint: Option<String>,
    pub ui_locales: Option<String>,
    pub acr_values: Option<String>,
}

impl AuthorizeRequest {
    pub fn has_scope(&self, scope: &str) -> bool {
        self.scopes.iter().any(|s| s == scope)
    }

    pub fn scope(&self) -> String {
        self.scopes.join(" ")
    }
}

/// Where an error goes back to, once `client_id` and `redirect_uri` are trusted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ErrorTarget {
    pub redirect_uri: String,
    pub mode: ResponseMode,
    pub state: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    /// Shown on an error page: the redirect URI cannot be trusted.
    NoRedirect(String),
    /// Sent back to the client's redirect URI.
    Redirect {
        target: ErrorTarget,
        code: OAuthCode,
        description: String,
    },
}

struct Params(Vec<(String, String)>);

impl Params {
    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .filter(|v| !v.is_empty())
    }

    fn repeated(&self) -> Option<&str> {
        self.0.iter().enumerate().find_map(|(i, (k, _))| {
            self.0[..i]
                .iter()
                .any(|(earlier, _)| earlier == k)
                .then_some(k.as_str())
        })
    }
}

/// Checks the query parameters of an authorization request against the registered client.
pub fn check(
    pairs: Vec<(String, String)>,
    client: &ProviderSettings,
) -> Result<AuthorizeRequest, Rejection> {
    let params = Params(pairs);
    let repeated = params.repeated();
    let no_redirect = |detail: String| Err(Rejection::NoRedirect(detail));
    if let Some(name @ ("client_id" | "redirect_uri")) = repeated {
        return no_redirect(format!("Duplicated parameter: {name}"));
    }
    let Some(client_id) = params.get("client_id") else {
        return no_redirect("Missing parameter: client_id".into());
    };
    if client_id != client.client_id {
        return no_redirect(format!("Client not found: {client_id}"));
    }
    let Some(redirect_uri) = params.get("redirect_uri") else {
        return no_redirect("Missing parameter: redirect_uri".into());
    };
    if !client.redirect_uris.iter().any(|uri| uri == redirect_uri) {
        return no_redirect("Invalid parameter: redirect_uri".into());
    }

    let state = params.get("state").map(str::to_owned);
    let parsed_mode = params.get("response_mode").map(ResponseMode::parse);
    let target = ErrorTarget {
        redirect_uri: redirect_uri.to_owned(),
        mode: parsed_mode.flatten().unwrap_or(ResponseMode::Query),
        state: state.clone(),
    };
    let reject = |code: OAuthCode, description: &str| {
        Err(Rejection::Redirect {
            target: target.clone(),
            code,
            description: description.to_owned(),
        })
    };
    if let Some(name) = repeated {
        return reject(
            OAuthCode::InvalidRequest,
            &format!("Duplicated parameter: {name}"),
        );
    }
    if parsed_mode == Some(None) {
        return reject(
            OAuthCode::InvalidRequest,
            "Invalid parameter: response_mode",
        );
    }
    match params.get("response_type") {
        None => {
            return reject(
                OAuthCode::InvalidRequest,
                "Missing parameter: response_type",
            );
        }
        Some("code") => {}
        Some(_) => {
            return reject(
                OAuthCode::UnsupportedResponseType,
                "Only the authorization code flow (response_type=code) is supported",
            );
        }
    }
    let scopes: Vec<String> = params
        .get("scope")
        .unwrap_or_default()
        .split(' ')
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    if !scopes.iter().any(|s| s == "openid") {
        return reject(OAuthCode::InvalidScope, "The scope must contain openid");
    }
    match params.get("code_challenge_method") {
        None => {
            return reject(
                OAuthCode::InvalidRequest,
                "Missing parameter: code_challenge_method",
            );
        }
        Some("S256") => {}
        Some(_) => {
            return reject(
                OAuthCode::InvalidRequest,
                "Invalid parameter: code_challenge_method (only S256 is supported)",
            );
        }
    }
    let Some(code_challenge) = params.get("code_challenge") else {
        return reject(
            OAuthCode::InvalidRequest,
            "Missing parameter: code_challenge",
        );
    };
    if !pkce::is_valid_s256_challenge(code_challenge) {
        return reject(
            OAuthCode::InvalidRequest,
            "Invalid parameter: code_challenge",
        );
    }
    if params.get("request").is_some() || params.get("request_uri").is_some() {
        return reject(
            OAuthCode::InvalidRequest,
            "Request objects are not supported",
        );
    }
    if params
        .get("prompt")
        .is_some_and(|p| p.split(' ').any(|v| v == "none"))
    {
        // The simulator keeps no single sign-on session, so a silent login always needs one.
        return reject(
            OAuthCode::LoginRequired,
            "No active session: the user must log in",
        );
    }
    Ok(AuthorizeRequest {
        client_id: client_id.to_owned(),
        redirect_uri: redirect_uri.to_owned(),
        scopes,
        state,
        nonce: params.get("nonce").map(str::to_owned),
        code_challenge: code_challenge.to_owned(),
        response_mode: target.mode,
        login_hint: params.get("login_hint").map(str::to_owned),
        ui_locales: params.get("ui_locales").map(str::to_owned),
        acr_values: params.get("acr_values").map(str::to_owned),
    })
}

#[cfg(test)]
#[path = "request_tests.rs"]
mod tests;
