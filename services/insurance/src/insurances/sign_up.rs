//! Selling an insurance: staff (or the customer on My Pages) create it waiting for the customer's
//! acceptance; the customer accepts the terms with the amount and premium they saw, and is sent
//! to the payment provider's mandate page.

use chrono::Utc;
use diesel_async::AsyncConnection;
use serde_json::json;
use zrm_domain::Country;

use super::amount::{self, AmountError, Money};
use super::eligibility::{self, Question, Refusal};
use super::event_type::EventType;
use super::group::InsuranceGroup;
use super::lifecycle::{Event, Substatus};
use super::model::Insurance;
use super::rules::Rule;
use super::storage::{self, NewInsurance};
use crate::error::InsuranceError;
use crate::payments::mandate_page::{self, MandatePage, PageRequest};
use crate::state::{InsuranceState, pooled};

pub struct NewSale {
    pub customer_id: i64,
    pub country: Country,
    pub group: InsuranceGroup,
    /// Whole kronor; `None`: the rule's default.
    pub insured_amount: Option<i64>,
    pub requested_by: String,
    pub self_sign_up: bool,
}

fn amount_refused(error: AmountError) -> InsuranceError {
    match error {
        AmountError::NotSoldInCountry => {
            InsuranceError::invalid("insurance_group", error.to_string())
        }
        AmountError::OutsideMonthlyRange
        | AmountError::OffStep { .. }
        | AmountError::AboveRuleMaximum { .. } => {
            InsuranceError::invalid("insured_amount", error.to_string())
        }
    }
}

pub async fn rule(
    state: &InsuranceState,
    group: InsuranceGroup,
    country: Country,
) -> Result<Rule, InsuranceError> {
    let mut conn = pooled(&state.pool).await?;
    let row = storage::rule(&mut conn, group, country)
        .await?
        .filter(|row| row.max_amount > 0)
        .ok_or_else(|| {
            InsuranceError::invalid(
                "insurance_group",
                "This insurance is not sold to customers in this country",
            )
        })?;
    Rule::from_row(row, state.life_default_amount)
}

pub async fn create(state: &InsuranceState, sale: NewSale) -> Result<Insurance, InsuranceError> {
    // The same decision `CanSignUp` answers with; its first reason is the sale's error. The
    // partial unique index still guards a sale racing another (AlreadyInsured on insert).
    let eligibility = eligibility::check(
        state,
        Question {
            customer_id: sale.customer_id,
            country: sale.country,
            group: sale.group,
            self_sign_up: sale.self_sign_up,
        },
    )
    .await?;
    if let Some(refusal) = eligibility.reasons.first() {
        return Err(refusal.into_error());
    }
    let rule = eligibility
        .rule
        .ok_or_else(|| Refusal::NotOfferedInCountry.into_error())?;
    let kronor = sale.insured_amount.unwrap_or(rule.default_amount);
    let insured = amount::insured_amount(sale.group, sale.country, kronor, rule.max_amount)
        .map_err(amount_refused)?;
    let premium = state.tariff.monthly_premium(sale.group, insured);
    let now = Utc::now();
    let product_code = sale.group.product_code(sale.country);
    let mut conn = pooled(&state.pool).await?;
    let new = NewInsurance {
        customer_id: sale.customer_id,
        country: sale.country.code(),
        insurance_group: sale.group.code(),
        product_code: &product_code,
        substatus: Substatus::WaitingForCustomerAcceptance.code(),
        insured_amount_minor: insured.minor,
        premium_minor: premium.minor,
        currency: insured.currency(),
        created_by: &sale.requested_by,
        self_sign_up: sale.self_sign_up,
        date_created: now,
    };
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let insurance = storage::insert(conn, &new).await?;
        storage::append_event(
            conn,
            insurance.insurance_id,
            EventType::InsuranceCreated,
            &sale.requested_by,
            now,
            json!({
                "insurance_group": sale.group.code(),
                "insured_amount": money_json(insured),
                "premium": money_json(premium),
                "self_sign_up": sale.self_sign_up,
            }),
        )
        .await?;
        Ok(insurance)
    })
    .await
}

pub fn money_json(money: Money) -> serde_json::Value {
    json!({"minor_units": money.minor, "currency": money.currency()})
}

/// What the customer confirmed on the terms page.
pub struct Acceptance {
    pub insurance_id: i64,
    pub customer_id: i64,
    pub email: String,
    pub phone_number: String,
    pub insured_amount: i64,
    /// Minor units, as shown.
    pub premium: i64,
    pub success_url: String,
    pub fail_url: String,
    pub requested_by: String,
}

/// The insurance of `customer_id`, or NOT_FOUND (another customer's insurance is not told apart
/// from a missing one).
pub async fn own(
    state: &InsuranceState,
    insurance_id: i64,
    customer_id: Option<i64>,
) -> Result<Insurance, InsuranceError> {
    let mut conn = pooled(&state.pool).await?;
    storage::find(&mut conn, insurance_id)
        .await?
        .filter(|insurance| customer_id.is_none_or(|id| id == insurance.customer_id))
        .ok_or(InsuranceError::NotFound(insurance_id))
}

/// Checks the acceptance, asks the provider for the mandate page and moves the insurance on.
/// The provider is called before anything is written: when it fails, nothing has changed. A
/// customer who comes back to an insurance still waiting for the bank without a mandate gets a
/// new page.
pub async fn accept_terms(
    state: &InsuranceState,
    acceptance: Acceptance,
) -> Result<(MandatePage, Insurance), InsuranceError> {
    let insurance = own(state, acceptance.insurance_id, Some(acceptance.customer_id)).await?;
    if !awaits_approval(&insurance) {
        insurance
            .substatus
            .after(Event::TermsAccepted)
            .map_err(|refused| InsuranceError::Precondition(refused.to_string()))?;
    }
    let rule = rule(state, insurance.group, insurance.country).await?;
    let insured = amount::insured_amount(
        insurance.group,
        insurance.country,
        acceptance.insured_amount,
        rule.max_amount,
    )
    .map_err(amount_refused)?;
    let premium = state.tariff.monthly_premium(insurance.group, insured);
    if premium.minor != acceptance.premium {
        return Err(InsuranceError::invalid(
            "premium",
            format!(
                "The premium of this amount is {} minor units; reload the page to see it",
                premium.minor
            ),
        ));
    }
    let page = mandate_page::request(
        state,
        &insurance,
        premium,
        &PageRequest {
            success_url: &acceptance.success_url,
            fail_url: &acceptance.fail_url,
            phone_number: &acceptance.phone_number,
        },
    )
    .await?;
    let now = Utc::now();
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let mut locked = storage::lock(conn, insurance.insurance_id).await?;
        if locked.substatus != insurance.substatus {
            return Err(InsuranceError::Precondition(
                "The insurance changed meanwhile; reload the page".into(),
            ));
        }
        let accepted_now = locked.substatus == Substatus::WaitingForCustomerAcceptance;
        if accepted_now {
            locked.substatus = Substatus::WaitingForBank;
            locked.signup_date = Some(now);
        }
        locked.insured = insured;
        locked.premium = premium;
        locked.email = acceptance.email.clone();
        locked.phone_number = acceptance.phone_number.clone();
        locked.mandate = Some(page.mandate.clone());
        storage::save(conn, &locked).await?;
        if accepted_now {
            storage::append_event(
                conn,
                locked.insurance_id,
                EventType::TermsAccepted,
                &acceptance.requested_by,
                now,
                json!({
                    "insured_amount": money_json(insured),
                    "premium": money_json(premium),
                    "email": acceptance.email,
                    "phone_number": acceptance.phone_number,
                }),
            )
            .await?;
        }
        storage::append_event(
            conn,
            locked.insurance_id,
            EventType::MandateRequested,
            &acceptance.requested_by,
            now,
            json!({
                "provider": page.mandate.provider.name(),
                "request": page.mandate.request,
                "reference": page.mandate.reference,
            }),
        )
        .await?;
        Ok(locked)
    })
    .await
    .map(|insurance| (page, insurance))
}

/// A mandate page never approved (waiting for the bank without a mandate): it may be asked again.
/// Whether the customer should set up a direct debit (again): the mandate stopped or failed, or
/// the insurance waits for the bank on a page never approved.
pub(crate) fn needs_new_mandate(insurance: &Insurance) -> bool {
    insurance.substatus == Substatus::InactiveMandate || awaits_approval(insurance)
}

fn awaits_approval(insurance: &Insurance) -> bool {
    insurance.substatus == Substatus::WaitingForBank
        && insurance
            .mandate
            .as_ref()
            .is_none_or(|mandate| mandate.reference.is_none() || mandate.provider_inactive())
}

/// What the customer asks for a new mandate with.
pub struct NewMandate {
    pub insurance_id: i64,
    pub customer_id: i64,
    pub success_url: String,
    pub fail_url: String,
    pub requested_by: String,
}

/// A new mandate page for an insurance without an active mandate: the provider is asked first
/// (nothing is written when it fails), then the insurance waits for the bank again.
pub async fn new_mandate(
    state: &InsuranceState,
    request: NewMandate,
) -> Result<(MandatePage, Insurance), InsuranceError> {
    let insurance = own(state, request.insurance_id, Some(request.customer_id)).await?;
    if !awaits_approval(&insurance) {
        insurance
            .substatus
            .after(Event::NewMandateRequested)
            .map_err(|refused| InsuranceError::Precondition(refused.to_string()))?;
    }
    let page = mandate_page::request(
        state,
        &insurance,
        insurance.premium,
        &PageRequest {
            success_url: &request.success_url,
            fail_url: &request.fail_url,
            phone_number: &insurance.phone_number,
        },
    )
    .await?;
    let now = Utc::now();
    let mut conn = pooled(&state.pool).await?;
    conn.transaction::<_, InsuranceError, _>(async |conn| {
        let mut locked = storage::lock(conn, insurance.insurance_id).await?;
        if locked.substatus != insurance.substatus {
            return Err(InsuranceError::Precondition(
                "The insurance changed meanwhile; reload the page".into(),
            ));
        }
        locked.substatus = Substatus::WaitingForBank;
        locked.mandate = Some(page.mandate.clone());
        storage::save(conn, &locked).await?;
        storage::append_event(
            conn,
            locked.insurance_id,
            EventType::MandateRequested,
            &request.requested_by,
            now,
            json!({
                "provider": page.mandate.provider.name(),
                "request": page.mandate.request,
                "reference": page.mandate.reference,
                "again": true,
            }),
        )
        .await?;
        Ok(locked)
    })
    .await
    .map(|insurance| (page, insurance))
}
