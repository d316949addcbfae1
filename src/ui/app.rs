//! The app shell: header, navigation between views, and the view named by the address bar.
//!
//! Each bundle (see `src/main.rs` and `src/bin/`) mounts this shell with the views it carries;
//! the navigation links are ordinary links, so moving to a view in another bundle loads that bundle.

use leptos::prelude::*;

use super::browser;
use super::notices::Notices;
use super::Shared;
use crate::state::{Query, ShellState, View};

/// Installs the crash banner and mounts the shell; `content` draws the views this bundle carries.
pub fn start(content: fn(View) -> Option<AnyView>) {
    super::crash::install();
    leptos::mount::mount_to_body(move || view! { <App content=content /> });
}

#[component]
fn App(content: fn(View) -> Option<AnyView>) -> impl IntoView {
    let (query, too_long) = Query::parse_checked(&browser::current_search());
    let (shell, problems) = ShellState::parse(&query);
    let view = shell.view;
    let shared = Shared {
        view,
        projector: RwSignal::new(shell.projector),
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

    let body = content(view).unwrap_or_else(|| {
        view! { <p role="alert">"This part of Warpwise did not load; use the navigation above."</p> }.into_any()
    });
    let notices: Vec<String> = problems
        .iter()
        .chain(too_long.iter())
        .map(ToString::to_string)
        .collect();
    browser::mark("warpwise:shell-mounted");
    // The next frame comes after the view is in the page: the load benchmark's "first render", and the
    // moment a `#row-…` or `#level-…` fragment can be scrolled to.
    request_animation_frame(move || {
        browser::mark(&format!("warpwise:view-rendered:{}", view.key()));
        browser::scroll_to_hash();
    });
    view! {
        <a class="skip-link" href="#main">
            "Skip to content"
        </a>
        <header class="shell__header">
            <p class="shell__brand">
                <span class="shell__logo" aria-hidden="true">
                    "▮▯"
                </span>
                " Warpwise"
            </p>
            <nav class="shell__nav" aria-label="Views">
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
                                        {target.label()}
                                    </a>
                                </li>
                            }
                        })
                        .collect_view()}
                </ul>
            </nav>
        </header>
        <main id="main" class="shell__main" tabindex="-1">
            <Notices items=Signal::derive(move || notices.clone()) />
            {body}
        </main>
        <footer class="shell__footer">
            <p>
                "Warpwise teaches what warp divergence costs. Figures come from its pricing model; the Reality check view compares them with an H200."
            </p>
        </footer>
    }
}
