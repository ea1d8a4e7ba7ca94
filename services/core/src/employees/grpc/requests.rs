//! Validation of employee requests (with the English error texts the apps show, e.g. "Email is
//! required") and employee → proto conversion.

use uuid::Uuid;
use zrm_proto::core::v1 as proto;

use crate::employees::identity_sign_in::ProviderIdentity;
use crate::employees::login::{LoginPlatform, PasswordCredentials};
use crate::employees::model::{Employee, EmployeePage};
use crate::employees::settings::{
    CALENDAR_VIEWS, EmployeeSettings, SHARE_NAME_CONSENTS, SettingsChange, THEMES, one_of,
};
use crate::employees::storage::PeopleKind;
use crate::error::CoreError;
use crate::i18n::Language;
use zrm_domain::Page;

use zrm_platform::grpc::common::{page_info, page_of};
use zrm_platform::grpc::timestamp::to_timestamp as timestamp;

const MAX_CREDENTIAL: usize = 255;

/// The account field of a sign-in as the platform's form names it: staff sign in with `email`,
/// bank partners with `username` (whose value is also their e-mail address).
struct AccountField {
    name: &'static str,
    required: &'static str,
}

const EMAIL_FIELD: AccountField = AccountField {
    name: "email",
    required: "Email is required",
};

const USERNAME_FIELD: AccountField = AccountField {
    name: "username",
    required: "Username is required",
};

/// Every check of a password sign-in lives here; the gateway only parses and forwards. The
/// account is trimmed; both values are at most 255 characters as sent.
pub fn credentials_from_request(
    request: proto::StartPasswordLoginRequest,
) -> Result<PasswordCredentials, CoreError> {
    let platform = match proto::LoginPlatform::try_from(request.platform) {
        Ok(proto::LoginPlatform::Bank) => LoginPlatform::Bank,
        Ok(proto::LoginPlatform::Employee | proto::LoginPlatform::Unspecified) => {
            LoginPlatform::Employee
        }
        Err(_) => return Err(CoreError::invalid("platform", "Unknown platform")),
    };
    let field = match platform {
        LoginPlatform::Employee => EMAIL_FIELD,
        LoginPlatform::Bank => USERNAME_FIELD,
    };
    if request.email.chars().count() > MAX_CREDENTIAL {
        return Err(CoreError::invalid(
            field.name,
            "Must be at most 255 characters",
        ));
    }
    let email = request.email.trim();
    if email.is_empty() {
        return Err(CoreError::invalid(field.name, field.required));
    }
    if !looks_like_email(email) {
        return Err(CoreError::invalid(field.name, "Must be a valid email"));
    }
    if request.password.is_empty() {
        return Err(CoreError::invalid("password", "Password is required"));
    }
    if request.password.chars().count() > MAX_CREDENTIAL {
        return Err(CoreError::invalid(
            "password",
            "Must be at most 255 characters",
        ));
    }
    Ok(PasswordCredentials {
        email: email.to_owned(),
        password: request.password,
        platform,
    })
}

/// `local@domain.tld` without white space or control characters (a NUL could not even be looked
/// up); deliverability is the mail relay's business.
pub(crate) fn looks_like_email(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && !domain.contains('@')
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
        && domain.split('.').filter(|label| !label.is_empty()).count() >= 2
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
}

/// A session id that is not even a UUID cannot belong to a challenge: same answer as a wrong code.
pub fn code_from_request(
    request: proto::CompletePasswordLoginRequest,
) -> Result<(Uuid, String), CoreError> {
    let session_id = request.session_id.trim();
    if session_id.is_empty() {
        return Err(CoreError::invalid("session_id", "Session id is required"));
    }
    if request.session_id.chars().count() > MAX_CREDENTIAL {
        return Err(CoreError::invalid(
            "session_id",
            "Must be at most 255 characters",
        ));
    }
    let otp = request.otp.trim();
    if otp.is_empty() {
        return Err(CoreError::invalid("otp", "OTP is required"));
    }
    if !(6..=8).contains(&otp.chars().count()) {
        return Err(CoreError::invalid("otp", "OTP must be 6 to 8 characters"));
    }
    let session_id = Uuid::parse_str(session_id).map_err(|_| CoreError::InvalidOneTimeCode)?;
    Ok((session_id, otp.to_owned()))
}

pub fn identity_from_request(
    request: proto::IdentityProviderSignInRequest,
) -> Result<ProviderIdentity, CoreError> {
    ProviderIdentity::parse(
        &request.email,
        request.subject,
        request.roles,
        request.zoordinates,
    )
}

pub fn settings_change_from_request(
    request: proto::SaveEmployeeSettingsRequest,
) -> Result<SettingsChange, CoreError> {
    let language = match request.language.as_deref() {
        None => None,
        Some(code) => Some(
            code.parse::<Language>()
                .map_err(|()| CoreError::invalid("language", "Must be one of en, sv, nb"))?,
        ),
    };
    Ok(SettingsChange {
        share_name_consent: one_of(
            "share_name_consent",
            request.share_name_consent,
            &SHARE_NAME_CONSENTS,
        )?,
        theme: one_of("theme", request.theme, &THEMES)?,
        default_calendar_view: one_of(
            "default_calendar_view",
            request.default_calendar_view,
            &CALENDAR_VIEWS,
        )?,
        compact: request.compact,
        debug: request.debug,
        zoordinate: request.zoordinate,
        language,
    })
}

pub fn settings_message(settings: EmployeeSettings) -> proto::EmployeeSettings {
    proto::EmployeeSettings {
        share_name_consent: settings.share_name_consent,
        theme: settings.theme,
        default_calendar_view: settings.default_calendar_view,
        compact: settings.compact,
        debug: settings.debug,
        zoordinate: settings.zoordinate,
        language: settings.language.code().to_owned(),
    }
}

pub fn employee_message(employee: Employee) -> proto::Employee {
    proto::Employee {
        user_id: employee.user_id.to_string(),
        first_name: employee.first_name,
        last_name: employee.last_name,
        email: employee.email,
        phone_number: employee.phone_number,
        roles: employee.roles,
        zoordinates: employee.zoordinates,
        deactivated: employee.deactivated,
        last_login: employee.last_login.map(timestamp),
        banks: employee
            .banks
            .into_iter()
            .map(|bank| proto::Bank {
                country: zrm_platform::grpc::common::country_of_code(&bank.country).into(),
                product: bank.product,
                bank_id: bank.bank_id,
            })
            .collect(),
        blocked: employee.blocked,
        telephony_ids: employee.telephony_ids,
        sverker_id: employee.sverker_id,
        access_managed_in_zrm: employee.access_managed_in_zrm,
        language: employee.language.code().to_owned(),
    }
}

pub fn employee_page_message(page: EmployeePage) -> proto::ListEmployeesResponse {
    proto::ListEmployeesResponse {
        employees: page.employees.into_iter().map(employee_message).collect(),
        page: Some(page_info(page.page.page, page.page.limit, page.total)),
    }
}

pub fn employee_list_from_request(
    request: &proto::ListEmployeesRequest,
) -> Result<(PeopleKind, bool, Page), CoreError> {
    Ok((
        people_kind(request.kind)?,
        request.without_deactivated,
        page(request.page.as_ref())?,
    ))
}

pub fn page(request: Option<&zrm_proto::common::v1::PageRequest>) -> Result<Page, CoreError> {
    let (page, limit) = page_of(request);
    Ok(Page::parse(page, limit)?)
}

/// The `expected_kind` of an update: only a bank partner may be changed (the PartnerAdmin's
/// screens), or anyone (unspecified; staff is not a restriction the administration needs).
pub fn only_bank_partners(kind: i32) -> Result<bool, CoreError> {
    match proto::EmployeeKind::try_from(kind) {
        Ok(proto::EmployeeKind::BankPartner) => Ok(true),
        Ok(proto::EmployeeKind::Staff | proto::EmployeeKind::Unspecified) => Ok(false),
        Err(_) => Err(CoreError::invalid("expected_kind", "Unknown kind")),
    }
}

pub fn people_kind(kind: i32) -> Result<PeopleKind, CoreError> {
    match proto::EmployeeKind::try_from(kind) {
        Ok(proto::EmployeeKind::Staff | proto::EmployeeKind::Unspecified) => Ok(PeopleKind::Staff),
        Ok(proto::EmployeeKind::BankPartner) => Ok(PeopleKind::BankPartners),
        Err(_) => Err(CoreError::invalid("kind", "Unknown kind")),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    fn login(email: &str, password: &str) -> Result<PasswordCredentials, CoreError> {
        credentials_from_request(proto::StartPasswordLoginRequest {
            email: email.into(),
            password: password.into(),
            platform: proto::LoginPlatform::Unspecified.into(),
        })
    }

    fn failure(result: Result<impl std::fmt::Debug, CoreError>) -> (&'static str, String) {
        let error = result.unwrap_err();
        let CoreError::InvalidArgument { field, detail } = error else {
            panic!("expected a validation error, got {error:?}");
        };
        (field, detail)
    }

    #[test]
    fn login_validation_uses_the_spec_texts() {
        assert_eq!(
            failure(login("", "x")),
            ("email", "Email is required".into())
        );
        assert_eq!(
            failure(login("anna", "x")),
            ("email", "Must be a valid email".into())
        );
        assert_eq!(
            failure(login("an\u{0}na@zrm.example", "x")),
            ("email", "Must be a valid email".into())
        );
        assert_eq!(
            failure(login("a@b", "x")),
            ("email", "Must be a valid email".into())
        );
        let long = format!("{}@zrm.example", "a".repeat(250));
        assert_eq!(
            failure(login(&long, "x")),
            ("email", "Must be at most 255 characters".into())
        );
        assert_eq!(
            failure(login("anna@zrm.example", "")),
            ("password", "Password is required".into())
        );
        assert_eq!(
            failure(login("anna@zrm.example", &"p".repeat(256))),
            ("password", "Must be at most 255 characters".into())
        );
        assert_eq!(
            login(" Anna@ZRM.example ", "pw").unwrap().email,
            "Anna@ZRM.example"
        );
    }

    #[test]
    fn code_validation_uses_the_spec_texts() {
        let session = Uuid::new_v4().to_string();
        let code = |otp: &str| {
            code_from_request(proto::CompletePasswordLoginRequest {
                session_id: session.clone(),
                otp: otp.into(),
            })
        };
        assert_eq!(failure(code("")), ("otp", "OTP is required".into()));
        assert_eq!(
            failure(code("12345")),
            ("otp", "OTP must be 6 to 8 characters".into())
        );
        assert_eq!(
            failure(code("123456789")),
            ("otp", "OTP must be 6 to 8 characters".into())
        );
        assert_eq!(code("123456").unwrap().1, "123456");
        let garbage_session = code_from_request(proto::CompletePasswordLoginRequest {
            session_id: "nope".into(),
            otp: "123456".into(),
        });
        assert!(matches!(
            garbage_session,
            Err(CoreError::InvalidOneTimeCode)
        ));
        let missing_session = code_from_request(proto::CompletePasswordLoginRequest {
            session_id: "  ".into(),
            otp: "123456".into(),
        });
        assert_eq!(
            failure(missing_session),
            ("session_id", "Session id is required".into())
        );
    }

    #[test]
    fn bank_sign_in_names_the_account_username() {
        let bank = |email: &str| {
            credentials_from_request(proto::StartPasswordLoginRequest {
                email: email.into(),
                password: "pw".into(),
                platform: proto::LoginPlatform::Bank.into(),
            })
        };
        assert_eq!(
            failure(bank(" ")),
            ("username", "Username is required".into())
        );
        assert_eq!(
            failure(bank("karin")),
            ("username", "Must be a valid email".into())
        );
        assert_eq!(
            bank(" partner@bank.example ").unwrap().platform,
            LoginPlatform::Bank
        );
    }

    #[test]
    fn the_length_limit_counts_the_account_as_sent() {
        let padded = format!("  {}@zrm.example  ", "a".repeat(240));
        assert_eq!(padded.chars().count(), 256);
        assert_eq!(
            failure(login(&padded, "x")),
            ("email", "Must be at most 255 characters".into())
        );
    }
}
