// spec §2 auth layout: without a shop banner, an image of the season of the day (seasonOf). Drawn inline as SVG:
// a vineyard under a sky, rows converging to the horizon, with the season's colours and details.
import type { Season } from '@sarment/domain/reference';

interface Palette {
  sky: [string, string];
  sun: string;
  sunY: number;
  farHill: string;
  nearHill: string;
  ground: string;
  row: string;
  accent: string[];
  house: string;
  roof: string;
}

const palettes: Record<Season, Palette> = {
  spring: {
    sky: ['#bfe3f2', '#f7f3e3'],
    sun: '#fff4c2',
    sunY: 300,
    farHill: '#b9d99b',
    nearHill: '#93c47d',
    ground: '#a9cf86',
    row: '#5f8f43',
    accent: ['#f7c6d9', '#ffffff', '#f3a6c4'],
    house: '#f4ead8',
    roof: '#c8694b',
  },
  summer: {
    sky: ['#6fc0e0', '#fde7b0'],
    sun: '#ffd25a',
    sunY: 280,
    farHill: '#a6c76c',
    nearHill: '#7fae48',
    ground: '#b9c96a',
    row: '#3f6f23',
    accent: ['#9fcf5a', '#7bb33a'],
    house: '#f6ecd6',
    roof: '#b85a3c',
  },
  autumn: {
    sky: ['#f4b57c', '#f6e6c8'],
    sun: '#f07f3a',
    sunY: 345,
    farHill: '#d9a35e',
    nearHill: '#c3773f',
    ground: '#c9a066',
    row: '#9a3f26',
    accent: ['#5b2046', '#7a2a5a', '#e8893a'],
    house: '#f1e2c8',
    roof: '#8e3b2a',
  },
  winter: {
    sky: ['#c3d2e2', '#eef3f7'],
    sun: '#fbfcfd',
    sunY: 320,
    farHill: '#e6edf3',
    nearHill: '#f4f7fa',
    ground: '#f7f9fb',
    row: '#6b5547',
    accent: ['#ffffff'],
    house: '#e9e2d6',
    roof: '#f7f9fb',
  },
};

const horizonY = 610;
const vanishX = 400;
const rowBottoms = Array.from({ length: 19 }, (_, i) => -500 + i * 100);
const rowStops = [0.12, 0.24, 0.38, 0.54, 0.72, 0.92];
/** Snowflakes scattered over the winter sky by a fixed pseudo-random sequence (same on server and browser). */
const snowflakes = (() => {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: 46 }, (_, i) => ({
    id: `flake-${i}`,
    x: Math.round(next() * 800),
    y: Math.round(next() * 560),
    r: 2 + Math.round(next() * 2),
  }));
})();

/** A point on a row: t = 0 at the horizon, 1 at the bottom edge; perspective squeezes the far end. */
function rowPoint(bottomX: number, t: number) {
  const depth = t * t;
  return {
    x: vanishX + (bottomX - vanishX) * (0.06 + 0.94 * depth),
    y: horizonY + (1000 - horizonY) * depth,
    scale: 0.15 + depth,
  };
}

function Rows({ palette, season }: { palette: Palette; season: Season }) {
  return (
    <g>
      {rowBottoms.map((bottomX) => {
        const far = rowPoint(bottomX, 0);
        const near = rowPoint(bottomX, 1);
        const width = season === 'winter' ? 10 : 46;
        return (
          <path
            key={`row-${bottomX}`}
            d={`M${far.x - 1.5},${far.y} L${far.x + 1.5},${far.y} L${near.x + width / 2},${near.y} L${near.x - width / 2},${near.y} Z`}
            fill={palette.row}
          />
        );
      })}
      {rowBottoms.flatMap((bottomX, rowIndex) =>
        rowStops.map((t, stopIndex) => {
          const point = rowPoint(bottomX, t);
          const color = palette.accent[(rowIndex + stopIndex) % palette.accent.length];
          const radius = (season === 'winter' ? 9 : 12) * point.scale;
          return (
            <g key={`accent-${bottomX}-${t}`}>
              <circle cx={point.x} cy={point.y - radius * 0.6} r={radius} fill={color} opacity={0.92} />
              {season !== 'winter' && (
                <circle
                  cx={point.x + radius * 0.9}
                  cy={point.y - radius * 0.2}
                  r={radius * 0.7}
                  fill={color}
                  opacity={0.85}
                />
              )}
            </g>
          );
        }),
      )}
    </g>
  );
}

function Sky({ palette, season }: { palette: Palette; season: Season }) {
  const id = `sky-${season}`;
  return (
    <g>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.sky[0]} />
          <stop offset="1" stopColor={palette.sky[1]} />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor={palette.sun} stopOpacity="0.9" />
          <stop offset="1" stopColor={palette.sun} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="800" height="1000" fill={`url(#${id})`} />
      <circle cx="590" cy={palette.sunY} r="160" fill={`url(#${id}-glow)`} />
      <circle cx="590" cy={palette.sunY} r="58" fill={palette.sun} />
      {(season === 'spring' || season === 'summer') && (
        <g fill="#ffffff" opacity="0.85">
          <ellipse cx="190" cy="260" rx="90" ry="26" />
          <ellipse cx="240" cy="240" rx="60" ry="30" />
          <ellipse cx="420" cy="380" rx="70" ry="18" opacity="0.7" />
        </g>
      )}
      {season === 'autumn' && (
        <g fill="none" stroke="#7a4a35" strokeWidth="3" strokeLinecap="round" opacity="0.7">
          <path d="M160,270 q12,-10 24,0 q12,-10 24,0" />
          <path d="M230,310 q9,-8 18,0 q9,-8 18,0" />
          <path d="M120,350 q7,-6 14,0 q7,-6 14,0" />
        </g>
      )}
      {season === 'winter' && (
        <g fill="#ffffff">
          {snowflakes.map((flake) => (
            <circle key={flake.id} cx={flake.x} cy={flake.y} r={flake.r} opacity={0.9} />
          ))}
        </g>
      )}
    </g>
  );
}

function Hills({ palette }: { palette: Palette }) {
  return (
    <g>
      <path
        d="M0,520 C160,440 300,470 420,500 C560,535 680,450 800,480 L800,640 L0,640 Z"
        fill={palette.farHill}
      />
      <g transform="translate(470,452)">
        <rect x="0" y="18" width="64" height="38" fill={palette.house} />
        <path d="M-6,20 L32,-6 L70,20 Z" fill={palette.roof} />
        <rect x="26" y="34" width="12" height="22" fill="#6b4b3a" />
        <path d="M96,56 C88,30 92,8 100,-8 C108,8 112,30 104,56 Z" fill="#3d5a2c" opacity="0.85" />
      </g>
      <path
        d="M0,580 C200,540 330,590 480,585 C620,580 700,560 800,570 L800,660 L0,660 Z"
        fill={palette.nearHill}
      />
      <rect y={horizonY} width="800" height={1000 - horizonY} fill={palette.ground} />
    </g>
  );
}

/** The season's vineyard, covering its box (cropped, never stretched). */
export function SeasonArt({ season, title }: { season: Season; title: string }) {
  const palette = palettes[season];
  return (
    <svg
      viewBox="0 0 800 1000"
      preserveAspectRatio="xMidYMid slice"
      role="img"
      aria-label={title}
      data-season={season}
      style={{ width: '100%', height: '100%', display: 'block' }}
    >
      <title>{title}</title>
      <Sky palette={palette} season={season} />
      <Hills palette={palette} />
      <Rows palette={palette} season={season} />
    </svg>
  );
}
