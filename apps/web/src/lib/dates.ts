const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

const DAY = 24 * 60 * 60 * 1000;

/** 12 Mar 2025 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** 12 Mar 2025, 4:05 pm */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** 'today', 'yesterday', '5 days ago'; the calendar date once it is a month old. */
export function formatListedAgo(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = Math.floor((now.getTime() - date.getTime()) / DAY);
  if (days < 0) return relative.format(0, 'day');
  if (days < 30) return relative.format(-days, 'day');
  return formatDate(iso);
}
