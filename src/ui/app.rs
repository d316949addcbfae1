//! The app shell: header, navigation between views, and the view named by the address bar.
//!
//! Each bundle (see `src/main.rs` and `src/bin/`) mounts this shell with the views it carries;
//! the navigation links are ordinary links, so moving to a view in another bundle loads that bundle.

use leptos::prelude::*;

use super::browser;
use super::notices::Notices;
use super::Shared;
use crate::model::i18n::Lang;
use crate::state::shell::relink_lang;
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
    let saved_lang = browser::storage_read(LANG_KEY).ok().flatten();
    let shell = shell.with_saved_lang(&query, saved_lang.as_deref());
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
        if let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        {
            let _ = body.class_list().toggle_with_force("projector", on);
            let _ = body
                .class_list()
                .toggle_with_force("reduced-motion", shared.reduced_motion);
        }
    });

    follow_language(shared);
    let lang_notice = RwSignal::new(false);
    // A new language remounts the view: every view reads its state back from the address bar (rewritten
    // first by `follow_language`), so nothing a link holds is lost, and views need not track the language.
    let body = move || {
        shared.lang.track();
        content(view).unwrap_or_else(|| {
            view! { <p role="alert">{shared.tr(chrome::NOT_LOADED)}</p> }.into_any()
        })
    };
    let notices: Vec<String> = problems
        .iter()
        .chain(too_long.iter())
        .map(ToString::to_string)
        .collect();
    let notices = Signal::derive(move || {
        let mut all = notices.clone();
        if lang_notice.get() {
            all.push(shared.tr(chrome::LANG_NOT_SAVED).to_string());
        }
        all
    });
    browser::mark("warpwise:shell-mounted");
    // The next frame comes after the view is in the page: the load benchmark's "first render", and the
    // moment a `#row-…` or `#level-…` fragment can be scrolled to.
    request_animation_frame(move || {
        browser::mark(&format!("warpwise:view-rendered:{}", view.key()));
        browser::scroll_to_hash();
    });
    view! {
        <a class="skip-link" href="#main">
            {move || shared.tr(chrome::SKIP_TO_CONTENT)}
        </a>
        <header class="shell__header">
            <p class="shell__brand">
                <span class="shell__logo" aria-hidden="true">
                    "▮▯"
                </span>
                " Warpwise"
            </p>
            <nav class="shell__nav" aria-label=move || shared.tr(chrome::NAV_VIEWS)>
                <ul>
                    {View::ALL
                        .into_iter()
                        .map(|target| {
                            view! {
                                <li>
                                    <a
                                        href=move || shared.shell().nav_href(target)
                                        aria-current=(view == target).then_some("page")
                                    >
                                        {move || shared.tr(target.name())}
                                    </a>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </nav>
            <LanguageSwitch refused=lang_notice />
        </header>
        <main id="main" class="shell__main" tabindex="-1">
            <Notices items=notices />
            {body}
        </main>
        <footer class="shell__footer">
            <p>{move || shared.tr(chrome::FOOTER)}</p>
        </footer>
    }
}

/// English | Hinglish in the header: two toggle buttons, the pressed one the language on screen. A press
/// saves the choice and rewrites the address bar's `lang` before the view remounts in the new language.
#[component]
fn LanguageSwitch(refused: RwSignal<bool>) -> impl IntoView {
    let shared = super::shared();
    let choose = move |lang: Lang| {
        if shared.lang.get_untracked() == lang {
            return;
        }
        refused.set(!browser::storage_set(LANG_KEY, lang.key()));
        let href = relink_lang(&Query::parse(&browser::current_search()), lang);
        browser::write_query(&href, false);
        shared.lang.set(lang);
    };
    view! {
        <div class="shell__lang" role="group" aria-label=move || shared.tr(chrome::LANGUAGE)>
            {Lang::ALL
                .into_iter()
                .map(|lang| {
                    view! {
                        <button
                            type="button"
                            class="button button--small"
                            lang=lang.key()
                            aria-pressed=move || (shared.lang.get() == lang).to_string()
                            on:click=move |_| choose(lang)
                        >
                            {lang.name()}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}

/// Keeps `<html lang>` on the language on screen, for screen readers and hyphenation.
fn follow_language(shared: Shared) {
    Effect::new(move |_| {
        let lang = shared.lang.get();
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = root.set_attribute("lang", lang.key());
        }
    });
}
