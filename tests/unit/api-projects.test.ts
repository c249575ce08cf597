import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http/errors';
import {
  isProjectNotFound,
  readProjectAnswer,
  readProjectsAnswer,
  toProjectCard,
  toProjectCards,
} from '@/entities/project/projects';
import { readOk } from '../utils/read';

const specItem = {
  id: 'p1',
  title: 'Algorithm Visualizer',
  category: 'dsa',
  description: 'Step through algorithms.',
  image: '/projects/web.svg',
  userName: 'Vikram Rao',
  userImage: '',
  userRole: 'Teacher',
};

const deployedItem = {
  _id: '6650aa00bb11cc22dd33ee55',
  title: 'Resume Assistant',
  description: 'Ranks resumes.',
  Images: ['https://cdn.example.com/a.png', 'https://cdn.example.com/b.png'],
  repoLink: 'https://github.com/x/resume',
  liveLink: 'javascript:alert(1)',
  contributors: ['Ananya Gupta', 'Dev Patel'],
  techStack: ['Python', 'FastAPI'],
  tags: ['AI / ML', 'NLP'],
  createdAt: '2025-01-02T03:04:05.000Z',
};

describe('projects adapter', () => {
  it('reads the spec shape: list under projects with image, user and category as sent', () => {
    const [card] = toProjectCards(readOk(readProjectsAnswer, { success: true, projects: [specItem] }));
    expect(card).toMatchObject({
      id: 'p1',
      title: 'Algorithm Visualizer',
      category: 'dsa',
      description: 'Step through algorithms.',
      image: '/projects/web.svg',
      userName: 'Vikram Rao',
      userImage: '',
      userRole: 'Teacher',
      repoLink: null,
      liveLink: null,
    });
  });

  it('reads the deployed shape: data list, image ← Images[0], user ← first contributor, category ← first tag', () => {
    const [card] = toProjectCards(readOk(readProjectsAnswer, { success: true, data: [deployedItem] }));
    expect(card).toMatchObject({
      id: '6650aa00bb11cc22dd33ee55',
      image: 'https://cdn.example.com/a.png',
      images: ['https://cdn.example.com/a.png', 'https://cdn.example.com/b.png'],
      userName: 'Ananya Gupta',
      category: 'ai-ml',
      techStack: ['Python', 'FastAPI'],
      tags: ['AI / ML', 'NLP'],
      contributors: ['Ananya Gupta', 'Dev Patel'],
      repoLink: 'https://github.com/x/resume',
      createdAt: '2025-01-02T03:04:05.000Z',
    });
  });

  it('keeps only http(s) links: a javascript: live link becomes null', () => {
    expect(toProjectCard(deployedItem)?.liveLink).toBeNull();
    expect(
      toProjectCard({ id: 'q', githubLink: 'https://github.com/a/b', demoLink: 'http://demo.example.com/' }),
    ).toMatchObject({
      repoLink: 'https://github.com/a/b',
      liveLink: 'http://demo.example.com/',
    });
  });

  it('drops malformed items and repeated ids, keeping the rest; a project without a title is kept for the UI fallback', () => {
    const raw = readOk(readProjectsAnswer, {
      projects: [undefined, [], { title: 'No id' }, specItem, { id: 'p1' }, { id: 'bare' }],
    });
    const cards = toProjectCards(raw);
    expect(cards.map((c) => c.id)).toEqual(['p1', 'bare']);
    expect(cards[1]).toMatchObject({ title: '', description: '', image: '', userName: '', category: '' });
  });

  it('tolerates odd field types without losing the item', () => {
    expect(
      toProjectCard({
        _id: 'o',
        title: 99,
        Images: 'one.png',
        techStack: 'React',
        tags: [null, 'Web Development'],
      }),
    ).toMatchObject({
      title: '99',
      image: 'one.png',
      techStack: ['React'],
      category: 'web-development',
      createdAt: null,
    });
  });

  it('reads a single project under data (or project), and refuses a list there', () => {
    expect(toProjectCard(readOk(readProjectAnswer, { success: true, data: specItem }))?.id).toBe('p1');
    expect(toProjectCard(readOk(readProjectAnswer, { project: deployedItem }))?.id).toBe(deployedItem._id);
    expect(toProjectCard(readOk(readProjectAnswer, { success: true, data: [specItem] }))).toBeNull();
  });

  it('treats the 404 and an empty 2xx answer as not found, and nothing else', () => {
    expect(isProjectNotFound(new ApiError('Project not found'))).toBe(true);
    expect(isProjectNotFound(new ApiError('x', 404))).toBe(true);
    expect(isProjectNotFound(new ApiError('Server error: 500', 500))).toBe(false);
  });
});
