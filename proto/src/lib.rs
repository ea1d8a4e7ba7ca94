//! The generated gRPC contracts, one module per proto package.

pub mod zrm {
    pub mod common {
        pub mod v1 {
            tonic::include_proto!("zrm.common.v1");
        }
    }
    pub mod core {
        pub mod v1 {
            tonic::include_proto!("zrm.core.v1");
        }
    }
    pub mod messaging {
        pub mod v1 {
            tonic::include_proto!("zrm.messaging.v1");
        }
    }
    pub mod notifications {
        pub mod v1 {
            tonic::include_proto!("zrm.notifications.v1");
        }
    }
    pub mod kdlt {
        // The generated server of a service without methods routes every call through a match
        // with only its fallback arm.
        #[allow(clippy::match_single_binding)]
        pub mod v1 {
            tonic::include_proto!("zrm.kdlt.v1");
        }
    }
    pub mod insurance {
        // The generated server of a service without methods routes every call through a match
        // with only its fallback arm.
        #[allow(clippy::match_single_binding)]
        pub mod v1 {
            tonic::include_proto!("zrm.insurance.v1");
        }
    }
    pub mod dialler {
        // The generated server of a service without methods routes every call through a match
        // with only its fallback arm.
        #[allow(clippy::match_single_binding)]
        pub mod v1 {
            tonic::include_proto!("zrm.dialler.v1");
        }
    }
}

pub use zrm::{common, core, dialler, insurance, kdlt, messaging, notifications};
