/** A training in the store's built-in sample catalogue (spec §3, Training). */
export type TrainingType = 'training' | 'video';

export interface TrainingInstructor {
  name: string;
  /** A same-origin path or an http(s) URL. */
  image: string;
  company: string;
}

export interface Training {
  id: number;
  name: string;
  description: string;
  type: TrainingType;
  platform: string;
  /** Where the training is held or watched. */
  link: string;
  /** A same-origin path or an http(s) URL. */
  image: string;
  /** Rupees; 0 reads 'Free'. */
  price: number;
  duration: string;
  level: string;
  /** Average, 1 to 5. */
  rating: number;
  /** How many reviews the rating is based on. */
  reviews: number;
  language: string;
  certificate: boolean;
  skills: readonly string[];
  instructor: TrainingInstructor;
}

export const TRAININGS: readonly Training[] = [
  {
    id: 1,
    name: 'Full-Stack Web Development Bootcamp',
    description:
      'Twelve weeks of live evening classes from HTML to a deployed full-stack app: React on the front, Node.js and MongoDB on the back, with code reviews on every project.',
    type: 'training',
    platform: 'CodersHub Live',
    link: 'https://learn.codershub.example/full-stack-bootcamp',
    image: '/images/store/trainings/full-stack.svg',
    price: 14999,
    duration: '12 weeks',
    level: 'Beginner',
    rating: 4.8,
    reviews: 642,
    language: 'English',
    certificate: true,
    skills: ['HTML & CSS', 'React', 'Node.js', 'MongoDB', 'Git'],
    instructor: {
      name: 'Rahul Sharma',
      image: '/images/store/instructors/rahul-sharma.svg',
      company: 'CodersHub',
    },
  },
  {
    id: 2,
    name: 'DSA in 60 Days',
    description:
      'A daily plan through the data structures and algorithms that interviews ask about, with two live problem-solving sessions a week and a mock interview at the end.',
    type: 'training',
    platform: 'CodersHub Live',
    link: 'https://learn.codershub.example/dsa-60-days',
    image: '/images/store/trainings/dsa.svg',
    price: 4999,
    duration: '60 days',
    level: 'Intermediate',
    rating: 4.7,
    reviews: 1180,
    language: 'Hinglish',
    certificate: true,
    skills: ['Arrays', 'Trees', 'Graphs', 'Dynamic programming', 'Problem solving'],
    instructor: {
      name: 'Sneha Reddy',
      image: '/images/store/instructors/sneha-reddy.svg',
      company: 'Finlytics',
    },
  },
  {
    id: 3,
    name: 'Git and GitHub in 90 Minutes',
    description:
      'A recorded walkthrough of the Git you use every day: commits, branches, merges, pull requests and how to undo mistakes without panic.',
    type: 'video',
    platform: 'YouTube',
    link: 'https://www.youtube.com/@codershub',
    image: '/images/store/trainings/git.svg',
    price: 0,
    duration: '1 h 30 min',
    level: 'Beginner',
    rating: 4.6,
    reviews: 2310,
    language: 'English',
    certificate: false,
    skills: ['Git', 'GitHub', 'Pull requests'],
    instructor: {
      name: 'Rahul Sharma',
      image: '/images/store/instructors/rahul-sharma.svg',
      company: 'CodersHub',
    },
  },
  {
    id: 4,
    name: 'Android Apps with Kotlin',
    description:
      'Build three Android apps with Kotlin and Jetpack Compose, from layouts and navigation to local storage, networking and publishing on the Play Store.',
    type: 'training',
    platform: 'CodersHub Academy',
    link: 'https://learn.codershub.example/android-kotlin',
    image: '/images/store/trainings/android.svg',
    price: 7999,
    duration: '8 weeks',
    level: 'Intermediate',
    rating: 4.5,
    reviews: 388,
    language: 'English',
    certificate: true,
    skills: ['Kotlin', 'Jetpack Compose', 'Room', 'Retrofit'],
    instructor: {
      name: 'Aman Qureshi',
      image: '/images/store/instructors/aman-qureshi.svg',
      company: 'AppNest',
    },
  },
  {
    id: 5,
    name: 'UI Design Fundamentals',
    description:
      'A self-paced video course on layout, typography, colour and components in Figma, ending with a portfolio case study you can show recruiters.',
    type: 'video',
    platform: 'CodersHub Academy',
    link: 'https://learn.codershub.example/ui-design',
    image: '/images/store/trainings/ui-design.svg',
    price: 1999,
    duration: '6 h 45 min',
    level: 'Beginner',
    rating: 4.4,
    reviews: 517,
    language: 'English',
    certificate: true,
    skills: ['Figma', 'Typography', 'Colour', 'Design systems'],
    instructor: {
      name: 'Ishita Banerjee',
      image: '/images/store/instructors/ishita-banerjee.svg',
      company: 'Pixel Bloom',
    },
  },
  {
    id: 6,
    name: 'Cloud and DevOps Essentials',
    description:
      'Containers, CI/CD pipelines, infrastructure as code and monitoring on a real cloud account, in ten weekend sessions with hands-on labs.',
    type: 'training',
    platform: 'CodersHub Live',
    link: 'https://learn.codershub.example/cloud-devops',
    image: '/images/store/trainings/cloud.svg',
    price: 11999,
    duration: '10 weekends',
    level: 'Advanced',
    rating: 4.6,
    reviews: 276,
    language: 'English',
    certificate: true,
    skills: ['Docker', 'Kubernetes', 'GitHub Actions', 'Terraform', 'Monitoring'],
    instructor: {
      name: 'Vikram Shetty',
      image: '/images/store/instructors/vikram-shetty.svg',
      company: 'CloudPeak',
    },
  },
];
