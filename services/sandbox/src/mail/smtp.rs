//! The SMTP side of the sink. `mailin` supplies the protocol state machine (EHLO/HELO, MAIL,
//! RCPT, DATA with dot-unstuffing, RSET, NOOP, VRFY, QUIT) and leaves all I/O to us, so it runs
//! on tokio unchanged: we read lines, hand them to the session and write back its replies.

use std::io;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use mailin::{Action, Handler, Response, SessionBuilder};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

use super::MailStore;
use super::parse::{Envelope, parse_message};
use crate::clock::Clock;

/// RFC 5321 allows 1000 octets per line; a little slack for clients that exceed it.
const MAX_LINE: u64 = 4096;
const TOO_LARGE: u16 = 552;

#[derive(Debug, Clone)]
pub struct SmtpSink {
    pub store: Arc<MailStore>,
    pub clock: Clock,
    pub hostname: String,
    pub max_message_bytes: usize,
    pub idle_timeout: Duration,
}

/// Accepts connections until the task is dropped; one task per connection.
pub async fn serve(listener: TcpListener, sink: SmtpSink) {
    loop {
        match listener.accept().await {
            Ok((stream, peer)) => {
                let sink = sink.clone();
                tokio::spawn(async move {
                    if let Err(error) = handle_connection(stream, peer, sink).await {
                        tracing::debug!(%peer, %error, "smtp connection ended with an error");
                    }
                });
            }
            Err(error) => {
                tracing::warn!(%error, "smtp accept failed");
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
        }
    }
}

async fn handle_connection(stream: TcpStream, peer: SocketAddr, sink: SmtpSink) -> io::Result<()> {
    let (read_half, mut write_half) = stream.into_split();
    let mut reader = BufReader::new(read_half);
    let handler = SinkHandler::new(sink.clone());
    let mut session = SessionBuilder::new(sink.hostname.clone()).build(peer.ip(), handler);
    write_half.write_all(&session.greeting().buffer()?).await?;

    let mut line = Vec::with_capacity(256);
    loop {
        line.clear();
        let read = tokio::time::timeout(
            sink.idle_timeout,
            (&mut reader).take(MAX_LINE).read_until(b'\n', &mut line),
        )
        .await;
        let n = match read {
            Ok(result) => result?,
            Err(_elapsed) => {
                write_half
                    .write_all(b"421 Idle timeout, closing\r\n")
                    .await?;
                return Ok(());
            }
        };
        if n == 0 {
            return Ok(());
        }
        if !line.ends_with(b"\n") {
            write_half.write_all(b"500 Line too long\r\n").await?;
            return Ok(());
        }
        // mailin expects CRLF line ends; accept clients that send bare LF.
        if !line.ends_with(b"\r\n") {
            line.pop();
            line.extend_from_slice(b"\r\n");
        }
        let response = session.process(&line);
        // mailin stays in its DATA state after a failed data_end, so close after refusing.
        if response.code == TOO_LARGE {
            write_half.write_all(&response.buffer()?).await?;
            return Ok(());
        }
        match response.action {
            Action::Reply => write_half.write_all(&response.buffer()?).await?,
            Action::NoReply => {}
            // STARTTLS is not offered, so an upgrade request is closed like QUIT.
            Action::Close | Action::UpgradeTls => {
                write_half.write_all(&response.buffer()?).await?;
                return Ok(());
            }
        }
    }
}

/// One per connection: collects the envelope and the DATA bytes and stores the message.
struct SinkHandler {
    sink: SmtpSink,
    from: String,
    to: Vec<String>,
    data: Vec<u8>,
    too_large: bool,
}

impl SinkHandler {
    fn new(sink: SmtpSink) -> Self {
        Self {
            sink,
            from: String::new(),
            to: Vec::new(),
            data: Vec::new(),
            too_large: false,
        }
    }
}

impl Handler for SinkHandler {
    fn helo(&mut self, _ip: IpAddr, _domain: &str) -> Response {
        mailin::response::OK
    }

    fn data_start(&mut self, _domain: &str, from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.from = from.to_owned();
        self.to = to.to_vec();
        self.data.clear();
        self.too_large = false;
        mailin::response::START_DATA
    }

    fn data(&mut self, buf: &[u8]) -> io::Result<()> {
        // Keep reading to the final dot so the client gets one clear reply at the end.
        if self.data.len() + buf.len() > self.sink.max_message_bytes {
            self.too_large = true;
            self.data.clear();
        } else if !self.too_large {
            self.data.extend_from_slice(buf);
        }
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        if self.too_large {
            return Response::custom(TOO_LARGE, "Message exceeds the maximum size".to_owned());
        }
        let envelope = Envelope {
            from: std::mem::take(&mut self.from),
            to: std::mem::take(&mut self.to),
        };
        let mail = parse_message(envelope, &self.data, self.sink.clock.now());
        tracing::info!(id = %mail.id, to = ?mail.to, subject = %mail.subject, "mail received");
        self.sink.store.push(mail);
        self.data.clear();
        mailin::response::OK
    }
}
