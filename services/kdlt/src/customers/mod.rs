//! Customers: the customer register. Today only its gRPC service, served and health-checked; its methods,
//! domain functions, storage, rows and events join it here.

pub mod grpc;
