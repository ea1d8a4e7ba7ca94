//! The one error type of zrm-core and its single mapping to `tonic::Status`.

use thiserror::Error;
use tonic::{Code, Status};

use zrm_platform::grpc::status::{internal, invalid_argument};
use zrm_platform::storage::StorageError;

#[derive(Debug, Error)]
pub enum CoreError {
    /// Bad input; `field` names the request field as the REST contract spells it.
    #[error("{field}: {detail}")]
    InvalidArgument { field: &'static str, detail: String },

    #[error("Lead not found")]
    LeadNotFound,

    /// Bad input in one item of a list; `field` names it with its index (`applicants[1].role`).
    #[error("{field}: {detail}")]
    InvalidItem { field: String, detail: String },

    #[error("Application not found")]
    ApplicationNotFound,

    /// A customer id the register does not hold; `place` names where it was given.
    #[error("Customer {customer_id} ({place}) is not in the customer register")]
    ApplicantNotCustomer { place: String, customer_id: i64 },

    #[error("Lead {0} not found")]
    ApplicationLeadNotFound(i64),

    /// A customer who is not an applicant of the application (an income line's, an invitee).
    #[error("Customer {customer_id} ({place}) is not an applicant of this application")]
    NotAnApplicant { place: String, customer_id: i64 },

    /// The update named a version someone else has changed since.
    #[error(
        "The application was changed by someone else since you opened it; reload it and make your change again"
    )]
    StaleApplication,

    #[error("An application cannot go from {from} to {to}")]
    TransitionNotAllowed {
        from: &'static str,
        to: &'static str,
    },

    #[error("The application is deactivated")]
    ApplicationDeactivated,

    #[error("The application is active")]
    ApplicationActive,

    #[error("Bank {0} not found")]
    BankNotFound(i32),

    #[error("{0} does not take mortgage applications now")]
    BankNotTakingApplications(String),

    #[error("Complete the application before sending it to banks")]
    ApplicationNotComplete,

    #[error("The application was not sent to {0}")]
    NotSentToBank(String),

    #[error("{0} has declined or accepted already; it takes no new offer")]
    BankNotInRunning(String),

    #[error("The application is {0}: it takes no new offer")]
    OffersClosed(&'static str),

    #[error("Offer not found")]
    OfferNotFound,

    #[error("Customer {0} has no e-mail address in the customer register; add one there first")]
    NoEmail(i64),

    #[error("Invitation not found")]
    InvitationNotFound,

    /// The customer accepted this bank's offer (or was paid out by it).
    #[error("The customer accepted {0}'s offer; the application cannot be withdrawn from it")]
    BankChosen(String),

    #[error("{0} no longer works on this application")]
    BankClosed(String),

    /// A partner's action the bank's status with the application does not allow (taking up one
    /// that is not NEW, declining one the bank is done with).
    #[error("The application is {status} at your bank, so it cannot be {action}")]
    BankStatusForbids {
        action: &'static str,
        status: &'static str,
    },

    /// A document the lender did not send the bank on that application.
    #[error("Document not found")]
    DocumentNotSent,

    #[error("This document was sent to {0} already")]
    DocumentSentAlready(String),

    #[error("Disbursement needs an approved AML review of the application")]
    AmlNotApproved,

    /// Segregation of duties: whoever works the application does not clear it.
    #[error("The application's assignee cannot review its AML; another mortgage admin must")]
    OwnAmlReview,

    /// The lead is in the state asked for already (true: handled).
    #[error("{}", if *.0 { "The lead is handled already" } else { "The lead is not handled" })]
    LeadHandledAlready(bool),

    #[error("The lead's submission failed its checks; reprocess it before converting it")]
    LeadSubmissionFailed,

    #[error("Meeting not found")]
    MeetingNotFound,

    #[error("The meeting is cancelled")]
    MeetingCancelled,

    #[error("Handler not found")]
    HandlerNotFound,

    /// The handler has another meeting then (its start and end, when known).
    #[error("{}", double_booked(.0))]
    DoubleBooked(Option<(chrono::DateTime<chrono::Utc>, chrono::DateTime<chrono::Utc>)>),

    #[error("The offer is no longer open")]
    OfferNotOpen,

    /// The offer's last valid day has passed.
    #[error("The offer was valid until {0}; ask the bank for a new one")]
    OfferExpired(chrono::NaiveDate),

    #[error("A deactivation of this application is already waiting for review")]
    DeactivationPending,

    #[error("Deactivation request not found")]
    DeactivationRequestNotFound,

    /// Four eyes: the requester cannot decide on their own request.
    #[error("You cannot review your own deactivation request; another mortgage admin must")]
    OwnDeactivationRequest,

    #[error("The deactivation request has been reviewed already")]
    DeactivationReviewed,

    #[error("The application has no property yet")]
    PropertyNotFound,

    #[error("The application has a property already; change it instead")]
    PropertyExists,

    #[error(
        "The property was changed by someone else since you opened it; reload it and make your change again"
    )]
    StaleProperty,

    #[error("The valuation provider knows no property at this address")]
    AddressNotValued,

    /// The valuation provider could not be asked or answered outside its protocol.
    #[error("valuation provider failed: {0}")]
    Valuation(zrm_providers::ProviderError),

    #[error(
        "A country's calculation settings were changed by someone else since you opened them; reload them and make your change again"
    )]
    StaleKalpSettings,

    #[error("Give the application's loan amount before calculating its budget")]
    NoLoanAmount,

    /// kdlt (the customer register) could not answer.
    #[error("customer register failed: {0}")]
    Kdlt(Status),

    #[error("Employee not found")]
    EmployeeNotFound,

    #[error("Assignee not found")]
    AssigneeNotFound,

    #[error("Assignee is deactivated")]
    AssigneeDeactivated,

    #[error("Wrong username or password")]
    WrongCredentials,

    #[error("Invalid or expired one-time code")]
    InvalidOneTimeCode,

    /// The identity provider vouched for an address no employee has.
    #[error("There is no ZRM account for {0}; talk to your team leader")]
    NoAccountForIdentity(String),

    #[error("Your ZRM account is deactivated; talk to your team leader")]
    AccountDeactivated,

    #[error("Your ZRM account is blocked; talk to your team leader")]
    AccountBlocked,

    #[error("Coordinate {0} is not one of yours")]
    CoordinateNotHeld(String),

    /// An administrator blocking or deactivating their own account would lock themselves out.
    #[error("You cannot block or deactivate your own account")]
    OwnAccountLockout,

    #[error("An account with the email {0} exists already")]
    EmailTaken(String),

    #[error("Another person has the Sverker id {0}")]
    SverkerIdTaken(String),

    /// A set-password link that is unknown, used, expired or of a blocked/deactivated partner.
    #[error("This link is no longer valid; ask your contact at ZRM for a new one")]
    PartnerLinkInvalid,

    #[error("The partner is blocked or deactivated and cannot sign in")]
    PartnerCannotSignIn,

    /// A bank partner signing in through the staff identity provider.
    #[error("Bank partners sign in on the bank partner portal")]
    BankPartnerOnStaffSignIn,

    /// The messaging service could not take the one-time-code e-mail.
    #[error("messaging service failed: {0}")]
    Messaging(Status),

    /// The database (or a platform helper on it, such as the outbox) failed; mapped to a status
    /// by the platform, the same way in every service.
    #[error(transparent)]
    Storage(#[from] StorageError),

    #[error("password hashing failed: {0}")]
    PasswordHashing(String),

    #[error("background task failed: {0}")]
    Task(#[from] tokio::task::JoinError),

    /// Generating demo data failed (only the `seed` command produces it).
    #[error("seed data generation failed: {0}")]
    Seed(String),
}

fn double_booked(
    other: &Option<(chrono::DateTime<chrono::Utc>, chrono::DateTime<chrono::Utc>)>,
) -> String {
    match other {
        Some((start, end)) => format!(
            "The handler already has a meeting from {} to {} UTC",
            start.format("%Y-%m-%d %H:%M"),
            end.format("%H:%M")
        ),
        None => "The handler already has a meeting then".to_owned(),
    }
}

impl CoreError {
    /// A stored value the code does not know: the database and the code disagree.
    pub fn corrupt(column: &str, value: &str) -> Self {
        CoreError::Storage(zrm_platform::storage::StorageError::Other(format!(
            "{column} holds {value:?}"
        )))
    }

    pub fn invalid(field: &'static str, detail: impl Into<String>) -> Self {
        CoreError::InvalidArgument {
            field,
            detail: detail.into(),
        }
    }
}

impl From<CoreError> for Status {
    fn from(error: CoreError) -> Self {
        match error {
            CoreError::InvalidArgument { field, detail } => invalid_argument(field, &detail),
            CoreError::InvalidItem {
                ref field,
                ref detail,
            } => invalid_argument(field, detail),
            CoreError::ApplicationNotFound
            | CoreError::ApplicantNotCustomer { .. }
            | CoreError::ApplicationLeadNotFound(_) => Status::not_found(error.to_string()),
            CoreError::StaleApplication => Status::aborted(error.to_string()),
            CoreError::TransitionNotAllowed { .. }
            | CoreError::ApplicationDeactivated
            | CoreError::ApplicationActive
            | CoreError::DeactivationReviewed
            | CoreError::NotAnApplicant { .. } => Status::failed_precondition(error.to_string()),
            CoreError::DeactivationPending => Status::already_exists(error.to_string()),
            CoreError::MeetingNotFound | CoreError::HandlerNotFound => {
                Status::not_found(error.to_string())
            }
            CoreError::MeetingCancelled
            | CoreError::LeadHandledAlready(_)
            | CoreError::LeadSubmissionFailed => Status::failed_precondition(error.to_string()),
            CoreError::DoubleBooked(_) => Status::already_exists(error.to_string()),
            CoreError::BankNotFound(_) | CoreError::OfferNotFound => {
                Status::not_found(error.to_string())
            }
            CoreError::BankNotTakingApplications(_)
            | CoreError::ApplicationNotComplete
            | CoreError::NotSentToBank(_)
            | CoreError::BankNotInRunning(_)
            | CoreError::OffersClosed(_)
            | CoreError::OfferNotOpen
            | CoreError::OfferExpired(_)
            | CoreError::BankChosen(_)
            | CoreError::BankClosed(_)
            | CoreError::AmlNotApproved
            | CoreError::BankStatusForbids { .. } => Status::failed_precondition(error.to_string()),
            CoreError::DocumentSentAlready(_) => Status::already_exists(error.to_string()),
            CoreError::NoEmail(_) => Status::failed_precondition(error.to_string()),
            CoreError::InvitationNotFound | CoreError::DocumentNotSent => {
                Status::not_found(error.to_string())
            }
            CoreError::OwnAmlReview => Status::permission_denied(error.to_string()),
            CoreError::DeactivationRequestNotFound => Status::not_found(error.to_string()),
            CoreError::OwnDeactivationRequest => Status::permission_denied(error.to_string()),
            CoreError::PropertyNotFound => Status::not_found(error.to_string()),
            CoreError::PropertyExists => Status::already_exists(error.to_string()),
            CoreError::StaleProperty | CoreError::StaleKalpSettings => {
                Status::aborted(error.to_string())
            }
            CoreError::AddressNotValued | CoreError::NoLoanAmount => {
                Status::failed_precondition(error.to_string())
            }
            CoreError::Valuation(ref provider) => {
                tracing::error!(error = %provider, "the valuation provider failed");
                Status::unavailable("The valuation provider is unavailable, try again shortly")
            }
            CoreError::Kdlt(ref status) => {
                tracing::error!(error = %error, "the customer register failed");
                if matches!(
                    status.code(),
                    Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled
                ) {
                    Status::unavailable("The customer register is unavailable, try again shortly")
                } else {
                    internal()
                }
            }
            CoreError::LeadNotFound | CoreError::EmployeeNotFound => {
                Status::not_found(error.to_string())
            }
            // A well-formed id naming nobody is a missing resource, not bad input; a deactivated
            // employee exists but cannot take leads now.
            CoreError::AssigneeNotFound => Status::not_found(error.to_string()),
            CoreError::AssigneeDeactivated => Status::failed_precondition(error.to_string()),
            CoreError::WrongCredentials | CoreError::InvalidOneTimeCode => {
                Status::unauthenticated(error.to_string())
            }
            CoreError::NoAccountForIdentity(_)
            | CoreError::AccountDeactivated
            | CoreError::AccountBlocked
            | CoreError::CoordinateNotHeld(_)
            | CoreError::BankPartnerOnStaffSignIn => Status::permission_denied(error.to_string()),
            CoreError::OwnAccountLockout | CoreError::PartnerCannotSignIn => {
                Status::failed_precondition(error.to_string())
            }
            CoreError::PartnerLinkInvalid => Status::not_found(error.to_string()),
            CoreError::EmailTaken(_) | CoreError::SverkerIdTaken(_) => {
                Status::already_exists(error.to_string())
            }
            CoreError::Messaging(ref status) => {
                tracing::error!(error = %error, "sending an e-mail failed");
                if matches!(
                    status.code(),
                    Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled
                ) {
                    Status::unavailable("E-mail delivery is unavailable, try again shortly")
                } else {
                    internal()
                }
            }
            CoreError::Storage(storage) => storage.into(),
            CoreError::PasswordHashing(_) | CoreError::Task(_) | CoreError::Seed(_) => {
                tracing::error!(error = %error, "request failed");
                internal()
            }
        }
    }
}

impl From<diesel::result::Error> for CoreError {
    fn from(error: diesel::result::Error) -> Self {
        CoreError::Storage(error.into())
    }
}

impl From<zrm_platform::PlatformError> for CoreError {
    fn from(error: zrm_platform::PlatformError) -> Self {
        CoreError::Storage(error.into())
    }
}

impl From<zrm_domain::PagingError> for CoreError {
    fn from(error: zrm_domain::PagingError) -> Self {
        CoreError::invalid(error.field, error.detail)
    }
}
