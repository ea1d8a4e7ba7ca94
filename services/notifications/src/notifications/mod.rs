//! Notifications and their status life cycle (created → received → read → deleted), fed by
//! events, pushed through Redis.

pub mod acknowledge;
pub mod application_work;
pub mod bank_answers;
pub mod events;
pub mod grpc;
pub mod list;
pub mod model;
pub mod push;
pub mod rows;
pub mod sms;
pub mod storage;

/// Events as the bus hands them to a consumer, for the handlers' unit tests.
#[cfg(test)]
pub(crate) mod test_events {
    use chrono::Utc;
    use prost::Message;
    use uuid::Uuid;
    use zrm_platform::bus::Event;

    pub fn event(event_type: &str, payload: &impl Message) -> Event {
        Event {
            event_id: Uuid::now_v7(),
            event_type: event_type.to_owned(),
            occurred_at: Utc::now(),
            request_id: String::new(),
            traceparent: String::new(),
            tracestate: String::new(),
            payload: payload.encode_to_vec(),
        }
    }
}
