//! `zrm.kdlt.v1.CustomerService`. It has no methods yet: a call answers UNIMPLEMENTED, and the health
//! service reports the service by name.

use std::sync::Arc;

use zrm_proto::kdlt::v1::customer_service_server::CustomerService;

use crate::state::KdltState;

pub struct CustomerGrpc {
    #[allow(dead_code)] // read by the area's methods as they arrive
    state: Arc<KdltState>,
}

impl CustomerGrpc {
    pub fn new(state: Arc<KdltState>) -> Self {
        Self { state }
    }
}

impl CustomerService for CustomerGrpc {}
