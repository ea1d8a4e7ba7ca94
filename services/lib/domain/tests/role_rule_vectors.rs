//! Runs every shared role-rule vector. The front ends run the same file, so a change to the
//! rule must change the vectors and both implementations together.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use serde::Deserialize;
use zrm_domain::RoleRequirement;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Vector {
    required: RoleRequirement,
    roles: Vec<String>,
    admitted: bool,
    why: String,
}

const VECTORS: &str = include_str!("../policy/role-rule-vectors.json");

#[test]
fn every_role_rule_vector_holds() {
    let vectors: Vec<Vector> = serde_json::from_str(VECTORS).unwrap();
    assert!(vectors.len() >= 20, "only {} vectors", vectors.len());
    let failures: Vec<String> = vectors
        .iter()
        .enumerate()
        .filter(|(_, vector)| vector.required.admits(&vector.roles) != vector.admitted)
        .map(|(index, vector)| {
            format!(
                "vector {index} ({}): required {:?}, roles {:?}, expected admitted = {}",
                vector.why,
                vector.required.sets(),
                vector.roles,
                vector.admitted
            )
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn vectors_cover_both_outcomes_and_explain_themselves() {
    let vectors: Vec<Vector> = serde_json::from_str(VECTORS).unwrap();
    assert!(vectors.iter().any(|v| v.admitted));
    assert!(vectors.iter().any(|v| !v.admitted));
    assert!(vectors.iter().all(|v| !v.why.trim().is_empty()));
}

const NAMED_REQUIREMENTS: &str = include_str!("../policy/named-requirements.json");

/// The named requirements the front ends hold too (`@zrm/policy`), so a button and its route
/// never disagree about who may use them.
#[test]
fn named_requirements_match_the_shared_file() {
    let named: std::collections::BTreeMap<String, RoleRequirement> =
        serde_json::from_str(NAMED_REQUIREMENTS).unwrap();
    // In the order of the file's keys (sorted).
    let ours = [
        (
            "customer_data_admin",
            RoleRequirement::customer_data_admin(),
        ),
        ("customers", RoleRequirement::customers()),
        ("employee_admin", RoleRequirement::employee_admin()),
        (
            "impersonate_customer",
            RoleRequirement::impersonate_customer(),
        ),
        ("insurance_admin", RoleRequirement::insurance_admin()),
        ("insurance_sales", RoleRequirement::insurance_sales()),
        (
            "insurance_sales_stats",
            RoleRequirement::insurance_sales_stats(),
        ),
        ("mortgage_admin", RoleRequirement::mortgage_admin()),
        ("partner_admin", RoleRequirement::partner_admin()),
        ("reprocess_leads", RoleRequirement::reprocess_leads()),
        ("template_admin", RoleRequirement::template_admin()),
    ];
    assert_eq!(
        named.keys().map(String::as_str).collect::<Vec<_>>(),
        ours.iter().map(|(name, _)| *name).collect::<Vec<_>>()
    );
    for (name, requirement) in ours {
        assert_eq!(named.get(name), Some(&requirement), "{name}");
    }
    let reprocess = RoleRequirement::reprocess_leads();
    assert!(reprocess.admits(&["online:admin".to_owned()]));
    assert!(!reprocess.admits(&["team-lead".to_owned()]));
    assert!(!reprocess.admits(&[]));
    let people = RoleRequirement::employee_admin();
    assert!(people.admits(&["employee:admin".to_owned()]));
    assert!(!people.admits(&["team-lead".to_owned()]));
}
