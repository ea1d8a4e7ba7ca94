//! The mortgage calculations against a real Postgres: the KALP settings of each country (seeded
//! by the migration, replaced under their version), the tax rules and calculation, and an
//! application's left-to-live budget from its applicants, incomes, loan and property.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use tonic::{Code, Request};
use zrm_core::calculations::grpc::CalculationGrpc;
use zrm_core::property::grpc::PropertyGrpc;
use zrm_proto::common::v1::Country;
use zrm_proto::core::v1::application_service_server::ApplicationService;
use zrm_proto::core::v1::mortgage_calculation_service_server::MortgageCalculationService;
use zrm_proto::core::v1::property_service_server::PropertyService;
use zrm_proto::core::v1::{
    ApplicantRole, CalculateTaxRequest, IncomeKind, IncomeLine, IncomeLines, KalpSettingsRequest,
    LeftToLive, LeftToLiveRequest, PropertyType, SaveProperty, TaxRulesRequest,
    UpdateKalpSettingsRequest,
};

use crate::support::desk::{Desk, create, create_request, desk, update};
use crate::support::leads::field_of;

async fn left_to_live(
    calculations: &CalculationGrpc,
    application_id: i64,
    children: i32,
) -> Result<LeftToLive, tonic::Status> {
    calculations
        .left_to_live(Request::new(LeftToLiveRequest {
            application_id,
            country: Country::Se.into(),
            children,
        }))
        .await
        .map(tonic::Response::into_inner)
}

fn cost(result: &LeftToLive, code: &str) -> i64 {
    result
        .costs
        .iter()
        .find(|line| line.code == code)
        .map_or(-1, |line| line.amount)
}

async fn net_yearly(calculations: &CalculationGrpc, income: i64) -> i64 {
    calculations
        .calculate_tax(Request::new(CalculateTaxRequest {
            country: Country::Se.into(),
            yearly_income: income,
        }))
        .await
        .unwrap()
        .into_inner()
        .net_yearly
}

#[tokio::test]
async fn settings_are_seeded_per_country_and_replaced_under_their_version() {
    let desk = desk().await;
    let calculations = CalculationGrpc::new(desk.core.state.clone());
    let norway = calculations
        .get_kalp_settings(Request::new(KalpSettingsRequest {
            country: Country::No.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(norway.living_cost_first_adult, 11_000);
    assert_eq!(norway.amortization_rate_bp, 250);
    assert_eq!(norway.version, 1);
    assert!(norway.updated_by.is_empty());

    let mut changed = norway.clone();
    changed.stress_interest_rate_bp = 750;
    let saved = calculations
        .update_kalp_settings(Request::new(UpdateKalpSettingsRequest {
            settings: Some(changed.clone()),
            updated_by: desk.maja.clone(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((saved.version, saved.stress_interest_rate_bp), (2, 750));
    assert_eq!(saved.updated_by, desk.maja);

    let stale = calculations
        .update_kalp_settings(Request::new(UpdateKalpSettingsRequest {
            settings: Some(changed.clone()),
            updated_by: desk.maja.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(stale.code(), Code::Aborted);

    let mut bad = saved.clone();
    bad.living_cost_child = -1;
    let refused = calculations
        .update_kalp_settings(Request::new(UpdateKalpSettingsRequest {
            settings: Some(bad),
            updated_by: desk.maja.clone(),
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&refused), "living_cost_child");

    // Sweden's row is untouched.
    let sweden = calculations
        .get_kalp_settings(Request::new(KalpSettingsRequest {
            country: Country::Se.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!((sweden.version, sweden.stress_interest_rate_bp), (1, 700));
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

#[tokio::test]
async fn tax_rules_and_calculation_per_country() {
    let desk = desk().await;
    let calculations = CalculationGrpc::new(desk.core.state.clone());
    let rules = calculations
        .get_tax_rules(Request::new(TaxRulesRequest {
            country: Country::No.into(),
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(rules.year, 2025);
    assert_eq!(rules.brackets.len(), 5);
    let personal = rules
        .rules
        .iter()
        .find(|rule| rule.code == "personal_deduction")
        .unwrap();
    assert_eq!((personal.amount, personal.rate_bp), (Some(108_550), None));

    let salary = calculations
        .calculate_tax(Request::new(CalculateTaxRequest {
            country: Country::Se.into(),
            yearly_income: 480_000,
        }))
        .await
        .unwrap()
        .into_inner();
    assert_eq!(salary.total_tax, 149_961);
    assert_eq!(salary.net_monthly, 27_503);

    let negative = calculations
        .calculate_tax(Request::new(CalculateTaxRequest {
            country: Country::Se.into(),
            yearly_income: -1,
        }))
        .await
        .unwrap_err();
    assert_eq!(field_of(&negative), "yearly_income");
    desk.kdlt.stop();
    desk.core.cleanup().await;
}

async fn with_incomes(desk: &Desk, application: &zrm_proto::core::v1::Application) {
    let lines = vec![
        IncomeLine {
            customer_id: "7".to_owned(),
            kind: IncomeKind::Salary.into(),
            amount: Some(40_000),
            ..IncomeLine::default()
        },
        IncomeLine {
            customer_id: "9".to_owned(),
            kind: IncomeKind::Salary.into(),
            yearly_amount: Some(360_000),
            ..IncomeLine::default()
        },
    ];
    desk.applications
        .update_application(Request::new(update(application, &desk.erik, |request| {
            request.incomes = Some(IncomeLines { lines });
        })))
        .await
        .unwrap();
}

#[tokio::test]
async fn left_to_live_counts_the_household_the_loan_and_the_home() {
    let desk = desk().await;
    let calculations = CalculationGrpc::new(desk.core.state.clone());
    let application = create(&desk).await;
    let id = application.application_id;

    // Nothing but the loan yet: the budget says what it lacks.
    let bare = left_to_live(&calculations, id, 0).await.unwrap();
    assert_eq!(bare.missing, ["incomes", "property"]);
    assert_eq!(bare.adults, 2);
    assert_eq!(bare.net_monthly_income, 0);
    // 2 500 000 at 7 % is 14 584 a month (rounded up), 2 % amortization 4 167.
    assert_eq!(cost(&bare, "interest"), 14_584);
    assert_eq!(cost(&bare, "amortization"), 4_167);
    assert_eq!(cost(&bare, "housing_fee"), -1);
    assert!(!bare.passes);

    with_incomes(&desk, &application).await;
    PropertyGrpc::new(desk.core.state.clone())
        .create_property(Request::new(SaveProperty {
            application_id: id,
            country: Country::Se.into(),
            property_type: PropertyType::Apartment.into(),
            street_address: "Storgatan 1".to_owned(),
            postal_code: "11455".to_owned(),
            city: "Stockholm".to_owned(),
            monthly_fee: Some(3_900),
            saved_by: desk.erik.clone(),
            ..SaveProperty::default()
        }))
        .await
        .unwrap();
    let whole = left_to_live(&calculations, id, 1).await.unwrap();
    assert!(whole.missing.is_empty());
    assert_eq!(whole.gross_monthly_income, 70_000);
    let net =
        (net_yearly(&calculations, 480_000).await + net_yearly(&calculations, 360_000).await) / 12;
    assert_eq!(whole.net_monthly_income, net);
    assert_eq!(cost(&whole, "housing_fee"), 3_900);
    assert_eq!(cost(&whole, "operating_cost"), 1_200);
    assert_eq!(cost(&whole, "living_costs"), 10_500 + 7_800 + 4_000);
    assert_eq!(whole.total_costs, 14_584 + 4_167 + 3_900 + 1_200 + 22_300);
    assert_eq!(whole.left_to_live, net - whole.total_costs);
    assert!(whole.passes);

    // A guarantor neither lives in the home nor brings income to it.
    let guaranteed = desk
        .applications
        .create_application(Request::new(create_request(
            &desk.erik,
            &[
                (ApplicantRole::MainApplicant, "7"),
                (ApplicantRole::Guarantor, "9"),
            ],
        )))
        .await
        .unwrap()
        .into_inner();
    let alone = left_to_live(&calculations, guaranteed.application_id, 0)
        .await
        .unwrap();
    assert_eq!(alone.adults, 1);
    assert_eq!(cost(&alone, "living_costs"), 10_500);

    let too_many = left_to_live(&calculations, id, 21).await.unwrap_err();
    assert_eq!(field_of(&too_many), "children");
    let unknown = left_to_live(&calculations, id + 1000, 0).await.unwrap_err();
    assert_eq!(unknown.code(), Code::NotFound);
    desk.kdlt.stop();
    desk.core.cleanup().await;
}
