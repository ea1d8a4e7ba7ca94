//! Message templates (TemplateAdmin): the catalogue of events and their variables, the e-mail
//! and SMS templates per country, product and event, their preview, sending one to a customer,
//! and the files e-mail templates attach. Messaging checks and renders them; these routes check
//! the shapes and name the fields.

pub mod attachments;
pub mod manage;
pub mod send;
pub mod types;
