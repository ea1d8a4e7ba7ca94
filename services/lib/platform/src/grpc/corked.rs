//! The TCP connection of a gRPC client, with each write held back for one turn of the scheduler.
//!
//! hyper's HTTP/2 client sends a request in two writes. The connection task opens the stream and
//! writes its HEADERS frame at once; only the wake-up that opening gives the request's body task
//! lets that task queue the DATA frames, which the connection task then writes on its next turn.
//! Seen with strace under the benchmark: a `writev` of HEADERS, then a `writev` of DATA, for every
//! call, and the server woken for each. This stream keeps what the connection writes and, on the
//! connection's first flush, yields once (as `tokio::task::yield_now` does), so the body task runs
//! before the bytes go out: one write per call, or per burst of calls.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

/// Above this many held bytes, writes go out without waiting for the flush.
const HELD_LIMIT: usize = 64 * 1024;

type Yield = Pin<Box<dyn Future<Output = ()> + Send>>;

pub struct CorkedStream {
    inner: TcpStream,
    held: Vec<u8>,
    /// The yield of the flush in progress; `None` between flushes.
    yielding: Option<Yield>,
    yielded: bool,
}

impl CorkedStream {
    pub fn new(inner: TcpStream) -> Self {
        Self {
            inner,
            held: Vec::with_capacity(16 * 1024),
            yielding: None,
            yielded: false,
        }
    }

    /// Writes out everything held.
    fn poll_write_held(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while !self.held.is_empty() {
            let written = ready!(Pin::new(&mut self.inner).poll_write(cx, &self.held))?;
            if written == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.held.drain(..written);
        }
        Poll::Ready(Ok(()))
    }
}

impl AsyncRead for CorkedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for CorkedStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        if self.held.len() >= HELD_LIMIT {
            ready!(self.poll_write_held(cx))?;
        }
        self.held.extend_from_slice(data);
        Poll::Ready(Ok(data.len()))
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        slices: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        if self.held.len() >= HELD_LIMIT {
            ready!(self.poll_write_held(cx))?;
        }
        let mut taken = 0;
        for slice in slices {
            self.held.extend_from_slice(slice);
            taken += slice.len();
        }
        Poll::Ready(Ok(taken))
    }

    fn is_write_vectored(&self) -> bool {
        true
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        if !self.held.is_empty() && !self.yielded {
            let yielding = self
                .yielding
                .get_or_insert_with(|| Box::pin(tokio::task::yield_now()));
            ready!(yielding.as_mut().poll(cx));
            self.yielding = None;
            self.yielded = true;
        }
        ready!(self.poll_write_held(cx))?;
        self.yielded = false;
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_write_held(cx))?;
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// Connects to the `host:port` of a gRPC client's `http://` URI, without Nagle's delay.
pub async fn connect(uri: http::Uri) -> io::Result<TokioIo<CorkedStream>> {
    let host = uri
        .host()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the URI names no host"))?;
    let port = uri.port_u16().unwrap_or(80);
    let stream = TcpStream::connect((host.trim_matches(['[', ']']), port)).await?;
    stream.set_nodelay(true)?;
    Ok(TokioIo::new(CorkedStream::new(stream)))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpListener;

    use super::*;

    /// Two writes before a flush arrive in one piece, and only once the flush finished.
    #[tokio::test(flavor = "current_thread")]
    async fn writes_go_out_together_at_the_flush() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let client = tokio::spawn(async move {
            let mut stream = CorkedStream::new(TcpStream::connect(address).await.unwrap());
            stream.write_all(b"HEADERS").await.unwrap();
            stream.write_all(b"DATA").await.unwrap();
            stream.flush().await.unwrap();
            stream.write_all(b"more").await.unwrap();
            stream.shutdown().await.unwrap();
        });
        let (mut server, _) = listener.accept().await.unwrap();
        let mut received = Vec::new();
        server.read_to_end(&mut received).await.unwrap();
        client.await.unwrap();
        assert_eq!(received, b"HEADERSDATAmore");
    }

    /// A flush lets the other ready tasks run before the bytes leave, so what they write by then
    /// goes in the same write.
    #[tokio::test(flavor = "current_thread")]
    async fn a_flush_yields_to_ready_tasks_first() {
        let (order_tx, mut order_rx) = tokio::sync::mpsc::unbounded_channel();
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        let mut stream = CorkedStream::new(TcpStream::connect(address).await.unwrap());
        let other = {
            let order_tx = order_tx.clone();
            tokio::spawn(async move { order_tx.send("other task").unwrap() })
        };
        stream.write_all(b"x").await.unwrap();
        stream.flush().await.unwrap();
        order_tx.send("flushed").unwrap();
        other.await.unwrap();
        assert_eq!(order_rx.recv().await, Some("other task"));
        assert_eq!(order_rx.recv().await, Some("flushed"));
    }
}
