//! The types of the insurance event log (spec: insurance created, updated, cancelled; terms
//! accepted; direct-debit mandate events; payment-provider events; e-mail-sent events; winback
//! feedback; customer deceased; warnings before cancellation).

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventType {
    InsuranceCreated,
    InsuranceUpdated,
    InsuranceCancelled,
    TermsAccepted,
    /// The payer was sent to the provider's mandate page.
    MandateRequested,
    MandateActive,
    MandateInactive,
    /// A provider's webhook event about the insurance, as received.
    PaymentProviderEvent,
    EmailSent,
    /// A period's premium asked of the provider.
    PaymentCreated,
    /// Part or all of a collected premium paid back.
    RefundCreated,
    WinbackFeedback,
    CustomerDeceased,
    CancellationWarning,
}

impl EventType {
    pub fn code(self) -> &'static str {
        match self {
            Self::InsuranceCreated => "INSURANCE_CREATED",
            Self::InsuranceUpdated => "INSURANCE_UPDATED",
            Self::InsuranceCancelled => "INSURANCE_CANCELLED",
            Self::TermsAccepted => "TERMS_ACCEPTED",
            Self::MandateRequested => "MANDATE_REQUESTED",
            Self::MandateActive => "MANDATE_ACTIVE",
            Self::MandateInactive => "MANDATE_INACTIVE",
            Self::PaymentProviderEvent => "PAYMENT_PROVIDER_EVENT",
            Self::EmailSent => "EMAIL_SENT",
            Self::PaymentCreated => "PAYMENT_CREATED",
            Self::RefundCreated => "REFUND_CREATED",
            Self::WinbackFeedback => "WINBACK_FEEDBACK",
            Self::CustomerDeceased => "CUSTOMER_DECEASED",
            Self::CancellationWarning => "CANCELLATION_WARNING",
        }
    }
}
