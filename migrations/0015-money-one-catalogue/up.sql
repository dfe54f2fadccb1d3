-- One plan catalogue: a client's package is one of the billing plans (starter, pro, premium).
-- The old add-client packages go to the plan of the same rank (growth to pro; professional and
-- enterprise to premium); the fee agreed with each client stays as it was.
UPDATE clients SET package = 'pro' WHERE package = 'growth';
UPDATE clients SET package = 'premium' WHERE package IN ('professional', 'enterprise');
UPDATE clients SET package = '' WHERE package NOT IN ('', 'starter', 'pro', 'premium');

-- A client's payment status follows its invoices (it was also a flag an admin could set by hand,
-- which could read "paid" beside an overdue invoice): overdue when an open invoice is past due,
-- pending when one is open or nothing was billed yet, paid when everything billed is paid.
UPDATE clients SET payment_status = CASE
    WHEN EXISTS (SELECT 1 FROM invoices i WHERE i.client_id = clients.id AND i.status = 'pending'
                 AND i.due_date < date('now')) THEN 'overdue'
    WHEN EXISTS (SELECT 1 FROM invoices i WHERE i.client_id = clients.id AND i.status = 'pending')
      THEN 'pending'
    WHEN EXISTS (SELECT 1 FROM invoices i WHERE i.client_id = clients.id) THEN 'paid'
    ELSE 'pending' END;

-- What was received for a paid invoice: recorded with the payment date when it is marked paid.
ALTER TABLE invoices ADD COLUMN paid_amount_cents INTEGER CHECK (paid_amount_cents > 0);
UPDATE invoices SET paid_amount_cents = amount_cents WHERE status = 'paid';
