//! The branch tree view: set each lane's data, see which leaves of the tree it reaches and what that costs.

use leptos::prelude::*;

use super::browser;
use super::field::Field;
use super::loop_panel::LoopPanel;
use super::notices::Notices;
use super::reality::MeasuredBadge;
use super::shared;
use crate::geometry::palette::palette;
use crate::geometry::tree::{grid_move, tree_svg, GRID_COLUMNS};
use crate::links::{build_query, encode_lanes, PathLink, Query, TimelineLink, TreeLink};
use crate::model::fields::{self, percent};
use crate::model::lanes::WarpWidth;
use crate::model::loops::SEED_TRIP_COUNTS;
use crate::model::reality::measured_tree;
use crate::model::tree::{LaneData, LanePreset, Predicate, TreeShape, WarpData};

fn lane_text(shape: TreeShape, lane: &LaneData) -> String {
    let flag = |b: bool| if b { "T" } else { "F" };
    match shape {
        TreeShape::OneLevel => format!("A{}", flag(lane.a)),
        TreeShape::Nested => format!("A{} B{} C{}", flag(lane.a), flag(lane.b), flag(lane.c)),
        TreeShape::Switch4 => format!("k={}", lane.case),
    }
}

fn lane_words(shape: TreeShape, lane: &LaneData) -> String {
    let word = |b: bool| if b { "true" } else { "false" };
    match shape {
        TreeShape::OneLevel => format!("A {}", word(lane.a)),
        TreeShape::Nested => format!("A {}, B {}, C {}", word(lane.a), word(lane.b), word(lane.c)),
        TreeShape::Switch4 => format!("k = {}", lane.case),
    }
}

#[component]
pub fn BranchTree() -> impl IntoView {
    let shared = shared();
    let (link, problems) = TreeLink::parse(&Query::parse(&browser::current_search()));
    let notices = RwSignal::new(problems.iter().map(ToString::to_string).collect::<Vec<_>>());
    let shape = RwSignal::new(link.shape);
    let costs = RwSignal::new(link.costs.clone());
    let width = RwSignal::new(link.width);
    let preset = RwSignal::new(if link.lanes.is_some() {
        None
    } else {
        Some(link.preset)
    });
    let seed = RwSignal::new(link.seed);
    let active = RwSignal::new(link.active);
    let warp = RwSignal::new(match &link.lanes {
        Some((lanes, mask)) => WarpData {
            width: link.width,
            lanes: lanes.clone(),
            active: *mask,
        },
        None => WarpData::preset(link.shape, link.preset, link.width, link.seed, link.active),
    });
    let loop_tab = RwSignal::new(link.loop_panel);
    let counts = RwSignal::new(
        link.counts
            .clone()
            .unwrap_or_else(|| SEED_TRIP_COUNTS.to_vec()),
    );
    let focus = RwSignal::new(0u32);

    let refill = move || {
        if let Some(p) = preset.get_untracked() {
            warp.set(WarpData::preset(
                shape.get_untracked(),
                p,
                width.get_untracked(),
                seed.get_untracked(),
                active.get_untracked(),
            ));
        }
    };

    // The address bar always says what is on screen.
    Effect::new(move |_| {
        let s = shape.get();
        let mut pairs = vec![("view", "tree".to_string()), ("shape", s.key().to_string())];
        pairs.push((
            "leaves",
            costs.with(|c| c.iter().map(u32::to_string).collect::<Vec<_>>().join(",")),
        ));
        pairs.push(("warp", width.get().lanes().to_string()));
        match preset.get() {
            Some(p) => {
                pairs.push(("preset", p.key().to_string()));
                pairs.push(("seed", seed.get().to_string()));
                pairs.push(("active", active.get().to_string()));
            }
            None => pairs.push(("lanes", warp.with(|w| encode_lanes(s, &w.lanes, w.active)))),
        }
        if loop_tab.get() {
            pairs.push(("panel", "loop".into()));
            pairs.push((
                "counts",
                counts.with(|c| c.iter().map(u32::to_string).collect::<Vec<_>>().join(",")),
            ));
        }
        if shared.projector.get() {
            pairs.push(("projector", "1".into()));
        }
        browser::replace_query(&build_query(&pairs));
    });

    let priced = Memo::new(move |_| {
        let s = shape.get();
        warp.with(|w| w.region(s, &costs.get(), 0, 0).map(|r| r.price()))
    });
    let leaf_masks = Memo::new(move |_| warp.with(|w| w.leaf_masks(shape.get())));
    let node_masks = Memo::new(move |_| warp.with(|w| w.node_masks(shape.get())));
    let reached = move || leaf_masks.with(|m| m.iter().filter(|m| !m.is_empty()).count());

    let edit_lane = move |_lane: u32, change: &dyn Fn(&mut WarpData, TreeShape)| {
        preset.set(None);
        let s = shape.get_untracked();
        warp.update(|w| change(w, s));
    };
    let cycle_leaf = move |lane: u32| {
        edit_lane(lane, &|w, s| {
            let i = lane as usize;
            if let Some(data) = w.lanes.get(i).copied() {
                w.lanes[i] = s.lane_for_leaf(s.leaf_of(&data) + 1);
            }
        })
    };
    let toggle_predicate = move |lane: u32, p: Predicate| {
        edit_lane(lane, &|w, _| {
            if let Some(data) = w.lanes.get_mut(lane as usize) {
                *data = data.toggled(p);
            }
        })
    };
    let toggle_active = move |lane: u32| {
        edit_lane(lane, &|w, _| {
            w.active = if w.active.contains(lane) {
                w.active.without(lane)
            } else {
                w.active.with(lane)
            };
        })
    };
    let focus_cell = move |lane: u32| {
        focus.set(lane);
        browser::focus_by_id(&format!("lane-{lane}"));
    };

    let open_in_timeline = move |_| {
        let s = shape.get_untracked();
        let (masks, leaf_costs) = (leaf_masks.get_untracked(), costs.get_untracked());
        let paths: Vec<PathLink> = masks
            .iter()
            .zip(leaf_costs.iter())
            .filter(|(m, _)| !m.is_empty())
            .map(|(&mask, &length)| PathLink::Mask { length, mask })
            .collect();
        let link = TimelineLink {
            paths,
            prologue: 0,
            tail: 0,
            width: width.get_untracked(),
            warps: None,
        };
        let _ = s;
        if !link.paths.is_empty() {
            if let Some(w) = web_sys::window() {
                let _ = w
                    .location()
                    .set_search(&link.to_query(shared.projector.get_untracked()));
            }
        }
    };

    let tree_figure = move || {
        let s = shape.get();
        let description = warp.with(|w| w.describe(s, &costs.get()));
        node_masks.with(|masks| {
            tree_svg(
                s,
                masks,
                &costs.get(),
                palette(shared.projector.get()),
                &description,
            )
        })
    };

    view! {
        <section class="tree" aria-labelledby="tree-title">
            <div class="view__head">
                <h1 id="tree-title">"Branch tree: leaves reached, not depth, set the cost"</h1>
                <div class="view__actions" role="tablist" aria-label="Panels">
                    <button type="button" role="tab" class="button" id="tab-tree" aria-controls="panel-tree"
                        aria-selected=move || (!loop_tab.get()).to_string() on:click=move |_| loop_tab.set(false)>"Branch tree"</button>
                    <button type="button" role="tab" class="button" id="tab-loop" aria-controls="panel-loop"
                        aria-selected=move || loop_tab.get().to_string() on:click=move |_| loop_tab.set(true)>"Loop divergence"</button>
                </div>
            </div>
            <Notices items=Signal::derive(move || notices.get()) />
            <Show when=move || !loop_tab.get()
                fallback=move || view! { <div id="panel-loop" role="tabpanel" aria-labelledby="tab-loop">
                    <LoopPanel counts=counts width=Signal::derive(move || width.get()) /></div> }>
            <div id="panel-tree" role="tabpanel" aria-labelledby="tab-tree">
            <div class="tree__controls">
                <div class="field">
                    <label class="field__label" for="tree-shape">"Tree"</label>
                    <select id="tree-shape" class="field__input" prop:value=move || shape.get().key()
                        on:change=move |ev| if let Some(s) = TreeShape::from_key(&event_target_value(&ev)) {
                            shape.set(s);
                            costs.set(s.default_costs());
                            if preset.get_untracked().is_none() { preset.set(Some(LanePreset::Worst)); }
                            refill();
                        }>
                        {TreeShape::ALL.into_iter().map(|s| view! { <option value=s.key()>{s.label()}</option> }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label class="field__label" for="tree-preset">"Lane layout"</label>
                    <select id="tree-preset" class="field__input" prop:value=move || preset.get().map(|p| p.key()).unwrap_or("custom")
                        on:change=move |ev| if let Some(p) = LanePreset::from_key(&event_target_value(&ev)) { preset.set(Some(p)); refill(); }>
                        {LanePreset::ALL.into_iter().map(|p| view! { <option value=p.key()>{p.label()}</option> }).collect_view()}
                        <option value="custom" disabled=true>"Custom (edited)"</option>
                    </select>
                </div>
                <div class="field">
                    <label class="field__label" for="tree-warp">"Warp width"</label>
                    <select id="tree-warp" class="field__input" prop:value=move || width.get().lanes().to_string()
                        on:change=move |ev| {
                            let w = if event_target_value(&ev) == "64" { WarpWidth::Wave64 } else { WarpWidth::Warp32 };
                            width.set(w);
                            active.set(w.lanes());
                            if preset.get_untracked().is_none() { preset.set(Some(LanePreset::Worst)); }
                            refill();
                        }>
                        <option value="32">"32 lanes"</option>
                        <option value="64">"64 lanes (wavefront)"</option>
                    </select>
                </div>
                <Field id="tree-seed" label="Random seed"
                    value=Signal::derive(move || seed.get().to_string())
                    on_input=move |t: String| fields::parse_whole(&t, "seed", 0, 999_999_999).map(|v| {
                        seed.set(v); preset.set(Some(LanePreset::Random)); refill();
                    }).map_err(|e| e.to_string()) />
                <button type="button" class="button tree__newseed" on:click=move |_| {
                    seed.set(browser::fresh_seed()); preset.set(Some(LanePreset::Random)); refill();
                }>"New seed"</button>
                <Field id="tree-active" label="Active lanes (a partial final warp)"
                    value=Signal::derive(move || active.get().to_string())
                    on_input=move |t: String| fields::parse_whole(&t, "active lane count", 1, u64::from(width.get_untracked().lanes()))
                        .map(|v| {
                            active.set(v as u32);
                            if preset.get_untracked().is_none() { preset.set(Some(LanePreset::Worst)); }
                            refill();
                        })
                        .map_err(|e| e.to_string()) />
            </div>
            <fieldset class="tree__costs">
                <legend>"Leaf costs (cycles)"</legend>
                {move || (0..shape.get().leaf_count()).map(|i| view! {
                    <Field id=format!("leaf-{i}") label=format!("p{}", i + 1)
                        value=Signal::derive(move || costs.with(|c| c.get(i).map(u32::to_string).unwrap_or_default()))
                        on_input=move |t: String| fields::parse_cycles(&t, "leaf cost")
                            .map(|v| costs.update(|c| if let Some(x) = c.get_mut(i) { *x = v }))
                            .map_err(|e| e.to_string()) />
                }).collect_view()}
            </fieldset>

            <div class="tree__stage">
                <figure class="tree__figure-wrap">
                    <pre class="code">{move || shape.get().source()}</pre>
                    <div class="tree__figure-host" inner_html=tree_figure></div>
                    <figcaption id="tree-desc" class="tree__caption" data-testid="tree-description">
                        {move || {
                            let s = shape.get();
                            let words = warp.with(|w| w.describe(s, &costs.get()));
                            let cost = priced.get().map(|c| format!(" The warp issues {} cycles (T_div) against an ideal of {} (T_ideal).", c.t_div, c.t_ideal)).unwrap_or_default();
                            format!("{words}{cost}")
                        }}
                    </figcaption>
                </figure>
                <div class="readouts" role="group" aria-label="Tree readouts">
                    <div class="readout"><span class="readout__value" data-testid="leaves-reached">{move || format!("{} of {}", reached(), shape.get().leaf_count())}</span><span class="readout__label">"Leaves reached"</span></div>
                    <div class="readout"><span class="readout__value" data-testid="t-div">{move || priced.get().map(|c| format!("{} cycles", c.t_div)).unwrap_or_default()}</span><span class="readout__label">"T_div: reached leaves, back to back"</span></div>
                    <div class="readout"><span class="readout__value" data-testid="t-ideal">{move || priced.get().map(|c| format!("{} cycles", c.t_ideal)).unwrap_or_default()}</span><span class="readout__label">"T_ideal: the costliest reached leaf"</span></div>
                    <div class="readout"><span class="readout__value" data-testid="efficiency">{move || priced.get().ok().and_then(|c| c.path_efficiency()).map(percent).unwrap_or_else(|| "—".into())}</span><span class="readout__label">"Path efficiency"</span></div>
                </div>
                <div class="tree__actions">
                    <button type="button" class="button" on:click=open_in_timeline>"Open reached leaves in the timeline"</button>
                    <MeasuredBadge scenario=Signal::derive(move || {
                        if shape.get() != TreeShape::Nested || width.get() != WarpWidth::Warp32 {
                            return None;
                        }
                        let reached: Vec<bool> = leaf_masks.with(|m| m.iter().map(|x| !x.is_empty()).collect());
                        costs.with(|c| measured_tree(&reached, c).map(str::to_string))
                    }) />
                </div>
            </div>

            <h2 id="grid-title">"Lanes"</h2>
            <p class="tree__help" id="grid-help">"Arrow keys move between lanes. Space sends the lane to the next leaf; A, B and C flip that predicate; X switches the lane on or off."</p>
            <div class="lane-grid" role="grid" aria-labelledby="grid-title" aria-describedby="grid-help">
                {move || {
                    let s = shape.get();
                    let n = width.get().lanes();
                    (0..n / GRID_COLUMNS).map(|row| view! {
                        <div role="row" class="lane-grid__row">
                            {(0..GRID_COLUMNS).map(|col| {
                                let lane = row * GRID_COLUMNS + col;
                                let data = move || warp.with(|w| w.lanes.get(lane as usize).copied().unwrap_or_default());
                                let on = move || warp.with(|w| w.active.contains(lane));
                                let leaf = move || s.leaf_of(&data());
                                view! {
                                    <button type="button" role="gridcell" id=format!("lane-{lane}")
                                        class=move || if on() { format!("lane-grid__cell lane-grid__cell--leaf{}", leaf()) } else { "lane-grid__cell lane-grid__cell--inactive".to_string() }
                                        tabindex=move || if focus.get() == lane { "0" } else { "-1" }
                                        on:click=move |_| { focus.set(lane); cycle_leaf(lane) }
                                        on:keydown=move |ev| {
                                            let key = ev.key();
                                            match key.as_str() {
                                                " " | "Enter" => { ev.prevent_default(); cycle_leaf(lane) }
                                                "a" | "A" => toggle_predicate(lane, Predicate::A),
                                                "b" | "B" => toggle_predicate(lane, Predicate::B),
                                                "c" | "C" => toggle_predicate(lane, Predicate::C),
                                                "x" | "X" | "Delete" => toggle_active(lane),
                                                _ => {
                                                    let next = grid_move(lane, &key, n);
                                                    if next != lane || key.starts_with("Arrow") { ev.prevent_default(); }
                                                    if next != lane { focus_cell(next) }
                                                }
                                            }
                                        }>
                                        <span class="lane-grid__index">{format!("L{lane} ")}</span>
                                        <span class="lane-grid__values">{move || if on() { format!("{} ", lane_text(s, &data())) } else { "off ".to_string() }}</span>
                                        <span class="lane-grid__leaf">{move || if on() { format!("→ p{}", leaf() + 1) } else { "—".to_string() }}</span>
                                        <span class="visually-hidden">{move || if on() {
                                            format!(" (lane {lane} reaches p{}: {})", leaf() + 1, lane_words(s, &data()))
                                        } else {
                                            format!(" (lane {lane} is inactive)")
                                        }}</span>
                                    </button>
                                }
                            }).collect_view()}
                        </div>
                    }).collect_view()
                }}
            </div>
            </div>
            </Show>
        </section>
    }
}
