import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';
import { demoAccount } from '../utils/session';

async function myClasses() {
  const section = await screen.findByRole('region', { name: 'My classes' });
  return section;
}

describe('the teacher dashboard', () => {
  it('lists exactly the classes the signed-in teacher teaches, under #my-classes', async () => {
    renderRoute('/teacher-dashboard', { as: 'teacher' });
    const teacher = demoAccount('teacher');
    const expected = getDb()
      .classes.filter((c) => c.instructor.name === teacher.name)
      .map((c) => c.title);
    expect(expected.length).toBeGreaterThan(0);
    const section = await myClasses();
    expect(section).toHaveAttribute('id', 'my-classes');
    const list = await within(section).findByRole('list', { name: 'My classes' });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')!.textContent);
    expect(titles).toEqual(expected);
    const stats = screen.getByText('Classes').closest('div')!;
    expect(stats).toHaveTextContent(String(expected.length));
  });

  it("names each class's category as the rest of the site does (DSA, not Dsa)", async () => {
    renderRoute('/teacher-dashboard', { as: 'teacher' });
    const list = await within(await myClasses()).findByRole('list', { name: 'My classes' });
    const dsa = within(list).getByText('Data Structures and Algorithms Masterclass').closest('li')!;
    expect(dsa).toHaveTextContent(/^Data Structures and Algorithms MasterclassDSA · /);
  });

  it('links each class to its page', async () => {
    renderRoute('/teacher-dashboard', { as: 'teacher' });
    const section = await myClasses();
    const first = getDb().classes.find((c) => c.instructor.name === demoAccount('teacher').name)!;
    const link = await within(section).findByRole('link', { name: `View class: ${first.title}` });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^/classes/[a-z-]+/[a-z0-9-]+/${first.id}$`));
  });

  it('matches the deployed shape by teacher name, and by teacherId when the class has one', async () => {
    const teacher = demoAccount('teacher');
    server.use(
      http.get('*/v1/classes/all', () =>
        HttpResponse.json({
          success: true,
          count: 4,
          classes: [
            {
              _id: 'c1',
              className: 'Graphs in depth',
              teacherName: 'vikram  RAO',
              teacherRating: 4.5,
              teacherId: null,
            },
            {
              _id: 'c2',
              className: 'Same name, other teacher',
              teacherName: teacher.name,
              teacherId: { _id: 'someone-else', name: teacher.name },
            },
            {
              _id: 'c3',
              className: 'By id',
              teacherName: 'V. Rao',
              teacherRating: 3.5,
              teacherId: { _id: teacher._id, name: 'V. Rao' },
            },
            {
              _id: 'c4',
              className: 'Not mine',
              teacherName: 'Kavya Menon',
              teacherRating: 5,
              teacherId: null,
            },
          ],
        }),
      ),
    );
    renderRoute('/teacher-dashboard', { as: 'teacher' });
    const list = await within(await myClasses()).findByRole('list', { name: 'My classes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')!.textContent),
    ).toEqual(['Graphs in depth', 'By id']);
    expect(screen.getByText('Average rating').closest('div')).toHaveTextContent('4.0');
  });

  it('says so when no class lists the teacher', async () => {
    server.use(
      http.get('*/v1/classes/all', () =>
        HttpResponse.json({ data: [{ id: 'x', title: 'Other', instructor: { name: 'Someone Else' } }] }),
      ),
    );
    renderRoute('/teacher-dashboard', { as: 'teacher' });
    expect(await screen.findByText('No classes list you as their instructor yet.')).toBeInTheDocument();
    expect(screen.queryByText('Average rating')).not.toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    server.use(
      http.get('*/v1/classes/all', () =>
        HttpResponse.json({ success: false, message: 'Classes are resting' }, { status: 400 }),
      ),
    );
    renderRoute('/teacher-dashboard', { as: 'teacher' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Classes are resting');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
