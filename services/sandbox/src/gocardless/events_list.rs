//! `GET /events`: the event log, newest first, filtered and cursor-paginated as GoCardless does
//! (`limit` 1–500, default 50; `after` / `before` event ids; `meta.cursors`).

use std::collections::HashMap;

use serde_json::{Value, json};

use super::error::GcError;
use super::model::Event;
use super::simulator::GoCardlessSimulator;
use super::wire;

const DEFAULT_LIMIT: usize = 50;
const MAX_LIMIT: usize = 500;
const RESOURCE_TYPES: [&str; 5] = [
    "billing_requests",
    "mandates",
    "payments",
    "payouts",
    "refunds",
];
/// Query parameters that filter on a link of the event.
const LINK_FILTERS: [&str; 5] = ["billing_request", "mandate", "payment", "payout", "refund"];

fn query_error(parameter: &str, message: &str) -> GcError {
    GcError::validation("events", parameter, message)
}

fn matches(event: &Event, query: &HashMap<String, String>) -> bool {
    let resource_type_ok = query
        .get("resource_type")
        .is_none_or(|t| event.resource_type == t);
    let action_ok = query.get("action").is_none_or(|a| event.action == a);
    let links_ok = LINK_FILTERS.iter().all(|key| {
        query
            .get(*key)
            .is_none_or(|id| event.links.iter().any(|(k, v)| k == key && v == id))
    });
    resource_type_ok && action_ok && links_ok
}

impl GoCardlessSimulator {
    pub fn list_events(&self, query: &HashMap<String, String>) -> Result<Value, GcError> {
        let limit = match query.get("limit") {
            Some(raw) => raw
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=MAX_LIMIT).contains(n))
                .ok_or_else(|| query_error("limit", "must be a number from 1 to 500"))?,
            None => DEFAULT_LIMIT,
        };
        if let Some(t) = query.get("resource_type")
            && !RESOURCE_TYPES.contains(&t.as_str())
        {
            return Err(query_error(
                "resource_type",
                "is not a resource type with events",
            ));
        }
        if query.contains_key("after") && query.contains_key("before") {
            return Err(GcError::bad_request(
                "invalid_cursor",
                "Use either the after or the before cursor, not both",
            ));
        }
        self.with_store(|store, _| {
            let newest_first: Vec<&Event> = store
                .events
                .iter()
                .rev()
                .filter(|e| matches(e, query))
                .collect();
            let position = |cursor: &str| {
                newest_first
                    .iter()
                    .position(|e| e.id == cursor)
                    .ok_or_else(|| {
                        GcError::bad_request(
                            "invalid_cursor",
                            "The cursor is not an event of this list",
                        )
                    })
            };
            let (start, end) = if let Some(after) = query.get("after") {
                let from = position(after)? + 1;
                (from, (from + limit).min(newest_first.len()))
            } else if let Some(before) = query.get("before") {
                let to = position(before)?;
                (to.saturating_sub(limit), to)
            } else {
                (0, limit.min(newest_first.len()))
            };
            let page = newest_first.get(start..end).unwrap_or_default();
            let before = (start > 0)
                .then(|| page.first().map(|e| e.id.clone()))
                .flatten();
            let after = (end < newest_first.len())
                .then(|| page.last().map(|e| e.id.clone()))
                .flatten();
            Ok(json!({
                "events": page.iter().map(|e| wire::event(e)).collect::<Vec<_>>(),
                "meta": {"cursors": {"before": before, "after": after}, "limit": limit},
                "linked": {},
            }))
        })
    }
}
