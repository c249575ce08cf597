import { useId } from 'react';
import { launchPose, type Layout } from '../flight-plan';

interface FlightDrawingProps {
  layout: Layout;
  /** The rocket's path through the layout's waypoints. */
  path: string;
  /** Which layout this is: the animation finds its rocket and trail by it. */
  variant: 'wide' | 'narrow';
  /** The rocket's size in this drawing's units. */
  rocketScale: number;
  className: string;
}

/**
 * The decorative part of the section: the dotted route, the glowing trail the rocket leaves (drawn by the
 * animation) and the rocket itself, parked at the launch point until it flies.
 */
export function FlightDrawing({ layout, path, variant, rocketScale, className }: FlightDrawingProps) {
  const trailId = useId();
  const flameId = useId();
  const pose = launchPose(layout.waypoints);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className={`absolute inset-0 size-full overflow-visible ${className}`}
    >
      <defs>
        <linearGradient id={trailId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8ec3ff" />
          <stop offset="1" stopColor="#f97316" />
        </linearGradient>
        <linearGradient id={flameId} x1="1" y1="0" x2="0" y2="0">
          <stop offset="0" stopColor="#fde047" />
          <stop offset="1" stopColor="#f97316" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path
        d={path}
        fill="none"
        stroke="#94a3b8"
        strokeOpacity="0.5"
        strokeWidth="3"
        strokeDasharray="2 14"
        strokeLinecap="round"
      />
      <path
        data-trail={variant}
        d={path}
        pathLength={1}
        fill="none"
        stroke={`url(#${trailId})`}
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="1"
        strokeDashoffset="1"
      />
      <g data-rocket={variant} transform={`translate(${pose.x} ${pose.y}) rotate(${pose.angle})`}>
        {/* Drawn nose to the right, centred on the origin, so the path's direction is its heading. */}
        <g transform={`scale(${rocketScale})`}>
          <path d="M-30 -6 L-62 0 L-30 6 Z" fill={`url(#${flameId})`} />
          <path d="M-22 -11 L-36 -26 L-6 -11 Z" fill="#f97316" />
          <path d="M-22 11 L-36 26 L-6 11 Z" fill="#f97316" />
          <path d="M-30 -11 H8 C22 -11 34 -6 42 0 C34 6 22 11 8 11 H-30 Z" fill="#e2e8f0" />
          <path d="M-30 -11 H-22 V11 H-30 Z" fill="#94a3b8" />
          <circle cx="10" cy="0" r="5.5" fill="#38bdf8" stroke="#1e293b" strokeWidth="2.5" />
        </g>
      </g>
    </svg>
  );
}
