//! The ladder bundle: installs the crash banner hook and writes the markup shell with the Ladder view.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start_markup(warpwise::ui::ladder::mount);
}
