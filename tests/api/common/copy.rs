//! A second app on a copy of a first one's data: the same rows, ids, tokens and files, for a test
//! that needs one arranged world many times over (the permission table asks each route in a world
//! of its own) without arranging it again each time.

use std::fs;
use std::path::Path;

use super::TestApp;
use atrium::config::AppConfig;
use rocket::local::asynchronous::Client;

impl TestApp {
    /// The copy reads the database in one snapshot (`VACUUM INTO`, as backups do) and copies every
    /// other file of the data dir; in-memory state (rate limits, open streams) starts empty, as on
    /// a restart.
    pub async fn copy(&self) -> TestApp {
        let dir = tempfile::tempdir().expect("temp dir");
        copy_files(self.dir.path(), dir.path());
        let snapshot = dir.path().join("atrium.db");
        self.state()
            .db
            .read(move |c| {
                c.execute("VACUUM INTO ?1", [snapshot.to_string_lossy()])?;
                Ok(())
            })
            .await
            .expect("snapshot of the database");
        let config = AppConfig {
            data_dir: dir.path().to_path_buf(),
            ..self.state().config.clone()
        };
        let rocket = atrium::app::build_rocket(config).expect("app builds");
        let client = Client::tracked(rocket).await.expect("rocket client");
        TestApp { client, dir }
    }
}

/// Every file under `from` but the database's own (`atrium.db`, its WAL and shared memory).
fn copy_files(from: &Path, to: &Path) {
    for entry in fs::read_dir(from).expect("read data dir") {
        let entry = entry.expect("dir entry");
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if entry.file_type().expect("file type").is_dir() {
            fs::create_dir(&target).expect("create dir");
            copy_files(&source, &target);
        } else if !entry.file_name().to_string_lossy().starts_with("atrium.db") {
            fs::copy(&source, &target).expect("copy file");
        }
    }
}
