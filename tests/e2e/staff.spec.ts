import { expect, test, type Page } from '@playwright/test';
import { logIn, openApp } from './helpers';

let phones = 0;

/** Creates the account (a fresh phone each time) and waits for it in the list. */
async function addStaff(page: Page, name: string, email: string, role: 'Teacher' | 'Admin') {
  const form = page.getByRole('region', { name: 'Add a staff user' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByLabel('Phone').fill(`91234${String(10000 + ++phones).slice(-5)}`);
  await form.getByLabel('First password').fill('FirstPass1');
  await form.getByRole('button', { name: 'Add staff user' }).click();
  await expect(
    page.getByRole('list', { name: 'Staff users' }).getByText(name, { exact: true }),
  ).toBeVisible();
}

test.describe('superadmin staff management', () => {
  test('adds, filters, deactivates, edits and deletes staff, and finds the list as left after a reload', async ({
    page,
  }) => {
    await logIn(page, 'superadmin');
    await openApp(page, '/superAdmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff management' })).toBeVisible();
    await expect(page.getByText(/switched off here can still sign in/)).toBeVisible();

    await addStaff(page, 'Nisha Rao', 'nisha.rao@school.dev', 'Teacher');
    await addStaff(page, 'Dev Admin', 'dev.admin@school.dev', 'Admin');
    await addStaff(page, 'Temp Teacher', 'temp@school.dev', 'Teacher');

    // A duplicate is refused at the field.
    const form = page.getByRole('region', { name: 'Add a staff user' });
    await form.getByLabel('Name', { exact: true }).fill('Nisha Again');
    await form.getByLabel('Email').fill('NISHA.RAO@school.dev');
    await form.getByLabel('Phone').fill('9123499999');
    await form.getByLabel('First password').fill('FirstPass1');
    await form.getByRole('button', { name: 'Add staff user' }).click();
    await expect(form.getByText('A staff user with this email already exists.')).toBeVisible();

    const list = page.getByRole('list', { name: 'Staff users' });
    const filters = page.getByRole('group', { name: 'Filter staff by role' });
    await filters.getByRole('button', { name: 'Admins' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Dev Admin')).toBeVisible();
    await filters.getByRole('button', { name: 'Teachers' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Dev Admin')).toHaveCount(0);
    await filters.getByRole('button', { name: 'All' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('switch', { name: 'Active: Nisha Rao' }).click();
    // The switch's name follows its state.
    await expect(page.getByRole('switch', { name: 'Inactive: Nisha Rao' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await page.getByRole('button', { name: 'Edit Dev Admin' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit staff user' });
    await edit.getByLabel('Name').fill('Devika Admin');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(list.getByText('Devika Admin')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Temp Teacher' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this staff user?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByText('Temp Teacher')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Temp Teacher' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(list.getByText('Temp Teacher')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff management' })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByText('Devika Admin')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Inactive: Nisha Rao' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: 'Active: Devika Admin' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(list.getByText('Temp Teacher')).toHaveCount(0);

    // The users table from the demo API is there too.
    await expect(
      page.getByRole('table', { name: 'All users' }).getByRole('rowheader', { name: 'Meera Iyer' }),
    ).toBeVisible();
  });
});

test.describe('staff management on a 375 px phone', () => {
  test('every column of the users table can be read, and the staff filters stay inside their card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, 'superadmin');
    await openApp(page, '/superAdmin');
    await addStaff(page, 'Nisha Rao', 'nisha.rao.with.a.long.address@school.dev', 'Teacher');

    // The filters stay within the card's content box, as the list under them does.
    const filters = page.getByRole('group', { name: 'Filter staff by role' });
    const overhang = await filters.evaluate((group) => {
      const card = group.closest('section')!;
      const style = getComputedStyle(card);
      const inner = card.getBoundingClientRect();
      const box = group.getBoundingClientRect();
      return {
        left: inner.left + parseFloat(style.paddingLeft) - box.left,
        right: box.right - (inner.right - parseFloat(style.paddingRight)),
      };
    });
    expect(overhang.left).toBeLessThanOrEqual(0);
    expect(overhang.right).toBeLessThanOrEqual(0);

    const table = page.getByRole('table', { name: 'All users' });
    await expect(table).toBeVisible();
    // Every cell of every row lies whole inside the screen, nothing clipped or scrolled away.
    const outside = await table.evaluate((t) => {
      const bad: string[] = [];
      for (const cell of t.querySelectorAll('tbody th, tbody td')) {
        const box = cell.getBoundingClientRect();
        const el = cell as HTMLElement;
        if (box.left < 0 || box.right > window.innerWidth || el.scrollWidth > el.clientWidth + 1)
          bad.push(`${el.textContent} (${Math.round(box.left)}–${Math.round(box.right)})`);
      }
      return bad;
    });
    expect(outside).toEqual([]);
    for (const text of ['student@codershub.dev', 'Active']) {
      const cell = table.getByText(text).first();
      await cell.scrollIntoViewIfNeeded();
      await expect(cell).toBeInViewport({ ratio: 1 });
    }
    // Each value says which column it belongs to.
    const row = table.locator('tbody tr').first();
    for (const label of ['Email', 'Role', 'Status']) {
      expect(
        await row.evaluate(
          (tr, l) => [...tr.children].some((cell) => getComputedStyle(cell, '::before').content.includes(l)),
          label,
        ),
        label,
      ).toBe(true);
    }
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});
