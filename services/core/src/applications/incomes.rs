//! The applicants' incomes and the product's rule for them (spec 1 §3): a line carries the monthly
//! amount, the yearly amount or both; Sweden works with the monthly figure and Norway with the
//! yearly one, and a missing yearly amount is twelve times the monthly one (a missing monthly one,
//! the yearly divided by twelve, rounded down: people state what they are sure of).

use std::collections::HashSet;

use zrm_domain::Country;

use crate::error::CoreError;

use super::model::stored_text;

/// Whole kronor a month, at most (the migration checks the same bounds).
pub const MAX_MONTHLY_INCOME: i64 = 100_000_000;
pub const MAX_YEARLY_INCOME: i64 = 12 * MAX_MONTHLY_INCOME;
/// At most this many lines on one application.
pub const MAX_INCOME_LINES: usize = 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IncomeKind {
    Salary,
    Pension,
    SelfEmployment,
    Rental,
    Benefits,
    Other,
}

stored_text!(IncomeKind {
    Salary => "SALARY",
    Pension => "PENSION",
    SelfEmployment => "SELF_EMPLOYMENT",
    Rental => "RENTAL",
    Benefits => "BENEFITS",
    Other => "OTHER",
});

/// One income of one applicant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IncomeLine {
    pub customer_id: i64,
    pub kind: IncomeKind,
    /// Monthly, whole kronor.
    pub amount: Option<i64>,
    pub yearly_amount: Option<i64>,
}

impl IncomeLine {
    /// The yearly figure: as given, else twelve times the monthly one.
    pub fn yearly(&self) -> i64 {
        self.yearly_amount
            .or_else(|| self.amount.map(|monthly| monthly * 12))
            .unwrap_or_default()
    }

    /// The monthly figure: as given, else the yearly one divided by twelve.
    pub fn monthly(&self) -> i64 {
        self.amount
            .or_else(|| self.yearly_amount.map(|yearly| yearly / 12))
            .unwrap_or_default()
    }

    /// The figure the country works with: monthly in Sweden, yearly in Norway.
    pub fn used(&self, country: Country) -> i64 {
        match country {
            Country::Se => self.monthly(),
            Country::No => self.yearly(),
        }
    }
}

/// The sum the country works with over all lines.
pub fn total(lines: &[IncomeLine], country: Country) -> i64 {
    lines.iter().map(|line| line.used(country)).sum()
}

fn item(index: usize, field: &str, detail: &str) -> CoreError {
    CoreError::InvalidItem {
        field: format!("incomes[{index}].{field}"),
        detail: detail.to_owned(),
    }
}

/// Checks new lines: an amount at least, both in range, each of an applicant of the application,
/// at most [`MAX_INCOME_LINES`].
pub fn check_lines(lines: &[IncomeLine], applicants: &HashSet<i64>) -> Result<(), CoreError> {
    if lines.len() > MAX_INCOME_LINES {
        return Err(CoreError::invalid(
            "incomes",
            format!("At most {MAX_INCOME_LINES} incomes"),
        ));
    }
    for (index, line) in lines.iter().enumerate() {
        // A well-formed id of someone not (or no longer) on the application: the application's
        // state decides, as for an applicant who is not a customer.
        if !applicants.contains(&line.customer_id) {
            return Err(CoreError::NotAnApplicant {
                place: format!("incomes[{index}]"),
                customer_id: line.customer_id,
            });
        }
        if line.amount.is_none() && line.yearly_amount.is_none() {
            return Err(item(
                index,
                "amount",
                "Give the monthly or the yearly amount",
            ));
        }
        if line
            .amount
            .is_some_and(|amount| !(1..=MAX_MONTHLY_INCOME).contains(&amount))
        {
            return Err(item(
                index,
                "amount",
                &format!("Must be a whole amount from 1 to {MAX_MONTHLY_INCOME}"),
            ));
        }
        if line
            .yearly_amount
            .is_some_and(|amount| !(1..=MAX_YEARLY_INCOME).contains(&amount))
        {
            return Err(item(
                index,
                "yearly_amount",
                &format!("Must be a whole amount from 1 to {MAX_YEARLY_INCOME}"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(amount: Option<i64>, yearly_amount: Option<i64>) -> IncomeLine {
        IncomeLine {
            customer_id: 7,
            kind: IncomeKind::Salary,
            amount,
            yearly_amount,
        }
    }

    #[test]
    fn sweden_works_monthly_and_norway_yearly_with_twelve_months_to_a_year() {
        let monthly_only = line(Some(35_000), None);
        assert_eq!(monthly_only.used(Country::Se), 35_000);
        assert_eq!(monthly_only.used(Country::No), 420_000);
        let yearly_only = line(None, Some(600_000));
        assert_eq!(yearly_only.used(Country::No), 600_000);
        assert_eq!(yearly_only.used(Country::Se), 50_000);
        // Both given (a bonus month, say): each country takes its own figure as stated.
        let both = line(Some(40_000), Some(500_000));
        assert_eq!(
            (both.used(Country::Se), both.used(Country::No)),
            (40_000, 500_000)
        );
        assert_eq!(
            total(&[monthly_only, yearly_only, both], Country::Se),
            125_000
        );
        assert_eq!(
            total(&[monthly_only, yearly_only, both], Country::No),
            1_520_000
        );
        assert_eq!(line(None, Some(100)).monthly(), 8, "rounded down");
    }

    #[test]
    fn lines_need_an_amount_in_range_of_an_applicant() {
        let applicants = HashSet::from([7, 9]);
        assert!(check_lines(&[line(Some(1), None), line(None, Some(1))], &applicants).is_ok());
        let cases = [
            (line(None, None), "incomes[0].amount"),
            (line(Some(0), None), "incomes[0].amount"),
            (
                line(Some(MAX_MONTHLY_INCOME + 1), None),
                "incomes[0].amount",
            ),
            (
                line(None, Some(MAX_YEARLY_INCOME + 1)),
                "incomes[0].yearly_amount",
            ),
        ];
        for (bad, field) in cases {
            match check_lines(&[bad], &applicants) {
                Err(CoreError::InvalidItem { field: named, .. }) => assert_eq!(named, field),
                other => panic!("{bad:?} gave {other:?}"),
            }
        }
        let stranger = IncomeLine {
            customer_id: 8,
            ..line(Some(1), None)
        };
        assert!(matches!(
            check_lines(&[stranger], &applicants),
            Err(CoreError::NotAnApplicant { customer_id: 8, .. })
        ));
        let many = vec![line(Some(1), None); MAX_INCOME_LINES + 1];
        assert!(matches!(
            check_lines(&many, &applicants),
            Err(CoreError::InvalidArgument {
                field: "incomes",
                ..
            })
        ));
    }
}
