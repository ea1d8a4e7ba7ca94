//! The simulated BankID server's memory: orders by reference, plus injected faults.

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use chrono::{DateTime, TimeDelta, Utc};
use hmac::{Hmac, Mac};
use serde::Serialize;
use sha2::Sha256;
use uuid::Uuid;

use super::completion::completion_data;
use super::error_code::ErrorCode;
use super::order::{AppAction, Order, OrderRequest, StartTokens, State, Timing};
use super::persons;
use super::wire::CollectResponse;
use crate::clock::Clock;
use crate::error::SandboxError;
use crate::settings::BankIdSettings;

/// How far the time inside a scanned QR code may be from the server's own count.
const QR_TIME_TOLERANCE_SECONDS: i64 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Endpoint {
    Auth,
    Sign,
    PhoneAuth,
    PhoneSign,
    Collect,
    Cancel,
}

impl Endpoint {
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "auth" => Some(Self::Auth),
            "sign" => Some(Self::Sign),
            "phone/auth" => Some(Self::PhoneAuth),
            "phone/sign" => Some(Self::PhoneSign),
            "collect" => Some(Self::Collect),
            "cancel" => Some(Self::Cancel),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaultKind {
    Error(ErrorCode),
    Delay(Duration),
}

/// The next `remaining` calls (to `endpoint`, or any) fail or are slow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub endpoint: Option<Endpoint>,
    pub remaining: u32,
}

/// An order as the control API and the page show it (never the QR secret).
#[derive(Debug, Clone, Serialize)]
pub struct OrderSummary {
    pub order_ref: Uuid,
    pub kind: &'static str,
    pub status: &'static str,
    pub hint_code: Option<&'static str>,
    pub personal_number: Option<String>,
    pub auto_start_token: Option<Uuid>,
    pub qr_start_token: Option<Uuid>,
    pub user_visible_data: Option<String>,
    pub created_at: DateTime<Utc>,
    pub final_at: Option<DateTime<Utc>>,
}

impl From<&Order> for OrderSummary {
    fn from(order: &Order) -> Self {
        Self {
            order_ref: order.order_ref,
            kind: order.request.kind.as_str(),
            status: order.status_name(),
            hint_code: order.hint_code(),
            personal_number: order.request.personal_number.clone(),
            auto_start_token: order.tokens.map(|t| t.auto_start_token),
            qr_start_token: order.tokens.map(|t| t.qr_start_token),
            user_visible_data: order.request.user_visible_data.clone(),
            created_at: order.created_at,
            final_at: order.final_at,
        }
    }
}

#[derive(Debug)]
pub struct BankIdSimulator {
    clock: Clock,
    timing: Timing,
    orders: Mutex<HashMap<Uuid, Order>>,
    faults: Mutex<VecDeque<Fault>>,
}

fn no_such_order() -> SandboxError {
    SandboxError::bankid(ErrorCode::InvalidParameters, "No such order")
}

// Orders and faults hold no invariant a panicking writer could break half-way.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl BankIdSimulator {
    pub fn new(clock: Clock, settings: &BankIdSettings) -> Self {
        Self {
            clock,
            timing: Timing {
                pickup_timeout: TimeDelta::seconds(settings.pickup_timeout_seconds),
                lifetime: TimeDelta::seconds(settings.order_lifetime_seconds),
                complete_retention: TimeDelta::seconds(settings.complete_retention_seconds),
                failed_retention: TimeDelta::seconds(settings.failed_retention_seconds),
            },
            orders: Mutex::new(HashMap::new()),
            faults: Mutex::new(VecDeque::new()),
        }
    }

    pub fn today(&self) -> chrono::NaiveDate {
        self.clock.now().date_naive()
    }

    /// Runs `f` on the orders brought up to the clock's now, past-retention ones removed.
    fn with_orders<R>(&self, f: impl FnOnce(&mut HashMap<Uuid, Order>, DateTime<Utc>) -> R) -> R {
        let now = self.clock.now();
        let mut orders = lock(&self.orders);
        for order in orders.values_mut() {
            order.refresh(now, &self.timing);
        }
        orders.retain(|_, order| !order.is_gone(now, &self.timing));
        f(&mut orders, now)
    }

    /// `/auth`, `/sign` (with start tokens) and the phone orders (without).
    pub fn start(&self, request: OrderRequest, with_tokens: bool) -> Result<Order, SandboxError> {
        self.with_orders(|orders, now| {
            if let Some(pn) = &request.personal_number
                && let Some(existing) = orders
                    .values_mut()
                    .find(|o| o.is_pending() && o.request.personal_number.as_ref() == Some(pn))
            {
                existing.cancel_for_new_order(now);
                return Err(SandboxError::bankid(
                    ErrorCode::AlreadyInProgress,
                    "Order already in progress for pno",
                ));
            }
            let tokens = with_tokens.then(|| StartTokens {
                auto_start_token: Uuid::new_v4(),
                qr_start_token: Uuid::new_v4(),
                qr_start_secret: Uuid::new_v4(),
            });
            let script = request.personal_number.as_deref().map(persons::holder);
            let order = Order::new(request, tokens, script, now);
            orders.insert(order.order_ref, order.clone());
            Ok(order)
        })
    }

    pub fn collect(&self, order_ref: Uuid) -> Result<CollectResponse, SandboxError> {
        self.with_orders(|orders, _now| {
            let order = orders.get_mut(&order_ref).ok_or_else(no_such_order)?;
            // A final state is handed out once; BankID refuses to collect it twice.
            if order.final_collected {
                return Err(no_such_order());
            }
            let completion_data = match (&order.state, order.final_at) {
                (State::Complete(holder), Some(at)) => Some(completion_data(order, holder, at)),
                (State::Complete(_) | State::Pending(_) | State::Failed(_), _) => None,
            };
            let response = CollectResponse {
                order_ref: order.order_ref.to_string(),
                status: order.status_name(),
                hint_code: order.hint_code(),
                completion_data,
            };
            order.final_collected = !order.is_pending();
            Ok(response)
        })
    }

    /// The relying party cancels: the order is gone; a second cancel finds nothing.
    pub fn cancel(&self, order_ref: Uuid) -> Result<(), SandboxError> {
        self.with_orders(|orders, _now| {
            orders
                .remove(&order_ref)
                .map(|_| ())
                .ok_or_else(no_such_order)
        })
    }

    /// A user action in the simulated app (control API, page).
    pub fn act(&self, order_ref: Uuid, action: AppAction) -> Result<OrderSummary, SandboxError> {
        self.with_orders(|orders, now| {
            let order = orders
                .get_mut(&order_ref)
                .ok_or_else(|| SandboxError::NotFound(format!("no order {order_ref}")))?;
            order.apply(action, now).map_err(SandboxError::Conflict)?;
            Ok(OrderSummary::from(&*order))
        })
    }

    /// The app scanned `qr_data` (`bankid.<qrStartToken>.<time>.<hex HMAC>`).
    pub fn scan_qr(&self, qr_data: &str) -> Result<OrderSummary, SandboxError> {
        let bad = || SandboxError::validation("qr_data", "not BankID QR data");
        let mut parts = qr_data.split('.');
        let (Some("bankid"), Some(token), Some(time), Some(code), None) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) else {
            return Err(bad());
        };
        let token = Uuid::parse_str(token).map_err(|_| bad())?;
        let seconds: i64 = time.parse().map_err(|_| bad())?;
        let code = hex::decode(code).map_err(|_| bad())?;
        self.with_orders(|orders, now| {
            let order = orders
                .values_mut()
                .find(|o| o.tokens.is_some_and(|t| t.qr_start_token == token))
                .ok_or_else(|| SandboxError::NotFound("no order has this qrStartToken".into()))?;
            let secret = order
                .tokens
                .map(|t| t.qr_start_secret.to_string())
                .unwrap_or_default();
            let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes())
                .map_err(|e| SandboxError::Internal(e.to_string()))?;
            mac.update(time.as_bytes());
            mac.verify_slice(&code).map_err(|_| {
                SandboxError::validation("qr_data", "the QR code's HMAC does not match")
            })?;
            let elapsed = (now - order.created_at).num_seconds();
            if (elapsed - seconds).abs() > QR_TIME_TOLERANCE_SECONDS {
                return Err(SandboxError::validation(
                    "qr_data",
                    format!("stale QR code: time {seconds}, server time {elapsed}"),
                ));
            }
            order
                .apply(AppAction::Scan, now)
                .map_err(SandboxError::Conflict)?;
            Ok(OrderSummary::from(&*order))
        })
    }

    /// The app was started with `bankid:///?autostarttoken=<token>`.
    pub fn open_with_autostart(&self, token: Uuid) -> Result<OrderSummary, SandboxError> {
        self.with_orders(|orders, now| {
            let order = orders
                .values_mut()
                .find(|o| o.tokens.is_some_and(|t| t.auto_start_token == token))
                .ok_or_else(|| SandboxError::NotFound("no order has this autoStartToken".into()))?;
            order
                .apply(AppAction::Open, now)
                .map_err(SandboxError::Conflict)?;
            Ok(OrderSummary::from(&*order))
        })
    }

    /// Orders BankID still knows, newest first.
    pub fn orders(&self) -> Vec<OrderSummary> {
        self.with_orders(|orders, _now| {
            let mut list: Vec<OrderSummary> = orders.values().map(OrderSummary::from).collect();
            list.sort_by_key(|o| std::cmp::Reverse(o.created_at));
            list
        })
    }

    pub fn add_fault(&self, fault: Fault) {
        lock(&self.faults).push_back(fault);
    }

    pub fn clear_faults(&self) {
        lock(&self.faults).clear();
    }

    /// The fault for this call, if one is queued for it.
    pub fn take_fault(&self, endpoint: Endpoint) -> Option<FaultKind> {
        let mut faults = lock(&self.faults);
        let index = faults
            .iter()
            .position(|f| f.endpoint.is_none_or(|e| e == endpoint))?;
        let fault = faults.get_mut(index)?;
        fault.remaining = fault.remaining.saturating_sub(1);
        let kind = fault.kind;
        if fault.remaining == 0 {
            faults.remove(index);
        }
        Some(kind)
    }
}

impl BankIdSimulator {
    /// The personal number the order was started for, if any.
    pub fn required_personal_number(
        &self,
        order_ref: Uuid,
    ) -> Result<Option<String>, SandboxError> {
        self.with_orders(|orders, _now| {
            orders
                .get(&order_ref)
                .map(|o| o.request.personal_number.clone())
                .ok_or_else(|| SandboxError::NotFound(format!("no order {order_ref}")))
        })
    }
}
