import { expect, test } from '@playwright/test';
import { logIn, openApp } from './helpers';

const COURSE_PATH =
  '/classes/web-development/full-stack-web-development-with-react-and-node/64c100000000000000000001';

// A real double click: two clicks with detail 1 and 2, the second after the first one's re-render.
test.describe('a double click writes once', () => {
  test('Add project sends the project once', async ({ page }) => {
    const creates: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/v1/projects/create')) creates.push(r.url());
    });
    await logIn(page, 'developer');
    await openApp(page, '/profile/edit');
    const form = page.getByRole('form', { name: 'Add a project' });
    await form.getByRole('textbox', { name: /^Title/ }).fill('Chess bot');
    await form
      .getByRole('textbox', { name: /^Description/ })
      .fill('Plays chess in the browser against you, with hints, takebacks and a rating.');
    await form.getByRole('combobox', { name: /^Category/ }).selectOption('Web Development');
    await form.getByRole('textbox', { name: /^Technologies/ }).fill('TypeScript');
    await form.getByRole('textbox', { name: /^Repository link/ }).fill('https://github.com/rahul-dev/chess');
    await form.getByRole('button', { name: 'Add project' }).dblclick();
    await expect(page).toHaveURL(/\/profile#projects$/);
    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('heading', { name: 'Chess bot' })).toHaveCount(1);
    expect(creates).toHaveLength(1);
  });

  test("Submit Review adds the review once, without 'Please add a comment and rating.'", async ({ page }) => {
    await logIn(page, 'student');
    await openApp(page, COURSE_PATH);
    await page.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Your review' }).fill('Clear and practical.');
    await page.getByRole('button', { name: 'Submit Review' }).dblclick();
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expect(reviews.getByText('Clear and practical.')).toHaveCount(1);
    await expect(page.getByText('Please add a comment and rating.')).toHaveCount(0);
  });
});
