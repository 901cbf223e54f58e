import { useSiteTitle } from './site-title';

/** React 19 hoists <title> into <head>: every screen names itself '<Page> · <site title>' (the admin's siteTitle). */
export function PageTitle({ title }: { title: string }) {
  const siteTitle = useSiteTitle();
  return <title>{`${title} · ${siteTitle}`}</title>;
}
