//! The start bundle: installs the crash banner hook and mounts the shell with the Start and About views, which need none of the timeline's code.

fn main() {
    #[cfg(target_arch = "wasm32")]
    warpwise::ui::app::start(|view| {
        use leptos::prelude::*;
        use warpwise::state::View;
        match view {
            View::Home => Some(view! { <warpwise::ui::home::Home /> }.into_any()),
            View::About => Some(view! { <warpwise::ui::about::About /> }.into_any()),
            _ => None,
        }
    });
}
