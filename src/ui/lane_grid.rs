//! The tree view's lane grid: one cell per lane showing its data and leaf, edited by click or keyboard.

use leptos::prelude::*;

use super::browser;
use crate::geometry::tree::{grid_move, GRID_COLUMNS};
use crate::model::i18n::fill;
use crate::model::tree::{LaneData, Predicate, TreeShape};
use crate::state::text::tree as t;
use crate::state::tree::TreeState;

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
pub fn LaneGrid(state: RwSignal<TreeState>) -> impl IntoView {
    let lang = super::shared().lang.get_untracked();
    let focus = RwSignal::new(0u32);
    // The grid is rebuilt only for a new shape or width; a lane edit updates its own cell.
    let layout = Memo::new(move |_| state.with(|t| (t.shape, t.width.lanes())));
    let focus_cell = move |lane: u32| {
        focus.set(lane);
        browser::focus_by_id(&format!("lane-{lane}"));
    };
    view! {
        <h2 id="grid-title">{t::LANES.get(lang)}</h2>
        <p class="tree__help" id="grid-help">
            {t::GRID_HELP.get(lang)}
        </p>
        <div
            class="lane-grid"
            role="grid"
            aria-labelledby="grid-title"
            aria-describedby="grid-help"
        >
            {move || {
                let (s, n) = layout.get();
                (0..n / GRID_COLUMNS)
                    .map(|row| {
                        view! {
                            <div role="row" class="lane-grid__row">
                                {(0..GRID_COLUMNS)
                                    .map(|col| {
                                        let lane = row * GRID_COLUMNS + col;
                                        let data = move || {
                                            state
                                                .with(|t| {
                                                    t.warp.lanes.get(lane as usize).copied().unwrap_or_default()
                                                })
                                        };
                                        let on = move || {
                                            state.with(|t| t.warp.active.contains(lane))
                                        };
                                        let leaf = move || s.leaf_of(&data());
                                        view! {
                                            <button
                                                type="button"
                                                role="gridcell"
                                                id=format!("lane-{lane}")
                                                class=move || {
                                                    if on() {
                                                        format!("lane-grid__cell lane-grid__cell--leaf{}", leaf())
                                                    } else {
                                                        "lane-grid__cell lane-grid__cell--inactive".to_string()
                                                    }
                                                }
                                                tabindex=move || {
                                                    if focus.get() == lane { "0" } else { "-1" }
                                                }
                                                on:click=move |_| {
                                                    focus.set(lane);
                                                    state.update(|t| t.cycle_leaf(lane))
                                                }
                                                on:keydown=move |ev| {
                                                    let key = ev.key();
                                                    match key.as_str() {
                                                        " " | "Enter" => {
                                                            ev.prevent_default();
                                                            state.update(|t| t.cycle_leaf(lane))
                                                        }
                                                        "a" | "A" => {
                                                            state.update(|t| t.toggle_predicate(lane, Predicate::A))
                                                        }
                                                        "b" | "B" => {
                                                            state.update(|t| t.toggle_predicate(lane, Predicate::B))
                                                        }
                                                        "c" | "C" => {
                                                            state.update(|t| t.toggle_predicate(lane, Predicate::C))
                                                        }
                                                        "x" | "X" | "Delete" => {
                                                            state.update(|t| t.toggle_active(lane))
                                                        }
                                                        _ => {
                                                            let next = grid_move(lane, &key, n);
                                                            if next != lane || key.starts_with("Arrow") {
                                                                ev.prevent_default();
                                                            }
                                                            if next != lane {
                                                                focus_cell(next)
                                                            }
                                                        }
                                                    }
                                                }
                                            >
                                                <span class="lane-grid__index">{format!("L{lane} ")}</span>
                                                <span class="lane-grid__values">
                                                    {move || {
                                                        if on() {
                                                            format!("{} ", lane_text(s, &data()))
                                                        } else {
                                                            t::OFF.get(lang).to_string()
                                                        }
                                                    }}
                                                </span>
                                                <span class="lane-grid__leaf">
                                                    {move || {
                                                        if on() {
                                                            format!("→ p{}", leaf() + 1)
                                                        } else {
                                                            "—".to_string()
                                                        }
                                                    }}
                                                </span>
                                                <span class="visually-hidden">
                                                    {move || {
                                                        if on() {
                                                            fill(
                                                                t::REACHES.get(lang),
                                                                &[
                                                                    &lane.to_string(),
                                                                    &(leaf() + 1).to_string(),
                                                                    &lane_words(s, &data()),
                                                                ],
                                                            )
                                                        } else {
                                                            fill(t::INACTIVE.get(lang), &[&lane.to_string()])
                                                        }
                                                    }}
                                                </span>
                                            </button>
                                        }
                                    })
                                    .collect_view()}
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
