//! `zrm-kdlt seed --customers N`: tops the register up to N generated customers (valid Swedish
//! and Norwegian personal ids, realistic names, phone numbers and e-mail addresses). Rows go in
//! with COPY into a temporary table, then one INSERT that skips a personal id drawn twice, so a
//! million customers take minutes, not hours; each gets its `created` audit row.

use bytes::Bytes;
use chrono::{Duration, NaiveDate, Utc};
use futures_util::SinkExt;
use rand::Rng;
use tokio_postgres::{Client, NoTls};
use zrm_domain::{Country, generate_norwegian, generate_swedish, random_person};

use crate::error::KdltError;

/// Rows sent per COPY (and per transaction).
const BATCH: u64 = 50_000;

pub struct SeedReport {
    pub before: u64,
    pub inserted: u64,
}

fn seed_error(error: impl std::fmt::Display) -> KdltError {
    KdltError::Seed(error.to_string())
}

pub async fn seed_customers(database_url: &str, target: u64) -> Result<SeedReport, KdltError> {
    let (mut client, connection) = tokio_postgres::connect(database_url, NoTls)
        .await
        .map_err(seed_error)?;
    let driver = tokio::spawn(connection);
    let before = count(&client).await?;
    let mut now = before;
    // A round that adds nothing would repeat forever; a few rounds cover the ids drawn twice.
    let mut idle_rounds = 0;
    while now < target && idle_rounds < 3 {
        let batch = (target - now).min(BATCH);
        let added = insert_batch(&mut client, &generate(batch)?).await?;
        idle_rounds = if added == 0 { idle_rounds + 1 } else { 0 };
        now += added;
    }
    if now > before {
        // A bulk load leaves the planner without statistics until autovacuum gets to it; the
        // searches and pages measured right after a seed need them now.
        client
            .batch_execute("ANALYZE customers, customer_audit")
            .await
            .map_err(seed_error)?;
    }
    drop(client);
    driver.abort();
    Ok(SeedReport {
        before,
        inserted: now - before,
    })
}

async fn count(client: &Client) -> Result<u64, KdltError> {
    let row = client
        .query_one("SELECT count(*) FROM customers", &[])
        .await
        .map_err(seed_error)?;
    Ok(u64::try_from(row.get::<_, i64>(0)).unwrap_or(0))
}

/// Tab-separated rows (`COPY ... FROM STDIN` text format): country, pni, first name, last name,
/// phone number, e-mail. Generated values hold no tab, newline or backslash.
fn generate(count: u64) -> Result<String, KdltError> {
    let mut rng = rand::rng();
    let today = Utc::now().date_naive();
    let mut rows = String::with_capacity(usize::try_from(count).unwrap_or(0) * 96);
    for n in 0..count {
        let country = if rng.random_bool(0.6) {
            Country::Se
        } else {
            Country::No
        };
        let born = adult_birth_date(&mut rng, today);
        let pni = match country {
            Country::Se => generate_swedish(&mut rng, born),
            Country::No => generate_norwegian(&mut rng, born),
        }
        .map_err(seed_error)?;
        let name = random_person(&mut rng, country);
        let phone = match country {
            Country::Se => format!("+467{:08}", rng.random_range(0..100_000_000)),
            Country::No => format!("+474{:07}", rng.random_range(0..10_000_000)),
        };
        let domain = match country {
            Country::Se => "example.se",
            Country::No => "example.no",
        };
        let email = format!(
            "{}.{}{}@{domain}",
            ascii_lower(name.first_name),
            ascii_lower(name.last_name),
            n % 1000
        );
        rows.push_str(&format!(
            "{}\t{}\t{}\t{}\t{phone}\t{email}\n",
            country.code(),
            pni.canonical(),
            name.first_name,
            name.last_name
        ));
    }
    Ok(rows)
}

/// Customers between 18 and 90 years old.
fn adult_birth_date<R: Rng>(rng: &mut R, today: NaiveDate) -> NaiveDate {
    today - Duration::days(rng.random_range(18 * 365..90 * 365))
}

/// The name as an e-mail local part: lower case, Nordic letters spelled in ASCII.
fn ascii_lower(name: &str) -> String {
    name.to_lowercase()
        .chars()
        .flat_map(|c| match c {
            'å' | 'ä' | 'á' | 'à' => vec!['a'],
            'ö' | 'ø' | 'ó' => vec!['o'],
            'æ' => vec!['a', 'e'],
            'é' | 'è' => vec!['e'],
            'ü' => vec!['u'],
            c if c.is_ascii_alphanumeric() => vec![c],
            _ => vec![],
        })
        .collect()
}

async fn insert_batch(client: &mut Client, rows: &str) -> Result<u64, KdltError> {
    let transaction = client.transaction().await.map_err(seed_error)?;
    transaction
        .batch_execute(
            "CREATE TEMPORARY TABLE seed_customers (country text, pni text, first_name text, \
             last_name text, phone_number text, email text) ON COMMIT DROP",
        )
        .await
        .map_err(seed_error)?;
    let sink = transaction
        .copy_in("COPY seed_customers FROM STDIN")
        .await
        .map_err(seed_error)?;
    futures_util::pin_mut!(sink);
    sink.send(Bytes::from(rows.to_owned()))
        .await
        .map_err(seed_error)?;
    sink.finish().await.map_err(seed_error)?;
    let inserted = transaction
        .execute(
            "WITH inserted AS ( \
               INSERT INTO customers (country, pni, first_name, last_name, phone_number, email) \
               SELECT DISTINCT ON (country, pni) country, pni, first_name, last_name, \
                      phone_number, email FROM seed_customers \
               ON CONFLICT (country, pni) DO NOTHING RETURNING customer_id) \
             INSERT INTO customer_audit (customer_id, action, actor, request_id) \
             SELECT customer_id, 'created', 'seed', '' FROM inserted",
            &[],
        )
        .await
        .map_err(seed_error)?;
    transaction.commit().await.map_err(seed_error)?;
    Ok(inserted)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use crate::customers::model::{email, personal_id, phone_number};

    #[test]
    fn generated_rows_pass_the_register_rules() {
        let today = Utc::now().date_naive();
        for line in generate(300).unwrap().lines() {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 6, "{line}");
            let country: Country = fields[0].parse().unwrap();
            assert_eq!(
                personal_id("pni", country, fields[1], today).unwrap(),
                fields[1]
            );
            phone_number("phone_number", fields[4]).unwrap();
            email("email", fields[5]).unwrap();
        }
    }

    #[test]
    fn nordic_letters_become_ascii_in_addresses() {
        assert_eq!(ascii_lower("Åsa-Märta Ørsted"), "asamartaorsted");
    }
}
