//! The websocket sessions open on this replica, by user id (a user may have several tabs open).
//! Delivery never waits on a client: each session has a bounded queue, and a session whose queue
//! is full is told to close (its client reconnects and reloads the list).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use tokio::sync::mpsc;
use zrm_domain::Language;

/// What a session task is asked to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outbound {
    /// Send this text frame.
    Text(Arc<str>),
    /// Close the socket (code, reason).
    Close(u16, String),
}

/// Close code sent when the replica shuts down: the client should reconnect (to another replica).
pub const CLOSE_GOING_AWAY: u16 = 1001;
/// Close code sent to a session that cannot keep up.
pub const CLOSE_TRY_AGAIN_LATER: u16 = 1013;
/// Close code (policy violation) and reason sent to the sessions of a person whose sessions an
/// administrator ended (blocked, deactivated, access changed): the client must not reconnect
/// with the old sign-in, it signs out.
pub const CLOSE_POLICY_VIOLATION: u16 = 1008;
pub const SESSION_ENDED_REASON: &str = "SESSION_ENDED";

#[derive(Clone)]
pub struct SessionRegistry {
    inner: Arc<Inner>,
}

struct Inner {
    sessions: Mutex<HashMap<String, Vec<Entry>>>,
    next_id: AtomicU64,
    buffer: usize,
}

struct Entry {
    id: u64,
    sender: mpsc::Sender<Outbound>,
    /// The language its frames are written in (the app's, when it asked for the token).
    language: Language,
}

/// Unregisters its session when dropped, however the session task ends.
pub struct Registration {
    registry: SessionRegistry,
    user_id: String,
    id: u64,
}

impl Registration {
    pub fn user_id(&self) -> &str {
        &self.user_id
    }
}

impl Drop for Registration {
    fn drop(&mut self) {
        self.registry.unregister(&self.user_id, self.id);
    }
}

impl SessionRegistry {
    pub fn new(buffer: usize) -> Self {
        Self {
            inner: Arc::new(Inner {
                sessions: Mutex::new(HashMap::new()),
                next_id: AtomicU64::new(1),
                buffer,
            }),
        }
    }

    fn sessions(&self) -> MutexGuard<'_, HashMap<String, Vec<Entry>>> {
        // A panic while holding the lock cannot leave the map half-updated (single inserts and
        // removes), so its contents stay usable.
        self.inner
            .sessions
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    pub fn register(&self, user_id: &str) -> (Registration, mpsc::Receiver<Outbound>) {
        self.register_in(user_id, Language::En)
    }

    /// A session whose frames are written in `language`.
    pub fn register_in(
        &self,
        user_id: &str,
        language: Language,
    ) -> (Registration, mpsc::Receiver<Outbound>) {
        let (sender, receiver) = mpsc::channel(self.inner.buffer);
        let id = self.inner.next_id.fetch_add(1, Ordering::Relaxed);
        self.sessions()
            .entry(user_id.to_string())
            .or_default()
            .push(Entry {
                id,
                sender,
                language,
            });
        (
            Registration {
                registry: self.clone(),
                user_id: user_id.to_string(),
                id,
            },
            receiver,
        )
    }

    fn unregister(&self, user_id: &str, id: u64) {
        let mut sessions = self.sessions();
        if let Some(entries) = sessions.get_mut(user_id) {
            entries.retain(|entry| entry.id != id);
            if entries.is_empty() {
                sessions.remove(user_id);
            }
        }
    }

    /// Queues `text` for every session of `user_id`; returns how many accepted it. A session
    /// whose queue is full is forgotten, which drops its sender and so makes its task close it.
    pub fn deliver(&self, user_id: &str, text: Arc<str>) -> usize {
        self.deliver_localised(user_id, &|_| text.clone())
    }

    /// As [`SessionRegistry::deliver`], each session getting the text in its own language.
    pub fn deliver_localised(
        &self,
        user_id: &str,
        text_in: &dyn Fn(Language) -> Arc<str>,
    ) -> usize {
        let mut sessions = self.sessions();
        let Some(entries) = sessions.get_mut(user_id) else {
            return 0;
        };
        let mut delivered = 0;
        entries.retain(|entry| {
            match entry
                .sender
                .try_send(Outbound::Text(text_in(entry.language)))
            {
                Ok(()) => {
                    delivered += 1;
                    true
                }
                Err(mpsc::error::TrySendError::Full(_)) => {
                    tracing::warn!(
                        user_id,
                        session = entry.id,
                        "websocket session is not keeping up; closing it"
                    );
                    false
                }
                Err(mpsc::error::TrySendError::Closed(_)) => false,
            }
        });
        if entries.is_empty() {
            sessions.remove(user_id);
        }
        delivered
    }

    /// Asks every session to close (shutdown).
    pub fn close_all(&self, code: u16, reason: &str) {
        for entries in self.sessions().values() {
            for entry in entries {
                let _ = entry
                    .sender
                    .try_send(Outbound::Close(code, reason.to_string()));
            }
        }
    }

    /// Asks every session of `user_id` on this replica to close; returns how many were asked.
    pub fn close_user(&self, user_id: &str, code: u16, reason: &str) -> usize {
        let sessions = self.sessions();
        let Some(entries) = sessions.get(user_id) else {
            return 0;
        };
        entries
            .iter()
            .filter(|entry| {
                entry
                    .sender
                    .try_send(Outbound::Close(code, reason.to_string()))
                    .is_ok()
            })
            .count()
    }

    pub fn session_count(&self, user_id: &str) -> usize {
        self.sessions().get(user_id).map_or(0, Vec::len)
    }

    pub fn total_sessions(&self) -> usize {
        self.sessions().values().map(Vec::len).sum()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn delivers_to_every_session_of_the_user_only() {
        let registry = SessionRegistry::new(4);
        let (_a, mut first) = registry.register("u-1");
        let (_b, mut second) = registry.register("u-1");
        let (_c, mut other) = registry.register("u-2");
        assert_eq!(registry.deliver("u-1", Arc::from("hello")), 2);
        let (_swedish, mut swedish) = registry.register_in("u-3", Language::Sv);
        let in_language = |language: Language| Arc::from(language.code());
        assert_eq!(registry.deliver_localised("u-3", &in_language), 1);
        assert_eq!(swedish.try_recv(), Ok(Outbound::Text(Arc::from("sv"))));
        assert_eq!(
            first.try_recv().unwrap(),
            Outbound::Text(Arc::from("hello"))
        );
        assert_eq!(
            second.try_recv().unwrap(),
            Outbound::Text(Arc::from("hello"))
        );
        assert!(other.try_recv().is_err());
    }

    #[test]
    fn dropping_the_registration_unregisters() {
        let registry = SessionRegistry::new(4);
        let (registration, _receiver) = registry.register("u-1");
        assert_eq!(registry.session_count("u-1"), 1);
        drop(registration);
        assert_eq!(registry.session_count("u-1"), 0);
        assert_eq!(registry.deliver("u-1", Arc::from("x")), 0);
    }

    #[test]
    fn a_stuck_session_is_dropped_and_others_still_receive() {
        let registry = SessionRegistry::new(1);
        let (_stuck, mut stuck_receiver) = registry.register("u-1");
        assert_eq!(registry.deliver("u-1", Arc::from("one")), 1);
        let (_fresh, mut fresh_receiver) = registry.register("u-1");
        assert_eq!(registry.deliver("u-1", Arc::from("two")), 1);
        assert_eq!(
            fresh_receiver.try_recv().unwrap(),
            Outbound::Text(Arc::from("two"))
        );
        assert_eq!(
            registry.session_count("u-1"),
            1,
            "only the full queue is forgotten"
        );
        assert_eq!(
            stuck_receiver.try_recv().unwrap(),
            Outbound::Text(Arc::from("one"))
        );
        assert!(matches!(
            stuck_receiver.try_recv(),
            Err(mpsc::error::TryRecvError::Disconnected)
        ));
    }
}
