//! The start page: what warp divergence is in one screen, and where a student or a teacher begins.

use leptos::prelude::*;

use super::shared;
use crate::state::stepper::example_href;
use crate::state::text::home as t;
use crate::state::View;

#[component]
pub fn Home() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let nav = move |v: View| shared.shell().nav_href(v);
    let stepper = move || example_href("l2-1-two-paths", &shared.shell());
    view! {
        <section class="home" aria-labelledby="home-title">
            <h1 id="home-title">{t::TITLE.get(lang)}</h1>
            <p class="home__lead">{t::LEAD.get(lang)}</p>
            <p>{t::EXAMPLE.get(lang)}</p>
            <h2>{t::WHERE_TO_START.get(lang)}</h2>
            <ul class="home__paths">
                <li>
                    <a class="button" href=move || nav(View::Learn)>
                        {t::LEARN_IT.get(lang)}
                    </a>
                    {t::LEARN_IT_NOTE.get(lang)}
                </li>
                <li>
                    <a class="button" href=move || nav(View::Timeline)>
                        {t::SEE_IT.get(lang)}
                    </a>
                    {t::SEE_IT_NOTE.get(lang)}
                </li>
                <li>
                    <a class="button" href=stepper>
                        {t::WATCH_IT.get(lang)}
                    </a>
                    {t::WATCH_IT_NOTE.get(lang)}
                </li>
                <li>
                    <a class="button" href=move || nav(View::Ladder)>
                        {t::TEST_YOURSELF.get(lang)}
                    </a>
                    {t::TEST_YOURSELF_NOTE.get(lang)}
                </li>
                <li>
                    <a class="button" href=move || nav(View::Reality)>
                        {t::CHECK_IT.get(lang)}
                    </a>
                    {t::CHECK_IT_NOTE.get(lang)}
                </li>
            </ul>
            <h2>{t::FOR_TEACHERS.get(lang)}</h2>
            <p>{t::TEACHERS.get(lang)}</p>
        </section>
    }
}
