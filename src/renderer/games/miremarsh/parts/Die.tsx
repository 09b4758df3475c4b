/** One die drawn in SVG: its colour, and the face it shows (icons as small original glyphs). */
import type { CSSProperties } from 'react';
import type { DieColour, Face } from '../../../../engine/games/miremarsh/catalog/types';

const PIP: Readonly<Record<'F' | 'S' | 'E' | 'X' | 'W', string>> = {
  // Footprint, sword, eye, swirl, five-point star: simple paths in a 20x20 box.
  F: 'M7 3c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5zM13 8c2 0 3 2 3 4s-1 5-3 5-3-2-3-5 1-4 3-4z',
  S: 'M14.5 2.5l3 0 0 3-7.5 7.5 1.5 1.5-1.5 1.5-1.5-1.5-3 3-1.5-1.5 3-3-1.5-1.5 1.5-1.5 1.5 1.5z',
  E: 'M2 10c3-5 13-5 16 0-3 5-13 5-16 0zM10 7a3 3 0 1 0 0.01 0z',
  X: 'M10 3a7 7 0 1 1-7 7h3a4 4 0 1 0 4-4zM10 8a2 2 0 1 1-2 2',
  W: 'M10 1.5l2.4 5.6 6.1.5-4.6 4 1.4 6-5.3-3.2-5.3 3.2 1.4-6-4.6-4 6.1-.5z',
};

function Glyph({ icon, x, y, s }: { icon: keyof typeof PIP; x: number; y: number; s: number }) {
  return <path d={PIP[icon]} transform={`translate(${x} ${y}) scale(${s})`} className={`glyph g-${icon}`} />;
}

/** The glyphs of a face: one icon centred, a split face's two icons side by side. */
export function FaceGlyphs({ face }: { face: Face }) {
  if (face === '-') return null;
  if (face.length === 2) {
    const [a, b] = [face[0], face[1]] as ['F', 'S' | 'E'];
    return (<><Glyph icon={a} x={3} y={9} s={0.85} /><Glyph icon={b} x={20} y={9} s={0.85} /><path d="M19 6 L19 32" className="split" /></>);
  }
  return <Glyph icon={face as keyof typeof PIP} x={8} y={8} s={1.2} />;
}

interface DieProps {
  colour: DieColour;
  face: Face | null;
  size?: number;
  className?: string;
  testId?: string;
  style?: CSSProperties;
}

export function Die({ colour, face, size = 40, className = '', testId, style }: DieProps) {
  return (
    <span className={`mm-die c-${colour} ${className}`} data-testid={testId} data-face={face ?? 'unrolled'} data-colour={colour} style={{ width: size, height: size, ...style }}>
      <svg viewBox="0 0 38 38" width={size} height={size} aria-hidden="true">
        <rect x="1" y="1" width="36" height="36" rx="7" className="body" />
        {face !== null && <FaceGlyphs face={face} />}
      </svg>
    </span>
  );
}
