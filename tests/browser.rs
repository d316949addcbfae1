//! wasm-bindgen tests in headless Chromium: views mount, react to input and render what the model computes.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}

fn text_of(host: &web_sys::HtmlElement, testid: &str) -> String {
    host.query_selector(&format!("[data-testid='{testid}']"))
        .ok()
        .flatten()
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

fn mount<F, V>(f: F) -> web_sys::HtmlElement
where
    F: FnOnce() -> V + 'static,
    V: IntoView + 'static,
{
    // Views read their settings from the address bar: start each test from a clean one.
    let history = web_sys::window().unwrap().history().unwrap();
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("?"))
        .unwrap();
    let host: web_sys::HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&host).unwrap();
    let handle = leptos::mount::mount_to(host.clone(), f);
    std::mem::forget(handle);
    host
}

#[wasm_bindgen_test]
async fn timeline_prices_the_default_region() {
    let host = mount(|| view! { <warpwise::ui::timeline::Timeline /> });
    leptos::task::tick().await;
    assert_eq!(text_of(&host, "t-div"), "40 cycles");
    assert_eq!(text_of(&host, "t-ideal"), "25 cycles");
    assert_eq!(text_of(&host, "efficiency"), "62.5%");
    assert!(host.inner_html().contains("timeline-figure"));
    host.remove();
}

#[wasm_bindgen_test]
async fn typing_a_path_length_updates_the_readouts() {
    let host = mount(|| view! { <warpwise::ui::timeline::Timeline /> });
    leptos::task::tick().await;
    let input: web_sys::HtmlInputElement = document()
        .get_element_by_id("path-0-length")
        .unwrap()
        .unchecked_into();
    input.set_value("35");
    input
        .dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    leptos::task::tick().await;
    assert_eq!(text_of(&host, "t-div"), "60 cycles");
    assert_eq!(text_of(&host, "t-ideal"), "35 cycles");
    input.set_value("-4");
    input
        .dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    leptos::task::tick().await;
    assert_eq!(
        text_of(&host, "t-div"),
        "60 cycles",
        "a refused value keeps the last valid region"
    );
    let error = document()
        .get_element_by_id("path-0-length-error")
        .unwrap()
        .text_content()
        .unwrap_or_default();
    assert_eq!(error, "the path length cannot be negative");
    host.remove();
}

/// The view's markup without the empty comments Leptos places after dynamic text.
fn markup(host: &web_sys::HtmlElement) -> String {
    host.inner_html().replace("<!---->", "")
}

fn click_button(host: &web_sys::HtmlElement, label: &str) {
    let buttons = host.query_selector_all("button").unwrap();
    for i in 0..buttons.length() {
        let b: web_sys::HtmlElement = buttons.item(i).unwrap().unchecked_into();
        if b.text_content().unwrap_or_default().trim() == label {
            b.click();
            return;
        }
    }
    panic!("no button labelled {label}");
}

#[wasm_bindgen_test]
async fn the_lab_table_appears_only_after_the_prediction() {
    let host = mount(|| view! { <warpwise::ui::sampling_lab::SamplingLab /> });
    leptos::task::tick().await;
    assert!(
        !markup(&host).contains("<td>0.139950</td>"),
        "nothing exact before a prediction"
    );
    assert!(!markup(&host).contains("exact 0.5"));
    click_button(&host, "Skip prediction");
    leptos::task::tick().await;
    assert!(markup(&host).contains("<td>0.139950</td>"));
    host.remove();
}

/// The crash banner's test lives here, in a build only the tests use: the shipped app has no switch that
/// makes it crash.
#[wasm_bindgen_test]
async fn a_crash_shows_the_banner() {
    let banner = document().create_element("div").unwrap();
    banner.set_id("crash-banner");
    banner.set_attribute("hidden", "").unwrap();
    document().body().unwrap().append_child(&banner).unwrap();
    let root = document().document_element().unwrap();
    // (the page's language, the banner's words)
    for (lang, words) in [
        ("en", warpwise::state::chrome::CRASHED.en),
        ("hi-Latn", warpwise::state::chrome::CRASHED.hi),
    ] {
        root.set_attribute("lang", lang).unwrap();
        banner.set_attribute("hidden", "").unwrap();
        warpwise::ui::crash::show("a test crash");
        assert!(!banner.has_attribute("hidden"));
        assert_eq!(banner.text_content().as_deref(), Some(words), "{lang}");
    }
    root.remove_attribute("lang").unwrap();
    banner.remove();
}
