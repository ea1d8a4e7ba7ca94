//! Routing keys of the events core publishes about leads (`zrm.core.v1` event messages).

pub const LEAD_CREATED: &str = "core.lead.created";
pub const LEAD_ASSIGNED: &str = "core.lead.assigned";
pub const LEAD_REPROCESSED: &str = "core.lead.reprocessed";
pub const LEAD_HANDLED: &str = "core.lead.handled";
