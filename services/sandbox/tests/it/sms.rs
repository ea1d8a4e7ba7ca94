//! The SMS page and the 46elks list endpoint (the client's contract tests live in zrm-providers).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use serde_json::Value;

const USER: &str = "u_sandbox";
const PASSWORD: &str = "sandbox-password";

async fn send(base: &str, to: &str, message: &str) -> Value {
    let res = common::http()
        .post(format!("{base}/a1/sms"))
        .basic_auth(USER, Some(PASSWORD))
        .form(&[("from", "ZRM"), ("to", to), ("message", message)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

#[tokio::test]
async fn list_pages_newest_first_with_next() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    for n in 1..=3 {
        send(base, "+46701234567", &format!("Meddelande {n}")).await;
    }
    send(base, "+46709999999", "Annan").await;
    let page: Value = common::http()
        .get(format!("{base}/a1/sms?to=%2B46701234567&limit=2"))
        .basic_auth(USER, Some(PASSWORD))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let data = page["data"].as_array().unwrap();
    assert_eq!(data.len(), 2);
    assert_eq!(data[0]["message"], "Meddelande 3");
    let next = page["next"].as_str().unwrap();
    let rest: Value = common::http()
        .get(format!("{base}/a1/sms"))
        .query(&[("to", "+46701234567"), ("limit", "2"), ("start", next)])
        .basic_auth(USER, Some(PASSWORD))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let rest = rest["data"].as_array().unwrap();
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0]["message"], "Meddelande 1");

    let unauthorized = common::http()
        .get(format!("{base}/a1/sms"))
        .send()
        .await
        .unwrap();
    assert_eq!(unauthorized.status(), 401);
    assert!(unauthorized.headers().contains_key("www-authenticate"));
    sandbox.stop().await;
}

#[tokio::test]
async fn the_page_shows_texts_and_takes_an_incoming_sms() {
    let sandbox = common::sandbox().await;
    let base = &sandbox.http_url;
    let sent = send(base, "+46701234567", "Din kod är 904211").await;
    assert_eq!(sent["status"], "created");
    let html = common::http()
        .get(format!("{base}/sms?lang=sv"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("Din kod är 904211"));
    assert!(html.contains("Skicka ett sms till produkten"));

    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let res = client
        .post(format!("{base}/sms/inbound?lang=sv"))
        .form(&[
            ("from", "+46704508449"),
            ("to", "+46766861004"),
            ("message", "STOPP"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 303);
    let res = client
        .post(format!("{base}/sms/inbound"))
        .form(&[
            ("from", "0704508449"),
            ("to", "+46766861004"),
            ("message", "x"),
        ])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    assert!(res.text().await.unwrap().contains("E.164"));

    let list: Value = common::http()
        .get(format!("{base}/sandbox/sms/messages?to=%2B46766861004"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(list["items"][0]["direction"], "incoming");
    assert_eq!(list["items"][0]["message"], "STOPP");
    sandbox.stop().await;
}
