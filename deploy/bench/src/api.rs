//! The gateway calls the scenarios make, and the real sign-in flow: password, then
//! the one-time code read from the sandbox mail sink.

use std::collections::HashSet;
use std::time::Duration;

use anyhow::{Context, bail};
use reqwest::{Client, StatusCode};
use serde::Deserialize;
use serde_json::{Value, json};

use crate::{http1, pni};

/// A signed-in employee: the gateway base URL, a shared keep-alive client and a token.
#[derive(Clone, Debug)]
pub struct Api {
    pub client: Client,
    pub base: String,
    pub token: String,
    pub user_id: String,
}

#[derive(Deserialize)]
struct LoginStarted {
    session_id: String,
}

#[derive(Deserialize)]
struct LoginDone {
    token: String,
    user: UserRef,
}

#[derive(Deserialize)]
struct UserRef {
    user_id: String,
}

#[derive(Deserialize)]
struct MailList {
    items: Vec<Mail>,
}

#[derive(Deserialize)]
struct Mail {
    id: Value,
    #[serde(default)]
    text: String,
}

#[derive(Deserialize)]
struct LeadRef {
    lead_id: i64,
}

#[derive(Deserialize)]
struct WsToken {
    token: String,
}

pub fn http_client(pool: usize) -> anyhow::Result<Client> {
    Client::builder()
        .pool_max_idle_per_host(pool)
        .tcp_nodelay(true)
        .timeout(Duration::from_secs(30))
        .build()
        .context("building the HTTP client")
}

async fn mail_ids(client: &Client, sandbox: &str, email: &str) -> anyhow::Result<HashSet<String>> {
    Ok(fetch_mail(client, sandbox, email)
        .await?
        .into_iter()
        .map(|mail| mail.id.to_string())
        .collect())
}

async fn fetch_mail(client: &Client, sandbox: &str, email: &str) -> anyhow::Result<Vec<Mail>> {
    let url = format!("{sandbox}/mail/api/messages");
    let response = client.get(&url).query(&[("to", email)]).send().await?;
    let list: MailList = expect_json(response, StatusCode::OK)
        .await
        .with_context(|| format!("reading the mail sink at {url}"))?;
    Ok(list.items)
}

/// The code in a mail text: the digits after "Your one-time code: ".
pub fn one_time_code(text: &str) -> Option<String> {
    let (_, rest) = text.split_once("Your one-time code: ")?;
    let code: String = rest.chars().take_while(char::is_ascii_digit).collect();
    (6..=8).contains(&code.len()).then_some(code)
}

/// Where a user signs in: the back office (`/employee/login`) or the bank-partner portal
/// (`/bank/login`, which names the account `username`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Platform {
    Employee,
    Bank,
}

impl Platform {
    fn login_path(self) -> &'static str {
        match self {
            Platform::Employee => "/employee/login",
            Platform::Bank => "/bank/login",
        }
    }

    fn credentials(self, email: &str, password: &str) -> Value {
        match self {
            Platform::Employee => json!({ "email": email, "password": password }),
            Platform::Bank => json!({ "username": email, "password": password }),
        }
    }
}

impl Api {
    /// Signs an employee in through `POST /employee/login`, the mail sink and
    /// `/employee/login/validate`.
    pub async fn login(
        client: &Client,
        gateway: &str,
        sandbox: &str,
        email: &str,
        password: &str,
    ) -> anyhow::Result<Self> {
        Self::login_on(
            client,
            gateway,
            sandbox,
            Platform::Employee,
            email,
            password,
        )
        .await
    }

    /// Signs in on `platform`: the password, then the one-time code from the mail sink.
    pub async fn login_on(
        client: &Client,
        gateway: &str,
        sandbox: &str,
        platform: Platform,
        email: &str,
        password: &str,
    ) -> anyhow::Result<Self> {
        let path = platform.login_path();
        let seen = mail_ids(client, sandbox, email).await?;
        let response = client
            .post(format!("{gateway}{path}"))
            .json(&platform.credentials(email, password))
            .send()
            .await?;
        let started: LoginStarted = expect_json(response, StatusCode::OK)
            .await
            .with_context(|| format!("POST {path} as {email}"))?;
        let code = wait_for_code(client, sandbox, email, &seen).await?;
        let response = client
            .post(format!("{gateway}{path}/validate"))
            .json(&json!({ "session_id": started.session_id, "otp": code }))
            .send()
            .await?;
        let done: LoginDone = expect_json(response, StatusCode::OK)
            .await
            .with_context(|| format!("POST {path}/validate as {email}"))?;
        Ok(Self {
            client: client.clone(),
            base: gateway.to_owned(),
            token: done.token,
            user_id: done.user.user_id,
        })
    }

    /// Creates a Swedish online lead with a fresh valid personal id; returns its id.
    pub async fn create_lead(&self) -> anyhow::Result<i64> {
        let response = self
            .client
            .post(format!("{}/lead/create", self.base))
            .bearer_auth(&self.token)
            .json(&new_lead_body())
            .send()
            .await?;
        let lead: LeadRef = expect_json(response, StatusCode::CREATED).await?;
        Ok(lead.lead_id)
    }

    /// A connection of its own for one closed-loop worker.
    pub fn connection(&self) -> anyhow::Result<ApiConnection> {
        Ok(ApiConnection {
            http: http1::Connection::new(&self.base, &self.token)?,
        })
    }

    pub async fn assign_lead(&self, id: i64, assignee_id: &str) -> anyhow::Result<()> {
        let response = self
            .client
            .post(format!("{}/lead/assign/{id}", self.base))
            .bearer_auth(&self.token)
            .json(&json!({ "assignee_id": assignee_id }))
            .send()
            .await?;
        expect_status(response, StatusCode::OK).await
    }

    /// The websocket URL with a fresh short-lived token.
    pub async fn notification_ws_url(&self) -> anyhow::Result<String> {
        let response = self
            .client
            .get(format!("{}/notification/ws-token", self.base))
            .bearer_auth(&self.token)
            .send()
            .await?;
        let token: WsToken = expect_json(response, StatusCode::OK).await?;
        let ws_base = self.base.replacen("http", "ws", 1);
        Ok(format!("{ws_base}/notification/ws?token={}", token.token))
    }
}

impl Api {
    /// `POST /message/send/sms` to a Swedish number, filed under `about` (a lead id).
    pub async fn send_sms(&self, about: i64, phone_number: &str, text: &str) -> anyhow::Result<()> {
        let response = self
            .client
            .post(format!("{}/message/send/sms", self.base))
            .bearer_auth(&self.token)
            .json(&json!({
                "application_id_or_lead_id": about.to_string(),
                "phone_number": phone_number,
                "country": "SE",
                "message": text,
            }))
            .send()
            .await?;
        expect_status(response, StatusCode::OK).await
    }

    /// The texts of the newest page of a customer's SMS, as a chat window reads them.
    pub async fn sms_texts_of(&self, customer_id: i64) -> anyhow::Result<Vec<String>> {
        let response = self
            .client
            .post(format!("{}/message/by-customer?page=1&limit=50", self.base))
            .bearer_auth(&self.token)
            .json(&json!({ "customer_id": customer_id }))
            .send()
            .await?;
        let page: SmsPage = expect_json(response, StatusCode::OK).await?;
        Ok(page.items.into_iter().map(|sms| sms.message).collect())
    }

    /// `GET /message/conversations/stream`, opened: the caller reads its chunks.
    pub async fn conversations_stream(&self) -> anyhow::Result<reqwest::Response> {
        let response = self
            .client
            .get(format!("{}/message/conversations/stream", self.base))
            .bearer_auth(&self.token)
            .header(reqwest::header::ACCEPT, "text/event-stream")
            // The stream lives as long as the token; the client's default timeout would cut it.
            .timeout(Duration::from_secs(3600))
            .send()
            .await?;
        let status = response.status();
        if status != StatusCode::OK {
            bail!("GET /message/conversations/stream: status {status}");
        }
        Ok(response)
    }
}

#[derive(Deserialize)]
struct SmsPage {
    items: Vec<SmsText>,
}

#[derive(Deserialize)]
struct SmsText {
    message: String,
}

/// The calls of the closed-loop scenarios over one worker's own connection.
pub struct ApiConnection {
    http: http1::Connection,
}

impl ApiConnection {
    pub async fn get_lead(&mut self, id: i64) -> anyhow::Result<()> {
        let answer = self.http.get(&format!("/lead/get/{id}")).await?;
        http1::expect(answer, StatusCode::OK).map(|_| ())
    }

    pub async fn list_customers(&mut self, page: u32, limit: u32) -> anyhow::Result<()> {
        let answer = self
            .http
            .get(&format!("/customer/list?page={page}&limit={limit}"))
            .await?;
        http1::expect(answer, StatusCode::OK).map(|_| ())
    }

    /// A search by the full value of `key`; an empty answer is an error (the value was sampled
    /// from the register, so the customer exists).
    pub async fn search_customers(&mut self, key: &str, value: &str) -> anyhow::Result<()> {
        let body =
            serde_json::to_vec(&json!({"key": key, "value": value, "reason": "CUSTOMER_CONTACT"}))?;
        let answer = self.http.post_json("/customer/search", body).await?;
        let body = http1::expect(answer, StatusCode::OK)?;
        let page: Value = serde_json::from_slice(&body).context("decoding the search page")?;
        if page["total"].as_u64().unwrap_or(0) == 0 {
            bail!("search by {key} found nothing");
        }
        Ok(())
    }

    /// A search of the drawer's Mortgages tab; an empty answer is an error (the text was sampled
    /// from the registers).
    pub async fn search_applications_by_person(
        &mut self,
        text: &str,
        limit: u32,
    ) -> anyhow::Result<()> {
        let path = format!("/application/search/{}?limit={limit}", path_segment(text));
        let answer = self.http.get(&path).await?;
        http1::expect(answer, StatusCode::OK).map(|_| ())
    }

    /// A search of the drawer's Leads tab.
    pub async fn search_leads(&mut self, text: &str, limit: u32) -> anyhow::Result<()> {
        let path = format!("/lead/search/{}?limit={limit}", path_segment(text));
        let answer = self.http.get(&path).await?;
        http1::expect(answer, StatusCode::OK).map(|_| ())
    }

    /// A search of the drawer's Customers tab (one page of `limit`, with a lookup reason); an
    /// empty answer is an error (the value was sampled from the register).
    pub async fn search_customers_page(
        &mut self,
        key: &str,
        value: &str,
        limit: u32,
    ) -> anyhow::Result<()> {
        let body =
            serde_json::to_vec(&json!({"key": key, "value": value, "reason": "CUSTOMER_CONTACT"}))?;
        let answer = self
            .http
            .post_json(&format!("/customer/search?limit={limit}"), body)
            .await?;
        let body = http1::expect(answer, StatusCode::OK)?;
        let page: Value = serde_json::from_slice(&body).context("decoding the search page")?;
        if page["total"].as_u64().unwrap_or(0) == 0 {
            bail!("search by {key} found nothing");
        }
        Ok(())
    }

    /// One page of the Applications table (`POST /application/search2`) with this filter body.
    pub async fn search_applications(
        &mut self,
        page: u32,
        limit: u32,
        filter: &[u8],
    ) -> anyhow::Result<()> {
        let answer = self
            .http
            .post_json(
                &format!("/application/search2?page={page}&limit={limit}"),
                filter.to_vec(),
            )
            .await?;
        http1::expect(answer, StatusCode::OK).map(|_| ())
    }

    /// One page of a bank's applications in its portal (`POST /bank/applications`).
    pub async fn bank_applications(&mut self, body: &[u8]) -> anyhow::Result<()> {
        let answer = self
            .http
            .post_json("/bank/applications", body.to_vec())
            .await?;
        http1::expect(answer, StatusCode::OK).map(|_| ())
    }

    /// One application by reference number (`POST /application/get`).
    pub async fn get_application(&mut self, reference: &str) -> anyhow::Result<()> {
        let body = serde_json::to_vec(&json!({ "application_id": reference }))?;
        let answer = self.http.post_json("/application/get", body).await?;
        http1::expect(answer, StatusCode::OK).map(|_| ())
    }

    /// A Swedish application of one customer of the register (`POST /application/create`).
    pub async fn create_application(&mut self, customer_id: i64) -> anyhow::Result<()> {
        let body = serde_json::to_vec(&json!({
            "country": "SE",
            "loan_purpose": "BUY",
            "mortgage_loan_amount": 2_500_000,
            "main_applicant": customer_id,
        }))?;
        let answer = self.http.post_json("/application/create", body).await?;
        http1::expect(answer, StatusCode::CREATED).map(|_| ())
    }

    /// Creates a lead like [`Api::create_lead`]; returns its id.
    pub async fn create_lead(&mut self) -> anyhow::Result<i64> {
        let body = serde_json::to_vec(&new_lead_body())?;
        let answer = self.http.post_json("/lead/create", body).await?;
        let body = http1::expect(answer, StatusCode::CREATED)?;
        let lead: LeadRef = serde_json::from_slice(&body).context("decoding the created lead")?;
        Ok(lead.lead_id)
    }
}

/// A Swedish online lead with a fresh valid personal id and a realistic name.
fn new_lead_body() -> Value {
    let (first_name, last_name) = pni::random_name();
    json!({
        "source": "ONLINE_LEAD",
        "country": "SE",
        "create_source": { "type": "online_form", "error": null },
        "data": {
            "applicant": {
                "pni": pni::random_swedish(),
                "first_name": first_name,
                "last_name": last_name,
            },
            "co_applicant": null,
        },
    })
}

async fn wait_for_code(
    client: &Client,
    sandbox: &str,
    email: &str,
    seen: &HashSet<String>,
) -> anyhow::Result<String> {
    for _ in 0..150 {
        for mail in fetch_mail(client, sandbox, email).await? {
            if seen.contains(&mail.id.to_string()) {
                continue;
            }
            if let Some(code) = one_time_code(&mail.text) {
                return Ok(code);
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    bail!("no one-time code for {email} in the mail sink after 15 s")
}

async fn expect_status(response: reqwest::Response, want: StatusCode) -> anyhow::Result<()> {
    let status = response.status();
    // Read the body in every case so the connection goes back to the pool.
    let body = response.bytes().await?;
    if status != want {
        bail!("status {status}: {}", String::from_utf8_lossy(&body));
    }
    Ok(())
}

async fn expect_json<T: serde::de::DeserializeOwned>(
    response: reqwest::Response,
    want: StatusCode,
) -> anyhow::Result<T> {
    let status = response.status();
    let body = response.bytes().await?;
    if status != want {
        bail!("status {status}: {}", String::from_utf8_lossy(&body));
    }
    serde_json::from_slice(&body).context("decoding the response body")
}

/// A text as one path segment: everything but unreserved characters percent-encoded (a name
/// with a space, a personal id with a dash, `+` of a phone number).
fn path_segment(text: &str) -> String {
    text.bytes()
        .map(|byte| {
            if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~') {
                char::from(byte).to_string()
            } else {
                format!("%{byte:02X}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    #[test]
    fn reads_the_code_from_the_mail_text() {
        let text = "Hello Anna,\n\nYour one-time code: 482913\n\nIt expires in 10 minutes.";
        assert_eq!(one_time_code(text).as_deref(), Some("482913"));
    }

    #[test]
    fn rejects_texts_without_a_code() {
        assert_eq!(one_time_code("Welcome to ZRM"), None);
        assert_eq!(one_time_code("Your one-time code: 12345"), None);
    }
}
