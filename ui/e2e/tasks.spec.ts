import { expect, test, type APIRequestContext } from './fixtures';
import { apiToken, createAdmin, signIn, type Schemas } from './helpers';

async function createTaskViaApi(
  request: APIRequestContext,
  token: string,
  title: string,
  due = new Date(Date.now() + 86_400_000).toISOString(),
) {
  const headers = { Authorization: `Token ${token}` };
  const team = (await (await request.get('/api/team/', { headers })).json()) as Schemas['Paginated_Member'];
  const clients = (await (await request.get('/api/clients/', { headers })).json()) as Schemas['Paginated_Client'];
  const response = await request.post('/api/tasks/', {
    headers,
    data: {
      title,
      description: 'Made by the e2e test',
      client: clients.results[0]!.id,
      assigned_to: team.results[0]!.id,
      due_date: due,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('admin tasks', () => {
  test('create a task, drag it from Pending to Review, and the status survives a reload', async ({ page }) => {
    const admin = createAdmin('Kanban Admin');
    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#tasks');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tasks');
    for (const column of ['Pending', 'In Progress', 'Review', 'Completed'])
      await expect(page.getByRole('heading', { name: column, exact: true })).toBeVisible();
    for (const label of ['Total', 'Pending', 'In Progress', 'Review', 'Completed', 'Overdue', 'Completion Rate'])
      await expect(page.getByText(label, { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'New Task' }).click();
    const form = page.getByRole('dialog', { name: 'New Task' });
    await form.getByRole('button', { name: 'Create Task' }).click();
    for (const text of ['Title is required', 'Description is required', 'Client is required', 'Assignee is required'])
      await expect(form.getByText(text)).toBeVisible();
    await expect(form.getByLabel('Priority')).toHaveValue('medium');

    await form.getByLabel('Title').fill('Drag me to review');
    await form.getByLabel('Description').fill('Storyboard for the spring launch');
    await form.getByLabel('Client').selectOption({ index: 1 });
    // The assignee list is the agency's admins from /api/team/, so the new admin is in it.
    await form.getByLabel('Assigned to').selectOption({ label: 'Kanban Admin' });
    await form.getByLabel('Due date and time').fill('2031-03-04T10:30');
    await form.getByRole('button', { name: 'Create Task' }).click();
    await expect(form).toBeHidden();

    const pending = page.getByTestId('column-pending');
    const review = page.getByTestId('column-review');
    const card = page.getByRole('listitem', { name: 'Drag me to review' });
    await expect(pending.getByRole('listitem', { name: 'Drag me to review' })).toBeVisible();
    await card.dragTo(review);
    await expect(review.getByRole('listitem', { name: 'Drag me to review' })).toBeVisible();
    await expect(card.getByLabel('Status for Drag me to review')).toHaveValue('review');

    await page.reload();
    await expect(review.getByRole('listitem', { name: 'Drag me to review' })).toBeVisible();
    await expect(pending.getByRole('listitem', { name: 'Drag me to review' })).toHaveCount(0);

    // The keyboard way: the card's own status select.
    await card.getByLabel('Status for Drag me to review').selectOption('in-progress');
    await expect(
      page.getByTestId('column-in-progress').getByRole('listitem', { name: 'Drag me to review' }),
    ).toBeVisible();

    await card.getByRole('button', { name: 'Actions for Drag me to review' }).click();
    await card.getByRole('button', { name: 'Edit Task' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Task' });
    await expect(edit.getByLabel('Due date and time')).toHaveValue('2031-03-04T10:30');
    await edit.getByLabel('Title').fill('Dragged and edited');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('listitem', { name: 'Dragged and edited' })).toBeVisible();

    const edited = page.getByRole('listitem', { name: 'Dragged and edited' });
    await edited.getByRole('button', { name: 'Actions for Dragged and edited' }).click();
    await edited.getByRole('button', { name: 'Delete Task' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete task' });
    await expect(confirm).toContainText('Are you sure you want to delete this task?');
    await confirm.getByRole('button', { name: 'Delete Task' }).click();
    await expect(edited).toHaveCount(0);
  });

  test('bulk-complete three tasks, then bulk delete them', async ({ page, request }) => {
    const admin = createAdmin('Bulk Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const tag = `Bulk${Date.now().toString(36)}`;
    const titles = ['one', 'two', 'three'].map((t) => `${tag} ${t}`);
    for (const title of titles) await createTaskViaApi(request, token, title);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#tasks');
    await page.getByLabel('Search tasks').fill(tag);
    await page.getByRole('button', { name: 'List' }).click();
    const list = page.getByRole('list', { name: 'Tasks' });
    for (const title of titles) await list.getByRole('checkbox', { name: `Select ${title}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar).toContainText('3 tasks selected');
    await bar.getByLabel('Set status').selectOption('completed');
    await bar.getByRole('button', { name: 'Apply to 3' }).click();
    await expect(bar).toBeHidden();
    for (const title of titles) await expect(list.getByLabel(`Status for ${title}`)).toHaveValue('completed');

    await page.reload();
    await page.getByLabel('Filter by status').selectOption('completed');
    await page.getByLabel('Search tasks').fill(tag);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    for (const title of titles) await expect(list.getByRole('listitem', { name: title })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Select all shown tasks' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete tasks' });
    await expect(confirm).toContainText('Delete 3 tasks?');
    await confirm.getByRole('button', { name: 'Delete 3', exact: true }).click();
    await expect(list.getByRole('listitem')).toHaveCount(0);
    const left = await (
      await request.get(`/api/tasks/?search=${tag}`, { headers: { Authorization: `Token ${token}` } })
    ).json();
    expect(left.count).toBe(0);
  });

  test('the completed column shows five and view all switches to the completed list', async ({ page, request }) => {
    const admin = createAdmin('Completed Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const headers = { Authorization: `Token ${token}` };
    // Six of its own, so the counts below are exact whatever other tests completed.
    const tag = `Finished${Date.now().toString(36)}`;
    for (let i = 0; i < 6; i += 1) await createTaskViaApi(request, token, `${tag} ${i}`);
    const mine = (await (
      await request.get(`/api/tasks/?search=${tag}&page_size=100`, { headers })
    ).json()) as Schemas['Paginated_Task'];
    expect(mine.results).toHaveLength(6);
    const done = await request.post('/api/tasks/bulk_update/', {
      headers,
      data: { task_ids: mine.results.map((t) => t.id), status: 'completed' },
    });
    expect(done.status()).toBe(200);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#tasks');
    const completed = page.getByTestId('column-completed');
    await expect(completed.getByRole('listitem')).toHaveCount(5);
    await completed.getByRole('button', { name: /View all \d+ completed/ }).click();
    await expect(page.getByLabel('Filter by status')).toHaveValue('completed');
    const list = page.getByRole('list', { name: 'Tasks' });
    await page.getByLabel('Search tasks').fill(tag);
    await expect(list.getByRole('listitem')).toHaveCount(6);
  });

  test('overdue tasks are marked', async ({ page, request }) => {
    const admin = createAdmin('Overdue Admin');
    const token = await apiToken(request, admin.email, admin.password);
    const late = `Late ${Date.now().toString(36)}`;
    const onTime = `On time ${Date.now().toString(36)}`;
    await createTaskViaApi(request, token, late, new Date(Date.now() - 86_400_000).toISOString());
    await createTaskViaApi(request, token, onTime);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard#tasks');
    await page.getByLabel('Search tasks').fill(late);
    await expect(page.getByRole('listitem', { name: late }).getByText('Overdue', { exact: true })).toBeVisible();
    await page.getByLabel('Search tasks').fill(onTime);
    const card = page.getByRole('listitem', { name: onTime });
    await expect(card).toBeVisible();
    await expect(card.getByText('Overdue', { exact: true })).toHaveCount(0);
  });
});
