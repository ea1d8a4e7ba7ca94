//! SMS against a real database and the sandbox's 46elks simulator, run as its own process over
//! HTTP as in production: a send is queued and handed over by the dispatcher, an outage of the
//! provider is retried until the message leaves (once), delivery reports and incoming SMS are
//! recorded once however often they come, and bad input names its field.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::harness;

use std::time::Duration;

use crate::kdlt::Kdlt;
use crate::sandbox::Sandbox;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use tonic::{Code, Request};
use zrm_messaging::sms::grpc::service::SmsGrpc;
use zrm_platform::schema::zrm_outbox;
use zrm_platform::shutdown::Shutdown;
use zrm_platform::testing::TestDatabase;
use zrm_proto::common::v1::PageRequest;
use zrm_proto::messaging::v1::sms_service_server::SmsService;
use zrm_proto::messaging::v1::{
    AttachUnknownSenderRequest, Conversation, ListConversationsRequest, ListSmsAboutRequest,
    ListSmsRequest, ListUnknownSendersRequest, RecordDeliveryReportRequest,
    RecordInboundSmsRequest, SaveConversationsRequest, SendSmsRequest, Sms, SmsDirection, SmsPage,
    SmsStatus, list_sms_about_request,
};

struct Messaging {
    db: TestDatabase,
    grpc: SmsGrpc,
    sandbox: Sandbox,
    kdlt: Kdlt,
    shutdown: Shutdown,
}

impl Messaging {
    /// Messaging's SMS service and dispatcher on a database of their own, sending to a sandbox
    /// of their own; retries wait 50 ms, then 100 ms …
    async fn start() -> Messaging {
        Self::start_with(&[]).await
    }

    /// As [`Messaging::start`], with more settings (`ZRM_MESSAGING__…` variables).
    async fn start_with(more: &[(&str, &str)]) -> Messaging {
        let harness::Harness {
            db,
            state,
            sandbox,
            kdlt,
            shutdown,
        } = harness::start(more, 9).await;
        Messaging {
            db,
            grpc: SmsGrpc::new(state),
            sandbox,
            kdlt,
            shutdown,
        }
    }

    /// A message about application MOSE1001 to a number no customer holds.
    async fn send(&self, phone_number: &str, message: &str) -> Sms {
        self.grpc
            .send_sms(Request::new(about_application(phone_number, message)))
            .await
            .unwrap()
            .into_inner()
    }

    /// The conversation with the number, newest first.
    async fn conversation(&self, phone_number: &str) -> Vec<Sms> {
        self.grpc
            .list_sms(Request::new(ListSmsRequest {
                phone_number: phone_number.into(),
                page: Some(PageRequest { page: 1, limit: 50 }),
                customer_ids: Vec::new(),
            }))
            .await
            .unwrap()
            .into_inner()
            .messages
    }

    /// Waits until every message to the number has left the queue.
    async fn sent(&self, phone_number: &str) -> Vec<Sms> {
        for _ in 0..200 {
            let messages = self.conversation(phone_number).await;
            if messages.iter().all(|sms| sms.status() != SmsStatus::Queued) {
                return messages;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("messages to {phone_number} still queued after 10 s");
    }

    async fn events(&self) -> Vec<String> {
        let mut conn = self.db.pool.get().await.unwrap();
        zrm_outbox::table
            .order(zrm_outbox::id)
            .select(zrm_outbox::event_type)
            .load(&mut conn)
            .await
            .unwrap()
    }

    async fn unknown_senders(&self) -> Vec<Sms> {
        self.grpc
            .list_unknown_senders(Request::new(ListUnknownSendersRequest {
                page: Some(PageRequest { page: 1, limit: 50 }),
            }))
            .await
            .unwrap()
            .into_inner()
            .messages
    }

    async fn stop(self) {
        self.shutdown.trigger();
        self.sandbox.stop();
        drop(self.kdlt);
        self.db.cleanup().await.unwrap();
    }
}

fn about_application(phone_number: &str, message: &str) -> SendSmsRequest {
    SendSmsRequest {
        phone_number: phone_number.into(),
        message: message.into(),
        customer_id: None,
        application_id_or_lead_id: Some("MOSE1001".into()),
        sent_by: "u-anna".into(),
    }
}

fn inbound(provider_id: &str, from: &str) -> RecordInboundSmsRequest {
    RecordInboundSmsRequest {
        provider_id: provider_id.into(),
        from: from.into(),
        to: "+46766861004".into(),
        message: "Ja, gärna på tisdag".into(),
        created_at: None,
    }
}

#[tokio::test]
async fn a_queued_sms_is_handed_to_the_provider_and_published_as_sent() {
    let messaging = Messaging::start().await;
    let queued = messaging
        .send("070-123 45 67", "  Hej Anna, välkommen till ZRM!  ")
        .await;
    assert_eq!(queued.status(), SmsStatus::Queued);
    assert_eq!(queued.phone_number, "+46701234567");
    assert_eq!(queued.message, "Hej Anna, välkommen till ZRM!");

    let [sent] = messaging.sent("+46701234567").await.try_into().unwrap();
    assert_eq!(sent.status(), SmsStatus::Sent);
    assert_eq!(sent.attempts, 1);
    let at_provider = messaging.sandbox.messages_to("+46701234567").await;
    assert_eq!(at_provider.len(), 1);
    assert_eq!(at_provider[0]["id"].as_str(), sent.provider_id.as_deref());
    assert_eq!(at_provider[0]["message"], "Hej Anna, välkommen till ZRM!");
    assert_eq!(at_provider[0]["from"], "+46766861004");
    assert_eq!(messaging.events().await, ["messaging.sms.sent"]);
    messaging.stop().await;
}

#[tokio::test]
async fn messages_are_listed_by_what_they_are_about_and_by_their_sender() {
    let messaging = Messaging::start().await;
    messaging.send("+46701234567", "Om ansökan").await;
    let mut about_lead = about_application("+46702223344", "Om leadet");
    about_lead.application_id_or_lead_id = Some("42".into());
    about_lead.sent_by = "u-maja".into();
    messaging
        .grpc
        .send_sms(Request::new(about_lead))
        .await
        .unwrap();
    let list = |about: list_sms_about_request::About| async {
        messaging
            .grpc
            .list_sms_about(Request::new(ListSmsAboutRequest {
                about: Some(about),
                page: Some(PageRequest { page: 1, limit: 25 }),
            }))
            .await
    };
    let texts = |page: SmsPage| -> Vec<String> {
        page.messages.into_iter().map(|sms| sms.message).collect()
    };
    let application = list(list_sms_about_request::About::ApplicationIdOrLeadId(
        "MOSE1001".into(),
    ))
    .await
    .unwrap()
    .into_inner();
    assert_eq!(texts(application), ["Om ansökan"]);
    let lead = list(list_sms_about_request::About::ApplicationIdOrLeadId(
        "42".into(),
    ))
    .await
    .unwrap()
    .into_inner();
    assert_eq!(texts(lead), ["Om leadet"]);
    let majas = list(list_sms_about_request::About::SentBy("u-maja".into()))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(texts(majas), ["Om leadet"]);
    let blank = list(list_sms_about_request::About::SentBy("  ".into()))
        .await
        .unwrap_err();
    assert_eq!(blank.code(), Code::InvalidArgument);
    messaging.stop().await;
}

#[tokio::test]
async fn a_provider_outage_delays_a_burst_without_losing_or_doubling_a_message() {
    let messaging = Messaging::start().await;
    // The next five hand-overs meet a 503.
    messaging
        .sandbox
        .fault(serde_json::json!({"status": 503, "times": 5}))
        .await;
    for n in 0..8 {
        messaging
            .send("+46709876543", &format!("Meddelande {n}"))
            .await;
    }
    let sent = messaging.sent("+46709876543").await;
    assert_eq!(sent.len(), 8);
    assert!(
        sent.iter().all(|sms| sms.status() == SmsStatus::Sent),
        "{sent:?}"
    );
    let retried: u32 = sent.iter().map(|sms| sms.attempts - 1).sum();
    assert_eq!(retried, 5, "each failed hand-over is retried once more");

    let mut at_provider: Vec<String> = messaging
        .sandbox
        .messages_to("+46709876543")
        .await
        .iter()
        .map(|sms| sms["message"].as_str().unwrap().to_owned())
        .collect();
    at_provider.sort();
    let expected: Vec<String> = (0..8).map(|n| format!("Meddelande {n}")).collect();
    assert_eq!(
        at_provider, expected,
        "each message reached the provider once"
    );
    messaging.stop().await;
}

#[tokio::test]
async fn delivery_reports_move_a_message_forward_once() {
    let messaging = Messaging::start().await;
    messaging
        .send("+46701112233", "Din ansökan är mottagen")
        .await;
    let [sent] = messaging.sent("+46701112233").await.try_into().unwrap();
    let provider_id = sent.provider_id.clone().unwrap();
    let report = |status: &str| RecordDeliveryReportRequest {
        provider_id: provider_id.clone(),
        status: status.into(),
        delivered_at: None,
    };

    for _ in 0..2 {
        let delivered = messaging
            .grpc
            .record_delivery_report(Request::new(report("delivered")))
            .await
            .unwrap()
            .into_inner();
        assert_eq!(delivered.status(), SmsStatus::Delivered);
        assert!(delivered.delivered_at.is_some());
    }
    // A late "sent" does not move it back.
    let late = messaging
        .grpc
        .record_delivery_report(Request::new(report("sent")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(late.status(), SmsStatus::Delivered);
    assert_eq!(
        messaging.events().await,
        ["messaging.sms.sent", "messaging.sms.delivered"]
    );

    let unknown = messaging
        .grpc
        .record_delivery_report(Request::new(RecordDeliveryReportRequest {
            provider_id: "s-unknown".into(),
            ..report("delivered")
        }))
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    messaging.stop().await;
}

#[tokio::test]
async fn an_answer_joins_the_conversation_and_a_stranger_waits_unknown() {
    let messaging = Messaging::start().await;
    let anna = messaging
        .kdlt
        .customer("19850101-0006", "+46701234567")
        .await;
    // Written to by customer id: kdlt gives the number.
    let sent = messaging
        .grpc
        .send_sms(Request::new(SendSmsRequest {
            customer_id: Some(anna),
            ..about_application("", "Vill du boka ett möte?")
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(sent.phone_number, "+46701234567");
    assert_eq!(sent.customer_id, Some(anna));
    messaging.sent("+46701234567").await;

    let answer = messaging
        .grpc
        .record_inbound_sms(Request::new(inbound("s-in-1", "+46701234567")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(answer.direction(), SmsDirection::Incoming);
    assert_eq!(answer.status(), SmsStatus::Received);
    assert_eq!(answer.customer_id, Some(anna));
    assert_eq!(
        answer.application_id_or_lead_id.as_deref(),
        Some("MOSE1001")
    );
    // The provider retries its webhook: the same message, stored once.
    let again = messaging
        .grpc
        .record_inbound_sms(Request::new(inbound("s-in-1", "+46701234567")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(again.sms_id, answer.sms_id);

    // A customer never written to is known by their number in kdlt.
    let bertil = messaging
        .kdlt
        .customer("19900202-0007", "+46702223344")
        .await;
    let first_word = messaging
        .grpc
        .record_inbound_sms(Request::new(inbound("s-in-2", "+46702223344")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(first_word.customer_id, Some(bertil));

    let stranger = messaging
        .grpc
        .record_inbound_sms(Request::new(inbound("s-in-3", "+46735550000")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(stranger.customer_id, None);
    let waiting = messaging.unknown_senders().await;
    assert_eq!(
        waiting.iter().map(|sms| sms.sms_id).collect::<Vec<_>>(),
        [stranger.sms_id]
    );

    let conversation = messaging.conversation("070 123 45 67").await;
    assert_eq!(conversation.len(), 2);
    assert_eq!(conversation[0].sms_id, answer.sms_id, "newest first");
    assert_eq!(
        messaging.events().await,
        [
            "messaging.sms.sent",
            "messaging.sms.received",
            "messaging.sms.received",
            "messaging.sms.received"
        ]
    );
    messaging.stop().await;
}

#[tokio::test]
async fn an_unknown_sender_is_attached_to_a_customer_with_all_their_messages() {
    let messaging = Messaging::start().await;
    let cecilia = messaging
        .kdlt
        .customer("19750303-0004", "+46703334455")
        .await;
    for n in 1..=2 {
        messaging
            .grpc
            .record_inbound_sms(Request::new(inbound(&format!("s-u-{n}"), "+46735550001")))
            .await
            .unwrap();
    }
    assert_eq!(messaging.unknown_senders().await.len(), 2);
    let attach = |customer_id: i64, phone_number: &str| AttachUnknownSenderRequest {
        phone_number: phone_number.into(),
        customer_id,
        attached_by: "u-anna".into(),
    };
    let nobody = messaging
        .grpc
        .attach_unknown_sender(Request::new(attach(cecilia + 1000, "+46735550001")))
        .await
        .unwrap_err();
    assert_eq!(nobody.code(), Code::NotFound);
    assert_eq!(messaging.unknown_senders().await.len(), 2, "nothing moved");

    let attached = messaging
        .grpc
        .attach_unknown_sender(Request::new(attach(cecilia, "0735 55 00 01")))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(attached.attached, 2);
    assert!(messaging.unknown_senders().await.is_empty());
    // Her messages: those attached to her and those to and from her own number.
    messaging
        .send("+46703334455", "Tack, vi har tagit emot ditt sms")
        .await;
    let hers = messaging
        .grpc
        .list_sms(Request::new(ListSmsRequest {
            phone_number: "+46703334455".into(),
            page: Some(PageRequest { page: 1, limit: 50 }),
            customer_ids: vec![cecilia],
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(hers.messages.len(), 3);
    assert_eq!(hers.page.unwrap().total, 3);
    let again = messaging
        .grpc
        .attach_unknown_sender(Request::new(attach(cecilia, "+46735550001")))
        .await
        .unwrap_err();
    assert_eq!(again.code(), Code::NotFound, "none waits any more");
    messaging.stop().await;
}

#[tokio::test]
async fn sends_respect_the_customers_blocks_and_sms_consent() {
    let messaging = Messaging::start().await;
    let blocked = messaging
        .kdlt
        .customer("19800404-0005", "+46704445566")
        .await;
    messaging.kdlt.block(blocked).await;
    let quiet = messaging
        .kdlt
        .customer("19700505-0005", "+46705556677")
        .await;
    let refusal = |request: SendSmsRequest| {
        let grpc = &messaging.grpc;
        async move { grpc.send_sms(Request::new(request)).await.unwrap_err() }
    };

    // Blocked: by id, and by the number too.
    let by_id = refusal(SendSmsRequest {
        customer_id: Some(blocked),
        ..about_application("", "Hej")
    })
    .await;
    assert_eq!(by_id.code(), Code::FailedPrecondition);
    assert_eq!(by_id.message(), "The customer is blocked from contact");
    let by_number = refusal(about_application("070-444 55 66", "Hej")).await;
    assert_eq!(by_number.code(), Code::FailedPrecondition);

    // Marketing (about no application or lead) needs the consent.
    let marketing = |customer_id| SendSmsRequest {
        customer_id: Some(customer_id),
        application_id_or_lead_id: None,
        ..about_application("", "Nya räntor i december!")
    };
    let unconsented = refusal(marketing(quiet)).await;
    assert_eq!(
        unconsented.message(),
        "The customer has not consented to SMS marketing"
    );
    let stranger = refusal(SendSmsRequest {
        application_id_or_lead_id: None,
        ..about_application("+46739990000", "Nya räntor i december!")
    })
    .await;
    assert_eq!(stranger.code(), Code::FailedPrecondition);
    let unknown = refusal(SendSmsRequest {
        customer_id: Some(quiet + 1000),
        ..about_application("", "Hej")
    })
    .await;
    assert_eq!(unknown.code(), Code::NotFound);
    assert!(messaging.conversation("+46704445566").await.is_empty());
    assert!(messaging.conversation("+46705556677").await.is_empty());

    // A service message needs no consent; with the consent, marketing goes too.
    messaging
        .send("+46705556677", "Din ansökan är mottagen")
        .await;
    messaging.kdlt.consent_to_sms_marketing(quiet).await;
    let sent = messaging
        .grpc
        .send_sms(Request::new(marketing(quiet)))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(sent.customer_id, Some(quiet));
    assert_eq!(messaging.conversation("+46705556677").await.len(), 2);
    messaging.stop().await;
}

#[tokio::test]
async fn a_number_gets_at_most_its_hourly_share_and_one_more_is_refused_unrecorded() {
    let messaging =
        Messaging::start_with(&[("ZRM_MESSAGING__SMS__MAX_PER_RECIPIENT_PER_HOUR", "3")]).await;
    let send = |number: &'static str| {
        messaging.grpc.send_sms(Request::new(SendSmsRequest {
            phone_number: number.into(),
            message: "Hej! Din ansökan är mottagen.".into(),
            customer_id: None,
            application_id_or_lead_id: Some("MOSE1001".into()),
            sent_by: "u-anna".into(),
        }))
    };
    // Sent together: the sends to one number take turns, so exactly three are recorded.
    let number = "+46701112233";
    let (a, b, c, d, e) = tokio::join!(
        send(number),
        send(number),
        send(number),
        send(number),
        send(number)
    );
    let results = [a, b, c, d, e];
    let refused: Vec<_> = results
        .iter()
        .filter_map(|result| result.as_ref().err())
        .collect();
    assert_eq!(refused.len(), 2, "{results:?}");
    for status in refused {
        assert_eq!(status.code(), Code::ResourceExhausted);
        assert!(
            status.message().contains("3 SMS in the last hour"),
            "{status:?}"
        );
    }
    assert_eq!(messaging.conversation(number).await.len(), 3);
    // Another number has its own share.
    assert!(send("+46701112244").await.is_ok());
    // An answer from the customer is no send and does not count.
    messaging
        .grpc
        .record_inbound_sms(Request::new(RecordInboundSmsRequest {
            provider_id: "s-answer-1".into(),
            from: "+46701112244".into(),
            to: "+46766861004".into(),
            message: "Tack!".into(),
            created_at: None,
        }))
        .await
        .unwrap();
    assert!(send("+46701112244").await.is_ok());
    messaging.stop().await;
}

#[tokio::test]
async fn bad_input_names_its_field_and_stores_nothing() {
    let messaging = Messaging::start().await;
    let send = |phone_number: &str, message: &str| SendSmsRequest {
        phone_number: phone_number.into(),
        message: message.into(),
        customer_id: None,
        application_id_or_lead_id: None,
        sent_by: "u-anna".into(),
    };
    for (request, field) in [
        (send("12", "Hej"), "phone_number"),
        (send("+46701234567", "  "), "message"),
        (send("+46701234567", &"x".repeat(1_601)), "message"),
    ] {
        let refused = messaging
            .grpc
            .send_sms(Request::new(request))
            .await
            .unwrap_err();
        assert_eq!(refused.code(), Code::InvalidArgument);
        assert_eq!(zrm_platform::grpc::status::field_of(&refused), Some(field));
    }
    let listed = messaging
        .grpc
        .list_sms(Request::new(ListSmsRequest {
            phone_number: "+46701234567".into(),
            page: Some(PageRequest { page: 1, limit: 7 }),
            customer_ids: Vec::new(),
        }))
        .await
        .unwrap_err();
    assert_eq!(zrm_platform::grpc::status::field_of(&listed), Some("limit"));
    assert!(messaging.conversation("+46701234567").await.is_empty());
    messaging.stop().await;
}

#[tokio::test]
async fn an_employees_chat_windows_are_kept_in_order_one_per_person() {
    let messaging = Messaging::start().await;
    let window = |customer_id: Option<i64>, phone_number: &str, open: bool| Conversation {
        customer_id,
        application_id_or_lead_id: "MOSE1001".into(),
        phone_number: phone_number.into(),
        pni: "19850101-0006".into(),
        country: zrm_proto::common::v1::Country::Se.into(),
        open,
        title: "Anna Lindqvist".into(),
    };
    let save = |user_id: &str, conversations: Vec<Conversation>| {
        messaging
            .grpc
            .save_conversations(Request::new(SaveConversationsRequest {
                user_id: user_id.into(),
                conversations,
            }))
    };
    let list = |user_id: &str| {
        messaging
            .grpc
            .list_conversations(Request::new(ListConversationsRequest {
                user_id: user_id.into(),
            }))
    };
    let saved = save(
        "u-anna",
        vec![
            window(Some(7), "", true),
            window(None, "0701234567", false),
            // The same customer again: the first window is kept.
            window(Some(7), "+46709999999", false),
        ],
    )
    .await
    .unwrap()
    .into_inner()
    .conversations;
    assert_eq!(saved.len(), 2);
    assert_eq!(saved[1].phone_number, "+46701234567");
    let listed = list("u-anna").await.unwrap().into_inner().conversations;
    assert_eq!(listed, saved);
    assert!(
        list("u-erik")
            .await
            .unwrap()
            .into_inner()
            .conversations
            .is_empty()
    );

    // A save replaces the list; a bad window names the list and stores nothing.
    save("u-anna", vec![window(None, "98765432", true)])
        .await
        .unwrap();
    let refused = save("u-anna", vec![window(None, "", true)])
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::InvalidArgument);
    assert_eq!(
        zrm_platform::grpc::status::field_of(&refused),
        Some("conversations")
    );
    let listed = list("u-anna").await.unwrap().into_inner().conversations;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].phone_number, "+4798765432");
    messaging.stop().await;
}
