//! Whether a customer can get an insurance of a group, and every reason not. One function decides
//! it for the sale itself (`sign_up::create`, staff or the customer's own sign-up) and for the
//! question asked before a form is filled (`CanSignUp`), so the answer and the sale never
//! disagree.

use diesel_async::AsyncPgConnection;
use zrm_domain::Country;

use super::amount::AmountError;
use super::group::InsuranceGroup;
use super::rules::Rule;
use super::storage;
use crate::error::InsuranceError;
use crate::state::{InsuranceState, pooled};

/// A reason the customer cannot get the insurance; the codes are the REST contract's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// No rule in the customer's country, or a group not sold there (accident insurance in
    /// Norway).
    NotOfferedInCountry,
    /// The rule's highest amount is 0: not sold now.
    MaxAmountZero,
    /// A self sign-up the rule does not allow.
    RuleForbidsSelfSignUp,
    /// The customer has an insurance of the group that has not ended.
    AlreadyHasActive,
}

impl Refusal {
    pub fn code(self) -> &'static str {
        match self {
            Self::NotOfferedInCountry => "NOT_OFFERED_IN_COUNTRY",
            Self::MaxAmountZero => "MAX_AMOUNT_ZERO",
            Self::RuleForbidsSelfSignUp => "RULE_FORBIDS_SELF_SIGN_UP",
            Self::AlreadyHasActive => "ALREADY_HAS_ACTIVE",
        }
    }

    /// The error a sale refused for this reason answers (as it always has: the group named, a
    /// precondition, or the customer already insured).
    pub fn into_error(self) -> InsuranceError {
        match self {
            Self::NotOfferedInCountry => InsuranceError::invalid(
                "insurance_group",
                AmountError::NotSoldInCountry.to_string(),
            ),
            Self::MaxAmountZero => InsuranceError::invalid(
                "insurance_group",
                "This insurance is not sold to customers in this country",
            ),
            Self::RuleForbidsSelfSignUp => InsuranceError::Precondition(
                "Customers cannot sign up for this insurance themselves".into(),
            ),
            Self::AlreadyHasActive => InsuranceError::AlreadyInsured,
        }
    }
}

/// What the decision reads: the country's rule of the group (if any) and the customer's open
/// insurance of the group (if any).
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    pub group: InsuranceGroup,
    pub country: Country,
    pub rule: Option<&'a Rule>,
    pub self_sign_up: bool,
    pub open_insurance_id: Option<i64>,
}

/// Every reason, in the order a sale checks them (the first is the sale's error).
pub fn refusals(facts: Facts<'_>) -> Vec<Refusal> {
    let mut reasons = Vec::new();
    match facts.rule {
        Some(rule) if facts.group.sold_in(facts.country) => {
            if rule.max_amount <= 0 {
                reasons.push(Refusal::MaxAmountZero);
            }
            // Checked beside a zero maximum: the seller learns both, not one after the other.
            if facts.self_sign_up && !rule.customer_can_self_sign_up {
                reasons.push(Refusal::RuleForbidsSelfSignUp);
            }
        }
        Some(_) | None => reasons.push(Refusal::NotOfferedInCountry),
    }
    if facts.open_insurance_id.is_some() {
        reasons.push(Refusal::AlreadyHasActive);
    }
    reasons
}

/// The decision with what it was made from.
#[derive(Debug, Clone)]
pub struct Eligibility {
    pub reasons: Vec<Refusal>,
    /// The rule, when the group has one in the country.
    pub rule: Option<Rule>,
    pub open_insurance_id: Option<i64>,
}

impl Eligibility {
    pub fn allowed(&self) -> bool {
        self.reasons.is_empty()
    }
}

/// What is asked: may this customer (of this country) get an insurance of this group, as a staff
/// sale or as their own sign-up.
#[derive(Debug, Clone, Copy)]
pub struct Question {
    pub customer_id: i64,
    pub country: Country,
    pub group: InsuranceGroup,
    pub self_sign_up: bool,
}

/// Reads the rule and the customer's open insurance of the group and decides.
pub async fn check(state: &InsuranceState, asked: Question) -> Result<Eligibility, InsuranceError> {
    let mut conn = pooled(&state.pool).await?;
    decide(&mut conn, state.life_default_amount, asked).await
}

/// [`check`] on a connection (`life_default`: the life insurance's default sum, a setting).
pub async fn decide(
    conn: &mut AsyncPgConnection,
    life_default: i64,
    asked: Question,
) -> Result<Eligibility, InsuranceError> {
    let Question {
        customer_id,
        country,
        group,
        self_sign_up,
    } = asked;
    let rule = storage::rule(conn, group, country)
        .await?
        .map(|row| Rule::from_row(row, life_default))
        .transpose()?;
    let open_insurance_id = storage::open_insurance_of_group(conn, customer_id, group).await?;
    let reasons = refusals(Facts {
        group,
        country,
        rule: rule.as_ref(),
        self_sign_up,
        open_insurance_id,
    });
    Ok(Eligibility {
        reasons,
        rule,
        open_insurance_id,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(group: InsuranceGroup, country: Country, max_amount: i64, self_sign_up: bool) -> Rule {
        Rule {
            group,
            country,
            max_amount,
            customer_can_self_sign_up: self_sign_up,
            default_amount: 3_300,
            min_amount: 1_000,
            step: 100,
        }
    }

    fn facts(rule: Option<&Rule>, group: InsuranceGroup, country: Country) -> Facts<'_> {
        Facts {
            group,
            country,
            rule,
            self_sign_up: false,
            open_insurance_id: None,
        }
    }

    #[test]
    fn a_staff_sale_of_a_sold_group_to_an_uninsured_customer_is_allowed() {
        let safety = rule(InsuranceGroup::Safety, Country::Se, 10_000, false);
        let reasons = refusals(facts(Some(&safety), InsuranceGroup::Safety, Country::Se));
        assert_eq!(reasons, []);
    }

    #[test]
    fn a_group_without_a_rule_or_not_sold_in_the_country_is_not_offered() {
        assert_eq!(
            refusals(facts(None, InsuranceGroup::Life, Country::No)),
            [Refusal::NotOfferedInCountry]
        );
        // Even a stored rule does not sell accident insurance in Norway.
        let accident = rule(InsuranceGroup::Accident, Country::No, 10_000, true);
        assert_eq!(
            refusals(facts(
                Some(&accident),
                InsuranceGroup::Accident,
                Country::No
            )),
            [Refusal::NotOfferedInCountry]
        );
    }

    #[test]
    fn a_zero_maximum_and_a_forbidden_self_sign_up_are_both_told() {
        let closed = rule(InsuranceGroup::Safety, Country::No, 0, false);
        let mut asked = facts(Some(&closed), InsuranceGroup::Safety, Country::No);
        assert_eq!(refusals(asked), [Refusal::MaxAmountZero]);
        asked.self_sign_up = true;
        assert_eq!(
            refusals(asked),
            [Refusal::MaxAmountZero, Refusal::RuleForbidsSelfSignUp]
        );
    }

    #[test]
    fn self_sign_up_follows_the_rule_and_staff_may_sell_what_customers_may_not_take() {
        let safety = rule(InsuranceGroup::Safety, Country::Se, 10_000, false);
        let mut asked = facts(Some(&safety), InsuranceGroup::Safety, Country::Se);
        asked.self_sign_up = true;
        assert_eq!(refusals(asked), [Refusal::RuleForbidsSelfSignUp]);
        let life = rule(InsuranceGroup::Life, Country::Se, 500_000, true);
        let mut asked = facts(Some(&life), InsuranceGroup::Life, Country::Se);
        asked.self_sign_up = true;
        assert_eq!(refusals(asked), []);
    }

    #[test]
    fn an_open_insurance_of_the_group_is_told_after_the_rule_s_reasons() {
        let closed = rule(InsuranceGroup::Safety, Country::Se, 0, false);
        let mut asked = facts(Some(&closed), InsuranceGroup::Safety, Country::Se);
        asked.open_insurance_id = Some(100_001);
        assert_eq!(
            refusals(asked),
            [Refusal::MaxAmountZero, Refusal::AlreadyHasActive]
        );
        let open = rule(InsuranceGroup::Safety, Country::Se, 10_000, false);
        let mut asked = facts(Some(&open), InsuranceGroup::Safety, Country::Se);
        asked.open_insurance_id = Some(100_001);
        assert_eq!(refusals(asked), [Refusal::AlreadyHasActive]);
    }

    #[test]
    fn each_reason_refuses_a_sale_as_before() {
        let field = |refusal: Refusal| match refusal.into_error() {
            InsuranceError::InvalidArgument { field, .. } => field,
            InsuranceError::Precondition(_) => "precondition",
            InsuranceError::AlreadyInsured => "already insured",
            InsuranceError::NotFound(_)
            | InsuranceError::PaymentNotFound(_)
            | InsuranceError::UserNotFound(_)
            | InsuranceError::Provider { .. }
            | InsuranceError::Peer { .. }
            | InsuranceError::Corrupt(_)
            | InsuranceError::Clock(_)
            | InsuranceError::Storage(_) => "other",
        };
        assert_eq!(field(Refusal::NotOfferedInCountry), "insurance_group");
        assert_eq!(field(Refusal::MaxAmountZero), "insurance_group");
        assert_eq!(field(Refusal::RuleForbidsSelfSignUp), "precondition");
        assert_eq!(field(Refusal::AlreadyHasActive), "already insured");
        assert_eq!(Refusal::AlreadyHasActive.code(), "ALREADY_HAS_ACTIVE");
    }
}
