//! The load's HTTP/1.1 client: one keep-alive connection per closed-loop worker, as pgbench holds
//! one connection per client, with the request headers built once. A pooled client (reqwest)
//! spent more CPU per request than the gateway's own routing on this 2-core machine, which the
//! load generator then took from the system it measures.

use anyhow::{Context, bail};
use bytes::Bytes;
use http::header::{AUTHORIZATION, CONTENT_TYPE, HOST};
use http::{HeaderValue, Method, Request, StatusCode};
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1::SendRequest;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

pub struct Connection {
    /// `host:port` of the gateway.
    address: String,
    host: HeaderValue,
    authorization: HeaderValue,
    sender: Option<SendRequest<Full<Bytes>>>,
}

impl Connection {
    /// A connection to `base` (`http://host:port`) sending `token` as bearer; it connects on the
    /// first request and again after a failed one.
    pub fn new(base: &str, token: &str) -> anyhow::Result<Self> {
        let address = base
            .strip_prefix("http://")
            .with_context(|| format!("the load client speaks plain http, not {base}"))?
            .trim_end_matches('/')
            .to_owned();
        Ok(Self {
            host: HeaderValue::from_str(&address)?,
            authorization: HeaderValue::from_str(&format!("Bearer {token}"))?,
            address,
            sender: None,
        })
    }

    pub async fn get(&mut self, path: &str) -> anyhow::Result<(StatusCode, Bytes)> {
        self.send(Method::GET, path, None).await
    }

    pub async fn post_json(
        &mut self,
        path: &str,
        body: Vec<u8>,
    ) -> anyhow::Result<(StatusCode, Bytes)> {
        self.send(Method::POST, path, Some(Bytes::from(body))).await
    }

    async fn send(
        &mut self,
        method: Method,
        path: &str,
        body: Option<Bytes>,
    ) -> anyhow::Result<(StatusCode, Bytes)> {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(HOST, self.host.clone())
            .header(AUTHORIZATION, self.authorization.clone());
        if body.is_some() {
            request = request.header(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        }
        let request = request.body(Full::new(body.unwrap_or_default()))?;
        let sent = async {
            let sender = self.ready_sender().await?;
            let response = sender.send_request(request).await?;
            let status = response.status();
            let body = response.into_body().collect().await?.to_bytes();
            anyhow::Ok((status, body))
        }
        .await;
        if sent.is_err() {
            // The connection may be half-way through a response; start afresh.
            self.sender = None;
        }
        sent
    }

    async fn ready_sender(&mut self) -> anyhow::Result<&mut SendRequest<Full<Bytes>>> {
        if self.sender.as_ref().is_none_or(SendRequest::is_closed) {
            let stream = TcpStream::connect(&self.address)
                .await
                .with_context(|| format!("connecting to {}", self.address))?;
            stream.set_nodelay(true)?;
            let (sender, connection) =
                hyper::client::conn::http1::handshake(TokioIo::new(stream)).await?;
            tokio::spawn(async move {
                // Ends when the sender is dropped or the gateway closes the connection.
                let _ = connection.await;
            });
            self.sender = Some(sender);
        }
        let Some(sender) = self.sender.as_mut() else {
            bail!("no connection to {}", self.address);
        };
        sender.ready().await?;
        Ok(sender)
    }
}

/// Fails unless the answer has status `want`; the body is the error message.
pub fn expect(answer: (StatusCode, Bytes), want: StatusCode) -> anyhow::Result<Bytes> {
    let (status, body) = answer;
    if status != want {
        bail!("status {status}: {}", String::from_utf8_lossy(&body));
    }
    Ok(body)
}
