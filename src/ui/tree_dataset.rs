//! The branch tree's dataset panel: the warp on screen as one warp of a whole dataset — its shares, how
//! many warps it fills, which one is shown, a strip of every warp and the block's total beside it.

use leptos::prelude::*;

use super::figure::Figure;

use super::field::{edit, Field};
use super::readout::Readout;
use super::shared;
use crate::geometry::palette::palette;
use crate::geometry::tree::dataset_strip_svg;
use crate::model::fields::percent_or_dash;
use crate::model::glossary as g;
use crate::model::i18n::{count, fill};
use crate::state::text::tree as t;
use crate::state::tree::TreeState;

#[component]
pub fn DatasetPanel(state: RwSignal<TreeState>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let cost = Memo::new(move |_| state.with(TreeState::dataset_cost));
    let strip = move || {
        let colours = palette(shared.projector.get());
        state.with(|s| dataset_strip_svg(&s.data, s.width, s.show, &s.costs, colours, lang))
    };
    let total = move |f: fn(&crate::model::tree_dataset::DatasetCost) -> String| {
        Signal::derive(move || cost.get().as_ref().map(f).unwrap_or_else(|| "—".into()))
    };
    let dataset_on = move || state.with(|s| s.preset.is_some());
    view! {
        <section class="tree__dataset" aria-labelledby="dataset-title">
            <h2 id="dataset-title">{t::DATASET_TITLE.get(lang)}</h2>
            <Show when=dataset_on fallback=move || view! { <p>{t::HAND_SET_NOTE.get(lang)}</p> }>
                <p>{t::DATASET_LEAD.get(lang)}</p>
                <div class="tree__dataset-controls">
                    <Field
                        id="tree-shares"
                        label=t::SHARES.get(lang)
                        value=Signal::derive(move || state.with(TreeState::shares_text))
                        on_input=move |t: String| edit(state, |s| s.edit_shares(&t))
                    />
                    <Field
                        id="tree-dataset"
                        label=t::DATASET_WARPS.get(lang)
                        value=Signal::derive(move || state.with(|s| s.dataset_warps.to_string()))
                        on_input=move |t: String| edit(state, |s| s.edit_dataset_warps(&t))
                    />
                    <Field
                        id="tree-show"
                        label=t::SHOWN.get(lang)
                        value=Signal::derive(move || state.with(|s| s.show.to_string()))
                        on_input=move |t: String| edit(state, |s| s.edit_show(&t))
                    />
                    <button
                        type="button"
                        class="button"
                        on:click=move |_| state.update(|s| s.step_warp(-1))
                    >
                        {t::PREVIOUS_WARP.get(lang)}
                    </button>
                    <button
                        type="button"
                        class="button"
                        on:click=move |_| state.update(|s| s.step_warp(1))
                    >
                        {t::NEXT_WARP.get(lang)}
                    </button>
                </div>
                <Figure class="tree__dataset-host figure-scroll" label=t::STRIP.get(lang) svg=strip />
                <div class="readouts" role="group" aria-label=t::DATASET_READOUTS.get(lang)>
                    <Readout
                        term=g::BLOCK_ISSUED
                        value=total(|c| count(c.total_issued, "cycle"))
                    />
                    <Readout
                        term=g::BLOCK_IDEAL
                        value=total(|c| count(c.total_ideal, "cycle"))
                    />
                    <Readout
                        term=g::BLOCK_EFFICIENCY
                        value=total(|c| percent_or_dash(c.efficiency()))
                    />
                    <Readout
                        term=g::DIVERGENT_WARPS
                        value=Signal::derive(move || {
                            cost.with(|c| {
                                c.as_ref()
                                    .map_or_else(
                                        || "—".into(),
                                        |c| {
                                            let warps = c.per_warp.len().to_string();
                                            fill(
                                                t::OF.get(lang),
                                                &[&c.divergent_warps().to_string(), &warps],
                                            )
                                        },
                                    )
                            })
                        })
                    />
                </div>
            </Show>
        </section>
    }
}
