import { useId } from 'react';
import {
  formatUsd,
  lifeInsuranceNeedsPartNames,
  type LifeInsuranceNeedsParts,
} from '../../../validators';

const partNames = Object.keys(lifeInsuranceNeedsPartNames) as (keyof LifeInsuranceNeedsParts)[];
const width = 640;
const rowHeight = 34;
const labelWidth = 190;
const valueWidth = 120;

/**
 * Each part of the estimate as a horizontal bar, in inline SVG: an image whose description lists
 * every part in words, so nothing is only in the picture.
 */
export function NeedsChart({
  title,
  parts,
}: {
  readonly title: string;
  readonly parts: LifeInsuranceNeedsParts;
}) {
  const id = useId();
  const largest = Math.max(...partNames.map((name) => parts[name]), 1);
  const barSpace = width - labelWidth - valueWidth;
  const height = partNames.length * rowHeight;
  const description = partNames
    .map((name) => `${lifeInsuranceNeedsPartNames[name]}: ${formatUsd(parts[name])}`)
    .join('; ');
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="chart__svg"
        data-chart="needs-parts"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {partNames.map((name, index) => {
          const y = index * rowHeight;
          const length = (parts[name] / largest) * barSpace;
          return (
            <g key={name}>
              <text className="chart__label" x={0} y={y + 22}>
                {lifeInsuranceNeedsPartNames[name]}
              </text>
              {length > 0 ? (
                <rect
                  className="chart__part"
                  x={labelWidth}
                  y={y + 6}
                  width={Math.max(length, 1)}
                  height={rowHeight - 12}
                />
              ) : null}
              <text className="chart__label" x={width} y={y + 22} textAnchor="end">
                {formatUsd(parts[name])}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
