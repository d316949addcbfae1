//! The sampling lab: a hypothetical model of independent branch labels, its exact binomial bars, and seeded steps.
//!
//! Markup in the markup shell (`ui::app::start_markup`): `geometry::lab_page` writes the page and its
//! changing parts; one listener per event kind reads what a control does from its `data-act`, and one
//! effect writes what changed (`ui::patch`).

use std::time::Duration;

use super::export::download_svg;
use super::field::edit;
use super::link_sync::sync_link;
use super::notices::notices_html;
use super::patch::{acting, focused_id, listen, section, value_of, Patch};
use super::reactive::{
    request_animation_frame, set_interval_with_handle, spawn_local, Effect, IntervalHandle,
    LocalStorage, RwSignal, StoredValue,
};
use super::{browser, shared, Shared};
use crate::geometry::bars::{pmf_svg, YAxis};
use crate::geometry::export::framed;
use crate::geometry::lab::{
    chart_description, comparison_html, export_description, export_words, pmf_table_html,
    readout_texts, status_text, view_note,
};
use crate::geometry::lab_page::{export_html, id, labels_html, odds_html, page_html};
use crate::geometry::palette::palette;
use crate::model::binomial::ExactPmf;
use crate::model::fields::short;
use crate::model::float_text::shortest;
use crate::model::i18n::{fill, Bilingual, Lang};
use crate::state::lab::{LabState, Prediction, FRAME_BUDGET_MS};
use crate::state::layouts::LayoutsState;
use crate::state::text::lab as t;
use crate::state::text::timeline as tl;
use crate::state::{open, View};

/// Writes the sampling lab into `main` (the markup shell); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Lab {
        return false;
    }
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<LabState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let Some(root) = section(
        main,
        "lab",
        "lab-title",
        &page_html(lang, &notices_html(&notices)),
    ) else {
        return true;
    };
    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let v = Lab {
        state,
        pmf: StoredValue::new(None),
        playing: RwSignal::new(false),
        run: StoredValue::new(0),
        interval: StoredValue::new(None),
        speed: StoredValue::new(5),
        axis: RwSignal::new(YAxis::Probability),
        patch: StoredValue::new_local(Patch::default()),
        shared,
        lang,
    };
    listen(&root, "click", move |ev| v.click(ev));
    listen(&root, "input", move |ev| v.input(ev));
    listen(&root, "change", move |ev| v.change(ev));
    listen(&root, "submit", move |ev| {
        if acting(ev).is_some_and(|(act, _)| act == "predict") {
            ev.prevent_default();
            v.commit();
        }
    });
    v.patch.update_value(|p| p.attach(root));
    Effect::new(move |_| v.paint());
    true
}

/// The view's signals and stores, copied into every handler.
#[derive(Clone, Copy)]
struct Lab {
    state: RwSignal<LabState>,
    /// The exact distribution of the settings it was computed for: only after the reveal, and again only
    /// when p or n change (a step leaves it as it is).
    pmf: StoredValue<Option<ExactPmf>>,
    playing: RwSignal<bool>,
    /// Which playback is running: a frame loop of an earlier one ends when it sees a newer number.
    run: StoredValue<u32>,
    interval: StoredValue<Option<IntervalHandle>>,
    /// Steps per second while playing; 0 is as fast as the page can draw.
    speed: StoredValue<u32>,
    axis: RwSignal<YAxis>,
    patch: StoredValue<Patch, LocalStorage>,
    shared: Shared,
    lang: Lang,
}

impl Lab {
    /// `f` of the exact distribution for the state's settings, computed when they changed.
    fn with_pmf<R>(self, s: &LabState, f: impl FnOnce(&ExactPmf) -> R) -> Option<R> {
        let settings = s.settings();
        self.pmf
            .try_update_value(|cache| {
                if cache.as_ref().is_none_or(|m| m.settings != settings) {
                    browser::mark("warpwise:pmf:start");
                    *cache = Some(settings.pmf());
                    browser::mark("warpwise:pmf:end");
                }
                cache.as_ref().map(f)
            })
            .flatten()
    }

    fn can_step(self) -> bool {
        self.state.with_untracked(LabState::can_step)
    }

    /// Runs up to `count` steps, stopping after `budget_ms` when it is positive.
    fn run_steps(self, count: u32, budget_ms: f64) {
        let started = browser::now_ms();
        self.state.update(|s| {
            s.run(count, || {
                budget_ms > 0.0 && browser::now_ms() - started > budget_ms
            });
        });
    }

    fn stop(self) {
        self.run.update_value(|r| *r = r.wrapping_add(1));
        if self.playing.get_untracked() {
            self.playing.set(false);
        }
        self.interval.update_value(|h| {
            if let Some(handle) = h.take() {
                handle.clear();
            }
        });
    }

    fn play(self) {
        if !self.can_step() {
            return;
        }
        self.stop();
        self.playing.set(true);
        let per_second = self.speed.get_value();
        if per_second == 0 {
            // As fast as possible: one batch per animation frame, cut off after a fixed time budget, so the
            // rest of each frame is left to input and paint (a click lands within a frame or two).
            frame_loop(self, self.run.get_value());
            return;
        }
        let handle = set_interval_with_handle(
            move || self.tick(1, 0.0),
            Duration::from_millis(1000 / u64::from(per_second)),
        )
        .ok();
        self.interval.set_value(handle);
    }

    /// One beat of playback; a run that can no longer step (Back to a new setting) stops playing.
    fn tick(self, count: u32, budget_ms: f64) {
        if self.can_step() {
            self.run_steps(count, budget_ms);
        } else {
            self.stop();
        }
    }

    /// Every edit of the settings starts the run afresh (the state resets itself); playback stops with it.
    fn change_settings(self, f: impl FnOnce(&mut LabState)) {
        self.stop();
        self.state.update(f);
    }

    fn click(self, ev: &web_sys::Event) {
        let Some((act, _)) = acting(ev) else {
            return;
        };
        match act.as_str() {
            "reset" => self.change_settings(LabState::reset),
            "new-seed" => {
                let seed = browser::fresh_seed();
                self.change_settings(|s| s.new_seed(seed))
            }
            "skip" => self.state.update(LabState::skip_prediction),
            "step" => self.run_steps(1, 0.0),
            "step-100" => self.run_steps(100, 0.0),
            "play" if self.playing.get_untracked() => self.stop(),
            "play" => self.play(),
            "svg" => {
                let said = download_svg("warpwise-lab", &self.export(), self.lang);
                self.say(&said);
            }
            "png" => self.png(),
            _ => {}
        }
    }

    fn change(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let value = value_of(&element);
        match act.as_str() {
            "speed" => {
                if let Ok(v) = value.parse::<u32>() {
                    self.speed.set_value(v);
                    if self.playing.get_untracked() {
                        self.play()
                    }
                }
            }
            "axis" => self.axis.set(if value == "count" {
                YAxis::Count
            } else {
                YAxis::Probability
            }),
            _ => {}
        }
    }

    /// A slider moves its setting; a typed p, n or seed is taken into the state or refused at its field.
    fn input(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let text = value_of(&element);
        let result = match act.as_str() {
            "p-slider" => {
                return self.change_settings(|s| {
                    let _ = s.edit_p(&text);
                })
            }
            "n-slider" => {
                if let Ok(v) = text.parse::<f64>() {
                    self.change_settings(|s| s.set_n_slider(v))
                }
                return;
            }
            "p" => {
                self.stop();
                edit(self.state, |s| s.edit_p(&text))
            }
            "n" => {
                self.stop();
                edit(self.state, |s| s.edit_n(&text))
            }
            "seed" => {
                self.stop();
                edit(self.state, |s| s.edit_seed(&text))
            }
            _ => return,
        };
        let field = element.id();
        self.patch.update_value(|p| {
            p.edited(&field, &result, self.lang, || {
                let fields = self.state.with_untracked(field_values);
                fields
                    .into_iter()
                    .find(|(f, _)| *f == field)
                    .map(|(_, v)| v)
            })
        });
    }

    /// Commits the typed prediction, or says under the fields why not.
    fn commit(self) {
        let typed = |p: &mut Patch, field: &str| p.find(field).map(|e| value_of(&e));
        let (mean, variance) = self
            .patch
            .try_update_value(|p| (typed(p, id::MEAN), typed(p, id::VARIANCE)))
            .unwrap_or_default();
        let (mean, variance) = (mean.unwrap_or_default(), variance.unwrap_or_default());
        let result = edit(self.state, |s| s.commit_prediction(&mean, &variance));
        let said = result.err().map(|e| e.get(self.lang).to_string());
        self.patch
            .update_value(|p| p.text(id::ERROR, &said.unwrap_or_default()));
    }

    /// Says how an export went, in the export group's status (new each time the buttons are drawn).
    fn say(self, text: &str) {
        self.patch.update_value(|p| {
            if let Some(e) = p.find(id::EXPORT_STATUS) {
                e.set_text_content(Some(text));
            }
        });
    }

    /// The framed chart at the moment of the click: the distribution's name and the running moments.
    fn export(self) -> String {
        let colours = palette(self.shared.projector.get_untracked());
        let axis = self.axis.get_untracked();
        self.state.with_untracked(|s| {
            let figure = self
                .with_pmf(s, |m| {
                    let last = s.last.as_ref().map(|d| d.k);
                    pmf_svg(m, &s.stats, axis, last, colours, &export_description(s))
                })
                .unwrap_or_default();
            let (title, readouts) = export_words(s, self.lang);
            framed(&title, &readouts, &figure, colours)
        })
    }

    fn png(self) {
        let (svg, lang) = (self.export(), self.lang);
        let background = palette(self.shared.projector.get_untracked()).background;
        self.say(tl::PNG_DRAWING.get(lang));
        spawn_local(async move {
            let result =
                browser::download_png(svg, 1920, 1080, background, "warpwise-lab.png").await;
            self.say(&match result {
                Ok(()) => tl::PNG_DONE.get(lang).to_string(),
                Err(e) => fill(tl::PNG_FAILED.get(lang), &[&e]),
            });
        });
    }

    /// Writes what changed since the last paint.
    fn paint(self) {
        let lang = self.lang;
        let shell = self.shared.shell();
        let (playing, axis) = (self.playing.get(), self.axis.get());
        let focus = focused_id().unwrap_or_default();
        self.state.with(|s| {
            let (pending, revealed, can_step) = (
                s.prediction == Prediction::Pending,
                s.reveals_exact(),
                s.can_step(),
            );
            // The parts that need the exact distribution, computed only once it may be shown.
            let exact = if !revealed {
                None
            } else {
                self.with_pmf(s, |m| {
                    let last = s.last.as_ref().map(|d| d.k);
                    let colours = palette(shell.projector);
                    let chart = pmf_svg(m, &s.stats, axis, last, colours, &chart_description(s, m));
                    (chart, view_note(Some(m), lang), pmf_table_html(m))
                })
            };
            let (chart, note, table) =
                exact.unwrap_or_else(|| (String::new(), view_note(None, lang), String::new()));
            self.patch.update_value(|p| {
                p.attr(
                    id::LAYOUTS_LINK,
                    "href",
                    &LayoutsState::from_lab(s.p, s.seed, &shell),
                );
                for (field, value) in field_values(s) {
                    p.value(field, &value);
                }
                for field in [id::MEAN, id::VARIANCE, id::COMMIT, id::SKIP] {
                    p.flag(field, "disabled", !pending);
                }
                p.text(id::STATUS, &status_text(s.prediction, lang));
                for button in [id::STEP, id::STEP_100, id::PLAY] {
                    p.flag(button, "disabled", !can_step);
                }
                p.attr(
                    id::PLAY,
                    "aria-pressed",
                    if playing { "true" } else { "false" },
                );
                p.text(id::PLAY, if playing { t::PAUSE } else { t::PLAY }.get(lang));
                for (element, text) in readout_texts(s, lang) {
                    p.text(element, &text);
                }
                p.html(id::COMPARISON, &comparison_html(s, lang));
                p.html(id::CHART, &chart);
                p.text(id::VIEW_NOTE, &note);
                p.html(
                    id::EXPORT,
                    &if revealed {
                        export_html(lang)
                    } else {
                        String::new()
                    },
                );
                p.html(id::LABELS, &labels_html(s, lang));
                p.html(id::ODDS, &odds_html(&s.settings(), revealed, lang));
                p.html(id::TABLE, &table);
            });
            // A control the learner is on that is now disabled or gone would drop the focus to the page:
            // it moves to what follows from it (the gate's status, the prediction, the chart).
            let stranded = |ids: &[&str]| ids.contains(&focus.as_str());
            if !pending && stranded(&[id::MEAN, id::VARIANCE, id::COMMIT, id::SKIP]) {
                browser::focus_by_id(id::STATUS);
            } else if !can_step && stranded(&[id::STEP, id::STEP_100, id::PLAY]) {
                browser::focus_by_id(id::MEAN);
            } else if !revealed && stranded(&[id::SVG, id::PNG]) {
                browser::focus_by_id(id::CHART);
            }
        });
    }
}

/// The settings' fields and sliders by id, with what each shows for the state.
fn field_values(s: &LabState) -> [(&'static str, String); 5] {
    [
        (id::P_SLIDER, shortest(s.p)),
        (id::P, short(s.p)),
        (id::N_SLIDER, (s.n_slider() as u32).to_string()),
        (id::N, s.n.to_string()),
        (id::SEED, s.seed.to_string()),
    ]
}

/// Runs a batch of steps once per animation frame while playback `run` is the one running.
fn frame_loop(v: Lab, run: u32) {
    request_animation_frame(move || {
        if v.run.get_value() == run && v.playing.get_untracked() {
            v.tick(u32::MAX, FRAME_BUDGET_MS);
            frame_loop(v, run);
        }
    });
}
