//! RabbitMQ through lapin: settings, connection with backoff, the topology (`zrm.events` topic
//! exchange and `zrm.events.dlx` for dead letters), the event envelope and consumers.

mod connection;
mod consumer;
mod event;
mod settings;
mod topology;

pub use connection::{BROKER_REPLY_TIMEOUT, broker_timeout, connect, connect_with_backoff};
pub use consumer::{Consumer, EventHandler, HandlerError, Outcome};
pub use event::{Event, encode_envelope};
pub use settings::AmqpSettings;
pub use topology::{
    DEAD_LETTER_EXCHANGE, EVENTS_EXCHANGE, dead_letter_queue, declare_exchanges, declare_queue,
};

pub(crate) fn consumer_outcome_label(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Processed => "processed",
        Outcome::Duplicate => "duplicate",
        Outcome::DeadLettered => "dead_lettered",
        Outcome::Retried => "retried",
    }
}
