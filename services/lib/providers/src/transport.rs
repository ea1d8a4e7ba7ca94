//! Rules every client applies to where it sends requests.

/// Plain HTTP is only for the local sandbox: a loopback host.
pub fn is_loopback(url: &reqwest::Url) -> bool {
    match url.host_str() {
        Some("localhost") => true,
        Some(host) => host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback()),
        None => false,
    }
}

/// At most this much of an unparseable answer goes into an error.
pub const SNIPPET_CHARS: usize = 200;

pub fn snippet(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes)
        .chars()
        .take(SNIPPET_CHARS)
        .collect()
}
