//! The one-time code of the password sign-in, e-mailed in the employee's language.

use crate::error::CoreError;
use crate::i18n;
use crate::mail::Mailer;

use super::model::Employee;

/// What the record in messaging says the e-mail was for.
pub const ONE_TIME_CODE_PURPOSE: &str = "employee_otp";

pub async fn send_one_time_code(
    mailer: &Mailer,
    employee: &Employee,
    code: &str,
    valid_minutes: i64,
) -> Result<(), CoreError> {
    let mail =
        i18n::one_time_code_mail(employee.language, &employee.first_name, code, valid_minutes);
    mailer
        .send(
            &employee.email,
            mail.subject,
            mail.body,
            ONE_TIME_CODE_PURPOSE,
        )
        .await
        .map(|_| ())
}
