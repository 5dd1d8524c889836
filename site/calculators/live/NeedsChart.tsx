import { useId } from 'react';
import {
  formatUsd,
  lifeInsuranceNeedsPartNames,
  type LifeInsuranceNeedsParts,
} from '../../../validators';

const partNames = Object.keys(lifeInsuranceNeedsPartNames) as (keyof LifeInsuranceNeedsParts)[];
// Narrow enough that its 13-point text stays legible on a phone; each label sits above its bar.
const width = 300;
const rowHeight = 44;

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
  const height = partNames.length * rowHeight;
  const description = partNames
    .map((name) => `${lifeInsuranceNeedsPartNames[name]}: ${formatUsd(parts[name])}`)
    .join('; ');
  return (
    <figure className="chart chart--narrow">
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
          const length = (parts[name] / largest) * width;
          return (
            <g key={name}>
              <text className="chart__label" x={0} y={y + 15}>
                {lifeInsuranceNeedsPartNames[name]}
              </text>
              {length > 0 ? (
                <rect
                  className="chart__part"
                  x={0}
                  y={y + 21}
                  width={Math.max(length, 1)}
                  height={14}
                />
              ) : null}
              <text className="chart__label" x={width} y={y + 15} textAnchor="end">
                {formatUsd(parts[name])}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
