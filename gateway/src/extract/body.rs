//! Reading a request body up to the gateway's body limit ([`JsonBodyLimit`], the same for every
//! content type).

use std::future::Future;

use actix_web::HttpRequest;
use actix_web::dev::Payload;
use actix_web::web::BytesMut;
use futures_util::StreamExt;

use super::json::JsonBodyLimit;
use crate::error::GatewayError;

/// The whole body; 413 past the limit, 400 when the connection fails mid-body. The limit is read
/// from `req` now, so the future borrows nothing.
pub fn read_limited(
    req: &HttpRequest,
    mut payload: Payload,
) -> impl Future<Output = Result<BytesMut, GatewayError>> + 'static {
    let limit = req
        .app_data::<JsonBodyLimit>()
        .copied()
        .unwrap_or_default()
        .0;
    async move {
        let mut body = BytesMut::new();
        while let Some(chunk) = payload.next().await {
            let chunk = chunk.map_err(|error| {
                GatewayError::bad_request(format!("Cannot read request body: {error}"))
            })?;
            if body.len() + chunk.len() > limit {
                return Err(GatewayError::PayloadTooLarge { limit });
            }
            body.extend_from_slice(&chunk);
        }
        Ok(body)
    }
}
