// A PNG line chart of media-server CPU against forwarded video streams, drawn pixel by pixel and
// encoded with pngjs (pure JavaScript): no canvas, no native code, nothing downloaded at install.
//   npx tsx bench/sfu-load/plot.ts OUT.png RESULT.json... (JSON files written by main.ts)
import { readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

export interface Series {
  label: string;
  /** [forwarded video streams, Janus CPU % of one core, generator CPU % of one core (NaN: none)] */
  points: Array<[number, number, number]>;
}

/** The axes' and the title's words, when the chart is not main.ts's. */
export interface PlotText {
  x: string;
  y: string;
  title: string;
}

const FORWARDING_TEXT: PlotText = {
  x: 'FORWARDED VIDEO STREAMS (JANUS TO SUBSCRIBERS)',
  y: 'CPU % OF ONE CORE',
  title: 'JANUS CPU (SOLID) AND LOAD GENERATOR CPU (DASHED)',
};

// 5x7 glyphs, one string of 7 rows of 5 bits each ('#' on).
const GLYPHS: Record<string, string> = {
  '0': '.###.#...##..###.#.###..##...#.###.',
  '1': '..#...##....#....#....#....#...###.',
  '2': '.###.#...#....#...#...#...#...#####',
  '3': '#####...#...#...###.....##...#.###.',
  '4': '...#...##..#.#.#..#.#####...#....#.',
  '5': '#####.....####.....#....##...#.###.',
  '6': '..##..#...#....####.#...##...#.###.',
  '7': '#####....#...#...#...#....#....#...',
  '8': '.###.#...##...#.###.#...##...#.###.',
  '9': '.###.#...##...#.####....#...#..##..',
  A: '.###.#...##...#######...##...##...#',
  B: '####.#...##...#####.#...##...#####.',
  C: '.###.#...##....#....#....#...#.###.',
  D: '####.#...##...##...##...##...#####.',
  E: '######....#....####.#....#....#####',
  F: '######....#....####.#....#....#....',
  G: '.###.#...##....#.####...##...#.####',
  H: '#...##...##...#######...##...##...#',
  I: '.###...#....#....#....#....#...###.',
  J: '..###...#....#....#....##..#..##...',
  K: '#...##..#.#.#..##...#.#..#..#.#...#',
  L: '#....#....#....#....#....#....#####',
  M: '#...###.###.#.##...##...##...##...#',
  N: '#...##...###..##.#.##..###...##...#',
  O: '.###.#...##...##...##...##...#.###.',
  P: '####.#...##...#####.#....#....#....',
  R: '####.#...##...#####.#.#..#..#.#...#',
  S: '.####.....#.....###.....#....#####.',
  T: '#####..#....#....#....#....#....#..',
  U: '#...##...##...##...##...##...#.###.',
  V: '#...##...##...##...##...#.#.#...#..',
  W: '#...##...##...##.#.##.#.##.#.#.#.#.',
  X: '#...##...#.#.#...#...#.#.#...##...#',
  Y: '#...##...#.#.#...#....#....#....#..',
  '%': '##...##..#...#...#...#...#..##...##',
  '.': '..............................##...',
  '-': '...............###.................',
  '(': '...#...#...#....#....#.....#.....#.',
  ')': '.#.....#.....#....#....#...#...#...',
  '/': '.........#...#...#...#...#.........',
  '+': '.......#....#..#####..#....#.......',
  ' ': '...................................',
};

type Rgb = [number, number, number];
const COLORS: Rgb[] = [
  [31, 119, 180],
  [214, 39, 40],
  [44, 160, 44],
  [148, 103, 189],
  [255, 127, 14],
  [140, 86, 75],
  [23, 190, 207],
];

class Canvas {
  readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
    this.png.data.fill(255);
  }
  dot(x: number, y: number, [r, g, b]: Rgb): void {
    x = Math.round(x);
    y = Math.round(y);
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, width = 1, dashed = false): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let s = 0; s <= steps; s++) {
      if (dashed && Math.floor(s / 6) % 2 === 1) continue;
      const x = x0 + ((x1 - x0) * s) / steps;
      const y = y0 + ((y1 - y0) * s) / steps;
      for (let dx = 0; dx < width; dx++) for (let dy = 0; dy < width; dy++) this.dot(x + dx, y + dy, color);
    }
  }
  box(x: number, y: number, size: number, color: Rgb): void {
    for (let dx = -size; dx <= size; dx++) for (let dy = -size; dy <= size; dy++) this.dot(x + dx, y + dy, color);
  }
  /** Text at (x, y) top-left, 2x scaled 5x7 glyphs; `vertical` writes bottom to top. */
  text(x: number, y: number, text: string, color: Rgb = [0, 0, 0], vertical = false): void {
    const scale = 2;
    [...text.toUpperCase()].forEach((char, n) => {
      const glyph = GLYPHS[char] ?? GLYPHS[' ']!;
      for (let row = 0; row < 7; row++)
        for (let col = 0; col < 5; col++) {
          if (glyph[row * 5 + col] !== '#') continue;
          for (let sx = 0; sx < scale; sx++)
            for (let sy = 0; sy < scale; sy++) {
              const gx = col * scale + sx + n * 6 * scale;
              const gy = row * scale + sy;
              if (vertical) this.dot(x + gy, y - gx, color);
              else this.dot(x + gx, y + gy, color);
            }
        }
    });
  }
}

const niceStep = (range: number) => {
  const raw = range / 5;
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw) ?? power * 10;
};

/** Janus CPU (solid) and the generator's CPU (dashed) against forwarded video streams, one color per series. */
export function plotPng(series: Series[], width = 900, height = 560, text: PlotText = FORWARDING_TEXT): Buffer {
  const canvas = new Canvas(width, height);
  const left = 90;
  const right = width - 30;
  const top = 50;
  const bottom = height - 70;
  const xs = series.flatMap((s) => s.points.map((p) => p[0]));
  const ys = series.flatMap((s) => s.points.flatMap((p) => [p[1], p[2]])).filter((y) => !Number.isNaN(y));
  const xStep = niceStep(Math.max(...xs, 1));
  const yStep = niceStep(Math.max(...ys, 100));
  const xMax = Math.ceil(Math.max(...xs, 1) / xStep) * xStep;
  const yMax = Math.ceil(Math.max(...ys, 100) / yStep) * yStep;
  const px = (x: number) => left + ((right - left) * x) / xMax;
  const py = (y: number) => bottom - ((bottom - top) * y) / yMax;
  const grey: Rgb = [200, 200, 200];
  for (let x = 0; x <= xMax; x += xStep) {
    canvas.line(px(x), top, px(x), bottom, grey);
    const label = String(x);
    canvas.text(px(x) - label.length * 6, bottom + 8, label);
  }
  for (let y = 0; y <= yMax; y += yStep) {
    canvas.line(left, py(y), right, py(y), grey);
    const label = String(y);
    canvas.text(left - 10 - label.length * 12, py(y) - 7, label);
  }
  // One core: the ceiling of a single-threaded VideoRoom room.
  canvas.line(left, py(100), right, py(100), [120, 120, 120], 1, true);
  canvas.line(left, bottom, right, bottom, [0, 0, 0], 2);
  canvas.line(left, top, left, bottom, [0, 0, 0], 2);
  canvas.text(left + 140, bottom + 36, text.x);
  canvas.text(14, bottom - 60, text.y, [0, 0, 0], true);
  canvas.text(left, 14, text.title);
  series.forEach((s, n) => {
    const color = COLORS[n % COLORS.length]!;
    const points = [...s.points].sort((a, b) => a[0] - b[0]);
    for (const [index, column] of [1, 2].entries()) {
      points.forEach((p, i) => {
        if (Number.isNaN(p[column])) return;
        canvas.box(px(p[0]), py(p[column]!), 3, color);
        const next = points[i + 1];
        if (next && !Number.isNaN(next[column]))
          canvas.line(px(p[0]), py(p[column]!), px(next[0]), py(next[column]!), color, 2, index === 1);
      });
    }
    canvas.box(right - 200, top + 14 + n * 22, 5, color);
    canvas.text(right - 188, top + 8 + n * 22, s.label, color);
  });
  return PNG.sync.write(canvas.png);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, ...files] = process.argv.slice(2);
  if (!out || files.length === 0) {
    console.error('usage: plot.ts OUT.png RESULT.json...');
    process.exit(2);
  }
  const series = files.map((file) => {
    const result = JSON.parse(readFileSync(file, 'utf8')) as {
      room: { publishers: number; subscribers: number };
      windows: Array<{
        recording?: boolean;
        forwarded: { video: number };
        cpuPercentOfOneCore: { janus: number; generator: number };
      }>;
    };
    return {
      label: `${result.room.publishers}P+${result.room.subscribers}V`,
      // A window while recording (--record) repeats the room's size: the curve is of forwarding alone.
      points: result.windows
        .filter((w) => !w.recording)
        .map(
          (w) =>
            [w.forwarded.video, w.cpuPercentOfOneCore.janus, w.cpuPercentOfOneCore.generator] as [
              number,
              number,
              number,
            ],
        ),
    };
  });
  writeFileSync(out, plotPng(series));
  console.log(`wrote ${out}`);
}
