//! The browser view: Leptos components that wire signals to the model and draw what it computes.

pub mod about;
pub mod app;
pub mod block_view;
pub mod branch_tree;
pub mod browser;
pub mod cards;
pub mod crash;
pub mod exercise_card;
pub mod export;
pub mod field;
pub mod figure;
pub mod home;
pub mod lab_results;
pub mod ladder;
pub mod lane_grid;
pub mod layouts;
pub mod learn;
pub mod link_sync;
pub mod loop_panel;
pub mod notices;
pub mod readout;
pub mod reality;
pub mod sampling_lab;
pub mod shortcuts;
pub mod stepper;
pub mod stepper_panels;
pub mod stepper_setup;
pub mod stepper_sm;
pub mod timeline;
pub mod timeline_figure;
pub mod timeline_paths;
pub mod tree_dataset;

use leptos::prelude::*;

use crate::model::i18n::{Lang, Tr};
use crate::state::{ShellState, View};

/// Settings every surface shares, passed by context.
#[derive(Clone, Copy)]
pub struct Shared {
    pub view: View,
    pub projector: RwSignal<bool>,
    pub lang: RwSignal<Lang>,
    pub reduced_motion: bool,
}

impl Shared {
    /// The shell's state as links need it (tracked: a link follows projector mode).
    pub fn shell(&self) -> ShellState {
        ShellState {
            view: self.view,
            projector: self.projector.get(),
            lang: self.lang.get(),
        }
    }

    /// A text in the language on screen (tracked: it follows the switch).
    pub fn tr(&self, text: Tr) -> &'static str {
        text.get(self.lang.get())
    }
}

pub fn shared() -> Shared {
    use_context::<Shared>().unwrap_or_else(|| Shared {
        view: View::default(),
        projector: RwSignal::new(false),
        lang: RwSignal::new(Lang::En),
        reduced_motion: true,
    })
}
