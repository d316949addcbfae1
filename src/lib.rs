//! Warpwise: a browser tutor for warp divergence penalties — pure model and geometry, plus the wasm-only view.

pub mod geometry;
pub mod model;
pub mod state;

#[cfg(target_arch = "wasm32")]
pub mod ui;

/// The allocator of every bundle (single-threaded wasm): talc.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
