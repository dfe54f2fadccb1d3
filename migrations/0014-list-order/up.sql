-- The content list is ordered by scheduled date, then id. The status index stopped at the date,
-- so a status-filtered page sorted each run of equal dates in a temporary tree: at a million
-- posts that made the filtered list the slowest page. With the id in the index the page is
-- read in order and stops after its rows.
DROP INDEX content_posts_status;
CREATE INDEX content_posts_status ON content_posts (status, scheduled_date DESC, id DESC);
