//! Identity-provider sign-in and employee settings against a real database: who the provider
//! may let in (an active employee, by e-mail), the claims' roles and coordinates taking over,
//! and settings saved field by field, checked, and kept.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request, Response, Status};
use zrm_core::employees::grpc::service::EmployeeGrpc;
use zrm_core::seed::do_seed;
use zrm_proto::core::v1::employee_service_server::EmployeeService;
use zrm_proto::core::v1::{
    Employee, EmployeeSettings, GetEmployeeRequest, GetEmployeeSettingsRequest,
    IdentityProviderSignInRequest, SaveEmployeeSettingsRequest,
};

use crate::support::{Core, execute};

async fn provider_sign_in(
    employees: &EmployeeGrpc,
    email: &str,
    roles: &[&str],
    zoordinates: &[&str],
) -> Result<Employee, Status> {
    employees
        .sign_in_with_identity_provider(Request::new(IdentityProviderSignInRequest {
            email: email.into(),
            subject: "sub-1".into(),
            roles: roles.iter().map(ToString::to_string).collect(),
            zoordinates: zoordinates.iter().map(ToString::to_string).collect(),
        }))
        .await
        .map(Response::into_inner)
}

async fn save(
    employees: &EmployeeGrpc,
    request: SaveEmployeeSettingsRequest,
) -> Result<EmployeeSettings, Status> {
    employees
        .save_settings(Request::new(request))
        .await
        .map(Response::into_inner)
}

#[tokio::test]
async fn the_identity_provider_signs_in_active_staff_with_the_claims_roles_and_coordinates() {
    let core = Core::without_mail().await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());

    let erik = provider_sign_in(
        &employees,
        "Erik.Sales@ZRM.example",
        &["team-lead"],
        &["MOSESTFTSA", "MONOSTFTSA"],
    )
    .await
    .unwrap();
    assert_eq!(erik.email, "erik.sales@zrm.example");
    assert_eq!(erik.roles, vec!["team-lead"]);
    assert_eq!(erik.zoordinates, vec!["MOSESTFTSA", "MONOSTFTSA"]);
    assert!(erik.last_login.is_some());
    let stored = employees
        .get_employee(Request::new(GetEmployeeRequest {
            user_id: erik.user_id.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(stored.roles, vec!["team-lead"], "kept for /employee/me");

    let unknown = provider_sign_in(&employees, "ghost@zrm.example", &[], &[])
        .await
        .unwrap_err();
    assert_eq!(unknown.code(), Code::PermissionDenied);
    assert_eq!(
        unknown.message(),
        "There is no ZRM account for ghost@zrm.example; talk to your team leader"
    );
    let partner = provider_sign_in(&employees, "partner@bank.example", &[], &[])
        .await
        .unwrap_err();
    assert_eq!(partner.code(), Code::PermissionDenied);

    let mut conn = core.conn().await;
    execute(
        &mut conn,
        "UPDATE employees SET deactivated = true WHERE email = 'maja.team@zrm.example'",
    )
    .await;
    let deactivated = provider_sign_in(&employees, "maja.team@zrm.example", &[], &[])
        .await
        .unwrap_err();
    assert_eq!(deactivated.code(), Code::PermissionDenied);
    assert_eq!(
        deactivated.message(),
        "Your ZRM account is deactivated; talk to your team leader"
    );

    let bad = provider_sign_in(&employees, "anna.online@zrm.example", &[], &["MOSE"])
        .await
        .unwrap_err();
    assert_eq!(bad.code(), Code::InvalidArgument);
    drop(conn);
    core.cleanup().await;
}

#[tokio::test]
async fn settings_start_at_the_defaults_and_keep_what_each_save_sets() {
    let core = Core::without_mail().await;
    do_seed(&core.db.pool, 0).await.unwrap();
    let employees = EmployeeGrpc::new(core.state.clone());
    let anna = provider_sign_in(
        &employees,
        "anna.online@zrm.example",
        &["online:admin"],
        &["MOSESTFTSA", "ULSESTFTSA"],
    )
    .await
    .unwrap();
    let get = || async {
        employees
            .get_settings(Request::new(GetEmployeeSettingsRequest {
                user_id: anna.user_id.clone(),
            }))
            .await
            .unwrap()
            .into_inner()
    };
    let defaults = get().await;
    assert_eq!(
        (
            defaults.share_name_consent.as_str(),
            defaults.theme.as_str(),
            defaults.default_calendar_view.as_str(),
            defaults.compact,
            defaults.zoordinate.as_str(),
            defaults.language.as_str(),
        ),
        ("NO_CONSENT", "system", "appViewWeek", false, "", "en")
    );

    let change = |fill: fn(&mut SaveEmployeeSettingsRequest)| {
        let mut request = SaveEmployeeSettingsRequest {
            user_id: anna.user_id.clone(),
            ..SaveEmployeeSettingsRequest::default()
        };
        fill(&mut request);
        request
    };
    save(
        &employees,
        change(|r| {
            r.theme = Some("dark".into());
            r.zoordinate = Some("ULSESTFTSA".into());
        }),
    )
    .await
    .unwrap();
    let saved = save(
        &employees,
        change(|r| {
            r.language = Some("nb".into());
            r.compact = Some(true);
        }),
    )
    .await
    .unwrap();
    assert_eq!(saved.theme, "dark", "an earlier save is kept");
    assert_eq!(saved.zoordinate, "ULSESTFTSA");
    assert_eq!(saved.language, "nb");
    assert!(saved.compact);
    assert_eq!(get().await, saved);

    for (fill, field) in [
        (
            (|r: &mut SaveEmployeeSettingsRequest| r.theme = Some("pink".into()))
                as fn(&mut SaveEmployeeSettingsRequest),
            "theme",
        ),
        (
            |r| r.share_name_consent = Some("ALL".into()),
            "share_name_consent",
        ),
        (
            |r| r.default_calendar_view = Some("year".into()),
            "default_calendar_view",
        ),
        (|r| r.language = Some("de".into()), "language"),
    ] {
        let status = save(&employees, change(fill)).await.unwrap_err();
        assert_eq!(status.code(), Code::InvalidArgument, "{field}");
        assert_eq!(
            status
                .metadata()
                .get("x-zrm-field")
                .unwrap()
                .to_str()
                .unwrap(),
            field
        );
    }
    for code in ["MONOSTFTSA", "MO"] {
        let status = save(
            &employees,
            SaveEmployeeSettingsRequest {
                user_id: anna.user_id.clone(),
                zoordinate: Some(code.into()),
                ..SaveEmployeeSettingsRequest::default()
            },
        )
        .await
        .unwrap_err();
        assert_eq!(status.code(), Code::PermissionDenied, "{code}");
        assert_eq!(
            status.message(),
            format!("Coordinate {code} is not one of yours")
        );
    }
    assert_eq!(get().await, saved, "a refused save changes nothing");
    core.cleanup().await;
}
