import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchSuggestions } from '@/features/search/api/search';
import { renderRoute } from '../utils/render-route';

describe('search results of the academics group', () => {
  it('answers with both roles the backend uses for classes, Course and the deployed Classes', async () => {
    const roles = new Set((await fetchSuggestions('e')).map((r) => r.role));
    expect(roles).toContain('Course');
    expect(roles).toContain('Classes');
  });

  it('open a course page that exists, showing the course that was found, never "Course Not Found"', async () => {
    const academics = (await fetchSuggestions('e')).filter((r) => r.group === 'academics');
    expect(academics.length).toBeGreaterThan(3);
    for (const result of academics) {
      expect(result.href, result.label).toMatch(/^\/classes\/[a-z-]+\/[a-z0-9-]+\/[A-Za-z0-9_-]+$/);
      renderRoute(result.href!);
      expect(
        await screen.findByRole('heading', { level: 1, name: result.label }),
        `${result.role} ${result.label}`,
      ).toBeInTheDocument();
      expect(screen.queryByText('Course Not Found')).not.toBeInTheDocument();
      cleanup();
    }
  });
});
