//! The authorization matrix, against a running stack (feature `full-stack-tests`; where the
//! stack is: see `stack_common`).
//!
//! The operations come from the gateway's own `/openapi.json`, each with its row of the access
//! policy (the extension `x-zrm-access`, `src/auth/access_policy.rs`), so a route added later is
//! covered without a change here. Every operation is called by every kind of caller: no token, a
//! malformed token, a well-formed token with a bad signature, and one signed-in demo user of each
//! kind (admin, online admin, plain advisor, team lead, bank partner). Path parameters get
//! plausible values, a body is `{}` (so nothing is created or changed). Expected:
//! - public operation: never 401 or 403;
//! - a provider's webhook (`kind: provider`, HTTP Basic): 401 for every caller here, none of whom
//!   holds the provider's credentials (`stack_sms_webhooks.rs` calls with them);
//! - otherwise: 401 without a (valid) token, 403 for a caller the row does not admit, neither for
//!   one it admits;
//! - the websocket (`credential: ws_token`): the socket opens for anyone and a missing, bad or
//!   foreign token closes it with 1008; an admitted caller's token from `/notification/ws-token`
//!   keeps it open.
//!
//! Logging out revokes the caller's token, so logout operations run last. An operation without a
//! row fails the suite; so does a row admitting a kind of caller this suite cannot sign in yet
//! (affiliate key): add its sign-in here first. The customer signs in with BankID (Sweden)
//! through the sandbox's simulated app.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use zrm_domain::roles::RoleRequirement;

use crate::stack_common;

use crate::stack_common::{gateway, http, sign_in, sign_in_customer_se};

/// Who calls.
#[derive(Debug, Clone)]
enum Identity {
    NoToken,
    Token { token: String, who: Principal },
}

/// What the gateway should take the caller for.
#[derive(Debug, Clone)]
enum Principal {
    /// Not signed in: no, a malformed or a forged token.
    Nobody,
    Staff {
        roles: Vec<String>,
    },
    BankPartner,
    Customer,
}

#[derive(Debug, Clone)]
struct Caller {
    name: &'static str,
    identity: Identity,
}

impl Caller {
    fn token(&self) -> Option<&str> {
        match &self.identity {
            Identity::NoToken => None,
            Identity::Token { token, .. } => Some(token),
        }
    }

    fn principal(&self) -> &Principal {
        match &self.identity {
            Identity::NoToken => &Principal::Nobody,
            Identity::Token { who, .. } => who,
        }
    }
}

async fn staff(name: &'static str, email: &str, password: &str) -> Caller {
    let signed_in = sign_in("employee", email, password).await;
    let roles = signed_in["user"]["roles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|role| role.as_str().unwrap().to_string())
        .collect();
    Caller {
        name,
        identity: Identity::Token {
            token: signed_in["token"].as_str().unwrap().to_string(),
            who: Principal::Staff { roles },
        },
    }
}

async fn callers() -> Vec<Caller> {
    // A token of the right shape and claims (an admin, even) signed with another key.
    let now = chrono::Utc::now().timestamp();
    let forged = jsonwebtoken::encode(
        &jsonwebtoken::Header::new(jsonwebtoken::Algorithm::HS256),
        &json!({
            "sub": uuid::Uuid::new_v4().to_string(), "jti": uuid::Uuid::new_v4().to_string(),
            "iat": now, "exp": now + 3600, "name": "Mallory", "roles": ["admin"],
            "zoordinates": [], "platform": "employee",
        }),
        &jsonwebtoken::EncodingKey::from_secret(b"not-the-gateway-secret-not-the-gateway"),
    )
    .unwrap();
    let nobody = |token: &str| Identity::Token {
        token: token.to_string(),
        who: Principal::Nobody,
    };
    let bank = sign_in("bank", "partner@bank.example", "demo-bank-1").await;
    // BankID's test person of the sandbox (a manual one: the simulated app approves).
    let customer = sign_in_customer_se("199001012385").await;
    vec![
        Caller {
            name: "no token",
            identity: Identity::NoToken,
        },
        Caller {
            name: "malformed token",
            identity: nobody("not-a-jwt"),
        },
        Caller {
            name: "bad-signature token",
            identity: nobody(&forged),
        },
        staff("admin", "admin@zrm.example", "demo-admin-1").await,
        staff("online admin", "anna.online@zrm.example", "demo-online-1").await,
        staff("plain advisor", "erik.sales@zrm.example", "demo-sales-1").await,
        staff("team lead", "maja.team@zrm.example", "demo-team-1").await,
        Caller {
            name: "bank partner",
            identity: Identity::Token {
                token: bank["token"].as_str().unwrap().to_string(),
                who: Principal::BankPartner,
            },
        },
        Caller {
            name: "customer",
            identity: Identity::Token {
                token: customer["token"].as_str().unwrap().to_string(),
                who: Principal::Customer,
            },
        },
    ]
}

/// One operation of the document.
#[derive(Debug)]
struct Operation {
    method: String,
    path: String,
    operation: Value,
}

impl Operation {
    fn label(&self) -> String {
        format!("{} {}", self.method, self.path)
    }

    /// Logging out revokes the caller's token: such operations run last.
    fn revokes_the_token(&self) -> bool {
        self.path.contains("logout")
    }

    /// The path with each `{name}` filled with a plausible value of its declared type.
    fn url(&self) -> String {
        let mut path = self.path.clone();
        let parameters = self.operation["parameters"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        for parameter in &parameters {
            let name = parameter["name"].as_str().unwrap_or_default();
            if parameter["in"] != "path" {
                continue;
            }
            let schema = &parameter["schema"];
            let value = match (schema["type"].as_str(), schema["format"].as_str()) {
                (Some("integer" | "number"), _) => "1".to_string(),
                (_, Some("uuid")) => uuid::Uuid::new_v4().to_string(),
                _ => "x".to_string(),
            };
            path = path.replace(&format!("{{{name}}}"), &value);
        }
        let query: Vec<(String, String)> = parameters
            .iter()
            .filter(|parameter| parameter["in"] == "query" && parameter["required"] == true)
            .map(|parameter| {
                let value = match parameter["schema"]["type"].as_str() {
                    Some("integer" | "number") => "1",
                    Some("boolean") => "false",
                    _ => "x",
                };
                (
                    parameter["name"].as_str().unwrap().to_string(),
                    value.to_string(),
                )
            })
            .collect();
        let mut url = reqwest::Url::parse(&format!("{}{path}", gateway())).unwrap();
        if !query.is_empty() {
            url.query_pairs_mut().extend_pairs(query);
        }
        url.to_string()
    }
}

/// The running gateway's own `/openapi.json`.
async fn served_document() -> Value {
    http()
        .get(format!("{}/openapi.json", gateway()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

fn operations(document: &Value) -> Vec<Operation> {
    let mut operations = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            if [
                "get", "put", "post", "delete", "options", "head", "patch", "trace", "query",
            ]
            .contains(&method.as_str())
            {
                operations.push(Operation {
                    method: method.to_uppercase(),
                    path: path.clone(),
                    operation: operation.clone(),
                });
            }
        }
    }
    operations.sort_by_key(Operation::revokes_the_token);
    operations
}

/// Whether the row admits the caller (a caller without a token never is).
fn admits(access: &Value, principal: &Principal) -> Result<bool, String> {
    let mut admitted = false;
    for entry in access["principals"].as_array().ok_or("no principals")? {
        let kind = entry["kind"].as_str().ok_or("a principal without kind")?;
        admitted |= match (kind, principal) {
            ("staff", Principal::Staff { roles }) => match entry.get("role_sets") {
                Some(sets) => serde_json::from_value::<RoleRequirement>(sets.clone())
                    .map_err(|error| error.to_string())?
                    .admits(roles),
                None => true,
            },
            ("bank_partner", Principal::BankPartner) | ("customer", Principal::Customer) => true,
            // A provider's webhook credentials: none of the callers holds them
            // (tests/stack_sms_webhooks.rs calls with them).
            ("staff" | "bank_partner" | "customer" | "provider", _) => false,
            (other, _) => {
                return Err(format!(
                    "the row admits `{other}`, a kind of caller this suite cannot sign in yet: \
                     add one to `callers()`"
                ));
            }
        };
    }
    Ok(admitted)
}

/// Calls `operation` over plain HTTP; the status.
async fn call(operation: &Operation, caller: &Caller) -> StatusCode {
    let method = Method::from_bytes(operation.method.as_bytes()).unwrap();
    let mut request = http().request(method, operation.url());
    if let Some(token) = caller.token() {
        request = request.bearer_auth(token);
    }
    if operation.operation.get("requestBody").is_some() {
        request = request.json(&json!({}));
    }
    request.send().await.unwrap().status()
}

/// Opens the websocket with the token `caller` can present: for a signed-in caller the one
/// `GET /notification/ws-token` gives it, else (or when that is refused) its own token. `Ok`
/// when the socket stays open, `Err(close code)` when the gateway closes it.
async fn open_websocket(operation: &Operation, caller: &Caller) -> Result<(), String> {
    let mut token = caller.token().map(str::to_string);
    if let Some(access_token) = caller.token() {
        let response = http()
            .get(format!("{}/notification/ws-token", gateway()))
            .bearer_auth(access_token)
            .send()
            .await
            .unwrap();
        if response.status() == 200 {
            let body: Value = response.json().await.unwrap();
            token = body["token"].as_str().map(str::to_string);
        }
    }
    let mut url = reqwest::Url::parse(&format!(
        "{}{}",
        gateway().replacen("http", "ws", 1),
        operation.path
    ))
    .unwrap();
    if let Some(token) = token {
        url.query_pairs_mut().append_pair("token", &token);
    }
    let (mut socket, response) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .map_err(|error| format!("no websocket: {error}"))?;
    assert_eq!(response.status().as_u16(), 101);
    socket
        .send(Message::Ping(b"matrix".to_vec().into()))
        .await
        .ok();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(2);
    loop {
        match tokio::time::timeout_at(deadline, socket.next()).await {
            // Still open after the wait, answering pings: admitted.
            Err(_) => {
                socket.close(None).await.ok();
                return Ok(());
            }
            Ok(Some(Ok(Message::Close(frame)))) => {
                return Err(frame
                    .map(|frame| format!("{}", u16::from(frame.code)))
                    .unwrap_or_else(|| "closed without a code".into()));
            }
            Ok(Some(Ok(_))) => {}
            Ok(Some(Err(error))) => return Err(format!("websocket error: {error}")),
            Ok(None) => return Err("closed without a close frame".into()),
        }
    }
}

#[tokio::test]
async fn every_operation_answers_every_kind_of_caller_as_its_access_row_says() {
    let document = served_document().await;
    let operations = operations(&document);
    assert!(!operations.is_empty(), "the document lists no operation");
    let callers = callers().await;
    let mut failures = Vec::new();
    let mut calls = 0;
    for operation in &operations {
        let label = operation.label();
        let Some(access) = operation.operation.get("x-zrm-access") else {
            failures.push(format!(
                "{label}: missing from the access table (no x-zrm-access): add a row to \
                 gateway/src/auth/access_policy.rs"
            ));
            continue;
        };
        let public = access["public"] == true;
        let websocket = access["principals"]
            .as_array()
            .is_some_and(|principals| principals.iter().any(|p| p["credential"] == "ws_token"));
        let provider_webhook = access["principals"]
            .as_array()
            .is_some_and(|principals| principals.iter().all(|p| p["kind"] == "provider"))
            && !public;
        for caller in &callers {
            calls += 1;
            let admitted = match admits(access, caller.principal()) {
                Ok(admitted) => public || admitted,
                Err(problem) => {
                    failures.push(format!("{label}: {problem}"));
                    continue;
                }
            };
            if websocket {
                let opened = open_websocket(operation, caller).await;
                let policy_close = Err(u16::from(CloseCode::Policy).to_string());
                match (admitted, &opened) {
                    (true, Ok(())) => {}
                    (false, outcome) if *outcome == policy_close => {}
                    (true, _) | (false, _) => failures.push(format!(
                        "{label} as {}: expected the socket {}, got {opened:?}",
                        caller.name,
                        if admitted {
                            "to stay open"
                        } else {
                            "closed with 1008"
                        }
                    )),
                }
                continue;
            }
            let status = call(operation, caller).await;
            let expected = match (admitted, caller.principal()) {
                (true, _) => "neither 401 nor 403",
                (false, Principal::Nobody) => "401",
                // A person's token is no credential of a provider's webhook.
                (false, _) if provider_webhook => "401",
                (false, Principal::Staff { .. } | Principal::BankPartner | Principal::Customer) => {
                    "403"
                }
            };
            let ok = match expected {
                "401" => status == StatusCode::UNAUTHORIZED,
                "403" => status == StatusCode::FORBIDDEN,
                _ => status != StatusCode::UNAUTHORIZED && status != StatusCode::FORBIDDEN,
            };
            if !ok {
                failures.push(format!(
                    "{label} as {}: expected {expected}, got {status}",
                    caller.name
                ));
            }
        }
    }
    println!(
        "authorization matrix: {} operations × {} principals = {calls} calls",
        operations.len(),
        callers.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {calls} calls answered against the access policy:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Every operation a staff member may call refuses a coordinate (`x-zoordinates`) the caller
/// does not hold (403) and takes one they hold (neither 401 nor 403): the data region is part
/// of who the caller is.
#[tokio::test]
async fn every_staff_operation_refuses_a_coordinate_the_caller_does_not_hold() {
    let document = served_document().await;
    let admin = staff("admin", "admin@zrm.example", "demo-admin-1").await;
    let token = admin.token().unwrap().to_owned();
    let mut failures = Vec::new();
    let mut checked = 0;
    for operation in operations(&document) {
        let access = &operation.operation["x-zrm-access"];
        let principals = access["principals"].as_array().cloned().unwrap_or_default();
        let staff_only = !principals.is_empty()
            && principals
                .iter()
                .all(|p| p["kind"] == "staff" && p["credential"] != "ws_token");
        if access["public"] == true || !staff_only || operation.revokes_the_token() {
            continue;
        }
        checked += 1;
        let method = Method::from_bytes(operation.method.as_bytes()).unwrap();
        for (zoordinate, held) in [("ULNOUPFTSA", false), ("MONOSTFTSA", true)] {
            let mut request = http()
                .request(method.clone(), operation.url())
                .bearer_auth(&token)
                .header("x-zoordinates", zoordinate);
            if operation.operation.get("requestBody").is_some() {
                request = request.json(&json!({}));
            }
            let status = request.send().await.unwrap().status();
            let ok = if held {
                status != StatusCode::UNAUTHORIZED && status != StatusCode::FORBIDDEN
            } else {
                status == StatusCode::FORBIDDEN
            };
            if !ok {
                failures.push(format!(
                    "{} with x-zoordinates {zoordinate} (held: {held}): got {status}",
                    operation.label()
                ));
            }
        }
    }
    println!("coordinates: {checked} staff operations × 2 coordinates");
    assert!(checked > 0, "no staff operation found");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Resolves a `$ref` of the document (`#/components/schemas/Name`).
fn resolved<'a>(document: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let path = reference.trim_start_matches('#');
            document.pointer(path).unwrap_or(&Value::Null)
        }
        None => schema,
    }
}

/// A plausible value for a field of the bank portal: its Swedish mortgage desk, the smallest
/// number allowed, the first of an enumeration, a one-letter text.
fn plausible(document: &Value, name: &str, schema: &Value) -> Value {
    let schema = resolved(document, schema);
    match name {
        "country" => return json!("SE"),
        "product" => return json!("mortgage"),
        _ => {}
    }
    if let Some(first) = schema["enum"].get(0) {
        return first.clone();
    }
    match schema["type"].as_str() {
        Some("integer" | "number") => json!(schema["minimum"].as_i64().unwrap_or(1).max(1)),
        Some("array") => json!([]),
        Some("boolean") => json!(false),
        _ => json!("x"),
    }
}

/// A request to the bank route the document declares, valid by its schema, on `reference`.
fn bank_request(
    document: &Value,
    operation: &Operation,
    reference: &str,
    token: &str,
) -> reqwest::RequestBuilder {
    let mut path = operation.path.replace("{application_id}", reference);
    let mut query = Vec::new();
    for parameter in operation.operation["parameters"]
        .as_array()
        .cloned()
        .unwrap_or_default()
    {
        let name = parameter["name"].as_str().unwrap_or_default().to_owned();
        let value = plausible(document, &name, &parameter["schema"]);
        let text = value
            .as_str()
            .map_or_else(|| value.to_string(), str::to_owned);
        match parameter["in"].as_str() {
            Some("path") => path = path.replace(&format!("{{{name}}}"), &text),
            Some("query") if parameter["required"] == true => query.push((name, text)),
            _ => {}
        }
    }
    let method = Method::from_bytes(operation.method.as_bytes()).unwrap();
    let mut request = http()
        .request(method, format!("{}{path}", gateway()))
        .query(&query)
        .bearer_auth(token);
    let schema = &operation.operation["requestBody"]["content"]["application/json"]["schema"];
    if !schema.is_null() {
        let schema = resolved(document, schema);
        let mut body = serde_json::Map::new();
        for name in schema["required"].as_array().cloned().unwrap_or_default() {
            let name = name.as_str().unwrap_or_default();
            body.insert(
                name.to_owned(),
                plausible(document, name, &schema["properties"][name]),
            );
        }
        request = request.json(&body);
    }
    request
}

/// The portal's promise, route by route: two banks, a partner of each, an application sent to
/// each bank only. On the other bank's application every bank route the document lists answers
/// 404 (never 403: ids cannot be probed), with a request its schema accepts; afterwards each
/// bank's own application is as it was sent.
#[tokio::test]
async fn each_bank_partner_finds_nothing_of_the_other_bank_on_any_bank_route() {
    const SBAB: i64 = 1;
    const HANDELSBANKEN: i64 = 2;
    let document = served_document().await;
    let bank_routes: Vec<Operation> = operations(&document)
        .into_iter()
        .filter(|operation| {
            operation.path.contains("{application_id}")
                && operation.operation["x-zrm-access"]["principals"]
                    .as_array()
                    .is_some_and(|principals| {
                        principals.iter().any(|p| p["kind"] == "bank_partner")
                    })
        })
        .collect();
    // The view, its documents, take up, reject, offer, comment and disburse at least.
    assert!(bank_routes.len() >= 7, "{} bank routes", bank_routes.len());
    // The admin registers the customers and works the applications (every other demo account's
    // sign-ins of this run are spent by the other suites: 10 per account in 15 minutes).
    let (admin, _) = stack_common::sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let partner = |account: &'static str, password: &'static str| async move {
        sign_in("bank", account, password).await["token"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    let sbab = partner("partner@bank.example", "demo-bank-1").await;
    let handelsbanken = partner("partner@handelsbanken.example", "demo-bank-2").await;
    let serial = chrono::Utc::now().timestamp_millis() % 1000;
    let (sbab_only, _) = stack_common::application_sent_to_banks(
        &admin,
        &admin,
        &format!("830505{serial:03}"),
        &[SBAB],
    )
    .await;
    let (handelsbanken_only, _) = stack_common::application_sent_to_banks(
        &admin,
        &admin,
        &format!("840606{serial:03}"),
        &[HANDELSBANKEN],
    )
    .await;
    let mut failures = Vec::new();
    let mut calls = 0;
    for (prober, others) in [(&sbab, &handelsbanken_only), (&handelsbanken, &sbab_only)] {
        for operation in &bank_routes {
            calls += 1;
            let response = bank_request(&document, operation, others, prober)
                .send()
                .await
                .unwrap();
            if response.status() != StatusCode::NOT_FOUND {
                failures.push(format!(
                    "{} on the other bank's {others}: expected 404, got {} {}",
                    operation.label(),
                    response.status(),
                    response.text().await.unwrap_or_default()
                ));
            }
        }
    }
    for (owner, own) in [(&sbab, &sbab_only), (&handelsbanken, &handelsbanken_only)] {
        let view: Value = http()
            .get(format!(
                "{}/bank/application/{own}?country=SE&product=mortgage",
                gateway()
            ))
            .bearer_auth(owner)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(view["bank_status"], "NEW", "{view}");
        assert_eq!(view["offers"], json!([]), "{view}");
        assert_eq!(view["messages"], json!([]), "{view}");
    }
    println!(
        "cross-bank: {} bank routes × 2 partners = {calls} calls",
        bank_routes.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
