//! Secure start: the animated QR code and the autostart links.

use chrono::{DateTime, Utc};
use hmac::{Hmac, Mac};
use sha2::Sha256;

use super::types::{OrderStarted, QrStartSecret};

/// `bankid.<qrStartToken>.<seconds>.<hex HMAC-SHA256(key = qrStartSecret, message = seconds)>`.
pub fn qr_data(qr_start_token: &str, qr_start_secret: &QrStartSecret, seconds: u64) -> String {
    let time = seconds.to_string();
    // HMAC accepts keys of any length, so this never fails.
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(qr_start_secret.expose().as_bytes()) else {
        return String::new();
    };
    mac.update(time.as_bytes());
    let code = hex::encode(mac.finalize().into_bytes());
    format!("bankid.{qr_start_token}.{time}.{code}")
}

/// The QR data of one order over time. Keep it on the server (it holds the secret) and send the
/// browser only [`AnimatedQr::data_at`], refreshed every second while the order is
/// `pending`/`outstandingTransaction`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnimatedQr {
    qr_start_token: String,
    qr_start_secret: QrStartSecret,
    /// When the `/auth` or `/sign` response was received: second 0 of the animation.
    started_at: DateTime<Utc>,
}

impl AnimatedQr {
    pub fn new(
        qr_start_token: String,
        qr_start_secret: QrStartSecret,
        started_at: DateTime<Utc>,
    ) -> Self {
        Self {
            qr_start_token,
            qr_start_secret,
            started_at,
        }
    }

    pub fn for_order(order: &OrderStarted) -> Self {
        Self::new(
            order.qr_start_token.clone(),
            order.qr_start_secret.clone(),
            order.received_at,
        )
    }

    /// Whole seconds since the order started (never negative).
    pub fn seconds_at(&self, now: DateTime<Utc>) -> u64 {
        u64::try_from((now - self.started_at).num_seconds()).unwrap_or(0)
    }

    pub fn data_at(&self, now: DateTime<Utc>) -> String {
        qr_data(
            &self.qr_start_token,
            &self.qr_start_secret,
            self.seconds_at(now),
        )
    }
}

/// Starts the BankID app on the same computer; the app returns nowhere (`redirect=null`).
pub fn autostart_url_desktop(auto_start_token: &str) -> String {
    format!("bankid:///?autostarttoken={auto_start_token}&redirect=null")
}

/// Starts the BankID app on the same phone (universal link). `redirect` is where the app returns
/// when the order had no `returnUrl`.
pub fn autostart_url_mobile(auto_start_token: &str, redirect: Option<&str>) -> String {
    let params = [
        ("autostarttoken", auto_start_token),
        ("redirect", redirect.unwrap_or("null")),
    ];
    match reqwest::Url::parse_with_params("https://app.bankid.com/", params) {
        Ok(url) => url.to_string(),
        Err(_) => {
            format!("https://app.bankid.com/?autostarttoken={auto_start_token}&redirect=null")
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use chrono::TimeDelta;

    use super::*;

    const TOKEN: &str = "67df3917-fa0d-44e5-b327-edcc928297f8";
    const SECRET: &str = "d28db9a7-4cde-429e-a983-359be676944c";

    /// The official test vector of BankID's RP guidelines.
    #[test]
    fn official_test_vector() {
        let secret = QrStartSecret::new(SECRET.to_owned());
        assert_eq!(
            qr_data(TOKEN, &secret, 0),
            "bankid.67df3917-fa0d-44e5-b327-edcc928297f8.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8"
        );
        assert!(
            qr_data(TOKEN, &secret, 1)
                .ends_with(".1.949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2")
        );
        assert!(
            qr_data(TOKEN, &secret, 2)
                .ends_with(".2.a9e5ec59cb4eee4ef4117150abc58fad7a85439a6a96ccbecc3668b41795b3f3")
        );
    }

    #[test]
    fn animation_counts_whole_seconds_from_the_response() {
        let t0 = Utc::now();
        let qr = AnimatedQr::new(TOKEN.to_owned(), QrStartSecret::new(SECRET.to_owned()), t0);
        assert_eq!(qr.seconds_at(t0 - TimeDelta::seconds(3)), 0);
        assert_eq!(qr.seconds_at(t0 + TimeDelta::milliseconds(1999)), 1);
        assert!(
            qr.data_at(t0 + TimeDelta::milliseconds(2500))
                .contains(".2.a9e5ec59")
        );
    }

    #[test]
    fn autostart_links() {
        assert_eq!(
            autostart_url_desktop("abc"),
            "bankid:///?autostarttoken=abc&redirect=null"
        );
        assert_eq!(
            autostart_url_mobile("abc", Some("https://minasidor.zrm.se/login?x=1")),
            "https://app.bankid.com/?autostarttoken=abc&redirect=https%3A%2F%2Fminasidor.zrm.se%2Flogin%3Fx%3D1"
        );
    }

    #[test]
    fn secret_is_masked_in_debug_output() {
        let qr = AnimatedQr::new(
            TOKEN.to_owned(),
            QrStartSecret::new(SECRET.to_owned()),
            Utc::now(),
        );
        assert!(!format!("{qr:?}").contains(SECRET));
    }
}
