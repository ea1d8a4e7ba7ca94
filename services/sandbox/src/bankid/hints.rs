//! Order states and hint codes of the RP API v6.0 `/collect`.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PendingHint {
    OutstandingTransaction,
    NoClient,
    Started,
    UserMrtd,
    UserCallConfirm,
    UserSign,
}

impl PendingHint {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::OutstandingTransaction => "outstandingTransaction",
            Self::NoClient => "noClient",
            Self::Started => "started",
            Self::UserMrtd => "userMrtd",
            Self::UserCallConfirm => "userCallConfirm",
            Self::UserSign => "userSign",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FailedHint {
    ExpiredTransaction,
    CertificateErr,
    UserCancel,
    Cancelled,
    StartFailed,
    UserDeclinedCall,
    NotSupportedByUserApp,
    TransactionRiskBlocked,
}

impl FailedHint {
    pub const ALL: [FailedHint; 8] = [
        Self::ExpiredTransaction,
        Self::CertificateErr,
        Self::UserCancel,
        Self::Cancelled,
        Self::StartFailed,
        Self::UserDeclinedCall,
        Self::NotSupportedByUserApp,
        Self::TransactionRiskBlocked,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ExpiredTransaction => "expiredTransaction",
            Self::CertificateErr => "certificateErr",
            Self::UserCancel => "userCancel",
            Self::Cancelled => "cancelled",
            Self::StartFailed => "startFailed",
            Self::UserDeclinedCall => "userDeclinedCall",
            Self::NotSupportedByUserApp => "notSupportedByUserApp",
            Self::TransactionRiskBlocked => "transactionRiskBlocked",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|h| h.as_str() == code)
    }
}
