//! Every integration test in one binary: twenty binaries each linking the whole app (tantivy,
//! image, rustls) filled the CI disk and spent most of the test time linking.

mod common;

mod abuse_api;
mod admin_api;
mod analytics_api;
mod auth_api;
mod backup_api;
mod backup_cli;
mod billing_api;
mod cli;
mod clients_api;
mod config_example;
mod content_api;
mod content_figures;
mod content_files_api;
mod contract_api;
mod db_writes;
mod demo_data;
mod durability;
mod events_stream;
mod hostile_uploads;
mod hygiene;
mod idle_sockets;
mod layering;
mod limits_api;
mod live_events;
mod mail_words;
mod marketing_api;
mod messages_api;
mod money_api;
mod notifications_api;
mod openapi_precision;
mod permission_matrix;
mod preferences_api;
mod protocol_api;
mod registration_api;
mod search_scale;
mod shutdown;
mod site_api;
mod social_accounts_api;
mod social_connect_api;
mod spec_front_end;
mod tasks_api;
mod versions_api;
mod web_serving;
