//! Faults the payment simulators inject on request, so clients' timeouts and retries can be
//! tested: the next calls answer late, fail before doing anything, or do their work and then
//! fail (the answer "lost" — what idempotency keys are for).

use std::collections::VecDeque;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use actix_web::HttpResponse;
use serde::Deserialize;

use crate::error::SandboxError;

const MAX_DELAY_MS: u64 = 120_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fault {
    /// Answer `status` — without doing the work, or (`after`) after doing it.
    Fail {
        status: u16,
        after: bool,
    },
    Delay(Duration),
}

#[derive(Debug, Default)]
pub struct Faults(Mutex<VecDeque<(Fault, u32)>>);

impl Faults {
    // A queue of plain values: a poisoned lock is still consistent.
    fn lock(&self) -> MutexGuard<'_, VecDeque<(Fault, u32)>> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    pub fn add(&self, fault: Fault, times: u32) {
        self.lock().push_back((fault, times));
    }

    pub fn clear(&self) {
        self.lock().clear();
    }

    fn take(&self) -> Option<Fault> {
        let mut queue = self.lock();
        let (fault, remaining) = queue.front_mut()?;
        let fault = *fault;
        *remaining = remaining.saturating_sub(1);
        if *remaining == 0 {
            queue.pop_front();
        }
        Some(fault)
    }

    /// Runs `work` under the next fault, if any; `fail` renders a failure in the provider's format.
    pub async fn run(
        &self,
        fail: impl Fn(u16) -> SandboxError,
        work: impl FnOnce() -> Result<HttpResponse, SandboxError>,
    ) -> Result<HttpResponse, SandboxError> {
        match self.take() {
            None => work(),
            Some(Fault::Delay(delay)) => {
                tokio::time::sleep(delay).await;
                work()
            }
            Some(Fault::Fail {
                status,
                after: false,
            }) => Err(fail(status)),
            Some(Fault::Fail {
                status,
                after: true,
            }) => {
                // The work happens; its answer is replaced by the failure.
                drop(work());
                Err(fail(status))
            }
        }
    }
}

/// `{"status": 500|502|503|504, "after"?: bool, "times"?: n}` or `{"delay_ms": n, "times"?: n}`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FaultBody {
    pub status: Option<u16>,
    pub after: Option<bool>,
    pub delay_ms: Option<u64>,
    pub times: Option<u32>,
}

impl FaultBody {
    pub fn parse(self) -> Result<(Fault, u32), SandboxError> {
        let fault = match (self.status, self.delay_ms) {
            (Some(status), None) if matches!(status, 500 | 502 | 503 | 504) => Fault::Fail {
                status,
                after: self.after.unwrap_or(false),
            },
            (Some(_), None) => {
                return Err(SandboxError::validation(
                    "status",
                    "status must be 500, 502, 503 or 504",
                ));
            }
            (None, Some(ms)) if ms <= MAX_DELAY_MS => Fault::Delay(Duration::from_millis(ms)),
            (None, Some(_)) => {
                return Err(SandboxError::validation(
                    "delay_ms",
                    format!("delay_ms must be at most {MAX_DELAY_MS}"),
                ));
            }
            (Some(_), Some(_)) | (None, None) => {
                return Err(SandboxError::validation(
                    "status",
                    "give exactly one of status and delay_ms",
                ));
            }
        };
        let times = self.times.unwrap_or(1);
        if times == 0 {
            return Err(SandboxError::validation(
                "times",
                "times must be at least 1",
            ));
        }
        Ok((fault, times))
    }
}
