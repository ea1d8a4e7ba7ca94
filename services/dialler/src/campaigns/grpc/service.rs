//! `zrm.dialler.v1.CampaignService`. It has no methods yet: a call answers UNIMPLEMENTED, and the health
//! service reports the service by name.

use std::sync::Arc;

use zrm_proto::dialler::v1::campaign_service_server::CampaignService;

use crate::state::DiallerState;

pub struct CampaignGrpc {
    #[allow(dead_code)] // read by the area's methods as they arrive
    state: Arc<DiallerState>,
}

impl CampaignGrpc {
    pub fn new(state: Arc<DiallerState>) -> Self {
        Self { state }
    }
}

impl CampaignService for CampaignGrpc {}
