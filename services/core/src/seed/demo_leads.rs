//! Generated demo leads: valid Swedish and Norwegian personal ids, realistic names, a mix of
//! sources, some co-applicants, some failed, some handled, some assigned, spread over 90 days.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use rand::Rng;
use rand::seq::IndexedRandom;
use uuid::Uuid;
use zrm_domain::{Country, PersonalId, generate_norwegian, generate_swedish, random_person};

use crate::error::CoreError;
use crate::schema::leads;

/// Lead sources with the creation channel each typically comes through.
const SOURCES: [(&str, &str); 6] = [
    ("ONLINE_LEAD", "online_form"),
    ("AFFILIATE_PARTNER", "affiliate_api"),
    ("DIRECT", "phone_call"),
    ("RECOMMENDATION", "employee_referral"),
    ("WINBACK", "winback_campaign"),
    ("BLANCO", "online_form"),
];

const CREATE_ERRORS: [&str; 4] = [
    "Applicant not found in population register",
    "Applicant has a protected identity",
    "Credit check provider did not respond",
    "Duplicate of an open application",
];

const SPREAD_DAYS: i64 = 90;

/// One generated lead; `row()` borrows it as an insertable row.
pub struct SeedLead {
    created_at: DateTime<Utc>,
    source: &'static str,
    create_source_type: &'static str,
    create_source_error: Option<&'static str>,
    country: Country,
    applicant: (String, &'static str, &'static str),
    co_applicant: Option<(String, &'static str, &'static str)>,
    handled: bool,
    reprocessable: bool,
    assignee: Option<(Uuid, DateTime<Utc>)>,
}

#[derive(Insertable)]
#[diesel(table_name = leads)]
pub struct SeedLeadRow<'a> {
    created_at: DateTime<Utc>,
    source: &'a str,
    create_source_type: &'a str,
    create_source_error: Option<&'a str>,
    country: &'a str,
    applicant_pni: &'a str,
    applicant_first_name: &'a str,
    applicant_last_name: &'a str,
    co_applicant_pni: Option<&'a str>,
    co_applicant_first_name: Option<&'a str>,
    co_applicant_last_name: Option<&'a str>,
    handled: bool,
    reprocessable: bool,
    assignee_id: Option<Uuid>,
    assigned_at: Option<DateTime<Utc>>,
}

impl SeedLead {
    pub fn row(&self) -> SeedLeadRow<'_> {
        let co = self.co_applicant.as_ref();
        SeedLeadRow {
            created_at: self.created_at,
            source: self.source,
            create_source_type: self.create_source_type,
            create_source_error: self.create_source_error,
            country: self.country.code(),
            applicant_pni: &self.applicant.0,
            applicant_first_name: self.applicant.1,
            applicant_last_name: self.applicant.2,
            co_applicant_pni: co.map(|person| person.0.as_str()),
            co_applicant_first_name: co.map(|person| person.1),
            co_applicant_last_name: co.map(|person| person.2),
            handled: self.handled,
            reprocessable: self.reprocessable,
            assignee_id: self.assignee.map(|(id, _)| id),
            assigned_at: self.assignee.map(|(_, at)| at),
        }
    }
}

/// One multi-row INSERT for the whole batch.
pub async fn insert_seed_leads(
    conn: &mut AsyncPgConnection,
    batch: &[SeedLead],
) -> QueryResult<usize> {
    let rows: Vec<SeedLeadRow<'_>> = batch.iter().map(SeedLead::row).collect();
    diesel::insert_into(leads::table)
        .values(&rows)
        .execute(conn)
        .await
}

pub fn generate_demo_leads(count: u64, assignees: &[Uuid]) -> Result<Vec<SeedLead>, CoreError> {
    let mut rng = rand::rng();
    let now = Utc::now();
    let mut leads = Vec::with_capacity(usize::try_from(count).unwrap_or_default());
    for _ in 0..count {
        leads.push(generate_demo_lead(&mut rng, now, assignees)?);
    }
    Ok(leads)
}

fn generate_demo_lead<R: Rng>(
    rng: &mut R,
    now: DateTime<Utc>,
    assignees: &[Uuid],
) -> Result<SeedLead, CoreError> {
    let country = if rng.random_bool(0.7) {
        Country::Se
    } else {
        Country::No
    };
    let created_at = now - Duration::seconds(rng.random_range(0..SPREAD_DAYS * 24 * 3600));
    let &(source, create_source_type) = SOURCES.choose(rng).unwrap_or(&SOURCES[0]);
    let create_source_error = rng
        .random_bool(0.08)
        .then(|| CREATE_ERRORS.choose(rng).copied())
        .flatten();
    let handled = rng.random_bool(0.2);
    let applicant = generate_person(rng, country, None)?;
    let co_applicant = if rng.random_bool(0.25) {
        // Half of the co-applicants share the applicant's family name.
        let family = rng.random_bool(0.5).then_some(applicant.2);
        Some(generate_person(rng, country, family)?)
    } else {
        None
    };
    let assignee = if rng.random_bool(0.35) {
        assignees.choose(rng).map(|&id| {
            let since_creation = (now - created_at).num_seconds().max(1);
            (
                id,
                created_at + Duration::seconds(rng.random_range(0..since_creation)),
            )
        })
    } else {
        None
    };
    Ok(SeedLead {
        created_at,
        source,
        create_source_type,
        create_source_error,
        country,
        applicant,
        co_applicant,
        handled,
        reprocessable: !handled,
        assignee,
    })
}

fn generate_person<R: Rng>(
    rng: &mut R,
    country: Country,
    family_name: Option<&'static str>,
) -> Result<(String, &'static str, &'static str), CoreError> {
    let birth_date = random_adult_birth_date(rng);
    let pni: PersonalId = match country {
        Country::Se => generate_swedish(rng, birth_date),
        Country::No => generate_norwegian(rng, birth_date),
    }
    .map_err(|error| CoreError::Seed(error.to_string()))?;
    let name = random_person(rng, country);
    Ok((
        pni.canonical().to_owned(),
        name.first_name,
        family_name.unwrap_or(name.last_name),
    ))
}

/// Borrowers between 20 and 75 years old.
fn random_adult_birth_date<R: Rng>(rng: &mut R) -> NaiveDate {
    let today = Utc::now().date_naive();
    let age_days = rng.random_range(20 * 365..75 * 365);
    today - Duration::days(age_days)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;

    #[test]
    fn generated_leads_are_valid_and_varied() {
        let assignees = [Uuid::new_v4(), Uuid::new_v4()];
        let leads = generate_demo_leads(400, &assignees).unwrap();
        assert_eq!(leads.len(), 400);
        let today = Utc::now().date_naive();
        let oldest = Utc::now() - Duration::days(SPREAD_DAYS);
        for lead in &leads {
            PersonalId::parse(lead.country, &lead.applicant.0, today).unwrap();
            if let Some(co) = &lead.co_applicant {
                PersonalId::parse(lead.country, &co.0, today).unwrap();
            }
            assert!(lead.created_at >= oldest && lead.created_at <= Utc::now());
            if let Some((id, at)) = lead.assignee {
                assert!(assignees.contains(&id));
                assert!(at >= lead.created_at);
            }
        }
        let count =
            |predicate: &dyn Fn(&SeedLead) -> bool| leads.iter().filter(|l| predicate(l)).count();
        assert!(count(&|l| l.country == Country::No) > 0);
        assert!(count(&|l| l.country == Country::Se) > 0);
        assert!(count(&|l| l.co_applicant.is_some()) > 0);
        assert!(count(&|l| l.create_source_error.is_some()) > 0);
        assert!(count(&|l| l.handled) > 0);
        assert!(count(&|l| l.assignee.is_some()) > 0);
        for (source, _) in SOURCES {
            assert!(count(&|l| l.source == source) > 0, "no lead from {source}");
        }
    }
}
