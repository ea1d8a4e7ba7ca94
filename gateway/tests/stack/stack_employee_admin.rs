//! The employee administration through the gateway against the running stack: an EmployeeAdmin
//! creates a person, the person signs in through the identity provider, a role change and a block
//! end their open session at once, a blocked person cannot sign in, and each change is in the
//! person's audit. The lookups (search, by coordinates, roles, coordinates in use) answer.
//! Enabled with `--features full-stack-tests` (see `stack_common`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde_json::{Value, json};

use crate::stack_common;

use crate::stack_common::{
    get, http, post, put, sandbox, send, sign_in_staff, sign_in_through_identity_provider,
};

fn patch(path: &str, token: &str, body: Value) -> reqwest::RequestBuilder {
    http()
        .patch(format!("{}{path}", stack_common::gateway()))
        .bearer_auth(token)
        .json(&body)
}

fn profile(email: &str, roles: &[&str]) -> Value {
    json!({
        "first_name": "Stina", "last_name": "Lindqvist", "email": email,
        "phone_number": "+46705550101", "language": "sv", "roles": roles,
        "zoordinates": ["MOSESTFTSA"], "telephony_ids": ["telavox:5501"],
    })
}

#[tokio::test]
async fn an_employee_admin_creates_a_person_whose_sessions_end_when_blocked() {
    let (admin, admin_user) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let email = format!("stina.{}@zrm.example", uuid::Uuid::new_v4().simple());

    let (status, created) = send(post("/employee/", &admin, profile(&email, &["team-lead"]))).await;
    assert_eq!(status, 201, "{created}");
    let user_id = created["user_id"].as_str().unwrap().to_owned();
    assert_eq!(created["access_managed_in_zrm"], true);
    assert_eq!(created["telephony_ids"], json!(["telavox:5501"]));
    let (status, taken) = send(post(
        "/employee/",
        &admin,
        profile(&email.to_uppercase(), &[]),
    ))
    .await;
    assert_eq!(status, 409, "{taken}");
    let (status, bad) = send(post(
        "/employee/",
        &admin,
        json!({"first_name": "A", "last_name": "B", "email": "x@zrm.example", "roles": ["superuser"]}),
    ))
    .await;
    assert_eq!(status, 400, "{bad}");
    assert_eq!(bad["field"], "roles", "{bad}");

    // The company's identity provider knows her (with other roles: ZRM's stay).
    let (status, body) = send(
        http()
            .put(format!("{}/sandbox/staff-idp/accounts", sandbox()))
            .json(
                &json!({"email": email, "given_name": "Stina", "family_name": "Lindqvist",
                          "roles": ["admin"], "zoordinates": ["MONOSTFTSA"]}),
            ),
    )
    .await;
    assert!(status.is_success(), "{body}");
    let (status, signed_in) = sign_in_through_identity_provider(&email).await;
    assert_eq!(status, 200, "{signed_in}");
    assert_eq!(signed_in["user"]["roles"], json!(["team-lead"]));
    let token = signed_in["token"].as_str().unwrap().to_owned();
    let (status, _) = send(get("/employee/me", &token)).await;
    assert_eq!(status, 200);

    // A new role ends the session (the token carries the old roles); the next one has it.
    let mut changed = profile(&email, &["team-lead", "dialmaker:admin"]);
    changed["phone_number"] = json!("+46705550102");
    let (status, saved) = send(put(
        &format!("/employee/{user_id}"),
        &admin,
        json!({"profile": changed, "deactivated": false}),
    ))
    .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["sessions_ended"], true);
    let (status, refused) = send(get("/employee/me", &token)).await;
    assert_eq!(status, 401);
    assert_eq!(refused["detail"], "Token revoked");
    // Tokens count whole seconds: a sign-in in the same second as the end would be refused too.
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let (status, again) = sign_in_through_identity_provider(&email).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(
        again["user"]["roles"],
        json!(["team-lead", "dialmaker:admin"])
    );
    let token = again["token"].as_str().unwrap().to_owned();

    let (status, blocked) = send(patch(
        &format!("/employee/actions/block-or-unblock/{user_id}"),
        &admin,
        json!({"blocked": true}),
    ))
    .await;
    assert_eq!(status, 200, "{blocked}");
    assert_eq!(blocked["user"]["blocked"], true);
    let (status, _) = send(get("/employee/me", &token)).await;
    assert_eq!(status, 401, "the open session ended at once");
    let (status, refused) = sign_in_through_identity_provider(&email).await;
    assert_eq!(status, 403, "{refused}");
    assert_eq!(
        refused["detail"],
        "Your ZRM account is blocked; talk to your team leader"
    );

    let (status, history) = send(get(&format!("/employee/{user_id}/changes"), &admin)).await;
    assert_eq!(status, 200, "{history}");
    let kinds: Vec<&str> = history["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|change| change["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["blocked", "updated", "created"]);
    assert_eq!(history["items"][1]["changed_by_name"], "Sofia Bergström");
    assert_eq!(history["items"][1]["before"]["roles"], json!(["team-lead"]));

    let (status, own) = send(patch(
        &format!(
            "/employee/actions/block-or-unblock/{}",
            admin_user["user_id"].as_str().unwrap()
        ),
        &admin,
        json!({"blocked": true}),
    ))
    .await;
    assert_eq!(status, 409, "{own}");
}

#[tokio::test]
async fn the_administrations_lookups_answer_and_only_admins_may_use_them() {
    let (admin, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let (status, found) = send(post("/employee/search", &admin, json!({"text": "bergstr"}))).await;
    assert_eq!(status, 200, "{found}");
    assert_eq!(found["items"][0]["email"], "admin@zrm.example");
    let (status, roles) = send(get("/employee/roles", &admin)).await;
    assert_eq!(status, 200);
    assert!(
        roles["items"]
            .as_array()
            .unwrap()
            .contains(&json!({"role": "employee:admin"}))
    );
    let (status, in_use) = send(get("/employee/zoordinates", &admin)).await;
    assert_eq!(status, 200);
    assert!(
        in_use["items"]
            .as_array()
            .unwrap()
            .contains(&json!("MOSEUPFTSA"))
    );
    let (status, uppsala) = send(post(
        "/employee/by_zoordinates",
        &admin,
        json!({"zoordinates": ["MONOUPFTSA"], "without_deactivated": true}),
    ))
    .await;
    assert_eq!(status, 200, "{uppsala}");
    assert_eq!(uppsala["items"][0]["email"], "maja.team@zrm.example");

    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (status, _) = send(post(
        "/employee/search",
        &advisor,
        json!({"text": "bergstr"}),
    ))
    .await;
    assert_eq!(status, 403);
    let (status, _) = send(post("/employee/", &advisor, profile("x@zrm.example", &[]))).await;
    assert_eq!(status, 403);
}

/// The set-password link mailed to `email`, waited for up to 10 s.
async fn mailed_password_link(email: &str) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let (status, body) = send(
            http()
                .get(format!("{}/mail/api/messages", sandbox()))
                .query(&[("to", email)]),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        let link = body["items"].as_array().unwrap().iter().find_map(|mail| {
            mail["text"]
                .as_str()?
                .lines()
                .find(|line| line.contains("/set-partner-password?token="))
                .map(str::trim)
                .map(str::to_owned)
        });
        if let Some(link) = link {
            return link;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no link mailed to {email}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}

#[tokio::test]
async fn a_partner_admin_invites_a_bank_partner_who_sets_a_password_and_signs_in() {
    let (admin, _) = sign_in_staff("admin@zrm.example", "demo-admin-1").await;
    let email = format!("partner.{}@bank.example", uuid::Uuid::new_v4().simple());
    let (status, created) = send(post(
        "/partner/users",
        &admin,
        json!({"first_name": "Karin", "last_name": "Lund", "email": email, "language": "en",
               "banks": [{"country": "SE", "product": "mortgage", "bank_id": 1}]}),
    ))
    .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["password_link_sent"], true, "{created}");
    let user_id = created["user"]["user_id"].as_str().unwrap().to_owned();
    let (status, listed) = send(get(&format!("/partner/users/{user_id}"), &admin)).await;
    assert_eq!(status, 200, "{listed}");
    // A staff member is not a partner here.
    let (_, staff) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (status, _) = send(get(
        &format!("/partner/users/{}", staff["user_id"].as_str().unwrap()),
        &admin,
    ))
    .await;
    assert_eq!(status, 404);

    let link = mailed_password_link(&email).await;
    let token = link.rsplit("token=").next().unwrap().to_owned();
    let set = |password: &str| {
        http()
            .post(format!("{}/partner/set-password", stack_common::gateway()))
            .json(&json!({"token": token, "password": password}))
    };
    let (status, weak) = send(set("short1")).await;
    assert_eq!(status, 400, "{weak}");
    assert_eq!(weak["field"], "password");
    let (status, done) = send(set("correct horse 42")).await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["username"], email.as_str());
    let (status, _) = send(set("correct horse 42")).await;
    assert_eq!(status, 404, "the link works once");

    let signed_in = stack_common::sign_in("bank", &email, "correct horse 42").await;
    assert_eq!(signed_in["user"]["email"], email.as_str());

    // An advisor is no PartnerAdmin.
    let (advisor, _) = sign_in_staff("erik.sales@zrm.example", "demo-sales-1").await;
    let (status, _) = send(get("/partner/users", &advisor)).await;
    assert_eq!(status, 403);
}
