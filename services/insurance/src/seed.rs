//! `zrm-insurance seed --insurances N`: tops the signed-up insurances (those with a signup date,
//! the rows of the signups report) up to N, generated for customers of the register.
//!
//! Customers come from the file named by `ZRM_SEED_CUSTOMER_IDS`, one customer a line:
//! `customer_id<TAB>country[<TAB>e-mail<TAB>phone number]` (the seeding script selects them from
//! kdlt; insurance keeps only the customer's id). The country decides the currency, the groups
//! sold (the stored rules: accident insurance in Sweden only) and the payment provider
//! (GoCardless Autogiro in Sweden, Vipps Recurring in Norway). The sellers of staff sales come
//! from `ZRM_SEED_SELLER_IDS` (employee user ids, one a line; without it they are `seed`).
//!
//! Each insurance is built along the lifecycle's state machine (`lifecycle.rs`): created, terms
//! accepted, then the bank's answer and what followed (active; cancellation asked and run to the
//! period's end; the customer deceased; the mandate stopped at the bank), and its substatus is
//! where those moves lead. Amounts keep the range and step of their group and rule, the premium
//! is the tariff's, and the event log, the mandate and the billing fields are what the service
//! itself writes on the way. Signups are spread over the last three years.
//!
//! Rows go in with COPY into temporary tables, then one statement inserts the insurances (a
//! second open insurance of a customer and group, or a mandate reference drawn twice, is skipped
//! by `ON CONFLICT DO NOTHING` and made again in the next round) with their events and alerts, a
//! batch of 50,000 per transaction, two batches at a time on two connections. Running it again
//! adds only what is missing.

use std::collections::HashSet;
use std::fmt::Write as _;

use bytes::Bytes;
use chrono::{DateTime, Duration, NaiveDate, NaiveTime, SecondsFormat, Utc};
use futures_util::SinkExt;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use tokio_postgres::{Client, NoTls};
use zrm_domain::Country;

use crate::insurances::amount::{self, LIFE_STEP, MONTHLY_MAX, MONTHLY_MIN, MONTHLY_STEP, Money};
use crate::insurances::cancel_cause::CancelCause;
use crate::insurances::event_type::EventType;
use crate::insurances::group::InsuranceGroup;
use crate::insurances::lifecycle::{Event, Substatus};
use crate::insurances::model::{MandateRef, PaymentProvider};
use crate::insurances::premium::Tariff;
use crate::payments::alert_type::AlertType;
use crate::payments::period::{billing_day, period_after};

/// The file of the customers insurances are seeded for.
pub const SEED_CUSTOMERS_ENV: &str = "ZRM_SEED_CUSTOMER_IDS";
/// The file of the employees who sell the staff sales.
pub const SEED_SELLERS_ENV: &str = "ZRM_SEED_SELLER_IDS";

/// Insurances per COPY (and per transaction).
const BATCH: u64 = 50_000;
/// Connections writing batches at the same time.
const LANES: usize = 2;
/// Signups are spread over this many days before now.
const SPAN_DAYS: i64 = 3 * 365;
/// Customers tried for an insurance that must not be a second open one of its customer and
/// group before it is left for the next round.
const TRIES: usize = 50;
/// The seller when no employees are given.
const NO_SELLER: &str = "seed";

#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct SeedError(String);

fn seed_error(error: impl std::fmt::Display) -> SeedError {
    SeedError(error.to_string())
}

/// A customer of the register, as the seed needs them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedCustomer {
    pub customer_id: i64,
    pub country: Country,
    /// The register's contact details (empty when the file leaves them out).
    pub email: String,
    pub phone_number: String,
}

/// What the seed draws from: the customers and the sellers.
#[derive(Debug, Clone, Default)]
pub struct Inputs {
    pub customers: Vec<SeedCustomer>,
    pub sellers: Vec<String>,
}

impl Inputs {
    /// The files named by `ZRM_SEED_CUSTOMER_IDS` and `ZRM_SEED_SELLER_IDS` (either may be unset:
    /// no customers, or the seller `seed`).
    pub fn from_env() -> Result<Self, SeedError> {
        let read = |variable: &str| -> Result<Option<(String, String)>, SeedError> {
            let Ok(path) = std::env::var(variable) else {
                return Ok(None);
            };
            let text = std::fs::read_to_string(&path)
                .map_err(|error| SeedError(format!("{variable}={path}: {error}")))?;
            Ok(Some((path, text)))
        };
        let customers = match read(SEED_CUSTOMERS_ENV)? {
            Some((path, text)) => {
                parse_customers(&text).map_err(|error| SeedError(format!("{path}: {error}")))?
            }
            None => Vec::new(),
        };
        let sellers = match read(SEED_SELLERS_ENV)? {
            Some((_, text)) => parse_sellers(&text),
            None => Vec::new(),
        };
        Ok(Self { customers, sellers })
    }
}

/// `customer_id<TAB>country[<TAB>e-mail<TAB>phone number]` a line (`|` between the fields, psql's
/// unaligned default, is read too); blank lines are skipped.
pub fn parse_customers(text: &str) -> Result<Vec<SeedCustomer>, SeedError> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(index, line)| {
            let separator = if line.contains('\t') { '\t' } else { '|' };
            let mut fields = line.split(separator).map(str::trim);
            let bad = |what: &str| SeedError(format!("line {}: {what} in {line:?}", index + 1));
            let customer_id = fields
                .next()
                .and_then(|id| id.parse::<i64>().ok())
                .filter(|id| *id > 0)
                .ok_or_else(|| bad("no customer id"))?;
            let country = fields
                .next()
                .and_then(|code| code.parse::<Country>().ok())
                .ok_or_else(|| bad("no country (SE or NO) after the customer id"))?;
            Ok(SeedCustomer {
                customer_id,
                country,
                email: fields.next().unwrap_or_default().to_owned(),
                phone_number: fields.next().unwrap_or_default().to_owned(),
            })
        })
        .collect()
}

/// One employee user id a line.
pub fn parse_sellers(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(str::to_owned)
        .collect()
}

/// A stored rule the seed sells by: the group's highest amount in the country and whether
/// customers sign up themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedRule {
    pub group: InsuranceGroup,
    pub country: Country,
    /// Whole kronor.
    pub max_amount: i64,
    pub self_sign_up: bool,
}

impl SeedRule {
    /// Sold: a maximum that admits the group's lowest amount, in a country the group is sold in.
    fn sold(&self) -> bool {
        let lowest = match self.group {
            InsuranceGroup::Life => LIFE_STEP,
            InsuranceGroup::Safety | InsuranceGroup::Accident => MONTHLY_MIN,
        };
        self.group.sold_in(self.country) && self.max_amount >= lowest
    }
}

/// A row of the event log.
#[derive(Debug, Clone, PartialEq)]
pub struct LogEntry {
    pub event_type: EventType,
    pub at: DateTime<Utc>,
    pub actor: String,
    pub detail: Value,
}

/// A generated insurance with its event log and alert.
#[derive(Debug, Clone, PartialEq)]
pub struct Seeded {
    pub insurance_id: i64,
    pub customer_id: i64,
    pub country: Country,
    pub group: InsuranceGroup,
    pub substatus: Substatus,
    pub insured: Money,
    pub premium: Money,
    pub created_by: String,
    pub self_sign_up: bool,
    pub email: String,
    pub phone_number: String,
    pub date_created: DateTime<Utc>,
    pub signup_date: DateTime<Utc>,
    pub cancelled_at: Option<DateTime<Utc>>,
    pub cancel_cause: Option<CancelCause>,
    pub mandate: MandateRef,
    pub next_period_start: Option<NaiveDate>,
    pub billing_day: Option<u32>,
    /// The lifecycle's moves from WAITING_FOR_CUSTOMER_ACCEPTANCE to `substatus`.
    pub path: Vec<Event>,
    pub log: Vec<LogEntry>,
    /// The INACTIVE_MANDATE alert the alerts job raised: its episode (the day the mandate
    /// stopped) and when.
    pub alert: Option<(NaiveDate, DateTime<Utc>)>,
}

/// What happened after the terms were accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Fate {
    /// Staying: billed every month.
    Active,
    /// A cancellation asked at a random time since the mandate became active: ended at the end
    /// of its paid period, or still running to it.
    CancellationAsked,
    /// A cancellation asked in the last weeks: most still run to their period's end.
    CancellationAskedLately,
    CustomerDeceased,
    /// The mandate stopped at the bank (in the last two months; staff follow these up).
    MandateStopped,
    /// The payer never approved the mandate page: still waiting (recent), or cancelled by staff.
    NeverApproved,
}

const FATES: [(Fate, u32); 6] = [
    (Fate::Active, 770),
    (Fate::CancellationAsked, 170),
    (Fate::CancellationAskedLately, 25),
    (Fate::CustomerDeceased, 5),
    (Fate::MandateStopped, 15),
    (Fate::NeverApproved, 15),
];

/// Why customers cancel, among the causes staff choose (a death has its own fate; automatic
/// cancellations after missed payments are not seeded, as no payments are).
const CAUSES: [(CancelCause, u32); 6] = [
    (CancelCause::CustomerRequest, 35),
    (CancelCause::LoanRepaid, 25),
    (CancelCause::TooExpensive, 15),
    (CancelCause::InsuredElsewhere, 10),
    (CancelCause::Regret, 8),
    (CancelCause::Other, 7),
];

fn weighted<T: Copy, R: Rng>(rng: &mut R, choices: &[(T, u32)]) -> Option<T> {
    let total: u32 = choices.iter().map(|(_, weight)| weight).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..total);
    for (value, weight) in choices {
        if pick < *weight {
            return Some(*value);
        }
        pick -= weight;
    }
    None
}

fn seconds<R: Rng>(rng: &mut R, from: i64, to: i64) -> Duration {
    Duration::seconds(if to > from {
        rng.random_range(from..to)
    } else {
        from
    })
}

const DAY: i64 = 86_400;

/// A provider's id: GoCardless's prefix and 12 upper-case letters and digits (`MD00ABC123XYZ9`),
/// Vipps's `agr_` and 7 letters and digits (`agr_TGSuPyV`).
fn provider_id<R: Rng>(rng: &mut R, prefix: &str, length: usize, alphabet: &[u8]) -> String {
    let mut id = String::with_capacity(prefix.len() + length);
    id.push_str(prefix);
    for _ in 0..length {
        let index = rng.random_range(0..alphabet.len());
        id.push(alphabet.get(index).map_or('0', |byte| char::from(*byte)));
    }
    id
}

const GOCARDLESS_ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const VIPPS_ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

fn gocardless_id<R: Rng>(rng: &mut R, prefix: &str) -> String {
    provider_id(rng, prefix, 12, GOCARDLESS_ALPHABET)
}

fn vipps_agreement<R: Rng>(rng: &mut R) -> String {
    provider_id(rng, "agr_", 7, VIPPS_ALPHABET)
}

/// The first start of a period after `day` on the schedule begun `first` (the billing day is
/// `first`'s day of the month; shorter months end earlier, as `period.rs` has it).
pub fn first_period_after(first: NaiveDate, day: NaiveDate) -> NaiveDate {
    let billing = billing_day(first);
    let mut start = first;
    while start <= day {
        let next = period_after(start, billing);
        if next <= start {
            break;
        }
        start = next;
    }
    start
}

fn money_json(money: Money) -> Value {
    json!({"minor_units": money.minor, "currency": money.currency()})
}

/// The share of self sign-ups where the rule allows them (the rest are staff sales).
const SELF_SIGN_UP_SHARE: f64 = 0.55;

/// Generates insurances; remembers which customers hold an open insurance of each group (the
/// database's, then its own), so it makes no second one.
pub struct Generator<'a> {
    customers: &'a [SeedCustomer],
    sellers: &'a [String],
    rules: Vec<SeedRule>,
    tariff: Tariff,
    now: DateTime<Utc>,
    open: HashSet<(i64, InsuranceGroup)>,
}

impl<'a> Generator<'a> {
    pub fn new(
        customers: &'a [SeedCustomer],
        sellers: &'a [String],
        rules: &[SeedRule],
        now: DateTime<Utc>,
        open: HashSet<(i64, InsuranceGroup)>,
    ) -> Self {
        Self {
            customers,
            sellers,
            rules: rules.iter().copied().filter(SeedRule::sold).collect(),
            tariff: Tariff::default(),
            now,
            open,
        }
    }

    /// An insurance with this id, or `None` when every customer tried already holds an open one
    /// of the group drawn (or there are no customers or rules).
    pub fn next<R: Rng>(&mut self, rng: &mut R, insurance_id: i64) -> Option<Seeded> {
        if self.customers.is_empty() {
            return None;
        }
        for _ in 0..TRIES {
            let customer = self
                .customers
                .get(rng.random_range(0..self.customers.len()))?;
            let Some(rule) = self.rule_for(rng, customer.country) else {
                continue;
            };
            let Some(seeded) = self.draft(rng, insurance_id, customer, rule) else {
                continue;
            };
            if seeded.substatus.ended() || self.open.insert((seeded.customer_id, seeded.group)) {
                return Some(seeded);
            }
        }
        None
    }

    /// A group sold in the country, by how often each is sold.
    fn rule_for<R: Rng>(&self, rng: &mut R, country: Country) -> Option<SeedRule> {
        let choices: Vec<(SeedRule, u32)> = self
            .rules
            .iter()
            .filter(|rule| rule.country == country)
            .map(|rule| {
                let weight = match (rule.group, country) {
                    (InsuranceGroup::Safety, _) => 40,
                    (InsuranceGroup::Accident, _) => 25,
                    (InsuranceGroup::Life, Country::Se) => 35,
                    (InsuranceGroup::Life, Country::No) => 60,
                };
                (*rule, weight)
            })
            .collect();
        weighted(rng, &choices)
    }

    fn seller<R: Rng>(&self, rng: &mut R) -> String {
        if self.sellers.is_empty() {
            return NO_SELLER.to_owned();
        }
        self.sellers
            .get(rng.random_range(0..self.sellers.len()))
            .cloned()
            .unwrap_or_else(|| NO_SELLER.to_owned())
    }

    /// The insured amount in whole kronor: mostly the form's default, otherwise anywhere on the
    /// group's steps up to the rule.
    fn kronor<R: Rng>(&self, rng: &mut R, rule: SeedRule) -> i64 {
        match rule.group {
            InsuranceGroup::Safety | InsuranceGroup::Accident => {
                let max = rule.max_amount.min(MONTHLY_MAX);
                let default = amount::default_insured_amount(rule.group, rule.country, 0);
                if rng.random_bool(0.45) && default <= max {
                    default
                } else {
                    let steps = (max - MONTHLY_MIN) / MONTHLY_STEP;
                    MONTHLY_MIN + rng.random_range(0..=steps) * MONTHLY_STEP
                }
            }
            InsuranceGroup::Life => {
                let common = [(100_000, 40), (200_000, 15), (300_000, 10), (500_000, 15)];
                let fitting: Vec<(i64, u32)> = common
                    .into_iter()
                    .filter(|(sum, _)| *sum <= rule.max_amount)
                    .collect();
                match weighted(rng, &fitting).filter(|_| rng.random_bool(0.8)) {
                    Some(sum) => sum,
                    None => {
                        let steps = rule.max_amount / LIFE_STEP;
                        rng.random_range(1..=steps) * LIFE_STEP
                    }
                }
            }
        }
    }

    fn draft<R: Rng>(
        &self,
        rng: &mut R,
        insurance_id: i64,
        customer: &SeedCustomer,
        rule: SeedRule,
    ) -> Option<Seeded> {
        let now = self.now;
        let today = now.date_naive();
        let country = customer.country;
        let group = rule.group;
        let insured =
            amount::insured_amount(group, country, self.kronor(rng, rule), rule.max_amount).ok()?;
        let premium = self.tariff.monthly_premium(group, insured);
        let self_sign_up = rule.self_sign_up && rng.random_bool(SELF_SIGN_UP_SHARE);
        let customer_actor = format!("customer:{}", customer.customer_id);
        let staff = self.seller(rng);
        let created_by = if self_sign_up {
            customer_actor.clone()
        } else {
            staff.clone()
        };
        let (email, phone_number) = contact(rng, customer);
        // Accepted at least a minute ago; created by the customer just before, or by staff up to
        // a week before the customer accepted the link.
        let signup = now - seconds(rng, 60, SPAN_DAYS * DAY);
        let date_created = signup
            - if self_sign_up {
                seconds(rng, 20, 900)
            } else {
                seconds(rng, 600, 7 * DAY)
            };
        let provider = PaymentProvider::of_country(country);
        let mut mandate = match provider {
            PaymentProvider::GoCardless => MandateRef {
                provider,
                request: Some(gocardless_id(rng, "BRQ")),
                reference: None,
                status: "pending".into(),
                updated_at: signup,
            },
            PaymentProvider::Vipps => MandateRef {
                provider,
                request: None,
                reference: Some(vipps_agreement(rng)),
                status: "PENDING".into(),
                updated_at: signup,
            },
        };
        let mut log = vec![
            LogEntry {
                event_type: EventType::InsuranceCreated,
                at: date_created,
                actor: created_by.clone(),
                detail: json!({
                    "insurance_group": group.code(),
                    "insured_amount": money_json(insured),
                    "premium": money_json(premium),
                    "self_sign_up": self_sign_up,
                }),
            },
            LogEntry {
                event_type: EventType::TermsAccepted,
                at: signup,
                actor: customer_actor.clone(),
                detail: json!({
                    "insured_amount": money_json(insured),
                    "premium": money_json(premium),
                    "email": email,
                    "phone_number": phone_number,
                }),
            },
            LogEntry {
                event_type: EventType::MandateRequested,
                at: signup,
                actor: customer_actor,
                detail: json!({
                    "provider": provider.name(),
                    "request": mandate.request,
                    "reference": mandate.reference,
                }),
            },
        ];
        let mut path = vec![Event::TermsAccepted];
        let mut cancelled_at = None;
        let mut cancel_cause = None;
        let mut next_period_start = None;
        let mut billing = None;
        let mut alert = None;
        // The bank's answer: Autogiro mandates take days, a Vipps agreement is approved in the app.
        let activation = signup
            + match provider {
                PaymentProvider::GoCardless => seconds(rng, DAY, 5 * DAY),
                PaymentProvider::Vipps => seconds(rng, 10, 600),
            };
        let fate = weighted(rng, &FATES).unwrap_or(Fate::Active);
        if fate == Fate::NeverApproved || activation > now {
            // Waiting for the bank: recent, or the payer never approved the page.
            if fate == Fate::NeverApproved && now - signup > Duration::days(30) {
                // Staff cancelled it at the customer's word; nothing was in force, so it ended
                // at once (a Vipps agreement is stopped, a GoCardless request has no mandate).
                let at = signup + seconds(rng, 3 * DAY, 30 * DAY);
                let cause = weighted(rng, &CAUSES).unwrap_or(CancelCause::Other);
                path.push(Event::CancellationAsked);
                cancelled_at = Some(at);
                cancel_cause = Some(cause);
                if mandate.reference.is_some() {
                    mandate.status = provider.stopped_status().into();
                    mandate.updated_at = at;
                }
                log.push(cancel_entry(
                    &staff,
                    at,
                    cause,
                    Substatus::WaitingForBank,
                    Substatus::Canceled,
                ));
            }
        } else {
            let reference = match provider {
                PaymentProvider::GoCardless => gocardless_id(rng, "MD"),
                PaymentProvider::Vipps => mandate.reference.clone().unwrap_or_default(),
            };
            mandate.reference = Some(reference.clone());
            mandate.status = match provider {
                PaymentProvider::GoCardless => "active".into(),
                PaymentProvider::Vipps => "ACTIVE".into(),
            };
            mandate.updated_at = activation;
            path.push(Event::MandateActivated);
            log.push(LogEntry {
                event_type: EventType::MandateActive,
                at: activation,
                actor: provider.name().into(),
                detail: json!({
                    "mandate": reference,
                    "mandate_status": mandate.status,
                    "from": Substatus::WaitingForBank.code(),
                    "to": Substatus::Active.code(),
                }),
            });
            // Billing began the day the job first saw it active: the billing day is that day's.
            let first = activation.date_naive();
            billing = Some(billing_day(first));
            let in_force = now - activation;
            match fate {
                Fate::CancellationAsked | Fate::CancellationAskedLately => {
                    let cause = weighted(rng, &CAUSES).unwrap_or(CancelCause::Other);
                    let within = match (fate, cause) {
                        // The right of withdrawal: within two weeks.
                        (_, CancelCause::Regret) => Duration::days(14).min(in_force),
                        (Fate::CancellationAskedLately, _) => Duration::days(25).min(in_force),
                        _ => in_force,
                    };
                    let asked = if fate == Fate::CancellationAskedLately {
                        now - seconds(rng, 0, within.num_seconds())
                    } else {
                        activation + seconds(rng, 0, within.num_seconds())
                    };
                    // The month paid for runs to the next period's start; the billing job ends
                    // the insurance in its first round of that day.
                    let period_end = first_period_after(first, asked.date_naive());
                    path.push(Event::CancellationAsked);
                    cancel_cause = Some(cause);
                    log.push(cancel_entry(
                        &staff,
                        asked,
                        cause,
                        Substatus::Active,
                        Substatus::PendingCancellation,
                    ));
                    next_period_start = Some(period_end);
                    if period_end <= today {
                        let ended = (period_end.and_time(NaiveTime::MIN).and_utc()
                            + seconds(rng, 5, 600))
                        .min(now);
                        path.push(Event::PeriodEnded);
                        cancelled_at = Some(ended);
                        mandate.status = provider.stopped_status().into();
                        mandate.updated_at = ended;
                        log.push(LogEntry {
                            event_type: EventType::InsuranceCancelled,
                            at: ended,
                            actor: "billing".into(),
                            detail: json!({
                                "cause": cause.code(),
                                "from": Substatus::PendingCancellation.code(),
                                "to": Substatus::Canceled.code(),
                                "reason": "PERIOD_ENDED",
                            }),
                        });
                    }
                }
                Fate::CustomerDeceased => {
                    let at = activation + seconds(rng, DAY, in_force.num_seconds());
                    let at = at.min(now);
                    path.push(Event::CustomerDeceased);
                    cancelled_at = Some(at);
                    cancel_cause = Some(CancelCause::CustomerDeceased);
                    mandate.status = provider.stopped_status().into();
                    mandate.updated_at = at;
                    next_period_start = Some(first_period_after(first, at.date_naive()));
                    log.push(cancel_entry(
                        &staff,
                        at,
                        CancelCause::CustomerDeceased,
                        Substatus::Active,
                        Substatus::Canceled,
                    ));
                }
                Fate::MandateStopped if in_force > Duration::hours(1) => {
                    let since = Duration::days(60).min(in_force - Duration::hours(1));
                    let at = now - seconds(rng, 0, since.num_seconds());
                    let status = match provider {
                        PaymentProvider::GoCardless => {
                            weighted(rng, &[("cancelled", 70), ("failed", 20), ("expired", 10)])
                        }
                        PaymentProvider::Vipps => {
                            weighted(rng, &[("STOPPED", 85), ("EXPIRED", 15)])
                        }
                    }
                    .unwrap_or("cancelled");
                    path.push(Event::MandateFailed);
                    mandate.status = status.into();
                    mandate.updated_at = at;
                    next_period_start = Some(first_period_after(first, at.date_naive()));
                    log.push(LogEntry {
                        event_type: EventType::MandateInactive,
                        at,
                        actor: provider.name().into(),
                        detail: json!({
                            "mandate": mandate.reference,
                            "mandate_status": status,
                            "from": Substatus::Active.code(),
                            "to": Substatus::InactiveMandate.code(),
                        }),
                    });
                    // The alerts job raises INACTIVE_MANDATE once per stop, within a round.
                    let episode = at.date_naive();
                    let raised = (at + seconds(rng, 1, 300)).min(now);
                    let detail = json!({ "mandate_stopped_on": episode });
                    alert = Some((episode, raised));
                    log.push(LogEntry {
                        event_type: EventType::CancellationWarning,
                        at: raised,
                        actor: "billing".into(),
                        detail: json!({
                            "alert": AlertType::InactiveMandate.code(),
                            "detail": detail,
                        }),
                    });
                }
                Fate::Active | Fate::MandateStopped | Fate::NeverApproved => {
                    // Not due now: the next period starts after today on its billing day (next
                    // month's at the latest), so the billing job, whose worklist is the
                    // `insurances_to_bill` index of in-force insurances with
                    // `next_period_start <= today`, does not try to bill every seeded insurance
                    // at the providers at once after a seed; each comes due on its own day.
                    next_period_start = Some(first_period_after(first, today));
                }
            }
        }
        let substatus = path
            .iter()
            .try_fold(Substatus::WaitingForCustomerAcceptance, |state, event| {
                state.after(*event)
            })
            .ok()?;
        Some(Seeded {
            insurance_id,
            customer_id: customer.customer_id,
            country,
            group,
            substatus,
            insured,
            premium,
            created_by,
            self_sign_up,
            email,
            phone_number,
            date_created,
            signup_date: signup,
            cancelled_at,
            cancel_cause,
            mandate,
            next_period_start,
            billing_day: billing,
            path,
            log,
            alert,
        })
    }
}

/// The customer's e-mail and phone number from the register, or made up in the country's shape.
fn contact<R: Rng>(rng: &mut R, customer: &SeedCustomer) -> (String, String) {
    let email = if customer.email.is_empty() {
        let domain = match customer.country {
            Country::Se => "example.se",
            Country::No => "example.no",
        };
        format!("customer{}@{domain}", customer.customer_id)
    } else {
        customer.email.clone()
    };
    let phone_number = if customer.phone_number.is_empty() {
        match customer.country {
            Country::Se => format!("+467{:08}", rng.random_range(0..100_000_000)),
            Country::No => format!("+474{:07}", rng.random_range(0..10_000_000)),
        }
    } else {
        customer.phone_number.clone()
    };
    (email, phone_number)
}

/// A cancellation as `cancel.rs` logs it: staff choose the cause; a death is logged as
/// CUSTOMER_DECEASED.
fn cancel_entry(
    staff: &str,
    at: DateTime<Utc>,
    cause: CancelCause,
    from: Substatus,
    to: Substatus,
) -> LogEntry {
    LogEntry {
        event_type: if cause == CancelCause::CustomerDeceased {
            EventType::CustomerDeceased
        } else {
            EventType::InsuranceCancelled
        },
        at,
        actor: staff.to_owned(),
        detail: json!({
            "cause": cause.code(),
            "comment": "",
            "from": from.code(),
            "to": to.code(),
        }),
    }
}

/// A value as COPY's text format reads it: backslash, tab and line breaks escaped.
fn copy_text(out: &mut String, value: &str) {
    for ch in value.chars() {
        match ch {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            other => out.push(other),
        }
    }
}

fn copy_time(out: &mut String, at: DateTime<Utc>) {
    out.push_str(&at.to_rfc3339_opts(SecondsFormat::Micros, true));
}

/// COPY's NULL.
const NULL: &str = "\\N";

fn optional(out: &mut String, value: Option<&str>) {
    match value {
        Some(value) => copy_text(out, value),
        None => out.push_str(NULL),
    }
}

/// The columns of `insurances` the seed writes, in the order of [`insurance_line`].
const INSURANCE_COLUMNS: &str = "insurance_id, customer_id, country, insurance_group, \
    product_code, substatus, insured_amount_minor, premium_minor, currency, created_by, \
    self_sign_up, email, phone_number, date_created, signup_date, cancelled_at, cancel_cause, \
    mandate_provider, mandate_request, mandate_reference, mandate_status, mandate_updated_at, \
    next_period_start, billing_day";

/// The insurance as a line of COPY's text format.
pub fn insurance_line(out: &mut String, row: &Seeded) {
    let _ = write!(
        out,
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t",
        row.insurance_id,
        row.customer_id,
        row.country.code(),
        row.group.code(),
        row.group.product_code(row.country),
        row.substatus.code(),
        row.insured.minor,
        row.premium.minor,
        row.insured.currency(),
    );
    copy_text(out, &row.created_by);
    out.push('\t');
    out.push_str(if row.self_sign_up { "t" } else { "f" });
    out.push('\t');
    copy_text(out, &row.email);
    out.push('\t');
    copy_text(out, &row.phone_number);
    out.push('\t');
    copy_time(out, row.date_created);
    out.push('\t');
    copy_time(out, row.signup_date);
    out.push('\t');
    match row.cancelled_at {
        Some(at) => copy_time(out, at),
        None => out.push_str(NULL),
    }
    out.push('\t');
    optional(out, row.cancel_cause.map(CancelCause::code));
    out.push('\t');
    out.push_str(row.mandate.provider.code());
    out.push('\t');
    optional(out, row.mandate.request.as_deref());
    out.push('\t');
    optional(out, row.mandate.reference.as_deref());
    out.push('\t');
    copy_text(out, &row.mandate.status);
    out.push('\t');
    copy_time(out, row.mandate.updated_at);
    out.push('\t');
    match row.next_period_start {
        Some(day) => {
            let _ = write!(out, "{day}");
        }
        None => out.push_str(NULL),
    }
    out.push('\t');
    match row.billing_day {
        Some(day) => {
            let _ = write!(out, "{day}");
        }
        None => out.push_str(NULL),
    }
    out.push('\n');
}

/// The insurance's event log as lines of `seed_events` (id, order, type, time, actor, detail).
fn event_lines(out: &mut String, row: &Seeded) {
    for (seq, entry) in row.log.iter().enumerate() {
        let _ = write!(
            out,
            "{}\t{seq}\t{}\t",
            row.insurance_id,
            entry.event_type.code()
        );
        copy_time(out, entry.at);
        out.push('\t');
        copy_text(out, &entry.actor);
        out.push('\t');
        copy_text(out, &entry.detail.to_string());
        out.push('\n');
    }
}

fn alert_line(out: &mut String, row: &Seeded) {
    if let Some((episode, raised)) = row.alert {
        let _ = write!(
            out,
            "{}\t{}\t{episode}\t",
            row.insurance_id,
            AlertType::InactiveMandate.code()
        );
        copy_time(out, raised);
        out.push('\t');
        copy_text(out, &json!({ "mandate_stopped_on": episode }).to_string());
        out.push('\n');
    }
}

pub struct SeedReport {
    pub before: u64,
    pub inserted: u64,
}

async fn connect(
    database_url: &str,
) -> Result<
    (
        Client,
        tokio::task::JoinHandle<Result<(), tokio_postgres::Error>>,
    ),
    SeedError,
> {
    let (client, connection) = tokio_postgres::connect(database_url, NoTls)
        .await
        .map_err(seed_error)?;
    Ok((client, tokio::spawn(connection)))
}

/// Tops the signed-up insurances up to `target`.
pub async fn seed_insurances(
    database_url: &str,
    target: u64,
    inputs: &Inputs,
) -> Result<SeedReport, SeedError> {
    let (client, driver) = connect(database_url).await?;
    let before = count(&client).await?;
    if before < target && inputs.customers.is_empty() {
        return Err(SeedError(format!(
            "no customers to seed insurances for: set {SEED_CUSTOMERS_ENV} to a file of \
             `customer_id<TAB>country` lines"
        )));
    }
    let mut now = before;
    let mut lanes = vec![client];
    let mut drivers = vec![driver];
    if now < target {
        let rules = rules(&lanes[0]).await?;
        let open = open_insurances(&lanes[0]).await?;
        let mut generator =
            Generator::new(&inputs.customers, &inputs.sellers, &rules, Utc::now(), open);
        let mut rng = StdRng::seed_from_u64(rand::random());
        // Postgres spends most of a batch on the indexes and the events' foreign key, in one
        // backend per connection: batches go in side by side on LANES connections.
        while lanes.len() < LANES && target - now > BATCH {
            let (client, driver) = connect(database_url).await?;
            lanes.push(client);
            drivers.push(driver);
        }
        // A round that adds nothing would repeat forever (every customer holds every group).
        let mut idle_rounds = 0;
        let mut batches: Vec<BatchText> = lanes.iter().map(|_| BatchText::default()).collect();
        while now < target && idle_rounds < 3 {
            let mut left = target - now;
            for batch in &mut batches {
                batch.clear();
                let size = left.min(BATCH);
                left -= size;
                if size == 0 {
                    continue;
                }
                for id in allocate_ids(&lanes[0], size).await? {
                    if let Some(row) = generator.next(&mut rng, id) {
                        batch.push(&row);
                    }
                }
            }
            let added: u64 = futures_util::future::try_join_all(
                lanes
                    .iter_mut()
                    .zip(&batches)
                    .map(|(client, batch)| insert_batch(client, batch)),
            )
            .await?
            .into_iter()
            .sum();
            idle_rounds = if added == 0 { idle_rounds + 1 } else { 0 };
            now += added;
        }
        if now > before {
            // The report and the lists read along indexes the planner needs statistics for.
            lanes[0]
                .batch_execute("ANALYZE insurances, insurance_events, cancellation_alerts")
                .await
                .map_err(seed_error)?;
        }
    }
    drop(lanes);
    for driver in drivers {
        driver.abort();
    }
    Ok(SeedReport {
        before,
        inserted: now - before,
    })
}

/// The signed-up insurances: what the seed makes and tops up.
async fn count(client: &Client) -> Result<u64, SeedError> {
    let row = client
        .query_one(
            "SELECT count(*) FROM insurances WHERE signup_date IS NOT NULL",
            &[],
        )
        .await
        .map_err(seed_error)?;
    Ok(u64::try_from(row.get::<_, i64>(0)).unwrap_or(0))
}

async fn rules(client: &Client) -> Result<Vec<SeedRule>, SeedError> {
    let rows = client
        .query(
            "SELECT insurance_group, country, max_amount, customer_can_self_sign_up \
             FROM insurance_rules",
            &[],
        )
        .await
        .map_err(seed_error)?;
    rows.iter()
        .map(|row| {
            let group: String = row.get(0);
            let country: String = row.get(1);
            Ok(SeedRule {
                group: InsuranceGroup::of_code(&group)
                    .ok_or_else(|| SeedError(format!("unknown insurance group {group:?}")))?,
                country: country.parse().map_err(seed_error)?,
                max_amount: row.get(2),
                self_sign_up: row.get(3),
            })
        })
        .collect()
}

/// The customers and groups with an insurance that has not ended.
async fn open_insurances(client: &Client) -> Result<HashSet<(i64, InsuranceGroup)>, SeedError> {
    let rows = client
        .query(
            "SELECT customer_id, insurance_group FROM insurances \
             WHERE substatus NOT IN ('CANCELED', 'DISCARDED')",
            &[],
        )
        .await
        .map_err(seed_error)?;
    Ok(rows
        .iter()
        .filter_map(|row| {
            let group: String = row.get(1);
            Some((row.get(0), InsuranceGroup::of_code(&group)?))
        })
        .collect())
}

/// Ids drawn from the insurances' sequence, so the events can name their insurance before it is
/// written (an id whose insurance is skipped stays unused, as a failed insert leaves one).
async fn allocate_ids(client: &Client, count: u64) -> Result<Vec<i64>, SeedError> {
    let count = i64::try_from(count).map_err(seed_error)?;
    let rows = client
        .query(
            "SELECT nextval('insurances_id_seq') FROM generate_series(1, $1::bigint)",
            &[&count],
        )
        .await
        .map_err(seed_error)?;
    Ok(rows.iter().map(|row| row.get(0)).collect())
}

/// COPY data is sent in pieces of this size, copied from the batch's buffers (which are kept
/// for the next batch): a piece freed is soon reused, where a batch-sized one would be fresh
/// memory for the kernel to zero each time.
const PIECE: usize = 1 << 20;

async fn copy_in(
    transaction: &tokio_postgres::Transaction<'_>,
    statement: &str,
    rows: &str,
) -> Result<(), SeedError> {
    let sink = transaction.copy_in(statement).await.map_err(seed_error)?;
    futures_util::pin_mut!(sink);
    for piece in rows.as_bytes().chunks(PIECE) {
        sink.send(Bytes::copy_from_slice(piece))
            .await
            .map_err(seed_error)?;
    }
    sink.finish().await.map_err(seed_error)?;
    Ok(())
}

/// A batch as COPY text of each table, written as the insurances are generated (none is kept).
#[derive(Debug, Default)]
struct BatchText {
    insurances: String,
    events: String,
    alerts: String,
    rows: usize,
}

impl BatchText {
    fn clear(&mut self) {
        self.insurances.clear();
        self.events.clear();
        self.alerts.clear();
        self.rows = 0;
    }

    fn push(&mut self, row: &Seeded) {
        insurance_line(&mut self.insurances, row);
        event_lines(&mut self.events, row);
        alert_line(&mut self.alerts, row);
        self.rows += 1;
    }
}

async fn insert_batch(client: &mut Client, batch: &BatchText) -> Result<u64, SeedError> {
    if batch.rows == 0 {
        return Ok(0);
    }
    let transaction = client.transaction().await.map_err(seed_error)?;
    transaction
        .batch_execute(
            "SET LOCAL synchronous_commit = off; \
             CREATE TEMPORARY TABLE seed_insurances (LIKE insurances) ON COMMIT DROP; \
             CREATE TEMPORARY TABLE seed_events (insurance_id bigint, seq int, event_type text, \
               occurred_at timestamptz, actor text, detail jsonb) ON COMMIT DROP; \
             CREATE TEMPORARY TABLE seed_alerts (insurance_id bigint, alert_type text, \
               episode date, raised_at timestamptz, detail jsonb) ON COMMIT DROP",
        )
        .await
        .map_err(seed_error)?;
    copy_in(
        &transaction,
        &format!("COPY seed_insurances ({INSURANCE_COLUMNS}) FROM STDIN"),
        &batch.insurances,
    )
    .await?;
    copy_in(&transaction, "COPY seed_events FROM STDIN", &batch.events).await?;
    copy_in(&transaction, "COPY seed_alerts FROM STDIN", &batch.alerts).await?;
    // One statement: the insurances that do not collide with an open one of the same customer
    // and group (or a mandate reference taken), then the events and alerts of those written.
    let row = transaction
        .query_one(
            &format!(
                "WITH inserted AS ( \
                   INSERT INTO insurances ({INSURANCE_COLUMNS}) \
                   SELECT {INSURANCE_COLUMNS} FROM seed_insurances ORDER BY insurance_id \
                   ON CONFLICT DO NOTHING RETURNING insurance_id), \
                 events AS ( \
                   INSERT INTO insurance_events (insurance_id, event_type, occurred_at, actor, detail) \
                   SELECT e.insurance_id, e.event_type, e.occurred_at, e.actor, e.detail \
                   FROM seed_events e JOIN inserted USING (insurance_id) \
                   ORDER BY e.insurance_id, e.seq), \
                 alerts AS ( \
                   INSERT INTO cancellation_alerts (insurance_id, alert_type, episode, raised_at, detail) \
                   SELECT a.insurance_id, a.alert_type, a.episode, a.raised_at, a.detail \
                   FROM seed_alerts a JOIN inserted USING (insurance_id)) \
                 SELECT count(*) FROM inserted"
            ),
            &[],
        )
        .await
        .map_err(seed_error)?;
    transaction.commit().await.map_err(seed_error)?;
    Ok(u64::try_from(row.get::<_, i64>(0)).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use chrono::Datelike;

    use super::*;

    fn rules() -> Vec<SeedRule> {
        // As the migration stores them.
        [
            (InsuranceGroup::Safety, Country::Se, 10_000, false),
            (InsuranceGroup::Safety, Country::No, 10_000, false),
            (InsuranceGroup::Accident, Country::Se, 10_000, true),
            (InsuranceGroup::Life, Country::Se, 500_000, true),
            (InsuranceGroup::Life, Country::No, 500_000, true),
        ]
        .into_iter()
        .map(|(group, country, max_amount, self_sign_up)| SeedRule {
            group,
            country,
            max_amount,
            self_sign_up,
        })
        .collect()
    }

    fn customers(count: i64) -> Vec<SeedCustomer> {
        (1..=count)
            .map(|id| SeedCustomer {
                customer_id: id,
                country: if id % 5 < 3 { Country::Se } else { Country::No },
                email: if id % 2 == 0 {
                    format!("kund{id}@example.se")
                } else {
                    String::new()
                },
                phone_number: String::new(),
            })
            .collect()
    }

    fn now() -> DateTime<Utc> {
        "2026-11-29T10:15:00Z".parse().unwrap()
    }

    fn generate(count: i64, customers: &[SeedCustomer], seed: u64) -> Vec<Seeded> {
        let sellers = vec!["6f1c1b1e-0000-4000-8000-000000000001".to_owned()];
        let mut generator = Generator::new(customers, &sellers, &rules(), now(), HashSet::new());
        let mut rng = StdRng::seed_from_u64(seed);
        (0..count)
            .filter_map(|n| generator.next(&mut rng, 100_001 + n))
            .collect()
    }

    fn rule_of(row: &Seeded) -> SeedRule {
        rules()
            .into_iter()
            .find(|rule| rule.group == row.group && rule.country == row.country)
            .unwrap()
    }

    #[test]
    fn amounts_keep_the_rules_and_premiums_are_the_tariffs() {
        let customers = customers(5_000);
        let rows = generate(5_000, &customers, 1);
        assert_eq!(rows.len(), 5_000);
        for row in &rows {
            let rule = rule_of(row);
            assert_eq!(
                amount::insured_amount(
                    row.group,
                    row.country,
                    row.insured.minor / 100,
                    rule.max_amount
                ),
                Ok(row.insured),
                "{row:?}"
            );
            assert_eq!(row.insured.minor % 100, 0);
            assert_eq!(
                row.premium,
                Tariff::default().monthly_premium(row.group, row.insured)
            );
            assert_eq!(row.premium.country, row.country);
            assert!(row.group.sold_in(row.country), "{row:?}");
            assert!(!row.self_sign_up || rule.self_sign_up, "{row:?}");
            if row.self_sign_up {
                assert_eq!(row.created_by, format!("customer:{}", row.customer_id));
            } else {
                assert!(!row.created_by.starts_with("customer:"), "{row:?}");
            }
        }
        // Every group sold in a country appears, with the currency of the country.
        for rule in rules() {
            let currency = Money::kronor(1, rule.country).currency();
            assert!(
                rows.iter().any(|row| row.group == rule.group
                    && row.country == rule.country
                    && row.insured.currency() == currency),
                "{rule:?}"
            );
        }
        assert!(
            rows.iter()
                .all(|row| row.group != InsuranceGroup::Accident || row.country == Country::Se)
        );
    }

    #[test]
    fn states_follow_the_lifecycle_and_the_mandate_and_dates_agree() {
        let customers = customers(20_000);
        let rows = generate(20_000, &customers, 2);
        let today = now().date_naive();
        let oldest = now() - Duration::days(SPAN_DAYS);
        for row in &rows {
            let replayed = row
                .path
                .iter()
                .try_fold(Substatus::WaitingForCustomerAcceptance, |state, event| {
                    state.after(*event)
                });
            assert_eq!(replayed, Ok(row.substatus), "{row:?}");
            assert!(row.date_created <= row.signup_date);
            assert!(row.signup_date >= oldest && row.signup_date <= now());
            assert!(
                row.log.windows(2).all(|pair| pair[0].at <= pair[1].at),
                "{row:?}"
            );
            assert!(row.log.iter().all(|entry| entry.at <= now()), "{row:?}");
            assert_eq!(
                row.cancelled_at.is_some(),
                row.substatus == Substatus::Canceled
            );
            if let Some(at) = row.cancelled_at {
                assert!(at >= row.signup_date && at <= now(), "{row:?}");
            }
            assert_eq!(
                row.cancel_cause.is_some(),
                matches!(
                    row.substatus,
                    Substatus::Canceled | Substatus::PendingCancellation
                ),
                "{row:?}"
            );
            let mandate = &row.mandate;
            assert_eq!(mandate.provider, PaymentProvider::of_country(row.country));
            match mandate.provider {
                PaymentProvider::GoCardless => {
                    let request = mandate.request.as_deref().unwrap();
                    assert!(
                        request.starts_with("BRQ") && request.len() == 15,
                        "{request}"
                    );
                    if let Some(reference) = mandate.reference.as_deref() {
                        assert!(reference.starts_with("MD") && reference.len() == 14);
                        assert!(
                            reference[2..]
                                .bytes()
                                .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
                        );
                    }
                }
                PaymentProvider::Vipps => {
                    assert_eq!(mandate.request, None);
                    let reference = mandate.reference.as_deref().unwrap();
                    assert!(reference.starts_with("agr_") && reference.len() == 11);
                }
            }
            match row.substatus {
                Substatus::Active | Substatus::PendingCancellation => {
                    // In force: an active mandate, and not due before tomorrow.
                    assert!(!mandate.provider_inactive(), "{row:?}");
                    assert!(mandate.reference.is_some());
                    let next = row.next_period_start.unwrap();
                    assert!(next > today, "{row:?}");
                    assert!(next <= today + Duration::days(31), "{row:?}");
                    let day = row.billing_day.unwrap();
                    // The billing day, or the month's last day in a shorter month.
                    assert!(
                        next.day() == day
                            || (next.day() < day && next.succ_opt().unwrap().day() == 1),
                        "{row:?}"
                    );
                }
                Substatus::WaitingForBank => {
                    assert!(row.next_period_start.is_none() && row.billing_day.is_none());
                    assert!(!mandate.provider_inactive());
                    assert!(
                        mandate.provider == PaymentProvider::Vipps || mandate.reference.is_none()
                    );
                }
                Substatus::InactiveMandate => {
                    assert!(mandate.provider_inactive(), "{row:?}");
                    let (episode, _) = row.alert.unwrap();
                    assert_eq!(episode, mandate.updated_at.date_naive());
                }
                Substatus::Canceled => {
                    assert!(
                        mandate.reference.is_none() || mandate.provider_inactive(),
                        "{row:?}"
                    );
                }
                Substatus::WaitingForCustomerAcceptance | Substatus::Discarded => {
                    panic!("not seeded: {row:?}")
                }
            }
            assert_eq!(
                row.alert.is_some(),
                row.substatus == Substatus::InactiveMandate
            );
        }
        let share = |substatus: Substatus| {
            rows.iter().filter(|row| row.substatus == substatus).count() as f64 / rows.len() as f64
        };
        assert!(
            share(Substatus::Active) > 0.65,
            "{}",
            share(Substatus::Active)
        );
        assert!(share(Substatus::Canceled) > 0.10);
        for rare in [
            Substatus::PendingCancellation,
            Substatus::InactiveMandate,
            Substatus::WaitingForBank,
        ] {
            assert!(share(rare) > 0.001 && share(rare) < 0.06, "{rare:?}");
        }
        assert!(
            rows.iter()
                .any(|row| row.cancel_cause == Some(CancelCause::CustomerDeceased))
        );
    }

    #[test]
    fn a_customer_holds_one_open_insurance_of_a_group() {
        // Few customers: most draws find the group taken.
        let customers = customers(40);
        let rows = generate(400, &customers, 3);
        let mut open = HashSet::new();
        for row in rows.iter().filter(|row| !row.substatus.ended()) {
            assert!(open.insert((row.customer_id, row.group)), "{row:?}");
        }
        assert!(open.len() <= 40 * 3);
        // When every customer holds every group, only ended insurances are made.
        let full: HashSet<(i64, InsuranceGroup)> = customers
            .iter()
            .flat_map(|customer| {
                InsuranceGroup::ALL
                    .into_iter()
                    .map(move |group| (customer.customer_id, group))
            })
            .collect();
        let mut generator = Generator::new(&customers, &[], &rules(), now(), full);
        let mut rng = StdRng::seed_from_u64(4);
        let made: Vec<Seeded> = (0..200)
            .filter_map(|id| generator.next(&mut rng, id))
            .collect();
        assert!(!made.is_empty());
        for row in made {
            assert!(row.substatus.ended(), "{row:?}");
            assert!(row.self_sign_up || row.created_by == NO_SELLER, "{row:?}");
        }
    }

    #[test]
    fn events_tell_the_insurance_s_way() {
        let customers = customers(3_000);
        for row in generate(3_000, &customers, 5) {
            let types: Vec<&str> = row.log.iter().map(|e| e.event_type.code()).collect();
            assert_eq!(
                &types[..3],
                ["INSURANCE_CREATED", "TERMS_ACCEPTED", "MANDATE_REQUESTED"]
            );
            assert_eq!(row.log[0].at, row.date_created);
            assert_eq!(row.log[1].at, row.signup_date);
            let activated = row.path.contains(&Event::MandateActivated);
            assert_eq!(types.contains(&"MANDATE_ACTIVE"), activated);
            if let Some(at) = row.cancelled_at {
                assert_eq!(row.log.last().unwrap().at, at, "{row:?}");
            }
            for entry in &row.log {
                if let (Some(from), Some(to)) = (entry.detail.get("from"), entry.detail.get("to")) {
                    assert_ne!(from, to);
                }
            }
        }
    }

    #[test]
    fn periods_after_a_day_keep_the_billing_day() {
        let day = |text: &str| text.parse::<NaiveDate>().unwrap();
        assert_eq!(
            first_period_after(day("2026-01-31"), day("2026-11-29")),
            day("2026-11-30")
        );
        assert_eq!(
            first_period_after(day("2026-01-31"), day("2026-11-30")),
            day("2026-12-31")
        );
        assert_eq!(
            first_period_after(day("2025-03-29"), day("2027-02-15")),
            day("2027-02-28")
        );
        assert_eq!(
            first_period_after(day("2026-12-05"), day("2026-11-29")),
            day("2026-12-05")
        );
    }

    #[test]
    fn copy_lines_escape_and_null_what_they_must() {
        let customers = customers(10);
        let mut row = generate(1, &customers, 6).remove(0);
        row.created_by = "a\tb\\c\nd".into();
        row.cancelled_at = None;
        let mut line = String::new();
        insurance_line(&mut line, &row);
        assert!(line.ends_with('\n'));
        let fields: Vec<&str> = line.trim_end_matches('\n').split('\t').collect();
        assert_eq!(fields.len(), INSURANCE_COLUMNS.split(',').count());
        assert_eq!(fields[9], "a\\tb\\\\c\\nd");
        assert_eq!(fields[15], NULL);
        assert_eq!(fields[8], row.insured.currency());
        let mut events = String::new();
        event_lines(&mut events, &row);
        assert_eq!(events.lines().count(), row.log.len());
    }

    #[test]
    fn customer_files_carry_the_country_and_may_carry_contact_details() {
        let parsed =
            parse_customers("17\tSE\tanna@example.se\t+46701234567\n\n18|NO\n19\tno\t\t\n")
                .unwrap();
        assert_eq!(parsed.len(), 3);
        assert_eq!(parsed[0].email, "anna@example.se");
        assert_eq!(parsed[0].phone_number, "+46701234567");
        assert_eq!(parsed[1].country, Country::No);
        assert_eq!(parsed[1].email, "");
        assert_eq!(parsed[2].country, Country::No);
        assert!(
            parse_customers("17\n")
                .unwrap_err()
                .to_string()
                .contains("line 1")
        );
        assert!(parse_customers("x\tSE\n").is_err());
        assert!(parse_customers("17\tDK\n").is_err());
        assert_eq!(parse_sellers(" a \n\nb\n"), vec!["a", "b"]);
    }
}
