//! The app shell: header, navigation between views, and the view named by the address bar.
//!
//! Each bundle (see `src/main.rs` and `src/bin/`) mounts this shell with the views it carries;
//! the navigation links are ordinary links, so moving to a view in another bundle loads that bundle.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::browser;
use super::notices::notices_html;
use super::reactive::{
    ev, request_animation_frame, set_timeout, window_event_listener, Effect, RwSignal,
};
use super::shortcuts::is_typing;
use super::Shared;
use crate::geometry::markup::frame_html;
use crate::geometry::svg::escape;
use crate::model::i18n::Bilingual;
use crate::model::i18n::Lang;
use crate::state::shell::{relink_lang, relink_projector};
use crate::state::{chrome, Query, ShellState, View};

/// Where the browser keeps the language a learner chose.
const LANG_KEY: &str = "warpwise.lang";

/// Starts a bundle: the shell (skip link, header, notices, footer) as markup, and `content` writes the
/// view into `<main>` (false when the bundle does not carry it). No bundle carries a view library
/// (README "Performance").
pub fn start_markup(content: fn(View, &web_sys::Element) -> bool) {
    super::crash::install();
    let (shell, query, notices) = boot();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(body) = document.body() {
        let frame = frame_html(&shell, &query, &notices_html(&notices));
        let _ = body.insert_adjacent_html("beforeend", &frame);
    }
    if let Ok(Some(header)) = document.query_selector(".shell__header") {
        let follow =
            Closure::<dyn Fn(web_sys::Event)>::new(|ev: web_sys::Event| follow_language_link(&ev));
        let _ = header.add_event_listener_with_callback("click", follow.as_ref().unchecked_ref());
        follow.forget();
    }
    if let Some(main) = document.get_element_by_id("main") {
        if !content(shell.view, &main) {
            let said = escape(chrome::NOT_LOADED.get(shell.lang));
            let _ =
                main.insert_adjacent_html("beforeend", &format!("<p role=\"alert\">{said}</p>"));
        }
    }
    after_mount(shell.view);
}

/// What every shell starts from: the link's shell settings (the language saved in the browser where the
/// link names none), the shared signals as context, projector mode and its keys, the page's language, and
/// the notices the link and the language choice call for.
fn boot() -> (ShellState, Query, Vec<String>) {
    let (query, too_long) = Query::parse_checked(&browser::current_search());
    let (shell, problems) = ShellState::parse(&query);
    let saved_lang = browser::storage_read(LANG_KEY);
    let shell = shell.with_saved_lang(&query, saved_lang.as_ref().ok().and_then(|s| s.as_deref()));
    // A browser that cannot store the choice still shows the link's language; say it will not stick.
    let lang_unsaved = saved_lang.is_err() && shell.lang != Lang::En;
    let shared = Shared {
        view: shell.view,
        projector: RwSignal::new(shell.projector),
        lang: RwSignal::new(shell.lang),
        reduced_motion: browser::prefers_reduced_motion(),
    };
    super::provide_shared(shared);
    follow_projector(shared);
    set_page_language(shell.lang, shell.view);
    let notices = problems
        .iter()
        .chain(too_long.iter())
        .map(|p| p.text(shell.lang))
        .chain(lang_unsaved.then(|| chrome::LANG_NOT_SAVED.get(shell.lang).to_string()))
        .collect();
    (shell, query, notices)
}

/// Projector mode: the body's class and the view links follow it, P switches it, Back and Forward over a
/// P press restore it.
fn follow_projector(shared: Shared) {
    Effect::new(move |_| {
        let on = shared.projector.get();
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if let Some(body) = document.body() {
            let _ = body.class_list().toggle_with_force("projector", on);
            let _ = body
                .class_list()
                .toggle_with_force("reduced-motion", shared.reduced_motion);
        }
        // The header is markup (`geometry::markup::header_html`): its view links follow P in place, so
        // a focused link keeps its focus.
        let shell = shared.shell();
        for link in browser::elements(document.query_selector_all(".shell__nav a[data-view]").ok())
        {
            if let Some(target) = link
                .get_attribute("data-view")
                .and_then(|k| View::from_key(&k))
            {
                let _ = link.set_attribute("href", &shell.nav_href(target));
            }
        }
    });

    // P switches projector mode on every view (the timeline also has a button for it); the link follows,
    // so a reload or a shared link keeps the room's palette.
    let _ = window_event_listener(ev::keydown, move |ev| {
        let plain = !(ev.ctrl_key() || ev.meta_key() || ev.alt_key());
        if plain && !is_typing(&ev) && matches!(ev.key().as_str(), "p" | "P") {
            let on = !shared.projector.get_untracked();
            shared.projector.set(on);
            let query = Query::parse(&browser::current_search());
            browser::write_query(&relink_projector(&query, on), true);
        }
    });
    // Back and Forward over a P press restore the palette on views that keep no link of their own. After
    // the views' listeners, and only on a change: setting it first would run a view's link effect (a
    // microtask between listeners) with its state not yet restored, writing the old link back.
    let _ = window_event_listener(ev::popstate, move |_| {
        set_timeout(
            move || {
                browser::relink_language_links(&browser::current_search());
                let (shell, _) = ShellState::parse(&Query::parse(&browser::current_search()));
                if shared.projector.try_get_untracked() == Some(!shell.projector) {
                    shared.projector.set(shell.projector);
                }
            },
            std::time::Duration::ZERO,
        );
    });
}

/// After the view is in the page: the shell's mark, and on the next frame the load benchmark's "first
/// render", a `#row-…` or `#level-…` fragment scrolled to, and the page's own link in view.
fn after_mount(view: View) {
    browser::mark("warpwise:shell-mounted");
    request_animation_frame(move || {
        browser::mark(&format!("warpwise:view-rendered:{}", view.key()));
        browser::scroll_to_hash();
        show_current_view_link();
    });
}

/// English | Hinglish in the header (`header_html` writes a link per language): following one saves the
/// choice for links without `lang` and reloads the page in that language: every view reads its state back
/// from the address bar, so nothing a link holds is lost, and no view needs to follow a switch.
fn follow_language_link(ev: &web_sys::Event) {
    let Some(to) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("a[hreflang]").ok().flatten())
        .and_then(|link| link.get_attribute("hreflang"))
        .and_then(|key| Lang::from_key(&key))
    else {
        return;
    };
    ev.prevent_default();
    browser::storage_set(LANG_KEY, to.key());
    browser::go(&relink_lang(&Query::parse(&browser::current_search()), to));
}

/// On a phone the view links are one row that scrolls sideways (app.css): bring the page's own link into it,
/// so the learner sees where they are. Elsewhere the row does not scroll and this changes nothing.
fn show_current_view_link() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(Some(row)), Ok(Some(current))) = (
        document.query_selector(".shell__nav ul"),
        document.query_selector(".shell__nav [aria-current=page]"),
    ) else {
        return;
    };
    // Both offsets are from the header (the nearest positioned ancestor).
    if let (Some(link), Some(start)) = (
        current.dyn_ref::<web_sys::HtmlElement>(),
        row.dyn_ref::<web_sys::HtmlElement>(),
    ) {
        row.set_scroll_left(link.offset_left() - start.offset_left() - row.client_width() / 3);
    }
}

/// Sets `<html lang>` to the language on screen (screen readers, hyphenation) and the tab's title to
/// the view's name in it, so tabs and history entries say which view they are.
fn set_page_language(lang: Lang, view: View) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.key());
        // The phone's "scroll sideways" hint over wide figures is CSS generated content: it reads the
        // page language's text from this property (app.css, `.figure-scroll::before`).
        if let Some(root) = root.dyn_ref::<web_sys::HtmlElement>() {
            let hint = chrome::SCROLL_HINT.get(lang).replace('"', "'");
            let _ = root
                .style()
                .set_property("--scroll-hint", &format!("\"{hint}\""));
        }
    }
    document.set_title(&format!("{} — Warpwise", view.name().get(lang)));
}
