import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link, NavLink, Outlet, type RouteObject, StaticRouter, useLocation, useParams, useRoutes } from '.';

function Routes({ table }: { table: RouteObject[] }): ReactNode {
  return useRoutes(table);
}

/** Renders `routes` at `url` the way the server does. */
const render = (url: string, table: RouteObject[]): string => renderToString(h(StaticRouter, { location: url }, h(Routes, { table })));

function Item() {
  const { id } = useParams();
  const { search } = useLocation();
  return h('p', null, `item ${id} ${search}`);
}

const table: RouteObject[] = [
  {
    element: h('main', null, h(Outlet)),
    children: [
      { index: true, element: h('p', null, 'home') },
      { path: 'items/:id', Component: Item },
      {
        path: 'links',
        element: h(
          'nav',
          null,
          h(Link, { to: '?' }, 'clear'),
          h(Link, { to: '#top' }, 'top'),
          h(Link, { to: '/items/2?x=1' }, 'two'),
          h(Link, { to: 'https://wa.me/?text=hi', target: '_blank' }, 'out'),
          h(NavLink, { to: '/links', className: ({ isActive }) => (isActive ? 'on' : 'off') }, 'here'),
          h(NavLink, { to: '/', className: ({ isActive }) => (isActive ? 'on' : 'off') }, 'root'),
        ),
      },
      { path: '*', element: h('p', null, 'not found') },
    ],
  },
];

describe('the router, rendered on the server', () => {
  it('renders the layout with the matched route in its outlet, with params and query', () => {
    expect(render('/', table)).toBe('<main><p>home</p></main>');
    expect(render('/items/7?sort=latest', table)).toBe('<main><p>item 7 ?sort=latest</p></main>');
    expect(render('/elsewhere', table)).toBe('<main><p>not found</p></main>');
  });

  it('gives links real hrefs, resolved against the current page, and marks the current page', () => {
    const html = render('/links?page=2', table);
    expect(html).toContain('<a href="/links">clear</a>');
    expect(html).toContain('<a href="/links?page=2#top">top</a>');
    expect(html).toContain('<a href="/items/2?x=1">two</a>');
    expect(html).toContain('<a href="https://wa.me/?text=hi" target="_blank">out</a>');
    expect(html).toContain('<a href="/links" aria-current="page" class="on">here</a>');
    expect(html).toContain('<a href="/" class="off">root</a>');
  });
});
