//! The Learn view's article text as markup: a topic's paragraphs and its code pairs, escaped. Written as
//! one string because it never changes while the topic is on screen, which keeps per-element view code
//! out of the bundle (README "Performance").

use super::svg::escape;
use crate::model::i18n::Lang;
use crate::model::learn::Topic;

/// The paragraphs, then (when the topic has code) a heading and each snippet as a captioned, labelled,
/// focusable region that scrolls sideways on a narrow screen.
pub fn article_html(topic: &Topic, code_heading: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(4096);
    for p in topic.paragraphs {
        out.push_str(&format!("<p>{}</p>", escape(p.get(lang))));
    }
    if !topic.code.is_empty() {
        out.push_str(&format!(
            "<h3>{}</h3><div class=\"learn__code\">",
            escape(code_heading)
        ));
        for (caption, code) in topic.code {
            let caption = escape(caption.get(lang));
            out.push_str(&format!(
                "<figure><figcaption>{caption}</figcaption><pre tabindex=\"0\" role=\"region\" aria-label=\"{caption}\"><code>{}</code></pre></figure>",
                escape(code)
            ));
        }
        out.push_str("</div>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::learn::TOPICS;

    #[test]
    fn every_topic_is_written_out_escaped() {
        for topic in TOPICS {
            for lang in Lang::ALL {
                let html = article_html(topic, "Code", lang);
                assert_eq!(
                    html.matches("<p>").count(),
                    topic.paragraphs.len(),
                    "{}",
                    topic.key
                );
                assert_eq!(
                    html.matches("<pre ").count(),
                    topic.code.len(),
                    "{}",
                    topic.key
                );
                assert!(
                    !html.contains("<<") && !html.contains("&&"),
                    "{}: unescaped",
                    topic.key
                );
            }
        }
        let with_code = TOPICS
            .iter()
            .find(|t| !t.code.is_empty())
            .expect("a topic with code");
        let html = article_html(with_code, "Code", Lang::En);
        assert!(html.contains("<h3>Code</h3>") && html.contains("aria-label=\""));
    }
}
