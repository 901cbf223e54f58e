import { Link } from 'react-router';
import { type ButtonSize, buttonClass } from './button-styles';

/** A primary and a secondary link, styled as buttons, side by side (wrapping on a narrow screen). */
export function LinkButtons({
  primary,
  secondary,
  size,
  className = '',
}: {
  primary: { to: string; label: string };
  secondary: { to: string; label: string };
  size: ButtonSize;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`.trim()}>
      <Link to={primary.to} className={buttonClass('primary', size)}>
        {primary.label}
      </Link>
      <Link to={secondary.to} className={buttonClass('secondary', size)}>
        {secondary.label}
      </Link>
    </div>
  );
}
