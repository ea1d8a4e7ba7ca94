//! The events message templates are written for, by name. Messaging's catalogue says what each
//! offers; the gateway documents the names so a client can only name one of them.

/// Every event a template may be written for.
pub const TEMPLATE_EVENTS: [&str; 8] = [
    "application_received",
    "documents_requested",
    "offer_received",
    "offer_accepted",
    "application_disbursed",
    "insurance_welcome",
    "insurance_payment_failed",
    "general",
];
