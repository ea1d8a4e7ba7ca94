//! REST bodies of the application routes and their conversions from and to core's messages.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::schema::{ArrayBuilder, ObjectBuilder, Schema, Type};
use utoipa::openapi::{KnownFormat, SchemaFormat};
use zrm_domain::country::Country;
use zrm_platform::grpc::common::country_code;
use zrm_proto::core::v1 as proto;

use super::deactivation_types::DeactivationRequest;
use super::income_types::{Income, NewIncome};
use super::reference::MortgageReference;
use crate::convert::timestamp_or_epoch;
use crate::error::GatewayError;
use crate::routes::lead::types::{Assignee, NextMeeting};

/// The status badge: ACTIVE while worked on, DEACTIVATED once closed without a loan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ApplicationStatus {
    Active,
    Deactivated,
}

/// How far the application has come: DRAFT → COMPLETE → OFFERED → ACCEPTED → DISBURSED (back
/// from COMPLETE to DRAFT, and from OFFERED to COMPLETE when an offer is declined).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Substatus {
    Draft,
    Complete,
    Offered,
    Accepted,
    Disbursed,
}

/// REFINANCE is shown as "Move", PRE_APPROVAL as "Pre-approval", BUY as "Buy".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum LoanPurpose {
    Refinance,
    PreApproval,
    Buy,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ApplicantRole {
    MainApplicant,
    CoApplicant,
    Guarantor,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum CountryCode {
    #[serde(rename = "SE")]
    Se,
    #[serde(rename = "NO")]
    No,
}

impl CountryCode {
    pub fn code(self) -> &'static str {
        match self {
            CountryCode::Se => "SE",
            CountryCode::No => "NO",
        }
    }
}

impl From<CountryCode> for zrm_proto::common::v1::Country {
    fn from(country: CountryCode) -> Self {
        match country {
            CountryCode::Se => zrm_proto::common::v1::Country::Se,
            CountryCode::No => zrm_proto::common::v1::Country::No,
        }
    }
}

/// The customer behind an applicant, as the customer register holds them now.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ApplicantCustomer {
    /// Empty when the customer register did not answer.
    pub first_name: String,
    pub last_name: String,
    /// Only on `POST /application/get` (a view kdlt audits), in display form; never in lists.
    pub pni: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ApplicationApplicant {
    pub role: ApplicantRole,
    pub customer_id: i64,
    pub customer: ApplicantCustomer,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Application {
    /// The reference number, e.g. `MOSE1001`.
    pub application_id: String,
    /// `SE` or `NO`.
    pub country: String,
    pub date_created: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// Send it back with an update: a change made meanwhile by someone else refuses yours (409).
    pub version: i32,
    pub status: ApplicationStatus,
    pub substatus: Substatus,
    pub loan: Loan,
    pub applicants: Vec<ApplicationApplicant>,
    pub assignee: Option<Assignee>,
    /// The lead it was converted from.
    pub lead_id: Option<i64>,
    /// On `POST /application/get`: the deactivation request waiting for review, or, while the
    /// application is deactivated, the approved one (why, asked and approved by whom).
    pub deactivation: Option<DeactivationRequest>,
    /// On `POST /application/get` and after a change: the applicants' incomes in the order given.
    pub incomes: Vec<Income>,
    /// Their total in the figure the country works with (monthly in Sweden, yearly in Norway).
    pub income_total: i64,
    /// On `POST /application/get`: whether the property is given (`GET /property/get/{id}`).
    pub has_property: bool,
    /// In the tables: the next meeting (the first starting from now), if any.
    pub next_meeting: Option<NextMeeting>,
    /// In the tables: the start of the latest meeting (newest start); with status ACTIVE and a
    /// start in the past, the table shows its warning icon.
    pub latest_meeting_start: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Loan {
    pub loan_purpose: LoanPurpose,
    /// Whole kronor of the country's currency (SEK or NOK); null while not given.
    pub mortgage_loan_amount: Option<i64>,
}

fn internal(what: &str) -> GatewayError {
    GatewayError::Internal(format!("core answered an application with {what}"))
}

impl TryFrom<proto::Application> for Application {
    type Error = GatewayError;

    fn try_from(message: proto::Application) -> Result<Self, GatewayError> {
        let country: Country = country_code(message.country)
            .parse()
            .map_err(|_| internal("no country"))?;
        let status = match message.status() {
            proto::ApplicationStatus::Active => ApplicationStatus::Active,
            proto::ApplicationStatus::Deactivated => ApplicationStatus::Deactivated,
            proto::ApplicationStatus::Unspecified => return Err(internal("no status")),
        };
        let loan_purpose = LoanPurpose::try_from(message.loan_purpose())?;
        let substatus = Substatus::try_from(message.substatus())?;
        let applicants = message
            .applicants
            .into_iter()
            .map(|applicant| {
                let role = ApplicantRole::try_from(applicant.role())?;
                Ok(ApplicationApplicant {
                    role,
                    customer_id: applicant
                        .customer_id
                        .parse()
                        .map_err(|_| internal("a bad customer id"))?,
                    customer: ApplicantCustomer {
                        first_name: applicant.first_name,
                        last_name: applicant.last_name,
                        pni: applicant.pni,
                    },
                })
            })
            .collect::<Result<Vec<_>, GatewayError>>()?;
        Ok(Application {
            application_id: MortgageReference::text(country, message.application_id),
            country: country.code().to_owned(),
            date_created: timestamp_or_epoch(message.created_at),
            updated_at: timestamp_or_epoch(message.updated_at),
            version: message.version,
            status,
            substatus,
            loan: Loan {
                loan_purpose,
                mortgage_loan_amount: message.mortgage_loan_amount,
            },
            applicants,
            assignee: match (message.assignee_id, message.assignee_name) {
                (Some(user_id), name) => Some(Assignee {
                    user_id,
                    name: name.unwrap_or_default(),
                }),
                (None, _) => None,
            },
            lead_id: message.lead_id,
            deactivation: message
                .deactivation
                .map(DeactivationRequest::try_from)
                .transpose()?,
            incomes: message
                .incomes
                .into_iter()
                .map(Income::try_from)
                .collect::<Result<_, _>>()?,
            income_total: message.income_total,
            has_property: message.has_property,
            next_meeting: None,
            latest_meeting_start: None,
        })
    }
}

impl TryFrom<proto::LoanPurpose> for LoanPurpose {
    type Error = GatewayError;

    fn try_from(value: proto::LoanPurpose) -> Result<Self, GatewayError> {
        Ok(match value {
            proto::LoanPurpose::Refinance => LoanPurpose::Refinance,
            proto::LoanPurpose::PreApproval => LoanPurpose::PreApproval,
            proto::LoanPurpose::Buy => LoanPurpose::Buy,
            proto::LoanPurpose::Unspecified => return Err(internal("no loan purpose")),
        })
    }
}

impl From<LoanPurpose> for proto::LoanPurpose {
    fn from(value: LoanPurpose) -> Self {
        match value {
            LoanPurpose::Refinance => proto::LoanPurpose::Refinance,
            LoanPurpose::PreApproval => proto::LoanPurpose::PreApproval,
            LoanPurpose::Buy => proto::LoanPurpose::Buy,
        }
    }
}

impl TryFrom<proto::ApplicationSubstatus> for Substatus {
    type Error = GatewayError;

    fn try_from(value: proto::ApplicationSubstatus) -> Result<Self, GatewayError> {
        Ok(match value {
            proto::ApplicationSubstatus::Draft => Substatus::Draft,
            proto::ApplicationSubstatus::Complete => Substatus::Complete,
            proto::ApplicationSubstatus::Offered => Substatus::Offered,
            proto::ApplicationSubstatus::Accepted => Substatus::Accepted,
            proto::ApplicationSubstatus::Disbursed => Substatus::Disbursed,
            proto::ApplicationSubstatus::Unspecified => return Err(internal("no substatus")),
        })
    }
}

impl From<Substatus> for proto::ApplicationSubstatus {
    fn from(value: Substatus) -> Self {
        match value {
            Substatus::Draft => proto::ApplicationSubstatus::Draft,
            Substatus::Complete => proto::ApplicationSubstatus::Complete,
            Substatus::Offered => proto::ApplicationSubstatus::Offered,
            Substatus::Accepted => proto::ApplicationSubstatus::Accepted,
            Substatus::Disbursed => proto::ApplicationSubstatus::Disbursed,
        }
    }
}

impl From<ApplicationStatus> for proto::ApplicationStatus {
    fn from(value: ApplicationStatus) -> Self {
        match value {
            ApplicationStatus::Active => proto::ApplicationStatus::Active,
            ApplicationStatus::Deactivated => proto::ApplicationStatus::Deactivated,
        }
    }
}

impl TryFrom<proto::ApplicantRole> for ApplicantRole {
    type Error = GatewayError;

    fn try_from(value: proto::ApplicantRole) -> Result<Self, GatewayError> {
        Ok(match value {
            proto::ApplicantRole::MainApplicant => ApplicantRole::MainApplicant,
            proto::ApplicantRole::CoApplicant => ApplicantRole::CoApplicant,
            proto::ApplicantRole::Guarantor => ApplicantRole::Guarantor,
            proto::ApplicantRole::Unspecified => return Err(internal("no role")),
        })
    }
}

impl From<ApplicantRole> for proto::ApplicantRole {
    fn from(value: ApplicantRole) -> Self {
        match value {
            ApplicantRole::MainApplicant => proto::ApplicantRole::MainApplicant,
            ApplicantRole::CoApplicant => proto::ApplicantRole::CoApplicant,
            ApplicantRole::Guarantor => proto::ApplicantRole::Guarantor,
        }
    }
}

/// The people on a new application, each a customer in the customer register, each once: the
/// main applicant, at most one co-applicant and at most two guarantors.
#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateApplicationRequest {
    pub country: CountryCode,
    pub loan_purpose: LoanPurpose,
    /// Whole kronor, 1 to 1,000,000,000 (null or absent: not given yet).
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub mortgage_loan_amount: Option<i64>,
    /// The main applicant's customer id (404 when the register holds no such customer).
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1)]
    pub main_applicant: i64,
    /// The co-applicant's customer id, if any.
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1)]
    pub co_applicant: Option<i64>,
    #[serde(default, deserialize_with = "crate::extract::integers")]
    #[schema(schema_with = guarantors_schema)]
    pub guarantors: Vec<i64>,
    /// The lead it is converted from (404 when there is no such lead).
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1)]
    pub lead_id: Option<i64>,
}

/// At most two guarantors.
pub const MAX_GUARANTORS: usize = 2;

fn guarantors_schema() -> Schema {
    ArrayBuilder::new()
        .items(
            ObjectBuilder::new()
                .schema_type(Type::Integer)
                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
                .minimum(Some(1)),
        )
        .max_items(Some(MAX_GUARANTORS))
        .unique_items(true)
        .description(Some(
            "The guarantors' customer ids: at most two, none of them twice (absent: none).",
        ))
        .into()
}

impl CreateApplicationRequest {
    /// Everyone on the application with their role, main applicant first. A customer named twice
    /// (main and co-applicant, say) is a 409.
    pub fn applicants(&self) -> Result<Vec<(ApplicantRole, i64)>, GatewayError> {
        let mut applicants = vec![(ApplicantRole::MainApplicant, self.main_applicant)];
        applicants.extend(self.co_applicant.map(|id| (ApplicantRole::CoApplicant, id)));
        applicants.extend(
            self.guarantors
                .iter()
                .map(|id| (ApplicantRole::Guarantor, *id)),
        );
        for (index, (_, id)) in applicants.iter().enumerate() {
            if applicants[..index].iter().any(|(_, earlier)| earlier == id) {
                return Err(GatewayError::Conflict(format!(
                    "Customer {id} is on the application twice; each person takes one place"
                )));
            }
        }
        Ok(applicants)
    }
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ApplicationIdRequest {
    /// The reference number, e.g. `MOSE1001`.
    #[schema(pattern = "^[Mm][Oo]([Ss][Ee]|[Nn][Oo])0*[1-9][0-9]{0,17}$")]
    pub application_id: String,
}

/// The filter bar of the Applications table; empty lists mean every value.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct SearchApplicationsRequest {
    #[serde(default)]
    pub statuses: Vec<ApplicationStatus>,
    #[serde(default)]
    pub substatuses: Vec<Substatus>,
    /// Only applications nobody is assigned to.
    #[serde(default)]
    pub unassigned_only: bool,
    /// Only the caller's applications (the "My applications" table).
    #[serde(default)]
    pub mine: bool,
}

/// One page, newest first. No total: while pages come back full the table shows the total as
/// unknown.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationPage {
    pub items: Vec<Application>,
    pub page: u32,
    pub limit: u32,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateApplicationRequest {
    /// The `version` you read: a change made by someone else since refuses yours (409).
    #[serde(deserialize_with = "crate::extract::integer")]
    #[schema(minimum = 1, maximum = 2_147_483_647)]
    pub version: i64,
    #[serde(default)]
    pub loan_purpose: Option<LoanPurpose>,
    #[serde(default, deserialize_with = "crate::extract::optional_integer")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub mortgage_loan_amount: Option<i64>,
    /// An allowed next substatus (409 otherwise).
    #[serde(default)]
    pub substatus: Option<Substatus>,
    /// Replaces every income line when given (an empty list removes them all); at most 20.
    #[serde(default)]
    #[schema(schema_with = new_incomes_schema)]
    pub incomes: Option<Vec<NewIncome>>,
}

/// At most 20 lines, each with its monthly or its yearly amount (core refuses a line with
/// neither, naming `incomes[i].amount`).
fn new_incomes_schema() -> utoipa::openapi::RefOr<Schema> {
    let given = |name: &str| serde_json::json!({"type": "object", "required": [name], "properties": {name: {"type": "integer"}}});
    let schema = serde_json::json!({
        "type": ["array", "null"],
        "maxItems": 20,
        "description": "Replaces every income line when given (an empty list removes them all); at most 20.",
        "items": {"allOf": [
            {"$ref": "#/components/schemas/NewIncome"},
            {"anyOf": [given("amount"), given("yearly_amount")]}
        ]}
    });
    utoipa::openapi::RefOr::T(serde_json::from_value::<Schema>(schema).unwrap_or_default())
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AssignApplicationRequest {
    /// The employee's user id.
    #[schema(format = "uuid")]
    pub assignee_id: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationEvent {
    pub event_id: i64,
    /// `created`, `updated`, `assigned`, `status_changed` or `commented`.
    pub kind: String,
    /// User id of the employee.
    pub actor: String,
    /// The employee's name; absent when no longer an employee.
    pub actor_name: Option<String>,
    pub at: DateTime<Utc>,
    /// What changed: per field `{old, new}` for `updated`; `{old, new}` for `status_changed`
    /// and `assigned`; the loan as created for `created`.
    #[schema(value_type = Object)]
    pub detail: serde_json::Value,
}

impl crate::employee_names::ActedBy for ApplicationEvent {
    fn actor_id(&self) -> &str {
        &self.actor
    }

    fn set_actor_name(&mut self, name: Option<String>) {
        self.actor_name = name;
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicationEventPage {
    /// Newest first.
    pub items: Vec<ApplicationEvent>,
    pub total: u64,
    pub page: u32,
    pub limit: u32,
}
