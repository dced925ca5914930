/**
 * Draws a captcha challenge ("7 + 12 = ?", "4821") as a PNG: each character is stroked from the captcha font with its
 * own rotation, scale, offset and colour, lines are drawn across the text, the whole picture is bent by a sine warp,
 * then dotted. Every draw is random, so two images of one answer differ, and the answer exists only as pixels.
 */
import { randomInt } from 'node:crypto';
import { GLYPHS, type Glyph } from './captcha-font';
import { encodePng } from './png';

export const CAPTCHA_WIDTH = 240;
export const CAPTCHA_HEIGHT = 88;

type Rgb = [number, number, number];

/** A uniform random number in [min, max) from the crypto generator (the layout must not be predictable). */
function between(min: number, max: number): number {
  return min + (randomInt(1_000_000) / 1_000_000) * (max - min);
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** Ink: saturated and dark enough to read on the light background. */
const ink = (): Rgb => hsl(between(0, 360), between(0.55, 0.9), between(0.2, 0.34));
/** Noise shares the ink's colours, so it cannot be filtered out by colour alone. */
const paper = (): Rgb => hsl(between(0, 360), between(0.3, 0.6), between(0.86, 0.94));

/** A float RGB picture. */
class Canvas {
  readonly pixels: Float32Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(alpha, 1);
    for (let c = 0; c < 3; c++) {
      const p = this.pixels[i + c] as number;
      this.pixels[i + c] = p + ((color[c] as number) - p) * a;
    }
  }

  /** A thick anti-aliased stroke along a polyline; each pixel takes its strongest coverage once (no dark joints). */
  stroke(points: readonly (readonly [number, number])[], thickness: number, color: Rgb): void {
    const coverage = new Map<number, number>();
    const half = thickness / 2;
    for (let s = 1; s < points.length; s++) {
      const [x0, y0] = points[s - 1] as readonly [number, number];
      const [x1, y1] = points[s] as readonly [number, number];
      const dx = x1 - x0;
      const dy = y1 - y0;
      const len2 = dx * dx + dy * dy || 1e-9;
      const minX = Math.max(0, Math.floor(Math.min(x0, x1) - half - 1));
      const maxX = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + half + 1));
      const minY = Math.max(0, Math.floor(Math.min(y0, y1) - half - 1));
      const maxY = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + half + 1));
      for (let y = minY; y <= maxY; y++) {
        for (let x = minX; x <= maxX; x++) {
          const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2));
          const d = Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
          const a = half + 0.5 - d;
          if (a <= 0) continue;
          const key = y * this.width + x;
          if ((coverage.get(key) ?? 0) < a) coverage.set(key, a);
        }
      }
    }
    for (const [key, a] of coverage) this.blend(key % this.width, Math.floor(key / this.width), color, a);
  }
}

/** A glyph placed on the canvas: its unit-box points scaled, rotated about its centre and moved. */
function place(glyph: Glyph, cx: number, cy: number, w: number, h: number, angle: number): [number, number][][] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return glyph.map((line) =>
    line.map(([u, v]) => {
      const x = (u - 0.5) * w;
      const y = (v - 0.5) * h;
      return [cx + x * cos - y * sin, cy + x * sin + y * cos];
    }),
  );
}

/** A wavy line from the left edge to the right one through the text band. */
function wavyLine(width: number, height: number): [number, number][] {
  const y0 = between(height * 0.25, height * 0.75);
  const y1 = between(height * 0.25, height * 0.75);
  const amplitude = between(3, 10);
  const period = between(50, 140);
  const phase = between(0, Math.PI * 2);
  const points: [number, number][] = [];
  for (let x = -4; x <= width + 4; x += 4) {
    points.push([x, y0 + ((y1 - y0) * x) / width + amplitude * Math.sin((x / period) * Math.PI * 2 + phase)]);
  }
  return points;
}

function drawText(canvas: Canvas, text: string): void {
  const { width, height } = canvas;
  const chars = [...text];
  // As tall as the picture allows (it shows about 85 x 31 CSS pixels on a phone).
  const fullHeight = height * 0.64;
  const fullAdvance = fullHeight * 0.68;
  const spaceAdvance = fullAdvance * 0.35;
  const total = chars.reduce((sum, char) => sum + (char === ' ' ? spaceAdvance : fullAdvance), 0);
  // Long challenges are made smaller to fit; short ones are spread a little.
  const fit = Math.min((width - 16) / total, 1.3);
  const glyphHeight = fullHeight * Math.min(fit, 1);
  const advance = fullAdvance;
  let x = (width - total * fit) / 2;
  for (const char of chars) {
    if (char === ' ') {
      x += spaceAdvance * fit;
      continue;
    }
    const glyph = GLYPHS[char];
    const step = advance * fit;
    if (glyph) {
      // Operators turn less: a "+" turned 45 degrees reads as "x".
      const operator = char === '+' || char === '=';
      const scale = between(0.85, 1.15);
      const h = glyphHeight * scale;
      const w = h * (operator ? between(0.62, 0.72) : between(0.5, 0.62));
      const cx = x + step / 2 + between(-step * 0.1, step * 0.1);
      const cy = height / 2 + between(-height * 0.06, height * 0.06);
      const color = ink();
      const thickness = between(4, 5.2) * Math.max(Math.min(fit, 1), 0.85);
      const angle = operator ? between(-0.12, 0.12) : between(-0.35, 0.35);
      for (const line of place(glyph, cx, cy, w, h, angle)) canvas.stroke(line, thickness, color);
    }
    x += step;
  }
}

/** Bends the picture with a sine in each direction (bilinear resampling). */
function warp(source: Canvas): Canvas {
  const { width, height } = source;
  const out = new Canvas(width, height);
  const ax = between(2.5, 4.5);
  const ay = between(3, 6);
  const px = between(60, 130);
  const py = between(40, 80);
  const phaseX = between(0, Math.PI * 2);
  const phaseY = between(0, Math.PI * 2);
  const at = (x: number, y: number, c: number) => {
    const cx = Math.max(0, Math.min(width - 1, x));
    const cy = Math.max(0, Math.min(height - 1, y));
    return source.pixels[(cy * width + cx) * 3 + c] as number;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = x + ax * Math.sin((y / py) * Math.PI * 2 + phaseX);
      const sy = y + ay * Math.sin((x / px) * Math.PI * 2 + phaseY);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < 3; c++) {
        const top = at(x0, y0, c) * (1 - fx) + at(x0 + 1, y0, c) * fx;
        const bottom = at(x0, y0 + 1, c) * (1 - fx) + at(x0 + 1, y0 + 1, c) * fx;
        out.pixels[(y * width + x) * 3 + c] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  return out;
}

/** The challenge drawn as a PNG file. */
export function renderCaptchaPng(text: string, width = CAPTCHA_WIDTH, height = CAPTCHA_HEIGHT): Buffer {
  const canvas = new Canvas(width, height);
  const top = paper();
  const bottom = paper();
  for (let y = 0; y < height; y++) {
    const t = y / (height - 1);
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 3; c++) {
        canvas.pixels[(y * width + x) * 3 + c] = (top[c] as number) * (1 - t) + (bottom[c] as number) * t;
      }
    }
  }
  drawText(canvas, text);
  // Lines through the text, as thin as a stroke's edge: a glyph cannot be cut out by its stroke width alone.
  const lines = randomInt(3, 5);
  for (let i = 0; i < lines; i++) canvas.stroke(wavyLine(width, height), between(1, 1.8), ink());
  const bent = warp(canvas);
  const dots = Math.round((width * height) / 60);
  for (let i = 0; i < dots; i++) {
    const color = randomInt(2) === 0 ? ink() : paper();
    const x = randomInt(width);
    const y = randomInt(height);
    bent.blend(x, y, color, between(0.5, 1));
    if (randomInt(3) === 0) bent.blend(x + 1, y, color, between(0.4, 0.9));
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = Math.max(0, Math.min(255, Math.round(bent.pixels[i] as number)));
  return encodePng(width, height, rgb);
}
