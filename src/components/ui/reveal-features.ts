// The animation features of framer-motion, in their own chunk: Reveal loads them after the first paint.
import { domAnimation } from 'framer-motion';

export default domAnimation;
