import { Link } from 'react-router';
import { calculatorPages } from '../content/calculators';

/** The other financial calculators, from whichever one the visitor is on. */
export function CalculatorLinks({ current }: { readonly current: string }) {
  return (
    <nav className="calculator-section" aria-label="Financial calculators">
      <h2>More calculators</h2>
      <ul className="pill-links">
        {calculatorPages
          .filter((page) => page.path !== current)
          .map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.name}</Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
