//! The index against a real database: what the log carries, and when the index is rebuilt
//! instead of caught up.

use std::sync::Arc;

use super::sync::{PRUNE_EVERY, catch_up, start};
use super::*;
use crate::db::Db;

struct World {
    dir: tempfile::TempDir,
    db: Db,
}

impl World {
    fn new() -> World {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("atrium.db"), 2).unwrap();
        crate::db::migrate::run(&mut db.writer_blocking().unwrap()).unwrap();
        World { dir, db }
    }

    fn index(&self) -> SearchIndex {
        super::open(self.dir.path()).unwrap()
    }

    /// Writes as any program would, straight into the database, without telling the index.
    fn sql(&self, sql: &str) {
        self.db
            .writer_blocking()
            .unwrap()
            .execute_batch(sql)
            .unwrap();
    }

    fn client(&self, id: i64, name: &str) {
        self.sql(&format!(
            "INSERT INTO clients (id, name, email, company, package, monthly_fee_cents, status,
                 payment_status, platforms, account_manager, created_at, updated_at)
             VALUES ({id}, '{name}', 'c{id}@x.test', '', 'starter', 0, 'active', 'paid', '[]',
                 '', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
        ));
    }

    fn post(&self, id: i64, client: i64, title: &str) {
        self.sql(&format!(
            "INSERT INTO content_posts (id, client_id, platform, title, content, status,
                 scheduled_date, author_role, created_at, updated_at)
             VALUES ({id}, {client}, 'instagram', '{title}', 'caption', 'draft',
                 '2026-02-01T00:00:00Z', 'admin', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')"
        ));
    }

    fn log_len(&self) -> i64 {
        let conn = self.db.read_blocking().unwrap();
        conn.query_row("SELECT COUNT(*) FROM search_log", [], |r| r.get(0))
            .unwrap()
    }
}

fn found(index: &SearchIndex, kind: Kind, words: &str) -> Vec<i64> {
    index.search(&Query::new(kind, words), 0, 50).unwrap().ids
}

#[test]
fn a_write_made_without_the_server_is_found_after_the_next_catch_up() {
    let w = World::new();
    let index = w.index();
    w.client(1, "Rhea Stone");
    w.post(10, 1, "Spring launch");
    assert_eq!(
        catch_up(&index, &w.db).unwrap(),
        2,
        "a rebuild of two documents"
    );
    assert_eq!(found(&index, Kind::Content, "spring"), vec![10]);

    // The server died between the database's commit and the index's: the log still has it.
    w.sql("UPDATE content_posts SET title = 'Autumn sale' WHERE id = 10");
    drop(index);
    let index = w.index();
    assert_eq!(
        catch_up(&index, &w.db).unwrap(),
        1,
        "only the one change is read"
    );
    assert_eq!(found(&index, Kind::Content, "autumn"), vec![10]);
    assert!(found(&index, Kind::Content, "spring").is_empty());
    assert_eq!(catch_up(&index, &w.db).unwrap(), 0, "nothing left to apply");
}

#[test]
fn a_renamed_client_is_found_by_its_new_name_in_its_posts() {
    let w = World::new();
    let index = w.index();
    w.client(1, "Rhea Stone");
    w.post(10, 1, "Launch");
    catch_up(&index, &w.db).unwrap();
    w.sql("UPDATE clients SET name = 'Orbit Coffee' WHERE id = 1");
    catch_up(&index, &w.db).unwrap();
    assert_eq!(found(&index, Kind::Content, "orbit"), vec![10]);
    assert_eq!(found(&index, Kind::Client, "orbit"), vec![1]);
}

#[test]
fn a_deleted_client_takes_its_posts_out_of_the_index() {
    let w = World::new();
    let index = w.index();
    w.client(1, "Rhea Stone");
    w.client(2, "Leo Martins");
    w.post(10, 1, "Launch");
    w.post(11, 2, "Launch");
    catch_up(&index, &w.db).unwrap();
    w.sql("DELETE FROM clients WHERE id = 1");
    catch_up(&index, &w.db).unwrap();
    assert_eq!(found(&index, Kind::Content, "launch"), vec![11]);
    assert!(found(&index, Kind::Client, "rhea").is_empty());
}

#[test]
fn an_index_made_for_another_database_is_rebuilt_not_caught_up() {
    let w = World::new();
    let index = w.index();
    w.client(1, "Rhea Stone");
    catch_up(&index, &w.db).unwrap();
    // Another database under the same index: the same log positions mean nothing there.
    w.sql(
        "UPDATE search_state SET epoch = 'another'; INSERT INTO clients (id, name, email,
           company, package, monthly_fee_cents, status, payment_status, platforms,
           account_manager, created_at, updated_at) SELECT 2, 'Leo Martins', 'l@x.test', '',
           'starter', 0, 'active', 'paid', '[]', '', created_at, updated_at FROM clients;
           DELETE FROM search_log;",
    );
    assert_eq!(
        catch_up(&index, &w.db).unwrap(),
        2,
        "both rows indexed afresh"
    );
    assert_eq!(found(&index, Kind::Client, "leo"), vec![2]);
}

#[test]
fn an_index_ahead_of_its_database_or_behind_what_was_pruned_is_rebuilt() {
    let w = World::new();
    let index = w.index();
    w.client(1, "Rhea Stone");
    w.client(2, "Leo Martins");
    catch_up(&index, &w.db).unwrap();
    // An older copy of the database: its log ends before the index's mark.
    w.sql(
        "DELETE FROM clients WHERE id = 2; DELETE FROM search_log;
           UPDATE sqlite_sequence SET seq = 1 WHERE name = 'search_log'",
    );
    assert_eq!(
        catch_up(&index, &w.db).unwrap(),
        1,
        "rebuilt from the one client left"
    );
    assert!(found(&index, Kind::Client, "leo").is_empty());

    // Entries the index never applied were pruned (by another index of the same database).
    w.client(3, "Nora North");
    w.sql(
        "UPDATE search_state SET pruned_through = 1000000; DELETE FROM search_log;
           UPDATE sqlite_sequence SET seq = 1000001 WHERE name = 'search_log'",
    );
    catch_up(&index, &w.db).unwrap();
    assert_eq!(found(&index, Kind::Client, "nora"), vec![3]);
}

#[test]
fn applied_log_entries_are_deleted_once_a_thousand_have_gathered() {
    let w = World::new();
    let index = w.index();
    w.client(1, "Rhea Stone");
    catch_up(&index, &w.db).unwrap();
    let rows: Vec<String> = (0..PRUNE_EVERY - 2)
        .map(|i| {
            format!(
                "UPDATE clients SET status = '{}' WHERE id = 1;",
                ["active", "paused"][i as usize % 2]
            )
        })
        .collect();
    w.sql(&rows.concat());
    catch_up(&index, &w.db).unwrap();
    assert!(w.log_len() > 0, "fewer than a thousand are kept");
    w.sql("UPDATE clients SET name = 'Rhea' WHERE id = 1; UPDATE clients SET name = 'Rhea S' WHERE id = 1;");
    catch_up(&index, &w.db).unwrap();
    assert_eq!(w.log_len(), 0);
    // The index still continues from the log afterwards.
    w.client(2, "Leo Martins");
    assert_eq!(catch_up(&index, &w.db).unwrap(), 1);
}

#[test]
fn a_large_catch_up_at_start_runs_behind_the_server_and_completes() {
    let w = World::new();
    w.client(1, "Rhea Stone");
    w.sql(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 25000)
         INSERT INTO content_posts (client_id, platform, title, content, status, scheduled_date,
             author_role, created_at, updated_at)
         SELECT 1, 'youtube', 'Reel ' || i, 'caption', 'draft', '2026-02-01T00:00:00Z', 'admin',
             '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z' FROM n",
    );
    let index = Arc::new(w.index());
    start(index.clone(), &w.db);
    assert!(
        index.is_rebuilding(),
        "the start left the work to a background thread"
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    while index.is_rebuilding() || index.doc_count() < 25_001 {
        assert!(std::time::Instant::now() < deadline, "the rebuild finished");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert_eq!(index.doc_count(), 25_001);
}

#[test]
fn a_small_catch_up_at_start_is_done_before_the_server_answers() {
    let w = World::new();
    w.client(1, "Rhea Stone");
    let index = Arc::new(w.index());
    start(index.clone(), &w.db);
    assert!(!index.is_rebuilding());
    assert_eq!(found(&index, Kind::Client, "rhea"), vec![1]);
}

#[test]
fn an_index_that_is_up_to_date_opens_no_writer_until_something_changes() {
    let w = World::new();
    let index = w.index();
    w.client(1, "Rhea Stone");
    catch_up(&index, &w.db).unwrap();
    drop(index);

    // A restart on an index that has seen everything: searches work, and nothing holds the
    // writer's threads and buffers.
    let index = w.index();
    assert_eq!(catch_up(&index, &w.db).unwrap(), 0);
    assert_eq!(found(&index, Kind::Client, "rhea"), vec![1]);
    assert!(
        index.writer().w.is_none(),
        "a writer was opened for nothing"
    );

    w.post(10, 1, "Launch");
    assert_eq!(catch_up(&index, &w.db).unwrap(), 1);
    assert!(index.writer().w.is_some());
    assert_eq!(found(&index, Kind::Content, "launch"), vec![10]);
}
