//! The lab bundle: installs the crash banner hook and writes the markup shell with the sampling lab.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start_markup(warpwise::ui::sampling_lab::mount);
}
