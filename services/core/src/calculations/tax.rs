//! Income tax on a yearly income from work, by the published rules of the income year 2025
//! (README.md beside this file gives each figure's source and what the model leaves out).
//! Amounts are whole kronor; rates are basis points. Pure: no I/O.

use zrm_domain::Country;

/// The income year the figures below are of.
pub const YEAR: i32 = 2025;

/// Sweden: the price base amount the basic deduction is measured in (prisbasbelopp 2025).
const SE_PRICE_BASE_AMOUNT: i64 = 58_800;
/// Sweden: the average municipal and regional tax rate of 2025 (32.41 %).
const SE_MUNICIPAL_RATE_BP: i64 = 3_241;
/// Sweden: state tax of 20 % on taxable income above the threshold (skiktgräns 2025).
const SE_STATE_TAX_THRESHOLD: i64 = 625_800;
const SE_STATE_TAX_RATE_BP: i64 = 2_000;

/// Norway: minimum standard deduction on wages (minstefradrag), 46 % up to a ceiling.
const NO_MINIMUM_DEDUCTION_RATE_BP: i64 = 4_600;
const NO_MINIMUM_DEDUCTION_MAX: i64 = 92_000;
/// Norway: personal allowance (personfradrag, class 1).
const NO_PERSONAL_DEDUCTION: i64 = 108_550;
/// Norway: tax on ordinary income (skatt på alminnelig inntekt).
const NO_GENERAL_RATE_BP: i64 = 2_200;
/// Norway: social security contribution on wages (trygdeavgift) and its lower limit, above
/// which it is phased in at 25 % of the excess.
const NO_SOCIAL_SECURITY_RATE_BP: i64 = 770;
const NO_SOCIAL_SECURITY_FLOOR: i64 = 99_650;
const NO_SOCIAL_SECURITY_PHASE_IN_BP: i64 = 2_500;
/// Norway: bracket tax (trinnskatt) on personal income, each rate on the part above its floor.
const NO_BRACKETS: [(i64, i64); 5] = [
    (217_400, 170),
    (306_050, 400),
    (697_150, 1_370),
    (942_400, 1_670),
    (1_410_750, 1_770),
];

/// The largest yearly income calculated (the applications' income bound).
pub const MAX_YEARLY_INCOME: i64 = 1_200_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RuleValue {
    Amount(i64),
    RateBp(i64),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxRules {
    pub country: Country,
    pub year: i32,
    pub rules: Vec<(&'static str, RuleValue)>,
    /// (from, rate): the rate on the part of the income above `from`.
    pub brackets: Vec<(i64, i64)>,
}

pub fn rules(country: Country) -> TaxRules {
    use RuleValue::{Amount, RateBp};
    match country {
        Country::Se => TaxRules {
            country,
            year: YEAR,
            rules: vec![
                ("price_base_amount", Amount(SE_PRICE_BASE_AMOUNT)),
                ("municipal_rate", RateBp(SE_MUNICIPAL_RATE_BP)),
                ("state_tax_threshold", Amount(SE_STATE_TAX_THRESHOLD)),
                ("state_tax_rate", RateBp(SE_STATE_TAX_RATE_BP)),
            ],
            brackets: vec![(SE_STATE_TAX_THRESHOLD, SE_STATE_TAX_RATE_BP)],
        },
        Country::No => TaxRules {
            country,
            year: YEAR,
            rules: vec![
                (
                    "minimum_deduction_rate",
                    RateBp(NO_MINIMUM_DEDUCTION_RATE_BP),
                ),
                ("minimum_deduction_max", Amount(NO_MINIMUM_DEDUCTION_MAX)),
                ("personal_deduction", Amount(NO_PERSONAL_DEDUCTION)),
                ("general_income_tax_rate", RateBp(NO_GENERAL_RATE_BP)),
                ("social_security_rate", RateBp(NO_SOCIAL_SECURITY_RATE_BP)),
                ("social_security_floor", Amount(NO_SOCIAL_SECURITY_FLOOR)),
            ],
            brackets: NO_BRACKETS.to_vec(),
        },
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxCalculation {
    pub country: Country,
    pub year: i32,
    pub yearly_income: i64,
    pub deductions: Vec<(&'static str, i64)>,
    pub taxable_income: i64,
    pub taxes: Vec<(&'static str, i64)>,
    pub total_tax: i64,
    pub net_yearly: i64,
    pub net_monthly: i64,
    pub effective_rate_bp: i64,
}

/// `rate_bp` of `amount`, rounded down to whole kronor (the tax authorities round in the
/// taxpayer's favour).
fn share(amount: i64, rate_bp: i64) -> i64 {
    amount.max(0) * rate_bp / 10_000
}

/// The yearly tax on `yearly_income` (clamped to 0..=[`MAX_YEARLY_INCOME`]).
pub fn calculate(country: Country, yearly_income: i64) -> TaxCalculation {
    let income = yearly_income.clamp(0, MAX_YEARLY_INCOME);
    let (deductions, taxable_income, taxes) = match country {
        Country::Se => sweden(income),
        Country::No => norway(income),
    };
    let total_tax: i64 = taxes.iter().map(|(_, amount)| amount).sum();
    let net_yearly = income - total_tax;
    TaxCalculation {
        country,
        year: YEAR,
        yearly_income: income,
        deductions,
        taxable_income,
        taxes,
        total_tax,
        net_yearly,
        net_monthly: net_yearly / 12,
        effective_rate_bp: if income == 0 {
            0
        } else {
            total_tax * 10_000 / income
        },
    }
}

type Parts = (Vec<(&'static str, i64)>, i64, Vec<(&'static str, i64)>);

fn sweden(income: i64) -> Parts {
    // Income is assessed in whole hundreds, rounded down.
    let assessed = income / 100 * 100;
    let basic = se_basic_deduction(assessed);
    let taxable = (assessed - basic).max(0) / 100 * 100;
    let municipal = share(taxable, SE_MUNICIPAL_RATE_BP);
    let state = share(taxable - SE_STATE_TAX_THRESHOLD, SE_STATE_TAX_RATE_BP);
    (
        vec![("basic_deduction", basic)],
        taxable,
        vec![("municipal_tax", municipal), ("state_tax", state)],
    )
}

/// Grundavdrag for people under 66 (Income Tax Act 63 ch. 3 §), in thousandths of the price base
/// amount, rounded up to whole hundreds and never above the income.
fn se_basic_deduction(assessed: i64) -> i64 {
    let pbb = |permille: i64| SE_PRICE_BASE_AMOUNT * permille; // kronor × 1000
    let income = assessed * 1_000;
    let deduction = if income <= pbb(990) {
        pbb(423)
    } else if income <= pbb(2_720) {
        pbb(423) + (income - pbb(990)) * 2 / 10
    } else if income <= pbb(3_110) {
        pbb(770)
    } else if income <= pbb(7_880) {
        pbb(770) - (income - pbb(3_110)) / 10
    } else {
        pbb(293)
    };
    let rounded_up = (deduction + 99_999) / 100_000 * 100;
    rounded_up.min(assessed)
}

fn norway(income: i64) -> Parts {
    let minimum = share(income, NO_MINIMUM_DEDUCTION_RATE_BP).min(NO_MINIMUM_DEDUCTION_MAX);
    let personal = NO_PERSONAL_DEDUCTION.min(income - minimum);
    let taxable = income - minimum - personal;
    let general = share(taxable, NO_GENERAL_RATE_BP);
    let social_security = if income <= NO_SOCIAL_SECURITY_FLOOR {
        0
    } else {
        share(income, NO_SOCIAL_SECURITY_RATE_BP).min(share(
            income - NO_SOCIAL_SECURITY_FLOOR,
            NO_SOCIAL_SECURITY_PHASE_IN_BP,
        ))
    };
    let brackets: i64 = NO_BRACKETS
        .iter()
        .enumerate()
        .map(|(index, &(from, rate))| {
            let to = NO_BRACKETS.get(index + 1).map_or(i64::MAX, |next| next.0);
            share(income.min(to) - from, rate)
        })
        .sum();
    (
        vec![
            ("minimum_deduction", minimum),
            ("personal_deduction", personal),
        ],
        taxable,
        vec![
            ("general_income_tax", general),
            ("social_security_contribution", social_security),
            ("bracket_tax", brackets),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tax(country: Country, income: i64, code: &str) -> i64 {
        calculate(country, income)
            .taxes
            .into_iter()
            .find(|(name, _)| *name == code)
            .map(|(_, amount)| amount)
            .unwrap_or(-1)
    }

    #[test]
    fn sweden_basic_deduction_follows_the_price_base_amount_curve() {
        // Below 0.99 PBB: 0.423 PBB = 24 872.4, rounded up to 24 900 (never above the income).
        assert_eq!(se_basic_deduction(50_000), 24_900);
        assert_eq!(se_basic_deduction(10_000), 10_000);
        // The plateau between 2.72 and 3.11 PBB: 0.77 PBB = 45 276 → 45 300.
        assert_eq!(se_basic_deduction(170_000), 45_300);
        // Falling: 0.77 PBB − 10 % of (400 000 − 182 868) = 23 562.8 → 23 600.
        assert_eq!(se_basic_deduction(400_000), 23_600);
        // Above 7.88 PBB: 0.293 PBB = 17 228.4 → 17 300.
        assert_eq!(se_basic_deduction(1_000_000), 17_300);
    }

    #[test]
    fn sweden_an_ordinary_salary_pays_municipal_tax_only() {
        // 40 000 a month: taxable 480 000 − 17 300 = 462 700; 32.41 % = 149 961.
        let result = calculate(Country::Se, 480_000);
        assert_eq!(result.taxable_income, 462_700);
        assert_eq!(tax(Country::Se, 480_000, "municipal_tax"), 149_961);
        assert_eq!(tax(Country::Se, 480_000, "state_tax"), 0);
        assert_eq!(result.total_tax, 149_961);
        assert_eq!(result.net_yearly, 330_039);
        assert_eq!(result.net_monthly, 27_503);
        assert_eq!(result.effective_rate_bp, 3_124);
    }

    #[test]
    fn sweden_state_tax_is_a_fifth_of_taxable_income_above_the_threshold() {
        // 1 000 000: taxable 982 700; state 20 % of 356 900 = 71 380.
        assert_eq!(tax(Country::Se, 1_000_000, "state_tax"), 71_380);
        assert_eq!(tax(Country::Se, 1_000_000, "municipal_tax"), 318_493);
    }

    #[test]
    fn norway_an_ordinary_salary() {
        // 600 000: minimum deduction 92 000 (46 % is above the ceiling), personal 108 550,
        // ordinary income 399 450 × 22 % = 87 879; social security 7.7 % = 46 200;
        // brackets 1.7 % of 88 650 + 4 % of 293 950 = 1 507 + 11 758 = 13 265.
        let result = calculate(Country::No, 600_000);
        assert_eq!(
            result.deductions,
            vec![
                ("minimum_deduction", 92_000),
                ("personal_deduction", 108_550)
            ]
        );
        assert_eq!(result.taxable_income, 399_450);
        assert_eq!(tax(Country::No, 600_000, "general_income_tax"), 87_879);
        assert_eq!(
            tax(Country::No, 600_000, "social_security_contribution"),
            46_200
        );
        assert_eq!(tax(Country::No, 600_000, "bracket_tax"), 13_265);
        assert_eq!(result.total_tax, 147_344);
        assert_eq!(result.net_monthly, (600_000 - 147_344) / 12);
    }

    #[test]
    fn norway_small_incomes_phase_social_security_in_and_pay_no_income_tax() {
        // 120 000: 46 % = 55 200 minimum deduction, the personal allowance takes the rest.
        let result = calculate(Country::No, 120_000);
        assert_eq!(result.taxable_income, 0);
        assert_eq!(tax(Country::No, 120_000, "general_income_tax"), 0);
        // 25 % of (120 000 − 99 650) = 5 087 is below 7.7 % of 120 000 = 9 240.
        assert_eq!(
            tax(Country::No, 120_000, "social_security_contribution"),
            5_087
        );
        assert_eq!(tax(Country::No, 50_000, "social_security_contribution"), 0);
        assert_eq!(tax(Country::No, 120_000, "bracket_tax"), 0);
    }

    #[test]
    fn norway_every_bracket_applies_to_a_high_income() {
        // 2 000 000: 1.7 % × 88 650 + 4 % × 391 100 + 13.7 % × 245 250 + 16.7 % × 468 350
        //          + 17.7 % × 589 250 = 1 507 + 15 644 + 33 599 + 78 214 + 104 297.
        assert_eq!(tax(Country::No, 2_000_000, "bracket_tax"), 233_261);
    }

    #[test]
    fn nothing_earned_nothing_taxed_and_the_input_is_clamped() {
        for country in [Country::Se, Country::No] {
            let zero = calculate(country, 0);
            assert_eq!(
                (zero.total_tax, zero.net_yearly, zero.effective_rate_bp),
                (0, 0, 0)
            );
            assert_eq!(calculate(country, -5).yearly_income, 0);
            assert_eq!(
                calculate(country, i64::MAX).yearly_income,
                MAX_YEARLY_INCOME
            );
        }
    }

    #[test]
    fn more_income_never_means_less_left_after_tax() {
        for country in [Country::Se, Country::No] {
            let mut previous = 0;
            for income in (0..3_000_000).step_by(7_919) {
                let net = calculate(country, income).net_yearly;
                assert!(net >= previous, "{country:?} {income}: {net} < {previous}");
                previous = net;
            }
        }
    }
}
