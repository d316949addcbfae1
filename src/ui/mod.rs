//! The browser view: Leptos components that wire signals to the model and draw what it computes.

pub mod about;
pub mod app;
pub mod block_view;
pub mod branch_tree;
pub mod browser;
pub mod crash;
pub mod field;
pub mod ladder;
pub mod loop_panel;
pub mod notices;
pub mod reality;
pub mod sampling_lab;
pub mod shortcuts;
pub mod timeline;
pub mod timeline_figure;

use leptos::prelude::*;

/// Settings every surface shares, passed by context.
#[derive(Clone, Copy)]
pub struct Shared {
    pub projector: RwSignal<bool>,
    pub reduced_motion: bool,
}

pub fn shared() -> Shared {
    use_context::<Shared>().unwrap_or_else(|| Shared {
        projector: RwSignal::new(false),
        reduced_motion: true,
    })
}
