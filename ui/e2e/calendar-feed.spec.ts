import { expect, test } from './fixtures';
import { DEMO, seriousViolations, signIn } from './helpers';

test.describe('calendar feed', () => {
  test('a client makes a calendar feed whose address serves its plan, and a new address or turning it off ends the old', async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO.client.email, DEMO.client.password);
    await page.goto('/dashboard#settings');
    const card = page.getByTestId('calendar-feed');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Create a calendar feed' }).click();
    const address = card.getByLabel("Your feed's address");
    await expect(address).toHaveValue(/\/api\/calendar\/[0-9a-f]{64}\.ics$/);
    const first = await address.inputValue();

    // Read as a calendar app reads it: no sign-in, the address is the key.
    const feed = await request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar');
    const text = await feed.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('X-WR-CALNAME:Bloom Botanicals content plan');
    expect(text).toMatch(/SUMMARY:Instagram: /);
    expect(await seriousViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/artifacts/calendar-feed-1280.png' });

    // A new address ends the one before it.
    await card.getByRole('button', { name: 'New address' }).click();
    await card.getByRole('button', { name: 'Make a new address' }).click();
    await expect(address).not.toHaveValue(first);
    const second = await address.inputValue();
    expect((await request.get(first)).status()).toBe(404);
    expect((await request.get(second)).status()).toBe(200);

    // After a reload the address is no longer shown; the card says when a calendar app last read it.
    await page.reload();
    await expect(card.getByTestId('calendar-feed-state')).toContainText('A calendar app last read it on');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/artifacts/calendar-feed-390.png' });

    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect(card.getByRole('button', { name: 'Create a calendar feed' })).toBeVisible();
    expect((await request.get(second)).status()).toBe(404);
  });
});
