//! Thin wrappers over the browser APIs the views need: the address bar, storage, downloads, motion preference.

use wasm_bindgen::{JsCast, JsValue};

use crate::model::i18n::Lang;
use crate::state::shell::relink_lang;
use crate::state::Query;

/// Listens to a window event for as long as the calling component is mounted. Leptos's listener outlives the
/// component unless removed, and one that fires after it reads signals already disposed (a panic): every view
/// listens through this.
pub fn listen<E>(event: E, on: impl Fn(E::EventType) + 'static)
where
    E: leptos::ev::EventDescriptor + 'static,
    E::EventType: JsCast,
{
    let handle = leptos::prelude::window_event_listener(event, on);
    leptos::prelude::on_cleanup(move || handle.remove());
}

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The query string of the address bar, with its leading `?`.
pub fn current_search() -> String {
    window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The address bar's fragment, with its leading `#` (empty when there is none).
pub fn current_hash() -> String {
    window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Writes `query` to the address bar, keeping the fragment; `push` makes a new history entry.
pub fn write_query(query: &str, push: bool) {
    let url = format!("{query}{}", current_hash());
    if let Some(history) = window().and_then(|w| w.history().ok()) {
        let _ = if push {
            history.push_state_with_url(&JsValue::NULL, "", Some(&url))
        } else {
            history.replace_state_with_url(&JsValue::NULL, "", Some(&url))
        };
    }
    relink_language_links(query);
}

/// The header's English | Hinglish links (`geometry::maths::header_html`) carry the page's link as it is
/// now, so a copied or new-tab language link keeps the learner's edits, not the page's first address.
pub fn relink_language_links(query: &str) {
    let Some(document) = window().and_then(|w| w.document()) else {
        return;
    };
    let query = Query::parse(query);
    for link in elements(
        document
            .query_selector_all(".shell__header a[hreflang]")
            .ok(),
    ) {
        if let Some(lang) = link
            .get_attribute("hreflang")
            .and_then(|k| Lang::from_key(&k))
        {
            let _ = link.set_attribute("href", &relink_lang(&query, lang));
        }
    }
}

/// The elements of a `querySelectorAll` answer (none when the selector was refused).
pub fn elements(list: Option<web_sys::NodeList>) -> impl Iterator<Item = web_sys::Element> {
    let length = list.as_ref().map_or(0, |l| l.length());
    (0..length).filter_map(move |i| {
        list.as_ref()?
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
    })
}

/// Moves to another page (a link built by a view state).
pub fn go(href: &str) {
    if let Some(w) = window() {
        let _ = w.location().set_href(href);
    }
}

/// Scrolls the element the fragment names into view and focuses it, as a fresh load of `#row-…` expects.
pub fn scroll_to_hash() {
    let hash = current_hash();
    let Some(id) = hash.strip_prefix('#').filter(|id| !id.is_empty()) else {
        return;
    };
    let id = js_sys::decode_uri_component(id)
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| id.to_string());
    let element = window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(&id));
    if let Some(element) = element {
        element.scroll_into_view();
        if let Ok(html) = element.dyn_into::<web_sys::HtmlElement>() {
            if !html.has_attribute("tabindex") {
                let _ = html.set_attribute("tabindex", "-1");
            }
            let _ = html.focus();
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    window().and_then(|w| w.local_storage().ok().flatten())
}

/// Reads a stored value: `Err` when the browser refused to read (blocked storage, a throwing getter),
/// which the caller must tell apart from "nothing stored". The refusal carries no detail worth showing.
#[allow(clippy::result_unit_err)]
pub fn storage_read(key: &str) -> Result<Option<String>, ()> {
    let storage = window()
        .ok_or(())?
        .local_storage()
        .map_err(|_| ())?
        .ok_or(())?;
    storage.get_item(key).map_err(|_| ())
}

/// Writes a value; false when the browser refused (full, blocked).
pub fn storage_set(key: &str, value: &str) -> bool {
    storage()
        .map(|s| s.set_item(key, value).is_ok())
        .unwrap_or(false)
}

/// Whether the page is as narrow as a phone: the width at which the stylesheet's phone rules start.
pub fn narrow_screen() -> bool {
    window()
        .and_then(|w| w.match_media("(max-width: 40rem)").ok().flatten())
        .map(|m| m.matches())
        .unwrap_or(false)
}

/// Reads the tab's session storage (what a reload or the language switch gives back; never shared with
/// another tab); `None` when nothing is there or the browser refused.
pub fn session_read(key: &str) -> Option<String> {
    window()
        .and_then(|w| w.session_storage().ok().flatten())
        .and_then(|s| s.get_item(key).ok().flatten())
}

/// Writes the tab's session storage; false when the browser refused (full, blocked).
pub fn session_set(key: &str, value: &str) -> bool {
    window()
        .and_then(|w| w.session_storage().ok().flatten())
        .is_some_and(|s| s.set_item(key, value).is_ok())
}

pub fn prefers_reduced_motion() -> bool {
    window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .map(|m| m.matches())
        .unwrap_or(false)
}

/// Marks a moment for the benchmarks (`performance.mark`).
pub fn mark(name: &str) {
    if let Some(perf) = window().and_then(|w| w.performance()) {
        let _ = perf.mark(name);
    }
}

pub fn now_ms() -> f64 {
    window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

/// Moves the keyboard focus to the element with this id (roving focus in lane grids and strips).
pub fn focus_by_id(id: &str) {
    let element = window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id));
    if let Some(element) = element.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = element.focus();
    }
}

/// A fresh seed for the learner to see and edit; the model only ever receives the number.
pub fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 1_000_000.0) as u64
}

/// Saves `href` (a blob: or data: URL) as a file.
fn save(href: &str, filename: &str) -> Result<(), String> {
    let document = window().and_then(|w| w.document()).ok_or("no document")?;
    let anchor: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| "cannot create a link")?
        .dyn_into()
        .map_err(|_| "cannot create a link")?;
    anchor.set_href(href);
    anchor.set_download(filename);
    anchor.set_class_name("visually-hidden");
    let body = document.body().ok_or("no body")?;
    body.append_child(&anchor)
        .map_err(|_| "cannot attach the link")?;
    anchor.click();
    let _ = body.remove_child(&anchor);
    Ok(())
}

/// Offers `content` as a file download.
pub fn download_text(filename: &str, mime: &str, content: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(content));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "cannot build the file")?;
    let url =
        web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| "cannot build the file")?;
    let result = save(&url, filename);
    let _ = web_sys::Url::revoke_object_url(&url);
    result
}

/// Rasterises SVG markup onto a `width × height` canvas filled with `background` and downloads it as PNG.
pub async fn download_png(
    svg: String,
    width: u32,
    height: u32,
    background: &str,
    filename: &str,
) -> Result<(), String> {
    let document = window().and_then(|w| w.document()).ok_or("no document")?;
    let image = web_sys::HtmlImageElement::new().map_err(|_| "cannot create an image")?;
    let encoded = js_sys::encode_uri_component(&svg);
    image.set_src(&format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(encoded)
    ));
    wasm_bindgen_futures::JsFuture::from(image.decode())
        .await
        .map_err(|_| "the figure could not be drawn as an image")?;
    let canvas: web_sys::HtmlCanvasElement = document
        .create_element("canvas")
        .map_err(|_| "cannot create a canvas")?
        .dyn_into()
        .map_err(|_| "cannot create a canvas")?;
    canvas.set_width(width);
    canvas.set_height(height);
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into().ok())
        .ok_or("no 2D canvas")?;
    context.set_fill_style_str(background);
    context.fill_rect(0.0, 0.0, f64::from(width), f64::from(height));
    let (iw, ih) = (
        f64::from(image.natural_width().max(1)),
        f64::from(image.natural_height().max(1)),
    );
    let scale = (f64::from(width) / iw).min(f64::from(height) / ih);
    let (dw, dh) = (iw * scale, ih * scale);
    context
        .draw_image_with_html_image_element_and_dw_and_dh(
            &image,
            (f64::from(width) - dw) / 2.0,
            (f64::from(height) - dh) / 2.0,
            dw,
            dh,
        )
        .map_err(|_| "the figure could not be drawn")?;
    let url = canvas
        .to_data_url_with_type("image/png")
        .map_err(|_| "the image could not be encoded")?;
    save(&url, filename)
}
