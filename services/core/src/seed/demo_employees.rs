//! The demo accounts of the REST contract (five staff, and a bank partner each of SBAB and
//! Handelsbanken), with realistic names and coordinates.

use diesel::sql_types::{Array, Text, Uuid as SqlUuid};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use tokio::task::JoinSet;
use uuid::Uuid;

use crate::employees::password::hash_password_blocking;
use crate::error::CoreError;

pub struct DemoEmployee {
    pub email: &'static str,
    pub password: &'static str,
    pub first_name: &'static str,
    pub last_name: &'static str,
    pub phone_number: &'static str,
    pub roles: &'static [&'static str],
    /// Product, Country, Office, EmploymentType, Department (two characters each).
    pub zoordinates: &'static [&'static str],
    /// `COUNTRY:product:BANK_ID`; non-empty makes a bank partner (bank portal only).
    pub banks: &'static [&'static str],
}

pub const DEMO_EMPLOYEES: [DemoEmployee; 7] = [
    DemoEmployee {
        email: "admin@zrm.example",
        password: "demo-admin-1",
        first_name: "Sofia",
        last_name: "Bergström",
        phone_number: "+46701234501",
        roles: &["admin"],
        zoordinates: &["MOSESTFTSA", "MONOSTFTSA", "CCSESTFTSA", "LISESTFTKH"],
        banks: &[],
    },
    DemoEmployee {
        email: "anna.online@zrm.example",
        password: "demo-online-1",
        first_name: "Anna",
        last_name: "Lindqvist",
        phone_number: "+46701234502",
        roles: &["online:admin", "mortgage:admin"],
        zoordinates: &["MOSESTFTSA", "ULSESTFTSA"],
        banks: &[],
    },
    DemoEmployee {
        email: "erik.sales@zrm.example",
        password: "demo-sales-1",
        first_name: "Erik",
        last_name: "Lind",
        phone_number: "+46701234503",
        roles: &[],
        zoordinates: &["MOSESTFTSA"],
        banks: &[],
    },
    DemoEmployee {
        email: "maja.team@zrm.example",
        password: "demo-team-1",
        first_name: "Maja",
        last_name: "Nilsson",
        phone_number: "+46701234504",
        // The team lead follows her team's insurance sales (the admin sales report).
        roles: &["team-lead", "zaker:read-sales-stats"],
        zoordinates: &["MOSEUPFTSA", "MONOUPFTSA"],
        banks: &[],
    },
    DemoEmployee {
        email: "jonas.kdlt@zrm.example",
        password: "demo-kdlt-1",
        first_name: "Jonas",
        last_name: "Ekström",
        phone_number: "+46701234506",
        roles: &["kdlt:admin"],
        zoordinates: &["MOSESTFTSA", "MONOSTFTSA"],
        banks: &[],
    },
    DemoEmployee {
        email: "partner@bank.example",
        password: "demo-bank-1",
        first_name: "Karin",
        last_name: "Berg",
        phone_number: "+46701234505",
        roles: &[],
        zoordinates: &[],
        banks: &["SE:mortgage:1"],
    },
    DemoEmployee {
        email: "partner@handelsbanken.example",
        password: "demo-bank-2",
        first_name: "Johan",
        last_name: "Strand",
        phone_number: "+46701234507",
        roles: &[],
        zoordinates: &[],
        banks: &["SE:mortgage:2"],
    },
];

/// Hashes the demo passwords in parallel on the blocking pool (argon2 is deliberately slow).
pub async fn hash_demo_passwords() -> Result<Vec<(usize, String)>, CoreError> {
    let mut tasks = JoinSet::new();
    for (index, employee) in DEMO_EMPLOYEES.iter().enumerate() {
        let password = employee.password;
        tasks.spawn_blocking(move || hash_password_blocking(password).map(|hash| (index, hash)));
    }
    let mut hashes = Vec::with_capacity(DEMO_EMPLOYEES.len());
    while let Some(result) = tasks.join_next().await {
        hashes.push(result??);
    }
    hashes.sort_by_key(|(index, _)| *index);
    Ok(hashes)
}

#[derive(diesel::QueryableByName)]
struct UpsertedEmployee {
    #[diesel(sql_type = SqlUuid)]
    user_id: Uuid,
}

/// Inserts or refreshes the demo accounts (matched by e-mail, case-insensitively); returns the
/// ids of the staff among them (leads are assigned to staff, never to bank partners).
pub async fn upsert_demo_employees(
    conn: &mut AsyncPgConnection,
    hashes: &[(usize, String)],
) -> Result<Vec<Uuid>, CoreError> {
    let mut ids = Vec::with_capacity(hashes.len());
    for (index, hash) in hashes {
        let Some(employee) = DEMO_EMPLOYEES.get(*index) else {
            continue;
        };
        // diesel's upsert has no conflict target for an expression index such as lower(email).
        let upserted: UpsertedEmployee = diesel::sql_query(
            "INSERT INTO employees (user_id, email, first_name, last_name, phone_number, \
                                    password_hash, roles, zoordinates, banks) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
             ON CONFLICT ((lower(email))) DO UPDATE SET \
                 first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, \
                 phone_number = EXCLUDED.phone_number, password_hash = EXCLUDED.password_hash, \
                 roles = EXCLUDED.roles, zoordinates = EXCLUDED.zoordinates, \
                 banks = EXCLUDED.banks, deactivated = false \
             RETURNING user_id",
        )
        .bind::<SqlUuid, _>(Uuid::new_v4())
        .bind::<Text, _>(employee.email)
        .bind::<Text, _>(employee.first_name)
        .bind::<Text, _>(employee.last_name)
        .bind::<Text, _>(employee.phone_number)
        .bind::<Text, _>(hash)
        .bind::<Array<Text>, _>(employee.roles.to_vec())
        .bind::<Array<Text>, _>(employee.zoordinates.to_vec())
        .bind::<Array<Text>, _>(employee.banks.to_vec())
        .get_result(conn)
        .await?;
        if employee.banks.is_empty() {
            ids.push(upserted.user_id);
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use zrm_domain::Coordinates;

    use super::*;

    #[test]
    fn demo_coordinates_are_valid_codes() {
        // Staff work in data regions; bank partners work for banks instead.
        for employee in &DEMO_EMPLOYEES {
            assert_ne!(employee.zoordinates.is_empty(), employee.banks.is_empty());
            for code in employee.zoordinates {
                Coordinates::parse(code).unwrap();
            }
        }
    }
}
