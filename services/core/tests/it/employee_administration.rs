//! The employee administration against a real database: create, update, block, deactivate, the
//! audit of each change, the lookups (search, by coordinates, Sverker users, coordinates in use),
//! and what an administrator's edit means for later identity-provider sign-ins.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request, Response, Status};
use zrm_core::employees::grpc::service::EmployeeGrpc;
use zrm_core::seed::do_seed;
use zrm_proto::common::v1::{Country, PageRequest};
use zrm_proto::core::v1::employee_service_server::EmployeeService;
use zrm_proto::core::v1::{
    Bank, CreateEmployeeRequest, Employee, EmployeeKind, EmployeeProfile,
    IdentityProviderSignInRequest, ListEmployeeChangesRequest, ListEmployeesByZoordinatesRequest,
    ListEmployeesRequest, ListSverkerEmployeesRequest, ListZoordinatesInUseRequest,
    SearchEmployeesRequest, SendPartnerPasswordLinkRequest, SetEmployeeBlockedRequest,
    SetPartnerPasswordRequest, StartPasswordLoginRequest, UpdateEmployeeRequest,
};

use crate::support::{BANK_PORTAL_URL, Core, MailStack};

fn profile(email: &str) -> EmployeeProfile {
    EmployeeProfile {
        first_name: "Nils".into(),
        last_name: "Holmqvist".into(),
        email: email.into(),
        phone_number: "+46701112233".into(),
        language: "sv".into(),
        roles: vec!["team-lead".into()],
        zoordinates: vec!["mosestftsa".into()],
        banks: vec![],
        telephony_ids: vec!["telavox:4711".into()],
        sverker_id: Some("sv-nils".into()),
    }
}

struct Admin {
    grpc: EmployeeGrpc,
    admin_id: String,
}

impl Admin {
    async fn new(core: &Core) -> Self {
        do_seed(&core.db.pool, 0).await.unwrap();
        let grpc = EmployeeGrpc::new(core.state.clone());
        let admin = grpc
            .search_employees(Request::new(SearchEmployeesRequest {
                text: "admin@zrm".into(),
                kind: EmployeeKind::Staff.into(),
                page: Some(PageRequest { page: 1, limit: 25 }),
            }))
            .await
            .unwrap()
            .into_inner()
            .employees
            .remove(0);
        Self {
            grpc,
            admin_id: admin.user_id,
        }
    }

    async fn create(&self, profile: EmployeeProfile) -> Result<Employee, Status> {
        self.grpc
            .create_employee(Request::new(CreateEmployeeRequest {
                actor_id: self.admin_id.clone(),
                profile: Some(profile),
            }))
            .await
            .map(Response::into_inner)
    }

    async fn update(
        &self,
        user_id: &str,
        profile: EmployeeProfile,
        deactivated: bool,
    ) -> Result<(Employee, bool), Status> {
        self.grpc
            .update_employee(Request::new(UpdateEmployeeRequest {
                actor_id: self.admin_id.clone(),
                user_id: user_id.into(),
                profile: Some(profile),
                deactivated,
                expected_kind: 0,
            }))
            .await
            .map(|response| {
                let result = response.into_inner();
                (result.employee.unwrap(), result.access_changed)
            })
    }

    async fn block(&self, user_id: &str, blocked: bool) -> Result<(Employee, bool), Status> {
        self.grpc
            .set_employee_blocked(Request::new(SetEmployeeBlockedRequest {
                actor_id: self.admin_id.clone(),
                user_id: user_id.into(),
                blocked,
            }))
            .await
            .map(|response| {
                let result = response.into_inner();
                (result.employee.unwrap(), result.access_changed)
            })
    }

    async fn changes(&self, user_id: &str) -> Vec<zrm_proto::core::v1::EmployeeChange> {
        self.grpc
            .list_employee_changes(Request::new(ListEmployeeChangesRequest {
                user_id: user_id.into(),
                page: Some(PageRequest { page: 1, limit: 25 }),
            }))
            .await
            .unwrap()
            .into_inner()
            .changes
    }
}

#[tokio::test]
async fn an_administrator_creates_changes_blocks_and_deactivates_a_person_and_each_step_is_audited()
{
    let core = Core::without_mail().await;
    let admin = Admin::new(&core).await;

    let nils = admin.create(profile(" Nils.H@ZRM.example ")).await.unwrap();
    assert_eq!(nils.email, "Nils.H@ZRM.example");
    assert_eq!(nils.zoordinates, vec!["MOSESTFTSA"], "stored upper case");
    assert_eq!(nils.telephony_ids, vec!["telavox:4711"]);
    assert_eq!(nils.sverker_id.as_deref(), Some("sv-nils"));
    assert!(nils.access_managed_in_zrm && !nils.blocked && !nils.deactivated);

    let taken = admin
        .create(profile("nils.h@zrm.example"))
        .await
        .unwrap_err();
    assert_eq!(taken.code(), Code::AlreadyExists);
    assert_eq!(
        taken.message(),
        "An account with the email nils.h@zrm.example exists already"
    );
    let mut other = profile("other@zrm.example");
    other.sverker_id = Some("sv-nils".into());
    assert_eq!(
        admin.create(other).await.unwrap_err().message(),
        "Another person has the Sverker id sv-nils"
    );
    let mut unknown_bank = profile("partner2@bank.example");
    unknown_bank.banks = vec![Bank {
        country: Country::Se.into(),
        product: "mortgage".into(),
        bank_id: 999,
    }];
    let refused = admin.create(unknown_bank).await.unwrap_err();
    assert_eq!(refused.code(), Code::NotFound, "{refused:?}");
    assert_eq!(refused.message(), "Bank 999 not found");

    // A new role changes the access; a new phone number alone does not.
    let mut changed = profile("nils.h@zrm.example");
    changed.roles = vec!["team-lead".into(), "employee:admin".into()];
    let (updated, access_changed) = admin
        .update(&nils.user_id, changed.clone(), false)
        .await
        .unwrap();
    assert!(access_changed);
    assert_eq!(updated.roles, vec!["team-lead", "employee:admin"]);
    changed.phone_number = "+46709998877".into();
    let (_, access_changed) = admin
        .update(&nils.user_id, changed.clone(), false)
        .await
        .unwrap();
    assert!(!access_changed);

    let (blocked, access_changed) = admin.block(&nils.user_id, true).await.unwrap();
    assert!(blocked.blocked && access_changed);
    let (_, access_changed) = admin.block(&nils.user_id, true).await.unwrap();
    assert!(!access_changed, "blocking twice changes nothing");
    let (unblocked, _) = admin.block(&nils.user_id, false).await.unwrap();
    assert!(!unblocked.blocked);
    let (deactivated, access_changed) = admin.update(&nils.user_id, changed, true).await.unwrap();
    assert!(deactivated.deactivated && access_changed);

    let kinds: Vec<String> = admin
        .changes(&nils.user_id)
        .await
        .into_iter()
        .map(|change| change.kind)
        .collect();
    // Newest first; the second block changed nothing and left no entry.
    assert_eq!(
        kinds,
        vec![
            "updated",
            "unblocked",
            "blocked",
            "updated",
            "updated",
            "created"
        ]
    );
    let changes = admin.changes(&nils.user_id).await;
    let role_change = &changes[4];
    assert_eq!(role_change.changed_by, admin.admin_id);
    assert_eq!(role_change.changed_by_name, "Sofia Bergström");
    let before: serde_json::Value =
        serde_json::from_str(role_change.before_json.as_deref().unwrap()).unwrap();
    let after: serde_json::Value = serde_json::from_str(&role_change.after_json).unwrap();
    assert_eq!(before["roles"], serde_json::json!(["team-lead"]));
    assert_eq!(
        after["roles"],
        serde_json::json!(["team-lead", "employee:admin"])
    );
    assert!(changes[5].before_json.is_none(), "creation has no before");
}

#[tokio::test]
async fn administrators_cannot_lock_themselves_out() {
    let core = Core::without_mail().await;
    let admin = Admin::new(&core).await;
    let own = admin.admin_id.clone();
    let refused = admin.block(&own, true).await.unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition);
    assert_eq!(
        refused.message(),
        "You cannot block or deactivate your own account"
    );
    let mut me = profile("admin@zrm.example");
    me.roles = vec!["admin".into()];
    let refused = admin.update(&own, me, true).await.unwrap_err();
    assert_eq!(refused.code(), Code::FailedPrecondition);
    let missing = admin
        .block("00000000-0000-4000-8000-000000000000", true)
        .await
        .unwrap_err();
    assert_eq!(missing.code(), Code::NotFound);
}

#[tokio::test]
async fn a_blocked_or_deactivated_person_cannot_sign_in_either_way() {
    let core = Core::without_mail().await;
    let admin = Admin::new(&core).await;
    let erik = admin
        .grpc
        .search_employees(Request::new(SearchEmployeesRequest {
            text: "erik.sales".into(),
            kind: EmployeeKind::Staff.into(),
            page: Some(PageRequest { page: 1, limit: 25 }),
        }))
        .await
        .unwrap()
        .into_inner()
        .employees
        .remove(0);
    admin.block(&erik.user_id, true).await.unwrap();
    let idp = admin
        .grpc
        .sign_in_with_identity_provider(Request::new(IdentityProviderSignInRequest {
            email: erik.email.clone(),
            subject: "s".into(),
            roles: vec![],
            zoordinates: vec![],
        }))
        .await
        .unwrap_err();
    assert_eq!(idp.code(), Code::PermissionDenied);
    assert_eq!(
        idp.message(),
        "Your ZRM account is blocked; talk to your team leader"
    );
    let password = admin
        .grpc
        .start_password_login(Request::new(StartPasswordLoginRequest {
            email: erik.email.clone(),
            password: "demo-sales-1".into(),
            platform: 0,
        }))
        .await
        .unwrap_err();
    assert_eq!(
        password.code(),
        Code::Unauthenticated,
        "like a wrong password"
    );
}

#[tokio::test]
async fn once_managed_in_zrm_the_identity_providers_claims_no_longer_change_the_access() {
    let core = Core::without_mail().await;
    let admin = Admin::new(&core).await;
    let sign_in = |roles: Vec<String>| {
        admin
            .grpc
            .sign_in_with_identity_provider(Request::new(IdentityProviderSignInRequest {
                email: "nils.h@zrm.example".into(),
                subject: "s".into(),
                roles,
                zoordinates: vec!["MONOSTFTSA".into()],
            }))
    };
    let nils = admin.create(profile("nils.h@zrm.example")).await.unwrap();
    let signed_in = sign_in(vec!["admin".into()]).await.unwrap().into_inner();
    assert_eq!(signed_in.roles, vec!["team-lead"], "ZRM's roles stay");
    assert_eq!(signed_in.zoordinates, vec!["MOSESTFTSA"]);
    assert!(signed_in.last_login.is_some());
    assert_eq!(
        admin.changes(&nils.user_id).await.len(),
        1,
        "only the creation"
    );

    // A seeded person not yet edited in ZRM takes the claims, and that change is audited too.
    let maja = admin
        .grpc
        .sign_in_with_identity_provider(Request::new(IdentityProviderSignInRequest {
            email: "maja.team@zrm.example".into(),
            subject: "s".into(),
            roles: vec!["team-lead".into(), "dialmaker:admin".into()],
            zoordinates: vec!["MOSEUPFTSA".into()],
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(maja.roles, vec!["team-lead", "dialmaker:admin"]);
    let audit = admin.changes(&maja.user_id).await;
    assert_eq!(audit[0].kind, "signed_in");
    assert_eq!(audit[0].changed_by, "", "no administrator");
}

#[tokio::test]
async fn people_are_found_by_text_by_coordinates_and_by_sverker_id() {
    let core = Core::without_mail().await;
    let admin = Admin::new(&core).await;
    admin.create(profile("nils.h@zrm.example")).await.unwrap();
    let search = |text: &str, kind: EmployeeKind| {
        admin
            .grpc
            .search_employees(Request::new(SearchEmployeesRequest {
                text: text.into(),
                kind: kind.into(),
                page: Some(PageRequest { page: 1, limit: 10 }),
            }))
    };
    let names = |employees: Vec<Employee>| -> Vec<String> {
        employees.into_iter().map(|e| e.email).collect()
    };
    let by_name = search("HOLMQ", EmployeeKind::Staff)
        .await
        .unwrap()
        .into_inner();
    assert_eq!(names(by_name.employees), vec!["nils.h@zrm.example"]);
    let by_phone = search("701112233", EmployeeKind::Staff)
        .await
        .unwrap()
        .into_inner();
    assert_eq!(by_phone.page.unwrap().total, 1);
    let like_is_literal = search("%%", EmployeeKind::Staff)
        .await
        .unwrap()
        .into_inner();
    assert!(like_is_literal.employees.is_empty(), "% is not a wildcard");
    let partners = search("example", EmployeeKind::BankPartner)
        .await
        .unwrap()
        .into_inner();
    assert!(partners.employees.iter().all(|e| !e.banks.is_empty()));
    assert_eq!(partners.employees.len(), 2);
    let short = search("a", EmployeeKind::Staff).await.unwrap_err();
    assert_eq!(short.code(), Code::InvalidArgument);

    let uppsala = admin
        .grpc
        .list_employees_by_zoordinates(Request::new(ListEmployeesByZoordinatesRequest {
            zoordinates: vec!["monoupftsa".into()],
            without_deactivated: true,
            page: Some(PageRequest { page: 1, limit: 25 }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(names(uppsala.employees), vec!["maja.team@zrm.example"]);
    let bad = admin
        .grpc
        .list_employees_by_zoordinates(Request::new(ListEmployeesByZoordinatesRequest {
            zoordinates: vec![],
            without_deactivated: false,
            page: Some(PageRequest { page: 1, limit: 25 }),
        }))
        .await
        .unwrap_err();
    assert_eq!(bad.code(), Code::InvalidArgument);

    let sverker = admin
        .grpc
        .list_sverker_employees(Request::new(ListSverkerEmployeesRequest {
            page: Some(PageRequest { page: 1, limit: 25 }),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(names(sverker.employees), vec!["nils.h@zrm.example"]);

    let in_use = admin
        .grpc
        .list_zoordinates_in_use(Request::new(ListZoordinatesInUseRequest {}))
        .await
        .unwrap()
        .into_inner()
        .zoordinates;
    assert!(in_use.contains(&"MOSEUPFTSA".to_string()));
    assert!(
        in_use.windows(2).all(|pair| pair[0] < pair[1]),
        "sorted, distinct"
    );

    let partners = admin
        .grpc
        .list_employees(Request::new(ListEmployeesRequest {
            page: Some(PageRequest { page: 1, limit: 25 }),
            without_deactivated: false,
            kind: EmployeeKind::BankPartner.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(partners.page.unwrap().total, 2);
}

#[tokio::test]
async fn a_new_bank_partner_sets_a_password_through_a_single_use_link_and_signs_in_with_it() {
    let mail = MailStack::start().await;
    let core = Core::start(&mail.messaging_url).await;
    let admin = Admin::new(&core).await;
    let mut partner = profile("karin.lund@bank.example");
    partner.roles = vec![];
    partner.zoordinates = vec![];
    partner.telephony_ids = vec![];
    partner.sverker_id = None;
    partner.language = "en".into();
    partner.banks = vec![Bank {
        country: Country::Se.into(),
        product: "mortgage".into(),
        bank_id: 1,
    }];
    let karin = admin.create(partner.clone()).await.unwrap();
    let send_link = || {
        admin
            .grpc
            .send_partner_password_link(Request::new(SendPartnerPasswordLinkRequest {
                actor_id: admin.admin_id.clone(),
                user_id: karin.user_id.clone(),
            }))
    };
    send_link().await.unwrap();
    let token_of = |text: &str| {
        let prefix = format!("{BANK_PORTAL_URL}/set-partner-password?token=");
        text.lines()
            .find_map(|line| line.strip_prefix(prefix.as_str()))
            .expect("the mail carries the link")
            .trim()
            .to_owned()
    };
    let first = token_of(
        mail.mails_to("karin.lund@bank.example").await[0]["text"]
            .as_str()
            .unwrap(),
    );
    // A second invitation replaces the first link.
    send_link().await.unwrap();
    let mails = mail.mails_to("karin.lund@bank.example").await;
    assert_eq!(mails[0]["purpose"], "partner_password_link");
    assert_eq!(mails[0]["subject"], "Your ZRM partner account");
    let second = token_of(mails[0]["text"].as_str().unwrap());
    assert_ne!(first, second);

    let set = |token: String, password: &str| {
        admin
            .grpc
            .set_partner_password(Request::new(SetPartnerPasswordRequest {
                token,
                password: password.into(),
            }))
    };
    let replaced = set(first, "correct horse 42").await.unwrap_err();
    assert_eq!(replaced.code(), Code::NotFound);
    let weak = set(second.clone(), "short1").await.unwrap_err();
    assert_eq!(weak.code(), Code::InvalidArgument);
    assert_eq!(weak.message(), "The password must be 12 to 128 characters");
    let done = set(second.clone(), "correct horse 42")
        .await
        .unwrap()
        .into_inner();
    assert_eq!(done.email, "karin.lund@bank.example");
    let used = set(second, "another horse 43").await.unwrap_err();
    assert_eq!(used.code(), Code::NotFound, "single use");

    let signed_in = admin
        .grpc
        .start_password_login(Request::new(StartPasswordLoginRequest {
            email: "karin.lund@bank.example".into(),
            password: "correct horse 42".into(),
            platform: zrm_proto::core::v1::LoginPlatform::Bank.into(),
        }))
        .await;
    assert!(signed_in.is_ok(), "{signed_in:?}");

    // Staff get no link: they sign in through the identity provider.
    let staff = admin
        .create(profile("staff.nolink@zrm.example"))
        .await
        .unwrap();
    let refused = admin
        .grpc
        .send_partner_password_link(Request::new(SendPartnerPasswordLinkRequest {
            actor_id: admin.admin_id.clone(),
            user_id: staff.user_id,
        }))
        .await
        .unwrap_err();
    assert_eq!(refused.code(), Code::NotFound);
    mail.stop().await;
}
