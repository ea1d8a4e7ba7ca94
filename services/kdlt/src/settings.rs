//! Settings of zrm-kdlt: the shared sections so far (a section of its own is added beside them
//! when a feature needs one). Defaults in `config/default.toml`, overridden by
//! `ZRM_KDLT__<SECTION>__<KEY>`.

pub type KdltSettings = zrm_platform::service::ServiceSettings;

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use super::*;
    use zrm_platform::config::load_from;

    #[test]
    fn defaults_match_the_local_stack() {
        let settings: KdltSettings =
            load_from("kdlt", include_str!("../config/default.toml"), Vec::new()).unwrap();
        assert_eq!(settings.grpc.listen.port(), 50052);
        assert_eq!(settings.metrics.listen.port(), 9102);
        assert!(settings.database.url.ends_with("/zrm_kdlt"));
    }
}
