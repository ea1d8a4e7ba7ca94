//! Employee as the domain sees it: no password hash, language parsed.

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::i18n::Language;
use zrm_domain::Page;

use super::rows::EmployeeRow;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Employee {
    pub user_id: Uuid,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    pub phone_number: String,
    pub roles: Vec<String>,
    pub zoordinates: Vec<String>,
    pub language: Language,
    pub deactivated: bool,
    pub last_login: Option<DateTime<Utc>>,
    /// The banks of a bank-partner user; empty for staff.
    pub banks: Vec<Bank>,
    pub blocked: bool,
    /// An administrator set the roles and coordinates in ZRM; sign-ins keep them.
    pub access_managed_in_zrm: bool,
    /// `provider:id`, e.g. `telavox:4711`.
    pub telephony_ids: Vec<String>,
    pub sverker_id: Option<String>,
}

impl Employee {
    pub fn full_name(&self) -> String {
        full_name(&self.first_name, &self.last_name)
    }

    /// A user with at least one bank is a bank partner: bank platform only.
    pub fn is_bank_partner(&self) -> bool {
        !self.banks.is_empty()
    }

    /// Neither blocked nor deactivated: may sign in.
    pub fn may_sign_in(&self) -> bool {
        !self.blocked && !self.deactivated
    }
}

/// A bank a bank-partner user works for: the country and product they pick in the portal, and
/// the catalogue's bank (`banks.bank_id`) whose applications they see there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bank {
    pub country: String,
    pub product: String,
    pub bank_id: i32,
}

impl Bank {
    /// The stored form, `COUNTRY:product:BANK_ID`.
    pub fn to_column(&self) -> String {
        format!("{}:{}:{}", self.country, self.product, self.bank_id)
    }

    /// Reads the stored form; None for one that names no bank (the migration gave every stored
    /// entry one, so this is only a hand-edited row, which then grants nothing).
    pub fn from_column(value: &str) -> Option<Self> {
        let mut parts = value.splitn(3, ':');
        let (country, product, bank_id) = (parts.next()?, parts.next()?, parts.next()?);
        Some(Bank {
            country: country.to_owned(),
            product: product.to_owned(),
            bank_id: bank_id.parse().ok()?,
        })
    }
}

pub fn full_name(first_name: &str, last_name: &str) -> String {
    format!("{first_name} {last_name}").trim().to_owned()
}

impl From<EmployeeRow> for Employee {
    fn from(row: EmployeeRow) -> Self {
        Employee {
            user_id: row.user_id,
            email: row.email,
            first_name: row.first_name,
            last_name: row.last_name,
            phone_number: row.phone_number,
            roles: row.roles,
            zoordinates: row.zoordinates,
            // The column is constrained to the known codes; English is the fallback regardless.
            language: row.language.parse().unwrap_or_default(),
            deactivated: row.deactivated,
            last_login: row.last_login,
            banks: row
                .banks
                .iter()
                .filter_map(|bank| Bank::from_column(bank))
                .collect(),
            blocked: row.blocked,
            access_managed_in_zrm: row.access_managed_in_zrm,
            telephony_ids: row.telephony_ids,
            sverker_id: row.sverker_id,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmployeePage {
    pub employees: Vec<Employee>,
    pub total: u64,
    pub page: Page,
}

/// The session a successful password check opens; the code went out by e-mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginChallenge {
    pub session_id: Uuid,
    pub expires_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn bank_column_round_trips() {
        let bank = Bank::from_column("SE:mortgage:2").unwrap();
        assert_eq!(bank.country, "SE");
        assert_eq!(bank.product, "mortgage");
        assert_eq!(bank.bank_id, 2);
        assert_eq!(bank.to_column(), "SE:mortgage:2");
        assert_eq!(Bank::from_column("SE:mortgage"), None);
        assert_eq!(Bank::from_column("SE:mortgage:x"), None);
    }
}
