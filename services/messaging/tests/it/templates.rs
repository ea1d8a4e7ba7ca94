//! Templates against a real database, kdlt as its own process, the sandbox's 46elks simulator and
//! an SMTP relay: saved, listed, read and deleted; refused with the field named when they use a
//! variable their event does not offer or break the syntax; previewed with the samples; sent to
//! a customer as an SMS (through the dispatcher, to the simulator) and as an HTML e-mail with
//! its attachment; refused when the customer may not get them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::harness;

use std::time::Duration;

use crate::harness::Harness;
use crate::support::SmtpRelay;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use mail_parser::MimeHeaders;
use tonic::{Code, Request, Status};
use zrm_messaging::templates::grpc::service::TemplateGrpc;
use zrm_platform::schema::zrm_outbox;
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::messaging::v1::template_service_server::TemplateService;
use zrm_proto::messaging::v1::{
    GetTemplateCatalogueRequest, ListAttachmentsRequest, ListTemplatesRequest, SaveTemplateRequest,
    SendTemplateRequest, TemplateChannel, TemplateKey, UploadAttachmentRequest,
    send_template_response,
};

const PDF: &[u8] = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

fn key(channel: TemplateChannel, product: &str, event: &str) -> TemplateKey {
    TemplateKey {
        channel: channel.into(),
        country: Country::Se.into(),
        product: product.into(),
        event: event.into(),
    }
}

fn sms_template(body: &str) -> SaveTemplateRequest {
    SaveTemplateRequest {
        key: Some(key(TemplateChannel::Sms, "UL", "offer_received")),
        subject: String::new(),
        body: body.into(),
        attachment_ids: Vec::new(),
        updated_by: "u-template-admin".into(),
    }
}

/// The field an INVALID_ARGUMENT names.
fn refused_field(status: &Status) -> String {
    assert_eq!(status.code(), Code::InvalidArgument, "{status:?}");
    let field = status
        .metadata()
        .get("x-zrm-field")
        .expect("the field is named");
    field.to_str().unwrap().to_owned()
}

async fn events(harness: &Harness) -> Vec<String> {
    let mut conn = harness.db.pool.get().await.unwrap();
    zrm_outbox::table
        .order(zrm_outbox::id)
        .select(zrm_outbox::event_type)
        .load(&mut conn)
        .await
        .unwrap()
}

#[tokio::test]
async fn templates_are_saved_listed_read_replaced_and_deleted() {
    let harness = harness::start(&[], 9).await;
    let grpc = TemplateGrpc::new(harness.state.clone());
    let saved = grpc
        .save_template(Request::new(sms_template(
            "Hej {{ first_name }}: {{ offers_link }}",
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(saved.updated_by, "u-template-admin");
    let replaced = grpc
        .save_template(Request::new(sms_template("  Hej igen {{ first_name }}  ")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(replaced.body, "Hej igen {{ first_name }}");
    let mut general = sms_template("Hej {{ first_name }}, välkommen: {{ my_pages_link }}");
    general.key = Some(key(TemplateChannel::Sms, "LI", "general"));
    grpc.save_template(Request::new(general)).await.unwrap();

    let list = |product: Option<&str>| ListTemplatesRequest {
        channel: TemplateChannel::Sms.into(),
        country: Some(Country::Se.into()),
        product: product.map(str::to_owned),
        event: None,
        page: Some(PageRequest { page: 1, limit: 25 }),
    };
    let all = grpc
        .list_templates(Request::new(list(None)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(all.page.unwrap().total, 2);
    let products: Vec<_> = all
        .templates
        .iter()
        .map(|template| template.key.as_ref().unwrap().product.clone())
        .collect();
    assert_eq!(products, ["LI", "UL"]);
    let blanco = grpc
        .list_templates(Request::new(list(Some("UL"))))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(blanco.templates.len(), 1);
    assert_eq!(blanco.templates[0].body, "Hej igen {{ first_name }}");
    let emails = grpc
        .list_templates(Request::new(ListTemplatesRequest {
            channel: TemplateChannel::Email.into(),
            ..list(None)
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(emails.templates.is_empty());

    let offer = key(TemplateChannel::Sms, "UL", "offer_received");
    let read = grpc
        .get_template(Request::new(offer.clone()))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(read.body, "Hej igen {{ first_name }}");
    grpc.delete_template(Request::new(offer.clone()))
        .await
        .unwrap();
    let gone = grpc
        .get_template(Request::new(offer.clone()))
        .await
        .unwrap_err();
    assert_eq!(gone.code(), Code::NotFound);
    let again = grpc.delete_template(Request::new(offer)).await.unwrap_err();
    assert_eq!(again.code(), Code::NotFound);
    harness.stop().await;
}

#[tokio::test]
async fn bad_templates_name_their_field_and_nothing_is_saved() {
    let harness = harness::start(&[], 9).await;
    let grpc = TemplateGrpc::new(harness.state.clone());
    let refuse = async |request: SaveTemplateRequest| {
        refused_field(&grpc.save_template(Request::new(request)).await.unwrap_err())
    };
    let unknown = grpc
        .save_template(Request::new(sms_template(
            "Hej {{ first_name }} {{ balance }}",
        )))
        .await
        .unwrap_err();
    assert!(
        unknown
            .message()
            .contains("The variable balance is not offered by this event"),
        "{unknown:?}"
    );
    assert_eq!(refused_field(&unknown), "body");
    assert_eq!(refuse(sms_template("Hej {{ first_name")).await, "body");
    assert_eq!(refuse(sms_template("   ")).await, "body");
    let mut with_subject = sms_template("Hej");
    with_subject.subject = "Erbjudande".into();
    assert_eq!(refuse(with_subject).await, "subject");
    let mut with_attachment = sms_template("Hej");
    with_attachment.attachment_ids = vec![uuid::Uuid::now_v7().to_string()];
    assert_eq!(refuse(with_attachment).await, "attachment_ids");
    let mut insurance_offer = sms_template("Hej");
    insurance_offer.key = Some(key(TemplateChannel::Sms, "LI", "offer_received"));
    assert_eq!(refuse(insurance_offer).await, "event");
    let mut unknown_event = sms_template("Hej");
    unknown_event.key = Some(key(TemplateChannel::Sms, "UL", "birthday"));
    assert_eq!(refuse(unknown_event).await, "event");
    let mut email = sms_template("<p>Hej</p>");
    email.key = Some(key(TemplateChannel::Email, "UL", "offer_received"));
    email.subject = "Erbjudande".into();
    email.attachment_ids = vec![uuid::Uuid::now_v7().to_string()];
    assert_eq!(refuse(email.clone()).await, "attachment_ids");
    email.subject = String::new();
    email.attachment_ids.clear();
    assert_eq!(refuse(email).await, "subject");

    let listed = grpc
        .list_templates(Request::new(ListTemplatesRequest {
            channel: TemplateChannel::Sms.into(),
            page: Some(PageRequest { page: 1, limit: 25 }),
            ..ListTemplatesRequest::default()
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(listed.page.unwrap().total, 0);
    harness.stop().await;
}

#[tokio::test]
async fn a_preview_renders_the_samples_and_counts_the_parts() {
    let harness = harness::start(&[], 9).await;
    let grpc = TemplateGrpc::new(harness.state.clone());
    let preview = grpc
        .preview_template(Request::new(sms_template(
            "Hej {{ first_name }}! Erbjudande för {{ reference }}: {{ offers_link }}",
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(
        preview.body,
        "Hej Anna! Erbjudande för MOSE1001: http://127.0.0.1:3001/blanco"
    );
    assert_eq!(preview.sms_parts, 1);
    let catalogue = grpc
        .get_template_catalogue(Request::new(GetTemplateCatalogueRequest {}))
        .await
        .unwrap()
        .into_inner();
    let offer = catalogue
        .events
        .iter()
        .find(|event| event.event == "offer_received")
        .unwrap();
    assert!(offer.needs_reference);
    let link = offer
        .variables
        .iter()
        .find(|variable| variable.name == "offers_link")
        .unwrap();
    assert!(link.link);
    assert!(
        link.sample.starts_with("http://127.0.0.1:3001/"),
        "{link:?}"
    );
    harness.stop().await;
}

#[tokio::test]
async fn an_sms_template_is_rendered_for_the_customer_and_sent() {
    let harness = harness::start(&[], 9).await;
    let grpc = TemplateGrpc::new(harness.state.clone());
    let customer_id = harness.kdlt.customer("19850101-0006", "+46701234567").await;
    grpc.save_template(Request::new(sms_template(
        "Hej {{ first_name }}! Erbjudande för {{ reference }}: {{ offers_link }}",
    )))
    .await
    .unwrap();
    let send = SendTemplateRequest {
        channel: TemplateChannel::Sms.into(),
        product: "UL".into(),
        event: "offer_received".into(),
        customer_id,
        application_id_or_lead_id: Some("MOSE1001".into()),
        sent_by: "u-anna".into(),
    };
    let sent = grpc
        .send_template(Request::new(send.clone()))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(sent.country, i32::from(Country::Se));
    let Some(send_template_response::Sent::Sms(sms)) = sent.sent else {
        panic!("an SMS was expected: {sent:?}");
    };
    assert_eq!(sms.customer_id, Some(customer_id));
    assert_eq!(sms.phone_number, "+46701234567");
    let expected = "Hej Anna! Erbjudande för MOSE1001: http://127.0.0.1:3001/blanco";
    assert_eq!(sms.message, expected);
    let mut delivered = Vec::new();
    for _ in 0..100 {
        delivered = harness.sandbox.messages_to("+46701234567").await;
        if !delivered.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(delivered.len(), 1);
    assert_eq!(delivered[0]["message"], expected);

    // The offer concerns an application: without its reference there is nothing to send.
    let without_reference = grpc
        .send_template(Request::new(SendTemplateRequest {
            application_id_or_lead_id: None,
            ..send.clone()
        }))
        .await
        .unwrap_err();
    assert_eq!(
        refused_field(&without_reference),
        "application_id_or_lead_id"
    );
    // No general template exists; a blocked customer gets nothing at all.
    let no_template = grpc
        .send_template(Request::new(SendTemplateRequest {
            event: "general".into(),
            application_id_or_lead_id: None,
            ..send.clone()
        }))
        .await
        .unwrap_err();
    assert_eq!(no_template.code(), Code::NotFound);
    harness.kdlt.block(customer_id).await;
    let blocked = grpc.send_template(Request::new(send)).await.unwrap_err();
    assert_eq!(blocked.code(), Code::FailedPrecondition);
    assert_eq!(harness.sandbox.messages_to("+46701234567").await.len(), 1);
    harness.stop().await;
}

#[tokio::test]
async fn an_email_template_is_sent_as_html_with_its_attachment() {
    let relay = SmtpRelay::start().await;
    let harness = harness::start(&[], relay.port).await;
    let grpc = TemplateGrpc::new(harness.state.clone());
    let customer_id = harness
        .kdlt
        .customer_with_email("19900202-0007", "+46702223344", Some("anna@kund.example"))
        .await;
    let attachment = grpc
        .upload_attachment(Request::new(UploadAttachmentRequest {
            file_name: "Villkor.pdf".into(),
            content_type: "application/pdf".into(),
            content: PDF.to_vec(),
            uploaded_by: "u-template-admin".into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(attachment.size_bytes, PDF.len() as u64);
    let listed = grpc
        .list_attachments(Request::new(ListAttachmentsRequest {
            page: Some(PageRequest { page: 1, limit: 25 }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(listed.attachments.len(), 1);
    let not_a_pdf = grpc
        .upload_attachment(Request::new(UploadAttachmentRequest {
            file_name: "Villkor.pdf".into(),
            content_type: "application/pdf".into(),
            content: b"MZ not a pdf".to_vec(),
            uploaded_by: "u-template-admin".into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(refused_field(&not_a_pdf), "content");

    grpc.save_template(Request::new(SaveTemplateRequest {
        key: Some(key(TemplateChannel::Email, "UL", "application_received")),
        subject: "Vi har fått din ansökan {{ reference }}".into(),
        body: "<p>Hej {{ first_name }} {{ last_name }},</p><p><a href=\"{{ my_pages_link }}\">Mina sidor</a></p>".into(),
        attachment_ids: vec![attachment.attachment_id.clone()],
        updated_by: "u-template-admin".into(),
    }))
    .await
    .unwrap();
    let sent = grpc
        .send_template(Request::new(SendTemplateRequest {
            channel: TemplateChannel::Email.into(),
            product: "UL".into(),
            event: "application_received".into(),
            customer_id,
            application_id_or_lead_id: Some("MOSE1002".into()),
            sent_by: "u-anna".into(),
        }))
        .await
        .unwrap()
        .into_inner();
    let Some(send_template_response::Sent::Email(email)) = sent.sent else {
        panic!("an e-mail was expected: {sent:?}");
    };
    assert_eq!(email.to, "anna@kund.example");
    assert_eq!(email.subject, "Vi har fått din ansökan MOSE1002");

    let received = relay.received(1).await;
    assert_eq!(received.len(), 1);
    assert_eq!(received[0].to, vec!["anna@kund.example".to_owned()]);
    let message = mail_parser::MessageParser::default()
        .parse(&received[0].raw)
        .unwrap();
    assert_eq!(message.subject(), Some("Vi har fått din ansökan MOSE1002"));
    let html = message.body_html(0).unwrap();
    assert!(html.contains("<p>Hej Anna Lindqvist,</p>"), "{html}");
    assert!(
        html.contains("href=\"http:&#x2f;&#x2f;127.0.0.1:3001&#x2f;\""),
        "{html}"
    );
    let attached: Vec<_> = message.attachments().collect();
    assert_eq!(attached.len(), 1);
    assert_eq!(attached[0].attachment_name(), Some("Villkor.pdf"));
    assert_eq!(attached[0].contents(), PDF);
    assert_eq!(events(&harness).await, ["messaging.email.sent"]);

    // A message about no application is marketing: without consent to marketing e-mail, none.
    grpc.save_template(Request::new(SaveTemplateRequest {
        key: Some(key(TemplateChannel::Email, "UL", "general")),
        subject: "Nyheter".into(),
        body: "<p>Hej {{ first_name }}</p>".into(),
        attachment_ids: Vec::new(),
        updated_by: "u-template-admin".into(),
    }))
    .await
    .unwrap();
    let marketing = grpc
        .send_template(Request::new(SendTemplateRequest {
            channel: TemplateChannel::Email.into(),
            product: "UL".into(),
            event: "general".into(),
            customer_id,
            application_id_or_lead_id: None,
            sent_by: "u-anna".into(),
        }))
        .await
        .unwrap_err();
    assert_eq!(marketing.code(), Code::FailedPrecondition);
    assert_eq!(relay.received(2).await.len(), 1);
    harness.stop().await;
}

#[tokio::test]
async fn the_demo_templates_are_seeded_once_and_keep_what_an_admin_wrote() {
    let harness = harness::start(&[], 9).await;
    let grpc = TemplateGrpc::new(harness.state.clone());
    // An admin's own offer template for Sweden is there first.
    grpc.save_template(Request::new(sms_template("Hej {{ first_name }}")))
        .await
        .unwrap();
    let seeded = zrm_messaging::templates::demo::seed_demo_templates(&harness.db.pool)
        .await
        .unwrap();
    assert_eq!(
        seeded,
        zrm_messaging::templates::demo::DEMO_TEMPLATES.len() - 1
    );
    let again = zrm_messaging::templates::demo::seed_demo_templates(&harness.db.pool)
        .await
        .unwrap();
    assert_eq!(again, 0);
    let kept = grpc
        .get_template(Request::new(key(
            TemplateChannel::Sms,
            "UL",
            "offer_received",
        )))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(kept.body, "Hej {{ first_name }}");
    let norwegian = grpc
        .get_template(Request::new(TemplateKey {
            country: Country::No.into(),
            ..key(TemplateChannel::Sms, "UL", "offer_received")
        }))
        .await
        .unwrap()
        .into_inner();
    assert!(
        norwegian.body.starts_with("Hei {{ first_name }}!"),
        "{norwegian:?}"
    );
    harness.stop().await;
}
