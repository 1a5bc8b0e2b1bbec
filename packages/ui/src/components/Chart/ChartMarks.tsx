import { vars } from '../../theme/contract.css';
import type { FillPattern, MarkerShape } from './chartTones';

/** A point marker; each series has its own shape. */
export function Marker({
  shape,
  x,
  y,
  size,
  color,
  filled = true,
}: {
  shape: MarkerShape;
  x: number;
  y: number;
  size: number;
  color: string;
  filled?: boolean;
}) {
  const r = size / 2;
  const style = {
    fill: filled ? color : vars.color.surface,
    stroke: shape === 'cross' ? color : vars.color.surface,
    strokeWidth: shape === 'cross' ? 3 : 1.5,
  };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} style={style} />;
    case 'square':
      return (
        <rect x={x - r * 0.9} y={y - r * 0.9} width={r * 1.8} height={r * 1.8} style={style} />
      );
    case 'triangle':
      return (
        <path
          d={`M${x},${y - r * 1.15} L${x + r * 1.1},${y + r * 0.8} L${x - r * 1.1},${y + r * 0.8} Z`}
          style={style}
        />
      );
    case 'diamond':
      return (
        <path
          d={`M${x},${y - r * 1.25} L${x + r * 1.1},${y} L${x},${y + r * 1.25} L${x - r * 1.1},${y} Z`}
          style={style}
        />
      );
    case 'cross':
      return (
        <path
          d={`M${x - r},${y - r} L${x + r},${y + r} M${x + r},${y - r} L${x - r},${y + r}`}
          style={{ ...style, fill: 'none', strokeLinecap: 'round' }}
        />
      );
  }
}

/** An SVG pattern that fills a bar segment: colour plus a texture, so colour is not the only cue. */
export function FillPatternDef({
  id,
  pattern,
  color,
}: {
  id: string;
  pattern: FillPattern;
  color: string;
}) {
  const line = { stroke: vars.color.surface, strokeWidth: 2 };
  return (
    <pattern
      id={id}
      patternUnits="userSpaceOnUse"
      width={8}
      height={8}
      patternTransform={
        pattern === 'stripes' || pattern === 'crosshatch' ? 'rotate(45)' : undefined
      }
    >
      <rect width={8} height={8} style={{ fill: color }} />
      {pattern === 'stripes' ? <line x1={0} y1={0} x2={0} y2={8} style={line} /> : null}
      {pattern === 'crosshatch' ? (
        <>
          <line x1={0} y1={0} x2={0} y2={8} style={line} />
          <line x1={0} y1={0} x2={8} y2={0} style={line} />
        </>
      ) : null}
      {pattern === 'lines' ? <line x1={0} y1={4} x2={8} y2={4} style={line} /> : null}
      {pattern === 'dots' ? (
        <circle cx={4} cy={4} r={1.6} style={{ fill: vars.color.surface }} />
      ) : null}
    </pattern>
  );
}

/** A check mark drawn above a bar that meets its objective. */
export function CheckMark({
  x,
  y,
  size,
  color,
}: {
  x: number;
  y: number;
  size: number;
  color: string;
}) {
  const s = size / 2;
  return (
    <path
      d={`M${x - s},${y} L${x - s * 0.25},${y + s * 0.75} L${x + s},${y - s * 0.75}`}
      style={{
        fill: 'none',
        stroke: color,
        strokeWidth: 3,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      }}
    />
  );
}

/** Makes a React id usable inside url(#...). */
export function svgId(id: string): string {
  return id.replace(/[^a-zA-Z0-9_-]/g, '');
}

/** Legend and tooltip swatch of a line series: its dash pattern and its marker. */
export function LineSwatch({
  color,
  dash,
  marker,
}: {
  color: string;
  dash?: string;
  marker?: MarkerShape;
}) {
  return (
    <svg width={36} height={16} aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <line
        x1={2}
        x2={34}
        y1={8}
        y2={8}
        style={{ stroke: color, strokeWidth: 3, strokeDasharray: dash }}
      />
      {marker ? <Marker shape={marker} x={18} y={8} size={9} color={color} /> : null}
    </svg>
  );
}

/** Legend and tooltip swatch of a bar series: its colour and texture, with an optional check. */
export function BoxSwatch({
  id,
  color,
  pattern = 'solid',
  check = false,
}: {
  id: string;
  color: string;
  pattern?: FillPattern;
  check?: boolean;
}) {
  const patternId = svgId(`${id}-swatch`);
  return (
    <svg
      width={check ? 36 : 18}
      height={18}
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      {pattern !== 'solid' ? (
        <defs>
          <FillPatternDef id={patternId} pattern={pattern} color={color} />
        </defs>
      ) : null}
      <rect
        x={0}
        y={0}
        width={18}
        height={18}
        rx={2}
        style={{ fill: pattern === 'solid' ? color : `url(#${patternId})` }}
      />
      {check ? <CheckMark x={28} y={9} size={12} color={color} /> : null}
    </svg>
  );
}
