//! The reality check view: the source notes' scenarios measured on an H200 beside the toy model, a refinement fitted to every run (in-sample) and its leave-one-out predictions.
//!
//! Markup in the markup shell (`ui::app::start_markup`): the page is written once (`geometry::reality`),
//! and an effect redraws the chart in the palette on screen.

use std::sync::OnceLock;

use super::reactive::{Effect, StoredValue};

use super::browser;
use super::patch::{section, Patch};
use super::shared;
use crate::geometry::palette::palette;
use crate::geometry::reality::{chart_svg, page_html};
use crate::geometry::svg::escape;
use crate::model::i18n::fill;
use crate::model::prereg::rounds;
use crate::model::reality::{Analysis, RealityError, SHIPPED};
use crate::state::text::reality as t;
use crate::state::View;

/// The shipped measurements, parsed and fitted once.
pub fn analysis() -> &'static Result<Analysis, RealityError> {
    static ANALYSIS: OnceLock<Result<Analysis, RealityError>> = OnceLock::new();
    ANALYSIS.get_or_init(|| Analysis::from_json(SHIPPED, browser::JSON))
}

/// Writes the Reality check into `main` (the markup shell): its text once, its chart in the palette on
/// screen; false for any other view.
pub fn mount(view: View, main: &web_sys::Element) -> bool {
    if view != View::Reality {
        return false;
    }
    let lang = shared().lang.get_untracked();
    let a = match analysis() {
        Err(e) => {
            let page = format!(
                "<h1>{}</h1><p role=\"alert\">{}</p>",
                escape(View::Reality.name().get(lang)),
                escape(&fill(t::NOT_SHOWN.get(lang), &[&e.to_string()]))
            );
            section(main, "reality", "", &page);
            return true;
        }
        Ok(a) => a,
    };
    let page = page_html(a, &rounds(browser::JSON), lang);
    if let Some(root) = section(main, "reality", "reality-title", &page) {
        let projector = shared().projector;
        let patch = StoredValue::new_local(Patch::default());
        patch.update_value(|p| p.attach(root));
        Effect::new(move |_| {
            let chart = chart_svg(a, palette(projector.get()), lang);
            patch.update_value(|p| {
                p.html("reality-chart-host", &chart);
            });
        });
    }
    true
}
