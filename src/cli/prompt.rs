//! Reading answers and secrets from a person or a script.

use std::io::{BufRead, IsTerminal, Write};

pub fn is_terminal() -> bool {
    std::io::stdin().is_terminal()
}

/// Asks on the terminal, offering a default that Enter accepts.
pub fn ask(question: &str, default: &str) -> Result<String, String> {
    if default.is_empty() {
        print!("{question}: ");
    } else {
        print!("{question} [{default}]: ");
    }
    std::io::stdout().flush().map_err(|e| e.to_string())?;
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    let line = line.trim();
    Ok(if line.is_empty() {
        default.to_string()
    } else {
        line.to_string()
    })
}

/// One line from standard input, for `--password-stdin`.
pub fn read_stdin_line() -> Result<String, String> {
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    Ok(line.trim_end_matches(['\r', '\n']).to_string())
}

/// The password from stdin, `ATRIUM_ADMIN_PASSWORD`, or a hidden prompt, in that order.
pub fn password(from_stdin: bool) -> Result<String, String> {
    if from_stdin {
        return read_stdin_line();
    }
    if let Ok(p) = std::env::var("ATRIUM_ADMIN_PASSWORD") {
        return Ok(p);
    }
    if is_terminal() {
        let first = rpassword::prompt_password("Password: ").map_err(|e| e.to_string())?;
        let again = rpassword::prompt_password("Repeat password: ").map_err(|e| e.to_string())?;
        if first != again {
            return Err("the passwords do not match".into());
        }
        return Ok(first);
    }
    Err("no password given: use --password-stdin or ATRIUM_ADMIN_PASSWORD".into())
}
