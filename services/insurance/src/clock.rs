//! The billing clock: what day it is for billing (periods, charge dates, the end of a cancelled
//! insurance's paid period). In production the system clock; locally and in tests the sandbox's
//! billing test clock (`GET {billing_clock_url}` answering `{"now": …}`), which tests move
//! forward by months without touching anything else.

use std::time::Duration;

use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;

use crate::error::InsuranceError;

pub enum BillingClock {
    System,
    Sandbox { url: String, http: reqwest::Client },
}

#[derive(Deserialize)]
struct ClockBody {
    now: DateTime<Utc>,
}

impl BillingClock {
    /// An empty URL is the system clock.
    pub fn new(url: &str) -> Result<Self, String> {
        let url = url.trim();
        if url.is_empty() {
            return Ok(Self::System);
        }
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(5))
            .build()
            .map_err(|error| format!("billing clock: {error}"))?;
        Ok(Self::Sandbox {
            url: url.to_owned(),
            http,
        })
    }

    pub async fn now(&self) -> Result<DateTime<Utc>, InsuranceError> {
        match self {
            Self::System => Ok(Utc::now()),
            Self::Sandbox { url, http } => {
                let unavailable = |error: reqwest::Error| {
                    InsuranceError::Clock(format!("the billing clock at {url}: {error}"))
                };
                let body: ClockBody = http
                    .get(url)
                    .send()
                    .await
                    .and_then(reqwest::Response::error_for_status)
                    .map_err(unavailable)?
                    .json()
                    .await
                    .map_err(unavailable)?;
                Ok(body.now)
            }
        }
    }

    pub async fn today(&self) -> Result<NaiveDate, InsuranceError> {
        Ok(self.now().await?.date_naive())
    }
}
