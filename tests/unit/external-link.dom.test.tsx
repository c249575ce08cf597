import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from '@/components/ui/external-link';

describe('ExternalLink: the one link from data to another site', () => {
  it('opens an http(s) address in a new tab, without opener or referrer, and says so', () => {
    render(<ExternalLink href=" https://example.org/repo ">Repository</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Repository (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.org/repo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '/relative/path', '', null, undefined])(
    'never makes a link of %s: it shows the fallback instead',
    (href) => {
      render(
        <ExternalLink href={href} fallback={<span>plain text</span>}>
          Open
        </ExternalLink>,
      );
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText('plain text')).toBeInTheDocument();
    },
  );
});
