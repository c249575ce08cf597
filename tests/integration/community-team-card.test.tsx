import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamMemberCard } from '@/components/ui/team-member-card';
import type { TeamMember } from '@/data/team';

const member: TeamMember = {
  name: 'Priya Nair',
  position: 'Frontend Developer',
  description: 'Builds the class pages.',
  image: '/images/team/priya-nair.svg',
  instagram: 'https://www.instagram.com/priya.codershub/',
  linkedIn: 'https://www.linkedin.com/in/priya-nair-codershub/',
};

describe('the team-member card', () => {
  it('shows name, position, words, a sized portrait and both profile buttons opening safely', () => {
    render(<TeamMemberCard member={member} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.getByText('Frontend Developer')).toBeInTheDocument();
    expect(screen.getByText('Builds the class pages.')).toBeInTheDocument();
    const portrait = screen.getByRole('img', { name: 'Portrait of Priya Nair' });
    expect(portrait).toHaveAttribute('width', '112');
    expect(portrait).toHaveAttribute('height', '112');
    for (const [name, href] of [
      ['Priya Nair on Instagram (opens in a new tab)', member.instagram],
      ['Priya Nair on LinkedIn (opens in a new tab)', member.linkedIn],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the initials when the portrait fails to load', () => {
    render(<TeamMemberCard member={member} />);
    fireEvent.error(screen.getByRole('img', { name: 'Portrait of Priya Nair' }));
    expect(screen.getByRole('img', { name: "Priya Nair's avatar" })).toHaveTextContent('PN');
  });

  it('has no LinkedIn button without a link, and opens nothing that is not http(s)', () => {
    render(
      <TeamMemberCard
        member={{ ...member, linkedIn: undefined, instagram: 'javascript:alert(1)', image: 'data:x' }}
        headingLevel="h2"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Priya Nair's avatar" })).toHaveTextContent('PN');
  });
});
