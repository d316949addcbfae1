//! The warp stepper view: paste or pick a kernel, step it one issue slot at a time through the
//! reconvergence stack, and read what it costs.
//!
//! The page is markup written once (`geometry::stepper_page`) into the markup shell
//! (`ui::app::start_markup`); one listener per event kind reads what a control does from its `data-act`,
//! and one effect writes the parts that changed (`ui::patch`).

use std::rc::Rc;
use std::time::Duration;

use super::browser;
use super::export::download_svg;
use super::field::edit;
use super::link_sync::sync_link;
use super::notices::notices_html;
use super::patch::{acting, focused_id, listen, section, value_of, Patch};
use super::reactive::{
    ev, set_interval_with_handle, window_event_listener, Effect, IntervalHandle, LocalStorage,
    RwSignal, StoredValue,
};
use super::shared;
use super::shortcuts::is_typing;
use crate::geometry::export::framed;
use crate::geometry::palette::palette;
use crate::geometry::stepper::{
    code_html, lanes_html, readouts_html, stack_html, strip_svg, values_html, Snapshot,
};
use crate::geometry::stepper_page::{
    caption, compiled_parts, control_values, errors_html, id, input_text, layout, mode, page_html,
    position, Act, SPEEDS,
};
use crate::model::fields::percent_or_dash;
use crate::model::i18n::{fill, Bilingual, Lang};
use crate::model::stepper::{Decision, Machine, Options, Program, DEFAULT_BUDGET};
use crate::state::params::parse_width;
use crate::state::stepper::StepperState;
use crate::state::text::stepper as t;
use crate::state::{open, View};

/// The source and options a set-up was written for, and the names of its inputs.
type Compiled = ((String, Options), Vec<String>);

/// What the machine was built from: the same key and a later slot means "keep stepping".
type Built = (
    String,
    Options,
    Vec<(String, Vec<f64>)>,
    u64,
    Rc<Program>,
    Machine,
);

/// Writes the stepper into `main` (the markup shell, `ui::app::start_markup`); false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Stepper {
        return false;
    }
    let shared = shared();
    let lang = shared.lang.get_untracked();
    let (initial, _, problems) = open::<StepperState>(&browser::current_search());
    let notices: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
    let setup_open = !shared.projector.get_untracked();
    let page = page_html(lang, setup_open, &notices_html(&notices));
    let Some(root) = section(main, "stepper", "stepper-title", &page) else {
        return true;
    };

    let state = RwSignal::new(initial);
    sync_link(state, shared);
    let c = Ctl {
        state,
        snapshot: RwSignal::new(Err(String::new())),
        built: StoredValue::new_local(None),
        playing: RwSignal::new(None),
        speed: StoredValue::new(SPEEDS[1]),
        help: RwSignal::new(false),
        patch: StoredValue::new_local(Patch::default()),
        compiled: StoredValue::new(None),
        lang,
    };
    follow_state(c);
    stepper_keys(c);
    listen(&root, "click", move |ev| c.click(ev));
    listen(&root, "change", move |ev| c.change(ev));
    listen(&root, "input", move |ev| c.input(ev));
    c.patch.update_value(|p| p.attach(root));
    Effect::new(move |_| c.paint(shared.projector.get()));
    true
}

/// The view's signals and stores, copied into every handler.
#[derive(Clone, Copy)]
struct Ctl {
    state: RwSignal<StepperState>,
    snapshot: RwSignal<Result<Snapshot, String>>,
    built: StoredValue<Option<Built>, LocalStorage>,
    playing: RwSignal<Option<IntervalHandle>>,
    /// Steps per second while playing.
    speed: StoredValue<u32>,
    help: RwSignal<bool>,
    patch: StoredValue<Patch, LocalStorage>,
    /// The source and options the set-up's inputs and branch list were last written for, and the names
    /// of the inputs shown.
    compiled: StoredValue<Option<Compiled>>,
    lang: Lang,
}

impl Ctl {
    fn done(self) -> bool {
        self.snapshot.with(|s| s.as_ref().map_or(true, |s| s.done))
    }

    fn step(self) {
        if !self.done() {
            self.state.update(|s| s.step(u64::MAX))
        }
    }

    fn back(self) {
        self.state.update(StepperState::back)
    }

    /// Step, Back and Run to end by hand (a button or a key): the learner takes over, so Play pauses
    /// first, as a player's own step does.
    fn by_hand(self, act: fn(Ctl)) {
        self.stop();
        act(self)
    }

    fn reset(self) {
        self.stop();
        self.state.update(StepperState::reset)
    }

    /// Runs the machine on screen to its end once, then moves the slot there (no second run).
    fn run_to_end(self) {
        let end = self
            .built
            .try_update_value(|b| {
                b.as_mut().map(|(.., m)| {
                    m.run_to_end();
                    m.issue_slots()
                })
            })
            .flatten();
        if let Some(end) = end {
            self.state.update(|s| s.at = end);
        }
    }

    fn stop(self) {
        self.playing.try_update(|p| {
            if let Some(h) = p.take() {
                h.clear()
            }
        });
    }

    fn play(self) {
        self.stop();
        let period = Duration::from_millis(1000 / u64::from(self.speed.get_value().max(1)));
        let handle = set_interval_with_handle(
            move || {
                if self.done() {
                    self.stop()
                } else {
                    self.step()
                }
            },
            period,
        )
        .ok();
        self.playing.set(handle);
    }

    fn toggle_help(self) {
        self.help.update(|h| *h = !*h)
    }

    fn click(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        match Act::from_key(&act) {
            Some(Act::Help) => self.toggle_help(),
            Some(Act::Step) => self.by_hand(Ctl::step),
            Some(Act::Back) => self.by_hand(Ctl::back),
            Some(Act::RunToEnd) => self.by_hand(Ctl::run_to_end),
            Some(Act::Reset) => self.reset(),
            Some(Act::Play) if self.playing.with_untracked(Option::is_some) => self.stop(),
            Some(Act::Play) => self.play(),
            Some(Act::Export) => {
                let said = download_svg("warpwise-stepper", &self.export(), self.lang);
                self.patch
                    .update_value(|p| p.text(id::EXPORT_STATUS, &said));
            }
            Some(Act::Flip) => {
                let branch = element
                    .get_attribute("data-branch")
                    .and_then(|b| b.parse().ok());
                let default = match element.get_attribute("data-default").as_deref() {
                    Some("p") => Decision::Predicated,
                    _ => Decision::RealBranch,
                };
                if let Some(branch) = branch {
                    self.state.update(|s| s.flip_branch(branch, default))
                }
            }
            _ => {}
        }
    }

    fn change(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let value = value_of(&element);
        match Act::from_key(&act) {
            Some(Act::Example) => self.state.update(|s| s.choose_example(&value)),
            Some(Act::Width) => {
                if let Ok(w) = parse_width(&value) {
                    self.state.update(|s| s.set_width(w))
                }
            }
            Some(Act::Mode) => self.state.update(|s| s.set_mode(mode(&value))),
            Some(Act::Speed) => {
                if let Ok(v) = value.parse::<u32>() {
                    self.speed.set_value(v);
                    if self.playing.with_untracked(Option::is_some) {
                        self.play()
                    }
                }
            }
            Some(Act::Fill) => {
                let name = element.get_attribute("data-name").unwrap_or_default();
                if let Some(l) = layout(&value) {
                    self.state.update(|s| s.fill_input(&name, l, 2))
                }
            }
            _ => {}
        }
    }

    /// A typed edit: taken into the state, or refused at the field with a sentence.
    fn input(self, ev: &web_sys::Event) {
        let Some((act, element)) = acting(ev) else {
            return;
        };
        let text = value_of(&element);
        let name = element.get_attribute("data-name").unwrap_or_default();
        let act = Act::from_key(&act);
        let result = match act {
            Some(Act::Launched) => edit(self.state, |s| s.edit_active(&text)),
            Some(Act::Source) => edit(self.state, |s| s.edit_source(&text)),
            Some(Act::Input) => edit(self.state, |s| s.edit_input(&name, &text)),
            _ => return,
        };
        let field = element.id();
        self.patch.update_value(|p| {
            p.edited(&field, &result, self.lang, || {
                Some(self.state.with_untracked(|s| match act {
                    Some(Act::Launched) => s.launch.count().to_string(),
                    Some(Act::Source) => s.text().to_string(),
                    _ => input_text(s, &name),
                }))
            })
        });
    }

    /// Writes what changed since the last paint.
    fn paint(self, projector: bool) {
        let lang = self.lang;
        let (done, playing, help) = (
            self.done(),
            self.playing.with(Option::is_some),
            self.help.get(),
        );
        let parts = self.state.with_untracked(|s| {
            let key = (s.text().to_string(), s.options());
            let fresh = self
                .compiled
                .with_value(|c| c.as_ref().map(|(k, _)| k) != Some(&key));
            fresh.then(|| {
                let (names, inputs, branches) = compiled_parts(s, lang);
                self.compiled.set_value(Some((key, names)));
                (inputs, branches)
            })
        });
        // A button the learner is on that is about to be disabled (Step at the end, Back at slot 0) would
        // drop the focus to the page: it moves to a button that stays usable.
        let at_start = self.state.with_untracked(|s| s.at == 0);
        let stranded = focused_id().is_some_and(|f| {
            (done && (f == id::STEP || f == id::RUN || (f == id::PLAY && !playing)))
                || (at_start && f == id::BACK)
        });
        self.patch.update_value(|p| {
            p.flag(id::HELP, "hidden", !help);
            p.attr(
                id::HELP_BUTTON,
                "aria-expanded",
                if help { "true" } else { "false" },
            );
            p.flag(id::SETUP, "open", !projector);
            p.flag(id::STEP, "disabled", done);
            p.flag(id::RUN, "disabled", done);
            p.flag(id::PLAY, "disabled", done && !playing);
            p.attr(
                id::PLAY,
                "aria-pressed",
                if playing { "true" } else { "false" },
            );
            p.text(id::PLAY, if playing { t::PAUSE } else { t::PLAY }.get(lang));
            if stranded {
                browser::focus_by_id(if at_start && !done {
                    id::STEP
                } else {
                    id::RESET
                });
            }
            // Read untracked: the effect follows the snapshot, which follows every change of the state.
            self.state.with_untracked(|s| {
                p.flag(id::BACK, "disabled", s.at == 0);
                for (field, value) in control_values(s) {
                    p.value(field, &value);
                }
                p.value(id::SOURCE, s.text());
                p.text(id::CAPTION, &caption(s.example(), lang));
                if let Some((inputs, branches)) = parts {
                    p.forget_values("input-");
                    p.html(id::INPUTS, &inputs);
                    // A flipped branch's button is drawn anew: the focus stays on it.
                    let focus = focused_id().filter(|f| f.starts_with("flip-"));
                    p.html(id::BRANCHES, &branches);
                    if let Some(f) = focus {
                        browser::focus_by_id(&f);
                    }
                }
                // Every change of an input (typed elsewhere, filled from a layout, a link) shows in its row.
                self.compiled.with_value(|c| {
                    for name in c.iter().flat_map(|(_, names)| names) {
                        p.value(&format!("input-{name}"), &input_text(s, name));
                    }
                });
            });
            self.snapshot.with(|snap| {
                let current = snap.as_ref().ok().filter(|s| !s.done).and_then(|s| s.line);
                p.html(id::ERRORS, &errors_html(snap));
                p.text(id::POSITION, &position(snap, lang));
                p.html(
                    id::CODE,
                    &self
                        .state
                        .with_untracked(|s| code_html(s.text(), current, lang)),
                );
                let s = snap.as_ref().ok();
                p.text(
                    id::MASK,
                    &s.map(|s| s.active_words(lang)).unwrap_or_default(),
                );
                p.html(
                    id::LANES,
                    &s.map(|s| lanes_html(s, lang)).unwrap_or_default(),
                );
                p.html(
                    id::STACK,
                    &s.map(|s| stack_html(s, lang)).unwrap_or_default(),
                );
                p.html(id::TOTALS, &readouts_html(s, lang));
                p.html(
                    id::VALUES,
                    &s.map(|s| values_html(s, lang)).unwrap_or_default(),
                );
                let strip = s.map(|s| {
                    let label = fill(t::SO_FAR.get(lang), &[&s.slot.to_string()]);
                    strip_svg(&s.runs, s.width, palette(projector), &label, lang)
                });
                p.html(id::STRIP, &strip.unwrap_or_default());
            });
        });
    }

    /// The strip's export: framed with the kernel's name and the totals so far.
    fn export(self) -> String {
        let lang = self.lang;
        let colours = palette(shared().projector.get_untracked());
        let title = self.state.with_untracked(|s| {
            s.example()
                .map_or(t::PASTED.get(lang), |e| e.title.get(lang))
        });
        self.snapshot.with_untracked(|snap| {
            let Ok(s) = snap else {
                return String::new();
            };
            let totals = &s.totals;
            let readouts = [
                fill(
                    t::EXPORT_SLOTS.get(lang),
                    &[
                        &totals.issue_slots.to_string(),
                        &totals.active_lane_slots.to_string(),
                    ],
                ),
                fill(
                    t::EXPORT_EFFICIENCY.get(lang),
                    &[
                        &percent_or_dash(totals.path_efficiency()),
                        &percent_or_dash(totals.lane_weighted_issue_efficiency()),
                    ],
                ),
            ];
            let label = fill(t::SO_FAR.get(lang), &[&s.slot.to_string()]);
            let strip = strip_svg(&s.runs, s.width, colours, &label, lang);
            framed(title, &readouts, &strip, colours)
        })
    }
}

/// The machine follows the state: stepping forward continues it; anything else rebuilds it.
fn follow_state(c: Ctl) {
    let lang = c.lang;
    Effect::new(move |_| {
        c.state.with(|s| {
            let key = (
                s.text().to_string(),
                s.options(),
                s.inputs.clone(),
                s.launch.0 | u64::from(s.width.lanes()) << 56,
            );
            let result = c
                .built
                .try_update_value(|b| {
                    let reuse = b.as_ref().is_some_and(|(t, o, i, l, _, m)| {
                        (t, o, i, l) == (&key.0, &key.1, &key.2, &key.3) && m.issue_slots() <= s.at
                    });
                    if !reuse {
                        let program = match b
                            .as_ref()
                            .filter(|(t, o, ..)| (t, o) == (&key.0, &key.1))
                        {
                            Some((.., p, _)) => Rc::clone(p),
                            None => Rc::new(s.compile().map_err(|e| e.render_in(s.text(), lang))?),
                        };
                        let machine = s.machine(Rc::clone(&program));
                        *b = Some((
                            key.0.clone(),
                            key.1.clone(),
                            key.2.clone(),
                            key.3,
                            program,
                            machine,
                        ));
                    }
                    let (.., machine) = b.as_mut().ok_or_else(String::new)?;
                    machine.run_until(s.at);
                    if s.at >= DEFAULT_BUDGET {
                        // At the budget the run is stopped, not paused: say so, as a run to the end would.
                        machine.run_to_end();
                    }
                    Ok(Snapshot::of(machine, s.text(), lang))
                })
                .unwrap_or_else(|| Err(String::new()));
            if result.is_err() {
                c.built.set_value(None);
            }
            c.snapshot.set(result);
        })
    });
}

/// The stepper's keys: → or . step, ← or , back, End to the end, Home reset, ? the help, Esc closes it —
/// ignored while the learner types.
fn stepper_keys(c: Ctl) {
    let _ = window_event_listener(ev::keydown, move |ev| {
        if is_typing(&ev) || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        match ev.key().as_str() {
            "ArrowRight" | "." => c.by_hand(Ctl::step),
            "ArrowLeft" | "," => c.by_hand(Ctl::back),
            "End" => c.by_hand(Ctl::run_to_end),
            "Home" => c.reset(),
            "?" => return c.toggle_help(),
            "Escape" => return c.help.set(false),
            _ => return,
        }
        ev.prevent_default();
    });
}
