//! The views' own words in English and Hinglish, one module per view, each text defined once.

pub mod about;
pub mod cards;
pub mod home;
pub mod lab;
pub mod ladder;
pub mod layouts;
pub mod learn;
pub mod reality;
pub mod stepper;
pub mod timeline;
pub mod tree;
