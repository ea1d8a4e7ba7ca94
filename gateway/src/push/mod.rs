//! Live notification delivery: websocket sessions of this replica and the Redis fan-out feeding them.

mod fanout;
mod registry;

pub use fanout::PushFanout;
pub use registry::{
    CLOSE_GOING_AWAY, CLOSE_POLICY_VIOLATION, CLOSE_TRY_AGAIN_LATER, Outbound, Registration,
    SESSION_ENDED_REASON, SessionRegistry,
};
