-- One plan list: the public site's plans are the billing plans (the `plans` table), so a price is
-- the same on the pricing page, on the client's Billing page and on the invoice. Settings › Public
-- site no longer keeps plans of its own: any it saved are dropped (the billing plans stand).
UPDATE site_branding SET overrides = json_remove(overrides, '$.plans') WHERE overrides IS NOT NULL;
UPDATE site_branding SET overrides = NULL WHERE overrides = '{}';

-- The data dir's branding.json may still list plans, as the operator's way to set them: they are
-- applied to the billing plans when the file's list changes (this is the list last applied), so an
-- edit made in Settings › Plans is not undone by the next restart.
ALTER TABLE site_branding ADD COLUMN file_plans TEXT;
