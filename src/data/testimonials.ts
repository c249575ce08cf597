/** What learners say about the live classes (sample data, §1). */
export interface Testimonial {
  id: string;
  name: string;
  /** Who they are: course, year or job, so the quote has context. */
  role: string;
  quote: string;
  /** 1–5. */
  rating: number;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 't1',
    name: 'Aisha Qureshi',
    role: 'B.Tech student, now a front-end intern',
    quote:
      'The daily live classes kept me consistent. By the third month I had a portfolio project I could talk about in every interview.',
    rating: 5,
  },
  {
    id: 't2',
    name: 'Rohit Bhatt',
    role: 'Backend developer, Pune',
    quote:
      'One-on-one mentoring is the part I did not expect. My mentor reviewed my code line by line and I learnt more than in a year alone.',
    rating: 5,
  },
  {
    id: 't3',
    name: 'Mitali Desai',
    role: 'Switched from support to software testing',
    quote:
      'I missed a few sessions because of night shifts, and the recordings meant I never fell behind. The chat group answered my doubts within hours.',
    rating: 4,
  },
  {
    id: 't4',
    name: 'Arjun Singh',
    role: 'Final-year student, Flutter developer',
    quote:
      'Projects, not slides. I built and published an app during the course, and the career support helped me turn it into an offer.',
    rating: 5,
  },
  {
    id: 't5',
    name: 'Farah Khan',
    role: 'Data analyst, Hyderabad',
    quote:
      'Classes in Hindi and English, on my phone during the commute. It is the first course I have actually finished.',
    rating: 5,
  },
  {
    id: 't6',
    name: 'Kunal Shah',
    role: 'Security engineer',
    quote:
      'The security labs are the closest thing to real work I have seen in a course. Worth every rupee of the subscription.',
    rating: 4,
  },
];
