/** React 19 hoists <title> into <head>: every screen names itself '<Page> · Kiraya'. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Kiraya`}</title>;
}
