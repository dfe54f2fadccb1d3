-- The publisher's look for approved posts whose time has come (every 30 s). It read them on the
-- status index, every approved post ever: the ones posted by hand and the ones of clients with no
-- account that may publish stay approved for good, and at a million posts one look took 3 s.
-- Per client, only the platforms Atrium publishes to, in date order: it now reads the clients
-- that may publish and, of each, the posts up to now.
CREATE INDEX content_posts_to_publish ON content_posts (client_id, scheduled_date)
    WHERE status = 'approved' AND platform IN ('instagram', 'youtube');
