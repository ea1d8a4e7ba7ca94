//! Settings of zrm-insurance: the shared sections so far (a section of its own is added beside them
//! when a feature needs one). Defaults in `config/default.toml`, overridden by
//! `ZRM_INSURANCE__<SECTION>__<KEY>`.

pub type InsuranceSettings = zrm_platform::service::ServiceSettings;

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use zrm_platform::config::load_from;

    #[test]
    fn defaults_match_the_local_stack() {
        let settings: InsuranceSettings = load_from(
            "insurance",
            include_str!("../config/default.toml"),
            Vec::new(),
        )
        .unwrap();
        assert_eq!(settings.grpc.listen.port(), 50053);
        assert_eq!(settings.metrics.listen.port(), 9103);
        assert!(settings.database.url.ends_with("/zrm_insurance"));
    }
}
