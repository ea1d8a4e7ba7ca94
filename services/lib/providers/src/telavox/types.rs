//! What callers of [`super::Telephony`] pass and get back, and the JSON Telavox answers with.

use std::fmt;

use chrono::{DateTime, Utc};
use serde::Deserialize;

/// One user's Telavox API token. Never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct UserToken(pub String);

impl fmt::Debug for UserToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("UserToken(***)")
    }
}

/// A call on the line now (`linestatus` e.g. `ringing`, `up`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct LiveCall {
    pub callerid: String,
    /// `in` or `out`.
    pub direction: String,
    pub linestatus: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct TelavoxExtension {
    pub extension: String,
    pub name: String,
    #[serde(default)]
    pub email: Option<String>,
    #[serde(default)]
    pub mobile: Option<String>,
    #[serde(default)]
    pub calls: Vec<LiveCall>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HistoryCall {
    pub call_id: String,
    #[serde(rename = "dateTimeISO")]
    pub date_time: DateTime<Utc>,
    pub number: String,
    /// Talk time in seconds.
    pub duration: i64,
    #[serde(default)]
    pub recording_id: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct CallHistory {
    #[serde(default)]
    pub incoming: Vec<HistoryCall>,
    #[serde(default)]
    pub outgoing: Vec<HistoryCall>,
    #[serde(default)]
    pub missed: Vec<HistoryCall>,
}

#[derive(Debug, Deserialize)]
pub struct WireMessage {
    pub message: String,
}
