//! Warpwise: a browser tutor for warp divergence penalties — pure model and geometry, plus the wasm-only view.

pub mod geometry;
pub mod model;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod ui;
