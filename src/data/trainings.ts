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

/**
 * Real trainings and courses, each linking to the page where it is held. Prices, ratings and review counts are
 * this store's sample figures, not the provider's.
 */
export const TRAININGS: readonly Training[] = [
  {
    id: 1,
    name: 'Meta Front-End Developer Professional Certificate',
    description:
      "Meta's self-paced programme on Coursera, from HTML, CSS and JavaScript to React, version control and UX and UI design basics, ending with a capstone project and coding-interview practice.",
    type: 'training',
    platform: 'Coursera',
    link: 'https://www.coursera.org/professional-certificates/meta-front-end-developer',
    image: '/images/store/trainings/full-stack.svg',
    price: 14999,
    duration: 'About 7 months',
    level: 'Beginner',
    rating: 4.8,
    reviews: 642,
    language: 'English',
    certificate: true,
    skills: ['HTML & CSS', 'JavaScript', 'React', 'Version control', 'UX and UI design'],
    instructor: {
      name: 'Meta Staff',
      image: '/images/store/instructors/rahul-sharma.svg',
      company: 'Meta',
    },
  },
  {
    id: 2,
    name: 'Data Structures and Algorithms Specialization',
    description:
      'A series of courses from UC San Diego on Coursera: algorithmic toolbox, data structures, algorithms on graphs and on strings, with programming assignments graded automatically in the language you choose.',
    type: 'training',
    platform: 'Coursera',
    link: 'https://www.coursera.org/specializations/data-structures-algorithms',
    image: '/images/store/trainings/dsa.svg',
    price: 4999,
    duration: 'Self-paced, several months',
    level: 'Intermediate',
    rating: 4.7,
    reviews: 1180,
    language: 'English',
    certificate: true,
    skills: ['Arrays', 'Trees', 'Graphs', 'Dynamic programming', 'Problem solving'],
    instructor: {
      name: 'UC San Diego faculty',
      image: '/images/store/instructors/sneha-reddy.svg',
      company: 'University of California San Diego',
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
    name: 'Android Basics with Compose',
    description:
      "Google's free course for building Android apps with Kotlin and Jetpack Compose, from a first app to layouts, navigation, data and networking, in units with codelabs and quizzes.",
    type: 'training',
    platform: 'Android Developers',
    link: 'https://developer.android.com/courses/android-basics-compose/course',
    image: '/images/store/trainings/android.svg',
    price: 0,
    duration: 'Self-paced, 7 units',
    level: 'Beginner',
    rating: 4.5,
    reviews: 388,
    language: 'English',
    certificate: false,
    skills: ['Kotlin', 'Jetpack Compose', 'Room', 'Retrofit'],
    instructor: {
      name: 'Android Developer Relations',
      image: '/images/store/instructors/aman-qureshi.svg',
      company: 'Google',
    },
  },
  {
    id: 5,
    name: 'Google UX Design Professional Certificate',
    description:
      "Google's self-paced video programme on Coursera: the design process, user research, wireframes and prototypes in Figma, and three portfolio projects to show recruiters.",
    type: 'video',
    platform: 'Coursera',
    link: 'https://www.coursera.org/professional-certificates/google-ux-design',
    image: '/images/store/trainings/ui-design.svg',
    price: 1999,
    duration: 'About 6 months',
    level: 'Beginner',
    rating: 4.4,
    reviews: 517,
    language: 'English',
    certificate: true,
    skills: ['Figma', 'User research', 'Wireframing', 'Prototyping'],
    instructor: {
      name: 'Google Career Certificates',
      image: '/images/store/instructors/ishita-banerjee.svg',
      company: 'Google',
    },
  },
  {
    id: 6,
    name: 'Kubernetes and Cloud Native Essentials (LFS250)',
    description:
      "The Linux Foundation's self-paced introduction to containers, Kubernetes and the cloud native ecosystem: orchestration, architecture, observability and delivery, and a start towards the KCNA exam.",
    type: 'training',
    platform: 'The Linux Foundation',
    link: 'https://training.linuxfoundation.org/training/kubernetes-and-cloud-native-essentials-lfs250/',
    image: '/images/store/trainings/cloud.svg',
    price: 11999,
    duration: 'Self-paced',
    level: 'Beginner',
    rating: 4.6,
    reviews: 276,
    language: 'English',
    certificate: true,
    skills: ['Containers', 'Kubernetes', 'Cloud native architecture', 'Observability'],
    instructor: {
      name: 'Linux Foundation Training',
      image: '/images/store/instructors/vikram-shetty.svg',
      company: 'The Linux Foundation',
    },
  },
];
