import { useId } from 'react';
import { formatUsd } from '../../validators';
import type { YearTotals } from './yearly-totals';

const width = 640;
const height = 260;
const plot = { left: 8, right: 8, top: 12, bottom: 28 };

/**
 * Principal against interest paid each loan year, as stacked bars in inline SVG. The chart is an
 * image with a title and a description that says what it shows in words; every bar carries its
 * figures as a tooltip, and the schedule's table holds every number.
 */
export function PrincipalInterestChart({
  title,
  years,
}: {
  readonly title: string;
  readonly years: readonly YearTotals[];
}) {
  const id = useId();
  const tallest = Math.max(...years.map((year) => year.principal + year.interest), 1);
  const slot = (width - plot.left - plot.right) / Math.max(years.length, 1);
  const barWidth = Math.max(slot * 0.7, 1);
  const scale = (height - plot.top - plot.bottom) / tallest;
  const [first] = years;
  const last = years.at(-1);
  const description =
    first && last
      ? `In year 1 you pay ${formatUsd(first.principal)} of principal and ${formatUsd(first.interest)} of interest; in year ${last.year}, ${formatUsd(last.principal)} of principal and ${formatUsd(last.interest)} of interest.`
      : '';
  const labelEvery = Math.ceil(years.length / 10);
  return (
    <figure className="chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="chart__svg"
        data-chart="principal-interest"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {years.map((year, index) => {
          const x = plot.left + index * slot + (slot - barWidth) / 2;
          const principalHeight = year.principal * scale;
          const interestHeight = year.interest * scale;
          const base = height - plot.bottom;
          return (
            <g key={year.year}>
              <title>{`Year ${year.year}: principal ${formatUsd(year.principal)}, interest ${formatUsd(year.interest)}`}</title>
              <rect
                className="chart__principal"
                x={x}
                y={base - principalHeight}
                width={barWidth}
                height={principalHeight}
              />
              <rect
                className="chart__interest"
                x={x}
                y={base - principalHeight - interestHeight}
                width={barWidth}
                height={interestHeight}
              />
              {index % labelEvery === 0 ? (
                <text
                  className="chart__label"
                  x={x + barWidth / 2}
                  y={height - 8}
                  textAnchor="middle"
                >
                  {year.year}
                </text>
              ) : null}
            </g>
          );
        })}
        <line
          className="chart__axis"
          x1={plot.left}
          x2={width - plot.right}
          y1={height - plot.bottom}
          y2={height - plot.bottom}
        />
      </svg>
      <figcaption className="chart__legend">
        <span className="chart__key chart__key--principal">Principal</span>
        <span className="chart__key chart__key--interest">Interest</span>
        <span>Loan year along the bottom</span>
      </figcaption>
    </figure>
  );
}
