//! The household budget of a mortgage application (KALP): net income after tax minus the cost of
//! the loan at the stress rate, the home and living, per month. Pure: no I/O.

use zrm_domain::Country;

use super::settings::KalpSettings;
use super::tax;

/// What the budget is made from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Household {
    pub country: Country,
    /// The yearly gross income of each adult living in the home (zero for one without income).
    pub yearly_incomes: Vec<i64>,
    pub children: i64,
    pub loan_amount: i64,
    pub home: Option<Home>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Home {
    pub is_apartment: bool,
    /// The association's monthly fee, when there is one.
    pub monthly_fee: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Budget {
    pub adults: i64,
    pub children: i64,
    pub gross_monthly_income: i64,
    pub tax_monthly: i64,
    pub net_monthly_income: i64,
    pub costs: Vec<(&'static str, i64)>,
    pub total_costs: i64,
    pub left_to_live: i64,
}

impl Budget {
    /// The household can carry the loan when nothing is missing at the end of the month.
    pub fn passes(&self) -> bool {
        self.left_to_live >= 0
    }
}

/// Yearly `rate_bp` of `amount`, per month, rounded up (costs are counted in full).
fn monthly_share(amount: i64, rate_bp: i64) -> i64 {
    let share = amount.max(0) * rate_bp;
    let per_month = 10_000 * 12;
    (share + per_month - 1) / per_month
}

pub fn budget(household: &Household, settings: &KalpSettings) -> Budget {
    let adults = i64::try_from(household.yearly_incomes.len()).unwrap_or(i64::MAX);
    let gross_yearly: i64 = household.yearly_incomes.iter().sum();
    let net_yearly: i64 = household
        .yearly_incomes
        .iter()
        .map(|income| tax::calculate(household.country, *income).net_yearly)
        .sum();
    let gross_monthly_income = gross_yearly / 12;
    let net_monthly_income = net_yearly / 12;
    let living = if adults == 0 {
        0
    } else {
        settings.living_cost_first_adult + (adults - 1) * settings.living_cost_other_adult
    } + household.children * settings.living_cost_child;
    let mut costs = vec![
        (
            "interest",
            monthly_share(household.loan_amount, settings.stress_interest_rate_bp),
        ),
        (
            "amortization",
            monthly_share(household.loan_amount, settings.amortization_rate_bp),
        ),
    ];
    if let Some(home) = household.home {
        costs.push(("housing_fee", home.monthly_fee.unwrap_or_default()));
        costs.push((
            "operating_cost",
            if home.is_apartment {
                settings.operating_cost_apartment
            } else {
                settings.operating_cost_house
            },
        ));
    }
    costs.push(("living_costs", living));
    let total_costs = costs.iter().map(|(_, amount)| amount).sum();
    Budget {
        adults,
        children: household.children,
        gross_monthly_income,
        tax_monthly: gross_monthly_income - net_monthly_income,
        net_monthly_income,
        costs,
        total_costs,
        left_to_live: net_monthly_income - total_costs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calculations::settings::tests::sweden;

    fn cost(budget: &Budget, code: &str) -> i64 {
        budget
            .costs
            .iter()
            .find(|(name, _)| *name == code)
            .map_or(-1, |(_, amount)| *amount)
    }

    #[test]
    fn a_couple_with_a_child_in_an_apartment() {
        let household = Household {
            country: Country::Se,
            yearly_incomes: vec![480_000, 360_000],
            children: 1,
            loan_amount: 2_500_000,
            home: Some(Home {
                is_apartment: true,
                monthly_fee: Some(3_900),
            }),
        };
        let result = budget(&household, &sweden());
        assert_eq!(result.adults, 2);
        assert_eq!(result.gross_monthly_income, 70_000);
        let net = (tax::calculate(Country::Se, 480_000).net_yearly
            + tax::calculate(Country::Se, 360_000).net_yearly)
            / 12;
        assert_eq!(result.net_monthly_income, net);
        assert_eq!(result.tax_monthly, 70_000 - net);
        // 7 % of 2 500 000 a year is 14 583.33 a month, counted 14 584; 2 % amortization 4 167.
        assert_eq!(cost(&result, "interest"), 14_584);
        assert_eq!(cost(&result, "amortization"), 4_167);
        assert_eq!(cost(&result, "housing_fee"), 3_900);
        assert_eq!(cost(&result, "operating_cost"), 1_200);
        assert_eq!(cost(&result, "living_costs"), 10_500 + 7_800 + 4_000);
        assert_eq!(result.total_costs, 14_584 + 4_167 + 3_900 + 1_200 + 22_300);
        assert_eq!(result.left_to_live, net - result.total_costs);
        assert!(result.passes());
    }

    #[test]
    fn a_large_loan_on_one_salary_does_not_pass_and_a_house_costs_its_upkeep() {
        let household = Household {
            country: Country::Se,
            yearly_incomes: vec![300_000],
            children: 0,
            loan_amount: 6_000_000,
            home: Some(Home {
                is_apartment: false,
                monthly_fee: None,
            }),
        };
        let result = budget(&household, &sweden());
        assert_eq!(cost(&result, "housing_fee"), 0);
        assert_eq!(cost(&result, "operating_cost"), 4_500);
        assert_eq!(cost(&result, "living_costs"), 10_500);
        assert!(result.left_to_live < 0);
        assert!(!result.passes());
    }

    #[test]
    fn without_a_property_the_home_is_not_counted_and_costs_round_up() {
        let household = Household {
            country: Country::No,
            yearly_incomes: vec![0],
            children: 2,
            loan_amount: 1,
            home: None,
        };
        let result = budget(&household, &sweden());
        assert_eq!(cost(&result, "housing_fee"), -1);
        assert_eq!(cost(&result, "interest"), 1);
        assert_eq!(cost(&result, "living_costs"), 10_500 + 2 * 4_000);
        assert_eq!(result.net_monthly_income, 0);
    }
}
