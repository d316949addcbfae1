//! The timeline view: edit a divergent region (or a block of warps), read its price, project, export and share it.

use leptos::prelude::*;

use super::block_view::BlockView;
use super::browser;
use super::field::Field;
use super::notices::Notices;
use super::reality::MeasuredBadge;
use super::shared;
use super::shortcuts::{is_typing, ShortcutHelp};
use super::timeline_figure::{figure_markup, TimelineFigure};
use crate::geometry::palette::palette;
use crate::geometry::timeline::path_name;
use crate::links::{PathLink, Query, TimelineLink};
use crate::model::block::SEED_BLOCKS;
use crate::model::fields::{self, percent};
use crate::model::lanes::{LaneMask, WarpWidth};
use crate::model::pricing::{PathSpec, Region};
use crate::model::reality::measured_region;
use crate::model::scenarios::SEED_SCENARIOS;

/// The presets, single-warp scenarios first, then the block scenarios.
fn preset_count() -> usize {
    SEED_SCENARIOS.len() + SEED_BLOCKS.len()
}

fn preset_link(index: usize) -> TimelineLink {
    if let Some(s) = SEED_SCENARIOS.get(index) {
        return TimelineLink {
            paths: s
                .paths
                .iter()
                .map(|&(length, takers)| PathLink::Count { length, takers })
                .collect(),
            prologue: s.prologue,
            tail: s.tail,
            width: s.width(),
            warps: None,
        };
    }
    let block = &SEED_BLOCKS[(index - SEED_SCENARIOS.len()) % SEED_BLOCKS.len()];
    TimelineLink {
        paths: block
            .lengths
            .iter()
            .map(|&length| PathLink::Count { length, takers: 0 })
            .collect(),
        prologue: 0,
        tail: 0,
        width: WarpWidth::Warp32,
        warps: Some(block.takers.iter().map(|t| t.to_vec()).collect()),
    }
}

fn preset_title(index: usize) -> &'static str {
    SEED_SCENARIOS
        .get(index)
        .map(|s| s.title)
        .unwrap_or_else(|| SEED_BLOCKS[index - SEED_SCENARIOS.len()].title)
}

fn fallback_region() -> Region {
    Region::from_counts(WarpWidth::Warp32, &[(15, 8), (25, 24)], 0, 0)
        .unwrap_or_else(|_| unreachable!("the default region is valid"))
}

/// Every path as an explicit mask, so a single lane can be moved.
fn as_masks(link: &TimelineLink, region: &Region) -> Vec<PathLink> {
    link.paths
        .iter()
        .zip(region.paths())
        .map(|(p, spec)| PathLink::Mask {
            length: p.length(),
            mask: spec.takers,
        })
        .collect()
}

#[component]
pub fn Timeline() -> impl IntoView {
    let shared = shared();
    let (initial, problems) = TimelineLink::parse(&Query::parse(&browser::current_search()));
    let notices = RwSignal::new(problems.iter().map(ToString::to_string).collect::<Vec<_>>());
    let state = RwSignal::new(initial.clone());
    let checked = Memo::new(move |_| state.with(TimelineLink::region));
    let last_valid = RwSignal::new(initial.region().unwrap_or_else(|_| fallback_region()));
    let preset = RwSignal::new(None::<usize>);
    let help_open = RwSignal::new(false);
    let export_status = RwSignal::new(String::new());
    let open_strip = RwSignal::new(None::<usize>);

    Effect::new(move |_| {
        if let Ok(region) = checked.get() {
            last_valid.set(region);
        }
    });
    Effect::new(move |_| {
        let query = state.with(|s| s.to_query(shared.projector.get()));
        browser::replace_query(&query);
    });

    let priced = Signal::derive(move || {
        let region = last_valid.get();
        let cost = region.price();
        (region, cost)
    });
    let cost = move || priced.with(|(_, c)| *c);
    let region_error = move || checked.with(|r| r.as_ref().err().map(ToString::to_string));

    let load_preset = move |index: usize| {
        preset.set(Some(index));
        state.set(preset_link(index));
        open_strip.set(None);
    };
    let step_preset = move |delta: isize| {
        let n = preset_count() as isize;
        let next = preset
            .get_untracked()
            .map_or(0, |i| (i as isize + delta).rem_euclid(n)) as usize;
        load_preset(next);
    };
    let add_path = move || {
        state.update(|s| {
            if s.paths.len() < s.width.lanes() as usize {
                s.paths.push(PathLink::Count {
                    length: 10,
                    takers: 0,
                });
                if let Some(warps) = s.warps.as_mut() {
                    for w in warps.iter_mut() {
                        w.push(0);
                    }
                }
            }
        })
    };
    let reset = move || {
        preset.set(None);
        state.set(TimelineLink::default());
        open_strip.set(None);
        notices.set(Vec::new());
    };

    let _keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.alt_key() && (ev.key() == "r" || ev.key() == "R" || ev.code() == "KeyR") {
            ev.prevent_default();
            reset();
            return;
        }
        if is_typing(&ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        match ev.key().as_str() {
            "p" | "P" => shared.projector.update(|p| *p = !*p),
            "?" => help_open.set(true),
            "]" => step_preset(1),
            "[" => step_preset(-1),
            "a" | "A" => add_path(),
            _ => {}
        }
    });

    let export_markup = move || {
        let projector = shared.projector.get_untracked();
        priced.with_untracked(|(region, cost)| figure_markup(region, cost, projector))
    };
    let download_svg = move |_: leptos::ev::MouseEvent| {
        let svg = format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{}",
            export_markup()
        );
        export_status.set(
            match browser::download_text("warpwise-timeline.svg", "image/svg+xml", &svg) {
                Ok(()) => "SVG downloaded.".into(),
                Err(e) => format!("The SVG could not be saved: {e}."),
            },
        );
    };
    let download_png = move |_: leptos::ev::MouseEvent| {
        let svg = export_markup();
        let background = palette(shared.projector.get_untracked()).background;
        export_status.set("Drawing the PNG…".into());
        leptos::task::spawn_local(async move {
            let result =
                browser::download_png(svg, 1920, 1080, background, "warpwise-timeline.png").await;
            export_status.set(match result {
                Ok(()) => "PNG (1920 × 1080) downloaded.".into(),
                Err(e) => format!("The PNG could not be made: {e}."),
            });
        });
    };

    let readout = move |testid: &'static str,
                        label: &'static str,
                        explain: &'static str,
                        value: Box<dyn Fn() -> String + Send + Sync>| {
        let tip_id = format!("explain-{testid}");
        let described_by = tip_id.clone();
        view! {
            <div class="readout" tabindex="0" aria-describedby=described_by>
                <span class="readout__value" data-testid=testid>{value}</span>
                <span class="readout__label">{label}</span>
                <span class="readout__tip" id=tip_id role="tooltip">{explain}</span>
            </div>
        }
    };
    let ratio_text = |r: Option<f64>| {
        r.map(percent)
            .unwrap_or_else(|| "— (nothing issued)".into())
    };

    view! {
        <section class="timeline" aria-labelledby="timeline-title">
            <div class="view__head">
                <h1 id="timeline-title">"Timeline: what a divergent region costs"</h1>
                <div class="view__actions">
                    <button type="button" class="button" aria-pressed=move || shared.projector.get().to_string()
                        on:click=move |_| shared.projector.update(|p| *p = !*p)>"Projector mode (P)"</button>
                    <button type="button" class="button" on:click=move |_| help_open.set(true)>"Keyboard shortcuts (?)"</button>
                </div>
            </div>
            <Notices items=Signal::derive(move || notices.get()) />
            <ShortcutHelp open=help_open />

            <div class="timeline__stage">
                <figure class="timeline__figure-wrap">
                    <Show when=move || state.with(|s| s.warps.is_none())
                        fallback=move || view! { <BlockView state=state /> }>
                        <TimelineFigure priced=priced projector=Signal::derive(move || shared.projector.get()) />
                        <figcaption class="timeline__caption">
                            "Top: the ideal world, where the taken paths overlap and the warp is done at the longest. Bottom: the paths run back to back. The hatched amber gap is the divergence waste, T_div − T_ideal."
                        </figcaption>
                    </Show>
                </figure>
                <Show when=move || state.with(|s| s.warps.is_none())>
                    <MeasuredBadge scenario=Signal::derive(move || {
                        last_valid.with(|r| measured_region(r).map(str::to_string))
                    }) />
                    <div class="readouts" aria-label="Readouts" role="group">
                        {readout("t-ideal", "T_ideal", "The longest taken path: what the region would cost if the paths could overlap.",
                            Box::new(move || format!("{} cycles", cost().t_ideal)))}
                        {readout("t-div", "T_div", "Every path with at least one taker, issued back to back: the sum of their lengths.",
                            Box::new(move || format!("{} cycles", cost().t_div)))}
                        {readout("waste", "Waste", "T_div − T_ideal: cycles spent only because the paths serialized.",
                            Box::new(move || format!("{} cycles", cost().waste())))}
                        {readout("efficiency", "Path efficiency", "T_ideal / T_div: the time view; lane counts never enter it.",
                            Box::new(move || ratio_text(cost().path_efficiency())))}
                        {readout("lane-efficiency", "Lane-weighted issue efficiency", "Σ pᵢ·cᵢ / Σ cᵢ (seed 002): the share of issue slots doing work some active lane needed.",
                            Box::new(move || ratio_text(cost().lane_weighted_issue_efficiency())))}
                        {readout("lane-utilisation", "Lane utilisation", "Active lane-slots / (warp width × issued slots): also charges lanes idle for the whole region.",
                            Box::new(move || ratio_text(cost().lane_utilisation())))}
                        {readout("total", "Total with uniform code", "Prologue + T_div + tail: uniform code is paid once, not per path.",
                            Box::new(move || format!("{} cycles", cost().total_issued())))}
                    </div>
                </Show>
            </div>

            <div class="timeline__controls">
                <div class="field">
                    <label class="field__label" for="timeline-preset">"Preset"</label>
                    <select id="timeline-preset" class="field__input"
                        on:change=move |ev| {
                            if let Ok(i) = event_target_value(&ev).parse::<usize>() { load_preset(i) }
                        }
                        prop:value=move || preset.get().map(|i| i.to_string()).unwrap_or_default()>
                        <option value="">"Custom"</option>
                        {(0..preset_count()).map(|i| view! { <option value=i.to_string()>{preset_title(i)}</option> }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label class="field__label" for="timeline-warp">"Warp width"</label>
                    <select id="timeline-warp" class="field__input"
                        prop:value=move || state.with(|s| s.width.lanes().to_string())
                        on:change=move |ev| {
                            let width = if event_target_value(&ev) == "64" { WarpWidth::Wave64 } else { WarpWidth::Warp32 };
                            state.update(|s| {
                                s.width = width;
                                let lanes = width.lanes();
                                for p in s.paths.iter_mut() {
                                    if let PathLink::Mask { length, mask } = *p {
                                        *p = PathLink::Mask { length, mask: mask.intersection(width.full_mask()) };
                                    }
                                }
                                s.paths.truncate(lanes as usize);
                            });
                        }>
                        <option value="32">"32 lanes (NVIDIA warp)"</option>
                        <option value="64">"64 lanes (AMD wavefront)"</option>
                    </select>
                </div>
                <Field id="timeline-prologue" label="Prologue (cycles, uniform)"
                    value=Signal::derive(move || state.with(|s| s.prologue.to_string()))
                    on_input=move |t: String| fields::parse_cycles(&t, "prologue").map(|v| state.update(|s| s.prologue = v)).map_err(|e| e.to_string()) />
                <Field id="timeline-tail" label="Reconvergence tail (cycles, uniform)"
                    value=Signal::derive(move || state.with(|s| s.tail.to_string()))
                    on_input=move |t: String| fields::parse_cycles(&t, "reconvergence tail").map(|v| state.update(|s| s.tail = v)).map_err(|e| e.to_string()) />
            </div>

            <fieldset class="paths">
                <legend>"Paths"</legend>
                <p class="paths__error" role="alert">{move || region_error().map(|e| format!("{e}. The figure shows the last valid region."))}</p>
                <For each=move || 0..state.with(|s| s.paths.len()) key=|i| *i children=move |i| {
                    let name = path_name(i);
                    let (takers_label, strip_label, remove_label) =
                        (format!("Path {name} takers (lanes)"), format!("Lanes of {name}"), format!("Remove path {name}"));
                    let length = Signal::derive(move || state.with(|s| s.paths.get(i).map(|p| p.length().to_string()).unwrap_or_default()));
                    let takers = Signal::derive(move || state.with(|s| s.paths.get(i).map(|p| p.takers().to_string()).unwrap_or_default()));
                    let width_lanes = move || state.with(|s| u64::from(s.width.lanes()));
                    view! {
                        <div class="paths__row">
                            <span class="paths__swatch" data-path=i.to_string() aria-hidden="true">{name.clone()}</span>
                            <Field id=format!("path-{i}-length") label=format!("Path {name} length (cycles)") value=length
                                on_input=move |t: String| fields::parse_cycles(&t, "path length")
                                    .map(|v| state.update(|s| if let Some(p) = s.paths.get_mut(i) {
                                        *p = match *p { PathLink::Count { takers, .. } => PathLink::Count { length: v, takers }, PathLink::Mask { mask, .. } => PathLink::Mask { length: v, mask } };
                                    }))
                                    .map_err(|e| e.to_string()) />
                            <Show when=move || state.with(|s| s.warps.is_none())>
                                <Field id=format!("path-{i}-takers") label=takers_label.clone() value=takers
                                    on_input=move |t: String| fields::parse_whole(&t, "taker count", 0, width_lanes())
                                        .map(|v| state.update(|s| if let Some(p) = s.paths.get_mut(i) {
                                            *p = PathLink::Count { length: p.length(), takers: v as u32 };
                                        }))
                                        .map_err(|e| e.to_string()) />
                                <button type="button" class="button button--small"
                                    aria-expanded=move || (open_strip.get() == Some(i)).to_string()
                                    on:click=move |_| open_strip.update(|o| *o = if *o == Some(i) { None } else { Some(i) })>
                                    {strip_label.clone()}
                                </button>
                            </Show>
                            <button type="button" class="button button--small"
                                disabled=move || state.with(|s| s.paths.len() <= 1)
                                on:click=move |_| state.update(|s| {
                                    if s.paths.len() > 1 && i < s.paths.len() {
                                        s.paths.remove(i);
                                        if let Some(warps) = s.warps.as_mut() { for w in warps.iter_mut() { if i < w.len() { w.remove(i); } } }
                                    }
                                })>{remove_label}</button>
                        </div>
                        <Show when=move || open_strip.get() == Some(i) && state.with(|s| s.warps.is_none())>
                            <LaneStrip path=i state=state last_valid=last_valid />
                        </Show>
                    }
                } />
                <div class="paths__actions">
                    <button type="button" class="button" on:click=move |_| add_path()
                        disabled=move || state.with(|s| s.paths.len() >= s.width.lanes() as usize)>"Add path (A)"</button>
                    <button type="button" class="button"
                        on:click=move |_| state.update(|s| {
                            if s.warps.is_some() {
                                s.warps = None;
                            } else {
                                let counts: Vec<u32> = s.paths.iter().map(|p| p.takers()).collect();
                                s.warps = Some(vec![counts; 4]);
                            }
                        })>
                        {move || if state.with(|s| s.warps.is_some()) { "Back to one warp" } else { "Block of warps" }}
                    </button>
                    <button type="button" class="button" on:click=move |_| reset()>"Reset (Alt+R)"</button>
                </div>
            </fieldset>

            <div class="export" role="group" aria-label="Export">
                <button type="button" class="button" on:click=download_svg>"Download SVG"</button>
                <button type="button" class="button" on:click=download_png>"Download PNG"</button>
                <span class="export__status" role="status">{move || export_status.get()}</span>
            </div>
        </section>
    }
}

/// One path's lanes as toggle buttons; moving a lane here takes it away from any other path.
#[component]
fn LaneStrip(
    path: usize,
    state: RwSignal<TimelineLink>,
    last_valid: RwSignal<Region>,
) -> impl IntoView {
    let focus = RwSignal::new(0u32);
    let lanes = move || state.with(|s| s.width.lanes());
    let mask = move || {
        last_valid.with(|r| {
            r.paths()
                .get(path)
                .map(|p: &PathSpec| p.takers)
                .unwrap_or_default()
        })
    };
    let toggle = move |lane: u32| {
        let region = last_valid.get_untracked();
        state.update(|s| {
            let mut paths = as_masks(s, &region);
            let on = paths
                .get(path)
                .map(|p| matches!(p, PathLink::Mask { mask, .. } if mask.contains(lane)))
                .unwrap_or(false);
            for (j, p) in paths.iter_mut().enumerate() {
                if let PathLink::Mask { length, mask } = *p {
                    let updated: LaneMask = if j == path && !on {
                        mask.with(lane)
                    } else {
                        mask.without(lane)
                    };
                    *p = PathLink::Mask {
                        length,
                        mask: updated,
                    };
                }
            }
            s.paths = paths;
        });
    };
    let focus_lane = move |lane: u32| {
        focus.set(lane);
        browser::focus_by_id(&format!("strip-{path}-lane-{lane}"));
    };
    let name = path_name(path);
    view! {
        <div class="lane-strip" role="group" aria-label=format!("Lanes taking path {name}")>
            <p class="lane-strip__help">"Click a lane, or use the arrow keys and Space, to move it onto or off this path."</p>
            {move || (0..lanes()).map(|lane| view! {
                <button type="button" class="lane-strip__lane" id=format!("strip-{path}-lane-{lane}")
                    tabindex=move || if focus.get() == lane { "0" } else { "-1" }
                    aria-pressed=move || mask().contains(lane).to_string()
                    aria-label=format!("Lane {lane}")
                    on:click=move |_| { focus.set(lane); toggle(lane) }
                    on:keydown=move |ev| {
                        let last = lanes() - 1;
                        let next = match ev.key().as_str() {
                            "ArrowRight" => Some((lane + 1).min(last)),
                            "ArrowLeft" => Some(lane.saturating_sub(1)),
                            "Home" => Some(0),
                            "End" => Some(last),
                            _ => None,
                        };
                        if let Some(n) = next { ev.prevent_default(); focus_lane(n) }
                    }>
                    <span aria-hidden="true">{move || if mask().contains(lane) { "■" } else { "·" }}</span>
                </button>
            }).collect_view()}
        </div>
    }
}
