//! The floor: the smallest Leptos CSR app worth comparing against (a counter).
use leptos::prelude::*;

#[component]
fn Counter() -> impl IntoView {
    let (count, set_count) = signal(0);
    view! {
        <main>
            <h1>"Counter"</h1>
            <button on:click=move |_| set_count.update(|n| *n += 1)>"Add one"</button>
            <p>"Count: " {move || count.get()}</p>
        </main>
    }
}

fn main() {
    leptos::mount::mount_to_body(Counter);
    if let Some(perf) = web_sys_free_mark() {
        let _ = perf;
    }
}

/// Marks the mount for the load benchmark without pulling in web-sys.
fn web_sys_free_mark() -> Option<()> {
    let _ = js_mark();
    Some(())
}

#[wasm_bindgen::prelude::wasm_bindgen(inline_js = "export function js_mark() { performance.mark('warpwise:shell-mounted'); }")]
extern "C" {
    fn js_mark();
}
