//! The e-mail sink end to end: lettre sends over SMTP, the JSON API and the page read it back.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::net::SocketAddr;

use lettre::message::{Mailbox, MultiPart, header::ContentType};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

fn transport(addr: SocketAddr) -> AsyncSmtpTransport<Tokio1Executor> {
    AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(addr.ip().to_string())
        .port(addr.port())
        .build()
}

fn message(to: &str, subject: &str, body: &str) -> Message {
    Message::builder()
        .from("ZRM <noreply@zrm.test>".parse::<Mailbox>().unwrap())
        .to(to.parse::<Mailbox>().unwrap())
        .subject(subject)
        .header(ContentType::TEXT_PLAIN)
        .body(body.to_owned())
        .unwrap()
}

async fn list(base: &str, query: &str) -> Value {
    let res = common::http()
        .get(format!("{base}/mail/api/messages{query}"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

#[tokio::test]
async fn lettre_mail_is_readable_over_http_newest_first() {
    let sandbox = common::sandbox().await;
    let smtp = transport(sandbox.smtp_addr);
    smtp.send(message(
        "kund@example.se",
        "Din engångskod",
        "Koden är 482913",
    ))
    .await
    .unwrap();
    smtp.send(message("annan@example.se", "Annat", "Hej"))
        .await
        .unwrap();
    smtp.send(message(
        "Kund@Example.se",
        "Ny kod",
        "Koden är 111222\n.dot line",
    ))
    .await
    .unwrap();

    let body = list(&sandbox.http_url, "?to=kund@example.se").await;
    let items = body["items"].as_array().unwrap();
    assert_eq!(items.len(), 2, "{body}");
    assert_eq!(items[0]["subject"], "Ny kod");
    assert_eq!(items[0]["from"], "noreply@zrm.test");
    assert_eq!(items[0]["to"], serde_json::json!(["Kund@Example.se"]));
    // lettre dot-stuffs the line starting with '.', the sink must undo it.
    assert_eq!(
        items[0]["text"].as_str().unwrap().trim_end(),
        "Koden är 111222\r\n.dot line"
    );
    assert_eq!(items[1]["subject"], "Din engångskod");
    assert!(items[1]["text"].as_str().unwrap().contains("482913"));
    assert!(items[1]["received_at"].as_str().unwrap().ends_with('Z'));

    let limited = list(&sandbox.http_url, "?limit=1").await;
    assert_eq!(limited["items"].as_array().unwrap().len(), 1);
    assert_eq!(limited["items"][0]["subject"], "Ny kod");

    let id = items[1]["id"].as_str().unwrap();
    let one: Value = common::http()
        .get(format!("{}/mail/api/messages/{id}", sandbox.http_url))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(one["subject"], "Din engångskod");

    let page = common::http()
        .get(format!(
            "{}/mail?to=kund%40example.se&lang=sv",
            sandbox.http_url
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    assert!(
        page.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let html = page.text().await.unwrap();
    assert!(html.contains("482913"));
    assert!(html.contains("Skickad e-post"));
    assert!(!html.contains("annan@example.se"));

    let cleared: Value = common::http()
        .delete(format!("{}/mail/api/messages", sandbox.http_url))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(cleared["deleted"], 3);
    assert_eq!(
        list(&sandbox.http_url, "").await["items"],
        serde_json::json!([])
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn multipart_html_mail_keeps_text_and_html() {
    let sandbox = common::sandbox().await;
    let mail = Message::builder()
        .from("noreply@zrm.test".parse::<Mailbox>().unwrap())
        .to("a@example.se".parse::<Mailbox>().unwrap())
        .bcc("hidden@example.se".parse::<Mailbox>().unwrap())
        .subject("Välkommen")
        .multipart(MultiPart::alternative_plain_html(
            "Hej och välkommen".to_owned(),
            "<p>Hej och <b>välkommen</b></p>".to_owned(),
        ))
        .unwrap();
    transport(sandbox.smtp_addr).send(mail).await.unwrap();

    let body = list(&sandbox.http_url, "?to=hidden@example.se").await;
    let id = body["items"][0]["id"].as_str().unwrap().to_owned();
    assert!(
        body["items"][0].get("html").is_none(),
        "lists carry no html"
    );
    let one: Value = common::http()
        .get(format!("{}/mail/api/messages/{id}", sandbox.http_url))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(one["text"].as_str().unwrap().trim(), "Hej och välkommen");
    assert!(one["html"].as_str().unwrap().contains("<b>välkommen</b>"));
    let to: Vec<&str> = one["to"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(to.contains(&"a@example.se") && to.contains(&"hidden@example.se"));
    sandbox.stop().await;
}

/// Speaks SMTP by hand to cover the commands lettre does not send.
#[tokio::test]
async fn raw_session_helo_rset_noop_and_quit() {
    let sandbox = common::sandbox().await;
    let stream = tokio::net::TcpStream::connect(sandbox.smtp_addr)
        .await
        .unwrap();
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    let mut expect = async |code: &str| {
        let line = lines.next_line().await.unwrap().unwrap();
        assert!(line.starts_with(code), "expected {code}, got {line}");
    };
    expect("220").await;
    for (command, code) in [
        ("HELO client.test", "250"),
        ("MAIL FROM:<a@zrm.test>", "250"),
        ("RCPT TO:<dropped@example.se>", "250"),
        ("RSET", "250"),
        ("NOOP", "250"),
        ("DATA", "503"),
        ("MAIL FROM:<a@zrm.test>", "250"),
        ("RCPT TO:<kept@example.se>", "250"),
        ("DATA", "354"),
    ] {
        write
            .write_all(format!("{command}\r\n").as_bytes())
            .await
            .unwrap();
        expect(code).await;
    }
    write
        .write_all(b"Subject: Raw\r\n\r\n..leading dot\r\nbare lf line\n.\r\n")
        .await
        .unwrap();
    expect("250").await;
    write.write_all(b"QUIT\r\n").await.unwrap();
    expect("221").await;

    let body = list(&sandbox.http_url, "").await;
    let items = body["items"].as_array().unwrap();
    assert_eq!(items.len(), 1);
    assert_eq!(items[0]["to"], serde_json::json!(["kept@example.se"]));
    assert_eq!(items[0]["from"], "a@zrm.test");
    assert_eq!(
        items[0]["text"].as_str().unwrap(),
        ".leading dot\r\nbare lf line\r\n"
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn too_large_message_is_refused_and_not_stored() {
    let settings = zrm_sandbox::settings::Settings::ephemeral_with(&[(
        "ZRM_SANDBOX__SMTP__MAX_MESSAGE_BYTES",
        "1024",
    )])
    .unwrap();
    let sandbox = common::sandbox_with(settings).await;
    let result = transport(sandbox.smtp_addr)
        .send(message("a@example.se", "Big", &"x".repeat(4096)))
        .await;
    let error = result.unwrap_err();
    assert!(error.is_permanent(), "{error:?}");
    assert_eq!(
        list(&sandbox.http_url, "").await["items"],
        serde_json::json!([])
    );
    sandbox.stop().await;
}

#[tokio::test]
async fn bad_requests_answer_with_detail_field_and_request_id() {
    let sandbox = common::sandbox().await;
    let res = common::http()
        .get(format!("{}/mail/api/messages?limit=abc", sandbox.http_url))
        .header("x-request-id", "req-mail-1")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert_eq!(res.headers()["x-request-id"], "req-mail-1");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["field"], "limit");
    assert_eq!(body["request_id"], "req-mail-1");

    let res = common::http()
        .get(format!("{}/mail/api/messages?limit=0", sandbox.http_url))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);

    let res = common::http()
        .get(format!("{}/mail/api/messages/not-a-uuid", sandbox.http_url))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert_eq!(res.json::<Value>().await.unwrap()["field"], "id");

    let res = common::http()
        .get(format!(
            "{}/mail/api/messages/{}",
            sandbox.http_url,
            uuid::Uuid::new_v4()
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    let body: Value = res.json().await.unwrap();
    assert!(!body["request_id"].as_str().unwrap().is_empty());

    let res = common::http()
        .get(format!("{}/no/such/page", sandbox.http_url))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    sandbox.stop().await;
}
