//! Password + one-time-code sign-in end to end: core → messaging (gRPC) → SMTP → the sandbox
//! mail sink, all real and in process, each with a database of its own.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::Utc;
use tonic::{Code, Request, Response, Status};
use zrm_core::employees::grpc::service::EmployeeGrpc;
use zrm_core::seed::do_seed;
use zrm_proto::core::v1::employee_service_server::EmployeeService;
use zrm_proto::core::v1::{
    Bank, CompletePasswordLoginRequest, Employee, GetEmployeeRequest, ListEmployeesRequest,
    LoginPlatform, StartPasswordLoginRequest, StartPasswordLoginResponse,
};

use crate::support::{Core, MailStack, execute, one_time_code_in};

const ANNA: &str = "anna.online@zrm.example";
const KARIN: &str = "partner@bank.example";

async fn start_login(
    employees: &EmployeeGrpc,
    email: &str,
    password: &str,
) -> Result<StartPasswordLoginResponse, Status> {
    start_login_on(employees, email, password, LoginPlatform::Employee).await
}

async fn start_login_on(
    employees: &EmployeeGrpc,
    email: &str,
    password: &str,
    platform: LoginPlatform,
) -> Result<StartPasswordLoginResponse, Status> {
    employees
        .start_password_login(Request::new(StartPasswordLoginRequest {
            email: email.into(),
            password: password.into(),
            platform: platform.into(),
        }))
        .await
        .map(Response::into_inner)
}

async fn complete_login(
    employees: &EmployeeGrpc,
    session_id: &str,
    otp: &str,
) -> Result<Employee, Status> {
    employees
        .complete_password_login(Request::new(CompletePasswordLoginRequest {
            session_id: session_id.into(),
            otp: otp.into(),
        }))
        .await
        .map(Response::into_inner)
}

fn assert_code_rejected(result: Result<Employee, Status>) {
    let status = result.unwrap_err();
    assert_eq!(status.code(), Code::Unauthenticated);
    assert_eq!(status.message(), "Invalid or expired one-time code");
}

/// A code that is not `code` (same length).
fn other_code(code: &str) -> String {
    let value: u32 = code.parse().unwrap();
    format!("{:06}", (value + 1) % 1_000_000)
}

#[tokio::test]
async fn right_password_mails_a_single_use_code_that_signs_in() {
    let mail = MailStack::start().await;
    let core = Core::start(&mail.messaging_url).await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());

    let before = Utc::now();
    // E-mail matching is case-insensitive.
    let challenge = start_login(&employees, "Anna.Online@ZRM.example", "demo-online-1")
        .await
        .unwrap();
    let after = Utc::now();
    let expires_at = challenge.expires_at.unwrap().seconds;
    assert!(
        (before.timestamp() + 300..=after.timestamp() + 300).contains(&expires_at),
        "the code is valid for five minutes from its creation"
    );

    let mails = mail.mails_to(ANNA).await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0]["subject"], "Your ZRM sign-in code");
    assert_eq!(mails[0]["to"], ANNA);
    let code = one_time_code_in(mails[0]["text"].as_str().unwrap());
    assert_eq!(code.len(), 6);

    let employee = complete_login(&employees, &challenge.session_id, &code)
        .await
        .unwrap();
    assert_eq!(employee.email, ANNA);
    assert_eq!(
        (employee.first_name.as_str(), employee.last_name.as_str()),
        ("Anna", "Lindqvist")
    );
    assert_eq!(employee.roles, vec!["online:admin", "mortgage:admin"]);
    let last_login = employee.last_login.unwrap();
    assert!(last_login.seconds >= before.timestamp());

    // Single use.
    assert_code_rejected(complete_login(&employees, &challenge.session_id, &code).await);

    let fetched = employees
        .get_employee(Request::new(GetEmployeeRequest {
            user_id: employee.user_id.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(fetched.last_login, Some(last_login));

    // One mail, for the sign-in code.
    let mails = mail.mails_to(ANNA).await;
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0]["purpose"], "employee_otp");

    core.cleanup().await;
    mail.stop().await;
}

#[tokio::test]
async fn wrong_password_or_unknown_account_is_refused_without_mail() {
    let mail = MailStack::start().await;
    let core = Core::start(&mail.messaging_url).await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());

    for (email, password) in [
        (ANNA, "demo-online-2"),
        ("nobody@zrm.example", "demo-online-1"),
        ("erik.sales@zrm.example", "demo-online-1"),
    ] {
        let status = start_login(&employees, email, password).await.unwrap_err();
        assert_eq!(status.code(), Code::Unauthenticated);
        assert_eq!(status.message(), "Wrong username or password");
    }
    // A deactivated account is refused even with its right password.
    let mut conn = core.conn().await;
    execute(
        &mut conn,
        "UPDATE employees SET deactivated = true WHERE email = 'maja.team@zrm.example'",
    )
    .await;
    let status = start_login(&employees, "maja.team@zrm.example", "demo-team-1")
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Unauthenticated);

    assert!(mail.mails_to(ANNA).await.is_empty());
    assert!(mail.mails_to("maja.team@zrm.example").await.is_empty());
    let status = start_login(&employees, "not-an-email", "x")
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    drop(conn);
    core.cleanup().await;
    mail.stop().await;
}

#[tokio::test]
async fn bank_partners_sign_in_on_the_bank_platform_and_staff_on_the_employee_platform() {
    let mail = MailStack::start().await;
    let core = Core::start(&mail.messaging_url).await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());

    // The wrong platform fails exactly like a wrong password, and mails nothing.
    for (email, password, platform) in [
        (KARIN, "demo-bank-1", LoginPlatform::Employee),
        (KARIN, "demo-bank-1", LoginPlatform::Unspecified),
        (ANNA, "demo-online-1", LoginPlatform::Bank),
        (KARIN, "demo-bank-2", LoginPlatform::Bank),
        ("nobody@bank.example", "demo-bank-1", LoginPlatform::Bank),
    ] {
        let status = start_login_on(&employees, email, password, platform)
            .await
            .unwrap_err();
        assert_eq!(
            status.code(),
            Code::Unauthenticated,
            "{email} on {platform:?}"
        );
        assert_eq!(status.message(), "Wrong username or password");
    }
    assert!(mail.mails_to(KARIN).await.is_empty());
    assert!(mail.mails_to(ANNA).await.is_empty());

    // The bank partner on the bank platform: code mailed, signed in with the banks.
    let challenge = start_login_on(
        &employees,
        "Partner@Bank.example",
        "demo-bank-1",
        LoginPlatform::Bank,
    )
    .await
    .unwrap();
    let mails = mail.mails_to(KARIN).await;
    assert_eq!(mails.len(), 1);
    let code = one_time_code_in(mails[0]["text"].as_str().unwrap());
    let partner = complete_login(&employees, &challenge.session_id, &code)
        .await
        .unwrap();
    assert_eq!(partner.email, KARIN);
    assert_eq!(
        (partner.first_name.as_str(), partner.last_name.as_str()),
        ("Karin", "Berg")
    );
    assert_eq!(
        partner.banks,
        vec![Bank {
            country: zrm_proto::common::v1::Country::Se.into(),
            product: "mortgage".into(),
            bank_id: 1,
        }]
    );
    assert!(partner.roles.is_empty());

    // Staff still sign in on the employee platform, without banks.
    let challenge = start_login_on(&employees, ANNA, "demo-online-1", LoginPlatform::Employee)
        .await
        .unwrap();
    let code = one_time_code_in(mail.mails_to(ANNA).await[0]["text"].as_str().unwrap());
    let staff = complete_login(&employees, &challenge.session_id, &code)
        .await
        .unwrap();
    assert!(staff.banks.is_empty());

    core.cleanup().await;
    mail.stop().await;
}

#[tokio::test]
async fn expired_codes_and_too_many_wrong_codes_are_refused() {
    let mail = MailStack::start().await;
    let core = Core::start(&mail.messaging_url).await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());
    let mut conn = core.conn().await;

    // Expired: the right code after expiry is refused.
    let first = start_login(&employees, ANNA, "demo-online-1")
        .await
        .unwrap();
    let code = one_time_code_in(mail.mails_to(ANNA).await[0]["text"].as_str().unwrap());
    execute(
        &mut conn,
        &format!(
            "UPDATE login_challenges SET expires_at = now() - interval '1 second' \
             WHERE session_id = '{}'",
            first.session_id
        ),
    )
    .await;
    assert_code_rejected(complete_login(&employees, &first.session_id, &code).await);

    // Attempts: four wrong codes still leave the right one usable...
    let second = start_login(&employees, ANNA, "demo-online-1")
        .await
        .unwrap();
    let code = one_time_code_in(mail.mails_to(ANNA).await[0]["text"].as_str().unwrap());
    for _ in 0..4 {
        assert_code_rejected(
            complete_login(&employees, &second.session_id, &other_code(&code)).await,
        );
    }
    complete_login(&employees, &second.session_id, &code)
        .await
        .unwrap();

    // ...five burn the challenge, so even the right code fails afterwards.
    let third = start_login(&employees, ANNA, "demo-online-1")
        .await
        .unwrap();
    let code = one_time_code_in(mail.mails_to(ANNA).await[0]["text"].as_str().unwrap());
    for _ in 0..5 {
        assert_code_rejected(
            complete_login(&employees, &third.session_id, &other_code(&code)).await,
        );
    }
    assert_code_rejected(complete_login(&employees, &third.session_id, &code).await);

    // A code belongs to its own session only; unknown sessions are refused alike.
    let fourth = start_login(&employees, ANNA, "demo-online-1")
        .await
        .unwrap();
    let code = one_time_code_in(mail.mails_to(ANNA).await[0]["text"].as_str().unwrap());
    assert_code_rejected(
        complete_login(&employees, &uuid::Uuid::new_v4().to_string(), &code).await,
    );
    assert_code_rejected(complete_login(&employees, "garbage", &code).await);
    complete_login(&employees, &fourth.session_id, &code)
        .await
        .unwrap();

    drop(conn);
    core.cleanup().await;
    mail.stop().await;
}

#[tokio::test]
async fn messaging_down_is_unavailable_not_a_crash() {
    let core = Core::without_mail().await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());
    let status = start_login(&employees, ANNA, "demo-online-1")
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::Unavailable);
    core.cleanup().await;
}

#[tokio::test]
async fn employees_list_pages_by_name_and_can_leave_out_the_deactivated() {
    let core = Core::without_mail().await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());
    let mut conn = core.conn().await;
    execute(
        &mut conn,
        "UPDATE employees SET deactivated = true WHERE email = 'erik.sales@zrm.example'",
    )
    .await;

    let list = |page, limit, without_deactivated| {
        let employees = &employees;
        async move {
            employees
                .list_employees(Request::new(ListEmployeesRequest {
                    page: Some(zrm_platform::grpc::common::page_request(page, limit)),
                    without_deactivated,
                    kind: 0,
                }))
                .await
                .map(Response::into_inner)
        }
    };
    let all = list(1, 25, false).await.unwrap();
    assert_eq!(all.page.unwrap().total, 5);
    let names: Vec<&str> = all.employees.iter().map(|e| e.last_name.as_str()).collect();
    assert_eq!(
        names,
        vec!["Bergström", "Ekström", "Lind", "Lindqvist", "Nilsson"]
    );
    let active = list(1, 25, true).await.unwrap();
    assert_eq!(active.page.unwrap().total, 4);
    assert!(active.employees.iter().all(|e| !e.deactivated));
    let second_page = list(2, 5, false).await.unwrap();
    assert!(second_page.employees.is_empty());
    assert_eq!(second_page.page.unwrap().total, 5);
    let status = list(1, 3, false).await.unwrap_err();
    assert_eq!(status.code(), Code::InvalidArgument);
    let status = employees
        .get_employee(Request::new(GetEmployeeRequest {
            user_id: uuid::Uuid::new_v4().to_string(),
        }))
        .await
        .unwrap_err();
    assert_eq!(status.code(), Code::NotFound);
    drop(conn);
    core.cleanup().await;
}
