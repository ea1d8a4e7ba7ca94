//! One-off outcomes scripted by tests: the next request for a key (a personal id, an address)
//! gets the scripted outcome once, then the fixed rules apply again.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

#[derive(Debug)]
pub struct Scripts<T>(Mutex<HashMap<String, T>>);

impl<T> Default for Scripts<T> {
    fn default() -> Self {
        Self(Mutex::new(HashMap::new()))
    }
}

impl<T> Scripts<T> {
    // Plain values behind the lock: a poisoned lock is still consistent.
    fn lock(&self) -> MutexGuard<'_, HashMap<String, T>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Replaces an earlier script for the same key.
    pub fn set(&self, key: String, outcome: T) {
        self.lock().insert(key, outcome);
    }

    pub fn take(&self, key: &str) -> Option<T> {
        self.lock().remove(key)
    }

    pub fn pending(&self) -> usize {
        self.lock().len()
    }
}
