/**
 * The captcha's stroke font: the characters a challenge uses (digits, "+", "=", "?") as polylines in a unit box
 * (x right, y down, 0..1). Drawn as thick strokes, so no font file or text ever reaches the image.
 */
export type Point = readonly [number, number];
export type Glyph = readonly (readonly Point[])[];

/** An ellipse as a closed polyline. */
function oval(cx: number, cy: number, rx: number, ry: number, steps = 20): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    points.push([cx + rx * Math.cos(a), cy + ry * Math.sin(a)]);
  }
  return points;
}

const SIX: Point[] = [
  [0.82, 0.06],
  [0.55, 0],
  [0.3, 0.08],
  [0.14, 0.35],
  [0.1, 0.65],
  [0.18, 0.9],
  [0.48, 1],
  [0.78, 0.92],
  [0.9, 0.7],
  [0.8, 0.5],
  [0.5, 0.42],
  [0.24, 0.5],
  [0.12, 0.66],
];

export const GLYPHS: Readonly<Record<string, Glyph>> = {
  '0': [oval(0.5, 0.5, 0.4, 0.5)],
  // No foot: bent by the warp, a footed 1 reads as L or J.
  '1': [
    [
      [0.2, 0.25],
      [0.55, 0],
      [0.55, 1],
    ],
  ],
  '2': [
    [
      [0.1, 0.24],
      [0.25, 0.05],
      [0.5, 0],
      [0.76, 0.06],
      [0.9, 0.25],
      [0.84, 0.46],
      [0.1, 1],
      [0.92, 1],
    ],
  ],
  '3': [
    [
      [0.1, 0.1],
      [0.4, 0],
      [0.74, 0.05],
      [0.86, 0.24],
      [0.72, 0.44],
      [0.4, 0.5],
    ],
    [
      [0.4, 0.5],
      [0.78, 0.56],
      [0.92, 0.76],
      [0.76, 0.95],
      [0.42, 1],
      [0.08, 0.9],
    ],
  ],
  '4': [
    [
      [0.7, 1],
      [0.7, 0],
      [0.05, 0.7],
      [0.95, 0.7],
    ],
  ],
  '5': [
    [
      [0.86, 0],
      [0.22, 0],
      [0.16, 0.46],
      [0.5, 0.38],
      [0.8, 0.48],
      [0.92, 0.72],
      [0.8, 0.93],
      [0.5, 1],
      [0.12, 0.92],
    ],
  ],
  '6': [SIX],
  '7': [
    [
      [0.08, 0],
      [0.92, 0],
      [0.38, 1],
    ],
  ],
  '8': [oval(0.5, 0.24, 0.32, 0.24), oval(0.5, 0.73, 0.4, 0.27)],
  // 9 is 6 turned half a turn.
  '9': [SIX.map(([x, y]) => [1 - x, 1 - y] as const)],
  '+': [
    [
      [0.5, 0.22],
      [0.5, 0.78],
    ],
    [
      [0.18, 0.5],
      [0.82, 0.5],
    ],
  ],
  '=': [
    [
      [0.15, 0.36],
      [0.85, 0.36],
    ],
    [
      [0.15, 0.64],
      [0.85, 0.64],
    ],
  ],
  '?': [
    [
      [0.14, 0.2],
      [0.3, 0.03],
      [0.55, 0],
      [0.8, 0.1],
      [0.86, 0.3],
      [0.5, 0.5],
      [0.5, 0.72],
    ],
    [
      [0.5, 0.92],
      [0.5, 0.98],
    ],
  ],
};
