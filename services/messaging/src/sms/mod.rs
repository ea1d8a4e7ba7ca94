//! SMS to and from customers through 46elks: a send is recorded as queued and answered at once;
//! the dispatcher hands queued messages to the provider and retries with backoff while it fails;
//! the provider's delivery reports and incoming SMS are recorded once however often they come.

pub mod dispatch;
pub mod grpc;
pub mod inbound;
pub mod model;
pub mod recipient;
pub mod rows;
pub mod send;
pub mod settings;
pub mod storage;
pub mod unknown_senders;
