//! The timeline figure: the geometry module's standalone SVG, drawn into the page in the current palette.

use leptos::prelude::*;

use super::figure::Figure;

use crate::geometry::palette::palette;
use crate::geometry::timeline::{describe, layout, timeline_svg, Frame};
use crate::model::i18n::Lang;
use crate::model::pricing::{Region, RegionCost};
use crate::state::text::timeline::FIGURE;

/// The markup of the figure for a priced region in one palette (also what the exports save, never
/// `narrow`: a file is read on any screen).
pub fn figure_markup(
    region: &Region,
    cost: &RegionCost,
    projector: bool,
    narrow: bool,
    lang: Lang,
) -> String {
    let colours = palette(projector);
    let frame = if narrow && !projector {
        Frame::narrow(colours.font_size)
    } else {
        Frame::for_font(colours.font_size)
    };
    timeline_svg(
        &layout(region, cost, frame),
        colours,
        &describe(region, cost, lang),
        lang,
    )
}

#[component]
pub fn TimelineFigure(
    #[prop(into)] priced: Signal<Option<(Region, RegionCost)>>,
    #[prop(into)] projector: Signal<bool>,
) -> impl IntoView {
    let lang = super::shared().lang.get_untracked();
    let label = FIGURE.get(lang);
    // A phone draws the figure in a frame its screen shows whole; turning the phone redraws it.
    let narrow = RwSignal::new(super::browser::narrow_screen());
    super::browser::listen(leptos::ev::resize, move |_| {
        let now = super::browser::narrow_screen();
        if narrow.get_untracked() != now {
            narrow.set(now);
        }
    });
    let markup = Signal::derive(move || {
        let on = projector.get();
        let narrow = narrow.get();
        priced.with(|p| {
            p.as_ref()
                .map(|(region, cost)| figure_markup(region, cost, on, narrow, lang))
                .unwrap_or_default()
        })
    });
    view! {
        <Figure class="timeline__figure-host" label=label svg=markup />
    }
}
