//! `completionData` of a completed order. The signature and OCSP response are opaque base64
//! blobs, as relying parties are told to store them for audit without parsing them; the
//! signature is still an XML document carrying the signed texts, like the real one.

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use chrono::{DateTime, TimeDelta, Utc};
use sha2::{Digest, Sha256};

use super::order::{Order, OrderKind};
use super::persons::Holder;
use super::wire::{CompletionData, Device, StepUp, User};

/// The device address when the relying party sent none (phone orders): the simulated app runs here.
const LOCAL_DEVICE_IP: &str = "127.0.0.1";

pub fn completion_data(
    order: &Order,
    holder: &Holder,
    completed_at: DateTime<Utc>,
) -> CompletionData {
    let digest = Sha256::digest(holder.personal_number.as_bytes());
    // A stable issue date per person, one to four years back.
    let days_back = 365 + i64::from(u16::from_be_bytes([digest[0], digest[1]]) % 1096);
    let issued = (completed_at - TimeDelta::days(days_back)).date_naive();
    CompletionData {
        user: User {
            personal_number: holder.personal_number.clone(),
            name: format!("{} {}", holder.given_name, holder.surname),
            given_name: holder.given_name.clone(),
            surname: holder.surname.clone(),
        },
        device: Device {
            ip_address: order
                .request
                .end_user_ip
                .clone()
                .unwrap_or_else(|| LOCAL_DEVICE_IP.to_owned()),
            uhi: STANDARD.encode(&digest[..20]),
        },
        step_up: order.request.mrtd.then_some(StepUp { mrtd: true }),
        bank_id_issue_date: issued.format("%Y-%m-%d").to_string(),
        signature: STANDARD.encode(signature_xml(order, holder, completed_at)),
        ocsp_response: STANDARD.encode(format!(
            "simulated OCSP response: good; order {}; produced {}",
            order.order_ref,
            completed_at.to_rfc3339()
        )),
        risk: order.request.return_risk.then_some("low"),
    }
}

fn signature_xml(order: &Order, holder: &Holder, completed_at: DateTime<Utc>) -> String {
    let function = match order.request.kind {
        OrderKind::Auth | OrderKind::PhoneAuth => "Identification",
        OrderKind::Sign | OrderKind::PhoneSign => "Signing",
    };
    // Both data fields arrive base64-encoded, so they are safe inside XML as they are.
    let visible = order
        .request
        .user_visible_data
        .as_deref()
        .unwrap_or_default();
    let non_visible = order
        .request
        .user_non_visible_data
        .as_deref()
        .unwrap_or_default();
    let value = hex::encode(Sha256::digest(format!(
        "{}|{}|{visible}|{non_visible}",
        order.order_ref, holder.personal_number
    )));
    format!(
        concat!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>",
            "<Signature xmlns=\"http://www.w3.org/2000/09/xmldsig#\">",
            "<SignedInfo><SignatureMethod Algorithm=\"http://www.w3.org/2001/04/xmldsig-more#rsa-sha256\"/></SignedInfo>",
            "<SignatureValue>{value}</SignatureValue>",
            "<Object><bankIdSignedData xmlns=\"http://www.bankid.com/signature/v1.0.0/types\" Id=\"bidSignedData\">",
            "<usrVisibleData charset=\"UTF-8\" visible=\"wysiwys\">{visible}</usrVisibleData>",
            "<usrNonVisibleData>{non_visible}</usrNonVisibleData>",
            "<srvInfo><name>ZRM sandbox (simulated)</name><nonce>{order_ref}</nonce><time>{time}</time></srvInfo>",
            "<clientInfo><funcId>{function}</funcId></clientInfo>",
            "</bankIdSignedData></Object></Signature>"
        ),
        value = value,
        visible = visible,
        non_visible = non_visible,
        order_ref = order.order_ref,
        time = completed_at.to_rfc3339(),
        function = function,
    )
}
