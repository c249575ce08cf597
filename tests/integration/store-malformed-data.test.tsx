import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TrainingsList } from '@/features/store/components/trainings-list';
import { renderRoute } from '../utils/render-route';

// The catalogues as a broken source might hand them over: the trainings are not a list, and a book carries a
// script link and a picture address that must not load.
vi.mock('@/data/trainings', () => ({ TRAININGS: { trainings: 'not a list' } }));
vi.mock('@/data/books', async (importOriginal) => {
  const { BOOKS } = await importOriginal<typeof import('@/data/books')>();
  return {
    BOOKS: [
      {
        ...BOOKS[0]!,
        id: 41,
        name: 'Tampered Book',
        image: 'javascript:alert(1)',
        buyLink: 'javascript:alert(1)',
        previewLink: '/relative/preview',
      },
      { broken: true },
      ...BOOKS.slice(1),
    ],
  };
});

describe('malformed catalogues', () => {
  it.each(['/store/tranings', '/store/trainings'])(
    "%s shows 'Error loading training data' when the list is not an array",
    async (path) => {
      renderRoute(path);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error loading training data');
      expect(screen.queryByRole('list', { name: 'Trainings' })).not.toBeInTheDocument();
      // The rest of the store still works.
      expect(screen.getByRole('link', { name: 'Books' })).toBeInTheDocument();
    },
  );

  it('a training page says the same instead of not found', async () => {
    renderRoute('/training-details/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error loading training data' }),
    ).toBeInTheDocument();
  });

  it('the list component decides from the data it is given', () => {
    const { rerender } = render(
      <MemoryRouter>
        <TrainingsList trainings={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading training data');
    rerender(
      <MemoryRouter>
        <TrainingsList trainings={[]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('No trainings yet.')).toBeInTheDocument();
  });

  it('skips an entry without id and name, and never links or loads anything but http(s)', async () => {
    renderRoute('/store/books');
    const list = within(await screen.findByRole('list', { name: 'Books' }));
    expect(list.getAllByRole('article')).toHaveLength(6);
    const cover = list.getByRole('img', { name: 'Cover of Tampered Book' });
    expect(cover.tagName).toBe('DIV');
    expect(cover).not.toHaveAttribute('src');
  });

  it('a detail page shows no buy or preview link for a script or relative address', async () => {
    renderRoute('/book-details/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tampered Book' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Preview/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(document.querySelector('img[src^="javascript:"]')).toBeNull();
  });
});
