//! `zrm.insurance.v1.InsuranceService`. It has no methods yet: a call answers UNIMPLEMENTED, and the health
//! service reports the service by name.

use std::sync::Arc;

use zrm_proto::insurance::v1::insurance_service_server::InsuranceService;

use crate::state::InsuranceState;

pub struct InsuranceGrpc {
    #[allow(dead_code)] // read by the area's methods as they arrive
    state: Arc<InsuranceState>,
}

impl InsuranceGrpc {
    pub fn new(state: Arc<InsuranceState>) -> Self {
        Self { state }
    }
}

impl InsuranceService for InsuranceGrpc {}
