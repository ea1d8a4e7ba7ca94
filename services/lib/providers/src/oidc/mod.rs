//! OpenID Connect, relying-party side, shared by the BankID Norway and staff identity provider
//! clients: discovery, the authorization code flow with PKCE (S256), `state` and `nonce`,
//! client authentication (`client_secret_basic` / `client_secret_post`), ID-token verification
//! (RS256 against the provider's JWKS, cached and fetched again when a token names an unknown
//! key), and userinfo (JSON or signed JWT).

mod callback;
mod client;
mod config;
mod discovery;
mod error_code;
mod id_token;
mod jwks;
mod pkce;
mod token;
mod userinfo;

pub use callback::{Callback, PendingLogin};
pub use client::{AuthorizeOptions, OidcClient, VerifiedLogin};
pub use config::{ClientAuth, OidcConfig};
pub use discovery::ProviderMetadata;
pub use error_code::{OAuthErrorCode, TokenProblem};
pub use id_token::{Claims, at_hash};
pub use pkce::PkceVerifier;
