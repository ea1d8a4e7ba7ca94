use chrono::{DateTime, Utc};
use lapin::BasicProperties;
use lapin::types::{AMQPValue, FieldTable, ShortString};
use prost::Message;
use uuid::Uuid;
use zrm_proto::common::v1::EventEnvelope;

use super::HandlerError;
use crate::context::RequestContext;

/// An event as consumers see it: the envelope's fields, the payload still encoded.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub event_id: Uuid,
    pub event_type: String,
    pub occurred_at: DateTime<Utc>,
    pub request_id: String,
    pub traceparent: String,
    pub tracestate: String,
    pub payload: Vec<u8>,
}

impl Event {
    pub fn decode_envelope(body: &[u8]) -> Result<Self, HandlerError> {
        let envelope = EventEnvelope::decode(body)
            .map_err(|error| HandlerError::Permanent(format!("not an event envelope: {error}")))?;
        let event_id = Uuid::parse_str(&envelope.event_id)
            .map_err(|error| HandlerError::Permanent(format!("bad event id: {error}")))?;
        let occurred_at = envelope
            .occurred_at
            .and_then(|at| {
                DateTime::from_timestamp(at.seconds, u32::try_from(at.nanos).unwrap_or(0))
            })
            .ok_or_else(|| HandlerError::Permanent("event without occurred_at".into()))?;
        Ok(Self {
            event_id,
            event_type: envelope.event_type,
            occurred_at,
            request_id: envelope.request_id,
            traceparent: envelope.traceparent,
            tracestate: envelope.tracestate,
            payload: envelope.payload,
        })
    }

    /// Decodes the payload as the message its type names; a payload that does not decode is
    /// poison and goes to the dead-letter queue.
    pub fn decode<M: Message + Default>(&self) -> Result<M, HandlerError> {
        M::decode(self.payload.as_slice()).map_err(|error| {
            HandlerError::Permanent(format!(
                "payload of {} does not decode: {error}",
                self.event_type
            ))
        })
    }

    pub fn context(&self) -> RequestContext {
        let non_empty = |value: &str| (!value.is_empty()).then(|| value.to_string());
        RequestContext::new(
            self.request_id.clone(),
            non_empty(&self.traceparent),
            non_empty(&self.tracestate),
        )
    }

    pub fn envelope(&self) -> EventEnvelope {
        EventEnvelope {
            event_id: self.event_id.to_string(),
            event_type: self.event_type.clone(),
            occurred_at: Some(crate::grpc::timestamp::to_timestamp(self.occurred_at)),
            request_id: self.request_id.clone(),
            traceparent: self.traceparent.clone(),
            tracestate: self.tracestate.clone(),
            payload: self.payload.clone(),
        }
    }

    /// AMQP properties: persistent, typed, with the request id and trace context as headers so
    /// tools that never decode the body still see them.
    pub fn properties(&self) -> BasicProperties {
        let mut headers = FieldTable::default();
        headers.insert(
            ShortString::from("x-request-id"),
            AMQPValue::LongString(self.request_id.as_str().into()),
        );
        if !self.traceparent.is_empty() {
            headers.insert(
                ShortString::from("traceparent"),
                AMQPValue::LongString(self.traceparent.as_str().into()),
            );
        }
        if !self.tracestate.is_empty() {
            headers.insert(
                ShortString::from("tracestate"),
                AMQPValue::LongString(self.tracestate.as_str().into()),
            );
        }
        BasicProperties::default()
            .with_delivery_mode(2)
            .with_content_type("application/x-protobuf".into())
            .with_message_id(self.event_id.to_string().as_str().into())
            .with_type(self.event_type.as_str().into())
            .with_timestamp(u64::try_from(self.occurred_at.timestamp()).unwrap_or(0))
            .with_headers(headers)
    }
}

pub fn encode_envelope(event: &Event) -> Vec<u8> {
    event.envelope().encode_to_vec()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn envelope_round_trip() {
        let event = Event {
            event_id: Uuid::now_v7(),
            event_type: "core.lead.assigned".into(),
            occurred_at: DateTime::from_timestamp(1_700_000_000, 5).unwrap(),
            request_id: "req".into(),
            traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01".into(),
            tracestate: String::new(),
            payload: vec![1, 2, 3],
        };
        assert_eq!(
            Event::decode_envelope(&encode_envelope(&event)).unwrap(),
            event
        );
    }

    #[test]
    fn garbage_is_permanent_error() {
        assert!(matches!(
            Event::decode_envelope(b"\xff\xff\xff"),
            Err(HandlerError::Permanent(_))
        ));
    }
}
