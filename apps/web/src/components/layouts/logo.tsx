import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home()} className="flex shrink-0 items-center gap-2 rounded-lg" aria-label="Kiraya home">
      <svg aria-hidden="true" viewBox="0 0 64 64" width="36" height="36" className="shrink-0">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#0b5752' : '#ffffff'} />
        <path d="M14 33 32 17l18 16" fill="none" stroke="#f6a623" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M21 30v17h22V30" fill="none" stroke={tone === 'dark' ? '#ffffff' : '#0b5752'} strokeWidth="5" strokeLinejoin="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-brand-900' : 'text-white'}`}>Kiraya</span>
        <span className={`text-[11px] font-medium ${tone === 'dark' ? 'text-stone-600' : 'text-brand-100'}`}>Rent & resale · Lucknow</span>
      </span>
    </Link>
  );
}
