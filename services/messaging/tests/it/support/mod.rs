//! An SMTP relay for messaging's tests: a real SMTP server on a free port of 127.0.0.1 that
//! keeps what it receives, so delivery is tested over the wire without linking the sandbox. The
//! protocol's state machine is the `mailin` crate's; this file only moves lines over the socket.
#![allow(clippy::unwrap_used, clippy::expect_used, dead_code)]

use std::io;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mailin::{Action, Handler, Response, SessionBuilder, response};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};

/// One message as the relay received it.
#[derive(Debug, Clone)]
pub struct Received {
    pub from: String,
    pub to: Vec<String>,
    /// The raw message (headers and body) as sent in DATA.
    pub raw: Vec<u8>,
}

type Inbox = Arc<Mutex<Vec<Received>>>;

struct Recorder {
    inbox: Inbox,
    current: Option<Received>,
}

impl Handler for Recorder {
    fn data_start(&mut self, _domain: &str, from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.current = Some(Received {
            from: from.to_owned(),
            to: to.to_vec(),
            raw: Vec::new(),
        });
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> io::Result<()> {
        if let Some(current) = self.current.as_mut() {
            current.raw.extend_from_slice(buf);
        }
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        if let Some(current) = self.current.take() {
            self.inbox.lock().unwrap().push(current);
        }
        response::OK
    }
}

pub struct SmtpRelay {
    pub port: u16,
    inbox: Inbox,
}

impl SmtpRelay {
    pub async fn start() -> SmtpRelay {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = listener.local_addr().unwrap().port();
        let inbox = Inbox::default();
        let accepted = inbox.clone();
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(session(stream, accepted.clone()));
            }
        });
        SmtpRelay { port, inbox }
    }

    /// The messages received so far, waiting up to 5 s for at least `count`.
    pub async fn received(&self, count: usize) -> Vec<Received> {
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            let received = self.inbox.lock().unwrap().clone();
            if received.len() >= count || Instant::now() >= deadline {
                return received;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

async fn session(stream: TcpStream, inbox: Inbox) -> io::Result<()> {
    let peer = stream.peer_addr()?;
    let (read_half, mut write_half) = stream.into_split();
    let mut reader = BufReader::new(read_half);
    let recorder = Recorder {
        inbox,
        current: None,
    };
    let mut session = SessionBuilder::new("relay.test").build(peer.ip(), recorder);
    write_half.write_all(&session.greeting().buffer()?).await?;
    let mut line = Vec::new();
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line).await? == 0 {
            return Ok(());
        }
        let response = session.process(&line);
        match response.action {
            Action::Reply => write_half.write_all(&response.buffer()?).await?,
            Action::NoReply => {}
            Action::Close | Action::UpgradeTls => {
                write_half.write_all(&response.buffer()?).await?;
                return Ok(());
            }
        }
    }
}
