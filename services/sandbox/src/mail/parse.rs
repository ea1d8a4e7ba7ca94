//! Turns a received message (envelope + raw RFC 5322 bytes) into a [`StoredMail`] with
//! `mail-parser`, which handles MIME multiparts, transfer encodings and encoded words.

use chrono::{DateTime, Utc};
use mail_parser::{MessageParser, PartType};
use uuid::Uuid;

use super::StoredMail;

pub struct Envelope {
    pub from: String,
    pub to: Vec<String>,
}

pub fn parse_message(envelope: Envelope, raw: &[u8], received_at: DateTime<Utc>) -> StoredMail {
    let message = MessageParser::default().parse(raw);
    let header_from = message
        .as_ref()
        .and_then(|m| m.from())
        .and_then(|a| a.first())
        .and_then(|a| a.address())
        .map(str::to_owned);
    let subject = message
        .as_ref()
        .and_then(|m| m.subject())
        .unwrap_or_default()
        .to_owned();
    // body_text falls back to a text rendering of the HTML part when there is no text part.
    let text = message
        .as_ref()
        .and_then(|m| m.body_text(0))
        .map(|t| t.into_owned())
        .unwrap_or_default();
    // Only a real text/html part; body_html would otherwise render the text part as HTML.
    let html = message
        .as_ref()
        .and_then(|m| m.html_part(0))
        .and_then(|part| {
            if let PartType::Html(html) = &part.body {
                Some(html.to_string())
            } else {
                None
            }
        });
    StoredMail {
        id: Uuid::now_v7(),
        from: header_from.unwrap_or(envelope.from),
        to: envelope.to,
        subject,
        text,
        html,
        received_at,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]
    use super::*;

    fn envelope() -> Envelope {
        Envelope {
            from: "bounce@zrm.test".into(),
            to: vec!["kund@example.se".into()],
        }
    }

    #[test]
    fn multipart_with_encoded_subject() {
        let raw = concat!(
            "From: ZRM <noreply@zrm.test>\r\n",
            "To: kund@example.se\r\n",
            "Subject: =?UTF-8?B?RW5nw6VuZ3Nrb2Q=?=\r\n",
            "MIME-Version: 1.0\r\n",
            "Content-Type: multipart/alternative; boundary=\"b\"\r\n",
            "\r\n",
            "--b\r\n",
            "Content-Type: text/plain; charset=utf-8\r\n",
            "Content-Transfer-Encoding: quoted-printable\r\n",
            "\r\n",
            "Din kod =C3=A4r 123456\r\n",
            "--b\r\n",
            "Content-Type: text/html; charset=utf-8\r\n",
            "\r\n",
            "<p>Din kod &auml;r <b>123456</b></p>\r\n",
            "--b--\r\n",
        );
        let mail = parse_message(envelope(), raw.as_bytes(), Utc::now());
        assert_eq!(mail.from, "noreply@zrm.test");
        assert_eq!(mail.subject, "Engångskod");
        assert_eq!(mail.text.trim(), "Din kod är 123456");
        assert!(mail.html.unwrap().contains("<b>123456</b>"));
        assert_eq!(mail.to, ["kund@example.se"]);
    }

    #[test]
    fn garbage_keeps_the_envelope() {
        let mail = parse_message(envelope(), b"", Utc::now());
        assert_eq!(mail.from, "bounce@zrm.test");
        assert_eq!(mail.subject, "");
        assert!(mail.html.is_none());
    }
}
