//! The start bundle: installs the crash banner hook and writes the markup shell with the Start and About
//! views, which need none of the other views' code.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start_markup(|view, main| {
        warpwise::ui::home::mount(view, main) || warpwise::ui::about::mount(view, main)
    });
}
