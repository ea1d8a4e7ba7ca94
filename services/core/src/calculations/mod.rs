//! Mortgage calculations: the income tax on a salary, the household budget (KALP, what is left to
//! live on each month) and its settings per country. How each figure is made: README.md here.

pub mod budget;
pub mod grpc;
pub mod left_to_live;
pub mod settings;
pub mod tax;
