// The release binary embeds ui/dist and migrations/. rust-embed only tracks files that existed
// at the last build, so a UI rebuild with new hashed names would otherwise be missed.
fn main() {
    println!("cargo:rerun-if-changed=ui/dist");
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=assets");
}
