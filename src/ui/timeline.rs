//! The timeline view: edit a divergent region (or a block of warps), read its price, project, export and share it.

use leptos::prelude::*;

use super::block_view::BlockView;
use super::browser;
use super::export::ExportButtons;
use super::link_sync::sync_link;
use super::notices::Notices;
use super::readout::{maths, Readout};
use super::reality::MeasuredBadge;
use super::shared;
use super::shortcuts::{is_typing, ShortcutHelp};
use super::timeline_figure::{figure_markup, TimelineFigure};
use super::timeline_paths::{PathsEditor, SettingsEditor};
use crate::geometry::bars::{block_summary, block_svg};
use crate::geometry::export::framed;
use crate::geometry::palette::palette;
use crate::model::fields::percent;
use crate::model::glossary as g;
use crate::model::i18n::{count, fill, Bilingual, Lang};
use crate::model::pricing::{Region, RegionCost};
use crate::model::reality::measured_region;
use crate::state::open;
use crate::state::stepper::StepperState;
use crate::state::text::timeline as t;
use crate::state::timeline::{preset_title, TimelineState};

fn ratio_text(r: Option<f64>, lang: Lang) -> String {
    r.map(percent)
        .unwrap_or_else(|| t::NOTHING_ISSUED.get(lang).into())
}

#[component]
pub fn Timeline() -> impl IntoView {
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<TimelineState>(&browser::current_search());
    let notices = RwSignal::new(
        problems
            .iter()
            .chain(initial.unpriced_paths().as_ref())
            .map(|p| p.text(lang))
            .collect::<Vec<_>>(),
    );
    let fallback = TimelineState::default().region().ok();
    // A link whose paths do not make one warp still shows the first paths that do.
    let shown = initial
        .region()
        .ok()
        .or_else(|| initial.priced_prefix().map(|(_, r)| r));
    let last_valid = RwSignal::new(shown.or(fallback));
    let state = RwSignal::new(initial);
    let help_open = RwSignal::new(false);
    sync_link(state, shared);

    // The figure keeps the last region that priced, so a half-typed edit never blanks it.
    let checked = Memo::new(move |_| state.with(TimelineState::region));
    Effect::new(move |_| {
        if let Ok(region) = checked.get() {
            last_valid.set(Some(region));
        }
    });
    let priced =
        Signal::derive(move || last_valid.with(|r| r.as_ref().map(|r| (r.clone(), r.price()))));
    let cost = move || priced.with(|p| p.as_ref().map(|(_, c)| *c).unwrap_or_default());
    let single = move || state.with(|s| s.warps.is_none());
    let caption = move || state.with(|s| title(s, lang));

    browser::listen(leptos::ev::keydown, move |ev| {
        if ev.alt_key() && (ev.key() == "r" || ev.key() == "R" || ev.code() == "KeyR") {
            ev.prevent_default();
            state.update(TimelineState::reset);
            notices.set(Vec::new());
            return;
        }
        // While the help is open the page behind it is inert: its keys wait.
        if is_typing(&ev)
            || ev.ctrl_key()
            || ev.meta_key()
            || ev.alt_key()
            || help_open.get_untracked()
        {
            return;
        }
        match ev.key().as_str() {
            // P (projector mode) is the shell's, on every view.
            "?" => help_open.set(true),
            "]" => state.update(|s| s.step_preset(1)),
            "[" => state.update(|s| s.step_preset(-1)),
            "a" | "A" => state.update(TimelineState::add_path),
            _ => {}
        }
    });

    let export = move || {
        let projector = shared.projector.get_untracked();
        state.with_untracked(|s| priced.with_untracked(|p| export_markup(s, p, projector, lang)))
    };
    let measured = Signal::derive(move || {
        last_valid.with(|r| {
            r.as_ref()
                .and_then(|r| measured_region(r))
                .map(str::to_string)
        })
    });
    view! {
        <section class="timeline" aria-labelledby="timeline-title">
            <div class="view__head">
                <h1 id="timeline-title">{t::TITLE.get(lang)}</h1>
                <div class="view__actions">
                    <button type="button" class="button" on:click=move |_| help_open.set(true)>
                        {t::SHORTCUTS_BUTTON.get(lang)}
                    </button>
                </div>
            </div>
            <Notices items=Signal::derive(move || notices.get()) />
            <ShortcutHelp open=help_open />
            <div class="timeline__stage">
                <figure class="timeline__figure-wrap">
                    <p class="timeline__scenario" data-testid="scenario-caption">
                        {caption}
                    </p>
                    <Show when=single fallback=move || view! { <BlockView state=state /> }>
                        <TimelineFigure
                            priced=priced
                            projector=Signal::derive(move || shared.projector.get())
                        />
                        <figcaption class="timeline__caption">
                            {maths(t::CAPTION.get(lang))}
                        </figcaption>
                    </Show>
                </figure>
                <Show when=single>
                    <MeasuredBadge scenario=measured />
                    <TimelineReadouts cost=Signal::derive(cost) />
                </Show>
            </div>
            <SettingsEditor state=state />
            <PathsEditor
                state=state
                last_valid=last_valid
                on_reset=Callback::new(move |()| notices.set(Vec::new()))
            />
            <ExportButtons name="warpwise-timeline" markup=Callback::new(move |()| export()) />
            <p class="timeline__open">
                <a
                    class="button"
                    href=move || state.with(|s| StepperState::timeline_href(s, &shared.shell()))
                    aria-disabled=move || state.with(|s| s.region().is_err()).to_string()
                >
                    {t::OPEN_IN_STEPPER.get(lang)}
                </a>
            </p>
        </section>
    }
}

/// The region's readouts, number first.
#[component]
fn TimelineReadouts(#[prop(into)] cost: Signal<RegionCost>) -> impl IntoView {
    let lang = shared().lang.get_untracked();
    let c = move || cost.get();
    view! {
        <div class="readouts" aria-label=t::READOUTS.get(lang) role="group">
            <Readout
                term=g::T_IDEAL
                value=Signal::derive(move || count(c().t_ideal, "cycle"))
            />
            <Readout term=g::T_DIV value=Signal::derive(move || count(c().t_div, "cycle")) />
            <Readout term=g::WASTE value=Signal::derive(move || count(c().waste(), "cycle")) />
            <Readout
                term=g::EFFICIENCY
                value=Signal::derive(move || ratio_text(c().path_efficiency(), lang))
            />
            <Readout
                term=g::LANE_EFFICIENCY
                value=Signal::derive(move || ratio_text(c().lane_weighted_issue_efficiency(), lang))
            />
            <Readout
                term=g::LANE_UTILISATION
                value=Signal::derive(move || ratio_text(c().lane_utilisation(), lang))
            />
            <Readout
                term=g::TOTAL
                value=Signal::derive(move || count(c().total_issued(), "cycle"))
            />
        </div>
    }
}

/// The scenario's name: its preset's title, or the custom one.
fn title(s: &TimelineState, lang: Lang) -> &'static str {
    s.preset_index()
        .map(|i| preset_title(i, lang))
        .unwrap_or(t::CUSTOM_SCENARIO.get(lang))
}

/// What an export saves: the figure on screen (one warp, or the block) framed with the scenario's name
/// and readouts.
fn export_markup(
    state: &TimelineState,
    priced: &Option<(Region, RegionCost)>,
    projector: bool,
    lang: Lang,
) -> String {
    let colours = palette(projector);
    let title = title(state, lang);
    match state.block() {
        Some(Ok(block)) => {
            let c = block.price();
            let summary = block_summary(&c, lang);
            let efficiency = c.efficiency().map(percent).unwrap_or_else(|| "—".into());
            let readouts = vec![
                fill(
                    t::EXPORT_BLOCK_ISSUED.get(lang),
                    &[&c.total_issued.to_string()],
                ),
                fill(
                    t::EXPORT_BLOCK_IDEAL.get(lang),
                    &[&c.total_ideal.to_string()],
                ),
                fill(t::EXPORT_BLOCK_EFFICIENCY.get(lang), &[&efficiency]),
                summary.clone(),
            ];
            framed(
                title,
                &readouts,
                &block_svg(&block, colours, &summary),
                colours,
            )
        }
        _ => priced
            .as_ref()
            .map(|(region, cost)| {
                let readouts = vec![
                    fill(
                        t::EXPORT_WARP.get(lang),
                        &[
                            &cost.t_div.to_string(),
                            &cost.t_ideal.to_string(),
                            &cost.waste().to_string(),
                        ],
                    ),
                    fill(
                        t::EXPORT_EFFICIENCIES.get(lang),
                        &[
                            &ratio_text(cost.path_efficiency(), lang),
                            &ratio_text(cost.lane_weighted_issue_efficiency(), lang),
                        ],
                    ),
                ];
                framed(
                    title,
                    &readouts,
                    &figure_markup(region, cost, projector, false, lang),
                    colours,
                )
            })
            .unwrap_or_default(),
    }
}
