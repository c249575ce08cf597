import type { CourseDetail } from './types';
import { id, live, FARHAN } from './shared';

export const serviceSecurityCourses: readonly CourseDetail[] = [
  {
    id: id(11),
    category: 'service-security',
    title: 'Web Application Security Essentials',
    subtitle: 'Find the holes in a web app before an attacker does.',
    description:
      'The OWASP Top 10 in practice: injection, broken authentication, XSS and how to defend against them.',
    topics: 'OWASP Top 10, SQL Injection, XSS, CSRF, Authentication, Secure Headers',
    instructor: FARHAN,
    level: 'Intermediate',
    type: 'Live',
    rating: 5,
    price: 3999,
    actualPrice: 6999,
    lastUpdated: '2025-05-05',
    language: 'English',
    learningPoints: [
      'Exploit and fix injection flaws in a lab',
      'Prevent cross-site scripting and CSRF',
      'Harden authentication and sessions',
      'Set secure headers and a content security policy',
    ],
    features: live(40, 3),
    ratings: {
      average: 5,
      totalReviews: 2,
      reviews: [
        {
          id: 'ws-1',
          name: 'Kunal Shah',
          rating: 5,
          date: '2025-04-14',
          comment: 'The hands-on labs are fantastic.',
        },
        {
          id: 'ws-2',
          name: 'Prerna Suri',
          rating: 5,
          date: '2025-03-29',
          comment: 'I now review every pull request differently.',
        },
      ],
    },
  },
  {
    id: id(12),
    category: 'service-security',
    title: 'Networking and Ethical Hacking Basics',
    subtitle: 'How networks work, and how they are attacked and defended.',
    description: 'TCP/IP, ports and packets, reconnaissance tools and responsible disclosure.',
    topics: 'TCP/IP, Nmap, Wireshark, Reconnaissance, Responsible Disclosure',
    instructor: FARHAN,
    level: 'Beginner',
    type: 'Live + Recorded',
    rating: 4.5,
    price: 2499,
    actualPrice: 4499,
    lastUpdated: '2025-01-30',
    language: 'Hindi',
    learningPoints: [
      'Explain how data travels across a network',
      'Capture and read packets with Wireshark',
      'Scan a network you are allowed to test',
      'Report a vulnerability responsibly',
    ],
    features: live(30, 2),
    ratings: {
      average: 4.5,
      totalReviews: 2,
      reviews: [
        {
          id: 'nh-1',
          name: 'Rahul Verma',
          rating: 5,
          date: '2025-01-12',
          comment: 'Loved the Wireshark labs.',
        },
        {
          id: 'nh-2',
          name: 'Nisha Gupta',
          rating: 4,
          date: '2024-12-28',
          comment: 'A great start in security.',
        },
      ],
    },
  },
];
