import type { Role } from '@/lib/session/roles';

export interface HeroCopy {
  headline: string;
  subText: string;
  action: { label: string; to: string } | null;
}

/** The hero by role (second spec document, section 6). Logged-in users get Explore now / See classes instead of joining. */
export function heroCopy(role: Role | null): HeroCopy {
  switch (role) {
    case 'recruiter':
      return {
        headline: 'Transform Hiring with',
        subText: 'Find top talent',
        action: { label: 'Post a Job', to: '/career/post-job' },
      };
    case 'student':
      return {
        headline: 'Transform Your Learning with',
        subText: 'Learn skills with mentorship and live projects',
        action: { label: 'Start Learning', to: '/classes' },
      };
    case 'developer':
      return {
        headline: 'Transform Your Coding Career with',
        subText: 'Level up, collaborate, land a job',
        action: { label: 'Find a job', to: '/career' },
      };
    case 'teacher':
      return {
        headline: 'Transform Your Teaching with',
        subText: 'Create learning experiences',
        action: { label: 'Start a class', to: '/classes' },
      };
    case null:
      return {
        headline: 'Transform Your Tech Career with',
        subText: 'Join a community of coders: live classes, real-world projects and jobs in one place.',
        action: { label: 'Get Started', to: '/register' },
      };
    default:
      return {
        headline: 'Transform Your Tech Career with',
        subText: 'Live classes, real-world projects and jobs in one place.',
        action: null,
      };
  }
}
