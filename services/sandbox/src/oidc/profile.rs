//! What distinguishes one simulated OpenID provider from another at the protocol level: where
//! its endpoints are and what its discovery document advertises. The claims themselves come
//! from the simulator that uses the core (see [`super::provider::Subject`]).

use serde_json::{Value, json};

#[derive(Debug)]
pub struct Profile {
    /// Names the simulator in the control API: `/sandbox/<slug>/…`.
    pub slug: &'static str,
    /// The issuer's path on the sandbox's host.
    pub issuer_path: &'static str,
    /// Endpoint paths below the issuer.
    pub authorization_path: &'static str,
    pub token_path: &'static str,
    pub userinfo_path: &'static str,
    pub jwks_path: &'static str,
    /// Where the person lands to log in: `<login_path>/<login id>`.
    pub login_path: &'static str,
    pub ui_locales_supported: &'static [&'static str],
    pub subject_type: &'static str,
}

/// What the discovery document lists besides the endpoints; it depends on the simulator's
/// settings (BankID's claim names differ between direct use and a broker).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Advertised {
    pub scopes: Vec<&'static str>,
    pub claims: Vec<&'static str>,
    pub acr_values: Vec<&'static str>,
    /// Userinfo answers a signed JWT (`application/jwt`) rather than JSON (BankID does).
    pub userinfo_signed: bool,
}

impl Profile {
    /// The OpenID Provider Metadata (OpenID Connect Discovery 1.0 §3).
    pub fn discovery(&self, issuer: &str, advertised: &Advertised) -> Value {
        let mut doc = json!({
            "issuer": issuer,
            "authorization_endpoint": format!("{issuer}{}", self.authorization_path),
            "token_endpoint": format!("{issuer}{}", self.token_path),
            "userinfo_endpoint": format!("{issuer}{}", self.userinfo_path),
            "jwks_uri": format!("{issuer}{}", self.jwks_path),
            "response_types_supported": ["code"],
            "response_modes_supported": ["query", "fragment", "form_post"],
            "grant_types_supported": ["authorization_code"],
            "subject_types_supported": [self.subject_type],
            "id_token_signing_alg_values_supported": ["RS256"],
            "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
            "code_challenge_methods_supported": ["S256"],
            "scopes_supported": advertised.scopes,
            "claims_supported": advertised.claims,
            "ui_locales_supported": self.ui_locales_supported,
            "claims_parameter_supported": false,
            "request_parameter_supported": false,
            "request_uri_parameter_supported": false,
            "authorization_response_iss_parameter_supported": true,
        });
        if advertised.userinfo_signed {
            doc["userinfo_signing_alg_values_supported"] = json!(["RS256"]);
        }
        if !advertised.acr_values.is_empty() {
            doc["acr_values_supported"] = json!(advertised.acr_values);
        }
        doc
    }
}
