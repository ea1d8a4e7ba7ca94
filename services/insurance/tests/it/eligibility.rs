//! Whether a customer can get an insurance, against a migrated database: the stored rules decide
//! what is offered (accident insurance not in Norway, a maximum of 0 not at all, self sign-up only
//! where the rule allows), an insurance that has not ended blocks its group until it ends, and
//! a sale refused by `sign_up::create` is refused for the first of the same reasons.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use chrono::Utc;
use diesel_async::RunQueryDsl;
use zrm_domain::Country;
use zrm_insurance::app::MIGRATIONS;
use zrm_insurance::insurances::eligibility::{Question, Refusal, decide};
use zrm_insurance::insurances::group::InsuranceGroup;
use zrm_insurance::insurances::group::InsuranceGroup::{Accident, Life, Safety};
use zrm_insurance::insurances::storage::{self, NewInsurance};
use zrm_platform::testing::TestDatabase;

const LIFE_DEFAULT: i64 = 100_000;

fn asked(
    customer_id: i64,
    country: Country,
    group: InsuranceGroup,
    self_sign_up: bool,
) -> Question {
    Question {
        customer_id,
        country,
        group,
        self_sign_up,
    }
}

async fn reasons(
    conn: &mut diesel_async::AsyncPgConnection,
    question: Question,
) -> (Vec<Refusal>, Option<i64>) {
    let decided = decide(conn, LIFE_DEFAULT, question).await.unwrap();
    assert_eq!(decided.allowed(), decided.reasons.is_empty());
    (decided.reasons, decided.open_insurance_id)
}

#[tokio::test]
async fn the_stored_rules_and_open_insurances_give_every_reason() {
    let db = TestDatabase::create("zrm_insurance_test", MIGRATIONS)
        .await
        .unwrap();
    let mut pooled = db.pool.get().await.unwrap();
    let conn = &mut *pooled;

    // The seeded rules: safety by staff only, accident in Sweden, life in both countries.
    assert_eq!(
        reasons(conn, asked(1, Country::Se, Safety, false)).await,
        (vec![], None)
    );
    assert_eq!(
        reasons(conn, asked(1, Country::Se, Safety, true)).await.0,
        [Refusal::RuleForbidsSelfSignUp]
    );
    assert_eq!(
        reasons(conn, asked(1, Country::No, Accident, false))
            .await
            .0,
        [Refusal::NotOfferedInCountry]
    );
    assert_eq!(reasons(conn, asked(1, Country::No, Life, true)).await.0, []);

    // A maximum of 0: not sold now, to staff or customers.
    diesel::sql_query(
        "UPDATE insurance_rules SET max_amount = 0 WHERE insurance_group = 'LIFE_INSURANCE' AND country = 'NO'",
    )
    .execute(conn)
    .await
    .unwrap();
    assert_eq!(
        reasons(conn, asked(1, Country::No, Life, false)).await.0,
        [Refusal::MaxAmountZero]
    );
    // No rule at all: not offered.
    diesel::sql_query(
        "DELETE FROM insurance_rules WHERE insurance_group = 'LIFE_INSURANCE' AND country = 'NO'",
    )
    .execute(conn)
    .await
    .unwrap();
    assert_eq!(
        reasons(conn, asked(1, Country::No, Life, false)).await.0,
        [Refusal::NotOfferedInCountry]
    );

    // An insurance of the group that has not ended blocks it, named by its id; another
    // customer's or another group's does not.
    let sold = storage::insert(
        conn,
        &NewInsurance {
            customer_id: 7,
            country: "SE",
            insurance_group: "SAFETY_INSURANCE",
            product_code: "SE-SAFETY-1",
            substatus: "WAITING_FOR_CUSTOMER_ACCEPTANCE",
            insured_amount_minor: 330_000,
            premium_minor: 21_450,
            currency: "SEK",
            created_by: "u-sara",
            self_sign_up: false,
            date_created: Utc::now(),
        },
    )
    .await
    .unwrap();
    assert_eq!(
        reasons(conn, asked(7, Country::Se, Safety, true)).await,
        (
            vec![Refusal::RuleForbidsSelfSignUp, Refusal::AlreadyHasActive],
            Some(sold.insurance_id)
        )
    );
    assert_eq!(
        reasons(conn, asked(8, Country::Se, Safety, false)).await,
        (vec![], None)
    );
    assert_eq!(
        reasons(conn, asked(7, Country::Se, Life, false)).await,
        (vec![], None)
    );
    // Ended (discarded, cancelled), it may be sold again.
    for ended in ["DISCARDED", "CANCELED"] {
        diesel::sql_query(format!(
            "UPDATE insurances SET substatus = '{ended}' WHERE insurance_id = {}",
            sold.insurance_id
        ))
        .execute(conn)
        .await
        .unwrap();
        assert_eq!(
            reasons(conn, asked(7, Country::Se, Safety, false)).await,
            (vec![], None)
        );
    }
    drop(pooled);
    db.cleanup().await.unwrap();
}
