import { seedId } from '../ids';
import type { DemoContributor } from '../types';

type Seed = [name: string, userType: 'Developer' | 'Student', contributions: number, bio: string];

/**
 * Contributors to the community's real-world projects. The first six are seeded accounts (their
 * userId is the account's id); the rest stand for users outside the demo's account list.
 * Counts repeat on purpose (ties across a page boundary), some bios are empty, and there are
 * 37 of them: three full pages of ten and a short last page.
 */
const accountContributors: { account: number; seed: Seed }[] = [
  {
    account: 2,
    seed: [
      'Rahul Mehta',
      'Developer',
      184,
      'Full-stack developer building APIs in Node and interfaces in React.',
    ],
  },
  { account: 10, seed: ['Dev Patel', 'Developer', 152, 'Backend engineer, Go and Postgres.'] },
  { account: 11, seed: ['Ananya Gupta', 'Developer', 139, 'Machine learning engineer.'] },
  {
    account: 1,
    seed: ['Asha Verma', 'Student', 97, 'Second-year CS student who loves building small web tools.'],
  },
  { account: 7, seed: ['Neha Sharma', 'Student', 64, 'Learning Python and data science.'] },
  { account: 8, seed: ['Karan Singh', 'Student', 41, ''] },
];

const others: Seed[] = [
  ['Aarav Malhotra', 'Developer', 171, 'Maintainer of the community UI kit; accessibility nerd.'],
  ['Diya Kulkarni', 'Developer', 163, 'React Native and design systems.'],
  ['Vivaan Chatterjee', 'Developer', 139, 'Rust in the morning, TypeScript in the evening.'],
  ['Ishaan Reddy', 'Student', 128, 'Final-year student, open-source contributor since school.'],
  ['Myra Banerjee', 'Developer', 121, ''],
  ['Kabir Joshi', 'Developer', 115, 'DevOps and CI pipelines; keeps the builds green.'],
  ['Saanvi Pillai', 'Student', 115, 'Data visualisation and dashboards.'],
  ['Reyansh Agarwal', 'Developer', 115, 'Writes the docs nobody else wants to write.'],
  ['Anika Desai', 'Student', 102, 'Learning Go by fixing small bugs.'],
  ['Arjun Nambiar', 'Developer', 97, 'Security reviews and dependency updates.'],
  ['Kiara Saxena', 'Student', 93, ''],
  ['Advait Mishra', 'Developer', 88, 'Android developer, Kotlin and Compose.'],
  ['Navya Bhatt', 'Student', 81, 'Frontend intern, loves CSS animations.'],
  ['Atharv Sinha', 'Developer', 77, 'Databases, query plans and indexes.'],
  ['Aadhya Rao', 'Student', 72, 'Competitive programmer turned web developer.'],
  ['Dhruv Thakur', 'Developer', 72, ''],
  ['Pari Choudhary', 'Student', 66, 'UI/UX design and Figma plugins.'],
  ['Krishna Iyer', 'Developer', 59, 'Cloud functions and serverless experiments.'],
  ['Ira Mehra', 'Student', 55, 'Machine learning beginner, Kaggle regular.'],
  ['Shaurya Ghosh', 'Developer', 48, 'Testing enthusiast: if it is not tested, it is broken.'],
  ['Tara Venkatesh', 'Student', 41, 'Building a study-planner app with friends.'],
  ['Yash Dubey', 'Developer', 36, ''],
  ['Riya Fernandes', 'Student', 30, 'First open-source pull request merged this year!'],
  ['Om Prakash', 'Student', 24, 'Python scripts for everything.'],
  ['Zara Qureshi', 'Developer', 19, 'Flutter and Firebase.'],
  ['Laksh Gupta', 'Student', 12, 'Just getting started.'],
  ['Meher Kaur', 'Student', 12, ''],
  ['Veer Arora', 'Student', 7, 'Learning Git one commit at a time.'],
  ['Nitya Prasad', 'Student', 3, 'Documentation fixes and translations.'],
  ['Rudra Jain', 'Student', 1, ''],
  ['Sia Varghese', 'Student', 1, 'Hello, world.'],
];

export function seedContributors(): DemoContributor[] {
  const fromAccounts = accountContributors.map(({ account, seed }) => ({
    userId: seedId(account, '64a1'),
    seed,
  }));
  // From …101 on: the board shows an id's first two and last three characters, which must not repeat an account's.
  const fromOthers = others.map((seed, i) => ({ userId: seedId(0x101 + i, '64e1'), seed }));
  return [...fromAccounts, ...fromOthers].map(
    ({ userId, seed: [name, userType, contributions, bio] }, i) => ({
      _id: seedId(i + 1, '64d1'),
      userId,
      userType,
      name,
      bio,
      profilePicture: '',
      contributions,
    }),
  );
}
