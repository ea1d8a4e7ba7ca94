//! Every text the gateway and the services make for people is in the server-text catalogue
//! (`zrm_domain::server_text`), so it reaches them in their language. The texts are found the
//! way gettext's extractor finds them: at the calls that put a text into an error a client sees
//! (a field's validation, a 4xx status, the gateway's error kinds, the sign-in texts kept in
//! constants, and error enums' messages that start with a capital letter). A text made with
//! `format!` is looked up through its template (`Must be at most {max} characters`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};

use regex::Regex;
use zrm_domain::{Language, server_text};

/// The code whose texts reach people: the gateway and the services, not the provider
/// simulators, the seed data generators or the tests.
const SOURCE_ROOTS: &[&str] = &["gateway/src", "services"];
const SKIPPED: &[&str] = &[
    "services/sandbox",
    "/seed",
    "/tests/",
    "services/lib/providers",
];

/// A call that puts its (first text) argument into an error a client sees.
const TEXT_CALLS: &str = concat!(
    r"(?:\binvalid(?:_item|_argument)?\(\s*(?:[^,;()]|\([^()]*\))+?,",
    r"|GatewayError::field\(\s*(?:[^,;()]|\([^()]*\))+?,",
    r"|GatewayError::(?:bad_request|unauthenticated|Forbidden|NotFound|Conflict|Unauthenticated)\(",
    r"|Status::(?:invalid_argument|not_found|failed_precondition|already_exists|permission_denied",
    r"|aborted|unauthenticated|unavailable|resource_exhausted)\()",
    r#"\s*&?(?:format!\(\s*)?"((?:[^"\\]|\\.)*)""#,
);
/// Texts the gateway keeps in constants (sign-in refusals, token problems).
const TEXT_CONSTANTS: &str =
    r#"(?m)^\s*(?:pub(?:\(crate\))? )?const [A-Z_]+: &str =\s*"([A-Z][^"]* [^"]*)""#;
/// Error enums' messages; those starting lower-case are for logs only.
const ERROR_MESSAGES: &str = r#"#\[error\(\s*"([A-Z](?:[^"\\]|\\.)*)""#;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the gateway sits in the workspace")
        .to_path_buf()
}

fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            found.push(path);
        }
    }
}

/// The file without its unit-test module (texts made up by tests are not shown to anyone).
fn shipped_code(path: &Path) -> String {
    let source = std::fs::read_to_string(path).unwrap();
    match source.find("#[cfg(test)]\nmod tests") {
        Some(tests) => source[..tests].to_string(),
        None => source,
    }
}

/// A Rust string literal's text: line continuations joined, `{{` for a brace.
fn literal_text(literal: &str) -> String {
    let continuation = Regex::new(r"\\\n\s*").unwrap();
    continuation
        .replace_all(literal, "")
        .replace("\\\"", "\"")
        .replace("{{", "{")
        .replace("}}", "}")
}

/// `Must be at most {max} characters` and `Must be at most {MAX_CHARS} characters` alike, so a
/// `format!` template matches the catalogue's.
fn shape(text: &str) -> String {
    Regex::new(r"\{[^{}]*\}")
        .unwrap()
        .replace_all(text, "{}")
        .into_owned()
}

fn texts_made_for_people() -> Vec<(String, String)> {
    let root = workspace_root();
    let patterns = [TEXT_CALLS, TEXT_CONSTANTS, ERROR_MESSAGES].map(|p| Regex::new(p).unwrap());
    let mut files = Vec::new();
    for source_root in SOURCE_ROOTS {
        rust_files(&root.join(source_root), &mut files);
    }
    let mut texts = Vec::new();
    for file in files {
        let shown = file.strip_prefix(&root).unwrap().display().to_string();
        if SKIPPED.iter().any(|skipped| shown.contains(skipped)) {
            continue;
        }
        let code = shipped_code(&file);
        for (index, pattern) in patterns.iter().enumerate() {
            // Constants hold texts in the gateway; elsewhere they are SQL, keys and the like.
            if index == 1 && !shown.starts_with("gateway/") {
                continue;
            }
            for found in pattern.captures_iter(&code) {
                let text = literal_text(&found[1]);
                if text.chars().next().is_some_and(char::is_uppercase) && text.contains(' ') {
                    texts.push((text, shown.clone()));
                }
            }
        }
    }
    texts
}

/// A template (`format!`) is known by its shape; a finished text must translate, through a
/// text or a template of the catalogue, into both languages.
fn is_translated(text: &str, templates: &std::collections::HashSet<String>) -> bool {
    if text.contains('{') {
        return templates.contains(&shape(text));
    }
    [Language::Sv, Language::Nb]
        .into_iter()
        .all(|language| server_text::translate(text, language) != text)
}

#[test]
fn every_text_made_for_people_is_in_the_catalogue() {
    let templates = server_text::keys().map(shape).collect();
    let texts = texts_made_for_people();
    assert!(
        texts.len() > 200,
        "the extractor found only {} texts",
        texts.len()
    );
    let mut missing: Vec<String> = texts
        .iter()
        .filter(|(text, _)| !is_translated(text, &templates))
        .map(|(text, file)| format!("{text}\t{file}"))
        .collect();
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "not in the catalogue:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_extractor_reads_literals_and_templates() {
    assert_eq!(literal_text("One \\\n    two {{x}}"), "One two {x}");
    assert_eq!(shape("At most {MAX_IDS} ids"), shape("At most {max} ids"));
}
