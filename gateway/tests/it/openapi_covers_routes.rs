//! Every route the gateway mounts is in its OpenAPI document. Routes are declared with actix's
//! method macros (`#[get("/path")]`, ...) in `src/routes/`; this reads those declarations from the
//! source and checks each against the document the gateway serves, and the other way round.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;
use std::path::Path;

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// (method, path) of every `#[<method>("<path>")]` attribute under `dir`.
fn declared_routes(dir: &Path, found: &mut BTreeSet<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            declared_routes(&path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            let source = std::fs::read_to_string(&path).unwrap();
            for line in source.lines().map(str::trim) {
                for method in METHODS {
                    let Some(rest) = line.strip_prefix(&format!("#[{method}(\"")) else {
                        continue;
                    };
                    let route = rest.split('"').next().unwrap();
                    found.insert((method.to_uppercase(), without_patterns(route)));
                }
            }
        }
    }
}

/// The path as the document spells it: `{id:[0-9]+}` (actix's parameter with a pattern) is `{id}`.
fn without_patterns(route: &str) -> String {
    route
        .split('/')
        .map(
            |segment| match (segment.strip_prefix('{'), segment.split_once(':')) {
                (Some(_), Some((name, _))) if segment.ends_with('}') => format!("{name}}}"),
                _ => segment.to_string(),
            },
        )
        .collect::<Vec<_>>()
        .join("/")
}

fn documented_routes() -> BTreeSet<(String, String)> {
    let document = serde_json::to_value(zrm_gateway::openapi::document()).unwrap();
    let mut found = BTreeSet::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        for method in METHODS {
            if item.get(method).is_some() {
                found.insert((method.to_uppercase(), path.clone()));
            }
        }
    }
    found
}

#[test]
fn every_declared_route_is_documented_and_every_documented_route_declared() {
    let mut declared = BTreeSet::new();
    declared_routes(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/routes"),
        &mut declared,
    );
    assert!(
        declared.len() >= 20,
        "the scan found too few routes ({}); did the declaration style change?",
        declared.len()
    );
    let documented = documented_routes();
    let undocumented: Vec<_> = declared.difference(&documented).collect();
    assert!(
        undocumented.is_empty(),
        "declared in src/routes but missing from /openapi.json (register it in routes::configure): {undocumented:?}"
    );
    let unmounted: Vec<_> = documented.difference(&declared).collect();
    assert!(
        unmounted.is_empty(),
        "in /openapi.json but not mounted: {unmounted:?}"
    );
}

#[test]
fn operation_ids_are_unique() {
    let document = serde_json::to_value(zrm_gateway::openapi::document()).unwrap();
    let mut seen = BTreeSet::new();
    for item in document["paths"].as_object().unwrap().values() {
        for method in METHODS {
            if let Some(id) = item[method]["operationId"].as_str() {
                assert!(
                    seen.insert(id.to_string()),
                    "operationId {id} is used twice"
                );
            }
        }
    }
}
