//! The client's address for per-address rate limits. Forwarding headers are trusted only when
//! configured (behind an ingress that sets them); otherwise anyone could pick their own bucket.

use actix_web::HttpRequest;

pub fn client_address(req: &HttpRequest, trust_forwarded_for: bool) -> String {
    if trust_forwarded_for && let Some(address) = req.connection_info().realip_remote_addr() {
        return address.to_string();
    }
    req.peer_addr()
        .map_or_else(|| "unknown".to_string(), |address| address.ip().to_string())
}
