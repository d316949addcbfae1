//! The app shell: header, navigation between views, and the view named by the address bar.
//!
//! Each bundle (see `src/main.rs` and `src/bin/`) mounts this shell with the views it carries;
//! the navigation links are ordinary links, so moving to a view in another bundle loads that bundle.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::browser;
use super::notices::Notices;
use super::shortcuts::is_typing;
use super::Shared;
use crate::model::i18n::{Bilingual, Lang};
use crate::state::shell::{relink_lang, relink_projector};
use crate::state::{chrome, Query, ShellState, View};

/// Where the browser keeps the language a learner chose.
const LANG_KEY: &str = "warpwise.lang";

/// Installs the crash banner and mounts the shell; `content` draws the views this bundle carries.
pub fn start(content: fn(View) -> Option<AnyView>) {
    super::crash::install();
    leptos::mount::mount_to_body(move || view! { <App content=content /> });
}

#[component]
fn App(content: fn(View) -> Option<AnyView>) -> impl IntoView {
    let (query, too_long) = Query::parse_checked(&browser::current_search());
    let (shell, problems) = ShellState::parse(&query);
    let saved_lang = browser::storage_read(LANG_KEY);
    let shell = shell.with_saved_lang(&query, saved_lang.as_ref().ok().and_then(|s| s.as_deref()));
    // A browser that cannot store the choice still shows the link's language; say it will not stick.
    let lang_unsaved = saved_lang.is_err() && shell.lang != Lang::En;
    let view = shell.view;
    let shared = Shared {
        view,
        projector: RwSignal::new(shell.projector),
        lang: RwSignal::new(shell.lang),
        reduced_motion: browser::prefers_reduced_motion(),
    };
    provide_context(shared);

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
    });

    // P switches projector mode on every view (the timeline also has a button for it); the link follows,
    // so a reload or a shared link keeps the room's palette.
    browser::listen(leptos::ev::keydown, move |ev| {
        let plain = !(ev.ctrl_key() || ev.meta_key() || ev.alt_key());
        if plain && !is_typing(&ev) && matches!(ev.key().as_str(), "p" | "P") {
            toggle_projector(shared);
        }
    });
    // Back and Forward over a P press restore the palette on views that keep no link of their own. After
    // the views' listeners, and only on a change: setting it first would run a view's link effect (a
    // microtask between listeners) with its state not yet restored, writing the old link back.
    browser::listen(leptos::ev::popstate, move |_| {
        set_timeout(
            move || {
                let search = browser::current_search();
                // The language links follow the link Back or Forward brought.
                browser::relink_language_links(&search);
                let (shell, _) = ShellState::parse(&Query::parse(&search));
                if shared.projector.try_get_untracked() == Some(!shell.projector) {
                    shared.projector.set(shell.projector);
                }
            },
            std::time::Duration::ZERO,
        );
    });
    browser::listen(leptos::ev::click, |_| keep_focus_in_page());
    browser::listen(leptos::ev::keydown, |_| keep_focus_in_page());

    set_page_language(shell.lang, view);
    let body = content(view).unwrap_or_else(|| {
        view! { <p role="alert">{chrome::NOT_LOADED.get(shell.lang)}</p> }.into_any()
    });
    let notices: Vec<String> = problems
        .iter()
        .chain(too_long.iter())
        .map(|p| p.text(shell.lang))
        .chain(lang_unsaved.then(|| chrome::LANG_NOT_SAVED.get(shell.lang).to_string()))
        .collect();
    browser::mark("warpwise:shell-mounted");
    // The next frame comes after the view is in the page: the load benchmark's "first render", and the
    // moment a `#row-…` or `#level-…` fragment can be scrolled to.
    request_animation_frame(move || {
        browser::mark(&format!("warpwise:view-rendered:{}", view.key()));
        browser::scroll_to_hash();
        show_current_view_link();
    });
    view! {
        <a class="skip-link" href="#main">
            {chrome::SKIP_TO_CONTENT.get(shell.lang)}
        </a>
        <Header shell=shell query=query />
        <main id="main" class="shell__main" tabindex="-1">
            <Notices items=Signal::derive(move || notices.clone()) />
            {body}
        </main>
        <footer class="shell__footer">
            <p>{chrome::FOOTER.get(shell.lang)}</p>
        </footer>
    }
}

/// The brand, a link per view (the one on screen marked as the page; each follows projector mode) and the
/// language switch, whose links keep every other part of the page's link (`browser::write_query` keeps them
/// up to date as the link changes).
#[component]
fn Header(shell: ShellState, query: Query) -> impl IntoView {
    let shared = super::shared();
    let lang = shell.lang;
    let views = View::ALL.map(|target| {
        view! {
            <li>
                <a
                    href=move || shared.shell().nav_href(target)
                    aria-current=(target == shell.view).then_some("page")
                >
                    {target.name().get(lang)}
                </a>
            </li>
        }
    });
    let langs = Lang::ALL.map(|to| {
        view! {
            <a
                class="button button--small"
                hreflang=to.key()
                lang=to.key()
                aria-current=(to == lang).then_some("true")
                href=relink_lang(&query, to)
                on:click=move |ev| follow_language_link(ev, to)
            >
                {to.name()}
            </a>
        }
    });
    view! {
        <header class="shell__header">
            <p class="shell__brand">
                <span class="shell__logo" aria-hidden="true">
                    "▮▯"
                </span>
                " Warpwise"
            </p>
            <nav class="shell__nav" aria-label=chrome::NAV_VIEWS.get(lang)>
                <ul>{views}</ul>
            </nav>
            <div class="shell__tools">
                <button
                    type="button"
                    class="button button--small shell__projector"
                    aria-pressed=move || shared.projector.get().to_string()
                    on:click=move |_| toggle_projector(shared)
                >
                    {chrome::PROJECTOR.get(lang)}
                </button>
                <nav class="shell__lang" aria-label=chrome::LANGUAGE.get(lang)>
                    {langs}
                </nav>
            </div>
        </header>
    }
}

/// Projector mode on or off, from the header's button or P: the link follows (one history entry, so Back
/// switches it back), so a reload or a shared link keeps the room's palette.
fn toggle_projector(shared: Shared) {
    let on = !shared.projector.get_untracked();
    shared.projector.set(on);
    let query = Query::parse(&browser::current_search());
    browser::write_query(&relink_projector(&query, on), true);
}

/// English | Hinglish in the header: following one saves the
/// choice for links without `lang` and reloads the page in that language: every view reads its state back
/// from the address bar, so nothing a link holds is lost, and no view needs to follow a switch.
fn follow_language_link(ev: leptos::ev::MouseEvent, to: Lang) {
    ev.prevent_default();
    browser::storage_set(LANG_KEY, to.key());
    // The fragment (a ladder's `#level-4`, a Reality check's `#row-…`) comes along: the page reopens there.
    let query = relink_lang(&Query::parse(&browser::current_search()), to);
    browser::go(&format!("{query}{}", browser::current_hash()));
}

/// A control that held the keyboard focus and that the learner's action disabled or removed (a finished
/// item's Check, a committed prediction's form, a removed path, Run to end at the end) would drop the focus
/// to the page. After the action has been drawn (two frames, so a view's own choice comes first), the focus
/// goes to the nearest control still there: an element marked `data-focus-fallback` in the nearest
/// surviving ancestor, else its first usable control. A focus the learner moved away on purpose (a click
/// elsewhere) is left alone: the control is still there and usable.
fn keep_focus_in_page() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(before) = document.active_element() else {
        return;
    };
    let mut ancestors = Vec::new();
    let mut at = before.parent_element();
    while let Some(e) = at {
        if e.tag_name().eq_ignore_ascii_case("main") {
            ancestors.push(e);
            break;
        }
        at = e.parent_element();
        ancestors.push(e);
    }
    request_animation_frame(move || {
        request_animation_frame(move || {
            // Chrome may leave the focus on a control that became disabled: stranded all the same.
            let stranded = document.active_element().is_none_or(|a| {
                document.body().is_some_and(|b| *b == a) || a.has_attribute("disabled")
            });
            let gone = !before.is_connected() || before.has_attribute("disabled");
            if !(stranded && gone) {
                return;
            }
            const USABLE: &str = "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], summary, [tabindex]:not([tabindex='-1'])";
            for ancestor in ancestors.iter().filter(|a| a.is_connected()) {
                let target = ancestor
                    .query_selector("[data-focus-fallback]")
                    .ok()
                    .flatten()
                    .or_else(|| ancestor.query_selector(USABLE).ok().flatten());
                if let Some(target) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = target.focus();
                    return;
                }
            }
        });
    });
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
