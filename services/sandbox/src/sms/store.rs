//! SMS in memory: bounded, newest first.

use std::collections::VecDeque;
use std::sync::{Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, Utc};

use super::message::Sms;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SmsQuery {
    pub to: Option<String>,
    /// Only messages created before this (46elks' `start`, the paging cursor).
    pub before: Option<DateTime<Utc>>,
    /// Only messages created after this (46elks' `end`).
    pub after: Option<DateTime<Utc>>,
    pub limit: usize,
}

#[derive(Debug)]
pub struct SmsStore {
    capacity: usize,
    all: Mutex<VecDeque<Sms>>,
}

impl SmsStore {
    pub fn new(capacity: usize) -> Self {
        Self {
            capacity: capacity.max(1),
            all: Mutex::new(VecDeque::new()),
        }
    }

    // Plain data behind the lock: a poisoned lock is still consistent.
    fn lock(&self) -> MutexGuard<'_, VecDeque<Sms>> {
        self.all.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn insert(&self, sms: Sms) {
        let mut all = self.lock();
        all.push_front(sms);
        all.truncate(self.capacity);
    }

    pub fn update(&self, id: &str, change: impl FnOnce(&mut Sms)) -> Option<Sms> {
        let mut all = self.lock();
        let sms = all.iter_mut().find(|s| s.id == id)?;
        change(sms);
        Some(sms.clone())
    }

    pub fn get(&self, id: &str) -> Option<Sms> {
        self.lock().iter().find(|s| s.id == id).cloned()
    }

    pub fn list(&self, query: &SmsQuery) -> Vec<Sms> {
        self.lock()
            .iter()
            .filter(|s| query.to.as_deref().is_none_or(|to| s.to == to))
            .filter(|s| query.before.is_none_or(|at| s.created < at))
            .filter(|s| query.after.is_none_or(|at| s.created > at))
            .take(query.limit)
            .cloned()
            .collect()
    }

    pub fn clear(&self) -> usize {
        let mut all = self.lock();
        let n = all.len();
        all.clear();
        n
    }
}
