//! Mortgage calculations (core's `MortgageCalculationService`): the household-budget (KALP)
//! settings of each country, the income-tax rules and the tax on a salary. An application's
//! budget is `POST /application/left_to_live`.

pub mod kalp;
pub mod taxes;
pub mod types;
