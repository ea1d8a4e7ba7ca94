//! `zrm.messaging.v1.TemplateService`: requests checked and converted (`requests`), served
//! (`service`).

pub mod requests;
pub mod service;
