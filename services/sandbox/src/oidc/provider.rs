//! One simulated OpenID provider's memory: started logins, authorization codes, access tokens
//! and queued ID-token faults, all on the sandbox clock.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use actix_web::HttpRequest;
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use rand::RngCore;

use super::error::{OAuthCode, OAuthError};
use super::faults::TokenFault;
use super::grants::CodeGrant;
pub use super::grants::{AccessGrant, CodeExchange, Issued};
use super::keys::KeyRing;
pub use super::login::{Login, LoginStatus, LoginSummary, Subject};
use super::pkce;
use super::profile::{Advertised, Profile};
use super::redirect::Redirect;
use super::request::{AuthorizeRequest, ErrorTarget};
use super::settings::ProviderSettings;
use crate::clock::Clock;
use crate::error::SandboxError;

#[derive(Debug, Default)]
struct Store {
    logins: HashMap<String, Login>,
    codes: HashMap<String, CodeGrant>,
    tokens: HashMap<String, AccessGrant>,
}

#[derive(Debug)]
pub struct OidcProvider {
    pub profile: &'static Profile,
    pub advertised: Advertised,
    pub settings: ProviderSettings,
    pub keys: KeyRing,
    clock: Clock,
    store: Mutex<Store>,
    faults: Mutex<VecDeque<TokenFault>>,
}

/// 32 random bytes, base64url: codes, access tokens, login ids.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    URL_SAFE_NO_PAD.encode(bytes)
}

// The store holds no invariant a panicking writer could leave half-done.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

fn grant_error(description: &str) -> OAuthError {
    OAuthError::new(OAuthCode::InvalidGrant, description)
}

impl OidcProvider {
    pub fn new(
        profile: &'static Profile,
        advertised: Advertised,
        settings: ProviderSettings,
        clock: Clock,
    ) -> Self {
        Self {
            profile,
            advertised,
            settings,
            keys: KeyRing::default(),
            clock,
            store: Mutex::new(Store::default()),
            faults: Mutex::new(VecDeque::new()),
        }
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    /// The configured issuer, else the scheme and host the request came to plus the issuer path.
    pub fn issuer(&self, req: &HttpRequest) -> String {
        match &self.settings.issuer {
            Some(issuer) => issuer.clone(),
            None => {
                let info = req.connection_info();
                format!(
                    "{}://{}{}",
                    info.scheme(),
                    info.host(),
                    self.profile.issuer_path
                )
            }
        }
    }

    /// Runs `f` on the store with everything past its lifetime removed.
    fn with_store<R>(&self, f: impl FnOnce(&mut Store, DateTime<Utc>) -> R) -> R {
        let now = self.clock.now();
        let retention = self.settings.login_lifetime;
        let mut store = lock(&self.store);
        store
            .logins
            .retain(|_, login| now < login.created_at + retention);
        // Spent and expired codes are kept a while so a replay is told apart from a made-up code.
        store
            .codes
            .retain(|_, grant| now < grant.expires_at + retention);
        store.tokens.retain(|_, grant| now < grant.expires_at);
        f(&mut store, now)
    }

    pub fn start_login(&self, request: AuthorizeRequest, issuer: String) -> Login {
        self.with_store(|store, now| {
            let login = Login {
                id: random_token(),
                request,
                issuer,
                created_at: now,
                status: LoginStatus::Pending,
                sub: None,
            };
            store.logins.insert(login.id.clone(), login.clone());
            login
        })
    }

    pub fn login(&self, login_id: &str) -> Result<Login, SandboxError> {
        self.with_store(|store, _| {
            store
                .logins
                .get(login_id)
                .cloned()
                .ok_or_else(|| SandboxError::NotFound("no such login (or it has expired)".into()))
        })
    }

    /// The newest login started with `state`.
    pub fn login_by_state(&self, state: &str) -> Result<Login, SandboxError> {
        self.with_store(|store, _| {
            store
                .logins
                .values()
                .filter(|l| l.request.state.as_deref() == Some(state))
                .max_by_key(|l| l.created_at)
                .cloned()
                .ok_or_else(|| SandboxError::NotFound(format!("no login with state {state:?}")))
        })
    }

    fn finish(
        &self,
        login_id: &str,
        finish: impl FnOnce(
            &mut Store,
            &Login,
            DateTime<Utc>,
        ) -> (LoginStatus, Redirect, Option<String>),
    ) -> Result<Redirect, SandboxError> {
        self.with_store(|store, now| {
            let login = store.logins.get(login_id).cloned().ok_or_else(|| {
                SandboxError::NotFound("no such login (or it has expired)".into())
            })?;
            if login.status != LoginStatus::Pending {
                return Err(SandboxError::Conflict(format!(
                    "the login is already {}",
                    login.status.as_str()
                )));
            }
            let (status, redirect, sub) = finish(store, &login, now);
            if let Some(stored) = store.logins.get_mut(login_id) {
                stored.status = status;
                stored.sub = sub;
            }
            Ok(redirect)
        })
    }

    /// The person approved as `subject`: a code goes back to the client.
    pub fn approve(&self, login_id: &str, subject: Subject) -> Result<Redirect, SandboxError> {
        let lifetime = self.settings.code_lifetime;
        self.finish(login_id, |store, login, now| {
            let code = random_token();
            let sub = subject.sub.clone();
            store.codes.insert(
                code.clone(),
                CodeGrant {
                    login_id: login.id.clone(),
                    client_id: login.request.client_id.clone(),
                    redirect_uri: login.request.redirect_uri.clone(),
                    code_challenge: login.request.code_challenge.clone(),
                    nonce: login.request.nonce.clone(),
                    scope: login.request.scope(),
                    subject,
                    auth_time: now,
                    expires_at: now + lifetime,
                    used: false,
                    access_tokens: Vec::new(),
                },
            );
            let mut params = vec![("code".to_owned(), code)];
            if let Some(state) = &login.request.state {
                params.push(("state".to_owned(), state.clone()));
            }
            params.push(("iss".to_owned(), login.issuer.clone()));
            let redirect = Redirect {
                redirect_uri: login.request.redirect_uri.clone(),
                response_mode: login.request.response_mode,
                params,
            };
            (LoginStatus::Approved, redirect, Some(sub))
        })
    }

    /// The person cancelled (`access_denied`) or the login failed with `code`.
    pub fn fail(
        &self,
        login_id: &str,
        code: OAuthCode,
        description: &str,
    ) -> Result<Redirect, SandboxError> {
        self.finish(login_id, |_, login, _| {
            let target = ErrorTarget {
                redirect_uri: login.request.redirect_uri.clone(),
                mode: login.request.response_mode,
                state: login.request.state.clone(),
            };
            let redirect = Redirect::error(&target, code, description, &login.issuer);
            (LoginStatus::Failed(code), redirect, None)
        })
    }

    /// Redeems an authorization code. Any attempt spends the code; presenting a spent code
    /// again also revokes the access tokens issued for it (RFC 6749 §4.1.2).
    pub fn redeem(&self, exchange: &CodeExchange, issuer: &str) -> Result<Issued, OAuthError> {
        let lifetime = self.settings.token_lifetime;
        self.with_store(|store, now| {
            let grant = store
                .codes
                .get_mut(&exchange.code)
                .ok_or_else(|| grant_error("Code not valid"))?;
            if grant.used {
                let revoked = std::mem::take(&mut grant.access_tokens);
                for token in revoked {
                    store.tokens.remove(&token);
                }
                return Err(grant_error("Code already used"));
            }
            grant.used = true;
            if now >= grant.expires_at {
                return Err(grant_error("Code expired"));
            }
            if grant.client_id != exchange.client_id {
                return Err(grant_error("Code was issued to another client"));
            }
            if exchange.redirect_uri.as_deref() != Some(grant.redirect_uri.as_str()) {
                return Err(grant_error("Incorrect redirect_uri"));
            }
            let verifier = exchange
                .code_verifier
                .as_deref()
                .ok_or_else(|| grant_error("PKCE code verifier not specified"))?;
            if !pkce::is_valid_verifier(verifier) {
                return Err(grant_error("Invalid code verifier"));
            }
            if !pkce::s256_matches(verifier, &grant.code_challenge) {
                return Err(grant_error("PKCE verification failed"));
            }
            let access_token = random_token();
            grant.access_tokens.push(access_token.clone());
            let issued = Issued {
                login_id: grant.login_id.clone(),
                access_token: access_token.clone(),
                expires_in: lifetime.num_seconds(),
                scope: grant.scope.clone(),
                client_id: grant.client_id.clone(),
                nonce: grant.nonce.clone(),
                subject: grant.subject.clone(),
                auth_time: grant.auth_time,
                issued_at: now,
            };
            store.tokens.insert(
                access_token,
                AccessGrant {
                    issuer: issuer.to_owned(),
                    client_id: issued.client_id.clone(),
                    scope: issued.scope.clone(),
                    subject: issued.subject.clone(),
                    expires_at: now + lifetime,
                },
            );
            Ok(issued)
        })
    }

    /// The grant behind a bearer token (expired and revoked ones are gone).
    pub fn access_grant(&self, token: &str) -> Result<AccessGrant, OAuthError> {
        self.with_store(|store, _| {
            store.tokens.get(token).cloned().ok_or_else(|| {
                OAuthError::new(OAuthCode::InvalidToken, "Token not valid or expired")
            })
        })
    }

    /// Logins the provider still remembers, newest first.
    pub fn logins(&self) -> Vec<LoginSummary> {
        let mut list: Vec<LoginSummary> =
            self.with_store(|store, _| store.logins.values().map(|l| self.summary(l)).collect());
        list.sort_by_key(|l| std::cmp::Reverse(l.created_at));
        list
    }

    pub fn summary(&self, login: &Login) -> LoginSummary {
        LoginSummary {
            login_id: login.id.clone(),
            status: login.status.as_str(),
            error: match login.status {
                LoginStatus::Failed(code) => Some(code.as_str()),
                LoginStatus::Pending | LoginStatus::Approved => None,
            },
            client_id: login.request.client_id.clone(),
            redirect_uri: login.request.redirect_uri.clone(),
            state: login.request.state.clone(),
            nonce: login.request.nonce.clone(),
            scope: login.request.scope(),
            login_hint: login.request.login_hint.clone(),
            sub: login.sub.clone(),
            created_at: login.created_at,
            login_url: format!("{}/{}", self.profile.login_path, login.id),
        }
    }

    pub fn add_fault(&self, fault: TokenFault) {
        lock(&self.faults).push_back(fault);
    }

    pub fn clear_faults(&self) {
        lock(&self.faults).clear();
    }

    /// The fault to apply to the ID token being issued now, if one is queued.
    pub fn take_fault(&self) -> Option<TokenFault> {
        let mut faults = lock(&self.faults);
        let fault = faults.front_mut()?;
        fault.remaining = fault.remaining.saturating_sub(1);
        let taken = fault.clone();
        if fault.remaining == 0 {
            faults.pop_front();
        }
        Some(taken)
    }
}

/// Shared handle, as kept in the app state.
pub type SharedProvider = Arc<OidcProvider>;
