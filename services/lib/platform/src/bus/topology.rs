use lapin::options::{ExchangeDeclareOptions, QueueBindOptions, QueueDeclareOptions};
use lapin::types::{AMQPValue, FieldTable, ShortString};
use lapin::{Channel, ExchangeKind};

use super::AmqpSettings;
use crate::PlatformError;

pub const EVENTS_EXCHANGE: &str = "zrm.events";
pub const DEAD_LETTER_EXCHANGE: &str = "zrm.events.dlx";

pub fn dead_letter_queue(queue: &str) -> String {
    format!("{queue}.dead")
}

pub async fn declare_exchanges(channel: &Channel) -> Result<(), PlatformError> {
    let durable = ExchangeDeclareOptions {
        durable: true,
        ..ExchangeDeclareOptions::default()
    };
    for name in [EVENTS_EXCHANGE, DEAD_LETTER_EXCHANGE] {
        channel
            .exchange_declare(
                name.into(),
                ExchangeKind::Topic,
                durable,
                FieldTable::default(),
            )
            .await?;
    }
    Ok(())
}

/// Declares a durable quorum queue bound to `routing_keys` on `zrm.events`, whose rejected or
/// too-often-redelivered messages go to `<queue>.dead` through `zrm.events.dlx`.
pub async fn declare_queue(
    channel: &Channel,
    queue: &str,
    routing_keys: &[String],
    settings: &AmqpSettings,
) -> Result<(), PlatformError> {
    declare_exchanges(channel).await?;
    let durable = QueueDeclareOptions {
        durable: true,
        ..QueueDeclareOptions::default()
    };
    let dead = dead_letter_queue(queue);
    channel
        .queue_declare(dead.as_str().into(), durable, quorum_arguments(None))
        .await?;
    channel
        .queue_bind(
            dead.as_str().into(),
            DEAD_LETTER_EXCHANGE.into(),
            queue.into(),
            QueueBindOptions::default(),
            FieldTable::default(),
        )
        .await?;
    channel
        .queue_declare(
            queue.into(),
            durable,
            quorum_arguments(Some((queue, settings.delivery_limit))),
        )
        .await?;
    for key in routing_keys {
        channel
            .queue_bind(
                queue.into(),
                EVENTS_EXCHANGE.into(),
                key.as_str().into(),
                QueueBindOptions::default(),
                FieldTable::default(),
            )
            .await?;
    }
    Ok(())
}

fn quorum_arguments(dead_lettering: Option<(&str, u32)>) -> FieldTable {
    let mut arguments = FieldTable::default();
    arguments.insert(
        ShortString::from("x-queue-type"),
        AMQPValue::LongString("quorum".into()),
    );
    if let Some((queue, delivery_limit)) = dead_lettering {
        arguments.insert(
            ShortString::from("x-dead-letter-exchange"),
            AMQPValue::LongString(DEAD_LETTER_EXCHANGE.into()),
        );
        arguments.insert(
            ShortString::from("x-dead-letter-routing-key"),
            AMQPValue::LongString(queue.into()),
        );
        arguments.insert(
            ShortString::from("x-delivery-limit"),
            AMQPValue::LongInt(delivery_limit as i32),
        );
    }
    arguments
}
