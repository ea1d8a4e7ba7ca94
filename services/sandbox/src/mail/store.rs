//! Received mail in memory: bounded, newest first.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use chrono::{DateTime, Utc};
use uuid::Uuid;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredMail {
    pub id: Uuid,
    /// The `From:` header address, or the envelope sender when the header has none.
    pub from: String,
    /// The envelope recipients (`RCPT TO`), which include Bcc recipients.
    pub to: Vec<String>,
    pub subject: String,
    pub text: String,
    pub html: Option<String>,
    pub received_at: DateTime<Utc>,
}

impl StoredMail {
    fn is_for(&self, address: &str) -> bool {
        self.to.iter().any(|to| to.eq_ignore_ascii_case(address))
    }
}

/// Which mail to list: optionally one recipient, then a page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailQuery {
    pub to: Option<String>,
    pub offset: usize,
    pub limit: usize,
}

#[derive(Debug)]
pub struct MailStore {
    capacity: usize,
    mail: Mutex<VecDeque<Arc<StoredMail>>>,
}

impl MailStore {
    pub fn new(capacity: usize) -> Self {
        Self {
            capacity: capacity.max(1),
            mail: Mutex::new(VecDeque::new()),
        }
    }

    // The store holds no invariant a panicking writer could break half-way, so a poisoned
    // lock is still safe to use.
    fn lock(&self) -> MutexGuard<'_, VecDeque<Arc<StoredMail>>> {
        self.mail.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn push(&self, mail: StoredMail) {
        let mut all = self.lock();
        all.push_front(Arc::new(mail));
        all.truncate(self.capacity);
    }

    pub fn list(&self, query: &MailQuery) -> Vec<Arc<StoredMail>> {
        let all = self.lock();
        all.iter()
            .filter(|m| query.to.as_deref().is_none_or(|to| m.is_for(to)))
            .skip(query.offset)
            .take(query.limit)
            .cloned()
            .collect()
    }

    pub fn get(&self, id: Uuid) -> Option<Arc<StoredMail>> {
        self.lock().iter().find(|m| m.id == id).cloned()
    }

    /// Removes everything; returns how many were removed.
    pub fn clear(&self) -> usize {
        let mut all = self.lock();
        let n = all.len();
        all.clear();
        n
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn mail(subject: &str, to: &str) -> StoredMail {
        StoredMail {
            id: Uuid::now_v7(),
            from: "noreply@zrm.test".into(),
            to: vec![to.into()],
            subject: subject.into(),
            text: String::new(),
            html: None,
            received_at: Utc::now(),
        }
    }

    fn all(limit: usize) -> MailQuery {
        MailQuery {
            to: None,
            offset: 0,
            limit,
        }
    }

    #[test]
    fn newest_first_and_bounded() {
        let store = MailStore::new(2);
        store.push(mail("one", "a@x.se"));
        store.push(mail("two", "a@x.se"));
        store.push(mail("three", "a@x.se"));
        let subjects: Vec<_> = store
            .list(&all(10))
            .iter()
            .map(|m| m.subject.clone())
            .collect();
        assert_eq!(subjects, ["three", "two"]);
    }

    #[test]
    fn filters_by_recipient_ignoring_case_and_pages() {
        let store = MailStore::new(10);
        store.push(mail("a1", "a@x.se"));
        store.push(mail("b1", "b@x.se"));
        store.push(mail("a2", "a@x.se"));
        let query = MailQuery {
            to: Some("A@X.SE".into()),
            offset: 1,
            limit: 5,
        };
        let subjects: Vec<_> = store
            .list(&query)
            .iter()
            .map(|m| m.subject.clone())
            .collect();
        assert_eq!(subjects, ["a1"]);
    }

    #[test]
    fn get_and_clear() {
        let store = MailStore::new(10);
        let m = mail("x", "a@x.se");
        let id = m.id;
        store.push(m);
        assert_eq!(store.get(id).unwrap().subject, "x");
        assert_eq!(store.clear(), 1);
        assert!(store.get(id).is_none());
    }
}
