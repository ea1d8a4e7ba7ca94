//! The simulated Telavox account: users with their tokens, and every call, moved along the
//! simulated clock whenever someone looks.

use std::sync::{Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, TimeDelta, Utc};
use rand::RngCore;

use super::model::{Call, Direction, LineStatus};
use super::settings::TelavoxSettings;
use super::users::{SEED_USERS, callee_for};
use crate::clock::Clock;
use crate::error::SandboxError;

/// Calls kept in memory; the oldest are dropped beyond this.
const CAPACITY: usize = 2_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub value: String,
    /// `None`: valid until renewed or revoked (Telavox tokens do not expire by themselves).
    pub expires_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub extension: String,
    pub name: String,
    pub email: String,
    pub mobile: String,
    pub token: Option<Token>,
}

/// Why a bearer token was refused (all answer 401; the page and logs tell them apart).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenProblem {
    Missing,
    Unknown,
    Expired,
}

#[derive(Debug, Default)]
struct Inner {
    users: Vec<User>,
    /// Newest first.
    calls: Vec<Call>,
}

#[derive(Debug)]
pub struct TelavoxSimulator {
    pub settings: TelavoxSettings,
    clock: Clock,
    inner: Mutex<Inner>,
}

fn conflict(detail: impl Into<String>) -> SandboxError {
    SandboxError::Conflict(detail.into())
}

impl TelavoxSimulator {
    pub fn new(clock: Clock, settings: &TelavoxSettings) -> Self {
        let users = SEED_USERS
            .iter()
            .map(|u| User {
                extension: u.extension.to_owned(),
                name: u.name.to_owned(),
                email: u.email.to_owned(),
                mobile: u.mobile.to_owned(),
                token: Some(Token {
                    value: u.token.to_owned(),
                    expires_at: None,
                }),
            })
            .collect();
        Self {
            settings: settings.clone(),
            clock,
            inner: Mutex::new(Inner {
                users,
                calls: Vec::new(),
            }),
        }
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    /// Locks and moves every open call along the clock first.
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // Plain data behind the lock: a poisoned lock is still consistent.
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let now = self.clock.now();
        let answer_after = TimeDelta::seconds(self.settings.answer_after_seconds);
        let ring_timeout = TimeDelta::seconds(self.settings.ring_timeout_seconds);
        for call in inner.calls.iter_mut().filter(|c| c.ended.is_none()) {
            call.settle(now, answer_after, ring_timeout);
        }
        inner
    }

    /// The user a bearer token belongs to.
    pub fn authenticate(&self, token: Option<&str>) -> Result<User, TokenProblem> {
        let token = token
            .filter(|t| !t.is_empty())
            .ok_or(TokenProblem::Missing)?;
        let now = self.clock.now();
        let inner = self.lock();
        let user = inner
            .users
            .iter()
            .find(|u| u.token.as_ref().is_some_and(|t| t.value == token))
            .ok_or(TokenProblem::Unknown)?;
        match user.token.as_ref().and_then(|t| t.expires_at) {
            Some(at) if at <= now => Err(TokenProblem::Expired),
            _ => Ok(user.clone()),
        }
    }

    pub fn users(&self) -> Vec<User> {
        self.lock().users.clone()
    }

    pub fn user(&self, extension: &str) -> Option<User> {
        self.lock()
            .users
            .iter()
            .find(|u| u.extension == extension)
            .cloned()
    }

    fn user_mut<'a>(inner: &'a mut Inner, extension: &str) -> Result<&'a mut User, SandboxError> {
        inner
            .users
            .iter_mut()
            .find(|u| u.extension == extension)
            .ok_or_else(|| {
                SandboxError::NotFound(format!("no Telavox user with extension {extension}"))
            })
    }

    /// A new token for the user (as creating one in Telavox Flow); the old one stops working.
    pub fn renew_token(
        &self,
        extension: &str,
        lifetime: Option<TimeDelta>,
    ) -> Result<Token, SandboxError> {
        let mut bytes = [0u8; 24];
        rand::rng().fill_bytes(&mut bytes);
        let token = Token {
            value: format!("tvx_{}", hex::encode(bytes)),
            expires_at: lifetime.map(|l| self.clock.now() + l),
        };
        let mut inner = self.lock();
        Self::user_mut(&mut inner, extension)?.token = Some(token.clone());
        Ok(token)
    }

    pub fn revoke_token(&self, extension: &str) -> Result<(), SandboxError> {
        let mut inner = self.lock();
        Self::user_mut(&mut inner, extension)?.token = None;
        Ok(())
    }

    fn start(&self, inner: &mut Inner, call: Call) -> Call {
        inner.calls.insert(0, call.clone());
        inner.calls.truncate(CAPACITY);
        call
    }

    fn new_call(
        &self,
        extension: &str,
        direction: Direction,
        number: &str,
        auto_answer: bool,
    ) -> Call {
        Call {
            id: uuid::Uuid::new_v4().simple().to_string(),
            extension: extension.to_owned(),
            direction,
            number: number.to_owned(),
            auto_answer,
            callee: callee_for(number),
            started: self.clock.now(),
            answered: None,
            ended: None,
        }
    }

    fn has_active(inner: &Inner, extension: &str) -> bool {
        inner
            .calls
            .iter()
            .any(|c| c.extension == extension && c.status() != LineStatus::Down)
    }

    /// Click-to-call: the user's extension is called first, then bridged to `number`.
    pub fn dial(
        &self,
        extension: &str,
        number: &str,
        auto_answer: bool,
    ) -> Result<Call, SandboxError> {
        let mut inner = self.lock();
        if Self::has_active(&inner, extension) {
            return Err(SandboxError::Telavox {
                status: actix_web::http::StatusCode::CONFLICT,
                message: "The extension is already in a call".into(),
            });
        }
        let call = self.new_call(extension, Direction::Out, number, auto_answer);
        Ok(self.start(&mut inner, call))
    }

    /// Ends the user's current call, if any.
    pub fn hang_up(&self, extension: &str) -> Option<Call> {
        let now = self.clock.now();
        let mut inner = self.lock();
        let call = inner
            .calls
            .iter_mut()
            .find(|c| c.extension == extension && c.ended.is_none())?;
        call.ended = Some(now);
        Some(call.clone())
    }

    /// "A call comes in from …" to the user's extension.
    pub fn incoming(&self, extension: &str, from: &str) -> Result<Call, SandboxError> {
        let mut inner = self.lock();
        Self::user_mut(&mut inner, extension)?;
        if Self::has_active(&inner, extension) {
            return Err(conflict(format!(
                "extension {extension} is already in a call"
            )));
        }
        let call = self.new_call(extension, Direction::In, from, false);
        Ok(self.start(&mut inner, call))
    }

    /// The user (incoming) or the callee (outgoing) picks up.
    pub fn answer(&self, id: &str) -> Result<Call, SandboxError> {
        let now = self.clock.now();
        let mut inner = self.lock();
        let call = Self::call_mut(&mut inner, id)?;
        if call.status() != LineStatus::Ringing {
            return Err(conflict(format!(
                "call {id} is {}, not ringing",
                call.status().as_str()
            )));
        }
        call.answered = Some(now);
        Ok(call.clone())
    }

    /// Either party hangs up (a ringing incoming call becomes missed).
    pub fn end(&self, id: &str) -> Result<Call, SandboxError> {
        let now = self.clock.now();
        let mut inner = self.lock();
        let call = Self::call_mut(&mut inner, id)?;
        if call.ended.is_some() {
            return Err(conflict(format!("call {id} has already ended")));
        }
        call.ended = Some(now);
        Ok(call.clone())
    }

    fn call_mut<'a>(inner: &'a mut Inner, id: &str) -> Result<&'a mut Call, SandboxError> {
        inner
            .calls
            .iter_mut()
            .find(|c| c.id == id)
            .ok_or_else(|| SandboxError::NotFound(format!("no call {id}")))
    }

    /// Calls newest first, optionally of one extension, one page.
    pub fn calls(&self, extension: Option<&str>, offset: usize, limit: usize) -> Vec<Call> {
        self.lock()
            .calls
            .iter()
            .filter(|c| extension.is_none_or(|e| c.extension == e))
            .skip(offset)
            .take(limit)
            .cloned()
            .collect()
    }

    /// The user's calls that started within `[from, to)`, newest first.
    pub fn history(&self, extension: &str, from: DateTime<Utc>, to: DateTime<Utc>) -> Vec<Call> {
        self.lock()
            .calls
            .iter()
            .filter(|c| c.extension == extension && c.started >= from && c.started < to)
            .cloned()
            .collect()
    }

    /// The user's calls still on the line (ringing or up).
    pub fn live_calls(&self, extension: &str) -> Vec<Call> {
        self.lock()
            .calls
            .iter()
            .filter(|c| c.extension == extension && c.ended.is_none())
            .cloned()
            .collect()
    }
}
