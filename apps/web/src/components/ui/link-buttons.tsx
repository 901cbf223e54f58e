import { Link } from '../../lib/router';
import { type ButtonSize, buttonClass } from './button-styles';

interface LinkPair {
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  size: ButtonSize;
}

/** A primary and a secondary link styled as buttons, with no wrapper (for a slot that lays them out). */
export function LinkButtonPair({ primary, secondary, size }: LinkPair) {
  return (
    <>
      <Link to={primary.to} className={buttonClass('primary', size)}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={buttonClass('secondary', size)}>
        {secondary.label}
      </Link>
    </>
  );
}

/** The pair side by side, wrapping on a narrow screen. */
export function LinkButtons({ className = '', ...pair }: LinkPair & { className?: string }) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      <LinkButtonPair {...pair} />
    </div>
  );
}
