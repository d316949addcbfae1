//! The views' own words in English and Hinglish, one module per view, each text defined once.

pub mod about;
pub mod home;
pub mod timeline;
