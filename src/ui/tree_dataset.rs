//! The branch tree's dataset panel: the warp on screen as one warp of a whole dataset — its shares, how
//! many warps it fills, which one is shown, a strip of every warp and the block's total beside it.

use leptos::prelude::*;

use super::field::{edit, Field};
use super::readout::Readout;
use super::shared;
use crate::geometry::palette::palette;
use crate::geometry::tree::dataset_strip_svg;
use crate::model::fields::percent_or_dash;
use crate::state::tree::TreeState;

#[component]
pub fn DatasetPanel(state: RwSignal<TreeState>) -> impl IntoView {
    let shared = shared();
    let cost = Memo::new(move |_| state.with(TreeState::dataset_cost));
    let strip = move || {
        let colours = palette(shared.projector.get());
        state.with(|s| dataset_strip_svg(&s.data, s.width, s.show, &s.costs, colours))
    };
    let total = move |f: fn(&crate::model::tree_dataset::DatasetCost) -> String| {
        Signal::derive(move || cost.get().as_ref().map(f).unwrap_or_else(|| "—".into()))
    };
    let dataset_on = move || state.with(|s| s.preset.is_some());
    view! {
        <section class="tree__dataset" aria-labelledby="dataset-title">
            <h2 id="dataset-title">"This warp is one warp of a dataset"</h2>
            <Show
                when=dataset_on
                fallback=|| {
                    view! {
                        <p>
                            "Hand-set lanes are one warp on its own. Choose a lane layout to see the warp as one warp of a whole dataset."
                        </p>
                    }
                }
            >
                <p>
                    "The layout decides how the dataset's elements are grouped into warps; the shares stay the same. Sorted data leave almost every warp with one leaf, so the block issues far less, even though one warp may be mixed; mixed layouts put every leaf in every warp."
                </p>
                <div class="tree__dataset-controls">
                    <Field
                        id="tree-shares"
                        label="Shares of the leaves in percent (p1, p2, …; adding up to 100)"
                        value=Signal::derive(move || state.with(TreeState::shares_text))
                        on_input=move |t: String| edit(state, |s| s.edit_shares(&t))
                    />
                    <Field
                        id="tree-dataset"
                        label="Warps in the dataset (1 to 64)"
                        value=Signal::derive(move || state.with(|s| s.dataset_warps.to_string()))
                        on_input=move |t: String| edit(state, |s| s.edit_dataset_warps(&t))
                    />
                    <Field
                        id="tree-show"
                        label="Warp shown (0 first)"
                        value=Signal::derive(move || state.with(|s| s.show.to_string()))
                        on_input=move |t: String| edit(state, |s| s.edit_show(&t))
                    />
                    <button
                        type="button"
                        class="button"
                        on:click=move |_| state.update(|s| s.step_warp(-1))
                    >
                        "Previous warp"
                    </button>
                    <button
                        type="button"
                        class="button"
                        on:click=move |_| state.update(|s| s.step_warp(1))
                    >
                        "Next warp"
                    </button>
                </div>
                <div
                    class="tree__dataset-host figure-scroll"
                    tabindex="0"
                    role="region"
                    aria-label="Dataset strip (scrolls sideways on a narrow screen)"
                    inner_html=strip
                ></div>
                <div class="readouts" role="group" aria-label="Dataset readouts">
                    <Readout
                        term="block-issued"
                        value=total(|c| format!("{} cycles", c.total_issued))
                    />
                    <Readout
                        term="block-ideal"
                        value=total(|c| format!("{} cycles", c.total_ideal))
                    />
                    <Readout
                        term="block-efficiency"
                        value=total(|c| percent_or_dash(c.efficiency()))
                    />
                    <Readout
                        term="divergent-warps"
                        value=total(|c| format!("{} of {}", c.divergent_warps(), c.per_warp.len()))
                    />
                </div>
            </Show>
        </section>
    }
}
