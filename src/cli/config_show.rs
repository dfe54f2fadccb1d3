//! `atrium config show`: the configuration in effect, every key with where its value came from
//! (default, the config file, or an ATRIUM_* variable), secrets masked.

use clap::Subcommand;

use super::CliResult;
use crate::config::{AppConfig, ENV_PREFIX, Sources};

#[derive(Subcommand, Debug)]
pub enum ConfigCommand {
    /// Print the effective configuration and where each value came from
    Show,
}

/// Keys whose values are never printed.
fn secret(key: &str) -> bool {
    key.ends_with("password") || key.ends_with("secret") || key.ends_with("secret_key")
}

/// `a.b = value` for every leaf of a TOML table.
fn flatten(prefix: &str, table: &toml::Table, out: &mut Vec<(String, toml::Value)>) {
    for (k, v) in table {
        let key = if prefix.is_empty() {
            k.clone()
        } else {
            format!("{prefix}.{k}")
        };
        match v {
            toml::Value::Table(inner) => flatten(&key, inner, out),
            other => out.push((key, other.clone())),
        }
    }
}

fn lookup<'a>(table: &'a toml::Table, key: &str) -> Option<&'a toml::Value> {
    let mut parts = key.split('.');
    let mut value = table.get(parts.next()?)?;
    for part in parts {
        value = value.as_table()?.get(part)?;
    }
    Some(value)
}

pub fn run(config: &AppConfig, sources: &Sources, cmd: ConfigCommand) -> CliResult {
    let ConfigCommand::Show = cmd;
    let file = sources
        .config_file
        .clone()
        .or_else(|| Some(config.data_dir.join("config.toml")).filter(|p| p.is_file()));
    let from_file: toml::Table = match &file {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|e| format!("{}: {e}", path.display()))?
            .parse()
            .map_err(|e| format!("{}: {e}", path.display()))?,
        None => toml::Table::new(),
    };
    let effective = toml::Table::try_from(config).map_err(|e| e.to_string())?;
    let mut leaves = Vec::new();
    flatten("", &effective, &mut leaves);
    let mut out = format!(
        "# The configuration in effect; config file: {}\n",
        file.as_ref()
            .map_or("none".to_string(), |p| p.display().to_string())
    );
    for (key, value) in leaves {
        let env = format!("{ENV_PREFIX}{}", key.replace('.', "__").to_uppercase());
        let source = if key == "data_dir" && sources.data_dir.is_some() {
            "--data-dir or ATRIUM_DATA_DIR".to_string()
        } else if std::env::var_os(&env).is_some() {
            env
        } else if lookup(&from_file, &key).is_some() {
            "config file".to_string()
        } else {
            "default".to_string()
        };
        let shown = match &value {
            toml::Value::String(s) if secret(&key) && !s.is_empty() => "\"********\"".to_string(),
            other => other.to_string(),
        };
        out.push_str(&format!("{key} = {shown}  # {source}\n"));
    }
    // One write, and a closed pipe (`| head`) is not an error.
    let _ = std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes());
    Ok(())
}
