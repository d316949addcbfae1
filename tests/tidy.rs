//! Tidy: the pure modules must never name the browser or the view framework.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::Path;

const FORBIDDEN: [&str; 4] = ["leptos", "web_sys", "js_sys", "wasm_bindgen"];

fn check(path: &Path, offenders: &mut Vec<String>) {
    if path.is_dir() {
        for entry in fs::read_dir(path).expect("readable source folder") {
            check(&entry.expect("a directory entry").path(), offenders);
        }
    } else if path.extension().is_some_and(|e| e == "rs") {
        let text = fs::read_to_string(path).expect("readable source file");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in FORBIDDEN {
                if code.contains(word) {
                    offenders.push(format!("{}:{}: names {word}", path.display(), n + 1));
                }
            }
        }
    }
}

#[test]
fn pure_modules_know_nothing_of_the_browser() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut offenders = Vec::new();
    for pure in ["model", "geometry", "links.rs"] {
        check(&root.join(pure), &mut offenders);
    }
    assert!(
        offenders.is_empty(),
        "pure modules must stay pure:\n{}",
        offenders.join("\n")
    );
}

#[test]
fn every_source_file_opens_with_its_job() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut missing = Vec::new();
    let mut stack = vec![root];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            if !text.starts_with("//!") {
                missing.push(path.display().to_string());
            }
        }
    }
    assert!(missing.is_empty(), "files without a //! line: {missing:?}");
}
