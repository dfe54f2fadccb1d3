//! Durability under the worst stop: the server is killed with SIGKILL while writers are busy,
//! again and again; every write it acknowledged is there after each restart and the database
//! passes its integrity check. `make test` runs 10 rounds; `make soak` runs more
//! (ATRIUM_KILL_ROUNDS).

use std::time::Duration;

use crate::common::binary::{Writers, login, missing_tasks, start};

fn rounds() -> usize {
    std::env::var("ATRIUM_KILL_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10)
}

#[test]
fn sigkill_under_concurrent_writes_never_loses_an_acknowledged_write() {
    let dir = tempfile::tempdir().unwrap();
    let mut acked: Vec<String> = Vec::new();
    let mut total_acked = 0;
    for round in 0..rounds() {
        // The first start seeds the demo agency (its admin signs in); later ones only restart.
        let (mut server, port) = start(dir.path(), round == 0);
        let admin = login(port, "admin@atrium.test", "atrium-admin");
        let writers = Writers::start(port, &admin, 3, &format!("Durable r{round}"));
        // Kill at a different moment each round.
        std::thread::sleep(Duration::from_millis(300 + (round as u64 * 137) % 500));
        server.0.kill().unwrap();
        server.0.wait().unwrap();
        acked.extend(writers.stop().into_iter().map(|(t, _)| t));
        drop(server);

        let conn = rusqlite::Connection::open(dir.path().join("atrium.db")).unwrap();
        let check: String = conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(check, "ok", "round {round}");
        let lost = missing_tasks(dir.path(), &acked);
        assert!(
            lost.is_empty(),
            "round {round}: acknowledged but lost: {lost:?}"
        );
        total_acked = acked.len();
    }
    assert!(
        total_acked >= rounds(),
        "the writers were writing: {total_acked}"
    );
    eprintln!(
        "{} SIGKILLs, {total_acked} acknowledged writes, 0 lost",
        rounds()
    );
}
