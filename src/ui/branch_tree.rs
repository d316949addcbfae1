//! The branch tree view: set each lane's data, see which leaves of the tree it reaches and what that costs.

use leptos::prelude::*;

use super::figure::Figure;

use super::browser;
use super::export::ExportButtons;
use super::field::{edit, Field, WidthSelect};
use super::lane_grid::LaneGrid;
use super::link_sync::sync_link;
use super::loop_panel::LoopPanel;
use super::notices::Notices;
use super::readout::{maths, Readout};
use super::reality::MeasuredBadge;
use super::shared;
use super::tree_dataset::DatasetPanel;
use crate::geometry::export::framed;
use crate::geometry::palette::palette;
use crate::geometry::tree::tree_svg;
use crate::model::fields::{counted, percent, percent_or_dash};
use crate::model::glossary as g;
use crate::model::i18n::{count, fill, Bilingual};
use crate::model::lanes::WarpWidth;
use crate::model::pricing::{PricingError, RegionCost};
use crate::model::reality::measured_tree;
use crate::model::tree::{LanePreset, TreeShape};
use crate::state::open;
use crate::state::stepper::StepperState;
use crate::state::text::lab::NEW_SEED;
use crate::state::text::timeline::OPEN_IN_STEPPER;
use crate::state::text::tree as t;
use crate::state::tree::{Panel, TreeState};
use crate::state::ViewState;

#[component]
pub fn BranchTree() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<TreeState>(&browser::current_search());
    let notices = RwSignal::new(problems.iter().map(|p| p.text(lang)).collect::<Vec<_>>());
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let loop_tab = move || state.with(|s| s.panel == Panel::Loop);
    let choose_panel = move |p: Panel| state.update(|s| s.choose_panel(p));
    view! {
        <section class="tree" aria-labelledby="tree-title">
            <div class="view__head">
                <h1 id="tree-title">{t::TITLE.get(lang)}</h1>
                <div class="view__actions" role="tablist" aria-label=t::PANELS.get(lang)>
                    <button
                        type="button"
                        role="tab"
                        class="button"
                        id="tab-tree"
                        aria-controls="panel-tree"
                        aria-selected=move || (!loop_tab()).to_string()
                        on:click=move |_| choose_panel(Panel::Tree)
                    >
                        {t::TAB_TREE.get(lang)}
                    </button>
                    <button
                        type="button"
                        role="tab"
                        class="button"
                        id="tab-loop"
                        aria-controls="panel-loop"
                        aria-selected=move || loop_tab().to_string()
                        on:click=move |_| choose_panel(Panel::Loop)
                    >
                        {t::LOOP.get(lang)}
                    </button>
                </div>
            </div>
            <Notices items=Signal::derive(move || notices.get()) />
            <Show
                when=move || !loop_tab()
                fallback=move || {
                    view! {
                        <div id="panel-loop" role="tabpanel" aria-labelledby="tab-loop">
                            <LoopPanel state=state />
                        </div>
                    }
                }
            >
                <div id="panel-tree" role="tabpanel" aria-labelledby="tab-tree">
                    <TreeControls state=state notices=notices />
                    <TreeStage state=state />
                    <DatasetPanel state=state />
                    <LaneGrid state=state />
                </div>
            </Show>
        </section>
    }
}

#[component]
fn TreeControls(state: RwSignal<TreeState>, notices: RwSignal<Vec<String>>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    view! {
        <div class="tree__controls">
            <div class="field">
                <label class="field__label" for="tree-shape">
                    {t::SHAPE.get(lang)}
                </label>
                <select
                    id="tree-shape"
                    class="field__input"
                    prop:value=move || state.with(|s| s.shape.key())
                    on:change=move |ev| {
                        if let Some(shape) = TreeShape::from_key(&event_target_value(&ev)) {
                            state.update(|s| s.choose_shape(shape))
                        }
                    }
                >
                    {TreeShape::ALL
                        .into_iter()
                        .map(|s| view! { <option value=s.key()>{t::shape(s).get(lang)}</option> })
                        .collect_view()}
                </select>
            </div>
            <div class="field">
                <label class="field__label" for="tree-preset">
                    {t::LANE_LAYOUT.get(lang)}
                </label>
                <select
                    id="tree-preset"
                    class="field__input"
                    prop:value=move || state.with(|s| s.preset.map(|p| p.key()).unwrap_or("custom"))
                    on:change=move |ev| {
                        if let Some(p) = LanePreset::from_key(&event_target_value(&ev)) {
                            state.update(|s| s.choose_preset(p))
                        }
                    }
                >
                    {move || {
                        LanePreset::offered(state.with(|s| s.shape))
                            .iter()
                            .map(|&p| view! { <option value=p.key()>{t::preset(p).get(lang)}</option> })
                            .collect_view()
                    }}
                    <option value="custom" disabled=true>
                        {t::CUSTOM_EDITED.get(lang)}
                    </option>
                </select>
            </div>
            <WidthSelect
                id="tree-warp"
                value=Signal::derive(move || state.with(|s| s.width))
                on_change=Callback::new(move |w| {
                    let mut said = None;
                    state.update(|s| said = s.set_width(w));
                    if let Some(n) = said {
                        notices.update(|list| list.push(n.get(lang).to_string()))
                    }
                })
            />
            <Show when=move || state.with(TreeState::seeded)>
                <Field
                    id="tree-seed"
                    label=t::RANDOM_SEED.get(lang)
                    value=Signal::derive(move || state.with(|s| s.seed.to_string()))
                    on_input=move |t: String| edit(state, |s| s.edit_seed(&t))
                />
                <button
                    type="button"
                    class="button tree__newseed"
                    on:click=move |_| state.update(|s| s.new_seed(browser::fresh_seed()))
                >
                    {NEW_SEED.get(lang)}
                </button>
            </Show>
            <Field
                id="tree-active"
                label=t::ACTIVE.get(lang)
                value=Signal::derive(move || state.with(|s| s.active.to_string()))
                on_input=move |t: String| edit(state, |s| s.edit_active(&t))
            />
        </div>
        <p class="tree__preset-note" data-testid="preset-note" aria-live="polite">
            {move || state.with(|s| s.preset_note(lang)).unwrap_or_default()}
        </p>
        <fieldset class="tree__costs">
            <legend>{t::LEAF_COSTS.get(lang)}</legend>
            {move || {
                (0..state.with(|s| s.shape.leaf_count()))
                    .map(|i| {
                        view! {
                            <Field
                                id=format!("leaf-{i}")
                                label=format!("p{}", i + 1)
                                value=Signal::derive(move || {
                                    state
                                        .with(|s| {
                                            s.costs.get(i).map(u32::to_string).unwrap_or_default()
                                        })
                                })
                                on_input=move |t: String| edit(state, |s| s.edit_leaf_cost(i, &t))
                            />
                        }
                    })
                    .collect_view()
            }}
        </fieldset>
    }
}

#[component]
fn TreeStage(state: RwSignal<TreeState>) -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let priced = Memo::new(move |_| {
        state.with(|s| s.warp.region(s.shape, &s.costs, 0, 0).map(|r| r.price()))
    });
    let leaf_masks = Memo::new(move |_| state.with(|s| s.warp.leaf_masks(s.shape)));
    let reached = move || leaf_masks.with(|m| m.iter().filter(|m| !m.is_empty()).count());
    let figure = move || {
        let colours = palette(shared.projector.get());
        state.with(|s| {
            let description = s.describe(lang);
            tree_svg(
                s.shape,
                &s.warp.node_masks(s.shape),
                &s.costs,
                colours,
                &description,
            )
        })
    };
    let description = move || {
        let words = state.with(|s| s.describe(lang));
        let cost = priced
            .get()
            .map(|c| {
                fill(
                    t::ISSUES.get(lang),
                    &[&c.t_div.to_string(), &c.t_ideal.to_string()],
                )
            })
            .unwrap_or_default();
        format!("{words}{cost}")
    };
    let open_in_timeline = move |_| {
        if let Some(target) = state.with_untracked(TreeState::timeline_target) {
            browser::go(&target.href(&shared.shell()));
        }
    };
    let measured = Signal::derive(move || {
        state.with(|s| {
            if s.shape != TreeShape::Nested || s.width != WarpWidth::Warp32 {
                return None;
            }
            let reached: Vec<bool> = leaf_masks.with(|m| m.iter().map(|x| !x.is_empty()).collect());
            measured_tree(&reached, &s.costs).map(str::to_string)
        })
    });
    // The export frames the figure with the tree's name, the layout and the readouts.
    let export = Callback::new(move |()| {
        let colours = palette(shared.projector.get_untracked());
        state.with_untracked(|s| {
            let description = s.describe(lang);
            let figure = tree_svg(
                s.shape,
                &s.warp.node_masks(s.shape),
                &s.costs,
                colours,
                &description,
            );
            let layout = s.preset.map_or(t::HAND_SET, t::preset).get(lang);
            let title = format!("{} — {layout}", t::shape(s.shape).get(lang));
            let readouts = match s.warp.region(s.shape, &s.costs, 0, 0).map(|r| r.price()) {
                Ok(c) => vec![
                    fill(
                        t::EXPORT_REACHED.get(lang),
                        &[
                            &leaf_masks
                                .with_untracked(|m| m.iter().filter(|m| !m.is_empty()).count())
                                .to_string(),
                            &s.shape.leaf_count().to_string(),
                        ],
                    ),
                    fill(
                        t::EXPORT_CYCLES.get(lang),
                        &[
                            &c.t_div.to_string(),
                            &c.t_ideal.to_string(),
                            &c.path_efficiency()
                                .map(percent)
                                .unwrap_or_else(|| "—".into()),
                        ],
                    ),
                ],
                Err(e) => vec![e.text(lang)],
            };
            framed(&title, &readouts, &figure, colours)
        })
    });
    view! {
        <div class="tree__stage">
            <figure class="tree__figure-wrap">
                <pre class="code" tabindex="0" role="region" aria-label=t::CODE.get(lang)>
                    {move || state.with(|s| s.shape.source())}
                </pre>
                <Figure class="tree__figure-host figure-scroll" label=t::FIGURE.get(lang) svg=figure />
                <figcaption id="tree-desc" class="tree__caption" data-testid="tree-description">
                    {move || maths(&description())}
                </figcaption>
            </figure>
            <div class="readouts" role="group" aria-label=t::READOUTS.get(lang)>
                <Readout
                    term=g::LEAVES_REACHED
                    value=Signal::derive(move || {
                        let leaves = state.with(|s| s.shape.leaf_count()).to_string();
                        fill(t::OF.get(lang), &[&reached().to_string(), &leaves])
                    })
                />
                <Readout
                    term=g::T_DIV
                    value=Signal::derive(move || {
                        priced.get().map(|c| count(c.t_div, "cycle")).unwrap_or_default()
                    })
                />
                <Readout
                    term=g::T_IDEAL
                    value=Signal::derive(move || {
                        priced.get().map(|c| count(c.t_ideal, "cycle")).unwrap_or_default()
                    })
                />
                <Readout
                    term=g::EFFICIENCY
                    value=Signal::derive(move || {
                        priced
                            .get()
                            .ok()
                            .and_then(|c| c.path_efficiency())
                            .map(percent)
                            .unwrap_or_else(|| "—".into())
                    })
                />
            </div>
            <PartialWarp state=state priced=priced />
            <div class="tree__actions">
                <button type="button" class="button" on:click=open_in_timeline>
                    {t::OPEN_IN_TIMELINE.get(lang)}
                </button>
                <a
                    class="button"
                    href=move || state.with(|s| StepperState::tree_href(s, &shared.shell()))
                >
                    {OPEN_IN_STEPPER.get(lang)}
                </a>
                <MeasuredBadge scenario=measured />
            </div>
            <ExportButtons name="warpwise-tree" markup=export />
        </div>
    }
}

/// A partial final warp: lane utilisation beside path efficiency, and source note 002's boundary branch
/// named, since the inactive lanes are what the two figures disagree about.
#[component]
fn PartialWarp(
    state: RwSignal<TreeState>,
    priced: Memo<Result<RegionCost, PricingError>>,
) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let partial = Memo::new(move |_| {
        state.with(|s| (s.active < s.width.lanes()).then_some((s.active, s.width.lanes())))
    });
    move || {
        partial.get().map(|(active, lanes)| {
            view! {
                <div class="tree__partial" data-testid="partial-warp">
                    <Readout
                        term=g::LANE_UTILISATION
                        value=Signal::derive(move || {
                            percent_or_dash(priced.get().ok().and_then(|c| c.lane_utilisation()))
                        })
                    />
                    <p>
                        {fill(
                            t::PARTIAL.get(lang),
                            &[
                                &active.to_string(),
                                &lanes.to_string(),
                                &counted(u64::from(lanes - active), "lane", "lanes"),
                            ],
                        )}
                    </p>
                </div>
            }
        })
    }
}
