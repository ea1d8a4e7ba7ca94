//! Compiles every `.proto` under `zrm/` with protox (pure Rust), so no `protoc` is needed on any machine.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files = [
        "zrm/common/v1/common.proto",
        "zrm/core/v1/leads.proto",
        "zrm/core/v1/applications.proto",
        "zrm/core/v1/banks.proto",
        "zrm/core/v1/bank_portal.proto",
        "zrm/core/v1/meetings.proto",
        "zrm/core/v1/schedule.proto",
        "zrm/core/v1/property.proto",
        "zrm/core/v1/calculations.proto",
        "zrm/core/v1/employees.proto",
        "zrm/core/v1/events.proto",
        "zrm/messaging/v1/email.proto",
        "zrm/messaging/v1/sms.proto",
        "zrm/messaging/v1/templates.proto",
        "zrm/notifications/v1/notifications.proto",
        "zrm/kdlt/v1/customers.proto",
        "zrm/kdlt/v1/checks.proto",
        "zrm/kdlt/v1/documents.proto",
        "zrm/kdlt/v1/debt_register.proto",
        "zrm/kdlt/v1/events.proto",
        "zrm/insurance/v1/insurances.proto",
        "zrm/dialler/v1/campaigns.proto",
    ];
    for file in files {
        println!("cargo:rerun-if-changed={file}");
    }
    let descriptors = protox::compile(files, ["."])?;
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        // A stand-in of a contract in another service's tests serves only the calls that
        // service makes; the rest answer UNIMPLEMENTED. Real services are held to every call by
        // the gateway's route tests and the stack's fuzzing, which reach each method.
        .generate_default_stubs(true)
        .compile_fds(descriptors)?;
    Ok(())
}
