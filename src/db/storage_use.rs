//! What one client's uploads take on disk: its message attachments and its posts' images, as
//! the rows record them (thumbnails, a few KB each, are not counted).

use rusqlite::Connection;

use crate::error::ApiResult;

#[derive(Debug, Clone, Copy, Default)]
pub struct Used {
    pub attachments: i64,
    pub images: i64,
}

impl Used {
    pub fn total(self) -> i64 {
        self.attachments + self.images
    }
}

pub fn of_client(conn: &Connection, client_id: i64) -> ApiResult<Used> {
    Ok(conn.query_row(
        "SELECT (SELECT COALESCE(SUM(bytes), 0) FROM files WHERE client_id = ?1),
                (SELECT COALESCE(SUM(i.bytes), 0) FROM content_images i
                 JOIN content_posts p ON p.id = i.post_id WHERE p.client_id = ?1)",
        [client_id],
        |r| {
            Ok(Used {
                attachments: r.get(0)?,
                images: r.get(1)?,
            })
        },
    )?)
}
