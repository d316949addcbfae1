//! Tidy: the layers stay in their lanes — pure modules never name the browser, a clock or a layer above
//! them, only `src/state/` writes links, components stay small, files read top-down, and every file
//! says what it is for.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

const FORBIDDEN: [&str; 4] = ["leptos", "web_sys", "js_sys", "wasm_bindgen"];
/// The largest a component (a `#[component]` function, attributes to closing brace) may grow.
const MAX_COMPONENT_LINES: usize = 200;

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            if let Ok(entries) = fs::read_dir(&path) {
                stack.extend(entries.flatten().map(|e| e.path()));
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

fn src(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src").join(sub)
}

/// Lines of code (comments cut) in the files under `dir`, with their place.
fn code_lines(dir: &Path) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    for path in rust_files(dir) {
        let text = fs::read_to_string(&path).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("").to_string();
            out.push((path.display().to_string(), n + 1, code));
        }
    }
    out
}

fn assert_none(what: &str, offenders: Vec<String>) {
    assert!(offenders.is_empty(), "{what}:\n{}", offenders.join("\n"));
}

#[test]
fn pure_modules_know_nothing_of_the_browser() {
    let mut offenders = Vec::new();
    for pure in ["model", "geometry", "state"] {
        for (file, n, code) in code_lines(&src(pure)) {
            for word in FORBIDDEN {
                if code.contains(word) {
                    offenders.push(format!("{file}:{n}: names {word}"));
                }
            }
        }
    }
    assert_none("pure modules must stay pure", offenders);
}

/// Lines of code (comments cut) before a file's test module, with their place: what the app runs.
fn app_lines(dir: &Path) -> Vec<(String, usize, String)> {
    let mut out = Vec::new();
    for path in rust_files(dir) {
        if path.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap_or_default();
        let app = text.split("\n#[cfg(test)]\nmod ").next().unwrap_or("");
        for (n, line) in app.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("").to_string();
            out.push((path.display().to_string(), n + 1, code));
        }
    }
    out
}

#[test]
fn each_layer_names_only_the_layers_below_it() {
    // (layer, the layers it must not name): the model knows no other layer, state knows the model,
    // geometry draws from both, and only ui (with the binaries) names ui.
    let table: [(&str, &[&str]); 3] = [
        ("model", &["state", "geometry", "ui"]),
        ("state", &["geometry", "ui"]),
        ("geometry", &["ui"]),
    ];
    let mut offenders = Vec::new();
    for (layer, above) in table {
        for (file, n, code) in code_lines(&src(layer)) {
            for name in above {
                let named = [format!("crate::{name}::"), format!("warpwise::{name}::")];
                if named.iter().any(|n| code.contains(n.as_str())) {
                    offenders.push(format!("{file}:{n}: {layer} names {name}"));
                }
            }
        }
    }
    assert_none("a layer names one above it", offenders);
}

#[test]
fn pure_modules_read_no_clock() {
    // Time arrives from the caller (the browser's Date.now()); a pure module that read the clock could
    // not be tested or replayed.
    const CLOCKS: [&str; 5] = [
        "Utc::now",
        "Local::now",
        "SystemTime",
        "Instant::now",
        "thread_rng",
    ];
    let mut offenders = Vec::new();
    for pure in ["model", "geometry", "state"] {
        for (file, n, code) in app_lines(&src(pure)) {
            for clock in CLOCKS {
                if code.contains(clock) {
                    offenders.push(format!("{file}:{n}: {clock}"));
                }
            }
        }
    }
    assert_none("pure modules reading a clock", offenders);
}

#[test]
fn the_stand_ins_for_serde_json_and_the_float_formatter_stay_gone() {
    // serde_json reads and writes every record; format!, to_string and str::parse write and read numbers.
    let gone: Vec<String> = ["model/json.rs", "model/float_text.rs"]
        .into_iter()
        .map(src)
        .filter(|p| p.exists())
        .map(|p| p.display().to_string())
        .collect();
    assert_none("files that should not exist", gone);
    let mut offenders = Vec::new();
    for dir in [src("model"), src("state"), src("geometry")] {
        for (file, n, code) in code_lines(&dir) {
            if code.contains("model::json") || code.contains("float_text::") {
                offenders.push(format!("{file}:{n}: {}", code.trim()));
            }
        }
    }
    assert_none("names of the removed modules", offenders);
}

#[test]
fn only_the_state_layer_writes_links() {
    let mut offenders = Vec::new();
    for layer in ["ui", "model", "geometry", "main.rs", "bin"] {
        for (file, n, code) in code_lines(&src(layer)) {
            let builds = code.contains("\"?view=")
                || code.contains("?view=")
                || code.contains("build_query")
                || code.contains("\"&projector")
                || code.contains("replace_query")
                || code.contains("push_query");
            if builds {
                offenders.push(format!("{file}:{n}: {}", code.trim()));
            }
        }
    }
    assert_none("links are written only in src/state/", offenders);
}

/// HTML elements a view writes with `view!`, never as a string (SVG figures are strings by design).
const HTML_TAGS: [&str; 32] = [
    "a",
    "button",
    "caption",
    "code",
    "details",
    "div",
    "dl",
    "em",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "h1",
    "h2",
    "h3",
    "header",
    "input",
    "label",
    "legend",
    "li",
    "main",
    "nav",
    "ol",
    "p",
    "section",
    "select",
    "span",
    "strong",
    "sub",
    "summary",
    "table",
];
/// The same for a table's rows and cells.
const TABLE_TAGS: [&str; 5] = ["tbody", "td", "th", "thead", "tr"];

#[test]
fn views_are_leptos_components_and_html_is_never_a_string() {
    let mut offenders = Vec::new();
    for (file, n, code) in code_lines(&src("")) {
        for tag in HTML_TAGS.iter().chain(TABLE_TAGS.iter()) {
            for open in [
                format!("\"<{tag} "),
                format!("\"<{tag}>"),
                format!("\\\"<{tag}"),
            ] {
                if code.contains(&open) || code.contains(&format!("r#\"<{tag} ")) {
                    offenders.push(format!("{file}:{n}: <{tag}> written as a string"));
                }
            }
        }
        if code.contains("inner_html") && !file.ends_with("ui/figure.rs") {
            offenders.push(format!(
                "{file}:{n}: inner_html outside ui::figure (figures only, from geometry)"
            ));
        }
        if code.contains("data-act") {
            offenders.push(format!(
                "{file}:{n}: data-act dispatch (handlers sit in view!)"
            ));
        }
    }
    assert_none("HTML outside view!", offenders);
    // Every view module draws with Leptos: at least one component each, and every bundle mounts one.
    let views = [
        "about",
        "app",
        "branch_tree",
        "cards",
        "home",
        "ladder",
        "layouts",
        "learn",
        "reality",
        "sampling_lab",
        "stepper",
        "timeline",
    ];
    for view in views {
        let text = fs::read_to_string(src("ui").join(format!("{view}.rs"))).unwrap_or_default();
        assert!(
            text.contains("#[component]"),
            "src/ui/{view}.rs has no Leptos component"
        );
    }
    let bins = rust_files(&src("bin")).into_iter().chain([src("main.rs")]);
    for bin in bins {
        let text = fs::read_to_string(&bin).unwrap_or_default();
        assert!(
            text.contains("view! {") || text.contains("ui::app::start"),
            "{} mounts no Leptos app",
            bin.display()
        );
    }
}

#[test]
fn the_stack_stays_the_one_asked_for() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let manifest = fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
    let dependencies = manifest
        .split("\n[")
        .find(|section| section.starts_with("dependencies]"))
        .unwrap_or_default();
    for (krate, how) in [("serde ", "derive"), ("serde_json ", ""), ("statrs ", "")] {
        assert!(
            dependencies
                .lines()
                .any(|l| l.starts_with(krate) && l.contains(how)),
            "{krate}must be a dependency of every target (with {how})"
        );
    }
    assert!(
        manifest
            .lines()
            .any(|l| l.starts_with("leptos ") && l.contains("0.8") && l.contains("csr")),
        "the views are Leptos 0.8 (csr)"
    );
    // Stand-ins written to save bytes, replaced by the crates and std.
    for gone in [
        "src/ui/reactive.rs",
        "src/ui/patch.rs",
        "src/model/float_text.rs",
        "src/model/json.rs",
        "scripts/shorten.mjs",
    ] {
        assert!(!root.join(gone).exists(), "{gone} is back");
    }
}

#[test]
fn components_stay_small() {
    let mut offenders = Vec::new();
    for path in rust_files(&src("ui")) {
        let text = fs::read_to_string(&path).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        for (start, _) in lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.trim() == "#[component]")
        {
            // The component ends at the first line that closes at column 0 after its signature.
            let end = lines[start..]
                .iter()
                .position(|l| *l == "}")
                .map_or(lines.len(), |i| start + i);
            let length = end - start + 1;
            if length > MAX_COMPONENT_LINES {
                offenders.push(format!("{}:{}: {length} lines", path.display(), start + 1));
            }
        }
    }
    assert_none("components over the limit", offenders);
}

#[test]
fn tests_come_last() {
    let mut offenders = Vec::new();
    for path in rust_files(&src("")) {
        let text = fs::read_to_string(&path).unwrap_or_default();
        let Some(at) = text.find("\n#[cfg(test)]\nmod ") else {
            continue;
        };
        // After the first test module only more test modules may follow (their bodies are indented).
        let stray = text[at + 1..].lines().any(|l| {
            !(l.is_empty()
                || l.starts_with(' ')
                || l == "}"
                || l == "#[cfg(test)]"
                || (l.starts_with("mod ") && (l.ends_with('{') || l.ends_with(';'))))
        });
        if stray {
            offenders.push(path.display().to_string());
        }
    }
    assert_none("code after the test module", offenders);
}

#[test]
fn every_readout_names_a_glossary_term() {
    // A readout takes a `glossary::Term`, so the compiler checks the name exists; what is left to
    // check is that no readout is labelled by a bare string instead.
    let mut missing = Vec::new();
    for (file, n, code) in code_lines(&src("ui")) {
        if code.contains("term=\"") {
            missing.push(format!(
                "{file}:{n}: a readout named by a string, not a glossary term"
            ));
        }
    }
    assert_none("readouts without a glossary entry", missing);
}

#[test]
fn every_source_file_opens_with_its_job() {
    let missing: Vec<String> = rust_files(&src(""))
        .into_iter()
        .filter(|p| !fs::read_to_string(p).unwrap_or_default().starts_with("//!"))
        .map(|p| p.display().to_string())
        .collect();
    assert_none("files without a //! line", missing);
}

#[test]
fn hinglish_says_tum_as_seed_003_does() {
    // One register throughout: seed 003 speaks to the learner as "tum" (karo, dekho); a text that
    // switches to "aap" reads as a different voice. "apne aap" (by itself) is not the pronoun.
    const AAP: [&str; 6] = ["aap", "aapka", "aapki", "aapke", "aapko", "aapne"];
    let mut offenders = Vec::new();
    for (file, n, code) in code_lines(&src("")) {
        let lower = code.to_lowercase().replace("apne aap", "");
        let words = lower.split(|c: char| !c.is_ascii_alphabetic());
        if let Some(word) = words.into_iter().find(|w| AAP.contains(w)) {
            offenders.push(format!("{file}:{n}: \"{word}\""));
        }
    }
    assert_none("Hinglish in the \"aap\" register", offenders);
}
