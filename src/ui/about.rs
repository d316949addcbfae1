//! The About page: what warp divergence is, and what each view is for.

use leptos::prelude::*;

use super::readout::maths;
use super::shared;
use crate::model::errata::ERRATA;
use crate::model::glossary::GLOSSARY;
use crate::state::text::about as t;

#[component]
pub fn About() -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <section class="about" aria-labelledby="about-title">
            <h1 id="about-title">{t::TITLE.get(lang)}</h1>
            <p>{t::WARPS.get(lang)}</p>
            <p>{maths(t::DIVERGES.get(lang))}</p>
            <p>{t::PER_WARP.get(lang)}</p>
            <h2>{t::THE_VIEWS.get(lang)}</h2>
            <dl class="about__views">
                {t::VIEWS
                    .into_iter()
                    .map(|(v, what)| {
                        view! {
                            <dt>{v.name().get(lang)}</dt>
                            <dd>{what.get(lang)}</dd>
                        }
                    })
                    .collect_view()}
            </dl>
            <h2 id="glossary">{t::GLOSSARY.get(lang)}</h2>
            <p>{t::GLOSSARY_LEAD.get(lang)}</p>
            <dl class="about__glossary">
                {GLOSSARY
                    .iter()
                    .map(|g| {
                        view! {
                            <dt id=format!("term-{}", g.key)>{maths(g.name_tr().get(lang))}</dt>
                            <dd>{maths(g.definition_tr().get(lang))}</dd>
                        }
                    })
                    .collect_view()}
            </dl>
            <h2>{t::ERRATA.get(lang)}</h2>
            <ul class="about__errata">
                {ERRATA
                    .iter()
                    .map(|e| {
                        view! {
                            <li>
                                <strong>{e.source_tr().get(lang)}</strong>
                                {t::SOURCE_SAYS.get(lang)}
                                {e.claim_tr().get(lang)}
                                "\u{201d} "
                                {e.correction_tr().get(lang)}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}
