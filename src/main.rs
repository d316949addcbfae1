//! The timeline bundle: installs the crash banner hook and writes the markup shell with the Timeline view (and
//! the timeline for a link whose view is unknown, which the shell names).

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start_markup(warpwise::ui::timeline::mount);
}
