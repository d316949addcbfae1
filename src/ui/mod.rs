//! The browser view: markup views that wire signals (`reactive`) to the model and draw what it computes.

pub mod about;
pub mod app;
pub mod branch_tree;
pub mod browser;
pub mod cards;
pub mod crash;
pub mod export;
pub mod field;
pub mod home;
pub mod ladder;
pub mod layouts;
pub mod learn;
pub mod link_sync;
pub mod notices;
pub mod patch;
pub mod reactive;
pub mod reality;
pub mod sampling_lab;
pub mod shortcuts;
pub mod stepper;
pub mod timeline;
pub mod timeline_paths;
pub mod timeline_stage;

use std::cell::Cell;

use reactive::RwSignal;

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

thread_local! {
    static SHARED: Cell<Option<Shared>> = const { Cell::new(None) };
}

/// Makes `shared` the settings [`shared`] returns (the shell, once per page).
pub fn provide_shared(shared: Shared) {
    SHARED.with(|s| s.set(Some(shared)));
}

/// The page's shared settings; a view mounted without a shell (a browser test) gets English, no projector.
pub fn shared() -> Shared {
    SHARED.with(|s| {
        s.get().unwrap_or_else(|| {
            let fallback = Shared {
                view: View::default(),
                projector: RwSignal::new(false),
                lang: RwSignal::new(Lang::En),
                reduced_motion: true,
            };
            s.set(Some(fallback));
            fallback
        })
    })
}
