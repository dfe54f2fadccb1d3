//! Atrium: a self-hosted portal for social media agencies.

pub mod api;
pub mod app;
pub mod auth;
pub mod bank;
pub mod billing;
pub mod branding;
pub mod cli;
pub mod config;
pub mod db;
pub mod demo;
pub mod demo_billing;
pub mod demo_content;
pub mod demo_messages;
pub mod demo_social;
pub mod error;
pub mod events;
pub mod jobs;
pub mod mail;
pub mod media;
pub mod pdfdoc;
pub mod search;
pub mod social;
pub mod state;
pub mod storage;
pub mod validate;
pub mod web;
