//! What callers of [`super::BankIdSe`] pass and get back. The JSON shapes are in `wire.rs`.

use std::fmt;
use std::net::IpAddr;

use chrono::{DateTime, NaiveDate, Utc};

/// An order reference as BankID issued it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OrderRef(pub String);

impl fmt::Display for OrderRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The key of the animated QR code. It must never reach a browser; `Debug` does not show it.
#[derive(Clone, PartialEq, Eq)]
pub struct QrStartSecret(String);

impl QrStartSecret {
    pub fn new(secret: String) -> Self {
        Self(secret)
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for QrStartSecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("QrStartSecret(***)")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardReader {
    Class1,
    Class2,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Requirement {
    pub pin_code: Option<bool>,
    /// Ask for a passport or national ID card check (`stepUp.mrtd` in the result).
    pub mrtd: Option<bool>,
    pub card_reader: Option<CardReader>,
    pub certificate_policies: Vec<String>,
    /// Only this person (12 digits) may complete the order.
    pub personal_number: Option<String>,
}

/// Text shown in the app; the client base64-encodes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VisibleData {
    pub text: String,
    /// `simpleMarkdownV1` formatting instead of plain text.
    pub markdown: bool,
}

/// `/auth` and `/sign`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartRequest {
    /// The end user's IP address as the relying party sees it.
    pub end_user_ip: IpAddr,
    pub requirement: Option<Requirement>,
    /// Required for `/sign`.
    pub user_visible_data: Option<VisibleData>,
    /// Signed along but not shown; the client base64-encodes it.
    pub user_non_visible_data: Option<Vec<u8>>,
    /// Where the app returns on the same device (overrides the autostart link's `redirect`).
    pub return_url: Option<String>,
    pub return_risk: bool,
}

impl StartRequest {
    pub fn new(end_user_ip: IpAddr) -> Self {
        Self {
            end_user_ip,
            requirement: None,
            user_visible_data: None,
            user_non_visible_data: None,
            return_url: None,
            return_risk: false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallInitiator {
    User,
    Rp,
}

/// `/phone/auth` and `/phone/sign`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhoneRequest {
    pub personal_number: String,
    pub call_initiator: CallInitiator,
    pub requirement: Option<Requirement>,
    /// Required for `/phone/sign`.
    pub user_visible_data: Option<VisibleData>,
    pub user_non_visible_data: Option<Vec<u8>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderStarted {
    pub order_ref: OrderRef,
    pub auto_start_token: String,
    pub qr_start_token: String,
    pub qr_start_secret: QrStartSecret,
    /// Second 0 of the animated QR code.
    pub received_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhoneOrderStarted {
    pub order_ref: OrderRef,
}

/// `hintCode` of a pending order. BankID may add codes; unknown ones are kept, not rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PendingHint {
    OutstandingTransaction,
    NoClient,
    Started,
    UserMrtd,
    UserCallConfirm,
    UserSign,
    Unknown(String),
}

impl PendingHint {
    pub fn parse(code: &str) -> Self {
        match code {
            "outstandingTransaction" => Self::OutstandingTransaction,
            "noClient" => Self::NoClient,
            "started" => Self::Started,
            "userMrtd" => Self::UserMrtd,
            "userCallConfirm" => Self::UserCallConfirm,
            "userSign" => Self::UserSign,
            other => Self::Unknown(other.to_owned()),
        }
    }
}

/// `hintCode` of a failed order. Unknown codes are kept, not rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FailedHint {
    ExpiredTransaction,
    CertificateErr,
    UserCancel,
    Cancelled,
    StartFailed,
    UserDeclinedCall,
    NotSupportedByUserApp,
    TransactionRiskBlocked,
    Unknown(String),
}

impl FailedHint {
    pub fn parse(code: &str) -> Self {
        match code {
            "expiredTransaction" => Self::ExpiredTransaction,
            "certificateErr" => Self::CertificateErr,
            "userCancel" => Self::UserCancel,
            "cancelled" => Self::Cancelled,
            "startFailed" => Self::StartFailed,
            "userDeclinedCall" => Self::UserDeclinedCall,
            "notSupportedByUserApp" => Self::NotSupportedByUserApp,
            "transactionRiskBlocked" => Self::TransactionRiskBlocked,
            other => Self::Unknown(other.to_owned()),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Collect {
    pub order_ref: OrderRef,
    pub status: CollectStatus,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CollectStatus {
    Pending(PendingHint),
    Failed(FailedHint),
    Complete(Box<CompletionData>),
}

/// The result of a completed order. Keep it whole for audit; `signature` and `ocsp_response`
/// are base64 as BankID sent them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompletionData {
    pub user: User,
    pub device: Device,
    pub step_up: Option<StepUp>,
    pub bank_id_issue_date: NaiveDate,
    pub signature: String,
    pub ocsp_response: String,
    pub risk: Option<Risk>,
}

#[derive(Clone, PartialEq, Eq)]
pub struct User {
    /// 12 digits.
    pub personal_number: String,
    pub name: String,
    pub given_name: String,
    pub surname: String,
}

impl fmt::Debug for User {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let birth_date: String = self.personal_number.chars().take(8).collect();
        f.debug_struct("User")
            .field("personal_number", &format_args!("{birth_date}****"))
            .field("name", &"***")
            .finish()
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    pub ip_address: String,
    /// Unique hardware id of the user's device.
    pub uhi: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepUp {
    pub mrtd: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Risk {
    Low,
    Moderate,
    High,
    Unknown(String),
}

impl Risk {
    pub fn parse(level: &str) -> Self {
        match level {
            "low" => Self::Low,
            "moderate" => Self::Moderate,
            "high" => Self::High,
            other => Self::Unknown(other.to_owned()),
        }
    }
}
