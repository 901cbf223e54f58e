import type { ComponentType } from 'react';
import { Link, type Location, useLocation } from '../../lib/router';

/** One section link of a dashboard sidebar. */
export interface SidebarItem<Label = string> {
  to: string;
  label: Label;
  /** Whether this item is the current screen. */
  current: (location: Location) => boolean;
  /** A live count beside the label (unread messages, notifications), rendered by its own feature. */
  Badge?: ComponentType;
}

/** An area's look: the nav's and the list's classes, and a link's, current or not. */
export interface SidebarNavLook {
  nav?: string;
  list: string;
  link: (current: boolean) => string;
}

/** The owner and admin sidebars' section links, each with its badge; the current one is marked (aria-current) and highlighted. */
export function SidebarNav({ label, items, look }: { label: string; items: SidebarItem[]; look: SidebarNavLook }) {
  const location = useLocation();
  return (
    <nav aria-label={label} className={look.nav}>
      <ul className={look.list}>
        {items.map((item) => {
          const current = item.current(location);
          return (
            <li key={item.to}>
              <Link to={item.to} aria-current={current ? 'page' : undefined} className={look.link(current)}>
                <span className="flex-1">{item.label}</span>
                {item.Badge ? <item.Badge /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
