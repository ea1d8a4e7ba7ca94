use crate::config::ConfigError;

/// Everything the shared plumbing can fail with. Services wrap it in their own error type.
#[derive(Debug, thiserror::Error)]
pub enum PlatformError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("database query failed: {0}")]
    Database(#[from] diesel::result::Error),
    #[error("database connection failed: {0}")]
    Connection(#[from] diesel::ConnectionError),
    #[error("database pool: {0}")]
    Pool(String),
    #[error("migrations failed: {0}")]
    Migration(String),
    #[error("postgres: {0}")]
    Postgres(#[from] tokio_postgres::Error),
    #[error("rabbitmq: {0}")]
    Amqp(#[from] lapin::Error),
    #[error("rabbitmq did not confirm a publish (nacked or returned)")]
    PublishNotConfirmed,
    #[error("redis: {0}")]
    Redis(#[from] ::redis::RedisError),
    #[error("grpc transport: {0}")]
    Transport(#[from] tonic::transport::Error),
    #[error("invalid event payload: {0}")]
    Decode(#[from] prost::DecodeError),
    #[error("telemetry: {0}")]
    Telemetry(String),
    #[error("io: {0}")]
    Io(#[from] std::io::Error),
}

impl From<diesel_async::pooled_connection::deadpool::PoolError> for PlatformError {
    fn from(error: diesel_async::pooled_connection::deadpool::PoolError) -> Self {
        Self::Pool(error.to_string())
    }
}
